import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { restHoursMonths, restHoursNonConformities } from "../../db/schema-rest-hours";
import { aboardSince } from "../../test/aboard";
import { createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const NOW = new Date("2026-04-10T08:00:00Z");
const p = (from: string, to: string) => ({ from, to });
const watch = { work: [p("00:00", "04:00"), p("12:00", "16:00")] };

// A day missing between two recorded days is `not_recorded` (MLC A2.3 para 12): it is a finding, and
// signing the month names such days and signs only when the seafarer was shown them.
describe(`signing a month with days not recorded (${ENGINE})`, () => {
  let ctx: TestContext;
  let own: string;
  let vesselId: string;
  const put = (date: string) =>
    ctx.as("crew", { method: "PUT", url: `/api/crew/${own}/rest-hours/${date}`, payload: watch });
  const sign = (month: string, payload?: object) =>
    ctx.as("crew", { method: "POST", url: `/api/crew/${own}/rest-hours/months/${month}/sign`, payload });
  const signedRow = async () =>
    ctx.db.select().from(restHoursMonths).where(eq(restHoursMonths.crewMemberId, own));

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    own = ctx.crewMemberId;
    vesselId = (await createVessel(ctx.db, { name: "MV Gap" })).id;
    await aboardSince(ctx.db, own, "2026-01-01", vesselId); // days are recorded within a tour
  });
  afterAll(() => ctx.close());

  it("a missing day is a finding; signing names it, refuses without it and signs with it acknowledged", async () => {
    for (const date of ["2026-03-01", "2026-03-02", "2026-03-04", "2026-03-05"])
      expect((await put(date)).statusCode).toBe(200);
    const read = await ctx.as("crew", {
      method: "GET",
      url: `/api/crew/${own}/rest-hours?from=2026-03-01&to=2026-03-31`,
    });
    expect(read.json().nonConformities).toEqual([
      { rule: "not_recorded", from: "2026-03-03T00:00", to: "2026-03-03T24:00", detail: "day not recorded" },
    ]);

    const refused = await sign("2026-03");
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^Not recorded in 2026-03: 2026-03-03\. /);
    // Acknowledging other days does not do: the refused list is the server's.
    expect((await sign("2026-03", { daysNotRecorded: ["2026-03-04"] })).statusCode).toBe(409);
    expect((await signedRow())[0]?.seafarerSignedAt ?? null).toBeNull();

    const res = await sign("2026-03", { daysNotRecorded: ["2026-03-03"] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ month: "2026-03", masterSignedAt: null });
    expect((await signedRow())[0]?.seafarerSignedAt).not.toBeNull();
  });

  it("days after the last record or before the first are not asked about; a gap across the month's end is", async () => {
    // April: 1 April recorded after 5 March: 6–31 March were not recorded, nothing in April is missing.
    expect((await put("2026-04-01")).statusCode).toBe(200);
    expect((await sign("2026-04")).statusCode).toBe(200);
  });

  it("a run of days not recorded is found however long, on the vessel of the day before it", async () => {
    // 2 January, eight weeks before the first record (1 March): the run between them is one finding
    expect((await put("2026-01-02")).statusCode).toBe(200);
    const stored = await ctx.db
      .select()
      .from(restHoursNonConformities)
      .where(eq(restHoursNonConformities.crewMemberId, own));
    const gaps = stored
      .filter((n) => n.rule === "not_recorded")
      .map((n) => ({ from: n.fromAt, to: n.toAt, detail: n.detail, vesselId: n.vesselId }))
      .sort((a, b) => a.from.localeCompare(b.from));
    expect(gaps).toEqual([
      { from: "2026-01-03T00:00", to: "2026-02-28T24:00", detail: "57 days not recorded", vesselId },
      { from: "2026-03-03T00:00", to: "2026-03-03T24:00", detail: "day not recorded", vesselId },
      { from: "2026-03-06T00:00", to: "2026-03-31T24:00", detail: "26 days not recorded", vesselId },
    ]);
  });

  it("a malformed acknowledgement is a 400 naming the field, and signs nothing", async () => {
    const res = await sign("2026-02", { daysNotRecorded: ["3 March"] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/daysNotRecorded/);
  });
});
