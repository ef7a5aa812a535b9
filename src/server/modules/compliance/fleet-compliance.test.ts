// The fleet's compliance rate (fleetCompliance: a count over the kept weakest certificate of each stay) equals
// the sum of every vessel's Compliance Matrix "aboard" summary (the one definition of "compliant", read live
// from the documents), on several days and after writes: no CoC, a CoC without issuing state, a CoC needing
// the flag endorsement (missing, held, held by a receipt capped at its validity), expired, expiring on the
// day, a superseded renewal, nothing required, a planned join before and after its day, a rank change. The
// projection's drift check finds crew_weakest_certificates equal to its recount throughout.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { CRA_TYPE } from "../../../shared/required-certificates";
import { writeTx } from "../../db/app-today";
import { queryRows } from "../../db/rows";
import { certificateRequirements } from "../../db/schema-certificates";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { missingCertificates } from "../../projections/missing-certificates";
import { createDocument, createRotation, createVessel, setTypeRequirements } from "../../test/factories";
import { buildTestContext, type TestContext } from "../../test/helpers";
import { keyedMembers } from "../../test/keyed-members";
import { ENGINE } from "../../test/test-database";
import { fleetCompliance } from "./service";

const TODAY = "2026-03-20";
const TYPE = "Research Vessel";
let now = new Date(`${TODAY}T08:00:00Z`);

describe(`the fleet's compliance rate equals the matrices' aboard rows (${ENGINE})`, () => {
  let ctx: TestContext;

  /** The matrices' aboard summaries summed over every vessel, read through the API on `day`. */
  async function matrices(day: string) {
    now = new Date(`${day}T08:00:00Z`);
    ctx.app.readCache.clear();
    const sum = { total: 0, compliant: 0 };
    for (const v of await ctx.db.select({ id: vessels.id }).from(vessels)) {
      const res = await ctx.as("admin", { method: "GET", url: `/api/compliance/matrix?vesselId=${v.id}` });
      expect(res.statusCode).toBe(200);
      const { aboard } = res.json().summary;
      sum.total += aboard.total;
      sum.compliant += aboard.compliant;
    }
    return sum;
  }

  /** Both answers on each day, and the projection equal to its recount. */
  async function agree(days: string[]) {
    for (const day of days) {
      expect({ day, ...(await fleetCompliance(ctx.db, day)) }).toEqual({ day, ...(await matrices(day)) });
    }
    expect(await missingCertificates.drift(ctx.db)).toEqual([]);
  }

  const days = (...offsets: number[]) => offsets.map((n) => addDays(TODAY, n));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await buildTestContext({ now: () => now });
    const db = ctx.db;
    await setTypeRequirements(db, TYPE, {
      Master: ["passport", "medical", "flag_endorsement"],
      Cook: ["passport", { certificateType: "yellow_fever", flag: "Panama" }],
    });
    const liberia = (await createVessel(db, { name: "RV Liberia", type: TYPE, flag: "Liberia" })).id;
    const panama = (await createVessel(db, { name: "RV Panama", type: TYPE, flag: "Panama" })).id;
    const crew = keyedMembers(db, ids);
    const member = (key: string, rank: string, vesselId: string | null) => crew(key, vesselId, rank);
    const doc = (crewMemberId: string, type: string, expiryDate = "2030-01-01", more = {}) =>
      createDocument(db, { crewMemberId, type, expiryDate, ...more });

    // no CoC: no endorsement needed; compliant
    const a = await member("noCoc", "Master", liberia);
    await doc(a, "passport");
    await doc(a, "medical");
    // CoC without issuing state: no endorsement needed; the medical expires today (valid today, expired after)
    const b = await member("cocNoState", "Master", liberia);
    await doc(b, "passport");
    await doc(b, "medical", TODAY);
    await doc(b, "coc", "2030-01-01", { issuingState: null });
    // CoC from Panama on a Liberian vessel: the endorsement is missing
    const c = await member("noEndorsement", "Master", liberia);
    await doc(c, "passport");
    await doc(c, "medical");
    await doc(c, "coc", "2030-01-01", { issuingState: "Panama" });
    // ... held by an endorsement from Liberia expiring in 10 days
    const d = await member("endorsed", "Master", liberia);
    await doc(d, "passport");
    await doc(d, "medical");
    await doc(d, "coc", "2030-01-01", { issuingState: "Panama" });
    await doc(d, "flag_endorsement", addDays(TODAY, 10), { issuingState: "Liberia" });
    // ... held by a receipt of application, capped at its validity from issue (2026-05-01 + 3 months)
    const e = await member("receipt", "Master", liberia);
    await doc(e, "passport");
    await doc(e, "medical");
    await doc(e, "coc", "2030-01-01", { issuingState: "Panama" });
    await doc(e, CRA_TYPE, "2027-12-31", { issuingState: "Liberia", issueDate: "2026-02-01" });
    // Cooks on the Panamanian vessel: yellow fever missing; a passport expired yesterday whose earlier,
    // longer passport was superseded by it; one compliant
    const f = await member("noYellowFever", "Cook", panama);
    await doc(f, "passport");
    const g = await member("expired", "Cook", panama);
    const renewal = await doc(g, "passport", addDays(TODAY, -1));
    await doc(g, "passport", "2031-01-01", { supersededById: renewal.id });
    await doc(g, "yellow_fever");
    const h = await member("cookOk", "Cook", panama);
    await doc(h, "passport", addDays(TODAY, 40));
    await doc(h, "yellow_fever");
    // nothing required for the rank: compliant
    await member("cadet", "Deck Cadet", liberia);
    // planned: joins in 5 days with everything held; another whose join has come unconfirmed, lacking medical
    const p = await member("planned", "Master", null);
    await createRotation(db, { crewMemberId: p, vesselId: liberia, joinDate: addDays(TODAY, 5) });
    await doc(p, "passport");
    await doc(p, "medical");
    const q = await member("unconfirmed", "Master", null);
    await createRotation(db, {
      crewMemberId: q,
      vesselId: panama,
      joinDate: addDays(TODAY, -3),
      leaveDate: addDays(TODAY, 60),
    });
    await doc(q, "passport");
    // a cancelled join counts nowhere
    const r = await member("cancelled", "Cook", null);
    await createRotation(db, { crewMemberId: r, vesselId: panama, joinDate: TODAY, status: "cancelled" });
  });
  afterAll(() => ctx.close());

  it("on the day, the day after, past the expiries and joins", async () => {
    const [{ aboard }] = await queryRows<{ aboard: number }>(
      ctx.db,
      sql`select count(*)::int as aboard from crew_weakest_certificates`,
    );
    expect(aboard).toBeGreaterThan(5);
    // today: noCoc, cocNoState, endorsed, receipt, cookOk, cadet (+ the base context's crew) compliant
    const today = await fleetCompliance(ctx.db, TODAY);
    expect(today.total - today.compliant).toBeGreaterThanOrEqual(4);
    await agree(days(0, 1, 5, 10, 11, 40, 41, 72, 73, 400));
  });

  it("after a rank change, a renewal, a removed requirement and a vessel's new flag", async () => {
    const db = ctx.db;
    // the compliant cook becomes Chief Officer: now needs medical and (with no CoC) no endorsement
    await writeTx({ db, today: TODAY }, (tx) =>
      tx.update(crewMembers).set({ rank: "Master" }).where(eq(crewMembers.id, ids.cookOk)),
    );
    await agree(days(0, 41));
    await createDocument(db, { crewMemberId: ids.cookOk, type: "medical", expiryDate: addDays(TODAY, 2) });
    await createDocument(db, {
      crewMemberId: ids.noEndorsement,
      type: "flag_endorsement",
      issuingState: "Liberia",
    });
    await agree(days(0, 2, 3, 41));
    await db
      .delete(certificateRequirements)
      .where(eq(certificateRequirements.certificateType, "yellow_fever"))
      .execute();
    await writeTx({ db, today: TODAY }, (tx) =>
      tx.update(vessels).set({ flag: "Panama" }).where(eq(vessels.name, "RV Liberia")),
    );
    await agree(days(0, 5, 11));
  });
});
