// E2E helpers for the eligibility gate: saving with blockers is refused on the form until an
// override reason is given (nothing is sent), then the save carries it; the reason is in the activity log.
import { expect, type Locator, type Page, type Request } from "@playwright/test";

/** Clicks `button` without a reason (refused, nothing sent), then with `reason`; the request it sent. */
export async function saveWithOverride(
  page: Page,
  dialog: Locator,
  button: string,
  sent: (r: Request) => boolean,
  reason: string,
): Promise<Request> {
  let count = 0;
  const listener = (r: Request) => {
    if (sent(r)) count++;
  };
  page.on("request", listener);
  await dialog.getByRole("button", { name: button }).click();
  await expect(dialog.getByText("Give a reason for the override")).toBeVisible();
  page.off("request", listener);
  expect(count).toBe(0);
  await dialog.getByLabel("Override reason").fill(reason);
  const req = page.waitForRequest(sent);
  await dialog.getByRole("button", { name: button }).click();
  return req;
}

/** The activity report's row holding `reason` reads `text`. */
export async function expectOverrideLogged(page: Page, reason: string, text: string) {
  await page.goto("/settings");
  await page.getByRole("tab", { name: "Activity Report" }).click();
  const entry = page.getByTestId("activity-table").getByRole("row").filter({ hasText: reason });
  await expect(entry).toContainText(text);
  await expect(entry).toContainText("override");
}
