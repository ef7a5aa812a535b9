// axe-core's newest rules (injected, tests/e2e/support/axe.ts) on every screen, dialog and tab each role
// sees, light and dark, 1280 and 375 px: a test per role, theme and width, failing on any serious or critical
// violation, or heading-order (a moderate rule held as strictly: headings never skip a level).
import { expect, type Locator, type Page, test } from "@playwright/test";
import { DEMO_URL, PASSWORD_URL } from "../../playwright.config";
import { AXE_VERSION, axeViolations } from "./support/axe";
import { crewApi, submitAsCrew } from "./support/submissions";

/** A tiny valid PNG (the queue shows a photo's preview). */
const PNG_PHOTO = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

type Role = "admin" | "office" | "crew";
const ROLE_OPTION: Record<Role, string> = { admin: "Admin", office: "Office Staff", crew: "Crew Member" };
const OFFICE: Role[] = ["admin", "office"];

/** A state to check: opened from `path` by `open` (a dialog, tab, menu), ready when `ready` shows. */
type View = {
  name: string;
  path: string;
  roles: Role[];
  open?: (page: Page) => Promise<Locator | undefined>;
};

const main = (page: Page) => page.getByRole("main");
const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog")).first();
const click = async (page: Page, target: Locator, shows: Locator = dialog(page)) => {
  await target.first().click({ timeout: 20_000 }); // a missing opener fails fast, not at the test's end
  return shows;
};
const tab = (name: string) => async (page: Page) =>
  click(page, page.getByRole("tab", { name }), page.getByRole("tabpanel"));
const button = (name: string | RegExp) => async (page: Page) =>
  click(page, main(page).getByRole("button", { name }));

/** Makes sure a crew upload waits for review (sent once per run), then shows the page again. */
let pendingSent = false;
async function withPendingUpload(page: Page) {
  if (!pendingSent) {
    const crew = await crewApi();
    await submitAsCrew(crew, `A11Y-${Date.now()}`, PNG_PHOTO);
    await crew.dispose();
    pendingSent = true;
  }
  await page.reload();
  await settled(page);
}
const reviewButton = (name: string) => async (page: Page) => {
  await withPendingUpload(page);
  // a pending upload's own button, in the list (the toolbar's "Accept selected (0)" above it is disabled)
  const uploads = main(page).getByRole("list", { name: "Uploads to review" });
  return click(page, uploads.getByRole("button", { name: new RegExp(`^${name} `) }));
};

const VIEWS: View[] = [
  { name: "crew: Add Crew", path: "/crew", roles: OFFICE, open: button("Add Crew") },
  { name: "crew: details", path: "/crew", roles: OFFICE, open: button(/^View details of/) },
  { name: "crew: edit", path: "/crew", roles: OFFICE, open: button(/^Edit /) },
  { name: "crew: delete", path: "/crew", roles: ["admin"], open: button(/^Delete /) },
  { name: "fleet: details", path: "/fleet", roles: ["admin"], open: button("View Details") },
  {
    name: "fleet: details, Expired tab",
    path: "/fleet",
    roles: ["admin"],
    open: async (page) => {
      await button("View Details")(page);
      return click(page, dialog(page).getByRole("tab", { name: "Expired" }), dialog(page));
    },
  },
  { name: "fleet: crew", path: "/fleet", roles: ["admin"], open: button("View Crew") },
  {
    name: "scheduling: Schedule Rotation",
    path: "/scheduling",
    roles: OFFICE,
    open: button("Schedule Rotation"),
  },
  {
    name: "scheduling: a day",
    path: "/scheduling",
    roles: OFFICE,
    open: async (page) => {
      // the demo plans its joins 5 to 50 days ahead (none in the past): the first marked day may be in a
      // later month, so step forward until a day with rotations shows
      const day = main(page).getByRole("button", { name: /, [1-9]\d* rotations?:/ });
      const heading = main(page).getByTestId("calendar-month");
      for (let ahead = 0; ahead < 2 && (await day.count()) === 0; ahead++) {
        const shown = await heading.textContent();
        await main(page).getByRole("button", { name: "Next month" }).click();
        await expect(heading).not.toHaveText(shown ?? "");
        await settled(page);
      }
      return click(page, day);
    },
  },
  {
    name: "scheduling: timeline",
    path: "/scheduling",
    roles: OFFICE,
    open: async (page) => click(page, main(page).getByRole("button", { name: "Timeline" }), main(page)),
  },
  {
    name: "documents: Upload",
    path: "/documents",
    roles: ["admin", "office", "crew"],
    open: button("Upload Document"),
  },
  {
    name: "documents: details",
    path: "/documents",
    roles: ["admin", "office", "crew"],
    open: button(/^View /),
  },
  // crew uploads waiting for review: one is sent first, so the queue has an entry
  { name: "document-review: Accept", path: "/document-review", roles: OFFICE, open: reviewButton("Accept") },
  { name: "document-review: Reject", path: "/document-review", roles: OFFICE, open: reviewButton("Reject") },
  {
    name: "documents: sent for review",
    path: "/documents",
    roles: ["crew"],
    open: async (page) => {
      await withPendingUpload(page);
      return page.getByRole("list", { name: "Your uploads sent for review" });
    },
  },
  { name: "alerts: Email Settings", path: "/alerts", roles: OFFICE, open: button("Email Settings") },
  { name: "alerts: Contact", path: "/alerts", roles: OFFICE, open: button("Contact") },
  { name: "planning: Safe manning", path: "/planning", roles: ["admin"], open: button(/^Safe manning of /) },
  {
    name: "planning: a tour's sign-off",
    path: "/planning",
    roles: OFFICE,
    open: button(/Change the sign-off$/),
  },
  { name: "rest-hours: Non-conformities", path: "/rest-hours", roles: OFFICE, open: tab("Non-conformities") },
  ...["Agreements", "Wage scales", "Wage policy"].map(
    (name): View => ({ name: `wages: ${name}`, path: "/wages", roles: OFFICE, open: tab(name) }),
  ),
  {
    name: "wages: Add wage scale",
    path: "/wages",
    roles: ["admin"],
    open: async (page) => {
      await tab("Wage scales")(page);
      return button("Add wage scale")(page);
    },
  },
  // a seafarer's account opens from a portage bill that has accounts, which the demo data has only once a
  // wage scale is set: wages.spec.ts sets one and checks that dialog with axe
  ...["Compliance", "Crew Analysis", "Vessel Utilization"].map(
    (type): View => ({
      name: `reports: ${type}`,
      path: "/reports",
      roles: ["admin"],
      open: async (page) => {
        await page.getByRole("combobox", { name: "Report type" }).click();
        return click(page, page.getByRole("option", { name: type }), main(page));
      },
    }),
  ),
  ...["Notifications", "Email Settings", "Activity Report"].map(
    (name): View => ({ name: `settings: ${name}`, path: "/settings", roles: OFFICE, open: tab(name) }),
  ),
  ...["User Management", "Company", "Security", "System"].map(
    (name): View => ({ name: `settings: ${name}`, path: "/settings", roles: ["admin"], open: tab(name) }),
  ),
  {
    name: "settings: Add User",
    path: "/settings",
    roles: ["admin"],
    open: async (page) => {
      await tab("User Management")(page);
      return button("Add User")(page);
    },
  },
  {
    name: "header: bell",
    path: "/dashboard",
    roles: ["admin", "office", "crew"],
    open: async (page) => {
      await page.getByRole("button", { name: /^Notifications/ }).click();
      return page.getByRole("dialog").or(page.getByRole("heading", { level: 1, name: "Notifications" }));
    },
  },
  {
    name: "header: account menu",
    path: "/dashboard",
    roles: ["admin", "office", "crew"],
    open: (page) => click(page, page.getByTestId("user-card"), page.getByRole("menu")),
  },
  {
    name: "header: menu (375 px)",
    path: "/dashboard",
    roles: ["admin", "office", "crew"],
    open: async (page) => {
      if ((page.viewportSize()?.width ?? 1280) >= 768) return undefined;
      return click(page, page.getByRole("button", { name: "Open menu" }));
    },
  },
  {
    name: "404",
    path: "/no-such-page",
    roles: ["admin"],
    open: async (page) => page.getByRole("heading", { name: "404 Page Not Found" }),
  },
];

/** The violations found in one test, a line each; `check` adds to it, and the test ends asserting it is empty. */
type Findings = string[];

async function check(page: Page, found: Findings, label: string, within?: Locator) {
  // a dialog, menu or tab is checked on its own (the element itself, found when axe starts: the app may
  // render it anew meanwhile): the screen under it was checked already
  const violations = await axeViolations(page, within?.first());
  for (const v of violations) {
    found.push(`${label} ${v.id} (${v.targets.length}): ${v.targets.slice(0, 4).join(", ")} | ${v.summary}`);
  }
}

/** The page's links in the main navigation: every screen the role is offered. */
async function navPaths(page: Page): Promise<string[]> {
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link").first()).toBeVisible();
  return nav
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

async function settled(page: Page) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[role="status"][aria-busy="true"], [data-slot="skeleton"]')).toHaveCount(0, {
    timeout: 15_000,
  });
}

/**
 * Shows `path` the way the app's own links do (the router's client-side navigation: the app and the injected
 * axe stay loaded); a full load only when the page is not in the app yet.
 */
async function go(page: Page, path: string) {
  const here = new URL(page.url());
  const inApp = here.origin === new URL(DEMO_URL).origin;
  const heading = page.getByRole("heading", { level: 1 }).first();
  if (!inApp) await page.goto(path);
  else {
    // the router keeps the screen it leaves until the next one has loaded (its lazy chunk): wait for the
    // next one's heading (every screen's differs), or axe checks the screen being left
    const left = here.pathname === path ? null : await heading.textContent();
    await page.evaluate((to) => {
      window.history.pushState(null, "", to);
      window.dispatchEvent(new PopStateEvent("popstate"));
    }, path);
    if (left !== null) await expect(heading).not.toHaveText(left);
  }
  await expect(page).toHaveURL((url) => url.pathname === path);
  await settled(page);
}

// One test per role, theme and width: each signs in once (its own page), checks every screen the role is
// offered and every dialog, menu and tab opened on it, and fails on any violation it found. Independent,
// so the two workers share them and a retry repeats one part, not the sweep.
test.describe.configure({ mode: "parallel" });

for (const role of ["admin", "office", "crew"] as Role[]) {
  for (const theme of ["light", "dark"] as const) {
    for (const width of [1280, 375]) {
      test(`axe ${AXE_VERSION}: every screen, dialog and tab of ${role}, ${theme}, ${width} px`, async ({
        page,
      }) => {
        test.setTimeout(600_000); // admin, the longest: 4.3 min at load 15 (CI runs at 10-11)
        const found: Findings = [];
        await page.setViewportSize({ width: 1280, height: 800 });
        await page.emulateMedia({ colorScheme: theme });
        await page.goto("/dashboard");
        await page.getByRole("combobox", { name: "Switch role" }).click();
        await page.getByRole("option", { name: ROLE_OPTION[role] }).click();
        await expect(page.getByRole("combobox", { name: `Switch role: ${ROLE_OPTION[role]}` })).toBeVisible();
        const screens = await navPaths(page);
        expect(screens.length).toBeGreaterThan(1);
        const views = VIEWS.filter((v) => v.roles.includes(role));
        // every screen, then the dialogs, menus and tabs opened on it (closed with Escape)
        const paths = [...new Set([...screens, ...views.map((v) => v.path)])];
        await page.setViewportSize({ width, height: 800 });
        const at = `[${role} ${theme} ${width}]`;
        for (const path of paths) {
          await go(page, path);
          await check(page, found, `${at} ${path}`);
          for (const view of views.filter((v) => v.path === path)) {
            if (new URL(page.url()).pathname !== path) await go(page, path);
            const shown = await view.open?.(page);
            if (!shown) continue; // not at this width
            await expect(shown.first()).toBeVisible();
            await check(page, found, `${at} ${view.name}`, shown);
            await page.keyboard.press("Escape");
            await expect(page.getByRole("dialog").or(page.getByRole("alertdialog"))).toHaveCount(0);
          }
        }
        if (role === "admin") {
          // the sign-in screen of password mode (no session on that origin)
          await page.goto(`${PASSWORD_URL}/`);
          await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
          await check(page, found, `${at} sign-in`);
        }
        console.log(
          `axe-core ${AXE_VERSION} ${at}: ${found.length} serious/critical and heading-order violations`,
        );
        expect(found).toEqual([]);
      });
    }
  }
}
