// The eligibility route and where the check gates writes, on PGlite and PostgreSQL:
// GET /api/crew/:id/eligibility; a join rotation or an assignment with blockers answers 409 with them and
// writes nothing, unless `override: {reason}` is sent (then the reason is in the activity log).
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { lastSignOffFor } from "../../../shared/eligibility";
import { activityLog } from "../../db/schema";
import { crewMembers, rotations } from "../../db/schema-fleet";
import { createCrewMember, createDocument, createVessel, giveCertificates } from "../../test/factories";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`eligibility API and gates (${ENGINE})`, () => {
  const ctx = fileTestContext();
  let vessel: { id: string };
  beforeAll(async () => {
    vessel = await createVessel(ctx.db, { name: "MV Gate", type: "Tanker", flag: "Panama" });
  });

  const url = (id: string, q: Record<string, string>) =>
    `/api/crew/${id}/eligibility?${new URLSearchParams({ vesselId: vessel.id, rank: "Cook", from: ctx.today, to: addDays(ctx.today, 90), ...q })}`;

  it("answers blockers for what is missing, then eligible with the last eligible day once held", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Eli", lastName: "Gible", rank: "Cook" });
    const before = await ctx.as("office_staff", { method: "GET", url: url(m.id, {}) });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ eligible: false, eligibleUntil: null, warnings: [] });
    expect(
      before
        .json()
        .blockers.map((b: { certificateType: string }) => b.certificateType)
        .sort(),
      // a cook has no cargo duties, so no tanker course (STCW V/1-1); the ship's cook certificate (MLC A3.2)
    ).toEqual(["bst", "cdc", "medical", "passport", "ships_cook", "ssa"]);
    expect(before.json().blockers[0]).toEqual({
      code: "MISSING",
      certificateType: "bst",
      message: "Basic Safety Training is missing",
    });
    await giveCertificates(ctx.db, m.id, { issueDate: "2020-01-01", expiryDate: addDays(ctx.today, 400) });
    const after = (await ctx.as("office_staff", { method: "GET", url: url(m.id, {}) })).json();
    // the passport must outlast sign-off by 6 months: that limits the tour before the 11-month maximum
    expect(after).toEqual({
      eligible: true,
      eligibleUntil: lastSignOffFor(addDays(ctx.today, 400), 6),
      blockers: [],
      warnings: [],
    });
    // a tour ending 300 days out is blocked on the passport is blocked on it
    const late = (
      await ctx.as("office_staff", { method: "GET", url: url(m.id, { to: addDays(ctx.today, 300) }) })
    ).json();
    expect(late.blockers.map((b: { code: string }) => b.code)).toEqual(["EXPIRES_WITHIN_BUFFER"]);
  });

  it("works with certificates that never expire (9999-12-31): eligibility, relievers and a join rotation", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Ever", lastName: "Lasting", rank: "Steward" });
    await giveCertificates(ctx.db, m.id, { issueDate: "2020-01-01", expiryDate: "9999-12-31" });
    // the rank above needs the ship's cook certificate (MLC A3.2): held, never expiring
    await createDocument(ctx.db, {
      crewMemberId: m.id,
      type: "ships_cook",
      issueDate: "2020-01-01",
      expiryDate: "9999-12-31",
    });
    const check = await ctx.as("office_staff", { method: "GET", url: url(m.id, {}) });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ eligible: true, blockers: [] });
    // the last day the accepted dates reach: still an answer, never a 500
    const farEnd = await ctx.as("office_staff", {
      method: "GET",
      url: url(m.id, { from: "9999-12-01", to: "9999-12-31" }),
    });
    expect(farEnd.statusCode).toBe(200);
    // their rank and the rank above (a promotion from Steward to Cook)
    for (const rank of ["Steward", "Cook"]) {
      const relievers = await ctx.as("office_staff", {
        method: "GET",
        url: `/api/vessels/${vessel.id}/relievers?rank=${rank}&from=${ctx.today}&to=${addDays(ctx.today, 90)}`,
      });
      expect(relievers.statusCode, rank).toBe(200);
      expect(relievers.json().map((c: { crewMemberId: string }) => c.crewMemberId)).toContain(m.id);
    }
    const join = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: {
        crewMemberId: m.id,
        vesselId: vessel.id,
        joinDate: addDays(ctx.today, 10),
        leaveDate: addDays(ctx.today, 100),
        rotationType: "join",
      },
    });
    expect(join.statusCode).toBe(201);
  });

  it("refuses bad input (400), unknown vessel or member (404), and others' eligibility to a crew user (404)", async () => {
    const m = await createCrewMember(ctx.db, { rank: "Cook" });
    const bad = await ctx.as("office_staff", {
      method: "GET",
      url: url(m.id, { rank: "Admiral" }),
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad.json())).toEqual({ rank: "Choose a rank from the list" });
    const backwards = await ctx.as("office_staff", {
      method: "GET",
      url: url(m.id, { to: addDays(ctx.today, -1) }),
    });
    expect(fieldMessages(backwards.json())).toEqual({ to: "The tour must end on or after its start" });
    const noVessel = await ctx.as("office_staff", {
      method: "GET",
      url: url(m.id, { vesselId: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(noVessel.statusCode).toBe(404);
    expect(
      (await ctx.as("office_staff", { method: "GET", url: url("00000000-0000-4000-8000-000000000000", {}) }))
        .statusCode,
    ).toBe(404);
    expect((await ctx.as("crew", { method: "GET", url: url(m.id, {}) })).statusCode).toBe(404);
    expect((await ctx.as("crew", { method: "GET", url: url(ctx.crewMemberId, {}) })).statusCode).toBe(200);
    expect((await ctx.as(null, { method: "GET", url: url(m.id, {}) })).statusCode).toBe(401);
  });

  it("a join rotation with blockers: 409 with them and nothing saved; an empty reason 400; a reason saves and is logged", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Ian", lastName: "Eligible", rank: "Bosun" });
    const plan = {
      crewMemberId: m.id,
      vesselId: vessel.id,
      joinDate: addDays(ctx.today, 10),
      leaveDate: addDays(ctx.today, 100),
      rotationType: "join",
    };
    const refused = await ctx.as("office_staff", { method: "POST", url: "/api/rotations", payload: plan });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "CONFLICT", warnings: [] });
    expect(refused.json().message).toMatch(/^Not eligible: Able Seafarer Deck is missing; /);
    expect(refused.json().blockers).toContainEqual({
      code: "MISSING",
      certificateType: "tanker_basic",
      message: "Oil and Chemical Tanker Basic is missing",
    });
    const empty = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: { ...plan, override: { reason: "  " } },
    });
    expect(empty.statusCode).toBe(400);
    expect(fieldMessages(empty.json())).toEqual({ "override.reason": "Give a reason for the override" });
    expect(await ctx.db.select().from(rotations).where(eq(rotations.crewMemberId, m.id))).toEqual([]);
    // a leave (not a join) is not checked
    const leave = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: { ...plan, rotationType: "leave", joinDate: addDays(ctx.today, 200), leaveDate: null },
    });
    expect(leave.statusCode).toBe(201);
    const saved = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: { ...plan, override: { reason: "Certificates arrive with the agent in Manila" } },
    });
    expect(saved.statusCode).toBe(201);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, saved.json().id), eq(activityLog.action, "create")));
    expect(entry.description).toContain("override: Certificates arrive with the agent in Manila");
    expect(entry.severity).toBe("warning");
    expect(entry.metadata).toMatchObject({
      eligible: false,
      overrideReason: "Certificates arrive with the agent in Manila",
    });
    expect((entry.metadata as { overriddenBlockers: string[] }).overriddenBlockers).toContain(
      "MISSING:tanker_basic",
    );
    // moving the join later re-runs the check
    const moved = await ctx.as("office_staff", {
      method: "PATCH",
      url: `/api/rotations/${saved.json().id}`,
      payload: { joinDate: addDays(ctx.today, 11) },
    });
    expect(moved.statusCode).toBe(409);
    await giveCertificates(ctx.db, m.id);
    expect(
      (
        await ctx.as("office_staff", {
          method: "PATCH",
          url: `/api/rotations/${saved.json().id}`,
          payload: { joinDate: addDays(ctx.today, 11) },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("editing a join's plan (PATCH): 409 with the blockers and nothing changed; an empty reason 400; a reason saves and is logged; notes alone are not checked", async () => {
    // an oiler has cargo duties on a tanker (STCW V/1-1); a cook would need no tanker course
    const m = await createCrewMember(ctx.db, { firstName: "Eda", lastName: "Edited", rank: "Oiler" });
    await giveCertificates(ctx.db, m.id, { except: ["tanker_basic"] });
    const created = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/rotations",
      payload: {
        crewMemberId: m.id,
        vesselId: vessel.id,
        joinDate: addDays(ctx.today, 20),
        leaveDate: addDays(ctx.today, 80),
        rotationType: "join",
        override: { reason: "Course booked" },
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const patch = (payload: object) =>
      ctx.as("office_staff", { method: "PATCH", url: `/api/rotations/${id}`, payload });
    const later = { joinDate: addDays(ctx.today, 25), leaveDate: addDays(ctx.today, 85) };
    const refused = await patch(later);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: "CONFLICT",
      blockers: [
        {
          code: "MISSING",
          certificateType: "tanker_basic",
          message: "Oil and Chemical Tanker Basic is missing",
        },
      ],
    });
    expect((await patch({ ...later, override: { reason: " " } })).statusCode).toBe(400);
    const [unchanged] = await ctx.db.select().from(rotations).where(eq(rotations.id, id));
    expect(unchanged.joinDate).toBe(addDays(ctx.today, 20));
    const saved = await patch({ ...later, override: { reason: "Course on the 24th, agent confirmed" } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(later);
    const entries = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, id), eq(activityLog.action, "update")));
    expect(entries).toHaveLength(1);
    expect(entries[0].description).toContain("override: Course on the 24th, agent confirmed");
    expect(entries[0].metadata).toMatchObject({
      overrideReason: "Course on the 24th, agent confirmed",
      overriddenBlockers: ["MISSING:tanker_basic"],
    });
    // the notes alone: the plan stands, no check, no reason needed
    expect((await patch({ notes: "Joins in Rotterdam" })).statusCode).toBe(200);
  });

  it("an assignment with blockers: 409 and not assigned; with a reason assigned and logged; eligible crew need none", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Asa", lastName: "Signed", rank: "Able Seaman" });
    await giveCertificates(ctx.db, m.id, { except: ["medical"] });
    await createDocument(ctx.db, {
      crewMemberId: m.id,
      type: "medical",
      issueDate: "2023-01-01",
      expiryDate: addDays(ctx.today, -1),
    });
    const put = (payload: object) =>
      ctx.as("office_staff", { method: "PUT", url: `/api/crew/${m.id}`, payload });
    const refused = await put({ currentVesselId: vessel.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().blockers).toEqual([
      {
        code: "EXPIRED",
        certificateType: "medical",
        date: addDays(ctx.today, -1),
        message: expect.stringMatching(/^Medical Certificate expired on .*, before sign-on$/),
      },
    ]);
    const [row] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, m.id));
    expect(row.currentVesselId).toBeNull();
    expect((await put({ currentVesselId: vessel.id, override: { reason: "" } })).statusCode).toBe(400);
    const ok = await put({
      currentVesselId: vessel.id,
      override: { reason: "Medical booked at port, master agreed" },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().currentVesselId).toBe(vessel.id);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityId, m.id), eq(activityLog.action, "assign")));
    expect(entry.description).toBe(
      "Asa Signed assigned to MV Gate despite 1 eligibility blocker(s), override: Medical booked at port, master agreed",
    );
    // staying on the same vessel while editing other fields runs no check
    expect((await put({ phoneNumber: "+63 1", currentVesselId: vessel.id })).statusCode).toBe(200);
  });
});
