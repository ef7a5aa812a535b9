// Bulk actions record by record: each record goes through the single action's service (its checks, its
// transaction, its activity entry), so a refused record (an AppError: not found, conflict, forbidden,
// invalid) writes nothing and is reported with the single action's reason while the others stand.
// Anything else (a fault, not a refusal) stops the run and answers 500 like any request.
import type { TBulkOutcome, TBulkResult } from "../../shared/bulk";
import { AppError } from "./app-error";

export interface BulkRecord {
  id: string;
  label: string;
  /** What the office should know about the record whatever becomes of it. */
  note?: string | null;
}

/** Each record through `act`; `noteOf` adds what a done record's answer tells beyond "done". */
export async function eachRecord<T>(
  records: BulkRecord[],
  act: (id: string) => Promise<T>,
  noteOf?: (done: T) => Promise<string | null>,
): Promise<TBulkResult> {
  const results: TBulkOutcome[] = [];
  for (const r of records) {
    try {
      const done = await act(r.id);
      const note = noteOf ? await noteOf(done) : null;
      results.push({
        ...r,
        status: "ok",
        message: null,
        ...(note || r.note ? { note: note ?? r.note } : {}),
      });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ ...r, status: "refused", message: err.message });
    }
  }
  return summed(results);
}

/** The answer of outcomes already decided (a dry run). */
export function summed(results: TBulkOutcome[]): TBulkResult {
  const ok = results.filter((r) => r.status === "ok").length;
  return { results, summary: { ok, refused: results.length - ok } };
}

/** The records in the order asked, each with its label, or `missing` for an id nothing was found for. */
export function inOrder(ids: string[], labels: Map<string, string>, missing: string): BulkRecord[] {
  return ids.map((id) => ({ id, label: labels.get(id) ?? missing }));
}
