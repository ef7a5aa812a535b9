// The seafarer's file in the crew details: the demo seafarer's tour aboard, a planned joiner's tour ahead,
// their documents, and the honest "eligible until" (the first of a certificate's lapse, the contract's end
// and the maximum tour). Axe and screenshots (into REVIEW_SHOTS when set) at 1280 and 375 px, light and dark.
import { expect, type Page, test } from "@playwright/test";
import { axeSerious } from "./support/axe";
import { taskTimeout } from "./support/timeouts";
import { atEachViewportAndTheme } from "./support/viewports";

async function openDetails(page: Page, id: string) {
  const member = await (await page.request.get(`/api/crew/${id}`)).json();
  const name = `${member.firstName} ${member.lastName}`;
  await page.goto("/crew");
  await page.getByRole("searchbox", { name: "Search crew" }).fill(member.lastName.toLowerCase());
  const row = page.getByTestId("crew-row").filter({ hasText: name });
  await row.getByRole("button", { name: `View details of ${name}` }).click();
  return { member, dialog: page.getByRole("dialog", { name }) };
}

test("the crew details show the seafarer's file: tours, crew changes, documents, eligible until", async ({
  page,
}) => {
  test.setTimeout(taskTimeout(120_000));
  await page.goto("/dashboard");
  await expect(page.getByTestId("user-card")).toContainText("Fleet Administrator");
  const users = (await (await page.request.get("/api/users?limit=500")).json()) as {
    username: string;
    crewMemberId: string | null;
  }[];
  const seafarerId = users.find((u) => u.username === "crew")?.crewMemberId as string;

  const { member, dialog } = await openDetails(page, seafarerId);
  const tours = dialog.getByTestId("crew-file-tours");
  await expect(tours).toContainText("Aboard");
  await expect(tours).toContainText(`${member.rank} on ${member.currentVessel.name}`);
  await expect(dialog.getByTestId("crew-file-crew-changes")).toBeVisible();
  const documents = dialog.getByTestId("crew-file-documents");
  await expect(documents).toContainText("Passport");
  const line = dialog.getByTestId("eligibility-line");
  await expect(line).toContainText(`for ${member.rank} on ${member.currentVessel.name}`);
  const text = (await line.textContent()) ?? "";
  if (text.startsWith("Eligible")) {
    // never past the contract's end
    expect(text).toMatch(
      /until .+ \(then (a required certificate lapses|the contract ends|the maximum tour ends)\)/,
    );
  }

  await atEachViewportAndTheme(page, async (width, theme) => {
    await expect(tours).toBeVisible();
    expect(await axeSerious(page), `crew file ${width} ${theme}`).toEqual([]);
    const dir = process.env.REVIEW_SHOTS;
    if (dir) {
      await dialog.screenshot({ path: `${dir}/crew-details-${width}-${theme}.png` });
      await tours.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${dir}/crew-file-${width}-${theme}.png` });
    }
  });

  // a seafarer ashore with a planned join: the tour ahead is "Planned to join"
  const list = (await (await page.request.get("/api/crew?limit=100")).json()) as {
    id: string;
    currentVesselId: string | null;
    status: string;
  }[];
  for (const c of list.filter((x) => !x.currentVesselId && x.status === "active")) {
    const t = await (await page.request.get(`/api/crew/${c.id}/tours`)).json();
    if (!t.tours.length) continue;
    await dialog.getByRole("button", { name: "Close" }).first().click();
    const planned = await openDetails(page, c.id);
    const file = planned.dialog.getByTestId("crew-file-tours");
    await expect(file).toContainText("Planned to join");
    await expect(file).toContainText(t.tours[0].vesselName);
    return;
  }
  throw new Error("the demo has crew ashore planned to join");
});
