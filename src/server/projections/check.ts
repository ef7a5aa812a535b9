// The projections' check and repair, as the CLI (check-cli.ts) and the admin route answer them.
import { DRIFT_ROWS_SHOWN, type TProjectionsReport } from "../../shared/projections";
import { setAppToday } from "../db/app-today";
import type { Db, DbOrTx } from "../db/client";
import { PROJECTIONS, repairProjections } from "./registry";
import type { Projection } from "./types";

/** Every projection's drift check (or those `only` names). */
export async function checkReport(
  db: DbOrTx,
  only: readonly Projection[] = PROJECTIONS,
): Promise<TProjectionsReport> {
  const projections = [];
  for (const p of only) {
    const rows = await p.drift(db);
    projections.push({
      name: p.name,
      tables: [...p.tables],
      differing: rows.length,
      rows: rows.slice(0, DRIFT_ROWS_SHOWN),
    });
  }
  return { ok: projections.every((p) => p.differing === 0), projections };
}

/** Recomputes the projections from their sources in one transaction (with the app's `today`: the tours'
 * repair ends a stray assignment tour today); `after` runs inside it, e.g. to write the audit entry. */
export async function repairAll(
  db: Db,
  today: string,
  only: readonly Projection[] = PROJECTIONS,
  after?: (tx: DbOrTx) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await setAppToday(tx, today);
    await repairProjections(tx, only);
    await after?.(tx);
  });
}

/** The report as lines for a terminal: one per projection, then its differing rows. */
export function formatReport(report: TProjectionsReport): string[] {
  const lines: string[] = [];
  for (const p of report.projections) {
    lines.push(
      `${p.differing ? "DRIFT" : "ok   "} ${p.name} (${p.tables.join(", ")}): ${p.differing} rows differ`,
    );
    for (const r of p.rows) {
      lines.push(
        `      ${r.table} ${r.key}: kept ${r.kept ?? "(none)"}, recounted ${r.recounted ?? "(none)"}`,
      );
    }
    if (p.differing > p.rows.length) lines.push(`      … and ${p.differing - p.rows.length} more`);
  }
  return lines;
}
