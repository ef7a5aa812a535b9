// The offline app's writes of hours of rest, on both engines: a day sent with the version the
// seafarer started from (baseRecordedAt) is refused with the server's version when someone else recorded
// the day since, and written when they keep theirs on top of it; a signed month asks for a reason and
// says so; signing twice says the month is signed; each Idempotency-Key is applied once.
import { and, count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { activityLog } from "../../db/schema";
import { restHoursCorrections, restHoursDays } from "../../db/schema-rest-hours";
import { crewAboardContext } from "../../test/aboard";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const p = (from: string, to: string) => ({ from, to });
const MINE = [p("08:00", "12:00"), p("13:00", "17:00")];
const OFFICE = [p("00:00", "06:00")];

describe(`hours of rest from the offline queue (${ENGINE})`, () => {
  const ctx = crewAboardContext(TODAY, "2025-06-01");
  let own: string;
  beforeAll(() => {
    own = ctx.crewMemberId;
  });

  const put = (role: "crew" | "office_staff", date: string, payload: object, key?: string) =>
    ctx.as(role, {
      method: "PUT",
      url: `/api/crew/${own}/rest-hours/${date}`,
      payload,
      headers: key ? { "idempotency-key": key } : {},
    });
  const stored = async (date: string) =>
    (
      await ctx.db
        .select()
        .from(restHoursDays)
        .where(and(eq(restHoursDays.crewMemberId, own), eq(restHoursDays.date, date)))
    )[0];
  const recordEntries = async (date: string) =>
    (await ctx.db.select({ metadata: activityLog.metadata }).from(activityLog)).filter(
      (e) => (e.metadata as { date?: string } | null)?.date === date,
    ).length;

  it("a day nobody recorded is written from base null", async () => {
    const res = await put("crew", "2026-02-02", { work: MINE, baseRecordedAt: null });
    expect(res.statusCode).toBe(200);
    expect((await stored("2026-02-02")).work).toEqual(MINE);
  });

  it("a day the office recorded meanwhile is a 409 with the office's version, and nothing is written", async () => {
    expect((await put("office_staff", "2026-02-03", { work: OFFICE })).statusCode).toBe(200);
    const before = await stored("2026-02-03");
    const res = await put("crew", "2026-02-03", { work: MINE, baseRecordedAt: null }, "offline-0203-a");
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "CONFLICT",
      monthSigned: false,
      current: { date: "2026-02-03", work: OFFICE, recordedAt: before.recordedAt.toISOString() },
    });
    expect(await stored("2026-02-03")).toEqual(before);
    // the refused key was released: the same send is refused the same way, still nothing written
    const again = await put("crew", "2026-02-03", { work: MINE, baseRecordedAt: null }, "offline-0203-a");
    expect(again.statusCode).toBe(409);
    expect(await stored("2026-02-03")).toEqual(before);

    // "keep mine": sent on top of the version the server showed
    const keep = await put("crew", "2026-02-03", {
      work: MINE,
      baseRecordedAt: res.json().current.recordedAt,
    });
    expect(keep.statusCode).toBe(200);
    expect((await stored("2026-02-03")).work).toEqual(MINE);
    // a base older than the seafarer's own last save is no conflict: it is their own version
    const ownAgain = await put("crew", "2026-02-03", { work: OFFICE, baseRecordedAt: null });
    expect(ownAgain.statusCode).toBe(200);
  });

  it("the same key twice: one write, one activity entry, the same answer", async () => {
    const payload = { work: MINE, baseRecordedAt: null };
    const first = await put("crew", "2026-02-05", payload, "offline-0205-a");
    const second = await put("crew", "2026-02-05", payload, "offline-0205-a");
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(await recordEntries("2026-02-05")).toBe(1);
    expect((await stored("2026-02-05")).recordedAt.toISOString()).toBe(first.json().day.recordedAt);
  });

  it("a signed month: a change without a reason says monthSigned; signing twice says alreadySigned", async () => {
    const sign = () =>
      ctx.as("crew", {
        method: "POST",
        url: `/api/crew/${own}/rest-hours/months/2026-02/sign`,
        payload: { daysNotRecorded: ["2026-02-04"] }, // between the days recorded above
      });
    expect((await sign()).statusCode).toBe(200);
    const twice = await sign();
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ alreadySigned: true });

    const day = await stored("2026-02-02");
    const base = day.recordedAt.toISOString();
    const refused = await put("crew", "2026-02-02", { work: OFFICE, baseRecordedAt: base });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ monthSigned: true, current: { date: "2026-02-02", work: MINE } });
    const corrected = await put("crew", "2026-02-02", {
      work: OFFICE,
      baseRecordedAt: base,
      reason: "Kept on board",
    });
    expect(corrected.statusCode).toBe(200);
    expect(corrected.json().corrected).toBe(true);
    const corrections = await ctx.db
      .select({ n: count() })
      .from(restHoursCorrections)
      .where(and(eq(restHoursCorrections.crewMemberId, own), eq(restHoursCorrections.date, "2026-02-02")));
    expect(corrections[0].n).toBe(1);
  });

  it("a malformed base version is a 400", async () => {
    const res = await put("crew", "2026-02-06", { work: MINE, baseRecordedAt: "yesterday" });
    expect(res.statusCode).toBe(400);
  });
});
