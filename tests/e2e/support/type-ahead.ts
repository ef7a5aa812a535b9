// Choosing an option of an open Radix select as a keyboard user does: type-ahead, then Enter.
// A long list (the document types: 24+ in groups, ~900 px) scrolls inside a ~400 px viewport whose scroll
// buttons appear, and auto-scroll on hover, as it scrolls: a pointer click on an option far down can land
// on a group label or a button that has just appeared, and the list then stays open (seen in CI runs).
import { expect, type Locator, type Page } from "@playwright/test";

/** With `combobox`'s list open, types `typed` (enough of the name to single it out), checks that the option
 * `name` has the focus, presses Enter and checks that the combobox now shows it. */
export async function chooseByTypeAhead(page: Page, combobox: Locator, name: string, typed: string) {
  await page.keyboard.type(typed);
  await expect(page.getByRole("option", { name })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(combobox).toHaveText(name);
}
