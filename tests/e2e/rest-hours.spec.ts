// Hours of rest at 375 px: the demo crew user fills a week on the grid, sees a violation appear
// as they tap and drag (before saving), saves and signs the month (again after a correction, which clears
// the signature); the office sees the non-conformity in the fleet-wide list (filter kept in the URL) and
// in the vessel's month; the Captain aboard, signed in with an account of their own, countersigns from
// their vessel's month. Axe on the screens, light and dark. REST_SHOTS=dir also saves screenshots at 1280 and 375 px.
import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
  await expect(page.getByTestId("user-card")).toBeVisible();
}

/** The month to fill: the current one, or the previous one before the 10th (so 9 days have passed). */
function monthToFill(): string {
  const now = new Date();
  if (now.getUTCDate() >= 10) return now.toISOString().slice(0, 7);
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
}
const MONTH = monthToFill();
const day = (n: number) => `${MONTH}-0${n}`;
const row = (page: Page, date: string) => page.locator(`[data-testid="rest-day"][data-date="${date}"]`);
const cell = (r: Locator, from: string) => r.getByRole("button", { name: new RegExp(`^Work ${from}–`) });

async function saveDay(r: Locator) {
  await r.getByRole("button", { name: "Save day" }).click();
  await expect(r.getByText("Unsaved")).toHaveCount(0);
}

async function axeClean(page: Page) {
  expect(await axeSerious(page)).toEqual([]);
}

test("a seafarer fills a week, sees a violation as they type, signs; the office sees it", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/rest-hours?month=${MONTH}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hours of Rest");
  await expect(page.getByRole("region", { name: "Non-conformities" })).toContainText("No non-conformities");

  // Day 1: the day-work template; days 2–7: copy yesterday.
  let r = row(page, day(1));
  await r.getByRole("button", { expanded: false }).click();
  await r.getByRole("combobox", { name: "Watch template" }).selectOption("day-work");
  await expect(cell(r, "08:00")).toHaveAttribute("aria-pressed", "true");
  await expect(cell(r, "12:00")).toHaveAttribute("aria-pressed", "false");
  await expect(r).toContainText("Rest 16 h · work 8 h");
  await saveDay(r);
  for (let n = 2; n <= 7; n++) {
    r = row(page, day(n));
    await r.getByRole("button", { expanded: false }).click();
    await r.getByRole("button", { name: "Copy yesterday" }).click();
    await saveDay(r);
  }
  await expect(row(page, day(7))).toContainText("7 days 112 h");
  await expect(page.getByRole("region", { name: "Non-conformities" })).toContainText("No non-conformities");

  // Day 7 gets longer: drag across 18:00–24:00, tap 17:00 and 17:30. The finding shows before saving.
  r = row(page, day(7));
  await cell(r, "23:30").scrollIntoViewIfNeeded();
  const first = await cell(r, "18:00").boundingBox();
  if (!first) throw new Error("cells not laid out");
  await page.mouse.move(first.x + first.width / 2, first.y + first.height / 2);
  await page.mouse.down();
  const last = await cell(r, "23:30").boundingBox();
  if (!last) throw new Error("cells not laid out");
  await page.mouse.move(last.x + last.width / 2, last.y + last.height / 2, { steps: 24 });
  await page.mouse.up();
  const box = first;
  // The cells did not move while dragging: exactly 18:00–24:00 was painted.
  expect(box).toEqual(await cell(r, "18:00").boundingBox());
  await expect(cell(r, "21:00")).toHaveAttribute("aria-pressed", "true");
  await expect(cell(r, "17:30")).toHaveAttribute("aria-pressed", "false");
  await expect(cell(r, "06:00")).toHaveAttribute("aria-pressed", "false");
  // Rest 17:00–18:00 is a third rest period, but the 10 h are within two (the night and the lunch hour
  // are 9 h + 1 h; with the 17:00 hour, 10 h in all): no breach, as the flag guidance reads the rule.
  await expect(page.getByRole("region", { name: "Non-conformities" })).toContainText("No non-conformities");
  // 17:30 worked too: the 30-minute break left is not rest, so 9 h of rest, not 9.5 h, shows live.
  await cell(r, "17:30").click();
  await expect(r).toContainText("Rest 9.5 h · work 14.5 h");
  await expect(page.getByTestId("findings")).toContainText("Under 10 h rest in 24 h: ");
  await expect(page.getByTestId("findings")).toContainText("(9 h rest in 24 h (minimum 10 h))");
  await cell(r, "17:00").click();
  await expect(r).toContainText("Rest 9 h · work 15 h");
  await expect(r).toContainText("Unsaved");
  await expect(page.getByTestId("findings")).toContainText("Under 10 h rest in 24 h");
  await expect(r).toContainText("Under 10 h rest in 24 h");
  await saveDay(r);
  await expect(page.getByTestId("findings")).toContainText("Under 10 h rest in 24 h");

  // The month's record as a PDF.
  const pdfHref = await page.getByRole("link", { name: "Monthly record (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(pdfHref ?? "");
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
  expect((await pdf.body()).subarray(0, 5).toString()).toBe("%PDF-");

  // Day 9 recorded, day 8 not: a finding of its own, and signing names the day and asks first.
  r = row(page, day(9));
  await r.getByRole("button", { expanded: false }).click();
  await r.getByRole("combobox", { name: "Watch template" }).selectOption("day-work");
  await saveDay(r);
  await expect(page.getByTestId("findings")).toContainText(`Day not recorded: ${day(8)} 00:00`);
  await page.getByRole("button", { name: "Sign month" }).click();
  const signDialog = page.getByRole("alertdialog");
  await expect(signDialog).toContainText("with 1 day not recorded?");
  await expect(signDialog.getByTestId("days-not-recorded")).toContainText("Not recorded: 8 ");
  await shoot(page, "sign-not-recorded-375-light");
  await page.setViewportSize({ width: 1280, height: 800 });
  await shoot(page, "sign-not-recorded-1280-light");
  await page.emulateMedia({ colorScheme: "dark" });
  await shoot(page, "sign-not-recorded-1280-dark");
  await page.setViewportSize({ width: 375, height: 740 });
  await shoot(page, "sign-not-recorded-375-dark");
  await page.emulateMedia({ colorScheme: "light" });
  await axeClean(page);
  // Not signed until the seafarer says so.
  await signDialog.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByTestId("sign-panel")).toContainText("Not signed by the seafarer");
  await page.getByRole("button", { name: "Sign month" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign anyway" }).click();
  await expect(page.getByTestId("sign-panel")).toContainText("Signed by");
  await expect(page.getByTestId("sign-panel")).toContainText("awaiting the master's countersignature");

  // A signed month changes only with a reason; the correction is listed with the earlier hours.
  r = row(page, day(6));
  await r.getByRole("button", { expanded: false }).click();
  await cell(r, "07:30").click();
  await r.getByRole("button", { name: "Save day" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Correct a signed month");
  await dialog.getByRole("textbox", { name: "Reason for the correction" }).fill("Started early for mooring");
  await dialog.getByRole("button", { name: "Save correction" }).click();
  await expect(page.getByTestId("corrections")).toContainText("Started early for mooring");
  await expect(page.getByTestId("corrections")).toContainText("Before: 08:00–12:00, 13:00–17:00");
  // the correction cleared the signature (it acknowledged the record as it was): the seafarer signs again
  await expect(page.getByTestId("sign-panel")).not.toContainText("Signed by");
  await page.getByRole("button", { name: "Sign month" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign" }).click();
  await expect(page.getByTestId("sign-panel")).toContainText("awaiting the master's countersignature");

  // The office: the fleet-wide list filtered by rule (kept in the URL), then the vessel's month.
  await page.setViewportSize({ width: 1280, height: 800 });
  await switchRole(page, "Office Staff");
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/rest-hours?view=list");
  await page.getByRole("combobox", { name: "Rule" }).selectOption("rest_24h");
  await expect(page).toHaveURL(/rule=rest_24h/);
  await page.reload();
  await expect(page.getByRole("combobox", { name: "Rule" })).toHaveValue("rest_24h");
  const item = page.getByTestId("fleet-findings").getByRole("listitem").first();
  await expect(item).toContainText("Under 10 h rest in 24 h");
  await expect(item).toContainText(day(7));
  const vesselName = (await item.locator("span").nth(3).textContent())?.trim() ?? "";
  expect(vesselName).not.toBe("");
  // The office opens the seafarer's monthly record from the list (and below from the vessel month).
  const expectPdf = async (link: Locator) => {
    const href = (await link.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/api\/crew\/[^/]+\/rest-hours\/\d{4}-\d{2}\.pdf$/);
    const pdf = await page.request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
  };
  await expectPdf(item.getByRole("link", { name: /'s record for .+ \(PDF\)$/ }));
  await shoot(page, "office-non-conformities-375");

  await page.getByRole("tab", { name: "Vessel month" }).click();
  await page.getByRole("combobox", { name: /^Vessel: / }).click();
  await page.getByRole("combobox", { name: "Search vessels by name" }).fill(vesselName);
  await page.getByRole("option", { name: vesselName, exact: true }).click();
  if (MONTH !== new Date().toISOString().slice(0, 7))
    await page.getByRole("button", { name: "Previous month" }).click();
  const card = page.getByTestId("seafarer-month").filter({ hasText: "non-conformit" });
  await expect(card).toHaveCount(1);
  await card.getByRole("button", { name: "Show days" }).click();
  await expect(card.getByTestId("findings")).toContainText("Under 10 h rest in 24 h");
  await expect(card.getByRole("list", { name: /^Days of / })).toContainText(day(7).slice(5));
  await expect(card).toContainText("awaiting the master's countersignature");
  await expectPdf(card.getByRole("link", { name: /'s record for .+ \(PDF\)$/ }));
  await shoot(page, "office-vessel-month-375");

  // The alerts screen and the dashboard count it among the hours-of-rest non-conformities.
  for (const path of ["/alerts", "/dashboard"]) {
    await page.goto(path);
    const summary = page.getByTestId("rest-summary-card");
    await expect(summary).toContainText("Awaiting countersignature");
    const count = summary.getByRole("definition").first();
    await expect(count).not.toHaveText("0");
  }
});

test("the master aboard reads the vessel's month and countersigns the seafarer's month", async ({ page }) => {
  test.setTimeout(taskTimeout(90_000));
  // The demo's master (README, "Demo accounts"): the Captain aboard the demo seafarer's vessel.
  await page.goto("/dashboard");
  await switchRole(page, "Admin (Head Office)");
  const users = (await (await page.request.get("/api/users?limit=500")).json()) as {
    username: string;
    name: string;
    crewMemberId: string | null;
  }[];
  const seafarerId = users.find((u) => u.username === "crew")?.crewMemberId;
  const seafarer = await (await page.request.get(`/api/crew/${seafarerId}`)).json();
  const master = users.find((u) => u.username === "master");
  const captain = await (await page.request.get(`/api/crew/${master?.crewMemberId}`)).json();
  expect(captain).toMatchObject({ rank: "Captain", currentVesselId: seafarer.currentVesselId });
  expect(
    (await page.request.post("/api/auth/login", { data: { username: "master", password: "demo1234" } })).ok(),
  ).toBe(true);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`/rest-hours?month=${MONTH}`);
  await expect(page.getByTestId("user-card")).toContainText(master?.name ?? "master");
  await page.getByRole("tab", { name: "Vessel month (master)" }).click();
  await expect(page).toHaveURL(/view=vessel/);
  const card = page
    .getByTestId("seafarer-month")
    .filter({ hasText: `${seafarer.firstName} ${seafarer.lastName}` });
  await expect(card).toContainText("non-conformit");
  await expect(card).toContainText("awaiting the master's countersignature");
  await axeClean(page);
  await shoot(page, "master-375");
  await card.getByRole("button", { name: "Countersign" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Countersign" }).click();
  await expect(card).toContainText(`countersigned by ${master?.name} (master)`);
  // Their own record is the other tab.
  await page.getByRole("tab", { name: "My record" }).click();
  await expect(page.getByTestId("sign-panel")).toBeVisible();
});

for (const theme of ["light", "dark"] as const) {
  test(`hours-of-rest screens have no serious or critical axe violations at 375 px (${theme})`, async ({
    page,
  }) => {
    test.setTimeout(taskTimeout(90_000));
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/dashboard");
    await expect(page.getByTestId("rest-summary-card")).toContainText("Non-conformities (30 days)");
    await axeClean(page);
    await switchRole(page, "Crew Member");
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/rest-hours?month=${MONTH}`);
    const r = row(page, day(2));
    await r.getByRole("button", { expanded: false }).click();
    await expect(cell(r, "00:00")).toBeVisible();
    await axeClean(page);
    await shoot(page, `crew-375-${theme}`);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shoot(page, `crew-1280-${theme}`);
    await switchRole(page, "Office Staff");
    await page.goto("/rest-hours");
    await expect(
      page.getByTestId("seafarer-month").or(page.getByText("Nobody aboard")).first(),
    ).toBeVisible();
    await axeClean(page);
    await shoot(page, `office-1280-${theme}`);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/rest-hours?view=list");
    await expect(
      page.getByTestId("fleet-findings").or(page.getByText("No non-conformities match")).first(),
    ).toBeVisible();
    await axeClean(page);
    await shoot(page, `office-list-375-${theme}`);
  });
}

async function shoot(page: Page, name: string) {
  const dir = process.env.REST_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
