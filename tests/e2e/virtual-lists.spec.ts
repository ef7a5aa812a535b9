// Long lists are windowed: the DOM holds only the rows near view while aria-rowcount /
// aria-setsize give the full size, the end of the list is reachable by scrolling (keyboard End on the
// focused scroll box), Tab walks past the rendered rows, and a focused row survives scrolling away.
// The Document Center and the compliance report use the e2e seed (200 documents); the alerts screen is
// fed 500 alerts (its maximum) built from a real one, since the seed has fewer than the threshold.
import { readFileSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeSerious } from "./support/axe";

/** Presses End on the scroll box until `last` is in view (rows measured on the way change the height). */
async function scrollToEnd(box: Locator, last: Locator) {
  await expect(async () => {
    await box.press("End");
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass();
}

async function noSeriousAxeViolations(page: Page) {
  expect(await axeSerious(page)).toEqual([]);
}

test("the Document Center renders a window of a 200-row list and scrolls to its last row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/documents");
  const table = page.getByRole("table", { name: "Documents" });
  await expect(table).toHaveAttribute("aria-rowcount", /^\d+$/);
  const more = page.waitForResponse((r) => /\/api\/documents\?.*limit=200/.test(r.url()));
  await page.getByRole("button", { name: "Show more" }).click();
  const docs: { documentNumber: string }[] = await (await more).json();
  expect(docs.length).toBeGreaterThanOrEqual(150);
  await expect(page.getByText(`Showing ${docs.length} of`)).toBeVisible();
  await expect(table).toHaveAttribute("aria-rowcount", String(docs.length + 1));

  const rows = table.locator("tbody tr[aria-rowindex]");
  await expect(rows.first()).toContainText(docs[0].documentNumber);
  const rendered = await rows.count();
  expect(rendered).toBeGreaterThan(5);
  expect(rendered).toBeLessThanOrEqual(40);
  // the header row is row 1; data rows carry their place in the whole list
  await expect(table.locator("thead tr")).toHaveAttribute("aria-rowindex", "1");
  await expect(rows.first()).toHaveAttribute("aria-rowindex", "2");

  const box = page.getByRole("region", { name: "Documents (scrollable)" });
  const last = table.locator(`tbody tr[aria-rowindex="${docs.length + 1}"]`);
  await expect(last).toHaveCount(0);
  await scrollToEnd(box, last);
  await expect(last).toContainText(docs[docs.length - 1].documentNumber);
  await expect(
    last.getByRole("button", { name: `View ${docs[docs.length - 1].documentNumber}` }),
  ).toBeVisible();
  expect(await rows.count()).toBeLessThanOrEqual(40);
  // the header stays in view over the scrolled rows
  await expect(table.getByRole("columnheader", { name: "Document Number" })).toBeInViewport();
  await expect(rows.first()).not.toHaveAttribute("aria-rowindex", "2");
  await noSeriousAxeViolations(page);
});

test("Tab walks past the rendered rows and a focused row stays while the list scrolls away", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/documents");
  const table = page.getByRole("table", { name: "Documents" });
  const rows = table.locator("tbody tr[aria-rowindex]");
  await expect(rows.first()).toBeVisible();
  const total = Number(await table.getAttribute("aria-rowcount")) - 1;
  expect(total).toBeGreaterThanOrEqual(60);

  // from the last row rendered at first, Tab reaches the next one, which is then rendered and in view.
  // The window may still change while the rows are first measured (rows.last() is then another row than
  // the one whose index was read), so the last row is named by its index and focused again until it holds
  // the focus.
  let index = 0;
  await expect(async () => {
    index = Number(await rows.last().getAttribute("aria-rowindex"));
    const lastRendered = table.locator(`tbody tr[aria-rowindex="${index}"]`);
    const remove = lastRendered.getByRole("button", { name: /^Delete / });
    await remove.focus({ timeout: 1_000 });
    await expect(remove).toBeFocused({ timeout: 1_000 });
  }).toPass();
  expect(index).toBeLessThan(total + 1);
  // focusing the row scrolls it into view, and the window then renders the rows after it: a frame or more
  // later on a busy machine (a CI run pressed Tab before, and the focus left the table). A person sees the
  // next row appear before pressing Tab; so does the test.
  const next = table.locator(`tbody tr[aria-rowindex="${index + 1}"]`);
  await expect(next).toBeAttached();
  await expect(
    table.locator(`tbody tr[aria-rowindex="${index}"]`).getByRole("button", { name: /^Delete / }),
  ).toBeFocused();
  await page.keyboard.press("Tab");
  const focused = next.getByRole("button", { name: /^View / });
  await expect(focused).toBeFocused();
  await expect(focused).toBeInViewport();

  // scroll the box to the end without moving focus: the focused row is kept rendered (off screen), so
  // focus is not dropped to the page
  const box = page.getByRole("region", { name: "Documents (scrollable)" });
  const end = table.locator(`tbody tr[aria-rowindex="${total + 1}"]`);
  await expect(async () => {
    await box.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
      window.scrollTo(0, document.documentElement.scrollHeight);
    });
    await expect(end).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await expect(focused).toBeFocused();
  await expect(focused).not.toBeInViewport();
  expect(await rows.count()).toBeLessThanOrEqual(41);
});

test("the alerts screen loads 100 alerts at a time, Load more follows the cursor, and windows all 500", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const sample = await (await page.request.get("/api/alerts/expiring-documents?days=90&limit=1")).json();
  expect(sample.length).toBe(1);
  const alerts = Array.from({ length: 500 }, (_, i) => ({
    ...sample[0],
    crewMember: { ...sample[0].crewMember, firstName: "Crew", lastName: `Number${i + 1}` },
    document: {
      ...sample[0].document,
      id: `${sample[0].document.id.slice(0, -4)}${String(i).padStart(4, "0")}`,
    },
  }));
  // the server's keyset paging: 100 after the cursor (the last row's expiry date and id), the next
  // cursor in X-Next-Cursor while more follow
  const asked: string[] = [];
  await page.route(/\/api\/alerts\/expiring-documents\?days=90&limit=100(&cursor=[^&]+)?$/, (route) => {
    const cursor = new URL(route.request().url()).searchParams.get("cursor");
    asked.push(cursor ?? "first");
    const start = cursor ? alerts.findIndex((a) => cursor.endsWith(a.document.id)) + 1 : 0;
    const rows = alerts.slice(start, start + 100);
    const last = rows.at(-1);
    const more = start + 100 < alerts.length && last;
    return route.fulfill({
      json: rows,
      headers: {
        "x-total-count": "500",
        ...(more ? { "x-next-cursor": `${last.document.expiryDate}_${last.document.id}` } : {}),
      },
    });
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/alerts");
  const list = page.getByRole("list", { name: "Alerts" });
  const items = list.getByTestId("alert-row");
  await expect(items.first()).toContainText("Crew Number1");
  await expect(items.first()).toHaveAttribute("aria-setsize", "100");
  await expect(page.getByText("Showing 100 of 500 alerts")).toBeVisible();
  const more = page.getByRole("button", { name: "Load more" });
  for (let loaded = 200; loaded <= 500; loaded += 100) {
    await more.click();
    await expect(page.getByText(`Showing ${loaded} of 500 alerts`)).toBeVisible();
  }
  await expect(more).toHaveCount(0);
  expect(asked).toEqual([
    "first",
    ...[99, 199, 299, 399].map((i) => `${alerts[i].document.expiryDate}_${alerts[i].document.id}`),
  ]);
  await expect(items.first()).toHaveAttribute("aria-setsize", "500");
  await page.evaluate(() => window.scrollTo(0, 0)); // Load more left the page at the list's end
  await expect(items.first()).toHaveAttribute("aria-posinset", "1");
  const rendered = await items.count();
  expect(rendered).toBeGreaterThan(2);
  expect(rendered).toBeLessThanOrEqual(40);

  // on a phone the page scrolls the list: no scroll box inside the scrolling page
  await expect(page.getByRole("region", { name: "Alerts (scrollable)" })).toHaveCount(0);
  const last = list.locator('[aria-posinset="500"]');
  // scroll the page to the list's end (the missing-certificates card follows the list)
  await expect(async () => {
    await list.evaluate((el) =>
      window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY - window.innerHeight),
    );
    await expect(last).toBeInViewport({ timeout: 1_000 });
  }).toPass();
  await expect(last).toContainText("Crew Number500");
  await expect(last.getByRole("button", { name: "Contact" })).toBeVisible();
  expect(await items.count()).toBeLessThanOrEqual(40);
  await noSeriousAxeViolations(page);
});

test("the compliance report windows its table and the CSV still holds every row", async ({ page }) => {
  await page.goto("/reports");
  await page.getByRole("combobox", { name: "Report type" }).click();
  await page.getByRole("option", { name: "Compliance", exact: true }).click();
  const report = page.waitForResponse((r) => /\/api\/reports\/compliance\?days=365/.test(r.url()));
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "1 Year", exact: true }).click();
  const { rows: data } = (await (await report).json()) as {
    rows: { crewName: string; daysRemaining: number }[];
  };
  expect(data.length).toBeGreaterThanOrEqual(50);

  const table = page.getByTestId("report-table");
  await expect(table).toHaveAttribute("aria-rowcount", String(data.length + 1));
  const rows = table.locator("tbody tr[aria-rowindex]");
  expect(await rows.count()).toBeLessThan(data.length);
  const last = table.locator(`tbody tr[aria-rowindex="${data.length + 1}"]`);
  await scrollToEnd(
    page.getByRole("region", { name: /^Documents expired or expiring.*\(scrollable\)$/ }),
    last,
  );
  const lastCells = await last.locator("td").allTextContents();
  expect(lastCells[0]).toBe(data[data.length - 1].crewName);
  expect(lastCells[3]).toBe(String(data[data.length - 1].daysRemaining));

  // printing (the report's Print button) renders every row, and windowing resumes afterwards
  await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
  await expect(table.locator("tbody tr")).toHaveCount(data.length);
  await expect(table.locator("tbody tr").last()).toContainText(data[data.length - 1].crewName);
  await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
  await expect(table).toHaveAttribute("aria-rowcount", String(data.length + 1));
  expect(await rows.count()).toBeLessThan(data.length);

  // the export writes every row, not only the rendered ones
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const csv = readFileSync((await (await download).path()) as string, "utf8");
  // the title line naming the range, a blank line, the header, every row
  expect(csv.trim().split("\r\n")).toHaveLength(data.length + 3);
});

test("the activity report windows its 50 newest entries in the scroll box", async ({ page }) => {
  await page.goto("/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const real = await (await page.request.get("/api/system/activity-report?days=30&limit=50")).json();
  expect(real.items.length).toBeGreaterThan(0);
  const items = Array.from({ length: 50 }, (_, i) => ({
    ...real.items[0],
    id: `${real.items[0].id}-${i}`,
    description: `Windowed entry ${i + 1}`,
  }));
  await page.route(/\/api\/system\/activity-report\?days=30&limit=50$/, (route) =>
    route.fulfill({ json: { ...real, summary: { ...real.summary, totalActivities: 1234 }, items } }),
  );
  await page.goto("/settings");
  await page.getByRole("tab", { name: /Activity Report/ }).click();
  const table = page.getByRole("table", { name: "Recent System Activities" });
  await expect(table).toHaveAttribute("aria-rowcount", "51");
  await expect(page.getByText("Showing 50 of 1234 activities. Export for full report.")).toBeVisible();
  const rows = table.locator("tbody tr[aria-rowindex]");
  await expect(rows.first()).toContainText("Windowed entry 1");
  expect(await rows.count()).toBeLessThanOrEqual(30);
  const last = table.locator('tbody tr[aria-rowindex="51"]');
  await scrollToEnd(page.getByRole("region", { name: "Recent System Activities (scrollable)" }), last);
  await expect(last).toContainText("Windowed entry 50");
  expect(await rows.count()).toBeLessThanOrEqual(30);
});
