// Imports API (docs/guide-office.md, "Bringing your spreadsheets in"): a spreadsheet sent with its
// options and mapping, checked (dry run) or imported; the template of each kind; the errors workbook (the
// rows in error as read, with an error column) built here from the answer.
import type { DateOrder } from "@shared/import-match";
import {
  IMPORT_PROGRESS_TYPE,
  isErrorLine,
  isProgressLine,
  type TImportProgress,
  type TImportStreamLine,
} from "@shared/import-progress";
import { IMPORT_FIELDS, type ImportKind, type TImportResult } from "@shared/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, withQuery } from "@/lib/api-client";
import { downloadFile } from "@/lib/csv";

export type ImportResult = TImportResult;

export interface ImportOptions {
  kind: ImportKind;
  dryRun: boolean;
  onError: "refuse" | "skip";
  dateOrder: DateOrder;
  /** Header → field key ("" leaves the column out). */
  mapping: Record<string, string>;
}

const CUT_OFF_MESSAGE =
  "The connection closed before the import's answer arrived: look in the activity log for whether it was written before importing again.";

export const templateUrl = (kind: ImportKind) => `/api/imports/templates/${kind}.xlsx`;

/** How far a check or an import has come: the file going up (bytes), sent and being read by the server
 * (nothing to count yet), then the server's own progress lines (rows). */
export type ImportProgress =
  | { phase: "sending"; done: number; total: number }
  | { phase: "sent" }
  | TImportProgress;

/**
 * Sends the file and reads the answer as it comes (Accept: application/x-ndjson): XMLHttpRequest, for
 * the upload's byte progress and the lines of the answer while it is still arriving. Answers the last
 * line (the same answer as a JSON request's); an error line or an error status rejects with an ApiError.
 */
export function postImport(
  file: File,
  o: ImportOptions,
  onProgress: (p: ImportProgress) => void = () => {},
): Promise<ImportResult> {
  const form = new FormData();
  form.append("mapping", JSON.stringify(o.mapping));
  form.append("file", file);
  const url = withQuery("/api/imports", {
    kind: o.kind,
    dryRun: o.dryRun,
    onError: o.onError,
    dateOrder: o.dateOrder,
  });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let read = 0;
    let last: TImportStreamLine | null = null;
    /** The complete lines that have arrived since the last look (the last one may still be arriving). */
    const readLines = () => {
      const text = xhr.responseText;
      for (let end = text.indexOf("\n", read); end >= 0; end = text.indexOf("\n", read)) {
        const line = text.slice(read, end).trim();
        read = end + 1;
        if (!line) continue;
        last = JSON.parse(line) as TImportStreamLine;
        if (isProgressLine(last)) onProgress(last);
      }
    };
    xhr.open("POST", url);
    xhr.withCredentials = true;
    xhr.setRequestHeader("Accept", `${IMPORT_PROGRESS_TYPE}, application/json;q=0.5`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ phase: "sending", done: e.loaded, total: e.total });
    };
    xhr.upload.onload = () => onProgress({ phase: "sent" });
    xhr.onprogress = () => {
      if (xhr.status === 200) readLines();
    };
    xhr.onload = () => {
      if (xhr.status !== 200) {
        let body = null;
        try {
          body = JSON.parse(xhr.responseText);
        } catch {}
        return reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText, body));
      }
      try {
        readLines();
        const tail = xhr.responseText.slice(read).trim();
        if (tail) last = JSON.parse(tail) as TImportStreamLine;
      } catch {
        last = null;
      }
      if (last && isErrorLine(last)) {
        const { status, ...body } = last;
        return reject(new ApiError(status, JSON.stringify(body), "", body));
      }
      if (!last || isProgressLine(last))
        return reject(new ApiError(502, "", "", { message: CUT_OFF_MESSAGE }));
      resolve(last);
    };
    // no connection, or it broke before the answer: a network failure, as fetch's TypeError
    xhr.onerror = () => reject(new TypeError("The server could not be reached"));
    xhr.send(form);
  });
}

/** A check (dry run) writes nothing; an import makes every screen's data stale. */
export function useImport(onProgress: (p: ImportProgress) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: ImportOptions }) =>
      postImport(file, options, onProgress),
    onSuccess: (result) => {
      if (result.outcome === "imported") void client.invalidateQueries();
    },
  });
}

/** Saves the rows in error as an .xlsx: the kind's columns as read, then the errors in words. */
export async function downloadErrorRows(result: ImportResult, fileName: string) {
  const fields = IMPORT_FIELDS[result.kind];
  const rows = result.rows.filter((r) => r.status === "error");
  const cells = [
    ["Row", ...fields.map((f) => f.label), "Errors"],
    ...rows.map((r) => [
      r.row,
      ...fields.map((f) => r.values?.[f.key] ?? ""),
      r.errors.map((e) => e.message).join("; "),
    ]),
  ];
  const { buildXlsx, XLSX_MIME } = await import("@/lib/xlsx");
  const base = fileName.replace(/\.(xlsx|csv)$/i, "") || "import";
  downloadFile(`${base}-errors.xlsx`, new Blob([await buildXlsx(cells, "Errors")], { type: XLSX_MIME }));
}
