// The seafarer files of the inspection pack on both engines: for each seafarer aboard on the date, their
// own pages (every current certificate with number, issuer and expiry in the competency / proficiency /
// medical / identity tables, the employment agreement in force, the last 30 days of hours of rest), each
// followed by that seafarer's monthly records of hours of rest.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts } from "../../db/schema-fleet";
import { restHoursDays, restHoursMonths, restHoursNonConformities } from "../../db/schema-rest-hours";
import { seafarerAgreements } from "../../db/schema-wages";
import { aboardSince } from "../../test/aboard";
import { createCrewMember, createDocument, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { pdfPageTexts } from "../../test/pdf-text";
import { ENGINE } from "../../test/test-database";
import { SEAFARER_FILE_TITLE } from "./seafarer-file-pdf";

const NOW = new Date("2026-06-10T08:00:00Z");
const work = [
  { from: "00:00", to: "04:00" },
  { from: "12:00", to: "16:00" },
];

describe(`inspection pack: seafarer files (${ENGINE})`, () => {
  let ctx: TestContext;
  let vesselId: string;

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
    vesselId = (await createVessel(ctx.db, { name: "MV Dossier", imoNumber: "9074729", flag: "Malta" })).id;
    await aboardSince(ctx.db, ctx.crewMemberId, "2026-01-01", vesselId, { rank: "Captain" });
    const ann = await createCrewMember(ctx.db, { firstName: "Ann", lastName: "Able", rank: "Able Seaman" });
    await aboardSince(ctx.db, ann.id, "2026-01-01", vesselId);
    const doc = (type: string, documentNumber: string, more: object = {}) =>
      createDocument(ctx.db, {
        crewMemberId: ann.id,
        type,
        documentNumber,
        issuingAuthority: "MARINA",
        issuingState: "PHL",
        ...more,
      });
    await doc("passport", "P-ANN-1", { issuingAuthority: "DFA", expiryDate: "2031-03-01" });
    await doc("able_seafarer_deck", "ASD-77", { expiryDate: "9999-12-31" });
    await doc("flag_endorsement", "MT-END-5", { issuingAuthority: "Transport Malta", issuingState: "MLT" });
    await doc("bst", "BST-123", { expiryDate: "2026-06-20" });
    await doc("medical", "MED-9", { issuingAuthority: "Dr Cruz Clinic", expiryDate: "2026-05-01" });
    const [contract] = await ctx.db
      .insert(contracts)
      .values({ crewMemberId: ann.id, vesselId, startDate: "2026-01-01", endDate: "2026-09-30" })
      .returning();
    await ctx.db.insert(seafarerAgreements).values({
      contractId: contract.id,
      version: 1,
      state: "signed",
      particulars: {
        capacity: "Able Seaman",
        wages: "Basic wage USD 1,200.00 a month",
        repatriation: "At the shipowner's cost",
      },
      seafarerSignedAt: new Date("2025-12-20T10:00:00Z"),
      companySignedAt: new Date("2025-12-21T10:00:00Z"),
    });
    await ctx.db.insert(restHoursDays).values(
      ["2026-05-20", "2026-05-21", "2026-06-01", "2026-06-02", "2026-06-09", "2026-04-30"].map((date) => ({
        crewMemberId: ann.id,
        date,
        vesselId,
        work,
        workMinutes: 480,
      })),
    );
    await ctx.db.insert(restHoursNonConformities).values({
      crewMemberId: ann.id,
      vesselId,
      rule: "rest_24h",
      fromAt: "2026-06-01T00:00",
      toAt: "2026-06-02T00:00",
      fromDate: "2026-06-01",
      toDate: "2026-06-02",
      detail: "9 h rest",
    });
    await ctx.db.insert(restHoursMonths).values({
      crewMemberId: ann.id,
      month: "2026-05",
      seafarerSignedAt: new Date("2026-06-01T08:00:00Z"),
      daysRecorded: 2,
      workMinutes: 960,
      dayMinutes: 2880,
    });
  });
  afterAll(() => ctx.close());

  const pack = async (role: "crew" | "office_staff") => {
    const res = await ctx.as(role, { method: "GET", url: `/api/vessels/${vesselId}/inspection-pack` });
    expect(res.statusCode).toBe(200);
    return (await pdfPageTexts(res.rawPayload)).map((p) => p.texts);
  };
  const fileOf = (pages: string[][], who: string) => {
    const first = pages.findIndex((p) => p[0] === SEAFARER_FILE_TITLE && p.some((t) => t.startsWith(who)));
    expect(first).toBeGreaterThan(0);
    let end = first + 1;
    while (end < pages.length && pages[end][0] === SEAFARER_FILE_TITLE) end++;
    return { texts: pages.slice(first, end).flat(), next: pages[end] ?? [] };
  };

  it("each seafarer aboard has a file: certificates by kind with number, issuer, dates and state on the date", async () => {
    const pages = await pack("office_staff");
    expect(pages.filter((p) => p[0] === SEAFARER_FILE_TITLE).length).toBe(2);
    const { texts, next } = fileOf(pages, "Ann Able - Able Seaman");
    const at = (s: string) => texts.indexOf(s);
    expect(at("Certificates of competency and STCW endorsements")).toBeLessThan(at("MT-END-5"));
    expect(at("MT-END-5")).toBeLessThan(at("Certificates of proficiency (STCW)"));
    expect(texts).toEqual(
      expect.arrayContaining(["Flag State Endorsement", "I/10", "Transport Malta (MLT)"]),
    );
    expect(at("Certificates of proficiency (STCW)")).toBeLessThan(at("BST-123"));
    expect(texts).toEqual(
      expect.arrayContaining(["VI/1", "2026-06-20", "Expiring Soon", "ASD-77", "No expiry"]),
    );
    expect(at("Medical fitness and vaccination")).toBeLessThan(at("MED-9"));
    expect(texts[at("MED-9") + 1]).toBe("Dr Cruz Clinic (PHL)");
    expect(texts.slice(at("MED-9"), at("MED-9") + 5)).toContain("Expired");
    expect(at("Identity, travel and other documents")).toBeLessThan(at("P-ANN-1"));
    // the agreement in force and the last 30 days of rest
    expect(texts).toContain("Contract 2026-01-01 to 2026-09-30");
    expect(texts).toContain(
      "Agreement version 1: signed by both parties; seafarer signed 2025-12-20; company signed 2025-12-21",
    );
    expect(texts).toContain("Capacity in which the seafarer is employed (4(d)): Able Seaman");
    expect(texts).toContain("Hours of rest, last 30 days (2026-05-12 to 2026-06-10)");
    expect(texts).toContain(
      "Days recorded: 5 of 30    Rest: 80.0 h    Work: 40.0 h    Average rest per recorded day: 16.0 h",
    );
    expect(texts).toContain("Non-conformity: Under 10 h rest in 24 h: 1");
    expect(texts).toContain("2026-05: signed by the seafarer, not countersigned");
    // then this seafarer's monthly record
    expect(next).toContain("RECORD OF HOURS OF REST");
    expect(next.some((t) => t.includes("Ann Able"))).toBe(true);
  });

  it("says what is lacking rather than printing blanks; the master aboard gets the same files", async () => {
    const pages = await pack("crew");
    const captain = fileOf(pages, "Carl Crew - Captain").texts;
    expect(captain).toContain("No contract covers this date.");
    expect(captain).toContain("Days recorded: 0 of 30    Rest: 0.0 h    Work: 0.0 h");
    expect(captain.filter((t) => t === "None held.").length).toBeGreaterThanOrEqual(3);
    const ann = fileOf(pages, "Ann Able - Able Seaman").texts;
    expect(ann).toContain("Non-conformity: Under 10 h rest in 24 h: 1");
    expect(ann).toContain("MT-END-5");
  });
});
