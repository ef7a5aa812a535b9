// Pickers at fleet scale: with 600 more crew than the demo's 40, someone sorted past
// the first 500 is found by typing in the Schedule Rotation crew picker (the server searches) and
// scheduled with the keyboard alone; "Show more" and the arrow keys page on past the first 50; the
// vessel picker searches too; the users' "link crew" picker offers only crew without an account.
// The 600 are created through the API and deleted again at the end (their rotation goes with them).

import { expect, type Page, test } from "@playwright/test";
import { giveCertificates } from "./give-certificates";
import { axeViolations } from "./support/axe";
import { taskTimeout } from "./support/timeouts";

const COUNT = 600;
const TAG = `Zzpick${Date.now().toString(36)}`;
const lastName = (i: number) => `${TAG}${String(i).padStart(4, "0")}`;

async function seedCrew(page: Page): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < COUNT; start += 25) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, COUNT - start) }, (_, k) =>
        page.request.post("/api/crew", {
          data: {
            firstName: "Picker",
            lastName: lastName(start + k),
            nationality: "Estonian",
            dateOfBirth: "1990-01-01",
            rank: "Oiler",
          },
        }),
      ),
    );
    for (const res of batch) {
      expect(res.status()).toBe(201);
      ids.push((await res.json()).id);
    }
  }
  return ids;
}

async function removeCrew(page: Page, ids: string[]) {
  for (let start = 0; start < ids.length; start += 25) {
    await Promise.all(ids.slice(start, start + 25).map((id) => page.request.delete(`/api/crew/${id}`)));
  }
}

test("a crew member past the first 500 is found by typing and scheduled from the keyboard", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(300_000));
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const ids = await seedCrew(page);
  try {
    const total = Number((await page.request.get("/api/crew?limit=1")).headers()["x-total-count"]);
    expect(total).toBeGreaterThan(COUNT);
    const target = lastName(COUNT - 1); // sorted last of all: beyond any first 500
    // certified for their rank, so the join passes the eligibility check without an override
    await giveCertificates(page, ids[COUNT - 1], "Oiler");

    await page.goto("/scheduling");
    await page.getByRole("button", { name: "Schedule Rotation" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Rotation" });
    const crewPicker = dialog.getByRole("combobox", { name: "Crew Member" });
    await crewPicker.focus();
    await page.keyboard.press("ArrowDown"); // opens
    const search = page.getByRole("combobox", { name: "Search crew by name, nationality or rank" });
    await expect(search).toBeFocused();
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing 50 of ${total}`,
    );

    // paging: End goes to the last loaded option and loads the next page; "Show more" another
    await page.keyboard.press("End");
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing 100 of ${total}`,
    );
    await page.getByRole("button", { name: "Show more" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText(
      `Showing 150 of ${total}`,
    );
    const listbox = page.getByRole("listbox", { name: "Search crew by name, nationality or rank" });
    await expect(listbox.getByRole("option")).toHaveCount(150);

    // type-ahead on the server: the one match, chosen with Enter
    await search.fill(target);
    await expect(listbox.getByRole("option")).toHaveCount(1);
    await expect(listbox.getByRole("option")).toContainText(`Picker ${target}`);
    await expect(page.getByRole("status").filter({ hasText: "Showing" })).toHaveText("Showing 1 of 1");
    await expect(search).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("Enter");
    await expect(listbox).toHaveCount(0);
    await expect(crewPicker).toBeFocused();
    await expect(crewPicker).toHaveText(`Picker ${target}`);

    // the vessel picker searches the server too; Escape closes it without choosing
    const vesselPicker = dialog.getByRole("combobox", { name: "Vessel" });
    await vesselPicker.click();
    await page.getByRole("combobox", { name: "Search vessels by name" }).fill("Baltic");
    await expect(page.getByRole("option")).toHaveText(["MV Baltic Breeze"]);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("listbox")).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(vesselPicker).toHaveText("Select vessel");
    await vesselPicker.press("ArrowDown");
    await page.getByRole("combobox", { name: "Search vessels by name" }).fill("Baltic");
    await expect(page.getByRole("option")).toHaveText(["MV Baltic Breeze"]);
    await page.keyboard.press("ArrowDown"); // stays on the only option
    await page.keyboard.press("Enter");
    await expect(vesselPicker).toHaveText("MV Baltic Breeze");

    expect((await axeViolations(page, '[role="dialog"]')).map((v) => v.id)).toEqual([]);

    const join = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel("Join Date").fill(join);
    const created = page.waitForResponse(
      (r) => r.url().endsWith("/api/rotations") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "Schedule Rotation" }).click();
    const res = await created;
    expect(res.status()).toBe(201);
    expect((await res.json()).crewMemberId).toBe(ids[COUNT - 1]);
    await expect(page.getByText("Crew rotation scheduled successfully", { exact: true })).toBeVisible();
  } finally {
    await removeCrew(page, ids);
  }
});

test("the users' crew link offers only crew without an account, searched on the server", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/settings");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const me = (await (await page.request.get("/api/crew?limit=500")).json()) as {
    userId: string | null;
    lastName: string;
  }[];
  const linked = me.find((c) => c.userId);
  const free = me.find((c) => !c.userId);
  if (!linked || !free) throw new Error("the demo has a linked and an unlinked crew member");
  await page.getByRole("tab", { name: "User Management" }).click();
  await page.getByRole("button", { name: "Add User" }).click();
  const dialog = page.getByRole("dialog", { name: "Add User" });
  await dialog.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "Crew Member" }).click();
  await dialog.getByRole("combobox", { name: "Crew member" }).click();
  const search = page.getByRole("combobox", { name: "Search crew by name, nationality or rank" });
  await search.fill(linked.lastName);
  await expect(page.getByRole("status").filter({ hasText: /Showing|No crew/ })).toBeVisible();
  await expect(page.getByRole("option", { name: new RegExp(linked.lastName) })).toHaveCount(
    me.filter((c) => !c.userId && c.lastName === linked.lastName).length,
  );
  await search.fill(free.lastName);
  await expect(page.getByRole("option", { name: new RegExp(free.lastName) }).first()).toBeVisible();
});
