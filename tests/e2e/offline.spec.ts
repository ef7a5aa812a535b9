// The seafarer's app on board, in chromium with the browser set offline: installable (manifest
// linked and valid, the service worker registered and controlling after a reload); a crew user who
// visited once reloads offline and sees their documents and hours of rest, records three days offline,
// goes online, and the server has exactly those three days once each (sending the queue again changes
// nothing); an office edit of one of the days made meanwhile is shown beside theirs, not lost.
// The crew member's own data opens offline on screens never visited online (kept once idle after
// sign-in; every screen's chunk precached), also a day later; a document photographed offline waits to
// upload, reaches the server once when online (replaying it twice more writes nothing); a refused upload
// shows its reason and can be discarded.
// Axe runs on the sync status, the conflict and the waiting and refused uploads, light and dark, at 1280
// and 375 px; OFFLINE_SHOTS=dir also saves screenshots of them.
import {
  type APIRequestContext,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
  request,
  test,
} from "@playwright/test";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

test.describe.configure({ mode: "serial" });

async function signInAsCrew(page: Page) {
  await page.goto("/dashboard");
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: "Crew Member" }).click();
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
}

/** Waits until the service worker is active and this page is controlled by it (a reload if needed). */
async function controlledBySw(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Axe (serious, critical) in both themes at 1280 and 375 px, with screenshots when OFFLINE_SHOTS is set. */
async function looksRight(page: Page, name: string, focus?: Locator) {
  // the theme switch animates colours; axe reads them at rest
  await page.addStyleTag({
    content: "*,*::before,*::after{transition:none!important;animation:none!important}",
  });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 800 });
    await focus?.scrollIntoViewIfNeeded();
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      expect(await axeSerious(page)).toEqual([]);
      const dir = process.env.OFFLINE_SHOTS;
      if (dir) await page.screenshot({ path: `${dir}/${name}-${width}-${theme}.png` });
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
}

/** Two months back: a past month no other spec fills or signs. */
function pastMonth(): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
}
const MONTH = pastMonth();
/** Three days of that month no earlier attempt recorded: a retry (CI retries once) records the next three,
 * since the first attempt's days may already be on the server. */
const daysOfAttempt = (retry: number) =>
  [0, 1, 2].map((i) => `${MONTH}-${String(20 + 3 * retry + i).padStart(2, "0")}`);
const row = (page: Page, date: string) => page.locator(`[data-testid="rest-day"][data-date="${date}"]`);

interface QueuedWrite {
  key: string;
  method: string;
  url: string;
  body?: unknown;
}

/** The queued writes as the app keeps them in IndexedDB. */
function readQueue(page: Page): Promise<QueuedWrite[]> {
  return page.evaluate(
    () =>
      new Promise<QueuedWrite[]>((resolve, reject) => {
        const open = indexedDB.open("crewfleet-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("writes").objectStore("writes").getAll();
          all.onsuccess = () => resolve(all.result as QueuedWrite[]);
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

async function officeApi(): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL: test.info().project.use.baseURL });
  expect((await api.post("/api/auth/demo")).ok()).toBe(true);
  return api;
}

test("installable: manifest linked and valid, the service worker controls the page after a reload", async ({
  page,
}) => {
  const response = await page.goto("/dashboard");
  const csp = response?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("worker-src 'self'");
  expect(csp).toContain("manifest-src 'self'");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = await (await page.request.get(href as string)).json();
  expect(manifest).toMatchObject({ name: "CrewFleet", start_url: "/", display: "standalone", scope: "/" });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  await signInAsCrew(page);
  await controlledBySw(page);
  const swUrl = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(swUrl).toMatch(/\/sw\.js$/);
  await page.reload(); // read through the worker once
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  // the app shell is precached and the crew member's answers kept: without a connection the app opens
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.context().setOffline(false);

  // the crew member's answers are kept in a cache of their own, deleted when they sign out
  const apiCaches = () =>
    page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith("api-")));
  const me = (await (await page.request.get("/api/auth/session")).json()).user;
  expect(await apiCaches()).toEqual([`api-${me.id}`]);
  await page.getByTestId("user-card").click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
  await expect.poll(apiCaches).toEqual([]);
});

test("a seafarer reads offline, records three days offline, syncs once; a conflicting office edit is shown", async ({
  page,
  context,
}) => {
  test.setTimeout(taskTimeout(120_000));
  const DAYS = daysOfAttempt(test.info().retry);
  await signInAsCrew(page);
  await controlledBySw(page);
  const me = (await (await page.request.get("/api/auth/session")).json()).user;
  const crewId: string = me.crewMemberId;

  // the first visit, online: documents and the month
  await page.goto("/documents");
  const firstDocument = page.locator("tbody tr").first();
  await expect(firstDocument).toBeVisible();
  const documentText = ((await firstDocument.locator("td").first().textContent()) ?? "").trim();
  await page.goto(`/rest-hours?month=${MONTH}`);
  await expect(row(page, DAYS[0])).toContainText("Not recorded");

  await goOffline(context, page);
  await page.reload();
  await expect(page.getByTestId("sync-status")).toHaveAttribute("data-online", "false");
  await expect(row(page, DAYS[0])).toContainText("Not recorded");
  await page.goto("/documents");
  await expect(page.locator("tbody tr").first()).toContainText(documentText);
  await page.goto(`/rest-hours?month=${MONTH}`);

  // three days recorded offline: the day-work template, then "copy yesterday" twice
  let r = row(page, DAYS[0]);
  await r.getByRole("button", { expanded: false }).click();
  await r.getByRole("combobox", { name: "Watch template" }).selectOption("day-work");
  await r.getByRole("button", { name: "Save day" }).click();
  await expect(page.getByText("Saved on this device", { exact: false }).first()).toBeVisible();
  for (const date of DAYS.slice(1)) {
    r = row(page, date);
    await r.getByRole("button", { expanded: false }).click();
    await r.getByRole("button", { name: "Copy yesterday" }).click();
    await r.getByRole("button", { name: "Save day" }).click();
    await expect(r.getByText("Unsaved")).toHaveCount(0);
  }
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("data-pending", "3");
  // the queue survives a reload without a connection, and the days show what the seafarer recorded
  await page.reload();
  await expect(status).toHaveAttribute("data-pending", "3");
  await expect(row(page, DAYS[2])).toContainText("Waiting to sync");
  await expect(row(page, DAYS[2])).toContainText("Rest 16 h · work 8 h");
  const queued = await readQueue(page);
  expect(queued).toHaveLength(3);
  await looksRight(page, "offline-waiting", row(page, DAYS[2]));

  // meanwhile the office records the third day
  const office = await officeApi();
  const officeDay = await office.put(`/api/crew/${crewId}/rest-hours/${DAYS[2]}`, {
    data: { work: [{ from: "00:00", to: "06:00" }] },
  });
  expect(officeDay.ok()).toBe(true);

  await context.setOffline(false);
  await expect(status).toHaveAttribute("data-online", "true");
  await expect(status).toHaveAttribute("data-pending", "0");
  await expect(status).toHaveAttribute("data-problems", "1");

  const readDays = async () => {
    const res = await office.get(`/api/crew/${crewId}/rest-hours?from=${DAYS[0]}&to=${DAYS[2]}`);
    return (await res.json()) as { days: { date: string; work: unknown; recordedAt: string }[] };
  };
  const after = await readDays();
  expect(after.days.map((d) => d.date)).toEqual(DAYS);
  const dayWork = [
    { from: "08:00", to: "12:00" },
    { from: "13:00", to: "17:00" },
  ];
  expect(after.days[0].work).toEqual(dayWork);
  expect(after.days[1].work).toEqual(dayWork);
  expect(after.days[2].work).toEqual([{ from: "00:00", to: "06:00" }]); // not overwritten

  // sending the whole queue again, with the same keys: the same answers, nothing written again
  // a connection the server closed as idle can reset under the request (a CI run saw ECONNRESET here): sent
  // again once, which the idempotency key makes safe, as the app's own queue would
  const send = (w: (typeof queued)[number]) =>
    page.request.fetch(w.url, {
      method: w.method,
      data: w.body,
      headers: { "Idempotency-Key": w.key, Origin: new URL(page.url()).origin },
    });
  for (const w of queued) {
    const res = await send(w).catch((e: Error) => {
      if (!/ECONNRESET/.test(e.message)) throw e;
      return send(w);
    });
    if (w.url.endsWith(DAYS[2])) expect(res.status()).toBe(409);
    else expect(res.headers()["idempotent-replayed"]).toBe("true");
  }
  expect(await readDays()).toEqual(after);

  // the conflict, both versions side by side; the seafarer keeps theirs
  await status.click();
  const problem = page.getByTestId("sync-problem");
  await expect(problem).toContainText("was changed by someone else");
  await expect(problem.getByTestId("conflict-mine")).toContainText("Work 08:00–12:00, 13:00–17:00");
  await expect(problem.getByTestId("conflict-theirs")).toContainText("Work 00:00–06:00");
  await looksRight(page, "conflict");
  if (!(await problem.isVisible())) await status.click();
  await problem.getByRole("button", { name: "Keep mine" }).click();
  await expect(status).toHaveAttribute("data-problems", "0");
  await expect.poll(async () => (await readDays()).days[2].work).toEqual(dayWork);
  await office.dispose();
});

async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test("a renewed document photographed on board is made smaller in the browser before upload", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(60_000)); // a 6 MB photo drawn, made smaller and sent: slow on a loaded machine
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(3000, 2000);
  const g = canvas.getContext("2d");
  const image = g.createImageData(3000, 2000);
  let seed = 7; // noise (a photo's grain), so the PNG stays as heavy as a camera's
  for (let i = 0; i < image.data.length; i++) {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    image.data[i] = i % 4 === 3 ? 255 : seed >>> 24;
  }
  g.putImageData(image, 0, 0);
  const photo = canvas.toBuffer("image/png");
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024); // over the upload limit as it comes

  await signInAsCrew(page);
  await page.goto("/documents");
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("combobox", { name: "Document Type" }).click();
  await page.getByRole("option", { name: "Visa" }).click();
  const number = `PHOTO-${Date.now()}`;
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2026-01-01");
  await dialog.getByLabel("Expiry Date").fill("2028-01-01");
  await dialog.getByLabel("Issuing Authority").fill("Embassy");
  const camera = dialog.getByLabel("Or take a photo");
  await expect(camera).toHaveAttribute("capture", "environment");
  await camera.setInputFiles({ name: "IMG_0001.png", mimeType: "image/png", buffer: photo });
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  // a crew upload waits for the office's review: the file is the submission's
  await expect(page.getByText("Document sent to the office for review", { exact: true })).toBeVisible();

  const list = (
    await (await page.request.get("/api/document-submissions?status=pending&limit=500")).json()
  ).filter((s: { documentNumber: string }) => s.documentNumber === number);
  const file = await page.request.get(list[0].filePath);
  expect(file.status(), `${JSON.stringify(list[0])} ${await file.text()}`).toBe(200);
  expect(file.headers()["content-type"]).toContain("image/jpeg");
  const bytes = await file.body();
  expect(bytes.length).toBeLessThan(photo.length);
  // the JPEG's frame header: at most 2000 px on the longer side
  const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
  const height = bytes.readUInt16BE(sof + 5);
  const width = bytes.readUInt16BE(sof + 7);
  expect({ width, height }).toEqual({ width: 2000, height: 1333 });
});

/** The paths (with their query) of the answers the worker keeps for `userId`. */
function cachedApi(page: Page, userId: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.has(name))) return [];
    const keys = await (await caches.open(name)).keys();
    return keys.map((r) => {
      const u = new URL(r.url);
      return u.pathname + u.search;
    });
  }, `api-${userId}`);
}

test("a crew member's own data opens offline on screens never visited online", async ({ page, context }) => {
  test.setTimeout(taskTimeout(90_000));
  await signInAsCrew(page);
  await controlledBySw(page);
  const me = (await (await page.request.get("/api/auth/session")).json()).user;
  const crewId: string = me.crewMemberId;
  const today = new Date().toISOString().slice(0, 10);
  // what the screens will show, read past the browser (page.request does not go through the worker)
  const profile = await (await page.request.get(`/api/crew/${crewId}`)).json();
  const ownDocs = await (await page.request.get("/api/documents?limit=100")).json();
  expect(ownDocs.length).toBeGreaterThan(0);
  const ownTours = await (await page.request.get(`/api/crew/${crewId}/tours`)).json();

  // only the dashboard was opened; once idle, the app reads the other crew screens' data through the worker
  await expect
    .poll(() => cachedApi(page, me.id), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        "/api/auth/session",
        "/api/auth/config",
        `/api/crew/${crewId}`,
        "/api/dashboard/me",
        "/api/documents?limit=100",
        "/api/documents/stats",
        "/api/certificate-types",
        `/api/crew/${crewId}/tours`,
        `/api/crew/${crewId}/crew-list-check`,
        `/api/crew/${crewId}/effects`,
        expect.stringMatching(new RegExp(`^/api/crew/${crewId}/rest-hours\\?from=.*&to=${today}$`)),
      ]),
    );

  // every screen's chunk of the build is precached (the shell's lazy routes open without a connection)
  const { readdirSync } = await import("node:fs");
  const screens = readdirSync("dist/client/assets").filter((f) => /-page-[\w-]+\.js$/.test(f));
  expect(screens.length).toBeGreaterThanOrEqual(10);
  const precached = await page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith("workbox-precache"));
    const urls = await Promise.all(
      names.map(async (n) => (await (await caches.open(n)).keys()).map((r) => r.url)),
    );
    return urls.flat().map((u) => new URL(u).pathname.slice(1));
  });
  expect(precached).toEqual(expect.arrayContaining(screens.map((f) => `assets/${f}`)));

  await goOffline(context, page);
  await page.goto("/documents");
  await expect(page.getByRole("heading", { level: 1, name: "Document Center" })).toBeVisible();
  await expect(page.getByTestId("sync-status")).toHaveAttribute("data-online", "false");
  await expect(page.locator("tbody")).toContainText(ownDocs[0].documentNumber);
  await expect(page.getByRole("alert").filter({ hasText: "Failed" })).toHaveCount(0);

  await page.goto("/rest-hours");
  await expect(page.getByRole("heading", { level: 1, name: "Hours of Rest" })).toBeVisible();
  await expect(row(page, today)).toBeVisible();

  await page.goto("/dashboard");
  const card = page.getByTestId("own-profile-card");
  await expect(card).toContainText(`${profile.firstName} ${profile.lastName}`);
  await expect(card).toContainText(profile.rank);
  await expect(page.getByTestId("my-contract")).toBeVisible();
  await expect(page.getByTestId("my-contract")).not.toContainText("Failed");
  // their tours and crew changes, as read online
  const tours = page.getByTestId("my-tours");
  await expect(tours).toBeVisible();
  await expect(tours).not.toContainText("Failed");
  if (ownTours.tours.length) await expect(tours).toContainText(ownTours.tours[0].vesselName);
  else await expect(tours).toContainText("No tours or crew changes");

  // a day later, still offline: the month's URL names the new day, and the month kept yesterday answers
  const tomorrow = new Date(Date.now() + 86_400_000);
  if (tomorrow.toISOString().slice(0, 7) === today.slice(0, 7)) {
    await page.clock.setFixedTime(tomorrow);
    await page.goto("/rest-hours");
    await expect(row(page, today)).toBeVisible();
    await expect(row(page, tomorrow.toISOString().slice(0, 10))).toBeVisible();
  }
  await context.setOffline(false);
});

/** A small photo (a PNG, as a phone's camera input hands it over). */
async function smallPhoto(): Promise<Buffer> {
  const { createCanvas } = await import("@napi-rs/canvas");
  const canvas = createCanvas(640, 480);
  const g = canvas.getContext("2d");
  g.fillStyle = "#e7e5e4";
  g.fillRect(0, 0, 640, 480);
  g.fillStyle = "#1d4ed8";
  g.fillRect(40, 40, 560, 80);
  return canvas.toBuffer("image/png");
}

test("a document photographed offline waits to upload and reaches the server once when online", async ({
  page,
  context,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await signInAsCrew(page);
  await controlledBySw(page);
  await page.goto("/documents");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  const stamp = Date.now();
  const number = `OFFLINE-${stamp}`;
  const photoName = `IMG_${stamp}`;

  await goOffline(context, page);
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("combobox", { name: "Document Type" }).click();
  await page.getByRole("option", { name: "Visa" }).click();
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2026-01-01");
  await dialog.getByLabel("Expiry Date").fill("2028-01-01");
  await dialog.getByLabel("Issuing Authority").fill("Embassy");
  await dialog
    .getByLabel("Or take a photo")
    .setInputFiles({ name: `${photoName}.png`, mimeType: "image/png", buffer: await smallPhoto() });
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  await expect(page.getByText("Saved on this device: it uploads", { exact: false }).first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const waiting = page.getByTestId("pending-upload");
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(number);
  await expect(waiting).toContainText("Waiting to upload");
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("data-pending", "1");
  // the file waits in IndexedDB: a reload without a connection keeps it
  await page.reload();
  await expect(waiting).toContainText("Waiting to upload");
  await expect(status).toHaveAttribute("data-pending", "1");
  await page.getByRole("region", { name: /Saved on this device/ }).waitFor();
  await looksRight(page, "upload-waiting", waiting);

  // the entry as queued (the file a Blob beside the form's fields), kept in the page to queue it again
  const queued = await page.evaluate(
    () =>
      new Promise<{ key: string; kind: string; fileType: string; fileSize: number }>((resolve, reject) => {
        const open = indexedDB.open("crewfleet-offline");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction("writes").objectStore("writes").getAll();
          all.onsuccess = () => {
            const w = all.result[0];
            (window as unknown as { savedUpload: unknown }).savedUpload = w;
            resolve({ key: w.key, kind: w.kind, fileType: w.file.blob.type, fileSize: w.file.blob.size });
          };
        };
      }),
  );
  expect(queued).toMatchObject({ kind: "document-upload" });
  expect(queued.fileSize).toBeGreaterThan(0);

  await context.setOffline(false);
  await expect(status).toHaveAttribute("data-online", "true");
  await expect(status).toHaveAttribute("data-pending", "0");
  await expect(status).toHaveAttribute("data-problems", "0");
  await expect(waiting).toHaveCount(0);

  // on the server, as the office sees it in the activity log: one file uploaded, one write of the document
  // (what a crew upload creates, a document or a submission for review, is not this test's concern)
  const office = await officeApi();
  const serverState = async () => {
    const report = await (await office.get("/api/system/activity-report?limit=100&days=1")).json();
    const items = report.items as { description: string; entityType: string | null }[];
    return {
      fileUploads: items.filter((e) => e.entityType === "file" && e.description.includes(photoName)).length,
      documentWrites: items.filter((e) => e.entityType !== "file" && e.description.includes(number)).length,
    };
  };
  await expect.poll(serverState).toEqual({ fileUploads: 1, documentWrites: 1 });

  // the same entry queued and replayed twice more (same keys): the server answers as before, writes nothing
  for (let i = 0; i < 2; i++) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const open = indexedDB.open("crewfleet-offline");
          open.onsuccess = () => {
            const tx = open.result.transaction("writes", "readwrite");
            tx.objectStore("writes").put((window as unknown as { savedUpload: unknown }).savedUpload);
            tx.oncomplete = () => resolve();
            tx.onerror = () => reject(tx.error);
          };
        }),
    );
    await page.evaluate(() => window.dispatchEvent(new Event("online")));
    await expect.poll(async () => (await readQueue(page)).length).toBe(0);
    await expect(status).toHaveAttribute("data-problems", "0");
  }
  expect(await serverState()).toEqual({ fileUploads: 1, documentWrites: 1 });
  await office.dispose();
});

test("an upload the server refuses needs the seafarer: its reason shown, and it can be discarded", async ({
  page,
  context,
}) => {
  test.setTimeout(taskTimeout(90_000));
  await signInAsCrew(page);
  await controlledBySw(page);
  await page.goto("/documents");
  await expect(page.locator("tbody tr").first()).toBeVisible();
  const number = `REFUSED-${Date.now()}`;
  await goOffline(context, page);
  await page.getByRole("button", { name: "Upload Document" }).click();
  const dialog = page.getByRole("dialog", { name: "Upload Document" });
  await dialog.getByRole("combobox", { name: "Document Type" }).click();
  await page.getByRole("option", { name: "Visa" }).click();
  await dialog.getByLabel("Document Number").fill(number);
  await dialog.getByLabel("Issue Date").fill("2026-01-01");
  await dialog.getByLabel("Expiry Date").fill("2028-01-01");
  await dialog.getByLabel("Issuing Authority").fill("Embassy");
  await dialog.getByRole("button", { name: "Upload Document" }).click();
  const waiting = page.getByTestId("pending-upload");
  await expect(waiting).toContainText("Waiting to upload");

  // the server refuses the document when it arrives (a 4xx: sending it again as it is would not help):
  // here its type, withdrawn from the catalogue while the seafarer was offline. The entry is changed in
  // IndexedDB, since the page or the service worker (Background Sync) may be the one to send it.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("crewfleet-offline");
        open.onsuccess = () => {
          const tx = open.result.transaction("writes", "readwrite");
          const store = tx.objectStore("writes");
          const all = store.getAll();
          all.onsuccess = () => {
            const w = all.result[0];
            store.put({ ...w, body: { ...w.body, type: "withdrawn_type" } });
          };
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  const refusal = "Unknown certificate type";
  await context.setOffline(false);
  const status = page.getByTestId("sync-status");
  await expect(status).toHaveAttribute("data-problems", "1");
  await expect(status).toHaveAttribute("data-pending", "0");
  await expect(waiting).toHaveAttribute("data-state", "failed");
  await expect(waiting).toContainText(refusal);
  await looksRight(page, "upload-refused", waiting);
  // the sync status names it too
  await status.click();
  await expect(page.getByTestId("sync-problem")).toContainText(`Upload withdrawn_type ${number}`);
  await page.keyboard.press("Escape");

  await waiting.getByRole("button", { name: "Discard" }).click();
  await expect(waiting).toHaveCount(0);
  await expect(status).toHaveAttribute("data-problems", "0");
  expect(await readQueue(page)).toEqual([]);
  const office = await officeApi();
  expect(await (await office.get(`/api/documents?q=${number}`)).json()).toEqual([]);
  await office.dispose();
});
