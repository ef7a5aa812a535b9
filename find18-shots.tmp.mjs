import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:5343";
const shots = [
  ["alerts", "/alerts", null],
  ["alerts-upcoming", "/alerts?severity=upcoming", null],
  ["bell", "/dashboard", async (p) => { await p.getByRole("button", { name: "Notifications" }).click(); await p.getByTestId("bell-expired").waitFor(); }],
  ["crew", "/crew?sort=rank", null],
  ["activity", "/settings?tab=activity", null],
  ["scheduling", "/scheduling?view=timeline", null],
  ["documents", "/documents", null],
  ["reports", "/reports", null],
  ["notifications-test", "/notifications", async (p) => { await p.getByRole("button", { name: "Send Test Email" }).click(); await p.locator("[data-mail-status]").waitFor(); }],
];
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const theme of ["light", "dark"]) {
  for (const width of [1280, 375]) {
    const ctx = await browser.newContext({ viewport: { width, height: width === 375 ? 800 : 900 }, colorScheme: theme });
    const page = await ctx.newPage();
    for (const [name, url, act] of shots) {
      if (process.argv[2] && !process.argv.slice(2).includes(name)) continue;
      await page.goto(base + url);
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(600);
      if (act) await act(page);
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/work/shots/find18/${name}-${width}-${theme}.png`, fullPage: name !== "bell" && width !== 375 });
    }
    await ctx.close();
  }
}
await browser.close();
