// The tours and manning versions projections after random sequences of the writes that feed them, on the
// engine under test: assignments set, moved and cleared, promotions, rotations added, moved, completed,
// cancelled and deleted, contracts added, ended and deleted, safe-manning positions, crew changes, names,
// a vessel deleted; each in its own transaction on a day that moves forward. After every step the tours
// equal their recount (the drift check), no seafarer has two tours that overlap (a write that would is
// refused whole: the tours' exclusion constraints, nothing written), and every vessel whose tours,
// positions, crew changes or crew names changed (a tour's sign-off as counted on the step's day too: an
// overdue assignment ends when the seafarer's next tour begins, on any vessel) has a greater manning version than before the step (so no
// memo is reused stale); every vessel whose Compliance Matrix on the step's day changed has a greater
// compliance version (the matrix's memo); the missing certificates, kept from the tours, equal their recount too. The writes: test/tour-writes.ts (modules/manning/tours-readers.property.test.ts runs
// them too, checking the readers).
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../../shared/dates";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { computeMatrix } from "../modules/compliance/service";
import { signOffSql } from "../modules/manning/tours";
import { openTestDatabase } from "../test/test-database";
import { applyInTx, freshFleet, type Op, OVERLAPS, opArb, START } from "../test/tour-writes";
import { complianceVersions } from "./compliance-versions";
import { manningVersions } from "./manning-versions";
import { missingCertificates } from "./missing-certificates";
import { tours } from "./tours";

/** Per vessel: what its manning version stands for on `today` (tours, with their sign-off as counted: an
 * overdue assignment's is the seafarer's next tour on any vessel; positions, crew changes, crew names). */
const fingerprint = (today: string) => sql`
  SELECT v.id AS "vesselId", coalesce(m.version, 0)::text AS version, md5(concat_ws('#',
    (SELECT string_agg(concat_ws('|', t.id, t.crew_member_id, t.rank, t.sign_on, t.planned_sign_off,
                                 t.actual_sign_off, ${signOffSql(today)}, cm.first_name, cm.last_name),
                       ',' ORDER BY t.id)
       FROM tours t JOIN crew_members cm ON cm.id = t.crew_member_id WHERE t.vessel_id = v.id),
    (SELECT string_agg(p.rank || ':' || p.count, ',' ORDER BY p.rank) FROM safe_manning_positions p
      WHERE p.vessel_id = v.id),
    (SELECT string_agg(c.id || ':' || c.date, ',' ORDER BY c.id) FROM crew_changes c WHERE c.vessel_id = v.id)
  )) AS print
  FROM vessels v LEFT JOIN vessel_manning_versions m ON m.vessel_id = v.id`;

/** Per vessel: its compliance version and its Compliance Matrix on `today`, as JSON. */
async function matrices(db: Database["db"], today: string) {
  const rows = await queryRows<{ vesselId: string; version: string }>(
    db,
    sql`SELECT v.id AS "vesselId", coalesce(m.version, 0)::text AS version
          FROM vessels v LEFT JOIN vessel_compliance_versions m ON m.vessel_id = v.id`,
  );
  return Promise.all(
    rows.map(async (r) => ({ ...r, matrix: JSON.stringify(await computeMatrix(db, r.vesselId, today)) })),
  );
}

const ALL_TOURS = sql`SELECT id, crew_member_id, vessel_id, sign_on::text, planned_sign_off::text,
  actual_sign_off::text, state FROM tours ORDER BY id`;
/** Found by this property: a rotation deleted gives back the assignment tour it ended, open to the active
 * contract's end, also after the contract the tour ended with was deleted meanwhile. Always run. */
const GIVEN_BACK_AFTER_CONTRACT_DELETE: Op[] = [
  { op: "contract", crew: 1, end: 0, status: "active" },
  { op: "assign", crew: 1, vessel: 0 },
  { op: "contract", crew: 0, end: 0, status: "active" },
  { op: "assign", crew: 0, vessel: null },
  { op: "rotation", crew: 1, vessel: 0, join: 0, days: null, rank: null },
  { op: "contractDelete", contract: 0 },
  { op: "rotationDelete", rotation: 0 },
];

/** A seafarer aboard by a completed join with no leave date, then a crew change signing them off: their
 * open tour's planned sign-off is the change's date, in the triggers and in the recount alike. */
const SIGNED_OFF_AFTER_A_COMPLETED_JOIN: Op[] = [
  { op: "rotation", crew: 0, vessel: 0, join: 0, days: null, rank: null },
  { op: "rotationStatus", rotation: 0, status: "completed" },
  { op: "crewChange", vessel: 0, day: 0, on: null, off: null },
  { op: "crewChange", vessel: 0, day: 0, on: null, off: 0 },
  { op: "rotationDelete", rotation: 0 },
  { op: "assign", crew: 0, vessel: null },
  { op: "contract", crew: 0, end: 0, status: "active" },
];

/** A seafarer assigned past their contract's end (aboard, overdue: the tour stays open), then a rotation for
 * them on another vessel: the assignment's vessel's tours are not written, but their sign-off as counted is
 * the rotation's join date, so its manning version moves (the board's and the gaps' kept rows). */
const OVERDUE_ENDED_ELSEWHERE: Op[] = [
  { op: "assign", crew: 0, vessel: 0 },
  { op: "contract", crew: 0, end: 0, status: "active" },
  { op: "rotation", crew: 0, vessel: 1, join: 5, days: null, rank: null },
];

/** Found by this property: an assigned seafarer's rotation on the same vessel, a crew change signing them
 * off, then the rotation cancelled. */
const CANCELLED_AFTER_A_SIGN_OFF: Op[] = [
  { op: "assign", crew: 1, vessel: 2 },
  { op: "rotation", crew: 1, vessel: 2, join: 0, days: null, rank: null },
  { op: "crewChange", vessel: 2, day: 0, on: null, off: 1 },
  { op: "rotationStatus", rotation: 0, status: "cancelled" },
];

describe("tours and manning versions after random writes", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it("equal their recount, and a vessel's version moves whenever what it stands for changes", {
    timeout: 240_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 5, maxLength: 25 }), async (ops) => {
        const db = database.db;
        const { vesselIds, crewIds } = await freshFleet(db);
        let today = START;
        for (const [step, o] of ops.entries()) {
          today = addDays(today, step % 3); // some steps on the same day, most on a later one
          const before = await queryRows<{ vesselId: string; version: string; print: string }>(
            db,
            fingerprint(today),
          );
          const toursBefore = await queryRows(db, ALL_TOURS);
          const matricesBefore = await matrices(db, today);
          const refused = await applyInTx(db, o, { today, vesselIds, crewIds });
          if (refused)
            expect(await queryRows(db, ALL_TOURS), JSON.stringify({ step, o })).toEqual(toursBefore);
          expect(await queryRows(db, OVERLAPS), JSON.stringify({ step, o })).toEqual([]);
          expect(await tours.drift(db), JSON.stringify({ step, o })).toEqual([]);
          expect(await manningVersions.drift(db), JSON.stringify({ step, o })).toEqual([]);
          expect(await complianceVersions.drift(db), JSON.stringify({ step, o })).toEqual([]);
          expect(await missingCertificates.drift(db), JSON.stringify({ step, o })).toEqual([]);
          for (const a of await matrices(db, today)) {
            const b = matricesBefore.find((x) => x.vesselId === a.vesselId);
            if (b && b.matrix !== a.matrix) {
              expect(Number(a.version), JSON.stringify({ step, o, vessel: a.vesselId })).toBeGreaterThan(
                Number(b.version),
              );
            }
          }
          const after = await queryRows<{ vesselId: string; version: string; print: string }>(
            db,
            fingerprint(today),
          );
          for (const a of after) {
            const b = before.find((x) => x.vesselId === a.vesselId);
            if (b && b.print !== a.print) {
              expect(Number(a.version), JSON.stringify({ step, o, vessel: a.vesselId })).toBeGreaterThan(
                Number(b.version),
              );
            }
          }
        }
      }),
      {
        numRuns: Number(process.env.PROP_RUNS ?? 25), // PROP_RUNS=200 for a longer search
        examples: [
          [GIVEN_BACK_AFTER_CONTRACT_DELETE],
          [SIGNED_OFF_AFTER_A_COMPLETED_JOIN],
          [OVERDUE_ENDED_ELSEWHERE],
          [CANCELLED_AFTER_A_SIGN_OFF],
        ],
      },
    );
  });
});
