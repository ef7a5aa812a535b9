// Planning a relief as a superintendent does: from a red shortfall on the board pick who signs off and
// who relieves them (the gap turns planned: the joiner is drawn hatched), move the crew change to another
// port and day, try to book the same seafarer on a second ship (no longer a best-match reliever, picked
// by name: the clash shows before saving and the save is not offered), and complete the change on its
// day. axe on the dialogs.
import { expect, type Page, test } from "@playwright/test";
import { giveCertificates } from "./give-certificates";
import { axeSerious } from "./support/axe";

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
  test.setTimeout(150_000);
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
});
