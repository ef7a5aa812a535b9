// Manning gaps raised ahead and the reliever ranking's policy: a vessel short of
// its safe manning is counted on the dashboard, listed on the alerts screen (labelled "Manning gap" with
// its severity) and opens the planning board on that vessel; an admin sets a flag's nationality rule and
// the reliever panel shows the seafarer it blocks under "Not eligible", and the one still owed leave with
// the days owed. axe on each screen; screenshots at 1280 and 375 px, light and dark (SHOTS=dir).
import { expect, type Page, test } from "@playwright/test";
import { giveCertificates } from "./give-certificates";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

const stamp = () => Date.now().toString(36);
const SHOTS = process.env.SHOTS;

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.waitForTimeout(200); // layout settles before the picture (not an assertion)
      await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: width === 375 });
    }
  }
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 720 });
}

const today = () => new Date().toISOString().slice(0, 10);
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 864e5).toISOString().slice(0, 10);

async function newCook(page: Page, lastName: string, nationality: string) {
  const res = await page.request.post("/api/crew", {
    data: {
      firstName: "Gap",
      lastName,
      nationality,
      dateOfBirth: "1990-01-01",
      rank: "Cook",
      status: "active",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const id = (await res.json()).id as string;
  await giveCertificates(page, id, "Cook");
  return { id, name: `Gap ${lastName}` };
}

test("a manning gap on the dashboard, the alerts and the board; nationality rules and leave owed in the reliever panel", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(180_000));
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const name = `MV Gapwatch ${stamp()}`;
  const created = await page.request.post("/api/vessels", {
    data: { name, type: "Bulk Carrier", flag: "Liberia", status: "active" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const vesselId = (await created.json()).id as string;
  const manning = await page.request.put(`/api/vessels/${vesselId}/safe-manning`, {
    data: { positions: [{ rank: "Cook", count: 1 }] },
  });
  expect(manning.status(), await manning.text()).toBe(200);

  // the dashboard counts it
  await page.goto("/dashboard");
  const figure = page.getByTestId("stat-manning-gaps");
  await expect(figure).toContainText("Manning gaps (next 30 days)");
  await expect
    .poll(async () => Number(await figure.getByTestId("manning-gaps-count").textContent()))
    .toBeGreaterThan(0);
  await expect(figure.getByRole("link", { name: "Open the planning board" })).toHaveAttribute(
    "href",
    "/planning",
  );
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "dashboard");

  // the alerts screen lists it, labelled, and opens the board on the vessel
  await page.goto("/alerts");
  const row = page.getByTestId("manning-gap-row").filter({ hasText: name });
  await expect(row).toContainText("Manning gap");
  await expect(row).toContainText("Cook: 0 of 1 aboard (short by 1)");
  await expect(row).toContainText("Short from today");
  await expect(row.locator("[data-severity=critical]")).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await row.scrollIntoViewIfNeeded();
  await shoot(page, "alerts");
  await row.getByRole("link", { name: `Find a reliever: Cook on ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/planning\\?vesselId=${vesselId}`));
  await expect(page.getByRole("status").filter({ hasText: `Showing ${name} only.` })).toBeVisible();
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(1);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "planning-one-vessel");
  await page.getByRole("button", { name: "Show all vessels" }).click();
  await expect(page).toHaveURL(/\/planning$/);

  // two cooks: one Filipino, rested; one owed leave after a tour that ended yesterday
  const suffix = stamp();
  const barred = await newCook(page, `Barred${suffix}`, "Filipino");
  const tired = await newCook(page, `Tired${suffix}`, "Liberian");
  const other = await page.request.post("/api/vessels", {
    data: { name: `MV Before ${suffix}`, type: "Bulk Carrier", flag: "Liberia", status: "active" },
  });
  const past = await page.request.post("/api/rotations", {
    data: {
      crewMemberId: tired.id,
      vesselId: (await other.json()).id,
      joinDate: addDays(today(), -181),
      leaveDate: addDays(today(), -1),
      rotationType: "rotation",
      status: "completed",
      override: { reason: "e2e: a past tour" },
    },
  });
  expect(past.status(), await past.text()).toBe(201);

  // Settings: a Liberian flag's cook must be Liberian (blocks)
  await page.goto("/settings");
  await page.getByRole("tab", { name: /Certificates/ }).click();
  await expect(page.getByLabel("Leave owed (days per month aboard)")).toHaveValue("2.5");
  await page.getByLabel("Flag state", { exact: true }).selectOption("Liberia");
  await page.getByRole("button", { name: "Add rule" }).click();
  const rules = page.getByRole("list", { name: "Nationality rules for Liberia" });
  await rules.getByLabel("Rank").selectOption("Cook");
  await rules.getByLabel("Cook: allowed nationalities, comma-separated").fill("Liberian");
  await page.getByRole("button", { name: "Save rules" }).click();
  await expect(page.getByText("Nationality rules for Liberia saved", { exact: true })).toBeVisible();
  await expect(page.getByLabel("Flag state", { exact: true })).toContainText("Liberia (1)");
  expect(await axeSerious(page)).toEqual([]);
  await page.getByRole("heading", { name: "Nationality rules" }).scrollIntoViewIfNeeded();
  await shoot(page, "settings-nationality-rules");

  try {
    await page.goto(`/planning?vesselId=${vesselId}`);
    await page
      .getByRole("article", { name })
      .getByRole("button", { name: new RegExp(`^Short 0/1: Cook on ${name}`) })
      .click();
    const dialog = page.getByRole("dialog", { name: `Cook short on ${name}` });
    const tiredChoice = dialog.getByRole("radio", { name: new RegExp(tired.name) });
    await expect(tiredChoice).toBeVisible();
    await expect(dialog.getByText(new RegExp(`${tired.name} · Cook`))).toContainText("Leave owed:");
    await expect(
      dialog
        .getByRole("list", { name: "Eligible relievers" })
        .getByRole("radio", { name: new RegExp(barred.name) }),
    ).toHaveCount(0);
    const blocked = dialog.getByTestId("blocked-relievers");
    await blocked.getByText(/Not eligible/).click();
    await expect(blocked).toContainText(barred.name);
    await expect(blocked).toContainText("Liberia flag: Cook must be Liberian (is Filipino)");
    expect(await axeSerious(page)).toEqual([]);
    await shoot(page, "reliever-panel");
  } finally {
    const reset = await page.request.put("/api/nationality-rules", { data: { flag: "Liberia", rules: [] } });
    expect(reset.status()).toBe(200);
  }
});
