// The vessel utilization report's crew assigned, kept per vessel until its compliance version moves
// (utilization.ts; the compliance versions projection): after a rotation aboard is added and cancelled, a tour
// of the same seafarer on another vessel that ends their open assignment here (and is moved later), and the
// day moving on, the route answers what a fresh count of the tours answers, and the count did change. Read
// with the read cache off, so only the kept counts stand between a write and the answer.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { VesselUtilizationReport } from "../../../shared/reports";
import { queryRows } from "../../db/rows";
import { rotations } from "../../db/schema-fleet";
import { createContract, createRotation, createVessel, withDbToday } from "../../test/factories";
import type { TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { memoClock, memoTestContext } from "../../test/memo-check";
import { ENGINE } from "../../test/test-database";
import { aboardOnSql } from "../manning/tours";

const clock = memoClock("2026-03-20T08:00:00Z");
const { today } = clock;

describe(`vessel utilization: the kept crew assigned (${ENGINE})`, () => {
  let ctx: TestContext;
  let here: string;
  let elsewhere: string;
  const ids: Record<string, string> = {};

  /** Each vessel's crew assigned, by the route. */
  const read = async () => {
    const res = await ctx.as("admin", { method: "GET", url: "/api/reports/vessel-utilization?days=30" });
    expect(res.statusCode).toBe(200);
    const report = res.json() as VesselUtilizationReport;
    return Object.fromEntries(report.rows.map((r) => [r.vesselId, r.crewAssigned]));
  };
  /** The same counted afresh from the tours (the aboard rule). */
  const fresh = async () => {
    const rows = await queryRows<{ id: string; n: number }>(
      ctx.db,
      sql`select v.id, (select count(distinct a.crew_member_id)::int from ${aboardOnSql(sql`v.id`, today())} a) as n
            from vessels v`,
    );
    return Object.fromEntries(rows.map((r) => [r.id, r.n]));
  };
  /** `write`, then the route's counts equal fresh ones and `vessel`'s moved by `change`. */
  const afterWrite = async (vessel: string, change: number, write: () => Promise<unknown>) => {
    const before = await read();
    await write();
    const after = await read();
    expect(after).toEqual(await fresh());
    expect(after[vessel]).toBe(before[vessel] + change);
  };
  beforeAll(async () => {
    ctx = await memoTestContext(clock.now);
    const { db } = ctx;
    here = (await createVessel(db, { name: "MV Kept Here" })).id;
    elsewhere = (await createVessel(db, { name: "MV Kept Elsewhere" })).id;
    await createVessel(db, { name: "MV Kept Untouched" });
    const member = keyedMembers(db, ids, () => "Kept");
    await member("A", here);
    // S: assigned here past the contract's end (aboard, overdue until their next tour begins)
    await member("S", here);
    await createContract(db, { crewMemberId: ids.S, startDate: "2025-09-01", endDate: "2026-03-01" });
    // P: planned to join here on 2026-05-01
    await member("P", null);
    await createRotation(db, { crewMemberId: ids.P, vesselId: here, joinDate: "2026-05-01" });
    await member("Q", null);
  });
  afterAll(() => ctx.close());

  it("with nothing changed, the same counts", async () => {
    const first = await read();
    expect(first).toEqual(await fresh());
    expect(first[here]).toBe(2);
    expect(await read()).toEqual(first);
  });

  it("a rotation aboard added and cancelled", async () => {
    await afterWrite(here, 1, () =>
      createRotation(ctx.db, { crewMemberId: ids.Q, vesselId: here, joinDate: "2026-03-10" }),
    );
    await afterWrite(here, -1, () =>
      withDbToday(ctx.db, (tx) =>
        tx.update(rotations).set({ status: "cancelled" }).where(eq(rotations.crewMemberId, ids.Q)),
      ),
    );
  });

  it("a tour elsewhere that ends an open assignment here, then moved later", async () => {
    // only the tour elsewhere is written: this vessel's count moves through S's other tour
    await afterWrite(here, -1, () =>
      createRotation(ctx.db, { crewMemberId: ids.S, vesselId: elsewhere, joinDate: "2026-03-15" }),
    );
    await afterWrite(here, 1, () =>
      withDbToday(ctx.db, (tx) =>
        tx
          .update(rotations)
          .set({ joinDate: "2026-04-15" })
          .where(and(eq(rotations.crewMemberId, ids.S), eq(rotations.vesselId, elsewhere))),
      ),
    );
  });

  it("the day moving on", async () => {
    const before = await read();
    clock.set("2026-04-20T08:00:00Z"); // S has left for the other vessel (from 04-15)
    const after = await read();
    expect(after).toEqual(await fresh());
    expect(after[here]).not.toBe(before[here]);
  });
});
