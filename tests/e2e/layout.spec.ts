// Layout at fleet scale: the Document Compliance chart's labels never overlap, the
// activity table stays inside its card at 1280 px, paging Next shows the top of the list, and an upload
// can be cancelled (nothing is saved).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { taskTimeout } from "./support/timeouts";

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxes(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
}

for (const width of [1280, 375]) {
  test(`Document Compliance chart: no two axis labels overlap at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/reports");
    const chart = page.getByTestId("chart-document-compliance");
    const ticks = chart.locator("svg text"); // the axes' tick labels
    await expect(ticks.first()).toBeVisible();
    const all = await boxes(ticks);
    expect(all.length).toBeGreaterThan(4);
    const clashes: string[] = [];
    for (let i = 0; i < all.length; i++)
      for (let j = i + 1; j < all.length; j++) if (overlaps(all[i], all[j])) clashes.push(`${i}/${j}`);
    expect(clashes).toEqual([]);
  });
}

test("the activity table's Status column stays inside its card at 1280 px", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Activity Report" }).click();
  const table = page.getByTestId("activity-table");
  const status = table.getByRole("columnheader", { name: "Status" });
  await expect(status).toBeVisible();
  const box = (await table.boundingBox()) as Box;
  const head = (await status.boundingBox()) as Box;
  expect(head.x + head.width).toBeLessThanOrEqual(box.x + box.width + 1);
  // and nothing in the table's box scrolls sideways
  const scroll = await table
    .locator('[data-slot="table-container"]')
    .evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(scroll).toBeLessThanOrEqual(1);
});

async function addCrew(page: Page, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const res = await page.request.post("/api/crew", {
      data: {
        firstName: "Paging",
        lastName: `Zulu${String(i).padStart(2, "0")}`,
        nationality: "Maltese",
        dateOfBirth: "1990-01-01",
        rank: "Bosun",
        status: "active",
      },
    });
    expect(res.status(), await res.text()).toBe(201);
    ids.push((await res.json()).id);
  }
  return ids;
}

test("paging Next on the crew list brings the top of the list into view", async ({ page }) => {
  test.setTimeout(taskTimeout(60_000));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/crew");
  await expect(page.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible(); // signed in, the list loaded
  const res = await page.request.get("/api/crew?limit=1");
  expect(res.status()).toBe(200);
  const total = Number(res.headers()["x-total-count"]);
  expect(Number.isFinite(total)).toBe(true);
  const added = total > 50 ? [] : await addCrew(page, 51 - total);
  try {
    await page.reload();
    const next = page.getByRole("button", { name: "Next" });
    await next.scrollIntoViewIfNeeded();
    await expect(page.getByText(/^Showing 1–50 of \d+$/)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200); // at the bottom of the page
    await next.click();
    await expect(page.getByText(/^Showing 51–\d+ of \d+$/)).toBeVisible();
    // the list's first row and its column headers are on screen, not the page's bottom
    await expect(page.getByRole("columnheader", { name: "Crew Member", exact: true })).toBeInViewport();
    await expect(page.locator("tbody tr").first()).toBeInViewport();
  } finally {
    for (const id of added) await page.request.delete(`/api/crew/${id}`);
  }
});

test("an upload can be cancelled while the file goes up, and no document is saved", async ({ page }) => {
  await page.goto("/documents");
  // as the seafarer, who uploads their own documents (no crew picker)
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: "Crew Member" }).click();
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  // the PUT of the bytes is held, as on a slow ship's connection
  await page.route("**/api/upload/*", async (route) => {
    if (route.request().method() === "PUT") return; // never answered: only the browser's abort ends it
    await route.continue();
  });
  const number = `CANCEL-${Date.now()}`;
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("combobox", { name: "Document Type" }).click();
  await page.getByRole("option", { name: "Passport" }).click();
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2025-01-10");
  await dialog.getByLabel("Expiry Date").fill("2030-01-05");
  await dialog.getByLabel("Issuing Authority").fill("E2E Maritime Authority");
  await dialog.getByLabel(/File/).setInputFiles({
    name: "scan.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(200_000, 0x20), Buffer.from("\n%%EOF\n")]),
  });
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(dialog.getByRole("progressbar", { name: "Upload progress" })).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel upload" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Upload cancelled. Nothing was saved.");
  await expect(dialog.getByRole("button", { name: "Cancel", exact: true })).toBeEnabled();
  const found = await (await page.request.get(`/api/documents?q=${number}`)).json();
  expect(found).toEqual([]);
});

test("the crew dashboard shows the seafarer's profile once", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: "Crew Member" }).click();
  await expect(page.getByTestId("my-documents")).toBeVisible();
  const me = await (await page.request.get("/api/dashboard/me")).json();
  const name = `${me.crewMember.firstName} ${me.crewMember.lastName}`;
  await expect(page.getByTestId("own-profile-card")).toContainText(name);
  await expect(page.getByRole("main").getByText(name, { exact: true })).toHaveCount(1);
  await expect(page.getByRole("main").getByText("Rank", { exact: true })).toHaveCount(1);
});

test("at 375 px the documents table is a stack of cards, with nothing scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/documents");
  const box = page.locator('[data-slot="table-container"]');
  const row = box
    .locator("tbody tr")
    .filter({ has: page.getByRole("button", { name: /^View / }) })
    .first();
  await expect(row).toBeVisible();
  expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe("grid");
  expect(await box.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(1);
  // a long list (the demo's first page holds 100 documents) is windowed by the page itself: no scroll
  // box inside the scrolling page; scrolling the window to the end renders the last card
  await expect(box).toHaveAttribute("data-virtual", "window");
  expect(await box.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(5000);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(box.locator('tbody tr[aria-rowindex="101"]')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(row).toBeVisible(); // rendered again once the window is back at the top
  // read in the page, on the row as it is then: the windowed list may render it once more as it settles,
  // and a box asked for between the two answered null
  const card = await row.evaluate((el) => {
    const { x, width } = el.getBoundingClientRect();
    return { x, width };
  });
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(375);
  // each value says which column it is
  const label = await row
    .locator('td[data-label="Document Number"]')
    .evaluate((el) => getComputedStyle(el, "::before").content);
  expect(label).toBe('"Document Number"');
});
