// Certificates and eligibility: the compliance matrix of a vessel (cells, summary, filters,
// CSV), scheduling an ineligible seafarer (blockers shown, the override reason required, saved and in the
// activity log), a renewal superseding an expired document (kept as history), and an upload that asks
// before it supersedes (the user may keep the older one current). Axe, light and dark.
import { readFileSync } from "node:fs";
import { expect, type Page, type Request, test } from "@playwright/test";
import { axeSerious } from "./support/axe";
import { expectOverrideLogged, saveWithOverride } from "./support/override";
import { taskTimeout } from "./support/timeouts";
import { chooseByTypeAhead } from "./support/type-ahead";

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const inDays = (n: number) => iso(new Date(Date.now() + n * 86_400_000));
const uid = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function axeClean(page: Page) {
  expect(await axeSerious(page)).toEqual([]);
}

async function signIn(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
}

async function post(page: Page, url: string, data: object, status = 201) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

async function crew(page: Page, firstName: string, rank: string) {
  const lastName = `Cert${uid()}`;
  const body = {
    firstName,
    lastName,
    nationality: "Filipino",
    dateOfBirth: "1990-01-01",
    rank,
    status: "active",
  };
  const m = await post(page, "/api/crew", body);
  return { id: m.id as string, lastName, name: `${firstName} ${lastName}` };
}

async function doc(
  page: Page,
  crewMemberId: string,
  type: string,
  expiryDate: string,
  issueDate = "2024-01-01",
) {
  return post(page, "/api/documents", {
    crewMemberId,
    type,
    documentNumber: `${type.toUpperCase()}-${uid()}`,
    issueDate,
    expiryDate,
    issuingAuthority: "E2E Authority",
  });
}

/** The five every rank needs on a Research Vessel (REGULATIONS.md §2 defaults). */
const BASIC = ["passport", "cdc", "medical", "bst", "ssa"];

test("the compliance matrix of a vessel: cells, summary, filters, CSV; no axe violations light or dark", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(90_000));
  await signIn(page);
  const vessel = await post(page, "/api/vessels", {
    name: `RV Matrix ${uid()}`,
    type: "Research Vessel",
    imoNumber: null,
    flag: "Panama",
    status: "active",
    crewCapacity: 20,
  });
  // Aboard: a cook holding only a passport (assigned with an override: the rest is missing).
  const cook = await crew(page, "Ana", "Cook");
  await doc(page, cook.id, "passport", inDays(400));
  const assign = await page.request.put(`/api/crew/${cook.id}`, {
    data: { currentVesselId: vessel.id, override: { reason: "E2E matrix gaps" } },
  });
  expect(assign.status(), await assign.text()).toBe(200);
  // Planned: a steward with the full basic set joins next month.
  const steward = await crew(page, "Ben", "Steward");
  for (const t of BASIC) await doc(page, steward.id, t, inDays(600));
  await post(page, "/api/rotations", {
    crewMemberId: steward.id,
    vesselId: vessel.id,
    joinDate: inDays(30),
    leaveDate: inDays(120),
    rotationType: "join",
    status: "scheduled",
  });

  await page.goto(`/compliance?vessel=${vessel.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Compliance Matrix");
  const rows = page.getByTestId("compliance-row");
  await expect(rows).toHaveCount(2);
  const cookRow = rows.filter({ hasText: cook.name });
  await expect(cookRow).toHaveAttribute("data-compliant", "false");
  await expect(cookRow).toContainText("Not compliant");
  await expect(cookRow.getByRole("cell", { name: /^Passport: Valid, expires/ })).toBeVisible();
  await expect(cookRow.getByRole("cell", { name: "CDC: Missing" })).toBeVisible();
  const stewardRow = rows.filter({ hasText: steward.name });
  await expect(stewardRow).toHaveAttribute("data-compliant", "true");
  await expect(stewardRow).toContainText("Planned to join");
  await expect(page.getByTestId("compliance-summary-aboard")).toContainText("0%");
  await expect(page.getByTestId("compliance-summary-aboard")).toContainText("0 of 1 compliant");
  await expect(page.getByTestId("compliance-summary-planned")).toContainText("100%");

  // Filters narrow the rows and stay in the URL.
  await page.getByRole("combobox", { name: "Placement" }).click();
  await page.getByRole("option", { name: "Planned to join" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(steward.name);
  await expect(page).toHaveURL(/placement=planned/);
  await page.getByRole("combobox", { name: "Placement" }).click();
  await page.getByRole("option", { name: "Aboard and planned" }).click();
  await page.getByRole("combobox", { name: "Rank" }).click();
  await page.getByRole("option", { name: "Cook" }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(cook.name);

  // CSV of what is shown: a status and an expiry column per required type.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^compliance-rv-matrix-.*\.csv$/);
  const csv = readFileSync((await file.path()) as string, "utf8");
  const [header, line] = csv.replace(/^\uFEFF/, "").split("\r\n");
  expect(header).toContain("Crew member,Rank,Placement,Join date,Compliant");
  expect(header).toContain("Passport,Passport expiry");
  expect(line).toContain(`${cook.name},Cook,Aboard,,No`);
  expect(line).toContain(`Valid,${inDays(400)}`);
  expect(line).toContain("Missing");

  // The grid scrolls as a keyboard-reachable region.
  await expect(page.getByRole("region", { name: /Compliance matrix of RV Matrix/ })).toHaveAttribute(
    "tabindex",
    "0",
  );
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.evaluate((s) => localStorage.setItem("theme", s), scheme);
    await page.reload();
    await expect(rows.first()).toBeVisible();
    await axeClean(page);
  }
  await page.evaluate(() => localStorage.removeItem("theme"));
});

test("scheduling an ineligible seafarer: blockers shown, the override reason required, saved and logged", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(90_000));
  await signIn(page);
  const bosun = await crew(page, "Cole", "Bosun");
  await doc(page, bosun.id, "passport", inDays(900));
  const reason = `Flag waiver ${uid()}`;

  await page.goto("/scheduling");
  await page.getByRole("button", { name: "Schedule Rotation" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Rotation" });
  const review = dialog.getByTestId("eligibility-review");
  await expect(review).toContainText("Choose the crew member, vessel and dates");
  await dialog.getByRole("combobox", { name: "Crew Member" }).click();
  await page.getByRole("option", { name: new RegExp(bosun.lastName) }).click();
  await dialog.getByRole("combobox", { name: "Vessel" }).click();
  await page.getByRole("option", { name: "MV Baltic Breeze" }).click();
  await dialog.getByLabel("Join Date").fill(inDays(20));
  await dialog.getByLabel("Leave Date").fill(inDays(100));
  // Blockers before saving: the missing documents, named.
  const blockers = review.getByRole("list", { name: "Blockers" });
  await expect(blockers).toContainText(/CDC/);
  await expect(blockers).toContainText(/Medical Certificate/);
  await expect(blockers).not.toContainText(/Passport/);
  await axeClean(page);

  // Saving without a reason is refused on the form (nothing is sent); with one it is sent and saved.
  const posted = (r: Request) => r.method() === "POST" && r.url().endsWith("/api/rotations");
  const req = await saveWithOverride(page, dialog, "Schedule with override", posted, reason);
  expect(req.postDataJSON()).toMatchObject({ crewMemberId: bosun.id, override: { reason } });
  await expect(page.getByText("Crew rotation scheduled successfully", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expectOverrideLogged(page, reason, `Rotation scheduled: ${bosun.name}`);
});

test("a renewal supersedes the expired document: announced in the form, kept as history", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(60_000));
  await signIn(page);
  const m = await crew(page, "Dana", "Cook");
  const old = await doc(page, m.id, "medical", inDays(-10), "2024-01-01");

  await page.goto(`/documents?crew=${m.id}`);
  const table = page.locator("tbody");
  await expect(table.getByRole("row").filter({ hasText: old.documentNumber })).toContainText("Expired");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("combobox", { name: "Crew Member" }).click();
  await page.getByRole("combobox", { name: "Search crew by name, nationality or rank" }).fill(m.lastName);
  await page
    .getByRole("option", { name: new RegExp(m.lastName) })
    .first()
    .click();
  await dialog.getByRole("combobox", { name: "Document Type" }).click();
  // The catalogue, grouped by category.
  await expect(page.getByRole("group", { name: "Proficiency" })).toContainText("Basic Safety Training");
  await chooseByTypeAhead(
    page,
    dialog.getByRole("combobox", { name: "Document Type" }),
    "Medical Certificate",
    "Medical Cert",
  );
  await expect(dialog.getByTestId("renewal-notice")).toContainText(old.documentNumber);
  await expect(dialog.getByTestId("renewal-notice")).toContainText("kept as history");
  await axeClean(page);
  const number = `MED-NEW-${uid()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill(inDays(-1));
  await dialog.getByLabel("Expiry Date").fill(inDays(700));
  await dialog.getByLabel("Issuing Authority").fill("E2E Clinic");
  await dialog.getByLabel("Issuing state (optional)").fill("Philippines");
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Document uploaded successfully", { exact: true })).toBeVisible();

  // Current documents only: the renewal; the expired one is history.
  await expect(table.getByRole("row").filter({ hasText: number })).toContainText("Valid");
  await expect(table.getByRole("row").filter({ hasText: old.documentNumber })).toHaveCount(0);
  await page.getByRole("switch", { name: "Show history" }).click();
  const history = table.getByRole("row").filter({ hasText: old.documentNumber });
  await expect(history).toContainText("Superseded");
  await expect(history).toHaveAttribute("data-superseded", "true");
  // It no longer alerts.
  const alerts = await (await page.request.get(`/api/alerts/expiring-documents?days=30`)).text();
  expect(alerts).not.toContain(old.documentNumber);
});

test("an upload that would supersede asks first: the user keeps the older document current", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(60_000));
  await signIn(page);
  const m = await crew(page, "Eda", "Oiler");
  const old = await doc(page, m.id, "bst", inDays(200), "2022-01-01");

  await page.goto(`/documents?crew=${m.id}`);
  const table = page.locator("tbody");
  await expect(table.getByRole("row").filter({ hasText: old.documentNumber })).toContainText("Valid");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("combobox", { name: "Crew Member" }).click();
  await page.getByRole("combobox", { name: "Search crew by name, nationality or rank" }).fill(m.lastName);
  await page
    .getByRole("option", { name: new RegExp(m.lastName) })
    .first()
    .click();
  const type = dialog.getByRole("combobox", { name: "Document Type" });
  await type.click();
  await chooseByTypeAhead(page, type, "Basic Safety Training", "Basic Saf");
  // Before anything is saved: which document it would supersede, and the choice (supersede by default).
  const notice = dialog.getByTestId("renewal-notice");
  await expect(notice).toContainText(old.documentNumber);
  const choice = notice.getByRole("checkbox", { name: "Supersede it" });
  await expect(choice).toBeChecked();
  await choice.uncheck();
  await expect(notice).toContainText("stays current beside the new one");
  await axeClean(page);
  const number = `BST-NEW-${uid()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill(inDays(-1));
  await dialog.getByLabel("Expiry Date").fill(inDays(1500));
  await dialog.getByLabel("Issuing Authority").fill("E2E Academy");
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Document uploaded successfully", { exact: true })).toBeVisible();

  // Both current: the older one was not superseded.
  await expect(table.getByRole("row").filter({ hasText: number })).toContainText("Valid");
  await expect(table.getByRole("row").filter({ hasText: old.documentNumber })).toContainText("Valid");
  const current = await (await page.request.get(`/api/documents/${old.id}`)).json();
  expect(current.supersededById).toBeNull();
});

test("an admin adds a certificate type, requires it for a rank on a vessel type and sets the policy", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(60_000));
  await signIn(page);
  const code = `e2e_${uid()}`.slice(0, 30);
  const name = `E2E Training ${code}`;
  await page.goto("/settings");
  await page.getByRole("tab", { name: /Certificates/ }).click();
  await page.getByRole("button", { name: "Add type" }).click();
  const add = page.getByRole("dialog", { name: "Add certificate type" });
  await add.getByRole("button", { name: "Add type" }).click();
  await expect(add.getByText("Name is required")).toBeVisible();
  await expect(add.getByText(/expected number/)).toHaveCount(0); // an empty validity is no error
  await add.getByLabel("Code").fill(code);
  await add.getByLabel("Name").fill(name);
  await add.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: "Proficiency" }).click();
  await add.getByRole("button", { name: "Add type" }).click();
  await expect(page.getByText(`Certificate type "${name}" added`).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: code }).filter({ hasText: "Company" })).toHaveCount(1);

  // Require it for a Cook on a Research Vessel, the vessel type chosen from the keyboard (in CI a pointer
  // click on the option, made while the page may still have been re-reading the types after the add, left the list
  // open with its choice unmade once; the keyboard is the other way a user chooses).
  const vesselType = page.getByRole("combobox", { name: "Vessel type" });
  await vesselType.focus();
  await page.keyboard.press("Enter");
  await page.getByRole("option", { name: "Research Vessel" }).press("Enter");
  await expect(vesselType).toHaveText("Research Vessel");
  await page.getByRole("button", { name: "Edit Cook" }).click();
  const rank = page.getByRole("group", { name: "Cook on a Research Vessel" });
  await expect(rank.getByRole("checkbox", { name: "Passport" })).toBeChecked();
  await rank.getByRole("checkbox", { name }).check();
  await rank.getByRole("button", { name: "Save requirements" }).click();
  await expect(page.getByText("Requirements for Cook on Research Vessel saved").first()).toBeVisible();
  const reqs = await (
    await page.request.get("/api/requirements?rank=Cook&vesselType=Research%20Vessel")
  ).json();
  expect(reqs.map((r: { certificateType: string }) => r.certificateType)).toContain(code);
  await expect(page.getByRole("columnheader", { name })).toBeVisible();

  // Policy: the maximum tour persists.
  await page.getByLabel("Maximum tour (months)").fill("10");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText("Compliance policy saved").first()).toBeVisible();
  expect((await (await page.request.get("/api/compliance-policy")).json()).maxTourMonths).toBe(10);
  await page.getByLabel("Maximum tour (months)").fill("11");
  await page.getByRole("button", { name: "Save policy" }).click();
  await expect(page.getByText("Compliance policy saved").first()).toBeVisible();
  await axeClean(page);
});
