// Crew and contracts: add a crew member with a contract from the dashboard, find them on /crew,
// edit, export and read the CSV back, delete as admin; office staff has no delete; the crew demo user
// sees only their own profile card.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
}

async function pick(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

const todayUtc = () => new Date().toISOString().slice(0, 10);
const plusDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

test.describe.configure({ mode: "serial" });

const lastName = `Testvik${Date.now().toString(36)}`;
const fullName = `Ingrid ${lastName}`;

test("admin adds a crew member with a contract from the dashboard and finds them on /crew", async ({
  page,
}) => {
  await page.goto("/dashboard");
  const overview = page
    .getByRole("region", { name: "Crew Overview" })
    .or(page.locator("[aria-labelledby=crew-overview-title]"));
  await overview.getByRole("button", { name: "Add Crew" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Crew Member" });

  // Submitting empty shows the API's required-field messages on the fields.
  await dialog.getByRole("button", { name: "Add Crew Member" }).click();
  await expect(dialog.getByText("First name is required")).toBeVisible();

  await dialog.getByLabel("First Name").fill("Ingrid");
  await dialog.getByLabel("Last Name").fill(lastName);
  await dialog.getByLabel("Nationality").fill("Norwegian");
  await dialog.getByLabel("Date of Birth").fill("1988-03-14");
  await dialog.getByLabel("Phone Number").fill("+47 555 0101");
  await pick(page, dialog, "Rank", "Bosun");
  await pick(page, dialog, "Vessel", "MV Ocean Pioneer");
  const start = todayUtc();
  await dialog.getByLabel("Contract Start Date").fill(start);
  await expect(dialog.getByLabel("Contract End Date")).toHaveValue(plusDays(start, 90));
  await dialog.getByLabel("Duration (days)").fill("120");
  await expect(dialog.getByLabel("Contract End Date")).toHaveValue(plusDays(start, 120));
  await dialog.getByRole("button", { name: "Add Crew Member" }).click();
  await expect(page.getByText("New crew member added successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName.toLowerCase());
  const rows = page.getByTestId("crew-row");
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(fullName);
  await expect(row).toContainText("Norwegian");
  await expect(row).toContainText("Bosun");
  await expect(row).toContainText("MV Ocean Pioneer");
  await expect(row).toContainText("Active");
  await expect(row.getByRole("img", { name: "120 days remaining on contract" })).toBeVisible();

  // Details show the sections and the contract.
  await row.getByRole("button", { name: `View details of ${fullName}` }).click();
  const details = page.getByRole("dialog", { name: fullName });
  for (const section of ["Personal Information", "Professional Information", "Contract Information"]) {
    await expect(details.getByRole("heading", { name: section })).toBeVisible();
  }
  await expect(details).toContainText("+47 555 0101");
  await expect(details).toContainText("USD");
  await details.getByRole("button", { name: "Close" }).first().click();
});

test("admin edits the member and sees the change; a bad contract date is a field error", async ({ page }) => {
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const row = page.getByTestId("crew-row").filter({ hasText: fullName });
  await row.getByRole("button", { name: `Edit ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Crew Member" });
  for (const section of [
    "Personal Information",
    "Professional Information",
    "Emergency Contact",
    "Contract Information",
  ]) {
    await expect(dialog.getByRole("group", { name: section })).toBeVisible();
  }
  await dialog.getByLabel("Contract End Date").fill("2000-01-01");
  await dialog.getByRole("button", { name: "Update Crew Member" }).click();
  await expect(dialog.getByText("Contract end date cannot be before the start date")).toBeVisible();

  const start = todayUtc();
  await dialog.getByLabel("Contract End Date").fill(plusDays(start, 45));
  await pick(page, dialog, "Rank", "Chief Officer");
  await dialog.getByLabel("Contact Name").fill("Lars Testvik");
  await pick(page, dialog, "Relationship", "Spouse");
  await dialog.getByRole("button", { name: "Update Crew Member" }).click();
  await expect(page.getByText("Crew member updated successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Chief Officer");
  await expect(row.getByRole("img", { name: "45 days remaining on contract" })).toBeVisible();

  await row.getByRole("button", { name: `View details of ${fullName}` }).click();
  const details = page.getByRole("dialog", { name: fullName });
  await expect(details.getByRole("heading", { name: "Emergency Contact" })).toBeVisible();
  await expect(details).toContainText("Lars Testvik");
});

test("a refused edit saves neither member nor contract and shows the error on the form", async ({ page }) => {
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const row = page.getByTestId("crew-row").filter({ hasText: fullName });
  await expect(row).toContainText("Chief Officer");
  const writes: string[] = [];
  page.on("request", (r) => {
    if (r.method() !== "GET" && /\/api\//.test(r.url()))
      writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  // A refusal the form cannot foresee (as a concurrent change of the contract would cause): the edit
  // reaches the real server with only an end date before the contract's start. The server writes the
  // member's row first and refuses the contract inside the same transaction, so a saved rank or
  // contract here would be a partial save.
  await page.route("**/api/crew/*", (route) => {
    const request = route.request();
    if (request.method() !== "PUT") return route.continue();
    const { contractStartDate: _start, ...body } = request.postDataJSON();
    return route.continue({ postData: JSON.stringify({ ...body, contractEndDate: "2000-01-01" }) });
  });
  await row.getByRole("button", { name: `Edit ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Crew Member" });
  await pick(page, dialog, "Rank", "Bosun");
  await dialog.getByLabel("Contract End Date").fill(plusDays(todayUtc(), 60));
  await dialog.getByRole("button", { name: "Update Crew Member" }).click();
  await expect(dialog.getByText("Contract end date cannot be before the start date")).toBeVisible();
  await expect(page.getByText(/^Failed to update crew member: 400 - /)).toBeVisible();
  await expect(dialog).toBeVisible();
  expect(writes).toHaveLength(1);
  expect(writes[0]).toMatch(/^PUT \/api\/crew\/[0-9a-f-]{36}$/);

  await page.unroute("**/api/crew/*");
  await page.reload();
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  await expect(row).toContainText("Chief Officer");
  await expect(row).not.toContainText("Bosun");
  await expect(row.getByRole("img", { name: "45 days remaining on contract" })).toBeVisible();
});

test("admin exports the filtered list and reads the CSV back", async ({ page }) => {
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  await expect(page.getByTestId("crew-row")).toHaveCount(1);
  const downloadPromise = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export List" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^CrewFleet-Crew-List-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
  const csv = await readFile((await download.path()) as string, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).split("\r\n");
  expect(lines[0]).toBe("CrewFleet Crew List");
  expect(lines[2]).toBe(`Filters,"Search ""${lastName}"""`);
  expect(
    lines.some((l) =>
      l.startsWith(`Ingrid,${lastName},Chief Officer,Norwegian,1988-03-14,"\t+47 555 0101",`),
    ),
  ).toBe(true);
  expect(lines).toContain("Total crew,1");
  await expect(page.getByText("Export Successful", { exact: true })).toBeVisible();

  await page.getByRole("searchbox", { name: "Search crew" }).fill("zz-no-such-crew-zz");
  await expect(page.getByText("No crew members found", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Export List" }).click();
  await expect(page.getByText("No crew members found to export", { exact: true })).toBeVisible();
});

test("office staff can view and edit but sees no delete", async ({ page }) => {
  await page.goto("/dashboard");
  await switchRole(page, "Office Staff");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operations Dashboard");
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const row = page.getByTestId("crew-row").filter({ hasText: fullName });
  await expect(row.getByRole("button", { name: `Edit ${fullName}` })).toBeVisible();
  await expect(row.getByRole("button", { name: `Delete ${fullName}` })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Delete / })).toHaveCount(0);
});

test("admin deletes the member after the permanent-removal confirmation", async ({ page }) => {
  await page.goto("/dashboard");
  await switchRole(page, "Admin (Head Office)");
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const row = page.getByTestId("crew-row").filter({ hasText: fullName });
  await row.getByRole("button", { name: `Delete ${fullName}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Crew Member" });
  await expect(confirm).toContainText("permanently remove their profile, contracts and documents");
  await expect(confirm).toContainText("cannot be undone");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Crew member deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByText("No crew members found", { exact: true })).toBeVisible();
});

test("the crew demo user sees only their own profile card", async ({ page }) => {
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  const card = page.getByTestId("own-profile-card");
  await expect(card.getByRole("heading", { name: "My Profile" })).toBeVisible();
  for (const label of [
    "Rank",
    "Nationality",
    "Current Vessel",
    "Contract Status",
    "Phone",
    "Documents on File",
  ]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card).not.toContainText("Profile not found");
  await expect(page.locator("[aria-labelledby=crew-overview-title]")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Add Crew" })).toHaveCount(0);
  await page.goto("/crew");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
});
