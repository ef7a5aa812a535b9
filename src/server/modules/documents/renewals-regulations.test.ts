// Documents and eligibility by the regulations (docs/regulations.md, "Eligibility for the whole tour" and
// "Renewals"), on PGlite and PostgreSQL: certificates recorded without an expiry, the receipt of
// application for a flag endorsement, what a new document supersedes (asked first, and the user may say
// no), the new catalogue rows, and bad input answered 400 naming the field with nothing written.
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { NEVER_EXPIRES } from "../../../shared/certificates";
import { addDays, addMonths } from "../../../shared/dates";
import { documents } from "../../db/schema-documents";
import { vessels } from "../../db/schema-fleet";
import { createCrewMember, createDocument, createVessel, giveCertificates } from "../../test/factories";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`documents and eligibility by the regulations (${ENGINE})`, () => {
  const ctx = fileTestContext();
  let memberId: string;
  beforeAll(async () => {
    memberId = (await createCrewMember(ctx.db, { rank: "Third Officer" })).id;
  });
  const post = (payload: object) =>
    ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: {
        crewMemberId: memberId,
        documentNumber: `N-${Math.random().toString(36).slice(2, 9)}`,
        issueDate: "2024-01-10",
        issuingAuthority: "Authority",
        ...payload,
      },
    });
  const count = async () =>
    (await ctx.db.select().from(documents).where(eq(documents.crewMemberId, memberId))).length;

  it("records a certificate the catalogue gives no expiry without one: never expires, never alerts", async () => {
    const res = await post({ type: "mfa" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: "mfa", expiryDate: NEVER_EXPIRES, status: "valid" });
    const sdsd = await post({ type: "sdsd", expiryDate: "" });
    expect(sdsd.json()).toMatchObject({ typeName: "Designated Security Duties", expiryDate: NEVER_EXPIRES });
    const alerts = await ctx.as("office_staff", { method: "GET", url: "/api/alerts/expiring-documents" });
    expect(JSON.stringify(alerts.json())).not.toContain(res.json().id);
  });

  it("refuses bad input with 400 naming the field, and writes nothing", async () => {
    const before = await count();
    const noExpiry = await post({ type: "passport" });
    expect(noExpiry.statusCode).toBe(400);
    expect(fieldMessages(noExpiry.json())).toEqual({ expiryDate: "Expiry date is required" });
    const backwards = await post({ type: "bst", expiryDate: "2024-01-09" });
    expect(fieldMessages(backwards.json())).toEqual({
      expiryDate: "Expiry date must be on or after the issue date",
    });
    const unknown = await post({ type: "no_such_course", expiryDate: "2029-01-01" });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.json())).toEqual({ type: "Unknown certificate type" });
    // no such seafarer and no such type: the seafarer is named, whichever lookup answers first
    const both = await post({
      crewMemberId: "00000000-0000-4000-8000-000000000000",
      type: "no_such_course",
      expiryDate: "2029-01-01",
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe("Please select a crew member");
    const longCra = await post({
      type: "flag_endorsement_cra",
      issuingState: "Malta",
      expiryDate: "2024-04-11",
    });
    expect(fieldMessages(longCra.json())).toEqual({
      expiryDate: "A receipt of application is valid at most 3 months from its issue",
    });
    const vessel = await ctx.as("admin", {
      method: "PUT",
      url: "/api/requirements",
      payload: { rank: "Cook", vesselType: "Spaceship", requirements: [{ certificateType: "bst" }] },
    });
    expect(fieldMessages(vessel.json())).toEqual({ vesselType: "Choose a vessel type from the list" });
    expect(await count()).toBe(before);
    const ship = await ctx.as("admin", {
      method: "POST",
      url: "/api/vessels",
      payload: { name: "MV Nowhere", type: "Spaceship", flag: "Panama" },
    });
    expect(ship.statusCode).toBe(400);
    expect(fieldMessages(ship.json())).toEqual({ type: "Choose a vessel type from the list" });
    expect(await ctx.db.select().from(vessels).where(eq(vessels.name, "MV Nowhere"))).toEqual([]);
  });

  it("a generic STCW document never supersedes; a CDC renews only the one of its issuing state", async () => {
    const m = (await createCrewMember(ctx.db, { rank: "Able Seaman" })).id;
    const first = await createDocument(ctx.db, { crewMemberId: m, type: "stcw", expiryDate: "2027-01-01" });
    const cdcLiberia = await createDocument(ctx.db, {
      crewMemberId: m,
      type: "cdc",
      issuingState: "Liberia",
      expiryDate: "2027-01-01",
    });
    const add = (payload: object) => post({ crewMemberId: m, expiryDate: "2030-01-01", ...payload });
    expect((await add({ type: "stcw" })).statusCode).toBe(201);
    expect((await add({ type: "cdc", issuingState: "Panama" })).statusCode).toBe(201);
    const current = async (id: string) =>
      (await ctx.db.select().from(documents).where(eq(documents.id, id)))[0].supersededById;
    expect(await current(first.id)).toBeNull();
    expect(await current(cdcLiberia.id)).toBeNull();
    const renewal = await add({ type: "cdc", issuingState: "Liberia" });
    expect(await current(cdcLiberia.id)).toBe(renewal.json().id);
  });

  it("says what a new document would supersede before it does, and keeps it current when told not to", async () => {
    const m = (await createCrewMember(ctx.db, { rank: "Oiler" })).id;
    const old = await createDocument(ctx.db, { crewMemberId: m, type: "bst", expiryDate: "2026-12-01" });
    const ask = (q: string) =>
      ctx.as("office_staff", { method: "GET", url: `/api/documents/supersedes?crewMemberId=${m}&${q}` });
    const preview = await ask("type=bst&expiryDate=2031-01-01");
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      documents: [
        {
          id: old.id,
          type: "bst",
          typeName: "Basic Safety Training",
          documentNumber: old.documentNumber,
          issuingState: null,
          expiryDate: "2026-12-01",
        },
      ],
    });
    expect((await ask("type=stcw")).json()).toEqual({ documents: [] });
    expect((await ask("type=bst&expiryDate=2026-01-01")).json()).toEqual({ documents: [] }); // expires earlier
    expect(fieldMessages((await ask("type=nope_nope")).json())).toEqual({ type: "Unknown certificate type" });
    const kept = await post({ crewMemberId: m, type: "bst", expiryDate: "2031-01-01", supersede: false });
    expect(kept.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(documents).where(eq(documents.id, old.id));
    expect(row.supersededById).toBeNull();
    const renewed = await post({ crewMemberId: m, type: "bst", expiryDate: "2031-02-01" });
    const rows = await ctx.db
      .select()
      .from(documents)
      .where(and(eq(documents.crewMemberId, m), eq(documents.type, "bst")));
    expect(rows.filter((r) => r.supersededById === renewed.json().id)).toHaveLength(2);
  });

  it("a receipt of application stands for the flag endorsement 3 months from issue; the endorsement replaces it", async () => {
    const vessel = await createVessel(ctx.db, { type: "Bulk Carrier", flag: "Malta" });
    const m = (await createCrewMember(ctx.db, { rank: "Third Officer" })).id;
    await giveCertificates(ctx.db, m, { issueDate: "2020-01-01", expiryDate: addDays(ctx.today, 2000) });
    await ctx.db
      .update(documents)
      .set({ issuingState: "Panama" })
      .where(and(eq(documents.crewMemberId, m), eq(documents.type, "coc")));
    await ctx.db
      .delete(documents)
      .where(and(eq(documents.crewMemberId, m), eq(documents.type, "flag_endorsement")));
    const issue = addDays(ctx.today, -10);
    const cra = await post({
      crewMemberId: m,
      type: "flag_endorsement_cra",
      issuingState: "Malta",
      issueDate: issue,
    });
    expect(cra.json()).toMatchObject({ expiryDate: addMonths(issue, 3), status: "valid" });
    const check = (to: string) =>
      ctx.as("office_staff", {
        method: "GET",
        url: `/api/crew/${m}/eligibility?vesselId=${vessel.id}&rank=Third%20Officer&from=${ctx.today}&to=${to}`,
      });
    expect((await check(addMonths(issue, 3))).json()).toMatchObject({ eligible: true, blockers: [] });
    const late = (await check(addDays(addMonths(issue, 3), 1))).json();
    expect(
      late.blockers.map((b: { code: string; certificateType: string }) => `${b.code}:${b.certificateType}`),
    ).toEqual(["EXPIRES_DURING_TOUR:flag_endorsement"]);
    const endorsement = await post({
      crewMemberId: m,
      type: "flag_endorsement",
      issuingState: "Malta",
      issueDate: ctx.today,
      expiryDate: addDays(ctx.today, 1500),
    });
    const [craRow] = await ctx.db.select().from(documents).where(eq(documents.id, cra.json().id));
    expect(craRow.supersededById).toBe(endorsement.json().id);
  });

  it("eligibility by default: a medical lapsing in the last 3 months of the tour warns, earlier blocks; any other lapse blocks", async () => {
    const vessel = await createVessel(ctx.db, { type: "LNG Carrier", flag: "Panama" });
    const m = (await createCrewMember(ctx.db, { rank: "Able Seaman" })).id;
    await giveCertificates(ctx.db, m, { issueDate: "2020-01-01", expiryDate: addDays(ctx.today, 3000) });
    const held = await ctx.db
      .select({ type: documents.type })
      .from(documents)
      .where(eq(documents.crewMemberId, m));
    // the new catalogue rows: an AB on a gas carrier holds II/5, VI/6-2 and the V/1-2 basic course
    expect(held.map((d) => d.type)).toEqual(
      expect.arrayContaining(["able_seafarer_deck", "sdsd", "gas_basic"]),
    );
    const to = addMonths(ctx.today, 8);
    const setExpiry = (type: string, expiryDate: string) =>
      ctx.db
        .update(documents)
        .set({ expiryDate })
        .where(and(eq(documents.crewMemberId, m), eq(documents.type, type)));
    const check = async () =>
      (
        await ctx.as("office_staff", {
          method: "GET",
          url: `/api/crew/${m}/eligibility?vesselId=${vessel.id}&rank=Able%20Seaman&from=${ctx.today}&to=${to}`,
        })
      ).json();
    await setExpiry("medical", addMonths(to, -2));
    const grace = await check();
    expect(grace).toMatchObject({ eligible: true, blockers: [] });
    expect(grace.warnings[0]).toMatchObject({ code: "EXPIRES_DURING_TOUR", certificateType: "medical" });
    await setExpiry("medical", addMonths(to, -4));
    expect((await check()).blockers[0]).toMatchObject({
      code: "EXPIRES_DURING_TOUR",
      certificateType: "medical",
    });
    await setExpiry("medical", addDays(ctx.today, 3000));
    await setExpiry("gas_basic", addDays(to, -1));
    expect((await check()).blockers[0]).toMatchObject({
      code: "EXPIRES_DURING_TOUR",
      certificateType: "gas_basic",
    });
    await setExpiry("gas_basic", NEVER_EXPIRES);
    expect(await check()).toMatchObject({ eligible: true, blockers: [], warnings: [] });
  });
});
