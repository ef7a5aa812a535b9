// GET /api/compliance/matrix: who is aboard or planned, which certificate types their ranks need on the
// vessel's type and flag, each cell's status from the member's current (not superseded) document, the
// conditional flag endorsement, the vessel summary, and the denials.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDocument, createRotation, createVessel, setTypeRequirements } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const NOW = new Date(`${TODAY}T08:00:00Z`);
const TYPE = "Research Vessel";

describe(`compliance matrix API (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;
  const ids: Record<string, string> = {};
  const get = (role: "admin" | "office_staff" | "crew" | null, q: string) =>
    ctx.as(role, { method: "GET", url: `/api/compliance/matrix?${q}` });

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    const db = ctx.db;
    await setTypeRequirements(db, TYPE, {
      "Chief Officer": ["passport", "bst", "flag_endorsement"],
      // yellow fever only for another flag: not a column here.
      Cook: ["passport", { certificateType: "yellow_fever", flag: "Panama" }],
    });
    const vessel = await createVessel(db, { name: "RV Matrix", type: TYPE, flag: "Liberia" });
    vesselId = vessel.id;
    const other = await createVessel(db, { name: "RV Elsewhere", type: TYPE, flag: "Liberia" });
    const crew = keyedMembers(db, ids);
    const member = (key: string, rank: string, lastName: string, aboard: boolean) =>
      crew(key, aboard ? vesselId : null, rank, { lastName });
    // Aboard: A lacks the endorsement (CoC from Panama) and their BST expired yesterday.
    const a = await member("A", "Chief Officer", "Adams", true);
    await createDocument(db, { crewMemberId: a, type: "passport", expiryDate: "2030-01-01" });
    await createDocument(db, { crewMemberId: a, type: "bst", expiryDate: "2026-03-19" });
    await createDocument(db, { crewMemberId: a, type: "coc", issuingState: "Panama" });
    // An endorsement for another flag does not count.
    await createDocument(db, { crewMemberId: a, type: "flag_endorsement", issuingState: "Malta" });
    // Aboard: B (Cook), passport expiring in 12 days: compliant.
    const b = await member("B", "Cook", "Brown", true);
    await createDocument(db, { crewMemberId: b, type: "passport", expiryDate: "2026-04-01" });
    // Planned: C (CoC from Liberia: no endorsement needed), all valid.
    const c = await member("C", "Chief Officer", "Clark", false);
    // one seafarer, one tour at a time: the first stay ends before the second
    await createRotation(db, { crewMemberId: c, vesselId, joinDate: "2026-05-01", leaveDate: "2026-08-01" });
    await createRotation(db, { crewMemberId: c, vesselId, joinDate: "2026-09-01" });
    await createDocument(db, { crewMemberId: c, type: "passport", expiryDate: "2030-01-01" });
    await createDocument(db, { crewMemberId: c, type: "bst", expiryDate: "2029-01-01" });
    await createDocument(db, { crewMemberId: c, type: "coc", issuingState: "Liberia" });
    // Planned: D (Cook) whose later-expiring passport was superseded by a renewal that has since expired.
    const d = await member("D", "Cook", "Davis", false);
    await createRotation(db, { crewMemberId: d, vesselId, joinDate: "2026-04-10" });
    const renewal = await createDocument(db, { crewMemberId: d, type: "passport", expiryDate: "2026-03-01" });
    await createDocument(db, {
      crewMemberId: d,
      type: "passport",
      expiryDate: "2031-01-01",
      supersededById: renewal.id,
    });
    // Not in the matrix: a cancelled join, another vessel's crew. (Who is aboard or planned is the tours'
    // answer, placements.ts; a join whose day has passed unconfirmed is the tours' state to decide.)
    for (const [key, rot] of [["F", { joinDate: "2026-06-01", status: "cancelled" as const }]] as const)
      await createRotation(db, {
        crewMemberId: await member(key, "Cook", `Z${key}`, false),
        vesselId,
        ...rot,
      });
    await crew("Other", other.id, "Cook", { lastName: "Other" });
  });
  afterAll(() => ctx.close());

  it("answers the vessel's crew aboard and planned × the required types, each cell's status and expiry", async () => {
    const res = await get("office_staff", `vesselId=${vesselId}`);
    expect(res.statusCode).toBe(200);
    const m = res.json();
    expect(m.vessel).toMatchObject({ id: vesselId, name: "RV Matrix", type: TYPE, flag: "Liberia" });
    // Identity first, then competency, then proficiency; the Panama-only row is no column.
    expect(m.columns.map((c: { code: string }) => c.code)).toEqual(["passport", "flag_endorsement", "bst"]);
    expect(m.columns[0].name).toBe("Passport");
    const byName = Object.fromEntries(m.rows.map((r: { name: string }) => [r.name.split(" ")[0], r]));
    expect(Object.keys(byName).sort()).toEqual(["A", "B", "C", "D"]);
    expect(byName.A).toMatchObject({
      rank: "Chief Officer",
      placement: "aboard",
      joinDate: null,
      compliant: false,
    });
    expect(byName.A.cells).toEqual([
      { code: "passport", status: "valid", expiryDate: "2030-01-01" },
      { code: "flag_endorsement", status: "missing", expiryDate: null },
      { code: "bst", status: "expired", expiryDate: "2026-03-19" },
    ]);
    expect(byName.B).toMatchObject({ placement: "aboard", compliant: true });
    expect(byName.B.cells.map((c: { status: string }) => c.status)).toEqual([
      "expiring",
      "not_required",
      "not_required",
    ]);
    // The earliest scheduled join date; a CoC of the vessel's flag needs no endorsement.
    expect(byName.C).toMatchObject({ placement: "planned", joinDate: "2026-05-01", compliant: true });
    expect(byName.C.cells.map((c: { status: string }) => c.status)).toEqual([
      "valid",
      "not_required",
      "valid",
    ]);
    // The superseded passport is history: only the current one (expired) counts.
    expect(byName.D).toMatchObject({ placement: "planned", joinDate: "2026-04-10", compliant: false });
    expect(byName.D.cells[0]).toEqual({ code: "passport", status: "expired", expiryDate: "2026-03-01" });
    expect(m.summary).toEqual({
      aboard: { total: 2, compliant: 1, percent: 50 },
      planned: { total: 2, compliant: 1, percent: 50 },
    });
  });

  it("a renewal saved through the API turns the cell valid", async () => {
    const res = await ctx.as("admin", {
      method: "POST",
      url: "/api/documents",
      payload: {
        crewMemberId: ids.A,
        type: "bst",
        documentNumber: "BST-2",
        issueDate: "2026-03-18",
        expiryDate: "2031-03-18",
        issuingAuthority: "MARINA",
      },
    });
    expect(res.statusCode).toBe(201);
    const m = (await get("admin", `vesselId=${vesselId}`)).json();
    const a = m.rows.find((r: { crewMemberId: string }) => r.crewMemberId === ids.A);
    expect(a.cells[2]).toEqual({ code: "bst", status: "valid", expiryDate: "2031-03-18" });
  });

  it("an empty vessel has no rows and no percentages", async () => {
    const empty = await createVessel(ctx.db, { name: "RV Empty", type: TYPE, flag: "Liberia" });
    const m = (await get("admin", `vesselId=${empty.id}`)).json();
    expect(m.rows).toEqual([]);
    expect(m.summary.aboard).toEqual({ total: 0, compliant: 0, percent: null });
  });

  it("refuses bad input and callers who may not see it", async () => {
    expect((await get("admin", "vesselId=nope")).statusCode).toBe(400);
    expect((await get("admin", "")).statusCode).toBe(400);
    const missing = await get("admin", "vesselId=00000000-0000-4000-8000-000000000000");
    expect(missing.statusCode).toBe(404);
    expect((await get("crew", `vesselId=${vesselId}`)).statusCode).toBe(403);
    expect((await get(null, `vesselId=${vesselId}`)).statusCode).toBe(401);
  });
});
