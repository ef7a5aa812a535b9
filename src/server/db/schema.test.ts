// The data model's own guarantees: cascades, SET NULL, unique and CHECK constraints, append-only audit.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createActivity,
  createContract,
  createCrewMember,
  createDocument,
  createRotation,
  createVessel,
  withDbToday,
} from "../test/factories";
import { buildTestContext, type TestContext } from "../test/helpers";
import { ENGINE } from "../test/test-database";
import { activityLog } from "./schema";
import { documents } from "./schema-documents";
import { contracts, crewMembers, rotations } from "./schema-fleet";

describe(`data model (${ENGINE})`, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestContext();
  });
  afterAll(() => ctx.close());

  it("deleting a crew member removes their contracts, documents and rotations", async () => {
    const vessel = await createVessel(ctx.db);
    const member = await createCrewMember(ctx.db, { currentVesselId: vessel.id });
    await createContract(ctx.db, { crewMemberId: member.id, vesselId: vessel.id });
    await createDocument(ctx.db, { crewMemberId: member.id });
    await createRotation(ctx.db, { crewMemberId: member.id, vesselId: vessel.id });
    await ctx.db.delete(crewMembers).where(eq(crewMembers.id, member.id));
    for (const table of [contracts, documents, rotations]) {
      const rows = await ctx.db.select().from(table).where(eq(table.crewMemberId, member.id));
      expect(rows).toHaveLength(0);
    }
  });

  it("deleting a vessel keeps its crew, unassigned", async () => {
    const vessel = await createVessel(ctx.db);
    const member = await createCrewMember(ctx.db, { currentVesselId: vessel.id });
    await withDbToday(ctx.db, (tx) => tx.execute(sql`delete from vessels where id = ${vessel.id}`));
    const [row] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, member.id));
    expect(row.currentVesselId).toBeNull();
  });

  it("keeps IMO numbers and usernames unique", async () => {
    await createVessel(ctx.db, { imoNumber: "9074729" });
    await expect(createVessel(ctx.db, { imoNumber: "9074729" })).rejects.toThrow();
  });

  it("refuses a contract that ends before it starts and a rotation that leaves before it joins", async () => {
    const vessel = await createVessel(ctx.db);
    const member = await createCrewMember(ctx.db);
    await expect(
      createContract(ctx.db, { crewMemberId: member.id, startDate: "2026-05-01", endDate: "2026-04-30" }),
    ).rejects.toThrow();
    await expect(
      createRotation(ctx.db, {
        crewMemberId: member.id,
        vesselId: vessel.id,
        joinDate: "2026-05-01",
        leaveDate: "2026-04-01",
      }),
    ).rejects.toThrow();
  });

  it("reads dates back as yyyy-MM-dd strings", async () => {
    const member = await createCrewMember(ctx.db, { dateOfBirth: "1990-02-28" });
    const res = (await ctx.db.execute(
      sql`select date_of_birth from crew_members where id = ${member.id}`,
    )) as unknown as {
      rows: { date_of_birth: unknown }[];
    };
    expect(res.rows[0].date_of_birth).toBe("1990-02-28");
    expect(member.dateOfBirth).toBe("1990-02-28");
  });

  it("makes the activity log append-only", async () => {
    const entry = await createActivity(ctx.db);
    await expect(
      ctx.db.update(activityLog).set({ description: "changed" }).where(eq(activityLog.id, entry.id)),
    ).rejects.toThrow();
    await expect(ctx.db.delete(activityLog).where(eq(activityLog.id, entry.id))).rejects.toThrow();
    const [row] = await ctx.db.select().from(activityLog).where(eq(activityLog.id, entry.id));
    expect(row.description).toBe("Test entry");
  });
});
