// An import's progress as it runs (DESIGN §7 "every long action shows progress"): POST /api/imports with
// `Accept: application/x-ndjson` answers one JSON object a line — progress lines (the phase, rows done of
// the phase's total), then the answer itself, the same object the route answers as plain JSON (ZImportResult),
// or, when something fails after the first line went out, an error line: the error JSON with its status.
// Whatever refuses the whole request or file (400, 403, 413 ...) still answers before the first line, with
// its status, as without the header.
import { z } from "zod";
import { ZApiError } from "./errors";
import { ZImportResult } from "./imports";

/** The media type a client asks for (Accept) to read an import's progress. */
export const IMPORT_PROGRESS_TYPE = "application/x-ndjson";

/**
 * In order: reading (the file read: its data rows, one line), checking (each row against the form's rules
 * and the records), tours (a crew list's rows that change a recorded seafarer, tried for tour clashes),
 * writing (the rows written in the import's one transaction; not on a dry run or a refused file).
 */
export const IMPORT_PHASES = ["reading", "checking", "tours", "writing"] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

export const ZImportProgress = z
  .object({
    phase: z.enum(IMPORT_PHASES),
    /** Rows done in this phase: never less than the line before; the phase's last line has done = total. */
    done: z.number().int().min(0),
    total: z.number().int().min(0),
  })
  .describe("A progress line");
export type TImportProgress = z.infer<typeof ZImportProgress>;

export const ZImportStreamError = ZApiError.extend({
  /** The HTTP status the error would have answered with before the first line. */
  status: z.number().int(),
}).describe("The last line when the import failed after its first line went out");
export type TImportStreamError = z.infer<typeof ZImportStreamError>;

/** One line of the stream: progress, the answer (the last line), or an error (the last line). */
export const ZImportStreamLine = z.union([ZImportProgress, ZImportResult, ZImportStreamError]);
export type TImportStreamLine = z.infer<typeof ZImportStreamLine>;

export const isProgressLine = (line: TImportStreamLine): line is TImportProgress => "phase" in line;
export const isErrorLine = (line: TImportStreamLine): line is TImportStreamError =>
  "status" in line && "message" in line;

const PHASE_WORDS: Record<ImportPhase, [doing: string, done: string]> = {
  reading: ["Reading rows", "rows read"],
  checking: ["Checking rows", "rows checked"],
  tours: ["Checking tour clashes", "updated seafarers checked for tour clashes"],
  writing: ["Writing rows", "rows written"],
};

const n = (x: number) => x.toLocaleString("en-GB");

/** The words of a progress line: "Writing rows: 4,000 of 10,000"; finished: "10,000 of 10,000 rows written". */
export function importProgressLabel(p: TImportProgress, finished = false): string {
  const [doing, done] = PHASE_WORDS[p.phase];
  return finished ? `${n(p.done)} of ${n(p.total)} ${done}` : `${doing}: ${n(p.done)} of ${n(p.total)}`;
}
