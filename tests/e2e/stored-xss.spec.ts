// Stored HTML is shown as text: a crew member and a vessel whose names hold an <img>
// with an onerror handler are saved through the API, then every screen that shows them is opened. The
// markup must read literally on screen and never become an element. (The CSP would also stop the inline
// handler, so the test checks the DOM itself, not only that the handler did not run.)
import { expect, type Page, test } from "@playwright/test";
import { taskTimeout } from "./support/timeouts";

const XSS = "<img src=x onerror=window.__xss=1>";
const suffix = Date.now().toString(36);
const LAST_NAME = `Xss${suffix}`;
const VESSEL = `MV ${XSS} ${suffix}`;

const isoDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function expectNoInjectedMarkup(page: Page, screen: string) {
  const found = await page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"]').length,
    handlers: document.querySelectorAll("[onerror]").length,
  }));
  expect(found, screen).toEqual({ xss: undefined, images: 0, handlers: 0 });
}

/** Scrolls every windowed list (a scroll box taller inside than out) step by step until `text` is in the DOM. */
async function scrollUntilPresent(page: Page, text: string) {
  const present = () => page.getByText(text, { exact: false }).count();
  await page.getByRole("heading", { level: 1 }).waitFor();
  for (let step = 0; step < 60 && (await present()) === 0; step++) {
    const scrolled = await page.evaluate(() => {
      let moved = false;
      for (const el of document.querySelectorAll<HTMLElement>("*")) {
        const style = getComputedStyle(el);
        if (!/(auto|scroll)/.test(style.overflowY) || el.scrollHeight <= el.clientHeight) continue;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight) continue;
        el.scrollTop += el.clientHeight * 0.8;
        moved = true;
      }
      return moved;
    });
    if (!scrolled) await page.waitForTimeout(200); // data still loading: nothing to scroll yet
  }
}

test("stored HTML in a crew member's and a vessel's name is shown as text, never run", async ({ page }) => {
  test.setTimeout(taskTimeout(120_000));
  const shell = await page.goto("/dashboard"); // demo mode: the app signs in as the demo admin
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // the second line of defence: the app shell forbids inline script
  const scriptSrc = shell?.headers()["content-security-policy"]?.match(/script-src ([^;]*)/)?.[1];
  expect(scriptSrc?.trim()).toBe("'self'");

  // page.request shares the page's session cookie and sends no foreign Origin
  const vessel = await page.request.post("/api/vessels", {
    data: { name: VESSEL, type: "Tanker", flag: "Malta" },
  });
  expect(vessel.status()).toBe(201);
  const vesselId = (await vessel.json()).id as string;
  const crew = await page.request.post("/api/crew", {
    data: {
      firstName: XSS,
      lastName: LAST_NAME,
      nationality: "Maltese",
      dateOfBirth: "1990-01-01",
      rank: "Bosun",
      currentVesselId: vesselId,
      contractStartDate: isoDay(-10),
      contractEndDate: isoDay(20),
    },
  });
  expect(crew.status()).toBe(201);
  const crewMemberId = (await crew.json()).id as string;
  const doc = await page.request.post("/api/documents", {
    data: {
      crewMemberId,
      type: "passport",
      documentNumber: `X${suffix}`.slice(0, 20),
      issueDate: isoDay(-300),
      expiryDate: isoDay(5),
      issuingAuthority: XSS,
    },
  });
  expect(doc.status()).toBe(201);
  const rotation = await page.request.post("/api/rotations", {
    // the member holds only a passport: the join is saved over the eligibility blockers, with a reason
    data: {
      crewMemberId,
      vesselId,
      joinDate: isoDay(3),
      rotationType: "join",
      notes: XSS,
      override: { reason: XSS },
    },
  });
  expect(rotation.status()).toBe(201);

  const crewName = `${XSS} ${LAST_NAME}`;
  const screens: { path: string; text: string; search?: string }[] = [
    { path: "/crew", text: crewName, search: LAST_NAME },
    { path: "/fleet", text: VESSEL },
    // the Document Center's search matches type, number or issuing authority (spec), not the crew name
    { path: "/documents", text: crewName, search: `X${suffix}`.slice(0, 20) },
    { path: "/alerts", text: crewName },
    { path: "/scheduling", text: crewName },
    { path: "/dashboard", text: VESSEL },
  ];
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (screen.search) await page.getByRole("searchbox").first().fill(screen.search);
    await scrollUntilPresent(page, screen.text); // long lists are windowed: bring the row into the DOM
    await expect(page.getByText(screen.text, { exact: false }).first(), screen.path).toBeVisible();
    await expectNoInjectedMarkup(page, screen.path);
  }
});
