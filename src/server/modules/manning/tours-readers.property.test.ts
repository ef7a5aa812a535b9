// One answer to "who is aboard", on the engine under test: after random sequences of the writes that keep
// the tours (test/tour-writes.ts: rotations, assignments, crew changes planned, moved, confirmed, cancelled
// and completed, contracts, promotions, a vessel deleted), each in its own transaction on a day that moves
// forward, no seafarer has two tours that overlap, and every reader's "aboard on day D" (D: the app's day
// of the step) equals the tours' by THE aboard rule (test/aboard-readers.ts: the crew record, the crew
// list's vessel filter, the Compliance Matrix, the missing certificates, the board, the hours-of-rest
// vessel month). Every seafarer lacks the one certificate every rank needs here, so the missing
// certificates list each one aboard.
import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "../../../shared/dates";
import { queryRows } from "../../db/rows";
import { expectReadersAgree } from "../../test/aboard-readers";
import { fileTestContext } from "../../test/helpers";
import { ENGINE } from "../../test/test-database";
import { applyInTx, freshFleet, OVERLAPS, opArb, RANKS, START } from "../../test/tour-writes";

describe(`every reader of "who is aboard" equals the tours after random writes (${ENGINE})`, () => {
  let clock = START;
  const ctx = fileTestContext({ now: () => new Date(`${clock}T12:00:00Z`) });
  const get = async <T>(url: string): Promise<T> => {
    const res = await ctx.as("admin", { method: "GET", url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };

  it("crew record, crew list, matrix, missing certificates, board and hours of rest say what the tours say", {
    timeout: 300_000,
  }, async () => {
    const [{ code }] = await queryRows<{ code: string }>(
      ctx.db,
      sql`select code from certificate_types where code <> 'flag_endorsement'
            order by (code = 'passport') desc, code limit 1`,
    );
    for (const rank of RANKS)
      await ctx.db.execute(sql`insert into certificate_requirements (rank, vessel_type, certificate_type)
        values (${rank}, 'Bulk Carrier', ${code}) on conflict do nothing`);
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 3, maxLength: 15 }), async (ops) => {
        const db = ctx.db;
        const { vesselIds, crewIds } = await freshFleet(db);
        let today = START;
        for (const [step, o] of ops.entries()) {
          today = addDays(today, step % 3);
          clock = today;
          await applyInTx(db, o, { today, vesselIds, crewIds });
          ctx.app.readCache.clear(); // the writes are SQL, not the API that clears it
          const label = JSON.stringify({ step, o, today });
          expect(await queryRows(db, OVERLAPS), label).toEqual([]);
          const live = vesselIds.filter((v): v is string => v !== null);
          await expectReadersAgree(db, get, {
            day: today,
            vesselIds: live,
            crewIds,
            allMissing: true,
            label,
          });
        }
      }),
      { numRuns: 8 },
    );
  });
});
