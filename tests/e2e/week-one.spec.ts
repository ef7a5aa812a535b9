// The office's first week: find a seafarer from anywhere with Ctrl+K (by name, then by passport number,
// arrows and Enter, the header's button too), accept two crew uploads at once (the dialog lists them,
// asks once and reports each), and print the Compliance Matrix (print media at 1280 and 375 px, light and
// dark: no header nor sidebar, the print header; screenshots into /tmp/i36b-shots when SHOTS is set).
import { expect, type Page, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { crewApi, submitAsCrew } from "./support/submissions";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

async function switchRole(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: label }).click();
  await expect(page.getByRole("combobox", { name: `Switch role: ${label}` })).toBeVisible();
}

test("find a seafarer from anywhere with Ctrl+K, by name or by passport number", async ({ page }) => {
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const [passport] = (await (await page.request.get("/api/documents?type=passport&limit=1")).json()) as {
    documentNumber: string;
    crewMemberId: string;
    crewMember: { firstName: string; lastName: string };
  }[];
  const name = `${passport.crewMember.firstName} ${passport.crewMember.lastName}`;

  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  await expect(palette).toBeVisible();
  const input = palette.getByRole("combobox", { name: /^Search seafarers/ });
  await expect(input).toBeFocused();
  await expect(palette.getByRole("status")).toHaveText("Type at least 2 characters to search.");
  await input.fill(name);
  const seafarers = palette.getByRole("group", { name: "Seafarers" });
  await expect(seafarers.getByRole("option").first()).toContainText(name);
  await expect(input).toHaveAttribute("aria-expanded", "true");
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/palette-1280-light.png` });
  const bad = await axeViolations(page, "[role=dialog]");
  expect(bad.map((v) => `${v.id}: ${v.targets.join(", ")}`)).toEqual([]);
  // the first option is active; arrows move and wrap, Enter opens the active one
  const first = seafarers.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  await input.press("ArrowDown");
  await input.press("ArrowUp");
  await expect(first).toHaveAttribute("aria-selected", "true");
  await input.press("Enter");
  await expect(palette).toBeHidden();
  await expect(page).toHaveURL(/\/crew/);
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  await page.keyboard.press("Escape");

  // the header's button; a passport number finds its holder
  await page.getByRole("button", { name: "Search" }).click();
  await expect(input).toBeVisible();
  await input.fill(passport.documentNumber);
  const holder = palette
    .getByRole("group", { name: "Seafarers" })
    .getByRole("option", { name: new RegExp(name) });
  await expect(holder).toContainText(`No. ${passport.documentNumber}`);
  await expect(palette.getByRole("group", { name: "Documents" })).toContainText(passport.documentNumber);
  await input.fill("zzqqxx-nothing");
  await expect(palette.getByRole("status")).toHaveText("Nothing matches “zzqqxx-nothing”.");
  await input.press("Escape");
  await expect(palette).toBeHidden();
});

test("the office accepts two crew uploads at once and sees each one's outcome", async ({ page }) => {
  const crew = await crewApi();
  const stamp = Date.now();
  const a = await submitAsCrew(crew, `BULK-A-${stamp}`);
  const b = await submitAsCrew(crew, `BULK-B-${stamp}`);
  await crew.dispose();

  await page.goto("/dashboard");
  await switchRole(page, "Office Staff");
  await page.goto("/document-review");
  const queue = page.getByRole("list", { name: "Uploads to review" });
  for (const s of [a, b])
    await queue
      .getByRole("checkbox", { name: new RegExp(`Select Medical Certificate ${s.documentNumber}`) })
      .check();
  await page.getByRole("button", { name: "Accept selected (2)" }).click();
  const dialog = page.getByRole("dialog", { name: "Accept 2 documents?" });
  const records = dialog.getByRole("list", { name: "Records" });
  await expect(records.getByRole("listitem")).toHaveCount(2);
  await expect(records).toContainText(a.documentNumber);
  await expect(records).toContainText(b.documentNumber);
  await dialog.getByRole("button", { name: "Accept all" }).click();
  await expect(dialog.getByText("2 done", { exact: true })).toBeVisible();
  const outcome = dialog.getByRole("list", { name: "Outcome per record" });
  await expect(outcome.getByRole("listitem").filter({ hasText: "done" })).toHaveCount(2);
  await dialog.getByRole("button", { name: "Close" }).first().click();
  for (const s of [a, b])
    await expect(queue.getByRole("listitem").filter({ hasText: s.documentNumber })).toHaveCount(0);
  // both are documents now (the second renews the first, same type and expiry: history keeps it)
  const docs = (await (
    await page.request.get(`/api/documents?q=${stamp}&history=true&limit=100`)
  ).json()) as {
    documentNumber: string;
  }[];
  expect(docs.map((d) => d.documentNumber)).toEqual(
    expect.arrayContaining([a.documentNumber, b.documentNumber]),
  );
  await switchRole(page, "Admin (Head Office)");
});

test("the Compliance Matrix prints without header or sidebar, under the print header", async ({ page }) => {
  test.setTimeout(taskTimeout(90_000));
  await page.goto("/compliance");
  const grid = page.getByRole("table", { name: /^Crew of .* \(rows\)/ });
  await expect(grid).toBeVisible();
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 900 });
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ media: "print", colorScheme });
      await expect(page.getByRole("banner")).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
      await expect(page.getByText(/^Printed \w/)).toBeVisible();
      await expect(grid).toBeVisible();
      // paper is white whatever the theme
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toMatch(
        /^(rgb\(255, 255, 255\)|oklch\(1 0 0\))$/,
      );
      if (process.env.SHOTS)
        await page.screenshot({
          path: `${process.env.SHOTS}/matrix-print-${width}-${colorScheme}.png`,
          fullPage: true,
        });
    }
  }
  await page.emulateMedia({ media: "screen", colorScheme: "light" });
  await expect(page.getByRole("banner")).toBeVisible();
});
