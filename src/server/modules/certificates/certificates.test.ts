// Certificate catalogue, requirements, policy and documents by catalogue code with renewals,
// on PGlite and PostgreSQL: happy paths, bad input (400, nothing written), role denials.
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { DEFAULT_COMPLIANCE_POLICY } from "../../../shared/requirements";
import { SAMPLE_ENGINE_OFFICER_CODES, SAMPLE_NAV_OFFICER_CODES } from "../../../shared/test/samples";
import { activityLog } from "../../db/schema";
import { certificateRequirements, certificateTypes, compliancePolicy } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { answer } from "../../test/answer";
import { createCrewMember } from "../../test/factories";
import { fieldMessages, fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

describe(`certificates API (${ENGINE})`, () => {
  const ctx = fileTestContext();

  const rows = async (table: typeof certificateTypes | typeof certificateRequirements | typeof documents) =>
    Number((await ctx.db.select({ n: count() }).from(table))[0].n);

  it("lists the seeded catalogue: the spec's five with their labels, and the STCW list", async () => {
    const res = await ctx.as("crew", { method: "GET", url: "/api/certificate-types" });
    expect(res.statusCode).toBe(200);
    const types = res.json() as { code: string; name: string; category: string; builtin: boolean }[];
    const byCode = Object.fromEntries(types.map((t) => [t.code, t]));
    expect(
      Object.fromEntries(["passport", "cdc", "stcw", "medical", "visa"].map((c) => [c, byCode[c].name])),
    ).toEqual({
      passport: "Passport",
      cdc: "CDC",
      stcw: "STCW",
      medical: "Medical Certificate",
      visa: "Visa",
    });
    for (const code of [
      "coc",
      "flag_endorsement",
      "bst",
      "psc_rb",
      "aff",
      "mfa",
      "medical_care",
      "gmdss",
      "ecdis",
      "ssa",
      "sso",
      "tanker_basic",
      "tanker_advanced_oil",
      "tanker_advanced_chemical",
      "gas_basic",
      "gas_advanced",
      "passenger_crowd",
      "passenger_crisis",
      "yellow_fever",
    ])
      expect(byCode[code]?.builtin, code).toBe(true);
    expect(byCode.bst).toMatchObject({
      category: "proficiency",
      stcwRegulation: "VI/1",
      validityMonths: 60,
      needsRevalidation: true,
    });
  });

  it("lets an admin add a type (logged), refuses a duplicate (409), bad input (400) and others (403)", async () => {
    const body = {
      code: "hazmat_awareness",
      name: "Hazmat Awareness",
      category: "other",
      validityMonths: 36,
    };
    const before = await rows(certificateTypes);
    expect(
      (await ctx.as("office_staff", { method: "POST", url: "/api/certificate-types", payload: body }))
        .statusCode,
    ).toBe(403);
    const bad = await ctx.as("admin", {
      method: "POST",
      url: "/api/certificate-types",
      payload: { ...body, code: "Bad Code", category: "nope" },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldMessages(bad.json())).sort()).toEqual(["category", "code"]);
    expect(await rows(certificateTypes)).toBe(before);
    const res = await ctx.as("admin", { method: "POST", url: "/api/certificate-types", payload: body });
    expect(answer(res, 201)).toMatchObject({
      ...body,
      builtin: false,
      needsRevalidation: false,
      stcwRegulation: null,
    });
    const again = await ctx.as("admin", { method: "POST", url: "/api/certificate-types", payload: body });
    expect(again.statusCode).toBe(409);
    const [entry] = await ctx.db
      .select()
      .from(activityLog)
      .where(eq(activityLog.entityId, "hazmat_awareness"));
    expect(entry.description).toBe("Certificate type Hazmat Awareness (hazmat_awareness) added");
  });

  it("accepts catalogue codes on documents with issuing state and grade; an unknown type is a 400, nothing written", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Cora", lastName: "Code", rank: "Chief Officer" });
    const base = {
      documentNumber: "COC-1",
      issueDate: "2024-01-01",
      expiryDate: "2029-01-01",
      issuingAuthority: "MARINA",
      crewMemberId: m.id,
    };
    const before = await rows(documents);
    const unknown = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: { ...base, type: "unicorn_cert" },
    });
    expect(unknown.statusCode).toBe(400);
    expect(fieldMessages(unknown.json())).toEqual({ type: "Unknown certificate type" });
    expect(await rows(documents)).toBe(before);
    const res = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: { ...base, type: "coc", issuingState: "Liberia", grade: "Chief Mate II/2" },
    });
    expect(answer(res, 201)).toMatchObject({
      type: "coc",
      typeName: "Certificate of Competency",
      issuingState: "Liberia",
      grade: "Chief Mate II/2",
      supersededById: null,
    });
    const spec = await ctx.as("office_staff", {
      method: "POST",
      url: "/api/documents",
      payload: { ...base, type: "medical", documentNumber: "M-1" },
    });
    expect(spec.json()).toMatchObject({
      type: "medical",
      typeName: "Medical Certificate",
      issuingState: null,
      grade: null,
    });
  });

  it("a renewal supersedes the older document: history, no longer alerting nor counted", async () => {
    const m = await createCrewMember(ctx.db, { firstName: "Rene", lastName: "Wal" });
    const post = (payload: object) =>
      ctx.as("office_staff", {
        method: "POST",
        url: "/api/documents",
        payload: { type: "medical", issuingAuthority: "Clinic", crewMemberId: m.id, ...payload },
      });
    const old = (
      await post({
        documentNumber: "MED-OLD",
        issueDate: addDays(ctx.today, -730),
        expiryDate: addDays(ctx.today, -3),
      })
    ).json();
    const visaA = (
      await post({
        type: "visa",
        documentNumber: "V-US",
        issueDate: "2025-01-01",
        expiryDate: addDays(ctx.today, 5),
        issuingState: "United States",
      })
    ).json();
    const alertIds = async () =>
      (
        (
          await ctx.as("office_staff", { method: "GET", url: "/api/alerts/expiring-documents?days=30" })
        ).json() as { document: { id: string } }[]
      ).map((a) => a.document.id);
    expect(await alertIds()).toEqual(expect.arrayContaining([old.id, visaA.id]));
    const renewal = (
      await post({ documentNumber: "MED-NEW", issueDate: ctx.today, expiryDate: addDays(ctx.today, 730) })
    ).json();
    // a visa for another country does not supersede the first one
    await post({
      type: "visa",
      documentNumber: "V-UK",
      issueDate: "2025-01-01",
      expiryDate: addDays(ctx.today, 400),
      issuingState: "United Kingdom",
    });
    const [stored] = await ctx.db.select().from(documents).where(eq(documents.id, old.id));
    expect(stored.supersededById).toBe(renewal.id);
    const ids = await alertIds();
    expect(ids).not.toContain(old.id);
    expect(ids).toContain(visaA.id);
    const list = async (q: string) =>
      (
        (
          await ctx.as("office_staff", { method: "GET", url: `/api/documents?crewMemberId=${m.id}${q}` })
        ).json() as { documentNumber: string }[]
      )
        .map((d) => d.documentNumber)
        .sort();
    expect(await list("")).toEqual(["MED-NEW", "V-UK", "V-US"]);
    expect(await list("&history=true")).toEqual(["MED-NEW", "MED-OLD", "V-UK", "V-US"]);
    const member = (await ctx.as("office_staff", { method: "GET", url: `/api/crew/${m.id}` })).json();
    expect(member.documentCount).toBe(3);
    const [entry] = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, renewal.id));
    expect(entry.metadata).toMatchObject({ superseded: 1 });
    // deleting the renewal makes the old one current again
    await ctx.as("admin", { method: "DELETE", url: `/api/documents/${renewal.id}` });
    expect(await alertIds()).toContain(old.id);
  });

  it("answers the requirements of a rank on a vessel type, seeded from docs/regulations.md", async () => {
    const get = async (q: string) =>
      (await ctx.as("office_staff", { method: "GET", url: `/api/requirements?${q}` })).json() as {
        certificateType: string;
      }[];
    const codes = (list: { certificateType: string }[]) => list.map((r) => r.certificateType).sort();
    // a master on a tanker: the navigating officer's, medical care and both tanker courses
    expect(codes(await get("rank=Captain&vesselType=Tanker"))).toEqual(
      [...SAMPLE_NAV_OFFICER_CODES, "medical_care", "tanker_advanced_oil", "tanker_basic"].sort(),
    );
    // a cook: the ship's cook certificate (MLC A3.2), no tanker course without cargo duties (STCW V/1-1)
    expect(codes(await get("rank=Cook&vesselType=Tanker"))).toEqual([
      "bst",
      "cdc",
      "medical",
      "passport",
      "ships_cook",
      "ssa",
    ]);
    expect(codes(await get("rank=Chief%20Engineer&vesselType=Cruise%20Ship"))).toEqual(
      [
        ...SAMPLE_ENGINE_OFFICER_CODES,
        "passenger_crisis",
        "passenger_crowd",
        "passenger_familiarisation",
      ].sort(),
    );
    // the new rows: gas carriers' courses (V/1-2), ratings' certificates, V/2 for every rank
    expect(codes(await get("rank=Able%20Seaman&vesselType=LNG%20Carrier"))).toEqual(
      ["able_seafarer_deck", "bst", "cdc", "gas_basic", "medical", "passport", "sdsd"].sort(),
    );
    expect(codes(await get("rank=Steward&vesselType=Ferry"))).toEqual(
      ["bst", "cdc", "medical", "passenger_crowd", "passenger_familiarisation", "passport", "ssa"].sort(),
    );
    expect(
      (await get("rank=2nd%20Officer&vesselType=Tanker")).every(
        (r) => (r as { rank?: string }).rank === "Second Officer",
      ),
    ).toBe(true);
    const bad = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/requirements?rank=Admiral&vesselType=Spaceship",
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(fieldMessages(bad.json())).sort()).toEqual(["rank", "vesselType"]);
    expect((await ctx.as("crew", { method: "GET", url: "/api/requirements" })).statusCode).toBe(403);
  });

  it("replaces one rank × vessel type's rows (admin, logged); unknown types and ranks are a 400 with nothing written", async () => {
    const url = "/api/requirements";
    const before = await rows(certificateRequirements);
    const unknownType = await ctx.as("admin", {
      method: "PUT",
      url,
      payload: {
        rank: "Oiler",
        vesselType: "OSV",
        requirements: [{ certificateType: "bst" }, { certificateType: "no_such" }],
      },
    });
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json().message).toContain("Unknown certificate type: no_such");
    const badRank = await ctx.as("admin", {
      method: "PUT",
      url,
      payload: { rank: "Admiral", vesselType: "OSV", requirements: [] },
    });
    expect(badRank.statusCode).toBe(400);
    expect(await rows(certificateRequirements)).toBe(before);
    expect(
      (
        await ctx.as("office_staff", {
          method: "PUT",
          url,
          payload: { rank: "Oiler", vesselType: "OSV", requirements: [] },
        })
      ).statusCode,
    ).toBe(403);
    const res = await ctx.as("admin", {
      method: "PUT",
      url,
      payload: {
        rank: "Oiler",
        vesselType: "OSV",
        requirements: [
          { certificateType: "bst" },
          { certificateType: "yellow_fever", flag: "Liberia" },
          { certificateType: "bst" },
        ],
      },
    });
    expect(answer(res, 200)).toEqual([
      { rank: "Oiler", vesselType: "OSV", certificateType: "bst" },
      { rank: "Oiler", vesselType: "OSV", certificateType: "yellow_fever", flag: "Liberia" },
    ]);
    const other = await ctx.as("office_staff", {
      method: "GET",
      url: "/api/requirements?rank=Oiler&vesselType=Tanker",
    });
    expect(other.json().length).toBeGreaterThan(2); // other vessel types untouched
    const [entry] = await ctx.db.select().from(activityLog).where(eq(activityLog.entityId, "Oiler / OSV"));
    expect(entry.description).toBe("Requirements for Oiler on OSV: bst, yellow_fever for Liberia");
  });

  it("serves the policy defaults, lets an admin replace them (logged), refuses bad values", async () => {
    const url = "/api/compliance-policy";
    expect((await ctx.as("office_staff", { method: "GET", url })).json()).toEqual({
      ...DEFAULT_COMPLIANCE_POLICY,
      updatedAt: null,
    });
    const next = {
      ...DEFAULT_COMPLIANCE_POLICY,
      maxTourMonths: 9,
      midTourExpiry: { ...DEFAULT_COMPLIANCE_POLICY.midTourExpiry, medical: "block" },
    };
    expect((await ctx.as("office_staff", { method: "PUT", url, payload: next })).statusCode).toBe(403);
    const bad = await ctx.as("admin", {
      method: "PUT",
      url,
      payload: { ...next, maxTourMonths: 0, midTourExpiryDefault: "ignore" },
    });
    expect(bad.statusCode).toBe(400);
    expect(await ctx.db.select().from(compliancePolicy)).toEqual([]);
    const res = await ctx.as("admin", { method: "PUT", url, payload: next });
    expect(answer(res, 200)).toMatchObject({ maxTourMonths: 9, midTourExpiry: { medical: "block" } });
    expect((await ctx.as("office_staff", { method: "GET", url })).json().maxTourMonths).toBe(9);
    await ctx.as("admin", { method: "PUT", url, payload: DEFAULT_COMPLIANCE_POLICY });
  });
});
