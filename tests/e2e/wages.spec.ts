// Wages end to end (MLC A2.1, A2.2): the admin sets the company's particulars and a wage scale for the demo
// seafarer's rank (an overlapping one refused in words), the office completes their agreement; the
// seafarer signs it in their app at 375 px; the Captain aboard (the demo `master`) enters a cash advance on
// the seafarer's month; the office signs for the company, closes the month after a confirmation and
// downloads the portage bill (.xlsx read back with exceljs: its header and the USD total) and the
// seafarer's payslip (its PDF text read back). Axe on every screen. WAGES_SHOTS=dir saves screenshots of
// each at 1280 and 375 px, light and dark.
import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { pdfTexts } from "../../src/server/test/pdf-text";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

const MONTH = new Date().toISOString().slice(0, 7);
type Seafarer = { id: string; firstName: string; lastName: string; rank: string; currentVesselId: string };
let seafarer: Seafarer;
const fullName = () => `${seafarer.firstName} ${seafarer.lastName}`;

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
  await expect(page.getByTestId("user-card")).toBeVisible();
}

async function axeClean(page: Page) {
  expect(await axeSerious(page)).toEqual([]);
}

/** With WAGES_SHOTS set: the page at 1280 and 375 px, light and dark; the viewport and theme are restored. */
async function shoot(page: Page, name: string) {
  const dir = process.env.WAGES_SHOTS;
  if (!dir) return;
  const size = page.viewportSize();
  for (const width of [1280, 375])
    for (const theme of ["light", "dark"] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.emulateMedia({ colorScheme: theme });
      await page.waitForTimeout(150); // layout and theme transitions end before the picture
      await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png`, fullPage: true });
    }
  if (size) await page.setViewportSize(size);
  await page.emulateMedia({ colorScheme: "light" });
}

test("the admin sets the company's particulars and a wage scale; the office completes the agreement", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toBeVisible(); // the demo admin's session is made
  const users = (await (await page.request.get("/api/users?limit=500")).json()) as {
    username: string;
    crewMemberId: string | null;
  }[];
  const crewId = users.find((u) => u.username === "crew")?.crewMemberId;
  seafarer = await (await page.request.get(`/api/crew/${crewId}`)).json();

  await page.goto("/settings?tab=company");
  await page.getByLabel("Shipowner's name").fill("Oceanic Shipowning Ltd");
  await page.getByLabel("Notice of termination (days, at least 7)").fill("6");
  await page.getByLabel("Shipowner's address").fill("1 Harbour Road, Limassol, Cyprus");
  await page.getByLabel("Paid annual leave (or its formula)").fill("2.5 days for each month of service");
  await page.getByLabel("Health and social security benefits").fill("Medical care at the shipowner's cost");
  await page.getByLabel("Repatriation entitlement").fill("At the shipowner's cost after 11 months aboard");
  await page.getByRole("button", { name: "Save particulars" }).click();
  await expect(page.getByText("At least 7 days' notice (MLC A2.1 para 5)")).toBeVisible();
  await page.getByLabel("Notice of termination (days, at least 7)").fill("30");
  await page.getByRole("button", { name: "Save particulars" }).click();
  await expect(page.getByText("Company particulars saved", { exact: true })).toBeVisible();
  await axeClean(page);
  await shoot(page, "settings-company");

  await page.goto("/wages?view=scales");
  await expect(page.getByRole("heading", { level: 1, name: "Wages" })).toBeVisible();
  const addScale = async (validFrom: string) => {
    await page.getByRole("button", { name: "Add wage scale" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Rank").selectOption(seafarer.rank);
    await dialog.getByLabel("Valid from").fill(validFrom);
    const amounts = dialog.getByLabel("Amount (USD)");
    for (const [i, a] of ["1500.00", "500", "250.5", "9.50"].entries()) await amounts.nth(i).fill(a);
    return dialog;
  };
  let dialog = await addScale("2020-01-01");
  await dialog.getByLabel("Amount (USD)").first().fill("1500.005");
  await dialog.getByRole("button", { name: "Save wage scale" }).click();
  await expect(dialog.getByText("Give an amount in USD such as 1500.50")).toBeVisible();
  await dialog.getByLabel("Amount (USD)").first().fill("1500.00");
  await axeClean(page);
  await shoot(page, "wages-scale-dialog");
  await dialog.getByRole("button", { name: "Save wage scale" }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("row").filter({ hasText: seafarer.rank });
  await expect(row).toContainText("Basic wage: 1500.00 USD a month");
  await expect(row).toContainText("Overtime beyond the fixed hours: 9.50 USD an hour");
  // the same rank and scope again, overlapping: the server's 409 in words, nothing saved
  dialog = await addScale("2025-06-01");
  await dialog.getByRole("button", { name: "Save wage scale" }).click();
  await expect(dialog.getByRole("alert")).toContainText(
    `A wage scale for ${seafarer.rank} in this scope already runs`,
  );
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("row").filter({ hasText: seafarer.rank })).toHaveCount(1);
  await axeClean(page);
  await shoot(page, "wages-scales");
  await page.getByRole("tab", { name: "Wage policy" }).click();
  await expect(page.getByRole("switch", { name: "The sign-off day is paid" })).toBeChecked();
  await axeClean(page);
  await shoot(page, "wages-policy");

  await page.goto(`/wages?view=agreements&crew=${seafarer.id}`);
  const agreement = page.getByTestId("agreement");
  await expect(agreement.getByTestId("agreement-missing")).toContainText("Place of birth (4(a))");
  await agreement.getByLabel("Place of birth").fill("Iloilo, Philippines");
  await agreement.getByLabel("Place of the agreement").fill("Manila");
  await agreement.getByLabel("Date of the agreement").fill(`${MONTH}-01`);
  await agreement.getByRole("button", { name: "Save particulars" }).click();
  await expect(agreement).toContainText("Every particular of MLC A2.1 para 4 is there.");
  await expect(agreement).toContainText("Basic wage 1500.00 USD a month");
  await axeClean(page);
  await shoot(page, "wages-agreement-office");
});

test("the seafarer signs their agreement in the app at 375 px", async ({ page }) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/wages");
  const agreement = page.getByTestId("agreement");
  await expect(agreement).toContainText("Oceanic Shipowning Ltd");
  await expect(agreement.getByTestId("agreement-state")).toHaveText("Draft");
  await axeClean(page);
  await shoot(page, "wages-seafarer-draft");
  await agreement.getByRole("button", { name: "Sign my agreement" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign" }).click();
  // the worker installs on the seafarer's first visit and reads their data again meanwhile: give it time
  await expect(agreement.getByTestId("agreement-state")).toHaveText("Signed by the seafarer", {
    timeout: 30_000,
  });
  await expect(agreement).toContainText("You have signed.");
  await expect(page.getByRole("list", { name: "Payslips" })).toContainText("USD");
  await axeClean(page);
  await shoot(page, "wages-seafarer-signed");
});

test("the master aboard enters a cash advance on the seafarer's month", async ({ page }) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  expect(
    (await page.request.post("/api/auth/login", { data: { username: "master", password: "demo1234" } })).ok(),
  ).toBe(true);
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/wages?view=vessel&month=${MONTH}`);
  const bill = page.getByTestId("portage-bill");
  await expect(bill).toBeVisible();
  await expect(page.getByRole("button", { name: "Close month" })).toHaveCount(0); // the office's
  await axeClean(page);
  await shoot(page, "wages-master-bill");
  await bill.getByRole("button", { name: fullName() }).click();
  const dialog = page.getByRole("dialog");
  // the master's lines only: cash advances and bonded stores
  await expect(dialog.getByLabel("Line").locator("option")).toHaveText([
    "Cash advance (deduction)",
    "Bonded stores (deduction)",
  ]);
  await dialog.getByLabel("Amount (USD)").fill("200");
  await dialog.getByRole("button", { name: "Add line" }).click();
  const account = dialog.getByTestId("wage-account");
  await expect(account.getByRole("row").filter({ hasText: "Cash advance" })).toContainText("200.00 USD");
  await axeClean(page);
  await shoot(page, "wages-master-account");
});

test("the office signs for the company, closes the month and downloads the portage bill and a payslip", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto(`/wages?view=agreements&crew=${seafarer.id}`);
  const agreement = page.getByTestId("agreement");
  await agreement.getByRole("button", { name: "Sign for the company" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign for the company" }).click();
  await expect(agreement.getByTestId("agreement-state")).toHaveText("Signed by both");
  await expect(agreement.getByRole("button", { name: "New version" })).toBeVisible();

  await page.goto(`/wages?vessel=${seafarer.currentVesselId}&month=${MONTH}`);
  const bill = page.getByTestId("portage-bill");
  await expect(bill.getByRole("row").filter({ hasText: fullName() })).toContainText("USD");
  await axeClean(page);
  await shoot(page, "wages-office-bill");
  await bill.getByRole("button", { name: fullName() }).click();
  await expect(page.getByRole("dialog").getByRole("region", { name: "Allotments" })).toBeVisible();
  await axeClean(page);
  await shoot(page, "wages-office-account");
  await page.keyboard.press("Escape");

  await page.getByRole("button", { name: "Close month" }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("No line can be entered on them afterwards");
  await axeClean(page);
  await shoot(page, "wages-close-confirm");
  await confirm.getByRole("button", { name: "Close month" }).click();
  await expect(page.getByTestId("bill-state")).toHaveText(/Closed \d{4}-\d{2}-\d{2}/);
  await expect(page.getByRole("button", { name: "Close month" })).toHaveCount(0);

  const json = await (
    await page.request.get(`/api/vessels/${seafarer.currentVesselId}/portage-bills/${MONTH}`)
  ).json();
  const usd = json.totals.find((t: { currency: string }) => t.currency === "USD");
  const [xlsx] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: /^Portage bill \(\.xlsx\) of / }).click(),
  ]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile((await xlsx.path()) ?? "");
  const sheet = wb.getWorksheet("Portage bill");
  expect(sheet?.getRow(1).getCell(1).value).toContain("(closed)");
  expect(sheet?.getRow(2).values).toEqual([
    undefined,
    "Seafarer",
    "Rank",
    "Currency",
    "Days aboard",
    "Carried in",
    "Earnings",
    "Deductions",
    "Net",
    "Carried out",
    "Final settlement",
  ]);
  const rows = sheet?.getSheetValues() ?? [];
  const total = rows.find((r) => Array.isArray(r) && r[1] === "Total USD") as unknown[];
  expect(total[8]).toBe(usd.net / 100);
  const mine = rows.find((r) => Array.isArray(r) && r[1] === fullName()) as unknown[];
  expect(mine[3]).toBe("USD");

  const [payslip] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: `PDF payslip of ${fullName()}` }).click(),
  ]);
  const texts = await pdfTexts(await readFile((await payslip.path()) ?? ""));
  expect(texts).toEqual(
    expect.arrayContaining([`Payslip ${MONTH}`, "Cash advance", "200.00 USD", "Basic wage"]),
  );
  expect(texts.join(" ")).toContain("(month closed)");
});
