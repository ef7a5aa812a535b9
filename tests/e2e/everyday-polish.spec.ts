// Everyday polish, measured in the browser: wide matrices scroll inside their card (the page keeps the
// viewport's width) with the first column stuck; the alerts screen's sections in the order of urgency,
// collapsible, counted, with a jump list; an expired contract's badge; the seafarer's last sync; the icon
// at /favicon.ico, the app name at 375 px beside the sync count, a photo's placeholder offline; the
// hours-of-rest cells at least 24 × 24 px at 375 px. Axe (serious, critical and heading-order) on each.
// POLISH_SHOTS=<dir> saves each screen at 1280 and 375 px, light and dark.
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Page,
  request,
  test,
} from "@playwright/test";
import { axeSerious } from "./support/axe";
import { crewApi, submitAsCrew } from "./support/submissions";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

const SHOTS = process.env.POLISH_SHOTS;
const WIDTHS = [1280, 375] as const;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200); // layout settles before the picture (not an assertion)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png` });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function switchRole(page: Page, label: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/dashboard");
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
  await expect(page.getByTestId("user-card")).toContainText(label === "Admin" ? "Admin" : label);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function adminApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post("/api/auth/demo")).ok()).toBe(true);
  return api;
}

for (const [path, region] of [
  ["/compliance", /^Compliance matrix of /],
  ["/settings?tab=certificates", /^Requirements on a /],
] as const) {
  test(`${path}: the matrix scrolls inside its card, the page keeps its width, the first column stays`, async ({
    page,
  }) => {
    await page.goto(path);
    const matrix = page.getByRole("region", { name: region }).first();
    await expect(matrix.locator("tbody tr").first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.poll(() => pageWidth(page)).toBe(width);
      const { scroll, client } = await matrix.evaluate((el) => ({
        scroll: el.scrollWidth,
        client: el.clientWidth,
      }));
      expect(scroll).toBeGreaterThan(client); // wider than its card: it scrolls inside it
      const first = matrix.locator("tbody th").first();
      const before = (await first.boundingBox())?.x;
      await matrix.evaluate((el) => el.scrollTo({ left: 400 }));
      await expect.poll(async () => matrix.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      expect((await first.boundingBox())?.x).toBe(before);
      await matrix.evaluate((el) => el.scrollTo({ left: 0 }));
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await axeSerious(page)).toEqual([]);
    await shoot(page, path.includes("settings") ? "settings-certificates" : "compliance");
  });
}

test("alerts: sections in the order of urgency, counted, collapsible, reached from the jump list", async ({
  page,
}) => {
  await page.goto("/alerts");
  const ids = ["manning-gaps", "missing-certificates", "expiring-documents"];
  const jump = page.getByRole("navigation", { name: "Alert sections" });
  await expect(jump.getByRole("link")).toHaveText([
    /^Manning gaps\s*\d+$/,
    /^Missing certificates\s*\d+$/,
    /^Expiring documents\s*\d+$/,
  ]);
  // the heading's count is the section's: the documents' matches the "Showing n of N" line
  const documents = page.getByTestId("expiring-documents");
  const toggle = documents.getByRole("heading", { level: 2 }).getByRole("button");
  await expect(toggle).toHaveText(/^Expiring documents\s*\d+$/);
  const total = Number((await toggle.textContent())?.match(/\d+$/)?.[0]);
  await expect(documents.getByText(new RegExp(`^Showing \\d+ of ${total} alerts$`))).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    const tops = await Promise.all(
      ids.map(async (id) => (await page.locator(`#${id}`).boundingBox())?.y ?? 0),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // the most urgent section is near the top (it was under the document rows, 6,000 px down)
    expect(tops[0]).toBeLessThan(width === 1280 ? 800 : 1700);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  // collapsed, a section keeps its heading and count; its jump link opens it again
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await expect(documents.getByTestId("alert-row")).toHaveCount(0);
  await jump.getByRole("link", { name: /^Expiring documents/ }).click();
  await expect(page).toHaveURL(/#expiring-documents$/);
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(documents.getByTestId("alert-row").first()).toBeVisible();
  await page.goto("/alerts");
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "alerts");
});

test("crew list: an active contract past its end date reads Expired, not Active", async ({ page }) => {
  const api = await adminApi();
  const lastName = `Lapsed${Date.now().toString(36)}`;
  const today = new Date().toISOString().slice(0, 10);
  const shift = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const res = await api.post("/api/crew", {
    data: {
      firstName: "Olav",
      lastName,
      nationality: "Norwegian",
      dateOfBirth: "1985-02-03",
      rank: "Bosun",
      contractStartDate: shift(-120),
      contractEndDate: shift(-2),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await api.dispose();
  await page.goto(`/crew?q=${lastName}`);
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName.toLowerCase());
  const row = page.getByTestId("crew-row").filter({ hasText: lastName });
  await expect(row).toHaveCount(1);
  const badge = row.locator("[data-slot=badge][data-color]").last();
  await expect(badge).toHaveText("Expired");
  await expect(badge).toHaveAttribute("data-color", "red");
  await expect(row.getByRole("img", { name: "0 days remaining on contract" })).toBeVisible();
  await expect(row.locator("[data-slot=badge][data-color]", { hasText: /^Active$/ })).toHaveCount(0);
});

test("favicon.ico is an icon, not the app's page", async ({ page }) => {
  const res = await page.request.get("/favicon.ico");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toMatch(/^image\//);
  expect([...(await res.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // the ICO header
});

test("System Information tells the truth: the server started as the README says runs as production", async ({
  page,
}) => {
  // the e2e servers start as `npm start` does (scripts/start.mjs, the built bundle, NODE_ENV unset)
  await page.goto("/settings");
  const info = page.getByTestId("system-info");
  await expect(info.getByRole("definition").nth(2)).toHaveText("production");
  await expect(info.getByRole("term").nth(2)).toHaveText("Environment");
});

async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

test("the seafarer's sync status shows the last successful sync, never 'never' once online", async ({
  page,
}) => {
  await switchRole(page, "Crew Member");
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("data-online", "true");
  await expect(status).not.toContainText("never");
  await status.click();
  await expect(page.getByTestId("sync-last")).toHaveText(/^\d{1,2} \w{3}, \d{2}:\d{2}$/);
});

/** A day of the hours-of-rest month opened (cells shown), three months back (no other spec uses it). */
async function openDay(page: Page, index: number) {
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 3, 1)).toISOString().slice(0, 7);
  await page.goto(`/rest-hours?month=${month}`);
  const day = page.getByTestId("rest-day").nth(index);
  await day.getByRole("button", { expanded: false }).first().click();
  return day;
}

test("hours of rest at 375 px: every cell is at least 24 × 24 px", async ({ page }) => {
  await switchRole(page, "Crew Member");
  await page.setViewportSize({ width: 375, height: 740 });
  const day = await openDay(page, 4);
  const cells = day.locator("[data-cell]");
  await expect(cells).toHaveCount(48);
  const sizes = await cells.evaluateAll((els) =>
    els.map((e) => {
      const b = e.getBoundingClientRect();
      return [b.width, b.height];
    }),
  );
  for (const [w, h] of sizes) {
    expect(w).toBeGreaterThanOrEqual(24);
    expect(h).toBeGreaterThanOrEqual(24);
  }
  expect(await pageWidth(page)).toBe(375);
  expect(await axeSerious(page)).toEqual([]);
  await day.scrollIntoViewIfNeeded();
  await shoot(page, "rest-hours-day");
});

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect(page.getByTestId("sync-status")).toHaveAttribute("data-online", "false");
}

test("offline at 375 px: the app name is whole beside the sync status's count", async ({ page, context }) => {
  test.setTimeout(taskTimeout(60_000));
  await switchRole(page, "Crew Member");
  await controlledBySw(page);
  const day = await openDay(page, 6);
  await goOffline(context, page);
  await day.getByRole("combobox", { name: "Watch template" }).selectOption("day-work");
  await day.getByRole("button", { name: "Save day" }).click();
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("data-pending", "1");
  await page.setViewportSize({ width: 375, height: 740 });
  const name = page
    .getByRole("banner")
    .getByRole("link")
    .filter({ hasText: "CrewFleet" })
    .locator(".truncate");
  await expect(name).toHaveText("CrewFleet");
  expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  expect(await pageWidth(page)).toBe(375);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "offline-rest-hours");
  await context.setOffline(false);
  await expect(status).toHaveAttribute("data-pending", "0");
});

test("a photo's preview that cannot be fetched (offline, never loaded) shows a placeholder", async ({
  page,
  context,
}) => {
  const crew = await crewApi();
  await submitAsCrew(
    crew,
    `THUMB-${Date.now()}`,
    Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
      "base64",
    ),
  );
  await crew.dispose();
  await switchRole(page, "Crew Member");
  // the photo's bytes fail as they do offline when this device never loaded them
  // (on the context: it also catches the service worker's own fetch of it)
  await context.route("**/api/document-submissions/*/file", (route) => route.abort("internetdisconnected"));
  await page.goto("/documents");
  const submissions = page.getByRole("list", { name: "Your uploads sent for review" });
  await submissions.scrollIntoViewIfNeeded(); // the preview loads lazily, once near the viewport
  await expect(submissions.getByTestId("thumbnail-placeholder").first()).toBeVisible();
  await expect(submissions.locator("img")).toHaveCount(0);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "documents-placeholder");
});
