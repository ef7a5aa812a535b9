// Safe manning and manning gaps on PGlite and PostgreSQL: the document is replaced in
// one transaction with its activity entry; bad ranks and counts are 400 with nothing written; the gaps
// read the one time-aboard source (rotations, and an assignment without one) with the day boundary of
// src/shared/manning.ts.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { activityLog } from "../../db/schema";
import { safeManningPositions } from "../../db/schema-manning";
import { createContract, createCrewMember, createCrewOnRotation, createVessel } from "../../test/factories";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`safe manning and manning gaps (${ENGINE})`, () => {
  const ctx = fileTestContext();

  const put = (vesselId: string, payload: object, role: "admin" | "office_staff" = "admin") =>
    ctx.as(role, { method: "PUT", url: `/api/vessels/${vesselId}/safe-manning`, payload });
  const gaps = (q: Record<string, string>) =>
    ctx.as("office_staff", { method: "GET", url: `/api/manning/gaps?${new URLSearchParams(q)}` });

  it("an admin replaces the document; office reads it; aliases are stored as catalogue names", async () => {
    const v = await createVessel(ctx.db, { name: "MV Manned" });
    const empty = await ctx.as("office_staff", { method: "GET", url: `/api/vessels/${v.id}/safe-manning` });
    expect(empty.json()).toEqual({ vesselId: v.id, validUntil: null, positions: [], updatedAt: null });

    const first = await put(v.id, {
      validUntil: "2028-06-30",
      positions: [
        { rank: "Cook", count: 1 },
        { rank: "Master", count: 1 },
        { rank: "AB Seaman", count: 3 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      validUntil: "2028-06-30",
      positions: [
        { rank: "Captain", count: 1 },
        { rank: "Able Seaman", count: 3 },
        { rank: "Cook", count: 1 },
      ],
    });
    const second = await put(v.id, { positions: [{ rank: "Oiler", count: 2 }] });
    expect(second.json()).toMatchObject({ validUntil: null, positions: [{ rank: "Oiler", count: 2 }] });
    const read = await ctx.as("office_staff", { method: "GET", url: `/api/vessels/${v.id}/safe-manning` });
    expect(read.json().positions).toEqual([{ rank: "Oiler", count: 2 }]);

    const log = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, v.id), eq(activityLog.action, "safe-manning")));
    expect(log.map((l) => l.description)).toEqual(
      expect.arrayContaining([
        "Safe manning of MV Manned set: Captain 1, Able Seaman 3, Cook 1 (valid until 2028-06-30)",
        "Safe manning of MV Manned set: Oiler 2",
      ]),
    );
  });

  it("refuses an unknown rank, a count below zero and a repeated rank with 400, writing nothing", async () => {
    const v = await createVessel(ctx.db);
    await put(v.id, { positions: [{ rank: "Cook", count: 1 }] });
    for (const positions of [
      [{ rank: "Pilot", count: 1 }],
      [{ rank: "Cook", count: -1 }],
      [{ rank: "Cook", count: 1.5 }],
      [
        { rank: "Cook", count: 1 },
        { rank: "cook", count: 2 },
      ],
    ]) {
      const res = await put(v.id, { positions });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(fieldMessages(res.json())).length).toBeGreaterThan(0);
    }
    expect(await put(v.id, { validUntil: "2028-02-30", positions: [] }).then((r) => r.statusCode)).toBe(400);
    const rows = await ctx.db
      .select()
      .from(safeManningPositions)
      .where(eq(safeManningPositions.vesselId, v.id));
    expect(rows.map((r) => [r.rank, r.count])).toEqual([["Cook", 1]]);
  });

  it("404 for an unknown vessel; office staff can't write", async () => {
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await put(missing, { positions: [] })).statusCode).toBe(404);
    expect(
      (await ctx.as("admin", { method: "GET", url: `/api/vessels/${missing}/safe-manning` })).statusCode,
    ).toBe(404);
    const v = await createVessel(ctx.db);
    expect((await put(v.id, { positions: [] }, "office_staff")).statusCode).toBe(403);
  });

  it("lists shortfalls from rotations and assignments: same-day relief covered, a late relief short", async () => {
    const v = await createVessel(ctx.db, { name: "MV Gappy" });
    await put(v.id, {
      positions: [
        { rank: "Cook", count: 1 },
        { rank: "Able Seaman", count: 2 },
      ],
    });
    const d = (n: number) => addDays(ctx.today, n);
    // Cooks: one leaves on day 10, the relief joins on day 10 (covered); that relief leaves on day 20 and
    // the next joins on day 22 (days 20 and 21 short).
    const aboard = (rank: string, rotation: Omit<Parameters<typeof createCrewOnRotation>[1], "vesselId">) =>
      createCrewOnRotation(ctx.db, { vesselId: v.id, ...rotation }, { rank });
    await aboard("Cook", { joinDate: d(-30), leaveDate: d(10) });
    await aboard("Cook", { joinDate: d(10), leaveDate: d(20) });
    await aboard("Cook", { joinDate: d(22) });
    // ABs: one assigned without a rotation until their contract ends on day 15; one on an open rotation;
    // a cancelled rotation counts for nothing.
    const ab1 = await createCrewMember(ctx.db, { rank: "Able Seaman", currentVesselId: v.id });
    await createContract(ctx.db, { crewMemberId: ab1.id, startDate: d(-60), endDate: d(15) });
    await aboard("Able Seaman", { joinDate: d(-5) });
    await aboard("Able Seaman", { joinDate: d(-5), status: "cancelled" });

    const res = await gaps({ from: d(0), to: d(30), vesselId: v.id });
    expect(res.statusCode).toBe(200);
    const base = { vesselId: v.id, vesselName: "MV Gappy" };
    expect(res.json()).toEqual([
      { ...base, rank: "Able Seaman", from: d(15), to: d(30), required: 2, planned: 1 },
      { ...base, rank: "Cook", from: d(20), to: d(21), required: 1, planned: 0 },
    ]);

    // the fleet-wide call lists the same rows for this vessel
    const fleet = await gaps({ from: d(0), to: d(30) });
    expect(fleet.json().filter((g: { vesselId: string }) => g.vesselId === v.id)).toEqual(res.json());
  });

  it("validates the range and answers 404 for an unknown vessel", async () => {
    expect((await gaps({ from: ctx.today, to: addDays(ctx.today, -1) })).statusCode).toBe(400);
    expect((await gaps({ from: ctx.today, to: addDays(ctx.today, 800) })).statusCode).toBe(400);
    expect((await gaps({ from: "2027-13-01", to: ctx.today })).statusCode).toBe(400);
    expect(
      (await gaps({ from: ctx.today, to: ctx.today, vesselId: "00000000-0000-4000-8000-000000000000" }))
        .statusCode,
    ).toBe(404);
  });
});
