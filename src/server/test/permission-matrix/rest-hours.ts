// The permission-matrix rows of the hours-of-rest routes (spread into table.ts).
// Signing needs a month with a recorded day; countersigning a month the seafarer signed: each request
// gets a month of its own, far in the past, so no row depends on another.
import { expect } from "vitest";
import { addDays } from "../../../shared/dates";
import { tours } from "../../db/schema-fleet";
import { restHoursDays, restHoursMonths } from "../../db/schema-rest-hours";
import { tourVesselOn } from "../../modules/rest-hours/access";
import { createVessel } from "../factories";
import type { MatrixFixtures, Target } from "./fixtures";
import { ADMIN, type MatrixRow, OFFICE, OWN_ONLY } from "./row";

let monthSeq = 0;
/** A fresh month (2001-01, 2001-02, …) with one recorded day; signed by the seafarer when `signed`. */
async function freshMonth(f: MatrixFixtures, t: Target, signed: boolean): Promise<string> {
  monthSeq++;
  const month = `${2000 + Math.ceil(monthSeq / 12)}-${String(((monthSeq - 1) % 12) + 1).padStart(2, "0")}`;
  const crewMemberId = f.memberOf(t);
  await f.ctx.db
    .insert(restHoursDays)
    .values({ crewMemberId, date: `${month}-05`, work: [{ from: "08:00", to: "12:00" }], workMinutes: 240 });
  if (signed)
    await f.ctx.db
      .insert(restHoursMonths)
      .values({ crewMemberId, month, seafarerSignedAt: new Date(), seafarerName: "Matrix Seafarer" });
  return month;
}

/** Puts the target seafarer aboard a vessel (an open tour) unless a tour has them today: days lie within tours. */
async function aboard(f: MatrixFixtures, t: Target): Promise<void> {
  const crewMemberId = f.memberOf(t);
  if ((await tourVesselOn(f.ctx.db, crewMemberId, f.today)) !== undefined) return;
  const vessel = await createVessel(f.ctx.db);
  // aboard through tomorrow: the seafarer's planned rotations (from today + 5) are other tours, never overlapped
  await f.ctx.db
    .insert(tours)
    .values({ crewMemberId, vesselId: vessel.id, rank: "Able Seaman", actualSignOff: addDays(f.today, 1) });
}

export const REST_HOURS_MATRIX: MatrixRow[] = [
  {
    route: "GET /api/crew/:id/rest-hours",
    expect: OWN_ONLY,
    req: (f, t) => ({
      method: "GET",
      url: `/api/crew/${f.memberOf(t)}/rest-hours?from=${addDays(f.today, -30)}&to=${f.today}`,
    }),
  },
  {
    route: "GET /api/crew/:id/rest-hours/:month.pdf",
    expect: OWN_ONLY,
    req: (f, t) => ({
      method: "GET",
      url: `/api/crew/${f.memberOf(t)}/rest-hours/${f.today.slice(0, 7)}.pdf`,
    }),
    check: (res) => {
      if (res.statusCode === 200) expect(res.headers["content-type"]).toBe("application/pdf");
    },
  },
  {
    route: "PUT /api/crew/:id/rest-hours/:date",
    expect: OWN_ONLY,
    req: async (f, t) => {
      await aboard(f, t);
      return {
        method: "PUT",
        url: `/api/crew/${f.memberOf(t)}/rest-hours/${f.today}`,
        payload: { work: [{ from: "08:00", to: "12:00" }], comment: "Matrix" },
      };
    },
  },
  {
    route: "POST /api/crew/:id/rest-hours/months/:month/sign",
    expect: [401, 200, 404, 403, 403], // only the seafarer signs their own month
    req: async (f, t) => {
      const month = await freshMonth(f, t, false);
      // Other fresh months' days lie on either side: every other day of this one is acknowledged.
      const length = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5)), 0)).getUTCDate();
      const daysNotRecorded = Array.from({ length }, (_, i) => `${month}-${String(i + 1).padStart(2, "0")}`);
      return {
        method: "POST",
        url: `/api/crew/${f.memberOf(t)}/rest-hours/months/${month}/sign`,
        payload: { daysNotRecorded },
      };
    },
  },
  {
    route: "POST /api/crew/:id/rest-hours/months/:month/countersign",
    expect: [401, 403, 404, 200, 200], // the crew user is not the master aboard
    req: async (f, t) => ({
      method: "POST",
      url: `/api/crew/${f.memberOf(t)}/rest-hours/months/${await freshMonth(f, t, true)}/countersign`,
    }),
  },
  {
    // every signed month of the vessel's seafarers at once; crew: only the master of this vessel
    route: "POST /api/vessels/:id/rest-hours/months/:month/countersign",
    expect: [401, 404, 404, 200, 200],
    req: async (f, t) => ({
      method: "POST",
      url: `/api/vessels/${f.vesselId}/rest-hours/months/${await freshMonth(f, t, true)}/countersign`,
    }),
    check: (res, f, t) => {
      if (res.statusCode === 200 && t.member === "other")
        expect(res.json().results).toContainEqual(
          expect.objectContaining({ id: f.memberOf(t), status: "ok" }),
        );
    },
  },
  {
    route: "GET /api/vessels/:id/rest-hours",
    expect: [401, 404, 404, 200, 200], // crew: only the master of this vessel (the fixtures' are not)
    req: (f) => ({
      method: "GET",
      url: `/api/vessels/${f.vesselId}/rest-hours?month=${f.today.slice(0, 7)}`,
    }),
  },
  {
    route: "PUT /api/vessels/:id/rest-regime",
    expect: ADMIN,
    req: (f) => ({
      method: "PUT",
      url: `/api/vessels/${f.vesselId}/rest-regime`,
      payload: { regime: "minimum_rest" },
    }),
  },
  {
    route: "GET /api/rest-hours/summary",
    expect: [401, 200, 200, 200, 200], // a crew caller counts only their own record
    req: () => ({ method: "GET", url: "/api/rest-hours/summary?days=30" }),
  },
  {
    route: "GET /api/rest-hours/non-conformities",
    expect: OFFICE,
    req: () => ({ method: "GET", url: "/api/rest-hours/non-conformities" }),
  },
];
