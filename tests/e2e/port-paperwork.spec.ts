// Port paperwork: the office opens a crew change's departure crew list, sees the one seafarer missing a
// place of birth (linked to their record), completes the record and generates the list again, nothing
// missing, and downloads the PDF; the master aboard downloads the inspection pack of their own vessel from
// Hours of Rest. Axe on the panel. PP_SHOTS=dir saves screenshots and the downloaded PDFs there.
import { expect, type Page, test } from "@playwright/test";
import { axeSerious } from "./support/axe";

const stamp = () => Date.now().toString(36);
const SHOTS = process.env.PP_SHOTS;

async function shoot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

async function post(page: Page, url: string, data: object) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(201);
  return res.json();
}

test("the office completes a missing place of birth and generates a crew change's departure list", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toBeVisible();
  const ship = await post(page, "/api/vessels", {
    name: `MV Paperwork ${stamp()}`,
    type: "Bulk Carrier",
    flag: "Malta",
    callSign: "9HA2345",
    status: "active",
  });
  const person = (firstName: string, lastName: string, rank: string, placeOfBirth: string | null) =>
    post(page, "/api/crew", {
      firstName,
      lastName,
      nationality: "Filipino",
      dateOfBirth: "1990-01-01",
      rank,
      gender: "M",
      placeOfBirth,
      countryOfBirth: "Philippines",
      currentVesselId: ship.id,
      status: "active",
    });
  const master = await person("Marco", `Master${stamp()}`, "Captain", "Manila");
  const bosun = await person("Ben", `Bosun${stamp()}`, "Bosun", null);
  const leaving = await person("Lou", `Leaving${stamp()}`, "Able Seaman", "Cebu");
  expect(master.countryOfBirth).toBe("PHL");
  const today = new Date().toISOString().slice(0, 10);
  await post(page, "/api/crew-changes", {
    vesselId: ship.id,
    port: "Singapore",
    portLocode: "SGSIN",
    voyageNumber: "V-42",
    date: today,
    onSigners: [],
    offSigners: [{ crewMemberId: leaving.id }],
  });

  await page.goto("/planning");
  await page.getByRole("searchbox", { name: "Search vessels" }).fill(ship.name);
  const card = page.getByRole("article", { name: ship.name });
  await card.getByRole("button", { name: /^Crew change at Singapore/ }).click();
  const change = page.getByRole("dialog", { name: "Crew change at Singapore" });
  await expect(change.getByRole("heading", { name: "Port paperwork" })).toBeVisible();
  await change.getByRole("combobox", { name: "List" }).click();
  await page.getByRole("option", { name: "Departure" }).click();
  const missing = change.getByTestId("crew-list-missing");
  await expect(missing).toContainText(`Ben ${bosun.lastName}: place of birth is missing`);
  const link = missing.getByRole("link", { name: new RegExp(`Ben ${bosun.lastName}: place of birth`) });
  await expect(link).toHaveAttribute("href", `/crew?highlight=${bosun.id}`);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "crew-change-missing-1280");

  // the office completes the record; the list generated again has nothing missing
  const fixed = await page.request.put(`/api/crew/${bosun.id}`, { data: { placeOfBirth: "Iloilo" } });
  expect(fixed.status(), await fixed.text()).toBe(200);
  await change.getByRole("button", { name: "Check again" }).click();
  await expect(change.getByTestId("crew-list-missing")).not.toContainText("place of birth", {
    timeout: 10_000,
  });
  const download = page.waitForEvent("download");
  await change.getByRole("link", { name: "Crew list PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^crew-list-MV_Paperwork_.*-departure-\d{4}-\d{2}-\d{2}\.pdf$/);
  if (SHOTS) await file.saveAs(`${SHOTS}/crew-list.pdf`);
});

test("the master aboard downloads the inspection pack of their own vessel", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toBeVisible();
  const users = (await (await page.request.get("/api/users?limit=500")).json()) as {
    username: string;
    crewMemberId: string | null;
  }[];
  const seafarerId = users.find((u) => u.username === "crew")?.crewMemberId;
  const seafarer = await (await page.request.get(`/api/crew/${seafarerId}`)).json();
  const aboard = (await (
    await page.request.get(`/api/crew?vesselId=${seafarer.currentVesselId}&limit=100`)
  ).json()) as { id: string; rank: string }[];
  const captain = aboard.find((c) => c.rank === "Captain");
  expect(captain).toBeDefined();
  // the master's own account: the demo data's (master / demo1234, README), else one made here
  const existing = users.find((u) => u.crewMemberId === captain?.id);
  const username = existing?.username ?? `master-pp-${stamp()}`;
  const password = existing ? "demo1234" : "bridge-watch-lantern-7";
  if (!existing)
    await post(page, "/api/users", {
      username,
      name: "Master Paperwork",
      email: `${username}@example.com`,
      role: "crew",
      password,
      crewMemberId: captain?.id,
    });
  expect((await page.request.post("/api/auth/login", { data: { username, password } })).ok()).toBe(true);

  await page.goto("/rest-hours");
  await page.getByRole("tab", { name: "Port paperwork" }).click();
  await expect(page).toHaveURL(/view=paperwork/);
  await expect(page.getByRole("heading", { name: "Port paperwork" })).toBeVisible();
  await expect(page.getByTestId("crew-list-summary")).toContainText("on the departure list");
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "master-paperwork-1280");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Inspection pack PDF" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^inspection-pack-.*\.pdf$/);
  if (SHOTS) await file.saveAs(`${SHOTS}/inspection-pack.pdf`);
  // another vessel's list is not theirs
  const other = await page.request.get(
    `/api/vessels/00000000-0000-4000-8000-000000000000/crew-list?date=2026-01-01&kind=arrival`,
  );
  expect(other.status()).toBe(404);
});
