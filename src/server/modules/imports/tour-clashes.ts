// Tours an import would make clash (docs/ARCHITECTURE.md "Tours": no seafarer in two places at once). The
// database refuses two tours of one seafarer that overlap, at commit (tours_no_overlap_elsewhere/_here),
// so one row that sets a seafarer aboard a vessel while a planned crew change or rotation holds them
// elsewhere would refuse the whole file. Instead the rows are tried first, each in a savepoint of one
// transaction that is rolled back, with the constraints checked at the end of each row's writes through
// the very triggers a write fires (db/tour-clash.ts words the clash). A row that clashes becomes a row
// error naming the seafarer, both vessels and both date ranges, so the preview shows it, a refusing import
// refuses, and a skipping one writes the others. Only rows that change a recorded seafarer can clash: a new
// one has no tours yet, and a file names each seafarer once.
import { sql } from "drizzle-orm";
import { setAppToday } from "../../db/app-today";
import { tourClashError } from "../../db/tour-clash";
import type { RequestCtx } from "../../lib/request-ctx";
import { type Plan, type PlannedRow, type RowIn, RowReader, type RowsDone } from "./rows";

export const TOUR_CLASH_FIELD = "vessel";

class TrialOver extends Error {}

const CONSTRAINTS = sql.raw("tours_no_overlap_elsewhere, tours_no_overlap_here");

/** Tries each row that updates a recorded seafarer; the clashing ones become row errors in `plan`.
 * Answers how many clash. Nothing is written. `trying` is told how many rows will be tried, and answers
 * what hears how many have been. */
export async function markTourClashes(
  ctx: RequestCtx,
  plan: Plan,
  rowsIn: RowIn[],
  trying?: (total: number) => RowsDone,
): Promise<number> {
  const tried = plan.rows.filter((r) => r.status === "update" && r.apply);
  if (!tried.length) return 0;
  const triedSoFar = trying?.(tried.length) ?? (() => {});
  await triedSoFar(0);
  const clashes = new Map<PlannedRow, string>();
  const touched = new Set(plan.touched);
  try {
    await ctx.db.transaction(async (tx) => {
      await setAppToday(tx, ctx.today);
      for (const [i, row] of tried.entries()) {
        try {
          await tx.transaction(async (sp) => {
            await sp.execute(sql`set constraints ${CONSTRAINTS} deferred`);
            await row.apply?.(sp);
            await sp.execute(sql`set constraints ${CONSTRAINTS} immediate`);
          });
        } catch (err) {
          const clash = await tourClashError(tx, err);
          if (!clash) throw err;
          clashes.set(row, clash.message);
        }
        await triedSoFar(i + 1);
      }
      throw new TrialOver();
    });
  } catch (err) {
    if (!(err instanceof TrialOver)) throw err;
  }
  // the trial's writers noted what they reached; the real write notes it again
  plan.touched.clear();
  for (const id of touched) plan.touched.add(id);
  const cells = new Map(rowsIn.map((r) => [r.row, r.cells]));
  plan.rows = plan.rows.map((row) => {
    const message = clashes.get(row);
    if (!message) return row;
    const reader = new RowReader(row.row, cells.get(row.row) ?? {}, "dmy");
    reader.error(TOUR_CLASH_FIELD, message);
    return reader.planned("update");
  });
  return clashes.size;
}

/** The summary's sentence about them. */
export const tourClashSentence = (n: number) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? "row" : "rows"} would put a seafarer on two tours at once (a planned crew change or rotation elsewhere): left out, each error names the clash`;
