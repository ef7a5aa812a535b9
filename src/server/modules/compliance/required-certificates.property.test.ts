// The four answers to "which certificates does this seafarer lack, and are they compliant?" agree, on random
// seafarers, documents, ranks and vessels, on the engine under test: the Compliance Matrix (its missing
// cells and "compliant"), the missing certificates list (GET /api/alerts/missing-certificates), the
// eligibility check for signing on today (its MISSING / FLAG_ENDORSEMENT_MISSING blockers, and no blocker
// to the start), and the shared rule (src/shared/required-certificates.ts) applied in TypeScript; and the
// dashboard's compliance figures are the sum of the matrices' "aboard" summaries. The generator covers a
// seafarer with no CoC, a CoC without an issuing state, endorsements and receipts of application for one
// flag or another, expired and expiring documents.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import {
  type HeldDocument,
  isCompliant,
  missingCodes,
  requiredCertificates,
  requiredStatus,
} from "../../../shared/required-certificates";
import { queryRows } from "../../db/rows";
import { createCrewMember, createDocument, createRotation, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";

const TODAY = "2026-03-20";
const NOW = new Date(`${TODAY}T08:00:00Z`);
const RANKS = ["Captain", "Second Officer", "Chief Engineer", "Able Seaman", "Cook"] as const;
const TYPES = ["Tanker", "Ferry", "Bulk Carrier"] as const;
const FLAGS = ["Panama", "Liberia", "Malta"] as const;
const CODES = [
  "coc",
  "coc",
  "flag_endorsement",
  "flag_endorsement_cra",
  "passport",
  "cdc",
  "medical",
  "bst",
  "ssa",
  "sdsd",
  "gmdss",
  "tanker_basic",
  "able_seafarer_deck",
] as const;

interface Doc {
  type: string;
  issuingState: string | null;
  issued: number;
  expires: number;
}
interface Seafarer {
  rank: (typeof RANKS)[number];
  vessel: number;
  placement: "aboard" | "planned" | "none";
  docs: Doc[];
}
interface Fleet {
  vessels: { type: string; flag: string }[];
  crew: Seafarer[];
}

const docArb: fc.Arbitrary<Doc> = fc.record({
  type: fc.constantFrom(...CODES),
  issuingState: fc.option(fc.constantFrom(...FLAGS), { nil: null }),
  issued: fc.integer({ min: 0, max: 900 }),
  expires: fc.integer({ min: -60, max: 400 }),
});
const fleetArb: fc.Arbitrary<Fleet> = fc.record({
  vessels: fc.array(fc.record({ type: fc.constantFrom(...TYPES), flag: fc.constantFrom(...FLAGS) }), {
    minLength: 1,
    maxLength: 2,
  }),
  crew: fc.array(
    fc.record({
      rank: fc.constantFrom(...RANKS),
      vessel: fc.nat({ max: 1 }),
      placement: fc.constantFrom("aboard" as const, "aboard" as const, "planned" as const, "none" as const),
      docs: fc.array(docArb, { maxLength: 9 }),
    }),
    { minLength: 1, maxLength: 4 },
  ),
});

interface MatrixRow {
  crewMemberId: string;
  placement: string;
  compliant: boolean;
  cells: { code: string; status: string; expiryDate: string | null }[];
}
interface Matrix {
  rows: MatrixRow[];
  summary: { aboard: { total: number; compliant: number } };
}

describe(`required certificates: matrix, missing list, eligibility and dashboard agree (${ENGINE})`, () => {
  let ctx: TestContext;
  const get = async <T>(url: string): Promise<T> => {
    const res = await ctx.as("admin", { method: "GET", url });
    expect(res.statusCode, url).toBe(200);
    return res.json() as T;
  };

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => NOW });
  });
  afterAll(() => ctx.close());

  async function rankCodes(rank: string, vessel: { type: string; flag: string }) {
    const rows = await queryRows<{ code: string }>(
      ctx.db,
      sql`select distinct certificate_type as code from certificate_requirements
           where rank = ${rank} and vessel_type = ${vessel.type} and (flag is null or flag = ${vessel.flag})`,
    );
    return rows.map((r) => r.code);
  }

  async function check(fleet: Fleet) {
    const crewIds: string[] = [];
    const vesselIds: string[] = [];
    try {
      for (const v of fleet.vessels) vesselIds.push((await createVessel(ctx.db, v)).id);
      const placed: { id: string; s: Seafarer; vesselIndex: number; docs: HeldDocument[] }[] = [];
      for (const s of fleet.crew) {
        const vesselIndex = s.vessel % vesselIds.length;
        const vesselId = vesselIds[vesselIndex];
        const member = await createCrewMember(ctx.db, {
          rank: s.rank,
          currentVesselId: s.placement === "aboard" ? vesselId : null,
        });
        crewIds.push(member.id);
        if (s.placement === "planned")
          await createRotation(ctx.db, {
            crewMemberId: member.id,
            vesselId,
            joinDate: addDays(TODAY, 20),
            leaveDate: addDays(TODAY, 200),
          });
        const docs: HeldDocument[] = [];
        for (const d of s.docs) {
          const doc = {
            type: d.type,
            issuingState: d.issuingState,
            issueDate: addDays(TODAY, -d.issued),
            expiryDate: addDays(TODAY, d.expires),
          };
          await createDocument(ctx.db, { crewMemberId: member.id, ...doc });
          docs.push(doc);
        }
        placed.push({ id: member.id, s, vesselIndex, docs });
      }
      ctx.app.readCache.clear();

      const matrices = new Map<string, Matrix>();
      for (const id of vesselIds)
        matrices.set(id, await get<Matrix>(`/api/compliance/matrix?vesselId=${id}`));
      const missing = await get<{ crewMember: { id: string }; certificateType: string }[]>(
        "/api/alerts/missing-certificates?days=365&limit=500",
      );

      for (const p of placed) {
        const vessel = fleet.vessels[p.vesselIndex];
        const vesselId = vesselIds[p.vesselIndex];
        const rule = requiredCertificates(await rankCodes(p.s.rank, vessel), p.docs, vessel);
        const expectedMissing = missingCodes(rule).sort();
        const label = JSON.stringify({ seafarer: p.s, vessel });

        const listed = missing
          .filter((m) => m.crewMember.id === p.id)
          .map((m) => m.certificateType)
          .sort();
        const eligibility = await get<{ blockers: { code: string; certificateType?: string }[] }>(
          `/api/crew/${p.id}/eligibility?vesselId=${vesselId}&rank=${encodeURIComponent(p.s.rank)}&from=${TODAY}&to=${TODAY}`,
        );
        const start = eligibility.blockers.filter((b) =>
          ["MISSING", "FLAG_ENDORSEMENT_MISSING", "EXPIRED", "NOT_YET_VALID"].includes(b.code),
        );
        const eligibilityMissing = start
          .filter((b) => b.code === "MISSING" || b.code === "FLAG_ENDORSEMENT_MISSING")
          .map((b) => b.certificateType)
          .sort();
        expect(eligibilityMissing, `eligibility ${label}`).toEqual(expectedMissing);
        expect(start.length === 0, `eligibility compliant ${label}`).toBe(isCompliant(rule, TODAY));

        if (p.s.placement === "none") {
          expect(listed, `missing list ${label}`).toEqual([]);
          continue;
        }
        expect(listed, `missing list ${label}`).toEqual(expectedMissing);
        const row = matrices.get(vesselId)?.rows.find((r) => r.crewMemberId === p.id);
        expect(row, `matrix row ${label}`).toMatchObject({
          placement: p.s.placement,
          compliant: isCompliant(rule, TODAY),
        });
        const cells = row?.cells.filter((c) => c.status !== "not_required") ?? [];
        expect(cells.map((c) => c.code).sort(), `matrix required ${label}`).toEqual(
          rule.map((r) => r.code).sort(),
        );
        expect(
          cells
            .filter((c) => c.status === "missing")
            .map((c) => c.code)
            .sort(),
          `matrix missing ${label}`,
        ).toEqual(expectedMissing);
        // what holds each: the latest expiry of the documents holding it (a receipt capped) and its status
        expect(
          Object.fromEntries(cells.map((c) => [c.code, [c.expiryDate, c.status]])),
          `matrix held ${label}`,
        ).toEqual(Object.fromEntries(rule.map((r) => [r.code, [r.heldUntil, requiredStatus(r, TODAY)]])));
      }

      // the dashboard's rate is the sum of every vessel's matrix "aboard" summary
      const all = await queryRows<{ id: string }>(ctx.db, sql`select id from vessels`);
      let total = 0;
      let compliant = 0;
      for (const { id } of all) {
        const m = matrices.get(id) ?? (await get<Matrix>(`/api/compliance/matrix?vesselId=${id}`));
        total += m.summary.aboard.total;
        compliant += m.summary.aboard.compliant;
      }
      const stats = await get<{ compliantCrew: number; complianceCrew: number }>("/api/dashboard/stats");
      expect({ compliant: stats.compliantCrew, total: stats.complianceCrew }).toEqual({ compliant, total });
    } finally {
      if (crewIds.length)
        await ctx.db.execute(
          sql`delete from crew_members where id in (${sql.join(
            crewIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
      if (vesselIds.length)
        await ctx.db.execute(
          sql`delete from vessels where id in (${sql.join(
            vesselIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
    }
  }

  it("no CoC, and a CoC without an issuing state: the same answer everywhere", {
    timeout: 60_000,
  }, async () => {
    const officer = (docs: Doc[]): Seafarer => ({
      rank: "Second Officer",
      vessel: 0,
      placement: "aboard",
      docs,
    });
    await check({
      vessels: [{ type: "Bulk Carrier", flag: "Panama" }],
      crew: [
        officer([]),
        officer([{ type: "coc", issuingState: null, issued: 100, expires: 300 }]),
        officer([
          { type: "coc", issuingState: null, issued: 100, expires: 300 },
          { type: "flag_endorsement", issuingState: "Panama", issued: 100, expires: 300 },
        ]),
        officer([
          { type: "coc", issuingState: "Liberia", issued: 100, expires: 300 },
          { type: "flag_endorsement_cra", issuingState: "Panama", issued: 100, expires: 300 },
        ]),
      ],
    });
  });

  it("random seafarers, documents, ranks and vessels", { timeout: 240_000 }, async () => {
    await fc.assert(fc.asyncProperty(fleetArb, check), { numRuns: 25, endOnFailure: true });
  });
});
