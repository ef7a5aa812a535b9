// Reports & Analytics: each report renders its chart and table, Export CSV writes the table's rows
// under the spec's file name, the range changes the figures, and only admins may open it.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";

/** A small RFC 4180 reader (quotes, doubled quotes, CRLF) for the exported files. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  const body = text.replace(/^\uFEFF/, "");
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\r") continue;
    else if (ch === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell || row.length) rows.push([...row, cell]);
  return rows;
}

async function choose(page: Page, select: string, option: string) {
  await page.getByRole("combobox", { name: select }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

/**
 * The table as [header, ...rows]. A windowed table (aria-rowcount set) renders only some rows: each is
 * put at its aria-rowindex and the rows not rendered are null.
 */
async function tableCells(page: Page): Promise<(string[] | null)[]> {
  const table = page.getByTestId("report-table");
  const header = (await table.locator("thead th").allInnerTexts()).map((h) => h.trim());
  const rows = await table.locator("tbody tr:not([data-virtual-spacer])").evaluateAll((trs) =>
    trs.map((tr) => ({
      index: Number(tr.getAttribute("aria-rowindex") ?? 0),
      cells: Array.from(tr.querySelectorAll("td")).map((td) => (td.textContent ?? "").trim()),
    })),
  );
  const count = Number((await table.getAttribute("aria-rowcount")) ?? 0);
  if (!count) return [header, ...rows.map((r) => r.cells)];
  const all: (string[] | null)[] = [header, ...Array.from({ length: count - 1 }, () => null)];
  for (const r of rows) all[r.index - 1] = r.cells;
  return all;
}

/** The exported rows equal the table's, row for row where the table renders them. */
function expectSameRows(csv: string[][], cells: (string[] | null)[]) {
  expect(csv.length).toBe(cells.length);
  expect(csv.map((row, i) => (cells[i] === null ? null : row))).toEqual(cells);
  expect(cells.filter((c) => c !== null).length).toBeGreaterThan(1);
}

const REPORTS = [
  { label: "Overview", type: "overview", file: "overview-report.csv", chart: "Document Compliance" },
  {
    label: "Compliance",
    type: "compliance",
    file: "compliance-report.csv",
    chart: "Documents Expiring per Week",
  },
  {
    label: "Crew Analysis",
    type: "crew-analysis",
    file: "crew-analysis-report.csv",
    chart: "Nationality Breakdown",
  },
  {
    label: "Vessel Utilization",
    type: "vessel-utilization",
    file: "vessel-utilization-report.csv",
    chart: "Utilization by Vessel",
  },
] as const;

test("each report renders its chart and table and exports a CSV whose rows match the table", async ({
  page,
}) => {
  await page.goto("/reports");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reports & Analytics");
  await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("30 Days");
  for (const r of REPORTS) {
    await choose(page, "Report type", r.label);
    await expect(page.getByTestId("report-body")).toHaveAttribute("data-report", `${r.type}-30`);
    const chart = page.getByRole("img", { name: new RegExp(`^${r.chart}:`) });
    await expect(chart).toBeVisible();
    await expect(chart.locator("svg.recharts-surface")).toBeVisible();
    const cells = await tableCells(page);
    expect(cells.length, `${r.label} table rows`).toBeGreaterThan(1);

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export CSV" }).click();
    const file = await download;
    // the file and its first line name the range the report covers; the table follows a blank line
    const range = /^[a-z-]+-report-(\d{4}-\d{2}-\d{2})-to-(\d{4}-\d{2}-\d{2})\.csv$/.exec(
      file.suggestedFilename(),
    );
    expect(file.suggestedFilename().startsWith(r.file.replace(/\.csv$/, "-"))).toBe(true);
    expect(range).not.toBeNull();
    const [title, blank, ...csv] = parseCsv(readFileSync(await file.path(), "utf8"));
    expect(title).toEqual([`${r.label} report`, `${range?.[1]} to ${range?.[2]}`]);
    expect(blank).toEqual([""]);
    expectSameRows(csv, cells);
    await expect(page.getByText("Export Successful", { exact: true })).toBeVisible();
  }
});

test("changing the range changes the figures", async ({ page }) => {
  await page.goto("/reports");
  await choose(page, "Report type", "Compliance");
  await choose(page, "Date range", "7 Days");
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-report", "compliance-7");
  await expect(page.getByTestId("range-meaning")).toContainText("within the next 7 days");
  const week = (await tableCells(page)).length;
  await choose(page, "Date range", "1 Year");
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-report", "compliance-365");
  const year = (await tableCells(page)).length;
  expect(year).toBeGreaterThan(week);

  await choose(page, "Report type", "Overview");
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-report", "overview-365");
  const laterYear = await page
    .getByTestId("report-table")
    .getByRole("row", { name: /Upcoming \(>30 days\)/ })
    .locator("td")
    .last()
    .textContent();
  await choose(page, "Date range", "7 Days");
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-report", "overview-7");
  const laterWeek = await page
    .getByTestId("report-table")
    .getByRole("row", { name: /Upcoming \(>30 days\)/ })
    .locator("td")
    .last()
    .textContent();
  expect(laterWeek).toBe("0");
  expect(laterYear).not.toBe(laterWeek);
});

test("office staff gets Access Restricted and the API refuses them", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: "Office Staff" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operations Dashboard");
  await page.goto("/reports");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByText("Reports are only available to administrators.")).toBeVisible();
  expect((await page.request.get("/api/reports/overview?days=30")).status()).toBe(403);
});
