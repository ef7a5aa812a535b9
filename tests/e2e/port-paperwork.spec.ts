// Port paperwork: the office opens a crew change's departure crew list, sees the one seafarer missing a
// place of birth, follows its link to the seafarer's record, completes it, generates the list again with
// nothing of that missing and reads the PDF back; the master aboard keeps the table of shipboard working
// arrangements (errors in words, saved) and finds it in the inspection pack's text; a seafarer on a phone
// sees what the crew list lacks of them and declares their effects. Axe on each. PP_SHOTS=dir saves
// screenshots and the downloaded PDFs there.
import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { pdfPageTexts } from "../../src/server/test/pdf-text";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

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

/** Clicks a download link and returns the PDF's name and its text strings, all pages in order. */
async function downloadPdfText(page: Page, link: Locator, saveAs: string) {
  const download = page.waitForEvent("download");
  await link.click();
  const file = await download;
  if (SHOTS) await file.saveAs(`${SHOTS}/${saveAs}`);
  const path = await file.path();
  return {
    name: file.suggestedFilename(),
    texts: (await pdfPageTexts(await readFile(path))).flatMap((p) => p.texts),
  };
}

/** Signs this page in as a new crew user linked to `crewMemberId` (password sign-in on the demo server). */
async function signInAs(page: Page, crewMemberId: string, username: string) {
  const password = "bridge-watch-lantern-7";
  await post(page, "/api/users", {
    username,
    name: username,
    email: `${username}@example.com`,
    role: "crew",
    password,
    crewMemberId,
  });
  expect((await page.request.post("/api/auth/login", { data: { username, password } })).ok()).toBe(true);
}

test("the office completes a missing place of birth and generates a crew change's departure list", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
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
  // tomorrow's port call: until a crew change is completed, a seafarer leaving today is still aboard (the
  // tours keep an assignment open past its planned end), so a departure list of today would list them
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await post(page, "/api/crew-changes", {
    vesselId: ship.id,
    port: "Singapore",
    portLocode: "SGSIN",
    voyageNumber: "V-42",
    date: tomorrow,
    onSigners: [],
    offSigners: [{ crewMemberId: leaving.id }],
  });

  const openChange = async () => {
    await page.goto("/planning");
    await page.getByRole("searchbox", { name: "Search vessels" }).fill(ship.name);
    const card = page.getByRole("article", { name: ship.name });
    await card.getByRole("button", { name: /^Crew change at Singapore/ }).click();
    const dialog = page.getByRole("dialog", { name: "Crew change at Singapore" });
    await expect(dialog.getByRole("heading", { name: "Port paperwork" })).toBeVisible();
    await dialog.getByRole("combobox", { name: "List" }).click();
    await page.getByRole("option", { name: "Departure" }).click();
    return dialog;
  };
  let change = await openChange();
  const missing = change.getByTestId("crew-list-missing");
  await expect(missing).toContainText(`Ben ${bosun.lastName}: place of birth is missing`);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "crew-change-missing-1280");

  // the missing item links to the seafarer's record: the office completes it there
  await missing.getByRole("link", { name: new RegExp(`Ben ${bosun.lastName}: place of birth`) }).click();
  await expect(page).toHaveURL(/\/crew/);
  const details = page.getByRole("dialog", { name: `Ben ${bosun.lastName}` });
  await details.getByRole("button", { name: "Edit", exact: true }).click();
  const edit = page.getByRole("dialog", { name: "Edit Crew Member" });
  await edit.getByLabel("Place of Birth").fill("Iloilo");
  await edit.getByRole("button", { name: "Update Crew Member" }).click();
  await expect(edit).toBeHidden();

  // the list generated again: nothing of the bosun missing, the PDF says where he was born
  change = await openChange();
  await expect(change.getByTestId("crew-list-summary")).toContainText("2 on the departure list");
  await expect(change.getByText(`Ben ${bosun.lastName}: place of birth is missing`)).toHaveCount(0);
  const pdf = await downloadPdfText(
    page,
    change.getByRole("link", { name: "Crew list PDF" }),
    "crew-list.pdf",
  );
  expect(pdf.name).toMatch(/^crew-list-MV_Paperwork_.*-departure-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pdf.texts).toContain("[ ] Arrival    [X] Departure");
  expect(pdf.texts.some((t) => t.includes("Iloilo"))).toBe(true);
  expect(pdf.texts.join("\n")).not.toContain(leaving.lastName); // signed off: arrived, doesn't sail
  expect(pdf.texts.join("\n")).not.toContain("place of birth is missing");
});

test("the master keeps the table of working arrangements and finds it in their vessel's inspection pack", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
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
  if (existing) {
    const login = { username: existing.username, password: "demo1234" };
    expect((await page.request.post("/api/auth/login", { data: login })).ok()).toBe(true);
  } else await signInAs(page, captain?.id ?? "", `master-pp-${stamp()}`);

  await page.goto("/rest-hours");
  await page.getByRole("tab", { name: "Port paperwork" }).click();
  await expect(page).toHaveURL(/view=paperwork/);
  await expect(page.getByRole("heading", { name: "Port paperwork" })).toBeVisible();
  await expect(page.getByTestId("crew-list-summary")).toContainText("on the departure list");

  // the table of shipboard working arrangements: none kept yet; two lines, each problem named in words
  const table = page.getByTestId("working-arrangements");
  await expect(table).toContainText("No table kept for this vessel yet");
  await table.getByRole("button", { name: "Add position" }).click();
  await table.getByRole("button", { name: "Add position" }).click();
  const rows = table.getByTestId("working-arrangement");
  await expect(rows.nth(0).getByLabel("Position")).toHaveValue("Captain");
  await table.getByRole("button", { name: "Save table" }).click();
  await expect(table.getByRole("alert")).toHaveText("Not saved: 2 problem(s) marked above.");
  await expect(rows.nth(0)).toContainText("Give this position's hours at sea or in port");
  await rows.nth(0).getByLabel("At sea: other duties (from-to)").fill("08-12, 13-17");
  await rows.nth(0).getByLabel("Comments").fill("Master: day work");
  await rows.nth(1).getByLabel("Position").selectOption("Captain");
  await rows.nth(1).getByLabel("At sea: watchkeeping (from-to)").fill("04-08, 16-20");
  await table.getByRole("button", { name: "Save table" }).click();
  await expect(rows.nth(1)).toContainText("Each position appears once");
  await expect(rows.nth(1).getByLabel("Position")).toHaveAttribute("aria-invalid", "true");
  await rows.nth(1).getByLabel("Position").selectOption("Able Seaman");
  await table.getByRole("button", { name: "Save table" }).click();
  await expect(page.getByText("Table of working arrangements saved").first()).toBeVisible();
  await expect(table.getByRole("alert")).toHaveCount(0);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "master-paperwork-1280");
  // kept: read again after a reload, in rank order
  await page.reload();
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(1).getByLabel("At sea: watchkeeping (from-to)")).toHaveValue("04-08, 16-20");

  const pack = await downloadPdfText(
    page,
    page.getByRole("link", { name: "Inspection pack PDF" }),
    "inspection-pack.pdf",
  );
  expect(pack.name).toMatch(/^inspection-pack-.*\.pdf$/);
  expect(pack.texts).toContain("CREW LIST");
  expect(pack.texts).toContain("TABLE OF SHIPBOARD WORKING ARRANGEMENTS");
  expect(pack.texts).toEqual(
    expect.arrayContaining(["Able Seaman", "04-08, 16-20", "08-12, 13-17", "Master: day work"]),
  );
  expect(pack.texts).toContain("RECORD OF HOURS OF REST");
  // another vessel's list is not theirs
  const other = await page.request.get(
    `/api/vessels/00000000-0000-4000-8000-000000000000/crew-list?date=2026-01-01&kind=arrival`,
  );
  expect(other.status()).toBe(404);
});

test("a seafarer on a phone sees what the crew list lacks of them and declares their effects", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(90_000));
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toBeVisible();
  const me = await post(page, "/api/crew", {
    firstName: "Pia",
    lastName: `Phone${stamp()}`,
    nationality: "Filipino",
    dateOfBirth: "1994-04-04",
    rank: "Able Seaman",
    gender: "F",
    countryOfBirth: "Philippines",
    status: "active",
  }); // no place of birth, no passport or CDC
  await signInAs(page, me.id, `seafarer-pp-${stamp()}`);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/dashboard");
  const card = page.getByTestId("own-effects-card");
  const gaps = card.getByTestId("own-identity-missing");
  await expect(gaps).toContainText("place of birth");
  await expect(gaps).toContainText("a passport or seafarer's identity document valid on the date");
  await expect(gaps.getByRole("link", { name: "Upload your passport or CDC" })).toHaveAttribute(
    "href",
    "/documents",
  );
  await expect(card).toContainText("Nothing declared.");
  await card.getByRole("button", { name: "Add item" }).click();
  await card.getByRole("textbox", { name: "Item" }).fill("Cigarettes");
  await card.getByLabel("Quantity").fill("2 cartons");
  await card.getByRole("button", { name: "Save declaration" }).click();
  await expect(page.getByText("Effects declaration saved").first()).toBeVisible();
  // the phone's width holds the card: no sideways scrolling
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(await axeSerious(page)).toEqual([]);
  await shoot(page, "seafarer-effects-375");
  await page.reload();
  await expect(card.getByRole("textbox", { name: "Item" })).toHaveValue("Cigarettes");
  await expect(card.getByLabel("Quantity")).toHaveValue("2 cartons");
  const saved = await (await page.request.get(`/api/crew/${me.id}/effects`)).json();
  expect(saved.items).toEqual([{ description: "Cigarettes", quantity: "2 cartons" }]);
});
