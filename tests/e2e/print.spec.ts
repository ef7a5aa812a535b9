// Printing the screens an office files on paper: the Compliance Matrix, the crew list, the Planning Board
// and a vessel's Hours of Rest month. On A4 landscape (277 mm of width inside the margins, 1047 CSS px):
// no header nor sidebar, the print header with the date, every table within the page's width, and the
// Planning Board's vessels each from a new page. PRINT_SHOTS=dir keeps each screen's PDF (print it, or
// `pdftoppm -png` it to look).
import { writeFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

/** A4 landscape's printable width at 96 CSS px per inch: (297 - 2 × 10) mm. */
const A4_WIDTH = Math.floor((277 / 25.4) * 96);

async function printed(page: Page, name: string, ready: () => Promise<void>) {
  await ready();
  await page.setViewportSize({ width: A4_WIDTH, height: 740 });
  await page.emulateMedia({ media: "print", colorScheme: "dark" });
  await expect(page.getByRole("banner")).toBeHidden();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(page.getByText(/^Printed \w{3} \d{2}, \d{4}/)).toBeVisible();
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  const dir = process.env.PRINT_SHOTS;
  if (dir) await writeFile(`${dir}/${name}.pdf`, pdf);
  const overflowing = await page.evaluate(() => {
    const main = document.querySelector("main") as HTMLElement;
    const width = main.getBoundingClientRect().width;
    return [...main.querySelectorAll("table, [data-print-vessel]")]
      .filter((t) => t.getBoundingClientRect().width > width + 1 || t.scrollWidth > t.clientWidth + 1)
      .map(
        (t) =>
          `${t.getAttribute("aria-label") ?? t.tagName}: ${Math.round(t.getBoundingClientRect().width)} (${t.scrollWidth}) px of ${Math.round(width)}`,
      );
  });
  expect(overflowing, `${name}: wider than the page`).toEqual([]);
  await page.emulateMedia({ media: "screen", colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 800 });
  return pdf;
}

/** The pages of a PDF that Chromium wrote (each page is one /Type /Page object). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

test("the Compliance Matrix, the crew list, the Planning Board and a vessel's rest month print on A4", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/compliance");
  await printed(page, "compliance-matrix", () =>
    expect(page.getByRole("table", { name: /^Crew of .* \(rows\)/ })).toBeVisible(),
  );

  await page.goto("/crew");
  await printed(page, "crew-list", () => expect(page.getByTestId("crew-row").first()).toBeVisible());

  await page.goto("/planning");
  const boardVessels = page.locator("[data-print-vessel]");
  const pdf = await printed(page, "planning-board", () => expect(boardVessels.first()).toBeVisible());
  // every vessel shown on screen is printed, each from a new page
  const vessels = await boardVessels.count();
  expect(vessels).toBeGreaterThan(1);
  expect(pageCount(pdf)).toBeGreaterThanOrEqual(vessels);

  await page.goto("/rest-hours");
  await printed(page, "rest-hours-vessel-month", () =>
    expect(page.getByRole("tab", { name: "Vessel month", selected: true })).toBeVisible(),
  );
});
