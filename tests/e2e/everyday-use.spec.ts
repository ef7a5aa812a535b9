// The office's first hour: Add Crew checks the form before the server (required marks, the
// spec's messages, "Date of birth is required", no toast over the button) (item 6); the member's own
// e-mail is entered, shown and kept unique (item 1); the contract's salary and currency are entered,
// shown and edited (item 9); crew users upload but don't delete documents (item 10); a seafarer's
// navigation and pages link only what they can use, and deep links answer "Access Restricted" (item 16).

import { expect, type Locator, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe";

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
}

async function pick(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function noSeriousAxe(page: Page) {
  const bad = await axeViolations(page, '[role="dialog"]');
  expect(bad.map((v) => `${v.id}: ${v.targets.join(", ")}`)).toEqual([]);
}

const stamp = Date.now().toString(36);
const lastName = `Mailvik${stamp}`;
const fullName = `Sigrid ${lastName}`;
const email = `sigrid.${stamp}@ship.example`;

test.describe.configure({ mode: "serial" });

test("Add Crew validates in the form, then saves the member's e-mail and the contract's pay", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/crew");
  await page.getByRole("button", { name: "Add Crew" }).click();
  const dialog = page.getByRole("dialog", { name: "Add New Crew Member" });
  for (const label of ["First Name", "Last Name", "Nationality", "Date of Birth", "Rank"]) {
    await expect(dialog.locator("label").filter({ hasText: label }).first()).toContainText("*");
  }
  const posts: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/crew")) posts.push(r.url());
  });
  await dialog.getByRole("button", { name: "Add Crew Member" }).click();
  for (const message of [
    "First name is required",
    "Last name is required",
    "Nationality is required",
    "Date of birth is required",
    "Rank is required",
  ]) {
    await expect(dialog.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(dialog.getByText("Not a real calendar date")).toHaveCount(0);
  await expect(page.getByText("Failed to create crew member")).toHaveCount(0);
  expect(posts).toEqual([]); // nothing went to the server
  await expect(dialog.getByLabel("Date of Birth")).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("First Name").fill("Sigrid");
  await dialog.getByLabel("Last Name").fill(lastName);
  await dialog.getByLabel("Nationality").fill("Norwegian");
  await dialog.getByLabel("Date of Birth").fill("1987-05-06");
  await pick(page, dialog, "Rank", "Bosun");
  await dialog.getByLabel("Email", { exact: true }).fill("not-an-address");
  await dialog.getByRole("button", { name: "Add Crew Member" }).click();
  await expect(dialog.getByText("Enter a valid e-mail address")).toBeVisible();
  expect(posts).toEqual([]);
  await dialog.getByLabel("Email", { exact: true }).fill(email);
  await dialog.getByLabel("Contract Start Date").fill(new Date().toISOString().slice(0, 10));
  await dialog.getByLabel("Salary").fill("4200.5");
  await pick(page, dialog, "Currency", "EUR");
  await noSeriousAxe(page);
  await dialog.getByRole("button", { name: "Add Crew Member" }).click();
  await expect(page.getByText("New crew member added successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const row = page.getByTestId("crew-row").filter({ hasText: fullName });
  await row.getByRole("button", { name: `View details of ${fullName}` }).click();
  const details = page.getByRole("dialog", { name: fullName });
  await expect(details.getByRole("link", { name: email })).toHaveAttribute("href", `mailto:${email}`);
  await expect(details).toContainText("EUR");
  await expect(details).toContainText("€4,200.50");
  await details.getByRole("button", { name: "Close" }).first().click();
});

test("editing keeps the e-mail unique and changes the contract's salary and currency", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/crew");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const others = (await (await page.request.get("/api/crew?limit=50")).json()) as {
    email: string | null;
    lastName: string;
  }[];
  const taken = others.find((c) => c.email && c.lastName !== lastName)?.email;
  if (!taken) throw new Error("the demo crew have e-mail addresses");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(lastName);
  const row = page.getByTestId("crew-row").filter({ hasText: fullName });
  await row.getByRole("button", { name: `Edit ${fullName}` }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Crew Member" });
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(dialog.getByLabel("Salary")).toHaveValue("4200.5");
  await expect(dialog.getByRole("combobox", { name: "Currency" })).toHaveText("EUR");

  await dialog.getByLabel("Email", { exact: true }).fill(taken.toUpperCase());
  await dialog.getByRole("button", { name: "Update Crew Member" }).click();
  await expect(dialog.getByText("Another crew member already has this e-mail address")).toBeVisible();
  await expect(dialog.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await dialog.getByLabel("Email", { exact: true }).fill(`new.${email}`);
  await dialog.getByLabel("Salary").fill("5100");
  await pick(page, dialog, "Currency", "NOK");
  await noSeriousAxe(page);
  await dialog.getByRole("button", { name: "Update Crew Member" }).click();
  await expect(page.getByText("Crew member updated successfully", { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await row.getByRole("button", { name: `View details of ${fullName}` }).click();
  const details = page.getByRole("dialog", { name: fullName });
  await expect(details.getByRole("link", { name: `new.${email}` })).toBeVisible();
  await expect(details).toContainText("NOK");
  await expect(details).toContainText(/NOK\s?5,100\.00/);
});

test("crew users upload their own documents but have no Edit or Delete (a correction is an upload the office reviews); office staff do", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  await page.goto("/documents");
  const table = page.getByRole("table", { name: "Documents" });
  const firstView = table.getByRole("button", { name: /^View / }).first();
  await expect(firstView).toBeVisible();
  await expect(table.getByRole("button", { name: /^Edit / })).toHaveCount(0);
  await expect(table.getByRole("button", { name: /^Delete / })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Upload Document" })).toBeVisible();
  const mine = (await (await page.request.get("/api/documents?limit=1")).json()) as { id: string }[];
  expect((await page.request.delete(`/api/documents/${mine[0].id}`)).status()).toBe(403);
  expect((await page.request.get(`/api/documents/${mine[0].id}`)).status()).toBe(200);

  await switchRole(page, "Office Staff");
  await expect(page.getByTestId("user-card")).toContainText("Operations Staff");
  await page.goto("/documents");
  await expect(table.getByRole("button", { name: /^Edit / }).first()).toBeVisible();
  await expect(table.getByRole("button", { name: /^Delete / }).first()).toBeVisible();
});

const CREW_PAGES = ["/dashboard", "/documents", "/rest-hours", "/wages"];
const RESTRICTED = [
  "/crew",
  "/fleet",
  "/scheduling",
  "/alerts",
  "/reports",
  "/settings",
  "/notifications",
  "/document-review",
];

/** The app paths an <a> on the page leads to (files under /api and in-page anchors left out). */
const appLinks = (page: Page) =>
  page.$$eval("a[href]", (as) =>
    as
      .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
      .filter((p) => !p.startsWith("/api/") && p !== location.pathname),
  );

test("a seafarer's navigation and pages link only what they can use; deep links say Access Restricted", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  await switchRole(page, "Crew Member");
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Dashboard", "Documents", "Hours of Rest", "Wages"]);
  for (const path of CREW_PAGES) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toHaveCount(0);
    const links = await appLinks(page);
    expect(
      links.filter((l) => !CREW_PAGES.includes(l) && l !== "/"),
      path,
    ).toEqual([]);
  }
  for (const path of RESTRICTED) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: "Access Restricted" }), path).toBeVisible();
  }
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/dashboard");
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(
    page.getByRole("dialog").getByRole("link", { name: /Dashboard|Documents|Hours of Rest|Wages/ }),
  ).toHaveCount(4);
  const drawerLinks = await page
    .getByRole("dialog")
    .getByRole("navigation", { name: "Main" })
    .getByRole("link")
    .allTextContents();
  expect(drawerLinks).toEqual(["Dashboard", "Documents", "Hours of Rest", "Wages"]);
});
