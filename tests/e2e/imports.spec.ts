// Bringing the spreadsheets in: the office imports a crew list (.xlsx made here with exceljs) whose rank
// column the import cannot place — the user maps it, sees the rows in error first with their errors in
// words, downloads them as .xlsx, imports the valid rows with its progress bar (ending full: "2 of 2 rows
// written") — then a certificate register for the same seafarers, and finds one of them with Ctrl+K. Axe and screenshots at 1280 and 375 px, light and dark (IMPORT_SHOTS=dir).
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function xlsx(rows: (string | number | Date)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Crew");
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function looksRight(page: Page, name: string) {
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await axeSerious(page), `${name} ${width} ${theme}`).toEqual([]);
      const dir = process.env.IMPORT_SHOTS;
      if (dir) await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}

const family = `Imported${uid()}`;

/** Records every state of the import's progress bar the page shows (label, value, maximum), whatever
 * the speed of the import: a MutationObserver in the page, read back with progressSeen(). */
async function recordProgress(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { progressSeen: string[][] };
    w.progressSeen = [];
    const note = () => {
      for (const bar of document.querySelectorAll('[role="progressbar"]'))
        w.progressSeen.push(
          ["aria-label", "aria-valuenow", "aria-valuemax"].map((a) => bar.getAttribute(a) ?? ""),
        );
    };
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}
const progressSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { progressSeen: string[][] }).progressSeen);

/** Each state seen names its step and, when it counts, stays within its maximum; the last is the
 * finished bar of the summary: every row written. */
async function expectProgressShown(page: Page, rows: number) {
  const seen = await progressSeen(page);
  for (const [label, now, max] of seen) {
    expect(label).toMatch(
      /^(Sending the file|Reading the file|Reading rows|Checking rows|Checking tour clashes|Writing rows|\d)/,
    );
    if (now !== "") expect(Number(now)).toBeLessThanOrEqual(Number(max));
  }
  const done = page.getByRole("progressbar", { name: `${rows} of ${rows} rows written` });
  await expect(done).toHaveAttribute("aria-valuemax", String(rows));
  await expect(done).toHaveAttribute("aria-valuenow", String(rows));
  await expect(page.getByText(`${rows} of ${rows} rows written`)).toBeVisible();
  expect(seen.at(-1)).toEqual([`${rows} of ${rows} rows written`, String(rows), String(rows)]);
}

test("the office imports a crew list, mapping a column and seeing the rows in error, then a register", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Import" }).first().click();
  await expect(page.getByRole("heading", { name: "Import", level: 1 })).toBeVisible();

  const crewList = await xlsx([
    [
      "First name",
      "Last name",
      "Date of birth",
      "Nationality",
      "Grade/Position",
      "Contract start",
      "Contract end",
    ],
    ["Ana", family, "03/02/1990", "Filipino", "Chief Officer", "01/12/2026", "01/06/2027"],
    ["Ben", family, "04/05/1988", "Indian", "Cook", "", ""],
    ["Cy", family, "31/02/1991", "Polish", "Chief Oficer", "", ""],
  ]);
  await page.getByLabel("What the file holds").selectOption("crew");
  await page.getByLabel("Spreadsheet").setInputFiles({
    name: "crew-list.xlsx",
    mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: crewList,
  });
  await page.getByRole("button", { name: "Check the file" }).click();

  // the rank column is not placed: choose its field
  await expect(page.getByRole("heading", { name: "2. Columns" })).toBeVisible();
  await expect(page.getByText("No column gives: Rank")).toBeVisible();
  await page.getByLabel("Grade/Position").selectOption("rank");
  await page.getByRole("button", { name: "Check with these columns" }).click();

  await expect(page.getByRole("heading", { name: "2. Preview" })).toBeVisible();
  const summary = page.getByLabel("Import summary");
  await expect(summary).toContainText("To add2");
  await expect(summary).toContainText("With errors1");
  const rows = page.getByRole("row");
  // the row in error comes first, each error in words
  await expect(rows.nth(1)).toContainText("Error");
  await expect(rows.nth(1)).toContainText('Unknown rank "Chief Oficer": did you mean Chief Officer?');
  await expect(rows.nth(1)).toContainText('cannot read "31/02/1991" as a date');
  await looksRight(page, "import-preview");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Rows in error (.xlsx)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("crew-list-errors.xlsx");
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
  const sheet = errors.worksheets[0];
  expect(sheet.getRow(1).values).toContain("Errors");
  expect(String(sheet.getRow(2).getCell(sheet.getRow(1).cellCount).value)).toContain(
    "did you mean Chief Officer?",
  );

  // refusing the whole file is the default: the import waits until the user chooses the valid rows
  await expect(page.getByRole("button", { name: "Import 2 rows" })).toBeDisabled();
  await page.getByLabel(/Import the valid rows only/).check();
  await recordProgress(page);
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByRole("heading", { name: "3. Summary" })).toBeVisible();
  await expectProgressShown(page, 2);
  await expect(page.getByText("Imported.")).toBeVisible();
  await expect(page.getByLabel("What the import means")).toContainText("2 seafarers imported (2 new");

  // the certificate register of the same seafarers: every column placed, straight to the preview
  await page.getByRole("button", { name: "Import another file" }).click();
  await page.getByLabel("What the file holds").selectOption("documents");
  const register = await xlsx([
    [
      "Last name",
      "First name",
      "Date of birth",
      "Certificate type",
      "Document number",
      "Issue date",
      "Expiry date",
      "Issuing authority",
    ],
    [family, "Ana", "03/02/1990", "Passport", `P${uid()}`, "2022-01-01", "2032-01-01", "DFA Manila"],
    [family, "Ben", "04/05/1988", "Medical Certificate", `M${uid()}`, "2026-01-01", "2028-01-01", "Clinic"],
  ]);
  await page
    .getByLabel("Spreadsheet")
    .setInputFiles({ name: "register.xlsx", mimeType: "application/octet-stream", buffer: register });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: "2. Preview" })).toBeVisible();
  await expect(page.getByLabel("Import summary")).toContainText("To add2");
  await recordProgress(page);
  await page.getByRole("button", { name: "Import 2 rows" }).click();
  await expect(page.getByLabel("What the import means")).toContainText("2 documents written for 2 seafarers");
  await expectProgressShown(page, 2);
  await looksRight(page, "import-summary");

  const res = await page.request.get(`/api/documents?q=${family}`);
  expect(res.status()).toBe(200);
  expect(await res.json()).toHaveLength(2);

  // the imported seafarer is found from anywhere with Ctrl+K
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  await palette.getByRole("combobox", { name: /^Search seafarers/ }).fill(`Ana ${family}`);
  const found = palette.getByRole("group", { name: "Seafarers" }).getByRole("option").first();
  await expect(found).toContainText(`Ana ${family}`);
  await found.click();
  await expect(page.getByRole("dialog", { name: `Ana ${family}` })).toBeVisible();
});
