// Bulk changes to seafarers on both engines. Set the vessel of several (POST /api/crew/bulk-update):
// the eligible one is assigned, the one the eligibility check blocks is refused with the reason and
// left ashore (nothing written for it, no override in bulk), an unknown id refused; one activity entry
// per changed seafarer. Set the rank of several. Contact by expiry (POST /api/crew/contact-expiring):
// one outbox e-mail each, a seafarer without an address refused, a dry run sends nothing. The office
// only; lists and ranges validated.
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { activityLog, emailOutbox } from "../../db/schema";
import { crewMembers } from "../../db/schema-fleet";
import { safeManningPositions } from "../../db/schema-manning";
import {
  createCertifiedMember,
  createCrewMember,
  createDocument,
  createRotation,
  createVessel,
} from "../../test/factories";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`bulk changes to seafarers (${ENGINE})`, () => {
  const ctx = fileTestContext();
  const post = (url: string, payload: object, role: "office_staff" | "crew" | "admin" = "office_staff") =>
    ctx.as(role, { method: "POST", url, payload });
  const entries = (ids: string[], action: string) =>
    ctx.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, action), inArray(activityLog.entityId, ids)));

  it("assigns the eligible seafarers to a vessel and refuses the one the check blocks", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Bulk Star" });
    const ok = await createCertifiedMember(ctx.db, { firstName: "Ada", lastName: "Able" });
    const blocked = await createCrewMember(ctx.db, { firstName: "Bo", lastName: "Blocked" });
    const unknown = "00000000-0000-4000-8000-000000000000";
    const res = await post("/api/crew/bulk-update", {
      ids: [ok.id, blocked.id, unknown],
      set: { currentVesselId: vessel.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ ok: 1, refused: 2 });
    expect(body.results[0]).toEqual({ id: ok.id, label: "Ada Able", status: "ok", message: null });
    expect(body.results[1]).toMatchObject({ id: blocked.id, label: "Bo Blocked", status: "refused" });
    expect(body.results[1].message).toBeTruthy();
    expect(body.results[2]).toEqual({
      id: unknown,
      label: "Unknown crew member",
      status: "refused",
      message: "Crew member not found",
    });
    const rows = await ctx.db
      .select()
      .from(crewMembers)
      .where(inArray(crewMembers.id, [ok.id, blocked.id]));
    expect(rows.find((r) => r.id === ok.id)?.currentVesselId).toBe(vessel.id);
    expect(rows.find((r) => r.id === blocked.id)?.currentVesselId).toBeNull();
    expect(await entries([ok.id], "assign")).toHaveLength(1);
    expect(await entries([blocked.id], "assign")).toHaveLength(0);
  });

  it("sets the rank of several, one entry each; refuses a rank not in the catalogue", async () => {
    const a = await createCrewMember(ctx.db, { rank: "Ordinary Seaman" });
    const b = await createCrewMember(ctx.db, { rank: "Ordinary Seaman" });
    const res = await post("/api/crew/bulk-update", { ids: [a.id, b.id], set: { rank: "AB Seaman" } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual({ ok: 2, refused: 0 });
    const rows = await ctx.db
      .select()
      .from(crewMembers)
      .where(inArray(crewMembers.id, [a.id, b.id]));
    expect(rows.map((r) => r.rank)).toEqual(["Able Seaman", "Able Seaman"]);
    expect(await entries([a.id, b.id], "update")).toHaveLength(2);
    const bad = await post("/api/crew/bulk-update", { ids: [a.id], set: { rank: "Admiral" } });
    expect(bad.statusCode).toBe(400);
    const both = await post("/api/crew/bulk-update", {
      ids: [a.id],
      set: { rank: "Cook", currentVesselId: null },
    });
    expect(both.statusCode).toBe(400);
    expect(
      (await post("/api/crew/bulk-update", { ids: [a.id], set: { rank: "Cook" } }, "crew")).statusCode,
    ).toBe(403);
  });

  it("refuses a seafarer whose new tour would clash with a planned one; notes a rank safe manning lacks", async () => {
    const vessel = await createVessel(ctx.db, { name: "MV Bulk Manned" });
    const elsewhere = await createVessel(ctx.db, { name: "MV Bulk Elsewhere" });
    await ctx.db.insert(safeManningPositions).values([
      { vesselId: vessel.id, rank: "Able Seaman", count: 4 },
      { vesselId: vessel.id, rank: "Cook", count: 1 },
    ]);
    const seaman = (firstName: string, lastName: string) =>
      createCertifiedMember(ctx.db, { firstName, lastName, rank: "Able Seaman" });
    const free = await seaman("Fee", "Free");
    const busy = await seaman("Bea", "Busy");
    await createRotation(ctx.db, {
      crewMemberId: busy.id,
      vesselId: elsewhere.id,
      joinDate: addDays(ctx.today, 20),
      leaveDate: addDays(ctx.today, 80),
    });
    const res = await post("/api/crew/bulk-update", {
      ids: [free.id, busy.id],
      set: { currentVesselId: vessel.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [done, clash] = res.json().results;
    expect(done).toEqual({ id: free.id, label: "Fee Free", status: "ok", message: null });
    expect(clash.status).toBe("refused");
    expect(clash.message).toMatch(
      /^Bea Busy is already on MV Bulk Elsewhere from .+: a tour on MV Bulk Manned from .+ would overlap it$/,
    );
    const [bea] = await ctx.db.select().from(crewMembers).where(eq(crewMembers.id, busy.id));
    expect(bea.currentVesselId).toBeNull();
    expect(await entries([busy.id], "assign")).toHaveLength(0);

    const promoted = await post("/api/crew/bulk-update", { ids: [free.id], set: { rank: "Bosun" } });
    expect(promoted.json().results[0]).toEqual({
      id: free.id,
      label: "Fee Free",
      status: "ok",
      message: null,
      note: "MV Bulk Manned's safe manning has no Bosun position",
    });
    const cook = await post("/api/crew/bulk-update", { ids: [free.id], set: { rank: "Cook" } });
    expect(cook.json().results[0].note).toBeUndefined();
  });

  it("contacts every seafarer with a document expiring in the range, one e-mail each", async () => {
    const from = addDays(ctx.today, 400);
    const to = addDays(ctx.today, 410);
    const withMail = await createCrewMember(ctx.db, {
      firstName: "Cy",
      lastName: "Mailed",
      email: "cy@ship.test",
    });
    const noMail = await createCrewMember(ctx.db, { firstName: "Di", lastName: "Nomail" });
    const later = await createCrewMember(ctx.db, {
      firstName: "Ed",
      lastName: "Later",
      email: "ed@ship.test",
    });
    await createDocument(ctx.db, { crewMemberId: withMail.id, expiryDate: addDays(from, 2) });
    await createDocument(ctx.db, {
      crewMemberId: withMail.id,
      type: "medical",
      expiryDate: addDays(from, 5),
    });
    await createDocument(ctx.db, { crewMemberId: noMail.id, expiryDate: to });
    await createDocument(ctx.db, { crewMemberId: later.id, expiryDate: addDays(to, 1) });
    const message = { from, to, subject: "Renewals due", message: "Please renew your documents." };
    const outboxCount = async () => (await ctx.db.select().from(emailOutbox)).length;
    const before = await outboxCount();

    const dry = await post("/api/crew/contact-expiring", { ...message, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(
      dry.json().results.map((r: { label: string; status: string }) => `${r.label}:${r.status}`),
    ).toEqual(["Cy Mailed:ok", "Di Nomail:refused"]);
    expect(dry.json().results[0].note).toMatch(
      /^Passport P\d+ expires .+; Medical Certificate P\d+ expires .+$/,
    );
    expect(await outboxCount()).toBe(before);

    const res = await post("/api/crew/contact-expiring", message);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().summary).toEqual({ ok: 1, refused: 1 });
    expect(res.json().results[1].message).toMatch(/has no e-mail address/);
    const mails = await ctx.db.select().from(emailOutbox).where(eq(emailOutbox.subject, "Renewals due"));
    expect(mails.map((m) => m.toAddress)).toEqual(["cy@ship.test"]);
    expect(await entries([withMail.id], "contact")).toHaveLength(1);
    expect(await entries([noMail.id, later.id], "contact")).toHaveLength(0);

    expect((await post("/api/crew/contact-expiring", { ...message, from: to, to: from })).statusCode).toBe(
      400,
    );
    expect((await post("/api/crew/contact-expiring", message, "crew")).statusCode).toBe(403);
  });
});
