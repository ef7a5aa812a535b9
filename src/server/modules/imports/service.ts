// Imports from spreadsheets (docs/guide-office.md, "Bringing your spreadsheets in"): read the file
// (read-sheet.ts), feed each field from its column (matchHeaders), let the kind check every row against
// the one-record form's rules and the records already kept, then either answer (a dry run), refuse the
// whole file (a row in error and the user asked so), or write every valid row in ONE transaction with an
// activity entry per record and one for the import. After the write, the summary reads what the data
// means from the missing-certificates projection.
// Projections its writes fire (docs/projections.md): those of the services it writes through — tours,
// vessel_manning_versions, vessel_compliance_versions, fleet_counts, crew_missing_certificates, activity_tally.
import { inArray, sql } from "drizzle-orm";
import type { DateOrder } from "../../../shared/import-match";
import type { ImportPhase, TImportProgress } from "../../../shared/import-progress";
import {
  IMPORT_FIELDS,
  type ImportKind,
  matchHeaders,
  type TImportQuery,
  type TImportResult,
} from "../../../shared/imports";
import { can, type Permission } from "../../../shared/permissions";
import { writeTx } from "../../db/app-today";
import { crewMissingCertificates } from "../../db/schema-certificates";
import { logActivity } from "../../lib/activity-log";
import { forbidden } from "../../lib/app-error";
import type { RequestCtx } from "../../lib/request-ctx";
import { planCrew } from "./crew";
import { planDocuments } from "./documents";
import { readSheet, type Sheet } from "./read-sheet";
import { answerRow, type Plan, type RowIn, type RowsDone } from "./rows";
import { planSafeManning } from "./safe-manning";
import { markTourClashes, tourClashSentence } from "./tour-clashes";
import { planVessels } from "./vessels";

type Planner = (ctx: RequestCtx, rows: RowIn[], dateOrder: DateOrder, checked: RowsDone) => Promise<Plan>;

/** Each kind: how its rows are checked and written, and the permission its one-record form needs (an
 * import does no more than the form would let the caller do). */
const KINDS: Record<ImportKind, { plan: Planner; permission: Permission; what: string }> = {
  vessels: { plan: planVessels, permission: "vessels:write", what: "vessels" },
  crew: { plan: planCrew, permission: "crew:write", what: "seafarers" },
  documents: { plan: planDocuments, permission: "documents:edit", what: "documents" },
  "safe-manning": { plan: planSafeManning, permission: "manning:write", what: "safe manning positions" },
};

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString("en-GB")} ${n === 1 ? one : many}`;

async function lackingCertificates(ctx: RequestCtx, crewIds: string[]): Promise<number> {
  if (!crewIds.length) return 0;
  const [row] = await ctx.db
    .select({ n: sql<number>`count(distinct ${crewMissingCertificates.crewMemberId})`.mapWith(Number) })
    .from(crewMissingCertificates)
    .where(inArray(crewMissingCertificates.crewMemberId, crewIds));
  return row?.n ?? 0;
}

/** What the written data means, in sentences. */
async function meaningOf(ctx: RequestCtx, kind: ImportKind, plan: Plan, summary: TImportResult["summary"]) {
  const written = summary.create + summary.update;
  if (kind === "crew") {
    const lacking = await lackingCertificates(ctx, [...plan.touched]);
    return [
      `${plural(summary.create + summary.update + summary.unchanged, "seafarer")} imported (${summary.create} new, ${summary.update} updated, ${summary.unchanged} unchanged); ${plural(lacking, "lacks", "lack")} a certificate their rank needs aboard`,
    ];
  }
  if (kind === "documents") {
    const lacking = await lackingCertificates(ctx, [...plan.touched]);
    return [
      `${plural(written, "document")} written for ${plural(plan.touched.size, "seafarer")}; ${lacking === 0 ? "none of them lacks" : `${lacking} of them still ${lacking === 1 ? "lacks" : "lack"}`} a certificate their rank needs aboard`,
    ];
  }
  return [`${plural(written, KINDS[kind].what === "vessels" ? "vessel" : "safe manning position")} written`];
}

export interface ImportFile {
  bytes: Buffer;
  filename: string;
  mapping: Record<string, string>;
}

/** Hears each progress line of an import (the NDJSON answer writes them; the plain answer ignores them). */
export type OnProgress = (line: TImportProgress) => void;

/** A phase's progress: its first line, a line each hundredth of its rows at most, and its last (done = total);
 * each line told is followed by a turn of the event loop, so it leaves before the work goes on. */
function phaseOf(onProgress: OnProgress, phase: ImportPhase, total: number) {
  const step = Math.max(1, Math.floor(total / 100));
  let last = -1;
  return (done: number): Promise<void> | undefined => {
    if (done === last || (last >= 0 && done < total && done - last < step)) return;
    last = done;
    onProgress({ phase, done, total });
    return new Promise((resolve) => setImmediate(resolve));
  };
}

/** What refuses an import whole, before any progress: the caller's permission for the kind, and a file
 * that is not a readable sheet (not a spreadsheet, no header row, too many rows). */
export async function readImport(ctx: RequestCtx, query: TImportQuery, file: ImportFile): Promise<Sheet> {
  const kind = KINDS[query.kind];
  if (!can(ctx.caller.role, kind.permission))
    throw forbidden(`Importing ${kind.what} is for those who may add them one by one (${kind.permission})`);
  return readSheet(file.bytes);
}

/** POST /api/imports answered as JSON: the file read, then checked or imported. */
export async function runImport(
  ctx: RequestCtx,
  query: TImportQuery,
  file: ImportFile,
): Promise<TImportResult> {
  return importSheet(ctx, query, file, await readImport(ctx, query, file));
}

/** A read sheet checked (a dry run), refused, or imported, telling its progress to `onProgress`. */
export async function importSheet(
  ctx: RequestCtx,
  query: TImportQuery,
  file: ImportFile,
  sheet: Sheet,
  onProgress: OnProgress = () => {},
): Promise<TImportResult> {
  const kind = KINDS[query.kind];
  await phaseOf(onProgress, "reading", sheet.rows.length)(sheet.rows.length);
  const fields = matchHeaders(query.kind, sheet.headers, file.mapping);
  const missingFields = IMPORT_FIELDS[query.kind]
    .filter((f) => f.required && !fields.includes(f.key))
    .map((f) => f.key);
  const rows: RowIn[] = sheet.rows.map(({ row, cells }) => {
    const byField: RowIn["cells"] = {};
    fields.forEach((key, i) => {
      if (key) byField[key] = cells[i] ?? null;
    });
    return { row, cells: byField };
  });
  const checked = phaseOf(onProgress, "checking", rows.length);
  await checked(0);
  const plan = await kind.plan(ctx, rows, query.dateOrder, checked);
  await checked(rows.length);
  const clashes =
    query.kind === "crew"
      ? await markTourClashes(ctx, plan, rows, (total) => phaseOf(onProgress, "tours", total))
      : 0;
  const clashSentence = clashes ? [tourClashSentence(clashes)] : [];
  const summary = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const r of plan.rows) summary[r.status] += 1;
  const base = {
    kind: query.kind,
    columns: sheet.headers.map((header, i) => ({ header, field: fields[i] })),
    missingFields,
    rows: plan.rows.map(answerRow),
    summary,
  };
  if (query.dryRun) {
    return {
      ...base,
      outcome: "dry-run",
      meaning: [
        `Nothing written yet: ${summary.create} to add, ${summary.update} to update, ${summary.unchanged} unchanged, ${summary.error} with errors`,
        ...clashSentence,
      ],
    };
  }
  if (summary.error > 0 && query.onError === "refuse")
    return {
      ...base,
      outcome: "refused",
      meaning: [
        `Nothing written: ${plural(summary.error, "row has", "rows have")} errors and the import refuses the whole file`,
        ...clashSentence,
      ],
    };
  // every valid row unchanged: nothing to write, not even the import's entry (a re-import changes nothing)
  if (summary.create + summary.update === 0)
    return {
      ...base,
      outcome: "imported",
      meaning: [...(await meaningOf(ctx, query.kind, plan, summary)), ...clashSentence],
    };
  const written = phaseOf(onProgress, "writing", summary.create + summary.update);
  await written(0);
  await writeTx(ctx, async (tx) => {
    let applied = 0;
    for (const row of plan.rows)
      if (row.apply) {
        await row.apply(tx);
        await written(++applied);
      }
    if (plan.finish) await plan.finish(tx, (n) => written(applied + n));
    await logActivity(tx, ctx.caller, {
      type: "import",
      action: query.kind,
      description: `Imported ${file.filename || "a file"} (${kind.what}): ${summary.create} added, ${summary.update} updated, ${summary.unchanged} unchanged, ${summary.error} rows with errors left out`,
      severity: summary.error ? "warning" : "success",
      metadata: { kind: query.kind, filename: file.filename, ...summary },
    });
  });
  await written(summary.create + summary.update);
  return {
    ...base,
    outcome: "imported",
    meaning: [...(await meaningOf(ctx, query.kind, plan, summary)), ...clashSentence],
  };
}
