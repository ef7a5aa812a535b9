// Vessels and fleet: the dashboard's vessel overview with its dialogs, Fleet Management and
// the CSV exports, as admin; what office staff may not do.
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { makeImo } from "../../src/shared/imo";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

const SEEDED_IMO = makeImo(912_000); // the demo seed's first vessel

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
}

async function choose(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fleetCount(page: Page, key: "total" | "active" | "inPort" | "maintenance") {
  const value = page.getByTestId(`fleet-count-${key}`).getByTestId("value");
  await expect(value).toBeVisible();
  return Number(await value.textContent());
}

const overview = (page: Page) => page.getByRole("region", { name: "Vessel Overview" });
const card = (page: Page, name: string) => page.getByRole("article", { name, exact: true });
// An open toast (Radix renders them as list items; a modal dialog hides them from the accessibility tree).
const toast = (page: Page, text: string) => page.locator('li[data-state="open"]').filter({ hasText: text });

test("admin adds, edits, crews, exports and deletes a vessel", async ({ page }) => {
  test.setTimeout(taskTimeout(90_000));
  // A retry meets what an interrupted attempt left (its vessel, crew member and IMO number): each attempt
  // names its own.
  const attempt = test.info().retry;
  const word = ["Voyager", "Navigator", "Pathfinder"][attempt] ?? `Voyager${attempt}`;
  const vesselName = `MV E2E ${word}`;
  const renamed = `${vesselName} II`;
  const newImo = makeImo(765_432 + attempt);
  const lastName = `${word}son`;
  const seafarer = `Erik ${lastName}`;
  await page.goto("/fleet");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fleet Management");
  const total = await fleetCount(page, "total");
  const active = await fleetCount(page, "active");

  // Add: the empty form shows the spec's field errors first.
  await page.goto("/dashboard");
  await expect(overview(page).getByTestId("vessel-card").first()).toBeVisible();
  await overview(page).getByRole("button", { name: "Add Vessel" }).click();
  const add = page.getByRole("dialog", { name: "Add New Vessel" });
  await add.getByRole("button", { name: "Add Vessel" }).click();
  await expect(add.getByText("Vessel name is required")).toBeVisible();
  await expect(add.getByText("Vessel type is required")).toBeVisible();
  await expect(add.getByText("Flag state is required")).toBeVisible();

  await add.getByLabel("Vessel Name").fill(vesselName);
  await expect(add.getByText("Vessel name is required")).toBeHidden(); // re-validates on change
  await choose(page, add, "Vessel Type", "Tanker");
  await choose(page, add, "Flag State", "Malta");
  await add.getByLabel("IMO Number").fill("1234568");
  await add.getByRole("button", { name: "Add Vessel" }).click();
  await expect(add.getByText("IMO number must be 7 digits with a valid check digit")).toBeVisible();

  // A duplicate IMO is refused by the server: the message sits on the field, the form keeps its values.
  await add.getByLabel("IMO Number").fill(SEEDED_IMO);
  await add.getByRole("button", { name: "Add Vessel" }).click();
  await expect(toast(page, "Failed to add vessel")).toBeVisible();
  await expect(add.getByText(`A vessel with IMO number ${SEEDED_IMO} already exists`)).toBeVisible();
  await expect(add.getByLabel("IMO Number")).toHaveAttribute("aria-invalid", "true");
  await expect(add.getByLabel("Vessel Name")).toHaveValue(vesselName);

  await add.getByLabel("IMO Number").fill(newImo);
  await add.getByRole("button", { name: "Add Vessel" }).click();
  await expect(toast(page, "Vessel added successfully")).toBeVisible();
  await expect(add).toBeHidden();
  await expect(card(page, vesselName)).toContainText(`IMO ${newImo}`);

  // Edit.
  await card(page, vesselName)
    .getByRole("button", { name: `Edit ${vesselName}` })
    .click();
  const edit = page.getByRole("dialog", { name: "Edit Vessel" });
  await expect(edit.getByLabel("Vessel Name")).toHaveValue(vesselName);
  await edit.getByLabel("Vessel Name").fill(renamed);
  await edit.getByLabel("Flag State").fill("Norway");
  await edit.getByLabel("Crew Capacity").fill("12");
  await edit.getByRole("button", { name: "Update Vessel" }).click();
  await expect(toast(page, "Vessel updated successfully")).toBeVisible();
  await expect(card(page, renamed)).toContainText("Norway");
  await expect(card(page, renamed)).toContainText("Crew 0/12");

  // Manage Crew: add a crew member for this vessel, remove them, then assign them back.
  await card(page, renamed).getByRole("button", { name: "Manage Crew" }).click();
  await expect(page.getByRole("dialog", { name: `Manage Crew - ${renamed}` })).toBeVisible();
  const crew = page.getByRole("dialog"); // its title changes while it shows the add crew form
  await expect(crew.getByText("No crew assigned to this vessel")).toBeVisible();
  await crew.getByRole("button", { name: "Add New Crew" }).click();
  await expect(page.getByRole("dialog", { name: "Add New Crew Member" })).toBeVisible();
  await crew.getByRole("button", { name: "Add Crew Member" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Nationality is required",
    "Date of birth is required",
    "Rank is required",
  ]) {
    await expect(crew.getByText(message)).toBeVisible();
  }
  await crew.getByLabel("First Name").fill("Erik");
  await crew.getByLabel("Last Name").fill(lastName);
  await crew.getByLabel("Nationality").fill("Norwegian");
  await crew.getByLabel("Date of Birth").fill("1988-04-12");
  await choose(page, crew, "Rank", "Able Seaman");
  await crew.getByRole("button", { name: "Add Crew Member" }).click();
  await expect(toast(page, "New crew member added successfully")).toBeVisible();

  const assigned = crew.getByRole("list", { name: "Assigned crew" });
  await expect(assigned.getByRole("listitem", { name: seafarer })).toBeVisible();
  await crew.getByRole("button", { name: `Remove ${seafarer} from vessel` }).click();
  await expect(toast(page, "Crew member removed from vessel successfully")).toBeVisible();
  await expect(crew.getByText("No crew assigned to this vessel")).toBeVisible();

  await crew.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const available = crew.getByRole("list", { name: "Available crew" });
  await expect(available.getByRole("listitem")).toHaveCount(1);
  // Erik holds no certificates: the eligibility review lists the blockers and asks for a reason.
  await crew.getByRole("button", { name: `Assign ${seafarer}` }).click();
  const review = page.getByRole("dialog", { name: new RegExp(`^Assign ${seafarer} to `) });
  await expect(review.getByRole("list", { name: "Blockers" })).toContainText("Passport is missing");
  await review.getByRole("button", { name: "Assign with override" }).click();
  await expect(review.getByText("Give a reason for the override")).toBeVisible();
  await review.getByLabel("Override reason").fill("Joins with documents sent by courier");
  await review.getByRole("button", { name: "Assign with override" }).click();
  await expect(toast(page, "Crew member assigned successfully")).toBeVisible();
  await expect(review).toHaveCount(0);
  await expect(assigned.getByRole("listitem", { name: seafarer })).toBeVisible();
  await crew.getByRole("searchbox", { name: "Search crew" }).fill("zzz-nobody");
  await expect(crew.getByText("No crew members match your search")).toHaveCount(2);
  await crew.getByRole("button", { name: "Close" }).click();
  await expect(crew).toBeHidden();
  await expect(card(page, renamed)).toContainText("Crew 1/12");

  // Fleet Management counts the new vessel, and its card shows the crew member.
  await page.goto("/fleet");
  await expect.poll(() => fleetCount(page, "total")).toBe(total + 1);
  expect(await fleetCount(page, "active")).toBe(active + 1);
  await expect(card(page, renamed)).toContainText("Crew 1/12");
  await card(page, renamed).getByRole("button", { name: "View Crew" }).click();
  const fleetCrew = page.getByRole("dialog", { name: `${renamed} Crew` });
  await expect(fleetCrew.getByRole("list", { name: "Crew on board" })).toContainText(seafarer);
  expect(
    await fleetCrew.getByRole("list", { name: "Available crew" }).getByRole("listitem").count(),
  ).toBeLessThanOrEqual(5);
  await page.keyboard.press("Escape");

  // Export: BOM, header, one row per vessel.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^fleet-management-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile(await download.path(), "utf8");
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).trimEnd().split("\r\n");
  expect(lines[0]).toBe(
    "Name,Type,IMO Number,Flag,Status,Crew Assigned,Crew Capacity,Utilization %,Active Contracts,Next Crew Change,Maintenance Until",
  );
  expect(lines).toHaveLength(total + 2);
  expect(lines).toContainEqual(`${renamed},Tanker,${newImo},Norway,Active,1,12,8,0,,`);

  // The dashboard's export is vessels-export.csv with the same rows.
  await page.goto("/dashboard");
  const [dashboardDownload] = await Promise.all([
    page.waitForEvent("download"),
    overview(page).getByRole("button", { name: "Export CSV" }).click(),
  ]);
  expect(dashboardDownload.suggestedFilename()).toBe("vessels-export.csv");
  const dashboardText = await readFile(await dashboardDownload.path(), "utf8");
  expect(dashboardText.slice(1).trimEnd().split("\r\n")).toHaveLength(total + 2);

  // Delete: the confirmation warns about the assigned crew member, who is kept.
  await card(page, renamed)
    .getByRole("button", { name: `Delete ${renamed}` })
    .click();
  const confirm = page.getByRole("alertdialog", { name: "Delete Vessel" });
  await expect(confirm.getByRole("alert")).toContainText("1 crew member is assigned to this vessel");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(toast(page, "Vessel deleted successfully")).toBeVisible();
  await expect(card(page, renamed)).toHaveCount(0);

  await page.goto("/fleet");
  await expect.poll(() => fleetCount(page, "total")).toBe(total);
  await page.goto("/dashboard");
  await overview(page).getByRole("searchbox", { name: "Search vessels" }).fill(`E2E ${word}`);
  await expect(overview(page).getByText("No vessels found")).toBeVisible();
});

test("office staff see the overview without Add Vessel and may not open Fleet Management", async ({
  page,
}) => {
  await page.goto("/dashboard");
  await expect(overview(page).getByRole("button", { name: "Add Vessel" })).toBeVisible();
  await switchRole(page, "Office Staff");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operations Dashboard");
  await expect(overview(page).getByTestId("vessel-card").first()).toBeVisible();
  await expect(overview(page).getByRole("button", { name: "Manage Crew" }).first()).toBeVisible();
  await expect(overview(page).getByRole("button", { name: "Add Vessel" })).toHaveCount(0);
  await expect(overview(page).getByRole("button", { name: /^Delete / })).toHaveCount(0);

  await page.goto("/fleet");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(page.getByText("Fleet management is only accessible to administrators.")).toBeVisible();
  await expect(page.getByTestId("fleet-count-total")).toHaveCount(0);
});

test("crew members get no vessel overview", async ({ page }) => {
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operations Dashboard");
  await expect(overview(page)).toHaveCount(0);
});

for (const theme of ["light", "dark"] as const) {
  test(`Fleet Management and the Manage Crew dialog have no serious axe violations (${theme})`, async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto("/fleet");
    await expect(page.getByTestId("vessel-card").first()).toBeVisible();
    await expect(page.getByTestId("fleet-count-total").getByTestId("value")).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);

    await page.goto("/dashboard");
    await overview(page).getByRole("button", { name: "Manage Crew" }).first().click();
    await expect(page.getByRole("list", { name: "Assigned crew" })).toBeVisible();
    expect(await axeSerious(page)).toEqual([]);
  });
}
