// Documents and expiry alerts: the bell lands on a crew member's documents, upload with progress, open
// the file, edit, delete; /alerts severity filter and contact; the crew user's own documents.
import { expect, type Page, test } from "@playwright/test";
import { chooseByTypeAhead } from "./support/type-ahead";

const PDF = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(300_000, 0x20), Buffer.from("\n%%EOF\n")]);

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
}

/** Holds the next upload PUT until `release` is called, so the progress bar can be seen. */
async function holdUpload(page: Page) {
  let release!: () => void;
  const gate = new Promise<void>((r) => {
    release = r;
  });
  await page.route("**/api/upload/*", async (route) => {
    if (route.request().method() === "PUT") await gate;
    await route.continue();
  });
  return () => release();
}

test.describe.configure({ mode: "serial" });

test("bell → crew member's documents → upload a PDF with progress → open → edit → delete", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fleet Dashboard");
  await page.getByRole("button", { name: "Notifications" }).click();
  const popover = page.getByRole("dialog", { name: "Document Alerts" });
  const items = popover.getByTestId("bell-expiring").getByRole("button");
  await expect(items).toHaveCount(5);
  await expect(popover.getByText(/^\.\.\.and \d+ more documents$/).first()).toBeVisible();
  const first = items.first();
  const name = (await first.locator(".font-medium").first().textContent())?.trim() ?? "";
  const detail = (await first.locator("span.text-muted-foreground").first().textContent()) ?? "";
  const typeLabel = detail.split(" · ")[0].trim();
  await first.click();

  await expect(page).toHaveURL(/\/documents\?crew=[0-9a-f-]{36}&type=[a-z]+$/);
  await expect(page.getByTestId("crew-focus")).toHaveText(`Showing documents of ${name}`);
  await expect(page.getByRole("combobox", { name: "Filter by type" })).toHaveText(typeLabel);
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toContainText(name);
  await expect(page.locator("tbody tr[data-highlighted]")).not.toHaveCount(0);

  // upload for this crew member (preselected from the URL)
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await expect(dialog.getByRole("combobox", { name: "Crew Member" })).toContainText(name);
  const number = `E2E-${Date.now()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2025-01-10");
  await dialog.getByLabel("Expiry Date").fill("2030-01-05");
  await expect(dialog.getByRole("note")).toContainText("tracks renewals automatically");
  await dialog.getByLabel("Issuing Authority").fill("E2E Maritime Authority");
  await dialog
    .getByLabel(/File/)
    .setInputFiles({ name: "renewal.pdf", mimeType: "application/pdf", buffer: PDF });
  const release = await holdUpload(page);
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  const bar = dialog.getByRole("progressbar", { name: "Upload progress" });
  await expect(bar).toBeVisible();
  expect(Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThanOrEqual(25);
  release();
  await expect(page.getByText("Document uploaded successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.locator("tbody tr", { hasText: number });
  await expect(row).toContainText(name);
  await expect(row).toContainText("Jan 05, 2030");
  await expect(row).toContainText("Valid");

  // details and the file
  await row.getByRole("button", { name: `View ${number}` }).click();
  const details = page.getByRole("dialog", { name: "Document Details" });
  await expect(details).toContainText("E2E Maritime Authority");
  await expect(details).toContainText("Jan 10, 2025");
  const link = details.getByRole("link", { name: /Open file \(renewal\.pdf\)/ });
  const [popup] = await Promise.all([page.waitForEvent("popup"), link.click()]);
  const href = (await link.getAttribute("href")) as string;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect(file.headers()["x-content-type-options"]).toBe("nosniff");
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await popup.close();
  await details.getByRole("button", { name: "Close" }).first().click();

  // edit
  await row.getByRole("button", { name: `Edit ${number}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Document" });
  await edit.getByLabel("Document Number").fill(`${number}-R`);
  await edit.getByRole("button", { name: "Update Document" }).click();
  await expect(page.getByText("Document updated successfully", { exact: true })).toBeVisible();
  const edited = page.locator("tbody tr", { hasText: `${number}-R` });
  await expect(edited).toBeVisible();

  // delete
  await edited.getByRole("button", { name: `Delete ${number}-R` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this document? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Document deleted successfully", { exact: true })).toBeVisible();
  await expect(page.locator("tbody tr", { hasText: number })).toHaveCount(0);
  expect((await page.request.get(href)).status()).toBe(404);
});

test("a missing crew member and bad files are refused with the spec's messages", async ({ page }) => {
  await page.goto("/documents");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog
    .getByLabel(/File/)
    .setInputFiles({ name: "tool.exe", mimeType: "application/x-msdownload", buffer: Buffer.from("MZ") });
  await expect(dialog.getByText("Only PDF, JPEG, and PNG files are allowed")).toBeVisible();
  await dialog.getByLabel(/File/).setInputFiles([]);
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(dialog.getByText("Please select a crew member")).toBeVisible();
  await expect(dialog.getByText("Document number is required")).toBeVisible();
});

test("office staff pick the crew member in the upload dialog's selector", async ({ page }) => {
  await page.goto("/dashboard");
  await switchRole(page, "Office Staff");
  await expect(page.getByTestId("user-card")).toContainText("Operations Staff");
  await page.goto("/documents");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  const crewList = await (await page.request.get("/api/crew?limit=5")).json();
  const target = crewList[1];
  const fullName = `${target.firstName} ${target.lastName}`;
  await dialog.getByRole("combobox", { name: "Crew Member" }).click();
  await page
    .getByRole("combobox", { name: "Search crew by name, nationality or rank" })
    .fill(target.lastName);
  await page
    .getByRole("option", { name: new RegExp(fullName) })
    .first()
    .click();
  await expect(dialog.getByRole("combobox", { name: "Crew Member" })).toContainText(fullName);
  const type = dialog.getByRole("combobox", { name: "Document Type" });
  await type.click();
  // STCW is far down the list: a click there races the list's scroll buttons (support/type-ahead.ts)
  await chooseByTypeAhead(page, type, "STCW", "STCW");
  const number = `STCW-${Date.now()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2024-06-01");
  await dialog.getByLabel("Expiry Date").fill("2029-06-01");
  await dialog.getByLabel("Issuing Authority").fill("Flag State");
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Document uploaded successfully", { exact: true })).toBeVisible();
  const row = page.locator("tbody tr", { hasText: number });
  await expect(row).toContainText(fullName);
  await expect(row).toContainText("Jun 01, 2029");
  await switchRole(page, "Admin (Head Office)");
});

test("/alerts filters by severity and the contact dialog sends a message", async ({ page }) => {
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expiry Alerts & Notifications");
  await expect(page.getByRole("status").filter({ hasText: "Active Alerts" })).toContainText(
    /Active Alerts: \d+ documents due within 90 days/,
  );
  const rows = page.getByTestId("alert-row");
  await expect(rows.first()).toBeVisible();
  for (const [option, label] of [
    ["Warning", "Warning"],
    ["Critical", "Critical"],
    ["Info", "Info"],
    ["Expired", "Expired"],
    ["Upcoming", "Upcoming"],
  ]) {
    await page.getByRole("combobox", { name: "Filter by severity" }).click();
    await page.getByRole("option", { name: option, exact: true }).click();
    await expect(rows.first()).toBeVisible();
    // the filtered rows have loaded (skeleton rows have no badge), showing the chosen severity
    await expect(rows.locator("[data-slot=badge]").first()).toHaveText(label);
    const badges = await rows.locator("[data-slot=badge]").allTextContents();
    expect(badges.length).toBeGreaterThan(0);
    expect(new Set(badges)).toEqual(new Set([label]));
  }
  await page.getByRole("combobox", { name: "Filter by severity" }).click();
  await page.getByRole("option", { name: "All Severity" }).click();

  const firstRow = rows.first();
  await expect(firstRow.getByRole("link", { name: "Renew" })).toHaveAttribute(
    "href",
    /\/documents\?highlight=[0-9a-f-]{36}$/,
  );
  await firstRow.getByRole("button", { name: "Contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Crew Member" });
  const subject = dialog.getByLabel("Subject");
  await expect(subject).toHaveValue(/renewal required/);
  const send = dialog.getByRole("button", { name: "Send Message" });
  await subject.fill("");
  await expect(send).toBeDisabled();
  await subject.fill("Please renew your document");
  await expect(send).toBeEnabled();
  await send.click();
  await expect(
    page.getByText("Queued — no mail server configured; visible in the Outbox", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the crew demo user uploads for themselves and sees only their own documents", async ({ page }) => {
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  await page.goto("/documents");
  await expect(page.getByText("Manage your personal documents and certificates")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Crew Member" })).toHaveCount(0);

  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await expect(dialog.getByRole("combobox", { name: "Crew Member" })).toHaveCount(0);
  await dialog.getByRole("combobox", { name: "Document Type" }).click();
  await page.getByRole("option", { name: "Visa" }).click();
  const number = `CREW-${Date.now()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2025-03-01");
  await dialog.getByLabel("Expiry Date").fill("2027-03-01");
  await dialog.getByLabel("Issuing Authority").fill("Embassy");
  await dialog
    .getByLabel(/File/)
    .setInputFiles({ name: "visa.pdf", mimeType: "application/pdf", buffer: PDF });
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  // a crew upload waits for the office's review (document-review.spec.ts): shown as sent
  // for review, not yet in their documents
  await expect(page.getByText("Document sent to the office for review", { exact: true })).toBeVisible();
  await expect(
    page
      .getByRole("list", { name: "Your uploads sent for review" })
      .getByRole("listitem", { name: new RegExp(number) }),
  ).toContainText("Waiting for review");
  await expect(page.locator("tbody tr", { hasText: number })).toHaveCount(0);

  const me = await (await page.request.get("/api/auth/me")).json();
  const list = await (await page.request.get("/api/documents?limit=500")).json();
  expect(list.length).toBeGreaterThan(0);
  expect(list.every((d: { crewMemberId: string }) => d.crewMemberId === me.user.crewMemberId)).toBe(true);
  await expect(page.locator("tbody tr")).toHaveCount(list.length);
  // nothing a crew user sends changes a current document: their rows offer no Edit, and the details say
  // that a correction is a new upload the office reviews
  const first = page.locator("tbody tr").first();
  await expect(first.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await first.getByRole("button", { name: /^View / }).click();
  const details = page.getByRole("dialog", { name: "Document Details" });
  await expect(details).toContainText(
    "To correct this document, upload the corrected one: the office reviews it first.",
  );
  await expect(details.getByRole("button", { name: "Edit" })).toHaveCount(0);
  await details.getByRole("button", { name: "Close" }).first().click();
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await switchRole(page, "Admin (Head Office)");
});
