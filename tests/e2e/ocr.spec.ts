// Document scanning: scan the passport fixture in Add Crew, see the fields with their
// confidence, apply them, save the crew member, and save the scanned passport as their document.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { taskTimeout } from "./support/timeouts";

const passport = fileURLToPath(new URL("../fixtures/ocr/passport-td3.png", import.meta.url));
const blank = fileURLToPath(new URL("../fixtures/ocr/blank.png", import.meta.url));

async function openScan(page: Page) {
  await page.goto("/crew");
  await page.getByRole("button", { name: "Add Crew" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add New Crew Member" });
  await dialog.getByRole("button", { name: "Scan Document" }).click();
  return { dialog, scan: page.getByRole("dialog", { name: "Scan a document" }) };
}

test("scan a passport, apply it, save the crew member and their passport", async ({ page }) => {
  test.setTimeout(taskTimeout(90_000));
  const { dialog, scan } = await openScan(page);
  await scan.getByTestId("scan-upload").setInputFiles(passport);
  await expect(page.getByText("Document Scanned Successfully", { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(scan.getByText("Passport zone verified (check digits correct)")).toBeVisible();
  await expect(scan).toContainText("Maria Clara");
  await expect(scan).toContainText("Santos");
  await expect(scan).toContainText("Mar 15, 1990");
  await expect(scan.getByRole("img", { name: "The scanned document" })).toBeVisible();
  await scan.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("Data Applied", { exact: true })).toBeVisible();

  await expect(dialog.getByLabel("First Name")).toHaveValue("Maria Clara");
  await expect(dialog.getByLabel("Last Name")).toHaveValue("Santos");
  await expect(dialog.getByLabel("Nationality")).toHaveValue("Filipino");
  await expect(dialog.getByLabel("Date of Birth")).toHaveValue("1990-03-15");
  await dialog.getByRole("combobox", { name: "Rank", exact: true }).click();
  await page.getByRole("option", { name: "Cook", exact: true }).click();
  // the scanned passport is offered; it needs the issue date the zone does not carry
  await expect(dialog.getByText(/Also save passport P4366918 \(expires Aug 20, 2031\)/)).toBeVisible();
  await dialog.getByLabel("Issue date").fill("2021-08-21");
  await dialog.getByRole("button", { name: "Add Crew Member" }).click();
  await expect(dialog).toBeHidden();

  const crew = await page.request.get("/api/crew?q=santos&limit=50");
  const member = (await crew.json()).find((m: { firstName: string }) => m.firstName === "Maria Clara");
  expect(member).toMatchObject({
    lastName: "Santos",
    nationality: "Filipino",
    dateOfBirth: "1990-03-15",
    rank: "Cook",
  });
  const docs = await (await page.request.get(`/api/documents?crewMemberId=${member.id}`)).json();
  expect(docs).toEqual([
    expect.objectContaining({
      type: "passport",
      documentNumber: "P4366918",
      expiryDate: "2031-08-20",
      issueDate: "2021-08-21",
    }),
  ]);
});

test("a PDF scan of the passport is read like the image and fills the form", async ({ page }) => {
  test.setTimeout(taskTimeout(90_000));
  // the passport fixture on an A4 page, made with pdf-lib: how a scanner or phone app saves it
  const doc = await PDFDocument.create();
  const png = await doc.embedPng(readFileSync(passport));
  doc.addPage([595, 842]).drawImage(png, { x: 20, y: 500, width: 555, height: 280 });
  const buffer = Buffer.from(await doc.save());

  const { dialog, scan } = await openScan(page);
  await scan
    .getByTestId("scan-upload")
    .setInputFiles({ name: "passport.pdf", mimeType: "application/pdf", buffer });
  await expect(scan.getByTestId("scan-pdf-name")).toHaveText("passport.pdf: the first page is read");
  await expect(page.getByText("Document Scanned Successfully", { exact: true })).toBeVisible({
    timeout: 60_000,
  });
  await expect(scan.getByText("Passport zone verified (check digits correct)")).toBeVisible();
  await scan.getByRole("button", { name: "Apply" }).click();
  await expect(dialog.getByLabel("First Name")).toHaveValue("Maria Clara");
  await expect(dialog.getByLabel("Last Name")).toHaveValue("Santos");
  // the passport number and expiry are kept and offered as the member's passport document
  await expect(dialog.getByText(/Also save passport P4366918 \(expires Aug 20, 2031\)/)).toBeVisible();
});

test("a blank image yields the manual-entry message and nothing to apply", async ({ page }) => {
  test.setTimeout(taskTimeout(60_000));
  const { scan } = await openScan(page);
  await scan.getByTestId("scan-upload").setInputFiles(blank);
  await expect(scan.getByRole("alert")).toContainText(
    "No information could be extracted from this document",
    { timeout: 45_000 },
  );
  await expect(scan.getByRole("button", { name: "Apply" })).toBeDisabled();
});
