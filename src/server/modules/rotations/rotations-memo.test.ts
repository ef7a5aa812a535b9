// The rotations list and the calendar's month and day kept until the fleet's manning version moves
// (manning/fleet-manning-version.ts; the manning versions projection): after every kind of write they show
// (a cancelled rotation's notes and dates, which write no tour; a rotation added on another vessel and one
// deleted; a seafarer's rank and name; the vessel's name) each route answers what a fresh reading answers,
// and something did change; with nothing changed, the very same answer comes back. Read with the read cache
// off, so only the memo stands between a write and the answer.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TRotation, TRotationDayEntry, TRotationMonth } from "../../../shared/rotations";
import { crewMembers, rotations, vessels } from "../../db/schema-fleet";
import type { Caller } from "../../lib/caller";
import type { RequestCtx } from "../../lib/request-ctx";
import { createRotation, createVessel, withDbToday } from "../../test/factories";
import type { TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { afterWriteCheck, memoClock, memoTestContext } from "../../test/memo-check";
import { ENGINE } from "../../test/test-database";
import { readRotationDay, readRotationMonth, rotationMonth } from "./calendar";
import { readRotations } from "./list";

const clock = memoClock("2026-03-20T08:00:00Z");
const MONTH = "2026-04";
const DAY = "2026-04-01";
const LIST = { from: "2026-04-01", to: "2026-04-30", limit: 500, offset: 0 };
const office = {
  id: "memo-test",
  username: "office",
  name: "Office",
  role: "office_staff",
  crewMemberId: null,
};

interface Answers {
  list: { total: number; rows: TRotation[] };
  month: TRotationMonth;
  day: { total: number; rows: TRotationDayEntry[] };
}

describe(`rotations list and calendar memo (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  let otherVesselId: string;
  const ids: Record<string, string> = {};

  const get = async <T>(url: string) => {
    const res = await ctx.as("office_staff", { method: "GET", url });
    expect(res.statusCode, res.body).toBe(200);
    return { total: Number(res.headers["x-total-count"]), body: res.json() as T };
  };
  const read = async (): Promise<Answers> => {
    const list = await get<TRotation[]>(`/api/rotations?from=${LIST.from}&to=${LIST.to}&limit=${LIST.limit}`);
    const month = await get<TRotationMonth>(`/api/rotations/month?month=${MONTH}`);
    const day = await get<TRotationDayEntry[]>(`/api/rotations/day?date=${DAY}&limit=50`);
    return {
      list: { total: list.total, rows: list.body },
      month: month.body,
      day: { total: day.total, rows: day.body },
    };
  };
  const asked = () =>
    ({
      db: ctx.db,
      caller: office as Caller,
      today: clock.today(),
      cache: undefined,
    }) as unknown as RequestCtx;
  const fresh = async () => {
    const list = await readRotations(asked(), { ...LIST });
    const day = await readRotationDay(asked(), { date: DAY, limit: 50, offset: 0 });
    const answers = {
      list: { total: list.total, rows: list.items },
      month: await readRotationMonth(asked(), { month: MONTH }),
      day: { total: day.total, rows: day.items },
    };
    return JSON.parse(JSON.stringify(answers));
  };
  /** `write`, then every route's answer equals a fresh reading and differs from the one before. */
  const afterWrite = afterWriteCheck(read, fresh);
  const inTx = (fn: Parameters<typeof withDbToday>[1]) => withDbToday(ctx.db, fn);
  const rowOf = (answers: Answers, key: string) => answers.list.rows.find((r) => r.crewMemberId === ids[key]);

  beforeAll(async () => {
    ctx = await memoTestContext(clock.now);
    const db = ctx.db;
    vesselId = (await createVessel(db, { name: "MV Calendar" })).id;
    otherVesselId = (await createVessel(db, { name: "MV Elsewhere" })).id;
    const member = keyedMembers(db, ids, (key) => `Rot${key}`);
    // P: planned to join here; C: a cancelled join here (no tour: its edits move nothing but the rotation)
    ids.planned = (
      await createRotation(db, { crewMemberId: await member("P", null), vesselId, joinDate: DAY })
    ).id;
    ids.cancelled = (
      await createRotation(db, {
        crewMemberId: await member("C", null, "Bosun"),
        vesselId,
        joinDate: DAY,
        status: "cancelled",
      })
    ).id;
    await member("N", null);
  });
  afterAll(() => ctx.close());

  it("with nothing changed, the same answer (the very object) comes back", async () => {
    const first = await read();
    expect(first).toEqual(await fresh());
    expect(first.list.rows.map((r) => r.crewMember.firstName).sort()).toEqual(["C", "P"]);
    expect(first.day.total).toBe(2);
    expect(await read()).toEqual(first);
    const once = await rotationMonth(asked(), { month: MONTH });
    expect(await rotationMonth(asked(), { month: MONTH })).toBe(once);
  });

  it("a cancelled rotation's notes and join date, which write no tour", async () => {
    let answers = await afterWrite(() =>
      inTx((tx) =>
        tx.update(rotations).set({ notes: "Visa refused" }).where(eq(rotations.id, ids.cancelled)),
      ),
    );
    expect(rowOf(answers, "C")?.notes).toBe("Visa refused");
    answers = await afterWrite(() =>
      inTx((tx) =>
        tx.update(rotations).set({ joinDate: "2026-04-03" }).where(eq(rotations.id, ids.cancelled)),
      ),
    );
    expect(rowOf(answers, "C")?.joinDate).toBe("2026-04-03");
    expect(answers.day.total).toBe(1);
  });

  it("a seafarer's rank and name (ashore, on a cancelled rotation only); the vessel's name", async () => {
    let answers = await afterWrite(() =>
      inTx((tx) => tx.update(crewMembers).set({ rank: "Chief Officer" }).where(eq(crewMembers.id, ids.C))),
    );
    expect(rowOf(answers, "C")?.crewMember.rank).toBe("Chief Officer");
    answers = await afterWrite(() =>
      inTx((tx) => tx.update(crewMembers).set({ lastName: "Renamed" }).where(eq(crewMembers.id, ids.C))),
    );
    expect(rowOf(answers, "C")?.crewMember.lastName).toBe("Renamed");
    answers = await afterWrite(() =>
      ctx.db.update(vessels).set({ name: "MV Calendar II" }).where(eq(vessels.id, vesselId)),
    );
    expect(answers.list.rows.every((r) => r.vessel.name === "MV Calendar II")).toBe(true);
  });

  it("a rotation added on another vessel, then one deleted", async () => {
    let answers = await afterWrite(() =>
      createRotation(ctx.db, { crewMemberId: ids.N, vesselId: otherVesselId, joinDate: DAY }),
    );
    expect(rowOf(answers, "N")?.vessel.id).toBe(otherVesselId);
    answers = await afterWrite(() => inTx((tx) => tx.delete(rotations).where(eq(rotations.id, ids.planned))));
    expect(rowOf(answers, "P")).toBeUndefined();
  });
});
