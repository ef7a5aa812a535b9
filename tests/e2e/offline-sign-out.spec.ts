// A shared phone on board, without a connection: a seafarer signs in, reads their data and a passport
// scan, records a day offline, and signs out while still offline. Sign-out clears the device first,
// whatever the network says: their answers kept by the service worker, their queued writes and the
// session the worker serves; the scan (sent "private, no-store") was never kept at all. A reload still
// offline opens no one's data; once online, the server logout queued meanwhile ends their session.
import { expect, type Page, request, test } from "@playwright/test";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

async function signInAsCrew(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: "Crew Member" }).click();
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
}

async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Every URL kept in Cache Storage outside the app shell's precache. */
function keptUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => !n.startsWith("workbox-precache"));
    const urls = await Promise.all(
      names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname)),
    );
    return urls.flat();
  });
}

/** The writes waiting in IndexedDB, of every user. */
function queuedWrites(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("crewfleet-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("writes")) return resolve(0);
          const count = db.transaction("writes").objectStore("writes").count();
          count.onsuccess = () => resolve(count.result);
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

test("signing out offline on a shared phone leaves nothing of the seafarer; a reload offline opens no one", async ({
  page,
  context,
}) => {
  test.setTimeout(taskTimeout(90_000));
  await signInAsCrew(page);
  await controlledBySw(page);
  const origin = new URL(page.url()).origin;
  const me = (await (await page.request.get("/api/auth/session")).json()).user;

  // their passport scan, sent for review, opened through the worker
  const slot = await (
    await page.request.post("/api/upload", {
      data: { filename: "passport.png", fileType: "image/png" },
      headers: { Origin: origin },
    })
  ).json();
  const put = await page.request.put(slot.uploadURL, {
    data: PNG,
    headers: { "content-type": "image/png", Origin: origin },
  });
  expect(put.ok()).toBe(true);
  const made = await page.request.post("/api/documents", {
    data: {
      crewMemberId: me.crewMemberId,
      type: "passport",
      documentNumber: "SHARED-PHONE-1",
      issueDate: "2024-01-01",
      expiryDate: "2034-01-01",
      issuingAuthority: "Manila",
      filePath: slot.filePath,
    },
    headers: { Origin: origin },
  });
  expect(made.status()).toBe(202);
  const scanUrl: string = (await made.json()).filePath;
  const scan = await page.evaluate(async (url) => {
    const res = await fetch(url);
    return { status: res.status, cacheControl: res.headers.get("cache-control") };
  }, scanUrl);
  expect(scan).toEqual({ status: 200, cacheControl: "private, no-store" });

  // their data read online, kept for offline use; the scan is not kept
  await page.reload();
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  await expect.poll(() => keptUrls(page)).toEqual(expect.arrayContaining(["/api/auth/session"]));
  expect(await keptUrls(page)).not.toContain(scanUrl);

  // offline: a day recorded waits in the queue; then they sign out, still offline
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.evaluate(
    async ({ url, origin }) => {
      // the app's own write queue, as the hours-of-rest screen fills it
      const open = indexedDB.open("crewfleet-offline");
      await new Promise((resolve) => {
        open.onsuccess = resolve;
      });
      const tx = open.result.transaction("writes", "readwrite");
      tx.objectStore("writes").put({
        key: `w-${crypto.randomUUID()}`,
        userId: url,
        kind: "rest-day",
        method: "PUT",
        url: `${origin}/nowhere`,
        target: "x",
        createdAt: Date.now(),
        state: "pending",
      });
      await new Promise((resolve) => {
        tx.oncomplete = resolve;
      });
    },
    { url: me.id, origin },
  );
  expect(await queuedWrites(page)).toBe(1);

  const crewCookies = await context.cookies();
  await page.getByTestId("user-card").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByText("Failed to sign out")).toHaveCount(0);
  await expect(page.getByTestId("user-card")).toHaveCount(0);
  await expect.poll(() => keptUrls(page)).toEqual([]);
  expect(await queuedWrites(page)).toBe(0);

  // a reload still offline: the app opens, as no one
  await page.reload();
  await expect(page.getByTestId("user-card")).toHaveCount(0);
  await expect(page.getByText("Crew Member")).toHaveCount(0);
  expect(await keptUrls(page)).toEqual([]);
  const scanOffline = await page.evaluate(async (url) => {
    try {
      return (await fetch(url)).status;
    } catch {
      return "network error";
    }
  }, scanUrl);
  expect(scanOffline).toBe("network error");

  // back online: the server logout queued at sign-out is sent; the seafarer's session cookie is dead
  await context.setOffline(false);
  await page.reload();
  // the sign-in screen, or (demo mode, once the logout is through) the demo admin: never the seafarer
  const card = page.getByTestId("user-card");
  await expect(card.or(page.getByRole("button", { name: "Sign In" }))).toBeVisible();
  await expect(card.filter({ hasText: "Crew Member" })).toHaveCount(0);
  const oldDevice = await request.newContext({
    baseURL: origin,
    storageState: { cookies: crewCookies, origins: [] },
  });
  await expect.poll(async () => (await (await oldDevice.get("/api/auth/session")).json()).user).toBeNull();
  await oldDevice.dispose();
});
