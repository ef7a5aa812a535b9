// Settings, e-mail notifications and the activity log: reminder toggles persist, a test e-mail
// lands in the outbox, the Activity Report shows and exports what was just done, and an admin creates an
// office user who signs in (password mode) and is refused the admin tabs.
import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { PASSWORD_URL } from "../../playwright.config";
import { axeSerious } from "./support/axe";

async function openTab(page: Page, name: string) {
  await page.getByRole("tab", { name }).click();
}

test.describe("email notifications", () => {
  test("toggling a reminder day saves it and it persists over a reload", async ({ page }) => {
    await page.goto("/notifications");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Notifications");
    for (const title of ["Email Configuration", "Reminder Schedule", "Email Template"])
      await expect(page.getByRole("heading", { name: title })).toBeVisible();
    const day15 = page.getByRole("switch", { name: "15 days" });
    await expect(day15).toHaveAttribute("aria-checked", "true");
    await day15.click();
    await expect(page.getByText("Email settings updated successfully").first()).toBeVisible();
    await expect(day15).toHaveAttribute("aria-checked", "false");
    await page.reload();
    await expect(page.getByRole("switch", { name: "15 days" })).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "30 days" })).toHaveAttribute("aria-checked", "true");
    // And back on, also persisted.
    await page.getByRole("switch", { name: "15 days" }).click();
    await expect(page.getByRole("switch", { name: "15 days" })).toHaveAttribute("aria-checked", "true");
    await page.reload();
    await expect(page.getByRole("switch", { name: "15 days" })).toHaveAttribute("aria-checked", "true");
    // The hours-of-rest reminders: off by default, on and persisted (the scan's own test has the e-mails).
    const rest = page.getByRole("switch", { name: "Hours of rest" });
    await expect(rest).toHaveAttribute("aria-checked", "false");
    await rest.click();
    await expect(rest).toHaveAttribute("aria-checked", "true");
    await page.reload();
    await expect(page.getByRole("switch", { name: "Hours of rest" })).toHaveAttribute("aria-checked", "true");
    await page.getByRole("switch", { name: "Hours of rest" }).click();
    await expect(page.getByRole("switch", { name: "Hours of rest" })).toHaveAttribute(
      "aria-checked",
      "false",
    );
  });

  test("a test e-mail goes into the outbox (no mail server: queued, pending)", async ({ page }) => {
    await page.goto("/notifications");
    await expect(page.getByRole("textbox", { name: "Email Template" })).toHaveAttribute("rows", "8");
    await page.getByRole("button", { name: "Send Test Email" }).click();
    await expect(page.locator("[data-mail-status=queued]")).toContainText(
      "Queued — no mail server configured; visible in the Outbox",
    );
    const item = page.getByTestId("outbox-item").filter({ hasText: "CrewFleet test email" }).first();
    await expect(item).toBeVisible();
    await expect(item).toContainText("pending");
    await expect(item).toContainText("admin@crewfleet.local");
    await item.locator("summary").click();
    await expect(item).toContainText("This is a test e-mail from CrewFleet");
    await expect(item).toContainText("Dear John Smith,");
  });

  test("a message whose delivery outcome is unknown shows so, and an admin sends it again", async ({
    page,
  }) => {
    // The e2e servers have no mail server, so no send can end "unknown" there: the outbox page is served
    // one such message (the server side is outbox-sender.test.ts and the multi-instance stage); the
    // "Send again" request goes to the real route and is answered here as the server would.
    const id = "6f1c2b7e-0a4d-4c1e-9a53-2f8d1e7b9c01";
    const item = {
      id,
      kind: "reminder",
      toAddress: "ana@example.com",
      subject: "Unknown outcome reminder",
      bodyText: "Dear Ana,",
      status: "unknown",
      attempts: 1,
      lastError: "Outcome unknown: Timeout. The SMTP server may have taken the message",
      nextAttemptAt: new Date().toISOString(),
      sentAt: null,
      createdAt: new Date().toISOString(),
    };
    await page.route("**/api/email/outbox?*", (route) =>
      route.fulfill({ json: [item], headers: { "x-total-count": "1" } }),
    );
    let resent = "";
    await page.route(`**/api/email/outbox/${id}/resend`, (route) => {
      resent = route.request().method();
      return route.fulfill({ json: { id, status: "pending" } });
    });
    await page.goto("/notifications");
    const row = page.getByTestId("outbox-item").filter({ hasText: "Unknown outcome reminder" });
    await expect(row).toContainText("outcome unknown");
    await row.locator("summary").click();
    await expect(row).toContainText("not sent again by itself");
    await row.getByRole("button", { name: "Send again" }).click();
    await expect(page.getByText("The message will be sent again", { exact: true })).toBeVisible();
    expect(resent).toBe("POST");
  });

  test("the Email Settings tab hides the lists and disables Send Test Email while off", async ({ page }) => {
    await page.goto("/settings");
    await openTab(page, "Email Settings");
    await expect(page.getByPlaceholder("Enter your email template here...")).toHaveAttribute("rows", "6");
    await expect(page.getByText("Blank: this default example is used")).toBeVisible();
    // every save of the test counted from the start: a save's answer can arrive after the next click
    let saves = 0;
    page.on("response", (r) => {
      if (r.request().method() === "PUT" && r.url().endsWith("/api/email-settings")) saves++;
    });
    const master = page.getByRole("switch", { name: "Email Notifications" });
    await master.click();
    await expect(master).toHaveAttribute("aria-checked", "false");
    await expect(page.getByRole("switch", { name: "30 days" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Send Test Email" })).toBeDisabled();
    await master.click();
    await expect(master).toHaveAttribute("aria-checked", "true");
    await expect(page.getByRole("switch", { name: "30 days" })).toBeVisible();
    // flipped off and on again without waiting: the server keeps the last one (the saves go in order)
    await master.click();
    await master.click();
    await expect(master).toHaveAttribute("aria-checked", "true");
    await expect.poll(() => saves).toBe(4);
    await page.reload();
    await expect(page.getByRole("switch", { name: "Email Notifications" })).toHaveAttribute(
      "aria-checked",
      "true",
    );
    await expect(page.getByRole("switch", { name: "30 days" })).toBeVisible();
  });
});

test.describe("activity report", () => {
  test("shows the actions just taken and exports them as CSV", async ({ page }) => {
    await page.goto("/settings");
    await openTab(page, "Email Settings");
    const day7 = page.getByRole("switch", { name: "7 days" });
    await day7.click();
    await expect(day7).toHaveAttribute("aria-checked", "false");
    await day7.click();
    await expect(day7).toHaveAttribute("aria-checked", "true");

    await openTab(page, "Activity Report");
    const table = page.getByTestId("activity-table");
    await expect(table).toContainText("Email settings updated: reminder days 30, 15, 7");
    // the row of this change (another worker's test may have logged something since, so not "the first")
    const mine = table
      .getByRole("row")
      .filter({ hasText: "Email settings updated: reminder days 30, 15, 7" })
      .first();
    await expect(mine).toContainText("settings");
    await expect(mine).toContainText("Admin");
    for (const tile of ["Admin Actions", "Office Staff Actions", "Active Users", "Total Activities"])
      await expect(page.getByText(tile, { exact: true })).toBeVisible();

    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export Report" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^System-Activity-Report-\d{4}-\d{2}-\d{2}-\d{4}\.csv$/);
    const csv = readFileSync((await file.path()) as string, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain("Time,User,Role,Type,Action,Description");
    expect(csv).toContain("Email settings updated: reminder days 30, 15, 7");
    const records = csv.trim().split("\r\n").length - 1;
    await expect(page.getByText(`Activity report exported with ${records} records`).first()).toBeVisible();
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(table).toContainText("Activity report exported with");
  });
});

test.describe("settings per role", () => {
  test("crew users see Access Restricted", async ({ page }) => {
    await page.goto("/settings");
    await page.getByRole("combobox", { name: "Switch role" }).click();
    await page.getByRole("option", { name: "Crew Member" }).click();
    await expect(page.getByTestId("user-card")).toContainText("Crew Member");
    await page.goto("/settings");
    await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
    await expect(
      page.getByText("Settings are only accessible to admin and office staff members."),
    ).toBeVisible();
  });

  test("an admin creates an office user who signs in and is refused the admin tabs", async ({ page }) => {
    const username = `ops.${Date.now()}`;
    await page.goto(`${PASSWORD_URL}/`);
    await page.getByLabel("Username").fill("admin");
    await page.getByLabel("Password").fill("demo1234");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
    await page.goto(`${PASSWORD_URL}/settings`);
    await expect(page.getByRole("tab", { name: /User Management/ })).toContainText("Admin");
    await openTab(page, "User Management Admin");
    await page.getByRole("button", { name: "Add User" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Username").fill(username);
    await dialog.getByLabel("Full name").fill("Oscar Ops");
    await dialog.getByLabel("E-mail").fill("oscar@example.com");
    await dialog.getByLabel("Password").fill("pass123");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("Password must be at least 8 characters")).toBeVisible();
    await dialog.getByLabel("Password").fill("password123");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog.getByText("This password is too common; choose another")).toBeVisible();
    await dialog.getByLabel("Password").fill("quay-side-lantern-9");
    await dialog.getByRole("button", { name: "Create User" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId(`user-row-${username}`)).toContainText("Operations Staff");

    await page.getByTestId("user-card").click();
    await page.getByRole("menuitem", { name: "Sign out" }).click();
    await page.getByLabel("Username").fill(username);
    await page.getByLabel("Password").fill("quay-side-lantern-9");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByTestId("user-card")).toContainText("Operations Staff");
    await page.goto(`${PASSWORD_URL}/settings`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("System Settings");
    await expect(page.getByRole("tab", { name: "Email Settings" })).toBeVisible();
    for (const adminTab of [/User Management/, /Security/, /^System/])
      await expect(page.getByRole("tab", { name: adminTab })).toHaveCount(0);
    const res = await page.request.get(`${PASSWORD_URL}/api/users`);
    expect(res.status()).toBe(403);
  });
});

test.describe("accessibility", () => {
  for (const [path, ready] of [
    ["/notifications", "Email Configuration"],
    ["/settings", "System Information"],
  ] as const) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: ready })).toBeVisible();
      await expect(page.getByRole("status")).toHaveCount(0);
      expect(await axeSerious(page)).toEqual([]);
    });
  }
});
