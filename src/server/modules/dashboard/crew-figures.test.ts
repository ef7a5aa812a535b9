// The dashboard's compliance and missing-certificate figures, kept per vessel until its compliance version
// moves (crew-figures.ts), equal a fresh reading after every kind of write that changes them, on one vessel
// of several (the others' kept figures reused) and on other days: the compliance rate against
// fleetCompliance, the missing certificates against the alerts' list (GET /api/alerts/missing-certificates).
// The overview report's compliance rate reads the same kept figure and is checked with them.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MISSING_CERTIFICATE_DAYS } from "../../../shared/alerts";
import { percentOf } from "../../../shared/dashboard";
import { addDays } from "../../../shared/dates";
import { documents } from "../../db/schema-documents";
import { vessels } from "../../db/schema-fleet";
import { createCrewMember, createDocument, createRotation, createVessel } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { findMissingCertificates } from "../alerts/missing";
import { fleetCompliance } from "../compliance/service";

const TODAY = "2030-03-15";
let now = new Date(`${TODAY}T12:00:00Z`);
// a Cook on a bulk carrier needs passport, CDC, medical, BST, security awareness and the cook's certificate
const COOK = ["passport", "cdc", "medical", "bst", "ssa", "ships_cook"];

describe(`the dashboard's kept compliance and missing-certificate figures (${ENGINE})`, () => {
  let ctx: TestContext;
  const ship: string[] = [];
  const crew: Record<string, string> = {};

  /** The dashboard's four figures and the overview report's compliance rate on `day`, through the API (the
   * read cache cleared: writes here go behind the app's back, as another instance's would). */
  async function dashboard(day: string) {
    now = new Date(`${day}T12:00:00Z`);
    ctx.app.readCache.clear();
    const res = await ctx.as("admin", { method: "GET", url: "/api/dashboard/stats" });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    const overview = await ctx.as("admin", { method: "GET", url: "/api/reports/overview?days=30" });
    expect(overview.statusCode).toBe(200);
    return {
      complianceCrew: s.complianceCrew,
      compliantCrew: s.compliantCrew,
      missingCertificates: s.missingCertificates,
      missingCertificateCrew: s.missingCertificateCrew,
      overviewComplianceRate: overview.json().complianceRate,
    };
  }

  /** The same figures read fresh: the fleet's compliance and the missing certificates' list. */
  async function fresh(day: string) {
    const c = await fleetCompliance(ctx.db, day);
    const list = await findMissingCertificates(ctx.db, day, {
      days: MISSING_CERTIFICATE_DAYS,
      limit: 500,
      offset: 0,
    });
    expect(list.items.length).toBe(list.total);
    return {
      complianceCrew: c.total,
      compliantCrew: c.compliant,
      missingCertificates: list.total,
      missingCertificateCrew: new Set(list.items.map((i) => i.crewMember.id)).size,
      overviewComplianceRate: percentOf(c.compliant, c.total),
    };
  }

  /** Both agree on each day; the figures of the first day are returned. */
  async function agree(...days: string[]) {
    const seen = [];
    for (const day of days) {
      const figures = await dashboard(day);
      expect({ day, ...figures }).toEqual({ day, ...(await fresh(day)) });
      seen.push(figures);
    }
    return seen[0];
  }

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => now });
    const db = ctx.db;
    for (let i = 0; i < 4; i++)
      ship.push((await createVessel(db, { type: "Bulk Carrier", flag: "Panama" })).id);
    const cook = async (key: string, vesselId: string | null, held: string[], expiryDate = "2031-01-01") => {
      crew[key] = (
        await createCrewMember(db, { rank: "Cook", firstName: key, currentVesselId: vesselId })
      ).id;
      for (const type of held) await createDocument(db, { crewMemberId: crew[key], type, expiryDate });
    };
    // aboard every ship: one compliant cook and one lacking the cook's certificate and the BST
    for (const [i, vesselId] of ship.entries()) {
      await cook(`ok${i}`, vesselId, COOK);
      await cook(`short${i}`, vesselId, ["passport", "cdc", "medical", "ssa"]);
    }
    // one whose certificates expire in 10 days
    await cook("expiring", ship[2], COOK, addDays(TODAY, 10));
    // one joining ship 3 in 20 days without a medical
    await cook(
      "joining",
      null,
      COOK.filter((t) => t !== "medical"),
    );
    await createRotation(db, { crewMemberId: crew.joining, vesselId: ship[3], joinDate: addDays(TODAY, 20) });
  });
  afterAll(() => ctx.close());

  it("equal on the day, after the expiries, after the join and past the window", async () => {
    const today = await agree(TODAY, addDays(TODAY, 11), addDays(TODAY, 21), addDays(TODAY, 200), TODAY);
    expect(today.complianceCrew).toBeGreaterThanOrEqual(9);
    expect(today.missingCertificates).toBeGreaterThanOrEqual(9);
  });

  it("after a certificate is added on one ship, the others' figures kept", async () => {
    const before = await agree(TODAY);
    await createDocument(ctx.db, { crewMemberId: crew.short0, type: "bst", expiryDate: "2031-01-01" });
    const after = await agree(TODAY);
    expect(after.missingCertificates).toBe(before.missingCertificates - 1);
    await createDocument(ctx.db, { crewMemberId: crew.short0, type: "ships_cook", expiryDate: "2031-01-01" });
    const compliant = await agree(TODAY, addDays(TODAY, 11));
    expect(compliant.compliantCrew).toBe(before.compliantCrew + 1);
    expect(compliant.missingCertificateCrew).toBe(before.missingCertificateCrew - 1);
  });

  it("after a certificate expires early, a join is planned and a ship's type changes", async () => {
    const before = await agree(TODAY);
    await ctx.db
      .update(documents)
      .set({ expiryDate: addDays(TODAY, -1) })
      .where(eq(documents.crewMemberId, crew.ok1));
    expect((await agree(TODAY)).compliantCrew).toBe(before.compliantCrew - 1);
    await createCrewMember(ctx.db, { rank: "Cook", firstName: "late" }).then((m) =>
      createRotation(ctx.db, { crewMemberId: m.id, vesselId: ship[1], joinDate: addDays(TODAY, 3) }),
    );
    expect((await agree(TODAY)).missingCertificates).toBe(before.missingCertificates + COOK.length);
    await ctx.db.update(vessels).set({ type: "Ferry" }).where(eq(vessels.id, ship[2]));
    await agree(TODAY, addDays(TODAY, 11));
  });
});
