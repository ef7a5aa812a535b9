// E2E helper: runs `look` at 1280 and 375 px, each in light and dark (transitions off), then puts the page
// back at 1280 px with the theme unset: for the axe checks and review screenshots of a screen or dialog.
import type { Page } from "@playwright/test";

export type Theme = "light" | "dark";

export async function atEachViewportAndTheme(
  page: Page,
  look: (width: number, theme: Theme) => Promise<void>,
) {
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.evaluate((s) => localStorage.setItem("theme", s), theme);
      await look(width, theme);
    }
  }
  await page.evaluate(() => localStorage.removeItem("theme"));
  await page.setViewportSize({ width: 1280, height: 800 });
}
