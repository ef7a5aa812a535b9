// Planning a relief as a superintendent does: from a red shortfall on the board pick who signs off and
// who relieves them (the gap turns planned: the joiner is drawn hatched), move the crew change to another
// port and day, try to book the same seafarer on a second ship (no longer a best-match reliever, picked
// by name: the clash shows before saving and the save is not offered), complete the change on its day,
// and find it in the relief's file in the crew details. axe on the dialogs. A join on its day not completed yet counts aboard, flagged "Sign-on not confirmed"
// wherever the seafarer appears (screenshots of the board and the crew-change dialog into REVIEW_SHOTS when
// set, 1280 and 375 px, light and dark).
import { expect, type Page, test } from "@playwright/test";
import { giveCertificates } from "./give-certificates";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";
import { atEachViewportAndTheme } from "./support/viewports";

const stamp = () => Date.now().toString(36);
const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function post(page: Page, url: string, data: object, status = 201) {
  const res = await page.request.post(url, { data });
  expect(res.status(), await res.text()).toBe(status);
  return res.json();
}

async function vesselNeedingACook(page: Page, prefix: string) {
  const name = `MV ${prefix} ${stamp()}`;
  const { id } = await post(page, "/api/vessels", {
    name,
    type: "Bulk Carrier",
    flag: "Panama",
    status: "active",
  });
  const res = await page.request.put(`/api/vessels/${id}/safe-manning`, {
    data: { positions: [{ rank: "Cook", count: 1 }] },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { id: id as string, name };
}

async function cook(page: Page, first: string) {
  const lastName = `${first}${stamp()}`;
  const { id } = await post(page, "/api/crew", {
    firstName: first,
    lastName,
    nationality: "Filipino",
    dateOfBirth: "1990-01-01",
    rank: "Cook",
    status: "active",
  });
  await giveCertificates(page, id, "Cook");
  return { id: id as string, name: `${first} ${lastName}` };
}

test("plan a relief from a shortfall, move it, refuse a double booking before saving, complete it on the day", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(150_000));
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const ship = await vesselNeedingACook(page, "Relief");
  const other = await vesselNeedingACook(page, "Second");
  const leaving = await cook(page, "Lena");
  const relief = await cook(page, "Rosa");
  // the cook aboard leaves in three days: the shortfall opens then
  await post(page, "/api/rotations", {
    crewMemberId: leaving.id,
    vesselId: ship.id,
    joinDate: isoIn(-30),
    leaveDate: isoIn(3),
    rotationType: "join",
    status: "completed",
  });

  await page.goto(`/planning?vesselId=${ship.id}`);
  const card = page.getByRole("article", { name: ship.name });
  const gap = card.getByRole("button", {
    name: new RegExp(`^Short 0/1: Cook on ${ship.name}.*Plan a relief$`),
  });
  await gap.click();
  const dialog = page.getByRole("dialog", { name: `Cook short on ${ship.name}` });
  // the seafarer whose leaving opens the gap is the one signing off
  await expect(
    dialog.getByRole("group", { name: "Signs off" }).getByRole("radio", { name: new RegExp(leaving.name) }),
  ).toBeChecked();
  await dialog
    .getByRole("group", { name: "Best-match relievers" })
    .getByRole("radio", { name: new RegExp(relief.name) })
    .check();
  await dialog.getByLabel(/^Port/).fill("Rotterdam");
  await dialog.getByLabel(/^UN\/LOCODE/).fill("NLRTM");
  await expect(dialog.getByTestId("plan-check")).toContainText(`${relief.name}: no clash, eligible`);
  await expect(dialog.getByTestId("plan-check")).toContainText(
    `${leaving.name}: no clash, aboard on the day`,
  );
  expect(await axeSerious(page)).toEqual([]);
  await dialog.getByRole("button", { name: "Plan crew change" }).click();
  await expect(dialog).toBeHidden();

  // the gap is planned now: no red shortfall, the joiner drawn apart from the tours aboard
  await expect(card).toContainText("0 gaps");
  const joiner = card.getByRole("button", { name: new RegExp(`^${relief.name}, Cook: planned to join`) });
  await expect(joiner).toBeVisible();

  // move it to another port and day; "Complete" is not offered before the day
  await joiner.click();
  const change = page.getByRole("dialog", { name: "Crew change at Rotterdam" });
  await expect(change).toContainText(`${relief.name} · Cook (relief)`);
  await expect(change.getByRole("button", { name: "Complete" })).toHaveCount(0);
  await change.getByRole("button", { name: "Edit" }).click();
  await change.getByLabel(/^Port/).fill("Antwerp");
  await change.getByLabel(/^UN\/LOCODE/).fill("BEANR");
  await change.getByLabel(/^Date/).fill(isoIn(2));
  await expect(change.getByTestId("plan-check")).toContainText(`${relief.name}: no clash, eligible`);
  expect(await axeSerious(page)).toEqual([]);
  await change.getByRole("button", { name: "Save changes" }).click();
  const moved = page.getByRole("dialog", { name: "Crew change at Antwerp" });
  await expect(moved.getByRole("button", { name: "Edit" })).toBeVisible();
  await moved.getByRole("button", { name: "Close" }).click();
  await expect(moved).toBeHidden();
  await expect(card.getByRole("button", { name: /^Crew change at Antwerp/ })).toBeVisible();
  await expect(card).toContainText("0 gaps");

  // the same seafarer on a second ship: the clash shows before saving, and saving is not offered
  await page.goto(`/planning?vesselId=${other.id}`);
  const second = page.getByRole("article", { name: other.name });
  await second.getByRole("button", { name: /^Short 0\/1: Cook/ }).click();
  const booking = page.getByRole("dialog", { name: `Cook short on ${other.name}` });
  // planned on the first ship, they are not free: not among the best-match relievers, picked by name
  await expect(booking.getByRole("status", { name: "Loading relievers" })).toHaveCount(0);
  await expect(
    booking
      .getByRole("group", { name: "Best-match relievers" })
      .getByRole("radio", { name: new RegExp(relief.name) }),
  ).toHaveCount(0);
  await booking.getByRole("combobox", { name: "Or another seafarer" }).click();
  await page
    .getByRole("combobox", { name: "Search crew by name, nationality or rank" })
    .fill(relief.name.split(" ")[1]);
  await page.getByRole("option", { name: new RegExp(relief.name) }).click();
  await booking.getByLabel(/^Port/).fill("Hamburg");
  await booking.getByLabel(/^Date/).fill(isoIn(4));
  await expect(booking.getByTestId("plan-check")).toContainText(
    `Clash: ${relief.name} is planned to join ${ship.name} at Antwerp`,
  );
  await expect(booking.getByRole("button", { name: "Plan crew change" })).toBeDisabled();
  await booking.getByRole("button", { name: "Cancel" }).click();

  // on the day: moved to today, "Complete" is offered and signs them on and off
  await page.goto(`/planning?vesselId=${ship.id}`);
  await card.getByRole("button", { name: /^Crew change at Antwerp/ }).click();
  const onTheDay = page.getByRole("dialog", { name: "Crew change at Antwerp" });
  await onTheDay.getByRole("button", { name: "Edit" }).click();
  await onTheDay.getByLabel(/^Date/).fill(isoIn(0));
  await onTheDay.getByRole("button", { name: "Save changes" }).click();
  await onTheDay.getByRole("button", { name: "Complete" }).click();
  await expect(onTheDay).toBeHidden();
  await expect(card.getByRole("button", { name: /^Crew change at Antwerp/ })).toHaveAttribute(
    "aria-label",
    /\(completed\)$/,
  );
  await expect(
    card.getByRole("button", { name: new RegExp(`^${relief.name}, Cook: aboard from`) }),
  ).toBeVisible();

  // the crew details show the relief's file: the tour aboard and the crew change that signed them on
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(relief.name.split(" ")[1].toLowerCase());
  const row = page.getByTestId("crew-row").filter({ hasText: relief.name });
  await expect(row).toContainText(ship.name);
  await row.getByRole("button", { name: `View details of ${relief.name}` }).click();
  const details = page.getByRole("dialog", { name: relief.name });
  await expect(details.getByTestId("crew-file-tours")).toContainText(`Cook on ${ship.name}`);
  await expect(details.getByTestId("crew-file-crew-changes")).toContainText(
    `Signs on ${ship.name} at Antwerp (BEANR)`,
  );
  await expect(details.getByTestId("crew-file-documents")).toBeVisible();
  await expect(details.getByText("Sign-on not confirmed")).toHaveCount(0);
});

test("a join on its day not completed yet counts aboard, flagged 'Sign-on not confirmed' on the crew list, crew details, board and matrix", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(150_000));
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const ship = await vesselNeedingACook(page, "Unconfirmed");
  const joiner = await cook(page, "Uma");
  await post(page, "/api/crew-changes", {
    vesselId: ship.id,
    date: isoIn(0),
    port: "Rotterdam",
    onSigners: [{ crewMemberId: joiner.id, rank: "Cook" }],
    offSigners: [],
  });
  const flag = "Sign-on not confirmed";

  // the crew list: aboard the ship, flagged; the crew details say it too
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(joiner.name.split(" ")[1].toLowerCase());
  const row = page.getByTestId("crew-row").filter({ hasText: joiner.name });
  await expect(row).toContainText(ship.name);
  await expect(row.getByText(flag)).toBeVisible();
  await expect(row.getByText(flag)).toHaveAttribute("title", new RegExp(`^${flag}: Counted aboard`));
  await row.getByRole("button", { name: `View details of ${joiner.name}` }).click();
  const details = page.getByRole("dialog", { name: joiner.name });
  await expect(details.getByText(flag)).toBeVisible();
  await expect(details.getByTestId("crew-file-tours").getByRole("img", { name: flag })).toBeVisible();
  expect(await axeSerious(page)).toEqual([]);
  await details.getByRole("button", { name: "Close" }).first().click();

  // the board: the joiner's bar carries the mark, named in its label and title
  await page.goto(`/planning?vesselId=${ship.id}`);
  const card = page.getByRole("article", { name: ship.name });
  const bar = card.getByRole("button", {
    name: new RegExp(`^${joiner.name}, Cook: planned to join .* \\(sign-on not confirmed\\)`),
  });
  await expect(bar).toBeVisible();
  await expect(bar.getByTestId("sign-on-not-confirmed")).toBeVisible();
  const shots = process.env.REVIEW_SHOTS;
  await atEachViewportAndTheme(page, async (width, theme) => {
    await expect(bar).toBeVisible();
    expect(await axeSerious(page), `board ${width} ${theme}`).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/board-unconfirmed-${width}-${theme}.png` });
    await bar.click();
    const change = page.getByRole("dialog", { name: "Crew change at Rotterdam" });
    await expect(change.getByRole("button", { name: "Complete" })).toBeVisible();
    expect(await axeSerious(page), `crew change ${width} ${theme}`).toEqual([]);
    if (shots) await page.screenshot({ path: `${shots}/crew-change-${width}-${theme}.png` });
    await change.getByRole("button", { name: "Close" }).first().click();
    await expect(change).toBeHidden();
  });

  // the Compliance Matrix: an aboard row, flagged
  await page.goto(`/compliance?vessel=${ship.id}`);
  const matrixRow = page.getByTestId("compliance-row").filter({ hasText: joiner.name });
  await expect(matrixRow).toContainText("Aboard");
  await expect(matrixRow.getByRole("img", { name: flag })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/matrix-unconfirmed-1280-light.png` });
});
