// A document the crew member uploads waits for the office's review. The seafarer sees it
// waiting; the office accepts it in the Document Review queue and it becomes their current document; or
// the office rejects it with a reason the seafarer reads. The queue at 1280 and 375 px, light and dark,
// checked with axe (screenshots into REVIEW_SHOTS when set).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeSerious } from "./support/axe";
import { crewApi, submitAsCrew } from "./support/submissions";
import { taskTimeout } from "./support/timeouts";
import { chooseByTypeAhead } from "./support/type-ahead";

test.describe.configure({ mode: "serial" });

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
  await expect(page.getByRole("combobox", { name: `Switch role: ${label}` })).toBeVisible();
}

/** A small photo of a certificate, as a phone camera would send it (downscaled in the browser). */
async function certificatePhoto(): Promise<Buffer> {
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(480, 340);
  const g = canvas.getContext("2d");
  g.fillStyle = "#f4efe1";
  g.fillRect(0, 0, 480, 340);
  g.strokeStyle = "#1d4e89";
  g.lineWidth = 10;
  g.strokeRect(14, 14, 452, 312);
  g.fillStyle = "#1d4e89";
  g.font = "bold 30px sans-serif";
  g.fillText("MEDICAL CERTIFICATE", 60, 110);
  g.font = "20px sans-serif";
  g.fillText("Fit for sea service", 60, 170);
  return canvas.toBuffer("image/png");
}

const queueItem = (page: Page, number: string) =>
  page.getByRole("list", { name: "Uploads to review" }).getByRole("listitem").filter({ hasText: number });
const sentForReview = (page: Page) => page.getByRole("list", { name: "Your uploads sent for review" });

test("crew upload waits for review; the office accepts it and it becomes the current document", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await page.goto("/documents");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await expect(dialog).toContainText("The office checks it before it counts.");
  const type = dialog.getByRole("combobox", { name: "Document Type" });
  await type.click();
  await chooseByTypeAhead(page, type, "Medical Certificate", "Medical Cert");
  const number = `REVIEW-OK-${Date.now()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2026-01-05");
  await dialog.getByLabel("Expiry Date").fill("2028-01-04");
  await dialog.getByLabel("Issuing Authority").fill("Port Health Clinic");
  await dialog
    .getByLabel("Or take a photo")
    .setInputFiles({ name: "IMG_0042.png", mimeType: "image/png", buffer: await certificatePhoto() });
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Document sent to the office for review", { exact: true })).toBeVisible();

  // waiting: shown above the list, not in it (not a current document yet)
  const mine = sentForReview(page).getByRole("listitem").filter({ hasText: number });
  await expect(mine).toContainText("Waiting for review");
  const table = page.getByRole("table", { name: "Documents" });
  await expect(table.getByRole("row").filter({ hasText: number })).toHaveCount(0);

  await switchRole(page, "Office Staff");
  const nav = page.getByRole("navigation", { name: "Main" });
  const link = nav.getByRole("link", { name: /^Document Review/ });
  await expect(link.getByTestId("pending-review-count")).toContainText(/\d+ waiting/);
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Document Review" })).toBeVisible();
  const item = queueItem(page, number);
  await expect(item).toContainText("Medical Certificate");
  await expect(item.getByRole("link", { name: /Open file \(IMG_0042\.png\)/ })).toHaveAttribute(
    "href",
    /^\/api\/document-submissions\/[0-9a-f-]{36}\/file$/,
  );
  await item.getByRole("button", { name: /^Accept/ }).click();
  const confirm = page.getByRole("alertdialog", { name: "Accept this document?" });
  await expect(confirm).toContainText(number);
  await confirm.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText("Document accepted", { exact: true })).toBeVisible();
  await expect(item).toHaveCount(0);

  // a second accept of the same submission changes nothing (409)
  const accepted = (await (
    await page.request.get("/api/document-submissions?status=accepted&limit=500")
  ).json()) as { id: string; documentNumber: string; documentId: string }[];
  const done = accepted.find((s) => s.documentNumber === number);
  expect(done?.documentId).toBeTruthy();
  expect((await page.request.post(`/api/document-submissions/${done?.id}/accept`)).status()).toBe(409);

  await switchRole(page, "Crew Member");
  await page.goto("/documents");
  await expect(table.getByRole("row").filter({ hasText: number })).toHaveCount(1);
  await expect(sentForReview(page).getByRole("listitem").filter({ hasText: number })).toHaveCount(0);
  await switchRole(page, "Admin (Head Office)");
});

test("the office rejects with a reason and the seafarer reads it", async ({ page }) => {
  const crew = await crewApi();
  const number = `REVIEW-NO-${Date.now()}`;
  await submitAsCrew(crew, number, await certificatePhoto());
  await crew.dispose();

  await page.goto("/dashboard");
  await switchRole(page, "Office Staff");
  await page.goto("/document-review");
  const item = queueItem(page, number);
  await item.getByRole("button", { name: /^Reject/ }).click();
  const dialog = page.getByRole("dialog", { name: "Reject this document?" });
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog.getByText("Please give a reason the seafarer can act on")).toBeVisible();
  const reason = "The photo is cut off: the expiry date cannot be read. Please photograph the whole page.";
  await dialog.getByLabel("Reason").fill(reason);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(
    page.getByText("Document rejected; the crew member sees the reason", { exact: true }),
  ).toBeVisible();
  await expect(item).toHaveCount(0);
  await page.getByRole("combobox", { name: "Show uploads" }).click();
  await page.getByRole("option", { name: "Rejected" }).click();
  await expect(queueItem(page, number).getByTestId("reject-reason")).toContainText(reason);

  await switchRole(page, "Crew Member");
  await page.goto("/documents");
  const mine = sentForReview(page).getByRole("listitem").filter({ hasText: number });
  await expect(mine).toContainText("Not accepted");
  await expect(mine.getByTestId("reject-reason")).toContainText(reason);
  const table = page.getByRole("table", { name: "Documents" });
  await expect(table.getByRole("row").filter({ hasText: number })).toHaveCount(0);
  await switchRole(page, "Admin (Head Office)");
});

/** Axe (serious, critical) and a screenshot at 1280 and 375 px in both themes. */
async function looksRight(page: Page, name: string, within?: Locator) {
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await within?.first().scrollIntoViewIfNeeded();
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await axeSerious(page), `${name} ${width} ${theme}`).toEqual([]);
      const dir = process.env.REVIEW_SHOTS;
      if (dir) await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: !within });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}

test("the queue, its dialogs and the seafarer's card read well at 1280 and 375 px, light and dark", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  const crew = await crewApi();
  const photo = await certificatePhoto();
  await submitAsCrew(crew, `SHOT-A-${Date.now()}`, photo);
  await submitAsCrew(crew, `SHOT-B-${Date.now()}`);
  await crew.dispose();

  await page.goto("/dashboard");
  await switchRole(page, "Office Staff");
  await page.goto("/document-review");
  await expect(
    page.getByRole("list", { name: "Uploads to review" }).getByRole("listitem").first(),
  ).toBeVisible();
  await expect(page.locator("img[src^='/api/document-submissions/']").first()).toBeVisible();
  await looksRight(page, "review-queue");
  await page
    .getByRole("button", { name: /^Reject/ })
    .first()
    .click();
  await looksRight(page, "review-reject", page.getByRole("dialog"));
  await page.keyboard.press("Escape");
  // an upload's own Accept (the toolbar's "Accept selected" stays disabled until one is ticked)
  await page
    .getByRole("list", { name: "Uploads to review" })
    .getByRole("button", { name: /^Accept/ })
    .first()
    .click();
  await looksRight(page, "review-accept", page.getByRole("alertdialog"));
  await page.keyboard.press("Escape");

  await switchRole(page, "Crew Member");
  await page.goto("/documents");
  await expect(sentForReview(page)).toBeVisible();
  await looksRight(page, "crew-sent-for-review");
  await switchRole(page, "Admin (Head Office)");
});
