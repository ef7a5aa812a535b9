// Crew Scheduling: schedule, see, edit and delete a rotation on the calendar; a crowded day (the month
// drawn from GET /api/rotations/month, the day's list from GET /api/rotations/day, paged); the
// timeline row; the dashboard's Upcoming Events card deep-linking to the highlighted rotation; crew denial.
import { expect, type Page, test } from "@playwright/test";
import { giveCertificates } from "./give-certificates";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

const pad = (n: number) => String(n).padStart(2, "0");
/** Today in the browser's time zone, and the first day of next month, as yyyy-MM-dd / yyyy-MM. */
function dates() {
  const now = new Date();
  const today = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  const next = new Date(now.getFullYear(), now.getMonth() + 1, 1);
  const nextMonth = `${next.getFullYear()}-${pad(next.getMonth() + 1)}`;
  return { today, nextMonth };
}

/** Opens the app and waits for the demo session, so page.request calls are signed in. */
async function signIn(page: Page) {
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
}

let serial = 0;
async function createCrew(page: Page, firstName: string) {
  const lastName = `Sched${Date.now().toString(36)}${++serial}`;
  const res = await page.request.post("/api/crew", {
    data: {
      firstName,
      lastName,
      nationality: "Filipino",
      dateOfBirth: "1990-01-01",
      rank: "Bosun",
      status: "active",
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  await giveCertificates(page, (await res.json()).id, "Bosun"); // eligible for the joins scheduled below
  return { ...(await res.json()), name: `${firstName} ${lastName}` } as {
    id: string;
    name: string;
    lastName: string;
  };
}

async function vessel(page: Page, name: string) {
  const res = await page.request.get(`/api/vessels?limit=500`);
  expect(res.status()).toBe(200);
  const list = (await res.json()) as { id: string; name: string }[];
  const v = list.find((x) => x.name === name);
  if (!v) throw new Error(`vessel ${name} not seeded`);
  return v;
}

async function createRotation(page: Page, body: Record<string, unknown>) {
  const res = await page.request.post("/api/rotations", {
    data: { rotationType: "join", status: "scheduled", ...body },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

async function openScheduling(page: Page, query = "") {
  await page.goto(`/scheduling${query}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crew Scheduling");
  await expect(page.getByText("Loading calendar...")).toHaveCount(0);
}

/** Opens a picker, types `search` into its search box (the server searches), and chooses `option`. */
async function pick(page: Page, label: string, option: string | RegExp, search?: string) {
  await page.getByRole("dialog").getByRole("combobox", { name: label }).click();
  if (search) await page.getByRole("combobox", { name: /^Search / }).fill(search);
  await page.getByRole("option", { name: option }).click();
}

test("schedule a rotation, see it on its day, edit it to another day, delete it with confirmation", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(60_000));
  const { nextMonth } = dates();
  await signIn(page);
  const crew = await createCrew(page, "Marta");
  await openScheduling(page);

  await page.getByRole("button", { name: "Schedule Rotation" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Rotation" });
  await dialog.getByRole("button", { name: "Schedule Rotation" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");

  await pick(page, "Crew Member", new RegExp(crew.lastName), crew.lastName);
  await pick(page, "Vessel", "MV Baltic Breeze");
  await dialog.getByLabel("Join Date").fill(`${nextMonth}-10`);
  await dialog.getByLabel("Leave Date").fill(`${nextMonth}-09`);
  await dialog.getByRole("button", { name: "Schedule Rotation" }).click();
  await expect(dialog.getByText("Leave date cannot be before the join date")).toBeVisible();
  await dialog.getByLabel("Leave Date").fill(`${nextMonth}-20`);
  await dialog.getByLabel("Notes").fill("Joins at Rotterdam");
  await dialog.getByRole("button", { name: "Schedule Rotation" }).click();
  await expect(page.getByText("Crew rotation scheduled successfully", { exact: true })).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // Reopening shows a reset form; a clash on another vessel shows the server's message and keeps the dialog.
  await page.getByRole("button", { name: "Schedule Rotation" }).click();
  await expect(dialog.getByLabel("Notes")).toHaveValue("");
  await pick(page, "Crew Member", new RegExp(crew.lastName), crew.lastName);
  await pick(page, "Vessel", "MV Ocean Pioneer");
  await dialog.getByLabel("Join Date").fill(`${nextMonth}-15`);
  await dialog.getByRole("button", { name: "Schedule Rotation" }).click();
  await expect(
    page.getByText(
      new RegExp(
        `^${crew.name} is already scheduled on MV Baltic Breeze from \\w{3} 10, \\d{4} to \\w{3} 20, \\d{4}$`,
      ),
    ),
  ).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toHaveCount(0);

  await page.getByRole("button", { name: "Next month" }).click();
  await expect(page.getByTestId(`day-${nextMonth}-10`)).toContainText(crew.name);
  await expect(page.getByTestId(`day-${nextMonth}-20`)).toContainText(crew.name); // the leave day

  // Edit: move the join to the 12th.
  await page.getByTestId(`day-${nextMonth}-10`).click();
  const day = page.getByRole("dialog");
  const item = day.getByTestId("day-event").filter({ hasText: crew.name });
  await expect(item).toContainText("Joins MV Baltic Breeze");
  await item.getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Rotation" });
  await expect(edit.getByLabel("Join Date")).toHaveValue(`${nextMonth}-10`);
  await edit.getByLabel("Join Date").fill(`${nextMonth}-12`);
  const patch = page.waitForRequest((r) => r.method() === "PATCH" && r.url().includes("/api/rotations/"));
  await edit.getByRole("button", { name: "Update Rotation" }).click();
  expect((await patch).postDataJSON()).toMatchObject({
    joinDate: `${nextMonth}-12`,
    leaveDate: `${nextMonth}-20`,
  });
  await expect(page.getByText("Rotation updated successfully", { exact: true })).toBeVisible();
  await expect(page.getByTestId(`day-${nextMonth}-12`)).toContainText(crew.name);
  await expect(page.getByTestId(`day-${nextMonth}-10`)).not.toContainText(crew.name);

  // Delete with confirmation: cancel first, then confirm.
  await page.getByTestId(`day-${nextMonth}-12`).click();
  await page
    .getByRole("dialog")
    .getByTestId("day-event")
    .filter({ hasText: crew.name })
    .getByRole("button", { name: "Delete" })
    .click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(
    "Are you sure you want to delete this rotation? This action cannot be undone.",
  );
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("dialog").getByTestId("day-event").filter({ hasText: crew.name })).toHaveCount(
    1,
  );
  await page
    .getByRole("dialog")
    .getByTestId("day-event")
    .filter({ hasText: crew.name })
    .getByRole("button", { name: "Delete" })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Rotation deleted successfully", { exact: true })).toBeVisible();
  await expect(page.getByRole("dialog").getByTestId("day-event").filter({ hasText: crew.name })).toHaveCount(
    0,
  );
  await page.keyboard.press("Escape");
  await expect(page.getByTestId(`day-${nextMonth}-12`)).not.toContainText(crew.name);
});

test("a day with more than 3 rotations shows 3 bars and +N more, and its dialog lists them all", async ({
  page,
}) => {
  const { nextMonth } = dates();
  await signIn(page);
  const ship = await vessel(page, "MV Cape Horizon");
  const names: string[] = [];
  for (const first of ["Ada", "Bo", "Cy", "Di", "Ed"]) {
    const crew = await createCrew(page, first);
    names.push(crew.name);
    await createRotation(page, { crewMemberId: crew.id, vesselId: ship.id, joinDate: `${nextMonth}-25` });
  }
  // the calendar asks for the month as it draws it, not for every rotation of the month
  const monthAsked = page.waitForResponse((r) => r.url().includes(`/api/rotations/month?month=${nextMonth}`));
  await openScheduling(page, `?month=${nextMonth}`);
  expect((await monthAsked).status()).toBe(200);
  const cell = page.getByTestId(`day-${nextMonth}-25`);
  const bars = await cell.getByTestId("rotation-bar").count();
  expect(bars).toBe(3);
  const total = await (
    await page.request.get(`/api/rotations?from=${nextMonth}-25&to=${nextMonth}-25`)
  ).json();
  const onDay = (total as { joinDate: string; leaveDate: string | null }[]).filter(
    (r) => r.joinDate === `${nextMonth}-25` || r.leaveDate === `${nextMonth}-25`,
  ).length;
  await expect(cell).toContainText(`+${onDay - 3} more`);
  await expect(cell).toContainText(`${onDay} rotations:`); // the screen reader's count
  const dayAsked = page.waitForResponse((r) => r.url().includes(`/api/rotations/day?date=${nextMonth}-25`));
  await cell.click();
  expect((await dayAsked).status()).toBe(200);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText(`${onDay} events`)).toBeVisible();
  await expect(dialog.getByTestId("day-event")).toHaveCount(onDay);
  for (const name of names) await expect(dialog.getByText(name)).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Edit" })).toHaveCount(onDay);
  await expect(dialog.getByRole("button", { name: "Delete" })).toHaveCount(onDay);
  await expect(dialog.getByRole("button", { name: "Show more" })).toHaveCount(0);
});

test("a day's dialog pages a long list: 50 at a time with Show more", async ({ page }) => {
  const { nextMonth } = dates();
  await signIn(page);
  const crew = await createCrew(page, "Page");
  const ship = await vessel(page, "MV Cape Horizon");
  await createRotation(page, { crewMemberId: crew.id, vesselId: ship.id, joinDate: `${nextMonth}-26` });
  const [entry] = await (await page.request.get(`/api/rotations/day?date=${nextMonth}-26&limit=1`)).json();
  // a day of 60 marks, as the server pages it (offset, X-Total-Count)
  const entries = Array.from({ length: 60 }, (_, i) => ({
    ...entry,
    rotation: {
      ...entry.rotation,
      id: `${entry.rotation.id.slice(0, -4)}${String(i).padStart(4, "0")}`,
      crewMember: { ...entry.rotation.crewMember, lastName: `Crowd${i + 1}` },
    },
  }));
  const offsets: number[] = [];
  await page.route(/\/api\/rotations\/day\?/, (route) => {
    const q = new URL(route.request().url()).searchParams;
    const offset = Number(q.get("offset"));
    offsets.push(offset);
    const rows = entries.slice(offset, offset + Number(q.get("limit")));
    return route.fulfill({ json: rows, headers: { "x-total-count": "60" } });
  });
  await openScheduling(page, `?month=${nextMonth}`);
  await page.getByTestId(`day-${nextMonth}-26`).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByText("60 events")).toBeVisible();
  await expect(dialog.getByTestId("day-event")).toHaveCount(50);
  await expect(dialog.getByText("Showing 50 of 60")).toBeVisible();
  await dialog.getByRole("button", { name: "Show more" }).click();
  await expect(dialog.getByTestId("day-event")).toHaveCount(60);
  await expect(dialog.getByTestId("day-event").last()).toContainText("Crowd60");
  await expect(dialog.getByRole("button", { name: "Show more" })).toHaveCount(0);
  expect(offsets).toEqual([0, 50]);
});

test("an upcoming event opens the scheduling screen on its month with the rotation highlighted; the timeline shows it on its vessel's row", async ({
  page,
}) => {
  const { today } = dates();
  await signIn(page);
  const crew = await createCrew(page, "Ivo");
  const ship = await vessel(page, "MV Northern Star");
  const rotation = await createRotation(page, { crewMemberId: crew.id, vesselId: ship.id, joinDate: today });

  await page.reload();
  const card = page.getByTestId("upcoming-events-card");
  await expect(card.getByText("Auto-refreshes every 30 seconds • Showing next 30 days")).toBeVisible();
  await expect(card.getByText(/^\d+ events$/)).toBeVisible();
  const event = card.getByTestId("upcoming-event").filter({ hasText: `${crew.name} joins MV Northern Star` });
  await event.hover();
  await expect(page.getByRole("tooltip")).toContainText("Click to manage rotation");
  await event.click();

  await expect(page).toHaveURL(new RegExp(`/scheduling\\?highlight=${rotation.id}`));
  const monthLabel = new Date(`${today}T12:00:00`).toLocaleString("en-US", {
    month: "long",
    year: "numeric",
  });
  await expect(page.getByTestId("calendar-month")).toHaveText(monthLabel);
  const bar = page.locator(`[data-testid="rotation-bar"][data-rotation-id="${rotation.id}"]`);
  await expect(bar).toHaveAttribute("data-highlighted", "true");
  await expect(page.getByTestId(`day-${today}`)).toContainText(crew.name);

  // Timeline keeps the month and shows the stay on the vessel's row.
  await page.getByRole("button", { name: "Timeline" }).click();
  await expect(page.getByTestId("calendar-month")).toHaveText(monthLabel);
  const row = page.locator(`[data-testid="timeline-row"][data-vessel-id="${ship.id}"]`);
  await expect(row).toContainText("MV Northern Star");
  await expect(row.locator(`[data-testid="timeline-bar"][data-rotation-id="${rotation.id}"]`)).toContainText(
    crew.name,
  );
  await expect(row.getByTestId("timeline-today")).toHaveCount(1);
  await page.getByRole("button", { name: "Calendar" }).click();
  await expect(page.getByTestId("calendar-month")).toHaveText(monthLabel);
});

test("the timeline shows crew assigned to a vessel without a rotation as a stay on its row", async ({
  page,
}) => {
  await signIn(page);
  const crew = await createCrew(page, "Asel");
  const ship = await vessel(page, "MV Northern Star");
  const assigned = await page.request.put(`/api/crew/${crew.id}`, { data: { currentVesselId: ship.id } });
  expect(assigned.status(), await assigned.text()).toBe(200);

  await openScheduling(page, `?vesselId=${ship.id}`);
  await page.getByRole("button", { name: "Timeline" }).click();
  const row = page.locator(`[data-testid="timeline-row"][data-vessel-id="${ship.id}"]`);
  const bar = row.locator(`[data-testid="timeline-bar"][data-crew-member-id="${crew.id}"]`);
  await expect(bar).toContainText(`${crew.name} · Bosun`);
  await expect(bar).toHaveAttribute("title", /\(assigned\)$/);
  await expect(row).not.toContainText(/^0 stays/);
});

test("crew members are told where their schedule is", async ({ page }) => {
  await page.goto("/dashboard");
  await page.getByRole("combobox", { name: "Switch role" }).click();
  await page.getByRole("option", { name: "Crew Member" }).click();
  await expect(page.getByTestId("user-card")).toContainText("Crew Member");
  await page.goto("/scheduling");
  await expect(page.getByRole("heading", { name: "Access Restricted" })).toBeVisible();
  await expect(
    page.getByText("Crew members can view their schedule information on the dashboard"),
  ).toBeVisible();
  await page.getByRole("link", { name: "Go to Dashboard" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the scheduling screen has no serious accessibility violations in either view", async ({ page }) => {
  await openScheduling(page);
  for (const view of ["Calendar", "Timeline"]) {
    await page.getByRole("button", { name: view }).click();
    expect(await axeSerious(page)).toEqual([]);
  }
});
