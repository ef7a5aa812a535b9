import { and, count, eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { crewMembers } from "../../db/schema-fleet";
import { restHoursCorrections, restHoursDays, restHoursMonths } from "../../db/schema-rest-hours";
import { aboardSince } from "../../test/aboard";
import { signedInCrewUser } from "../../test/crew-users";
import { createCrewMember, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { notRecordedReference } from "../../test/not-recorded";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const NOW = new Date(`${TODAY}T08:00:00Z`);
const p = (from: string, to: string) => ({ from, to });

describe(`hours of rest API (${ENGINE})`, () => {
  let ctx: TestContext;
  let own: string;
  let vesselId: string;
  let captainToken: string;
  let other: string;

  const crewUser = (name: string, member: Parameters<typeof signedInCrewUser>[2]) =>
    signedInCrewUser(ctx, name, member);
  const asToken = (token: string, opts: InjectOptions) =>
    ctx.app.inject({ ...opts, headers: { ...(opts.headers ?? {}), authorization: `Bearer ${token}` } });
  const put = (role: "crew" | "office_staff" | "admin", member: string, date: string, payload: object) =>
    ctx.as(role, { method: "PUT", url: `/api/crew/${member}/rest-hours/${date}`, payload });
  const get = (role: "crew" | "office_staff" | "admin", member: string, from: string, to: string) =>
    ctx.as(role, { method: "GET", url: `/api/crew/${member}/rest-hours?from=${from}&to=${to}` });
  const dayCount = async (member: string) =>
    (await ctx.db.select({ n: count() }).from(restHoursDays).where(eq(restHoursDays.crewMemberId, member)))[0]
      .n;

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    own = ctx.crewMemberId;
    vesselId = (await createVessel(ctx.db, { name: "MV Rest" })).id;
    await aboardSince(ctx.db, own, "2025-06-01", vesselId);
    other = (await createCrewMember(ctx.db, { lastName: "Otherton", currentVesselId: vesselId })).id;
    captainToken = (await crewUser("skipper", { rank: "Captain", currentVesselId: vesselId })).token;
  });
  afterAll(() => ctx.close());

  it("a seafarer records their days and reads them back with totals", async () => {
    const res = await put("crew", own, "2026-02-02", { work: [p("00:00", "04:00"), p("12:00", "16:00")] });
    expect(res.statusCode).toBe(200);
    expect(res.json().day).toMatchObject({ date: "2026-02-02", workHours: 8, restHours: 16, clockChange: 0 });
    const read = await get("crew", own, "2026-02-01", "2026-02-28");
    expect(read.statusCode).toBe(200);
    expect(read.json().days).toEqual([
      expect.objectContaining({
        date: "2026-02-02",
        work: [p("00:00", "04:00"), p("12:00", "16:00")],
        workHours: 8,
      }),
    ]);
    expect(read.json().nonConformities).toEqual([]);
    expect(read.json().regime).toBe("minimum_rest");
  });

  it("a violation across midnight and a month end appears as soon as the second day is saved", async () => {
    await put("crew", own, "2026-02-28", { work: [p("12:00", "24:00")] });
    const second = await put("crew", own, "2026-03-01", { work: [p("00:00", "02:30")] });
    expect(
      second
        .json()
        .nonConformities.map((n: { rule: string }) => n.rule)
        .sort(),
    ).toEqual(["interval", "not_recorded", "rest_24h"]);
    // The days between the 2 February recorded above and 28 February are a finding of their own.
    expect(second.json().nonConformities).toContainEqual({
      rule: "not_recorded",
      from: "2026-02-03T00:00",
      to: "2026-02-27T24:00",
      detail: "25 days not recorded",
    });
    const read = await get("office_staff", own, "2026-03-01", "2026-03-01");
    expect(read.json().nonConformities).toContainEqual({
      rule: "rest_24h",
      from: "2026-02-28T02:30",
      to: "2026-03-01T12:00",
      detail: "9.5 h rest in 24 h (minimum 10 h)",
    });
    // Fixing the day clears it.
    await put("crew", own, "2026-03-01", { work: [p("00:00", "02:00")] });
    expect((await get("crew", own, "2026-02-28", "2026-03-01")).json().nonConformities).toEqual([]);
  });

  it("keeps a clock-change day's length and says which it was", async () => {
    const res = await put("crew", own, "2026-03-02", { work: [p("20:00", "25:00")], clockChange: 60 });
    expect(res.statusCode).toBe(200);
    expect(res.json().day).toMatchObject({ clockChange: 60, workHours: 5, restHours: 20 });
    const short = await put("crew", own, "2026-03-03", { work: [p("20:00", "23:30")], clockChange: -60 });
    expect(short.statusCode).toBe(400);
  });

  it("refuses bad input with 400/404 and writes nothing", async () => {
    const before = await dayCount(own);
    const bad: Array<[string, object, number]> = [
      ["2026-03-04", { work: [p("20:00", "24:30")] }, 400], // outside the day
      ["2026-03-04", { work: [p("08:15", "10:00")] }, 400], // off the grid
      ["2026-03-04", { work: [p("08:00", "12:00"), p("11:00", "13:00")] }, 400], // overlapping
      ["2026-03-04", { work: [p("12:00", "13:00"), p("08:00", "09:00")] }, 400], // unsorted
      ["2026-03-04", { work: [p("12:00", "11:00")] }, 400], // reversed
      ["2026-03-04", { work: [p("12:00", "13:00")], clockChange: 45 }, 400],
      ["2026-03-21", { work: [p("08:00", "12:00")] }, 400], // future (today is 20 March)
      ["2026-02-30", { work: [] }, 400], // not a date
    ];
    for (const [date, body, status] of bad) {
      const res = await put("crew", own, date, body);
      expect(res.statusCode, `${date} ${JSON.stringify(body)}`).toBe(status);
      expect(res.json().message).toBeTruthy();
    }
    // Another seafarer's record, for a crew user: 404, read or write.
    expect((await put("crew", other, "2026-03-04", { work: [] })).statusCode).toBe(404);
    expect((await get("crew", other, "2026-03-01", "2026-03-31")).statusCode).toBe(404);
    expect(await dayCount(own)).toBe(before);
    expect(await dayCount(other)).toBe(0);
    // A bad range.
    expect((await get("crew", own, "2026-03-10", "2026-03-01")).statusCode).toBe(400);
    expect((await get("crew", own, "2025-01-01", "2026-03-01")).statusCode).toBe(400);
  });

  describe("signing, countersigning and corrections", () => {
    // 3–27 February, between the days recorded: acknowledged whenever February is signed
    const daysNotRecorded = Array.from({ length: 25 }, (_, i) => `2026-02-${String(i + 3).padStart(2, "0")}`);
    const sign = (role: "crew" | "office_staff", member: string, month: string) =>
      ctx.as(role, { method: "POST", url: `/api/crew/${member}/rest-hours/months/${month}/sign` });
    const countersign = (role: "crew" | "office_staff" | "admin", member: string, month: string) =>
      ctx.as(role, { method: "POST", url: `/api/crew/${member}/rest-hours/months/${month}/countersign` });

    it("the seafarer signs a month once; the office may not sign for them; a future month can't be signed", async () => {
      expect((await sign("office_staff", own, "2026-02")).statusCode).toBe(403);
      expect((await countersign("office_staff", own, "2026-02")).statusCode).toBe(409); // not signed yet
      // 3–27 February lie between recorded days: signing names them and asks (rest-hours-sign.test.ts).
      expect((await sign("crew", own, "2026-02")).statusCode).toBe(409);
      const res = await ctx.as("crew", {
        method: "POST",
        url: `/api/crew/${own}/rest-hours/months/2026-02/sign`,
        payload: { daysNotRecorded },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ month: "2026-02", seafarerName: "Carl Crew", masterSignedAt: null });
      expect((await sign("crew", own, "2026-02")).statusCode).toBe(409);
      expect((await sign("crew", own, "2026-04")).statusCode).toBe(409);
      expect((await sign("crew", own, "2026-01")).statusCode).toBe(409); // nothing recorded
      expect((await sign("crew", other, "2026-02")).statusCode).toBe(404);
    });

    it("a signed month changes only with a reason, kept with the earlier values; signed again", async () => {
      const before = await ctx.db.select().from(restHoursDays).where(eq(restHoursDays.crewMemberId, own));
      const refused = await put("crew", own, "2026-02-02", { work: [p("00:00", "06:00")] });
      expect(refused.statusCode).toBe(409);
      expect(await ctx.db.select().from(restHoursDays).where(eq(restHoursDays.crewMemberId, own))).toEqual(
        before,
      );
      const fixed = await put("crew", own, "2026-02-02", {
        work: [p("00:00", "06:00")],
        reason: "Forgot the cargo watch",
      });
      expect(fixed.statusCode).toBe(200);
      expect(fixed.json().corrected).toBe(true);
      const read = (await get("office_staff", own, "2026-02-01", "2026-02-28")).json();
      expect(read.corrections).toEqual([
        expect.objectContaining({
          date: "2026-02-02",
          reason: "Forgot the cargo watch",
          correctedByName: "Carl Crew",
          previous: { work: [p("00:00", "04:00"), p("12:00", "16:00")], clockChange: 0, comment: null },
        }),
      ]);
      expect(read.days.find((d: { date: string }) => d.date === "2026-02-02").work).toEqual([
        p("00:00", "06:00"),
      ]);
      const [month] = await ctx.db
        .select()
        .from(restHoursMonths)
        .where(and(eq(restHoursMonths.crewMemberId, own), eq(restHoursMonths.month, "2026-02")));
      // the signature acknowledged the record as it was: cleared, the seafarer signs the month again
      expect(month.seafarerSignedAt).toBeNull();
      // still with 3–27 February not recorded: signed again knowing them, as the first time
      expect((await sign("crew", own, "2026-02")).statusCode).toBe(409);
      const again = await ctx.as("crew", {
        method: "POST",
        url: `/api/crew/${own}/rest-hours/months/2026-02/sign`,
        payload: { daysNotRecorded },
      });
      expect(again.statusCode, again.body).toBe(200);
    });

    it("a crew member who is not the master can't countersign; the office can, once", async () => {
      expect((await countersign("crew", own, "2026-02")).statusCode).toBe(403);
      const res = await countersign("office_staff", own, "2026-02");
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ masterName: "Olivia Office", masterCapacity: "office" });
      expect((await countersign("admin", own, "2026-02")).statusCode).toBe(409);
    });

    it("the master aboard reads and countersigns a seafarer's month but cannot change their days", async () => {
      const sailor = await crewUser("deckhand", {
        firstName: "Dan",
        lastName: "Deck",
        currentVesselId: vesselId,
      });
      const url = `/api/crew/${sailor.memberId}/rest-hours`;
      await asToken(sailor.token, {
        method: "PUT",
        url: `${url}/2026-03-05`,
        payload: { work: [p("08:00", "17:00")] },
      });
      expect(
        (await asToken(sailor.token, { method: "POST", url: `${url}/months/2026-03/sign` })).statusCode,
      ).toBe(200);
      expect(
        (await asToken(captainToken, { method: "GET", url: `${url}?from=2026-03-01&to=2026-03-31` }))
          .statusCode,
      ).toBe(200);
      const write = await asToken(captainToken, {
        method: "PUT",
        url: `${url}/2026-03-06`,
        payload: { work: [] },
      });
      expect(write.statusCode).toBe(404);
      const res = await asToken(captainToken, { method: "POST", url: `${url}/months/2026-03/countersign` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ masterName: "skipper", masterCapacity: "master" });
      // Another vessel's master sees nothing.
      const elsewhere = await crewUser("farmaster", {
        rank: "Captain",
        currentVesselId: (await createVessel(ctx.db)).id,
      });
      expect(
        (await asToken(elsewhere.token, { method: "GET", url: `${url}?from=2026-03-01&to=2026-03-31` }))
          .statusCode,
      ).toBe(404);
      const corrections = await ctx.db
        .select()
        .from(restHoursCorrections)
        .where(eq(restHoursCorrections.crewMemberId, sailor.memberId));
      expect(corrections).toEqual([]);
    });
  });

  describe("office views", () => {
    let copier: string;
    beforeAll(async () => {
      copier = (
        await createCrewMember(ctx.db, { firstName: "Cora", lastName: "Copy", currentVesselId: vesselId })
      ).id;
      // Seven identical days of 14 h work: 10 h rest a day is 70 h a week, under 77 h.
      for (let d = 10; d <= 16; d++)
        expect(
          (await put("office_staff", copier, `2026-03-${d}`, { work: [p("06:00", "20:00")] })).statusCode,
        ).toBe(200);
    });

    it("a vessel's month lists each seafarer with days, findings, signatures and the identical-days flag", async () => {
      const res = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/vessels/${vesselId}/rest-hours?month=2026-03`,
      });
      expect(res.statusCode).toBe(200);
      const cora = res.json().seafarers.find((s: { crewMemberId: string }) => s.crewMemberId === copier);
      // Totals kept in the month's row by each write: 7 days of 14 h work and 10 h rest.
      expect(cora).toMatchObject({ daysRecorded: 7, workHours: 98, restHours: 70 });
      expect(cora.allDaysIdentical).toBe(true);
      expect(cora.nonConformities.map((n: { rule: string }) => n.rule)).toEqual(["rest_7d"]);
      const carl = res.json().seafarers.find((s: { crewMemberId: string }) => s.crewMemberId === own);
      expect(carl.allDaysIdentical).toBe(false);
      expect(
        (await ctx.as("crew", { method: "GET", url: `/api/vessels/${vesselId}/rest-hours?month=2026-03` }))
          .statusCode,
      ).toBe(404);
    });

    it("a changed day updates the month's totals and the identical-days flag in the same write", async () => {
      await put("office_staff", copier, "2026-03-17", { work: [p("06:00", "19:00")], clockChange: -60 });
      const res = await ctx.as("admin", {
        method: "GET",
        url: `/api/vessels/${vesselId}/rest-hours?month=2026-03`,
      });
      const cora = res.json().seafarers.find((s: { crewMemberId: string }) => s.crewMemberId === copier);
      // 8 days; the 23-hour day has 13 h work and 10 h rest.
      expect(cora).toMatchObject({ daysRecorded: 8, workHours: 111, restHours: 80, allDaysIdentical: false });
      await put("office_staff", copier, "2026-03-17", { work: [p("06:00", "20:00")] });
      const again = await ctx.as("admin", {
        method: "GET",
        url: `/api/vessels/${vesselId}/rest-hours?month=2026-03`,
      });
      expect(
        again.json().seafarers.find((s: { crewMemberId: string }) => s.crewMemberId === copier),
      ).toMatchObject({ daysRecorded: 8, workHours: 112, restHours: 80, allDaysIdentical: true });
    });

    it("the master reads their own vessel's month, not another's; a crew member's master row shows the vessel", async () => {
      const month = await asToken(captainToken, {
        method: "GET",
        url: `/api/vessels/${vesselId}/rest-hours?month=2026-03`,
      });
      expect(month.statusCode).toBe(200);
      expect(month.json().seafarers.map((s: { crewMemberId: string }) => s.crewMemberId)).toContain(copier);
      const elsewhere = (await createVessel(ctx.db, { name: "MV Elsewhere" })).id;
      expect(
        (
          await asToken(captainToken, {
            method: "GET",
            url: `/api/vessels/${elsewhere}/rest-hours?month=2026-03`,
          })
        ).statusCode,
      ).toBe(404);
    });

    it("the fleet-wide list filters by rule, vessel and dates, and pages with X-Total-Count", async () => {
      const all = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/rest-hours/non-conformities?vesselId=${vesselId}`,
      });
      expect(all.statusCode).toBe(200);
      expect(Number(all.headers["x-total-count"])).toBe(all.json().length);
      expect(all.json()).toContainEqual(
        expect.objectContaining({
          rule: "rest_7d",
          crewName: "Cora Copy",
          vesselName: "MV Rest",
          from: "2026-03-10T00:00",
        }),
      );
      const byRule = await ctx.as("office_staff", {
        method: "GET",
        url: "/api/rest-hours/non-conformities?rule=interval",
      });
      expect(byRule.json().every((n: { rule: string }) => n.rule === "interval")).toBe(true);
      const none = await ctx.as("office_staff", {
        method: "GET",
        url: "/api/rest-hours/non-conformities?from=2026-03-18",
      });
      expect(none.json()).toEqual([]);
      expect(none.headers["x-total-count"]).toBe("0");
      const page = await ctx.as("office_staff", {
        method: "GET",
        url: "/api/rest-hours/non-conformities?limit=1&offset=0",
      });
      expect(page.json()).toHaveLength(1);
      expect(
        (await ctx.as("office_staff", { method: "GET", url: "/api/rest-hours/non-conformities?rule=nope" }))
          .statusCode,
      ).toBe(400);
    });

    it("the flag's exception regime (70 h) clears the 7-day finding when an admin sets it", async () => {
      const url = `/api/vessels/${vesselId}/rest-regime`;
      expect(
        (await ctx.as("office_staff", { method: "PUT", url, payload: { regime: "exception" } })).statusCode,
      ).toBe(403);
      expect((await ctx.as("admin", { method: "PUT", url, payload: { regime: "lenient" } })).statusCode).toBe(
        400,
      );
      const res = await ctx.as("admin", { method: "PUT", url, payload: { regime: "exception" } });
      expect(res.json()).toEqual({ vesselId, regime: "exception" });
      const read = (await get("office_staff", copier, "2026-03-01", "2026-03-31")).json();
      expect(read.regime).toBe("exception");
      expect(read.nonConformities).toEqual([]);
      await ctx.as("admin", { method: "PUT", url, payload: { regime: "minimum_rest" } });
      expect(
        (await get("office_staff", copier, "2026-03-01", "2026-03-31")).json().nonConformities,
      ).toHaveLength(1);
    });
  });

  it("checks night rest for a seafarer under 18", async () => {
    const young = (await createCrewMember(ctx.db, { dateOfBirth: "2008-06-01", currentVesselId: vesselId }))
      .id;
    await put("office_staff", young, "2026-03-12", { work: [p("08:00", "12:00")] });
    await put("office_staff", young, "2026-03-13", { work: [p("04:00", "08:00")] });
    const read = (await get("office_staff", young, "2026-03-12", "2026-03-13")).json();
    expect(read.nonConformities).toEqual([
      {
        rule: "night_rest",
        from: "2026-03-13T00:00",
        to: "2026-03-13T05:00",
        detail: "work between 00:00 and 05:00",
      },
    ]);
    // The grid gets the 18th birthday (not the date of birth) so it checks night rest as they type.
    expect(read.adultFrom).toBe("2026-06-01");
    expect((await get("office_staff", young, "2026-06-01", "2026-06-30")).json().adultFrom).toBeNull();
    expect((await get("crew", own, "2026-03-01", "2026-03-31")).json()).toMatchObject({
      adultFrom: null,
      masterOf: null,
    });
  });

  it("summary counts for the dashboard and alerts: fleet-wide for the office, their own for crew", async () => {
    const summary = async (role: "crew" | "office_staff") =>
      (await ctx.as(role, { method: "GET", url: "/api/rest-hours/summary?days=30" })).json();
    const sum = (byRule: Record<string, number>) => Object.values(byRule).reduce((a, b) => a + b, 0);
    const office = await summary("office_staff");
    expect(office.since).toBe("2026-02-18");
    expect(office.byRule.rest_7d).toBe(1); // Cora's week
    expect(office.nonConformities).toBe(sum(office.byRule));
    expect(office.seafarers).toBeGreaterThanOrEqual(2);
    const crew = await summary("crew");
    expect(crew.notRecordedYesterday).toBe(1);
    expect(crew.unsignedLastMonth).toBe(0); // February is signed
    expect(crew.awaitingCountersign).toBe(0); // and countersigned
    expect(crew.byRule.rest_7d).toBe(0);

    await put("crew", own, "2026-03-19", { work: [p("08:00", "17:00")] });
    expect((await summary("crew")).notRecordedYesterday).toBe(0);
    expect((await summary("office_staff")).notRecordedYesterday).toBe(office.notRecordedYesterday - 1);
    // Only active seafarers are counted: one aboard but inactive is not; the count is the per-seafarer rule's.
    await createCrewMember(ctx.db, { lastName: "Retired", status: "inactive", currentVesselId: vesselId });
    ctx.app.readCache.clear(); // written past the API
    const missing = (await summary("office_staff")).notRecordedYesterday;
    expect(missing).toBe(office.notRecordedYesterday - 1);
    expect(missing).toBe(await notRecordedReference(ctx.db, "2026-03-19"));
    const cora = (
      await ctx.db.select({ id: crewMembers.id }).from(crewMembers).where(eq(crewMembers.lastName, "Copy"))
    )[0];
    // Cora's March row exists (its totals); she signs it.
    await ctx.db
      .update(restHoursMonths)
      .set({ seafarerSignedAt: NOW })
      .where(and(eq(restHoursMonths.crewMemberId, cora.id), eq(restHoursMonths.month, "2026-03")));
    ctx.app.readCache.clear(); // written past the API: the summary is a cached read (cleared by API writes)
    expect((await summary("office_staff")).awaitingCountersign).toBe(office.awaitingCountersign + 1);
    expect((await ctx.as(null, { method: "GET", url: "/api/rest-hours/summary" })).statusCode).toBe(401);
  });
});
