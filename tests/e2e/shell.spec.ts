// The app shell: demo sign-in, sidebar per role, theme, mobile drawer, 404, password-mode login, a11y.
import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_URL } from "../../playwright.config";
import { axeSerious } from "./support/axe";

// the office's review queue shows "N waiting" beside its name while crew uploads wait
const REVIEW = /^Document Review(\s*\d+ waiting)?$/;
const ADMIN_NAV = [
  "Dashboard",
  "Crew Management",
  "Fleet Management",
  "Scheduling",
  "Planning Board",
  "Documents",
  REVIEW,
  "Compliance Matrix",
  "Alerts",
  "Hours of Rest",
  "Wages",
  "Reports",
  // beyond the spec's sidebar: import from spreadsheets (DESIGN.md, "what an office needs from week one")
  "Import",
  "Settings",
  "Notifications",
];
const OFFICE_NAV = [
  "Dashboard",
  "Crew Management",
  "Fleet Management",
  "Scheduling",
  "Planning Board",
  "Documents",
  REVIEW,
  "Compliance Matrix",
  "Alerts",
  "Hours of Rest",
  "Wages",
  "Import",
];
const CREW_NAV = ["Dashboard", "Documents", "Hours of Rest", "Wages"];

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
}

test.describe("demo mode", () => {
  test("opens signed in as the demo admin", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fleet Dashboard");
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("sidebar shows the spec's items per role", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(mainNav(page).getByRole("link")).toHaveText(ADMIN_NAV);
    await expect(mainNav(page).getByRole("heading")).toHaveText(["Fleet Management", "Compliance", "System"]);

    await switchRole(page, "Office Staff");
    await expect(page.getByTestId("user-card")).toContainText("Operations Staff");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operations Dashboard");
    await expect(mainNav(page).getByRole("link")).toHaveText(OFFICE_NAV);

    await switchRole(page, "Crew Member");
    await expect(page.getByTestId("user-card")).toContainText("Crew Member");
    await expect(mainNav(page).getByRole("link")).toHaveText(CREW_NAV);
    await page.goto("/crew");
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a role switch while the session is being read again keeps the new role", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
    // the next read of the session is answered by the server at once (as the admin) but reaches the page
    // only after the switch, as a re-check under way when the user switches does
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let answered: () => void = () => {};
    const read = new Promise<void>((resolve) => (answered = resolve));
    await page.route("**/api/auth/session", async (route) => {
      const response = await route.fetch();
      answered();
      await held;
      await route.fulfill({ response });
    });
    // a data request answering 401 makes the app read the session again (use-session-expiry.ts): the
    // crew screen's figures, which the dashboard has not read
    await page.route("**/api/crew/stats", (route) => route.fulfill({ status: 401, json: { message: "x" } }), {
      times: 1,
    });
    await mainNav(page).getByRole("link", { name: "Crew Management" }).click();
    await read;
    await switchRole(page, "Office Staff");
    await expect(page.getByTestId("user-card")).toContainText("Operations Staff");
    const delivered = page.waitForEvent("requestfinished", (r) => r.url().endsWith("/api/auth/session"));
    release();
    await delivered;
    await page.unroute("**/api/auth/session");
    // the old answer has reached the page; a screen opened after it is still the office's
    await mainNav(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Operations Dashboard");
    await expect(page.getByTestId("user-card")).toContainText("Operations Staff");
    await switchRole(page, "Admin (Head Office)");
  });

  test("navigating marks the active item and shows the screen's title", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Documents" }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Document Center");
    await expect(mainNav(page).getByRole("link", { name: "Documents" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(mainNav(page).getByRole("link", { name: "Dashboard" })).not.toHaveAttribute("aria-current");
  });

  test("the bell opens Email Notifications when nothing is expiring", async ({ page }) => {
    // the demo data has expiring documents and missing certificates; answer the bell's queries with none
    for (const list of ["expiring-documents", "missing-certificates"])
      await page.route(`**/api/alerts/${list}**`, (route) =>
        route.fulfill({ json: [], headers: { "x-total-count": "0" } }),
      );
    await page.goto("/");
    const bell = page.getByRole("button", { name: "Notifications" });
    await expect(bell).not.toHaveAttribute("aria-busy"); // its lists have answered: none
    await bell.click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Notifications");
  });

  test("start-up asks for the session beside the config, and the dashboard's figures first", async ({
    page,
  }) => {
    // the config's answer is held until the session has been asked for: if the session waited for the
    // config (one round trip more before any screen's data), it never would be, and the dashboard never shows
    let sessionAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (sessionAsked = resolve));
    page.on("request", (r) => {
      if (new URL(r.url()).pathname === "/api/auth/session") sessionAsked();
    });
    await page.route("**/api/auth/config", async (route) => {
      await asked;
      await route.continue();
    });
    const data: string[] = [];
    page.on("request", (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith("/api/") && !path.startsWith("/api/auth/")) data.push(path);
    });
    await page.goto("/dashboard");
    await expect(page.getByTestId("stat-active-crew-value")).toBeVisible();
    // the stat cards and problem figures are asked for before the sections' lists
    expect(data[0]).toBe("/api/dashboard/stats");
  });

  for (const failing of ["config", "session"])
    test(`the ${failing} failing at start-up shows "Try again", which signs in once it answers`, async ({
      page,
    }) => {
      let fail = true;
      await page.route(`**/api/auth/${failing}`, (route) =>
        fail
          ? route.fulfill({ status: 503, json: { message: "Service unavailable", code: "UNAVAILABLE" } })
          : route.continue(),
      );
      await page.goto("/dashboard");
      await expect(page.getByText("Could not load your session.")).toBeVisible();
      // the server's message, not the status and the raw body
      await expect(page.getByText("Service unavailable", { exact: true })).toBeVisible();
      fail = false;
      await page.getByRole("button", { name: "Try again" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fleet Dashboard");
    });

  test("the bell clicked before its lists answer opens its popover, loading, not Email Notifications", async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // the bell's three lists (expired, expiring, missing) held: until they answer it counts nothing
    for (const list of ["expiring-documents", "missing-certificates"])
      await page.route(`**/api/alerts/${list}**`, async (route) => {
        await held;
        await route.continue();
      });
    await page.goto("/dashboard");
    const bell = page.getByRole("button", { name: /^Notifications/ });
    await expect(bell).toHaveAttribute("aria-busy", "true");
    await bell.click();
    const popover = page.getByRole("dialog", { name: "Document Alerts" });
    await expect(popover.getByRole("status")).toHaveText("Loading alerts…");
    await expect(page).toHaveURL(/\/dashboard$/);
    release();
    await expect(popover.getByTestId("bell-expiring").getByRole("button").first()).toBeVisible();
    await expect(bell).not.toHaveAttribute("aria-busy");
  });

  test("the theme toggle persists over a reload", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await expect(page.locator("html")).not.toHaveClass(/dark/);
    await page.getByRole("button", { name: "Toggle theme" }).click();
    await expect(page.locator("html")).toHaveClass(/dark/);
    await page.reload();
    await expect(page.getByTestId("user-card")).toBeVisible();
    await expect(page.locator("html")).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
  });

  test("at 375 px the drawer opens and closes", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fleet Dashboard");
    await expect(mainNav(page)).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const drawer = page.getByRole("dialog");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await page.mouse.click(340, 400); // the dark overlay right of the drawer
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    // closed from the keyboard, the focus is back on the button that opened it
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();

    await page.getByRole("button", { name: "Open menu" }).click();
    await drawer.getByRole("link", { name: "Crew Management" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/crew$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crew Management");
  });

  test("an unknown path shows the 404 screen", async ({ page }) => {
    await page.goto("/no-such-page");
    await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("signing out shows the login page; a reload signs in as the demo admin again", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("user-card").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`dashboard has no serious or critical axe violations (${theme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.goto("/dashboard");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        theme === "dark",
      );
      expect(await axeSerious(page)).toEqual([]);
    });
  }

  test("screenshot of the dashboard shell for the README", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/dashboard");
    await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByTestId("stat-active-crew-value")).toBeVisible(); // the stats have loaded
    const path = fileURLToPath(new URL("../../docs/screenshot-dashboard.png", import.meta.url));
    await page.screenshot({ path });
  });
});

test.describe("password mode", () => {
  test("shows the login page, rejects a wrong password, signs in admin", async ({ page }) => {
    await page.goto(`${PASSWORD_URL}/`);
    const submit = page.getByRole("button", { name: "Sign In" });
    await expect(submit).toBeVisible();
    await expect(page.getByTestId("user-card")).toHaveCount(0);

    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("wrong-password");
    await submit.click();
    await expect(page.getByRole("alert")).not.toBeEmpty();
    await expect(page.getByTestId("user-card")).toHaveCount(0);

    await page.getByLabel("Password").fill("demo1234");
    await submit.click();
    await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
    await expect(page.getByRole("combobox", { name: "Switch role" })).toHaveCount(0);
  });
});
