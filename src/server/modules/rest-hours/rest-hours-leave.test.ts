import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daysNotRecorded } from "../../../shared/rest-hours";
import { crewMembers, tours } from "../../db/schema-fleet";
import { restHoursNonConformities } from "../../db/schema-rest-hours";
import { createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { recomputeNonConformities } from "./findings";

const NOW = new Date("2026-04-10T08:00:00Z");
const p = (from: string, to: string) => ({ from, to });
const watch = { work: [p("00:00", "04:00"), p("12:00", "16:00")] };

// A day is recorded while aboard (MLC A2.3 para 12): a day missing between two recorded days is
// `not_recorded` only when the seafarer was aboard that day (within a tour), never on leave between tours.
describe(`days on leave between tours are not "not recorded" (${ENGINE})`, () => {
  let ctx: TestContext;
  let own: string;
  let january: string;
  let march: string;
  const put = (date: string) =>
    ctx.as("crew", { method: "PUT", url: `/api/crew/${own}/rest-hours/${date}`, payload: watch });
  const sign = (month: string, payload?: object) =>
    ctx.as("crew", { method: "POST", url: `/api/crew/${own}/rest-hours/months/${month}/sign`, payload });
  const read = (from: string, to: string) =>
    ctx.as("crew", { method: "GET", url: `/api/crew/${own}/rest-hours?from=${from}&to=${to}` });
  const storedGaps = async () =>
    (
      await ctx.db
        .select()
        .from(restHoursNonConformities)
        .where(eq(restHoursNonConformities.crewMemberId, own))
    )
      .filter((n) => n.rule === "not_recorded")
      .map((n) => ({ from: n.fromDate, to: n.toDate, detail: n.detail, vesselId: n.vesselId }))
      .sort((a, b) => a.from.localeCompare(b.from));

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    own = ctx.crewMemberId;
    january = (await createVessel(ctx.db, { name: "MV January" })).id;
    march = (await createVessel(ctx.db, { name: "MV March" })).id;
    // aboard 1–30 January (the sign-off day counted), home until 1 March, aboard again from 2 March
    await ctx.db.insert(tours).values([
      {
        crewMemberId: own,
        vesselId: january,
        rank: "Able Seaman",
        signOn: "2026-01-01",
        actualSignOff: "2026-01-30",
      },
      { crewMemberId: own, vesselId: march, rank: "Able Seaman", signOn: "2026-03-02" },
    ]);
    // 29 January is recorded last: the run it splits reaches across the leave to 2 March
    for (const date of ["2026-01-05", "2026-01-10", "2026-03-03", "2026-03-05", "2026-01-29"])
      expect((await put(date)).statusCode).toBe(200);
  });
  afterAll(() => ctx.close());

  it("finds no day of February not recorded; a run is clipped to each stretch aboard, on its tour's vessel", async () => {
    const expected = [
      { from: "2026-01-06", to: "2026-01-09", detail: "4 days not recorded", vesselId: january },
      { from: "2026-01-11", to: "2026-01-28", detail: "18 days not recorded", vesselId: january },
      { from: "2026-01-30", to: "2026-01-30", detail: "day not recorded", vesselId: january },
      { from: "2026-03-02", to: "2026-03-02", detail: "day not recorded", vesselId: march },
      { from: "2026-03-04", to: "2026-03-04", detail: "day not recorded", vesselId: march },
    ];
    expect(await storedGaps()).toEqual(expected);
    // the re-check around each written day stores what checking the whole record does
    const [seafarer] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, own));
    await ctx.db.transaction(async (tx) =>
      recomputeNonConformities(tx, seafarer, { today: ctx.app.today() }),
    );
    expect(await storedGaps()).toEqual(expected);
    const feb = await read("2026-02-01", "2026-02-28");
    expect(feb.statusCode).toBe(200);
    expect(feb.json().nonConformities).toEqual([]);
  });

  it("signing January or March asks only about days aboard, never those at home", async () => {
    const jan = await sign("2026-01");
    expect(jan.statusCode).toBe(409);
    expect(jan.json().message).toMatch(/^Not recorded in 2026-01: 2026-01-06, .*2026-01-28, 2026-01-30\. /);
    const janList = daysNotRecorded(
      ["2026-01-05", "2026-01-10", "2026-01-29", "2026-03-03"],
      "2026-01-01",
      "2026-01-30",
    );
    expect((await sign("2026-01", { daysNotRecorded: janList })).statusCode).toBe(200);
    const marchList = ["2026-03-02", "2026-03-04"];
    const mar = await sign("2026-03");
    expect(mar.statusCode).toBe(409);
    expect(mar.json().message).toMatch(/^Not recorded in 2026-03: 2026-03-02, 2026-03-04\. /);
    // the month's answer carries what the sign dialog needs to list the same days
    const view = (await read("2026-02-23", "2026-03-31")).json();
    expect(view.aboard).toEqual([{ from: "2026-03-02", to: null }]);
    expect(view.recordedBefore).toBe("2026-01-29");
    const recorded = [view.recordedBefore, ...view.days.map((d: { date: string }) => d.date)];
    expect(daysNotRecorded(recorded, "2026-03-01", "2026-03-31", view.aboard)).toEqual(marchList);
    expect((await sign("2026-03", { daysNotRecorded: marchList })).statusCode).toBe(200);
  });
});
