// The Compliance Matrix kept per vessel until its compliance version moves (matrix-memo.ts; the compliance
// versions projection): after every kind of write the matrix reads (a document of an aboard seafarer added,
// edited, superseded, deleted, moved to another seafarer; a planned joiner's document; a requirement; a
// certificate type's name; a seafarer's name; the vessel's name, type and flag; a rotation; a tour of the
// same seafarer on another vessel that ends their open assignment here) and the day moving on, the route
// answers what a fresh computation answers, and something did change; with nothing changed, the very same
// answer comes back. Read with the read cache off, so only the memo stands between a write and the answer.
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TComplianceMatrix } from "../../../shared/compliance-api";
import { certificateRequirements, certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { crewMembers, rotations, vessels } from "../../db/schema-fleet";
import type { RequestCtx } from "../../lib/request-ctx";
import {
  createContract,
  createDocument,
  createRotation,
  createVessel,
  withDbToday,
} from "../../test/factories";
import type { TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { afterWriteCheck, memoClock, memoTestContext } from "../../test/memo-check";
import { ENGINE } from "../../test/test-database";
import { complianceMatrix } from "./matrix-memo";
import { computeMatrix } from "./service";

const TYPE = "Memo Test Vessel";
const clock = memoClock("2026-03-20T08:00:00Z");
const { today } = clock;

describe(`compliance matrix memo (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  let otherVesselId: string;
  const ids: Record<string, string> = {};
  const docs: Record<string, string> = {};
  let member: ReturnType<typeof keyedMembers>;

  const read = async () => {
    const res = await ctx.as("office_staff", {
      method: "GET",
      url: `/api/compliance/matrix?vesselId=${vesselId}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as TComplianceMatrix;
  };
  const fresh = async () => JSON.parse(JSON.stringify(await computeMatrix(ctx.db, vesselId, today())));
  const rowOf = (m: TComplianceMatrix, key: string) => m.rows.find((r) => r.crewMemberId === ids[key]);
  /** `write`, then the route's answer equals a fresh computation and differs from the one before. */
  const afterWrite = afterWriteCheck(read, fresh);
  const inTx = (fn: Parameters<typeof withDbToday>[1]) => withDbToday(ctx.db, fn);

  beforeAll(async () => {
    ctx = await memoTestContext(clock.now);
    const db = ctx.db;
    await db.insert(certificateRequirements).values([
      { rank: "Chief Officer", vesselType: TYPE, certificateType: "passport" },
      { rank: "Chief Officer", vesselType: TYPE, certificateType: "bst" },
      { rank: "Cook", vesselType: TYPE, certificateType: "passport" },
      { rank: "Cook", vesselType: TYPE, certificateType: "yellow_fever", flag: "Panama" },
    ]);
    vesselId = (await createVessel(db, { name: "MV Memo", type: TYPE, flag: "Liberia" })).id;
    otherVesselId = (await createVessel(db, { name: "MV Elsewhere", type: TYPE, flag: "Liberia" })).id;
    member = keyedMembers(db, ids, (key) => `Memo${key}`);
    // A: Chief Officer aboard (assigned), passport valid, no BST yet.
    const a = await member("A", vesselId, "Chief Officer");
    docs.aPassport = (
      await createDocument(db, { crewMemberId: a, type: "passport", expiryDate: "2030-01-01" })
    ).id;
    // P: Cook planned to join, no passport yet.
    const p = await member("P", null);
    await createRotation(db, { crewMemberId: p, vesselId, joinDate: "2026-05-01" });
    // S: Cook assigned here past the contract's end (aboard, overdue), passport expiring in a few days.
    const s = await member("S", vesselId);
    await createContract(db, { crewMemberId: s, startDate: "2025-09-01", endDate: "2026-03-01" });
    docs.sPassport = (
      await createDocument(db, { crewMemberId: s, type: "passport", expiryDate: "2026-03-24" })
    ).id;
    // X: a seafarer on no tour here.
    await member("X", null);
  });
  afterAll(() => ctx.close());

  it("with nothing changed, the same answer (the very object) comes back", async () => {
    const first = await read();
    expect(first).toEqual(await fresh());
    expect(first.rows.map((r: { name: string }) => r.name.split(" ")[0]).sort()).toEqual(["A", "P", "S"]);
    expect(await read()).toEqual(first);
    const asked = { db: ctx.db, today: today() } as unknown as RequestCtx;
    const once = await complianceMatrix(asked, vesselId);
    expect(await complianceMatrix(asked, vesselId)).toBe(once);
  });

  it("an aboard seafarer's document added, edited, superseded, moved and deleted", async () => {
    let m = await afterWrite(() =>
      createDocument(ctx.db, { crewMemberId: ids.A, type: "bst", expiryDate: "2029-01-01" }),
    );
    expect(rowOf(m, "A")?.compliant).toBe(true);
    m = await afterWrite(() =>
      ctx.db.update(documents).set({ expiryDate: "2026-03-25" }).where(eq(documents.id, docs.aPassport)),
    );
    expect(rowOf(m, "A")?.cells[0]).toEqual({
      code: "passport",
      status: "expiring",
      expiryDate: "2026-03-25",
    });
    // superseded through the API (a renewal supersedes the current one of its type)
    m = await afterWrite(async () => {
      const res = await ctx.as("admin", {
        method: "POST",
        url: "/api/documents",
        payload: {
          crewMemberId: ids.A,
          type: "passport",
          documentNumber: "P-RENEWED",
          issueDate: "2026-03-18",
          expiryDate: "2036-03-18",
          issuingAuthority: "DFA",
        },
      });
      expect(res.statusCode).toBe(201);
    });
    expect(rowOf(m, "A")?.cells[0]).toEqual({ code: "passport", status: "valid", expiryDate: "2036-03-18" });
    // the holder changed: from A to X (old rows) ...
    await afterWrite(() =>
      ctx.db
        .update(documents)
        .set({ crewMemberId: ids.X })
        .where(and(eq(documents.crewMemberId, ids.A), eq(documents.type, "bst"))),
    );
    // ... and back (new rows)
    await afterWrite(() =>
      ctx.db
        .update(documents)
        .set({ crewMemberId: ids.A })
        .where(and(eq(documents.crewMemberId, ids.X), eq(documents.type, "bst"))),
    );
    m = await afterWrite(() =>
      ctx.db.delete(documents).where(and(eq(documents.crewMemberId, ids.A), eq(documents.type, "bst"))),
    );
    expect(rowOf(m, "A")?.compliant).toBe(false);
  });

  it("a planned joiner's document", async () => {
    const m = await afterWrite(() =>
      createDocument(ctx.db, { crewMemberId: ids.P, type: "passport", expiryDate: "2031-01-01" }),
    );
    expect(rowOf(m, "P")?.compliant).toBe(true);
  });

  it("a requirement, a certificate type's name, a seafarer's name, the vessel's name, type and flag", async () => {
    let m = await afterWrite(() =>
      ctx.db
        .insert(certificateRequirements)
        .values({ rank: "Cook", vesselType: TYPE, certificateType: "bst" }),
    );
    expect(rowOf(m, "P")?.compliant).toBe(false);
    const [bst] = await ctx.db.select().from(certificateTypes).where(eq(certificateTypes.code, "bst"));
    m = await afterWrite(() =>
      ctx.db
        .update(certificateTypes)
        .set({ name: `${bst.name} (renamed)` })
        .where(eq(certificateTypes.code, "bst")),
    );
    expect(m.columns.find((c: { code: string }) => c.code === "bst")?.name).toBe(`${bst.name} (renamed)`);
    await ctx.db.update(certificateTypes).set({ name: bst.name }).where(eq(certificateTypes.code, "bst"));
    m = await afterWrite(() =>
      inTx((tx) => tx.update(crewMembers).set({ lastName: "Renamed" }).where(eq(crewMembers.id, ids.A))),
    );
    expect(rowOf(m, "A")?.name).toBe("A Renamed");
    m = await afterWrite(() =>
      inTx((tx) => tx.update(vessels).set({ name: "MV Memo II" }).where(eq(vessels.id, vesselId))),
    );
    expect(m.vessel.name).toBe("MV Memo II");
    // Panama: the Cooks need yellow fever too
    m = await afterWrite(() =>
      inTx((tx) => tx.update(vessels).set({ flag: "Panama" }).where(eq(vessels.id, vesselId))),
    );
    expect(m.columns.map((c: { code: string }) => c.code)).toContain("yellow_fever");
    m = await afterWrite(() =>
      inTx((tx) => tx.update(vessels).set({ type: "Other Memo Type" }).where(eq(vessels.id, vesselId))),
    );
    expect(m.columns).toEqual([]);
    await inTx((tx) => tx.update(vessels).set({ type: TYPE }).where(eq(vessels.id, vesselId)));
  });

  it("a rotation planned and cancelled; a tour elsewhere that ends an open assignment here", async () => {
    const q = await member("Q", null);
    let m = await afterWrite(() =>
      createRotation(ctx.db, { crewMemberId: q, vesselId, joinDate: "2026-06-01" }),
    );
    expect(rowOf(m, "Q")?.placement).toBe("planned");
    m = await afterWrite(() =>
      inTx((tx) => tx.update(rotations).set({ status: "cancelled" }).where(eq(rotations.crewMemberId, q))),
    );
    expect(rowOf(m, "Q")).toBeUndefined();
    // S's assignment here is open past its contract's end until their next tour begins: one on another
    // vessel from 2026-03-15 ends it, so S is no longer aboard here
    expect(rowOf(await read(), "S")?.placement).toBe("aboard");
    m = await afterWrite(() =>
      createRotation(ctx.db, { crewMemberId: ids.S, vesselId: otherVesselId, joinDate: "2026-03-15" }),
    );
    expect(rowOf(m, "S")).toBeUndefined();
    // and moved later: aboard here again
    m = await afterWrite(() =>
      inTx((tx) =>
        tx
          .update(rotations)
          .set({ joinDate: "2026-04-15" })
          .where(and(eq(rotations.crewMemberId, ids.S), eq(rotations.vesselId, otherVesselId))),
      ),
    );
    expect(rowOf(m, "S")?.placement).toBe("aboard");
  });

  it("the day moving on", async () => {
    const before = await read();
    expect(rowOf(before, "S")?.cells[0]?.status).toBe("expiring");
    clock.set("2026-03-26T08:00:00Z");
    const after = await read();
    expect(after).toEqual(await fresh());
    expect(rowOf(after, "S")?.cells[0]).toEqual({
      code: "passport",
      status: "expired",
      expiryDate: "2026-03-24",
    });
    // the versions are what the drift check expects: every vessel with tours has one
    const rows = await ctx.db.execute(
      sql`select count(*)::int as n from vessel_compliance_versions where vessel_id in (${vesselId}, ${otherVesselId})`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBe(2);
  });
});
