// The permission-matrix rows of the port paperwork (spread into table.ts). The crew
// user is made master (a Captain's tour) of a vessel of their own: their column asks for that vessel's
// lists (200); the "other" column asks for the matrix vessel they don't command (404).

import { and, eq } from "drizzle-orm";
import { addDays } from "../../../shared/dates";
import { tours, vessels } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import { tourVesselOn } from "../../modules/rest-hours/access";
import { createVessel } from "../factories";
import type { MatrixFixtures, Target } from "./fixtures";
import { type MatrixRow, OFFICE, OWN_ONLY } from "./row";

const MASTER_OWN = [401, 200, 404, 200, 200] as const;

const commanded = new WeakMap<MatrixFixtures, Promise<string>>();
/** The vessel the crew user is master of (made once per fixture set). */
function masterVessel(f: MatrixFixtures): Promise<string> {
  let v = commanded.get(f);
  if (!v) {
    v = (async () => {
      // already aboard a vessel today (another area's rows put them there): they command that one
      const current = await tourVesselOn(f.ctx.db, f.own.memberId, f.today);
      if (current) {
        await f.ctx.db
          .update(tours)
          .set({ rank: "Captain" })
          .where(and(eq(tours.crewMemberId, f.own.memberId), eq(tours.vesselId, current)));
        await f.ctx.db.update(vessels).set({ callSign: "9V1234" }).where(eq(vessels.id, current));
        return current;
      }
      const vessel = await createVessel(f.ctx.db, { name: "MV Commanded", callSign: "9V1234" });
      await f.ctx.db.insert(tours).values({
        crewMemberId: f.own.memberId,
        vesselId: vessel.id,
        rank: "Captain",
        signOn: addDays(f.today, -30),
        // aboard through tomorrow: the seafarer's planned rotations (from today + 5) are other tours
        actualSignOff: addDays(f.today, 1),
      });
      return vessel.id;
    })();
    commanded.set(f, v);
  }
  return v;
}

const vesselOf = async (f: MatrixFixtures, t: Target) => (t.member === "own" ? masterVessel(f) : f.vesselId);

async function changeOn(f: MatrixFixtures, vesselId: string): Promise<string> {
  const [row] = await f.ctx.db
    .insert(crewChanges)
    .values({ vesselId, port: "Singapore", portLocode: "SGSIN", date: f.today })
    .returning({ id: crewChanges.id });
  return row.id;
}

export const PORT_PAPERWORK_MATRIX: MatrixRow[] = [
  {
    route: "GET /api/vessels/:id/crew-list",
    expect: MASTER_OWN,
    req: async (f, t) => ({
      method: "GET",
      url: `/api/vessels/${await vesselOf(f, t)}/crew-list?date=${f.today}&kind=departure`,
    }),
  },
  {
    route: "GET /api/crew-changes/:id/crew-list",
    expect: MASTER_OWN,
    req: async (f, t) => ({
      method: "GET",
      url: `/api/crew-changes/${await changeOn(f, await vesselOf(f, t))}/crew-list?kind=arrival`,
    }),
  },
  {
    route: "PUT /api/crew-changes/:id/port-call",
    expect: OFFICE,
    req: async (f) => ({
      method: "PUT",
      url: `/api/crew-changes/${await changeOn(f, f.vesselId)}/port-call`,
      payload: { voyageNumber: "V-101", lastPortLocode: "NLRTM" },
    }),
  },
  {
    route: "GET /api/crew/:id/crew-list-check",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/crew/${f.memberOf(t)}/crew-list-check` }),
  },
  {
    route: "GET /api/crew/:id/effects",
    expect: OWN_ONLY,
    req: (f, t) => ({ method: "GET", url: `/api/crew/${f.memberOf(t)}/effects` }),
  },
  {
    route: "PUT /api/crew/:id/effects",
    expect: OWN_ONLY,
    req: (f, t) => ({
      method: "PUT",
      url: `/api/crew/${f.memberOf(t)}/effects`,
      payload: { items: [{ description: "Cigarettes", quantity: "2 cartons" }] },
    }),
  },
  {
    route: "GET /api/vessels/:id/crew-effects",
    expect: MASTER_OWN,
    req: async (f, t) => ({
      method: "GET",
      url: `/api/vessels/${await vesselOf(f, t)}/crew-effects?date=${f.today}&kind=arrival`,
    }),
  },
  {
    route: "GET /api/vessels/:id/working-arrangements",
    expect: MASTER_OWN,
    req: async (f, t) => ({
      method: "GET",
      url: `/api/vessels/${await vesselOf(f, t)}/working-arrangements`,
    }),
  },
  {
    route: "PUT /api/vessels/:id/working-arrangements",
    expect: MASTER_OWN,
    req: async (f, t) => ({
      method: "PUT",
      url: `/api/vessels/${await vesselOf(f, t)}/working-arrangements`,
      payload: { positions: [{ rank: "Captain", seaOther: "08-17" }] },
    }),
  },
  {
    route: "GET /api/vessels/:id/inspection-pack",
    expect: MASTER_OWN,
    req: async (f, t) => ({ method: "GET", url: `/api/vessels/${await vesselOf(f, t)}/inspection-pack` }),
  },
];
