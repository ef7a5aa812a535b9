// The fleet timeline's tours (GET /api/manning/tours) kept until the fleet's tours version moves (tours.ts
// listTours; the manning versions projection): after every kind of write the page reads (a rotation added,
// moved and cancelled; a tour of the same seafarer on another vessel that ends their open assignment here; a
// seafarer's name; the vessel's name) and the day moving on, the route answers what a fresh reading answers,
// and something did change; with nothing changed, the very same answer comes back. Read with the read cache
// off, so only the memo stands between a write and the answer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TTour } from "../../../shared/tours";
import { crewMembers, rotations, vessels } from "../../db/schema-fleet";
import type { RequestCtx } from "../../lib/request-ctx";
import { createContract, createRotation, createVessel, withDbToday } from "../../test/factories";
import type { TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { afterWriteCheck, memoClock, memoTestContext } from "../../test/memo-check";
import { ENGINE } from "../../test/test-database";
import { listTours, readTours } from "./tours";

const clock = memoClock("2026-03-20T08:00:00Z");
const { today } = clock;

describe(`fleet timeline tours memo (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  let otherVesselId: string;
  const ids: Record<string, string> = {};
  const query = () => ({ from: "2026-03-01", to: "2026-05-31", vesselId, limit: 500, offset: 0 });

  const read = async () => {
    const q = query();
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/manning/tours?from=${q.from}&to=${q.to}&vesselId=${q.vesselId}&limit=${q.limit}`,
    });
    expect(res.statusCode).toBe(200);
    return { total: Number(res.headers["x-total-count"]), rows: res.json() as TTour[] };
  };
  const fresh = async () => {
    const page = await readTours({ db: ctx.db, today: today() } as unknown as RequestCtx, query());
    return JSON.parse(JSON.stringify(page));
  };
  /** `write`, then the route's answer equals a fresh computation and differs from the one before. */
  const afterWrite = afterWriteCheck(read, fresh);
  const inTx = (fn: Parameters<typeof withDbToday>[1]) => withDbToday(ctx.db, fn);
  const tourOf = (page: { rows: TTour[] }, key: string) => page.rows.find((t) => t.crewMemberId === ids[key]);

  beforeAll(async () => {
    ctx = await memoTestContext(clock.now);
    const db = ctx.db;
    vesselId = (await createVessel(db, { name: "MV Timeline" })).id;
    otherVesselId = (await createVessel(db, { name: "MV Elsewhere" })).id;
    const member = keyedMembers(db, ids, (key) => `Tour${key}`);
    // A: assigned here. S: assigned here past the contract's end (aboard, overdue: the tour stays open).
    await member("A", vesselId);
    const s = await member("S", vesselId);
    await createContract(db, { crewMemberId: s, startDate: "2025-09-01", endDate: "2026-03-01" });
    // P: planned to join here (moved, then cancelled below); Q: planned to join here on a day still to come.
    await createRotation(db, { crewMemberId: await member("Q", null), vesselId, joinDate: "2026-04-05" });
    ids.rotation = (
      await createRotation(db, { crewMemberId: await member("P", null), vesselId, joinDate: "2026-04-01" })
    ).id;
  });
  afterAll(() => ctx.close());

  it("with nothing changed, the same answer (the very object) comes back", async () => {
    const first = await read();
    expect(first).toEqual(await fresh());
    expect(first.rows.map((t) => t.name.split(" ")[0]).sort()).toEqual(["A", "P", "Q", "S"]);
    expect(tourOf(first, "S")?.signOff).toBeNull();
    expect(await read()).toEqual(first);
    const asked = { db: ctx.db, today: today() } as unknown as RequestCtx;
    const once = await listTours(asked, query());
    expect(await listTours(asked, query())).toBe(once);
  });

  it("a rotation moved and cancelled; a seafarer's name; the vessel's name", async () => {
    let page = await afterWrite(() =>
      inTx((tx) =>
        tx.update(rotations).set({ joinDate: "2026-04-10" }).where(eq(rotations.id, ids.rotation)),
      ),
    );
    expect(tourOf(page, "P")?.signOn).toBe("2026-04-10");
    page = await afterWrite(() =>
      inTx((tx) => tx.update(crewMembers).set({ lastName: "Renamed" }).where(eq(crewMembers.id, ids.A))),
    );
    expect(tourOf(page, "A")?.name).toBe("A Renamed");
    page = await afterWrite(() =>
      ctx.db.update(vessels).set({ name: "MV Timeline II" }).where(eq(vessels.id, vesselId)),
    );
    expect(page.rows.every((t) => t.vesselName === "MV Timeline II")).toBe(true);
    page = await afterWrite(() =>
      inTx((tx) => tx.update(rotations).set({ status: "cancelled" }).where(eq(rotations.id, ids.rotation))),
    );
    expect(tourOf(page, "P")).toBeUndefined();
  });

  it("a tour on another vessel ends the overdue assignment here (only the other vessel's tours written)", async () => {
    const page = await afterWrite(() =>
      createRotation(ctx.db, { crewMemberId: ids.S, vesselId: otherVesselId, joinDate: "2026-04-15" }),
    );
    expect(tourOf(page, "S")?.signOff).toBe("2026-04-15");
  });

  it("the day moving on", async () => {
    const before = await read();
    clock.set("2026-04-20T08:00:00Z");
    const after = await read();
    expect(after).toEqual(await fresh());
    // Q's planned join day has come: counted, not yet confirmed
    expect([tourOf(before, "Q")?.signOnNotConfirmed, tourOf(after, "Q")?.signOnNotConfirmed]).toEqual([
      false,
      true,
    ]);
    expect(await listTours({ db: ctx.db, today: today() } as unknown as RequestCtx, query())).toEqual(after);
  });
});
