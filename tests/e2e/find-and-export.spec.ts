// As an office user meets them: the alerts screen shows the 90 days it
// asks for on one severity scale (expired apart, "Expired on"), the bell separates expired from
// expiring, Contact and Send Test Email say "queued" the same way with no mail server, searches and
// filters run on the server and live in the URL (a reload or a shared link shows the same view), and
// exports write ISO dates, readable phone numbers, the report's range, and .xlsx beside CSV.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { axeViolations } from "./support/axe";

const QUEUED = "Queued — no mail server configured; visible in the Outbox";

async function noSeriousAxe(page: Page) {
  const bad = await axeViolations(page);
  expect(bad.map((v) => `${v.id}: ${v.targets.join(", ")}`)).toEqual([]);
}

async function choose(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option }).first().click();
}

test("alerts show the whole 90 days on one scale: expired apart, upcoming beyond 30 days", async ({
  page,
}) => {
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Expiry Alerts & Notifications");
  for (const label of ["Expired", "Critical (≤7 days)", "Upcoming (>30 days)"]) {
    await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
  }
  const rows = page.getByTestId("alert-row");

  await choose(page, "Filter by severity", /^Upcoming$/);
  await expect(page).toHaveURL(/severity=upcoming/);
  await expect(rows.first()).toBeVisible();
  // right after the choice the whole list may still be on screen until the filtered one replaces it
  const allRows = async (word: string) => (await rows.allTextContents()).every((t) => t.includes(word));
  await expect.poll(() => allRows("Upcoming")).toBe(true);
  const upcoming = await rows.allTextContents();
  for (const text of upcoming) {
    const days = Number(/(\d+) days remaining/.exec(text)?.[1]);
    expect(days, text).toBeGreaterThan(30);
    expect(days, text).toBeLessThanOrEqual(90);
    expect(text).toContain("Upcoming");
  }

  await choose(page, "Filter by severity", /^Expired$/);
  await expect(page).toHaveURL(/severity=expired/);
  await expect(rows.first()).toContainText("Expired on");
  await expect.poll(() => allRows("Expired on")).toBe(true);
  const badges = await rows.locator("[data-slot=badge]").allTextContents();
  expect(new Set(badges)).toEqual(new Set(["Expired"]));
  // critical no longer counts what has already expired
  // (retrying assertions: right after the choice the expired list is still on screen until the critical one
  // replaces it)
  await choose(page, "Filter by severity", /^Critical$/);
  await expect(page).toHaveURL(/severity=critical/);
  await expect(rows.first()).toBeVisible();
  await expect(rows.filter({ hasText: "Expired on" })).toHaveCount(0);
  await expect(rows.first().locator("[data-slot=badge]")).toHaveText("Critical");

  // search by crew name, kept in the URL: a reload (or a shared link) shows the same view
  await choose(page, "Filter by severity", "All Severity");
  const name = (await rows.first().locator(".font-medium").first().textContent())?.trim() ?? "";
  const lastName = name.split(" ").at(-1) ?? "";
  await page.getByRole("searchbox", { name: "Search alerts" }).fill(lastName);
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Search alerts" })).toHaveValue(lastName);
  await expect(rows.first()).toBeVisible();
  for (const text of await rows.allTextContents()) expect(text).toContain(lastName);
  await noSeriousAxe(page);
});

test("the bell lists expired documents apart from those expiring, with 'Expired on'", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Notifications" }).click();
  const popover = page.getByRole("dialog", { name: "Document Alerts" });
  const expired = popover.getByTestId("bell-expired");
  const expiring = popover.getByTestId("bell-expiring");
  await expect(expired.getByRole("heading")).toContainText("Expired");
  await expect(expiring.getByRole("heading")).toContainText("Expiring within 30 days");
  await expect(expired.getByRole("button").first()).toContainText("Expired on");
  for (const text of await expiring.getByRole("button").allTextContents()) {
    expect(text).not.toContain("Expired");
    expect(text).toMatch(/Expires [A-Z][a-z]{2} \d{2}, \d{4}/);
  }
  await noSeriousAxe(page);
});

test("Contact and Send Test Email both say 'queued' with no mail server, never 'sent'", async ({ page }) => {
  await page.goto("/alerts?severity=critical");
  await page.getByTestId("alert-row").first().getByRole("button", { name: "Contact" }).click();
  const dialog = page.getByRole("dialog", { name: "Contact Crew Member" });
  await dialog.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText(QUEUED, { exact: true })).toBeVisible();
  await expect(page.getByText(/sent successfully/i)).toHaveCount(0);

  await page.goto("/notifications");
  await page.getByRole("button", { name: "Send Test Email" }).click();
  const note = page.locator("[data-mail-status=queued]");
  await expect(note).toContainText(QUEUED);
  await expect(note.getByRole("link", { name: "Open the Outbox" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Failed to send test email" })).toHaveCount(0);
});

test("crew list filters and sorts on the server, and the URL keeps the view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/crew");
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  await page.getByRole("button", { name: "Rank" }).click();
  await expect(page).toHaveURL(/sort=rank/);
  await expect(page.getByRole("columnheader", { name: "Rank" })).toHaveAttribute("aria-sort", "ascending");
  // in the database's collation: byte order (PGlite) or the locale's (PostgreSQL); the previous page stays
  // on screen until the sorted one arrives, so the rows are read until they are the sorted page
  const sortedRanks = async () => {
    const ranks = await rows.locator("td:nth-child(3)").allTextContents();
    const byLocale = [...ranks].sort((a, b) => a.localeCompare(b));
    const inOrder = [byLocale, [...ranks].sort()].some((s) => s.join("\n") === ranks.join("\n"));
    return inOrder && new Set(ranks).size > 1;
  };
  await expect.poll(sortedRanks).toBe(true);

  // a rank the demo data crews every vessel with (two Able Seamen each)
  await choose(page, "Filter by rank", /^Able Seaman/);
  await choose(page, "Filter by status", /^Active$/);
  await expect(page).toHaveURL(/rank=Able(\+|%20)Seaman/);
  await expect(page).toHaveURL(/status=active/);
  // the sorted page (Able Seaman first too) stays on screen until the filtered one arrives
  const ranksShown = async () => [...new Set(await rows.locator("td:nth-child(3)").allTextContents())];
  await expect.poll(ranksShown).toEqual(["Able Seaman"]);

  await page.reload();
  await expect(page.getByRole("combobox", { name: "Filter by rank" })).toContainText("Able Seaman");
  await expect.poll(ranksShown).toEqual(["Able Seaman"]);
  await noSeriousAxe(page);
});

test("Document Center search finds a crew member's documents by name", async ({ page }) => {
  await page.goto("/documents");
  const rows = page.locator("tbody tr");
  // a loaded row (the skeleton rows while loading are rows too)
  const loaded = rows.filter({ has: page.getByRole("button", { name: /^View / }) }).first();
  await expect(loaded).toBeVisible();
  const name = (await loaded.locator("td").first().textContent())?.trim() ?? "";
  expect(name).toMatch(/\w+ \w+/);
  await page.goto(`/documents?q=${encodeURIComponent(name)}`);
  await expect(page.getByRole("searchbox")).toHaveValue(name);
  await expect(rows.first()).toContainText(name);
  for (const text of await rows.allTextContents()) expect(text).toContain(name);
});

test("the activity report filters by user and date range from the URL", async ({ page }) => {
  await page.goto("/settings?tab=activity&user=admin");
  await expect(page.getByRole("heading", { name: "Activity Report" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Filter by user" })).toContainText("admin");
  const table = page.getByTestId("activity-table");
  await expect(table.locator("tbody tr").first()).toBeVisible();
  for (const user of await table.locator("tbody tr td:nth-child(2)").allTextContents())
    expect(user).toBe("admin");
  await page.getByLabel("To", { exact: true }).fill("2000-01-01");
  await expect(page).toHaveURL(/to=2000-01-01/);
  await expect(page.getByText("No activity matches these filters")).toBeVisible();
});

test("the calendar and timeline filter by vessel, kept in the URL", async ({ page }) => {
  await page.goto("/scheduling?view=timeline");
  const timeline = page.getByTestId("fleet-timeline");
  await expect(timeline).toBeVisible();
  await choose(page, "Filter by vessel", "MV Ocean Pioneer");
  await expect(page).toHaveURL(/vessel=[0-9a-f-]{36}/);
  await expect(timeline).toContainText("MV Ocean Pioneer");
  await expect(timeline).not.toContainText("MV Northern Star");
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Filter by vessel" })).toHaveText("MV Ocean Pioneer");
});

test("exports: ISO dates, readable phone numbers, the report's range, and .xlsx beside CSV", async ({
  page,
}) => {
  // documents CSV: ISO dates
  await page.goto("/documents");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  let download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const docs = readFileSync((await (await download).path()) as string, "utf8").split("\r\n");
  expect(docs[0]).toContain("Issue Date,Expiry Date");
  expect(docs[1]).toMatch(/,\d{4}-\d{2}-\d{2},\d{4}-\d{2}-\d{2},-?\d+,/);
  expect(docs.join("\n")).not.toMatch(/[A-Z][a-z]{2} \d{2}, \d{4}/);

  // crew CSV: a "+" phone number without a visible apostrophe; the same rows as .xlsx
  await page.goto("/crew");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export List" }).click();
  const crew = readFileSync((await (await download).path()) as string, "utf8");
  expect(crew).toMatch(/,"\t\+[0-9][0-9 ()-]+",/);
  expect(crew).not.toContain("'+");
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Excel (.xlsx)" }).click();
  const xlsx = await download;
  expect(xlsx.suggestedFilename()).toMatch(/^CrewFleet-Crew-List-\d{4}-\d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path()) as string);
  const sheet = workbook.worksheets[0];
  expect(sheet.getCell("A1").value).toBe("CrewFleet Crew List");
  const header = sheet.getRow(5).values as unknown[];
  const phoneCol = header.indexOf("Phone");
  const phones = [];
  for (let r = 6; r <= sheet.rowCount; r++) phones.push(sheet.getRow(r).getCell(phoneCol).value);
  expect(phones.some((p) => typeof p === "string" && /^\+\d/.test(p))).toBe(true);
  expect(sheet.getRow(6).getCell(header.indexOf("Date of Birth")).value).toBeInstanceOf(Date);

  // reports: the range in the file name and on the first line
  await page.goto("/reports");
  await expect(page.getByTestId("report-body")).toHaveAttribute("data-report", "overview-30");
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const report = await download;
  const [, from, to] = /^overview-report-(\d{4}-\d{2}-\d{2})-to-(\d{4}-\d{2}-\d{2})\.csv$/.exec(
    report.suggestedFilename(),
  ) ?? [null, "", ""];
  expect(from).not.toBe("");
  const first = readFileSync((await report.path()) as string, "utf8")
    .slice(1)
    .split("\r\n")[0];
  expect(first).toBe(`Overview report,${from} to ${to}`);
  download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Excel (.xlsx)" }).click();
  expect((await download).suggestedFilename()).toBe(`overview-report-${from}-to-${to}.xlsx`);
});
