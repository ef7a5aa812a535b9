// Imports API (docs/guide-office.md, "Bringing your spreadsheets in"): a spreadsheet sent with its
// options and mapping, checked (dry run) or imported; the template of each kind; the errors workbook (the
// rows in error as read, with an error column) built here from the answer.
import type { DateOrder } from "@shared/import-match";
import { IMPORT_FIELDS, type ImportKind, type TImportResult } from "@shared/imports";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api, withQuery } from "@/lib/api-client";
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

export const templateUrl = (kind: ImportKind) => `/api/imports/templates/${kind}.xlsx`;

export function postImport(file: File, o: ImportOptions): Promise<ImportResult> {
  const form = new FormData();
  form.append("mapping", JSON.stringify(o.mapping));
  form.append("file", file);
  return api<ImportResult>(
    "POST",
    withQuery("/api/imports", { kind: o.kind, dryRun: o.dryRun, onError: o.onError, dateOrder: o.dateOrder }),
    form,
  );
}

/** A check (dry run) writes nothing; an import makes every screen's data stale. */
export function useImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, options }: { file: File; options: ImportOptions }) => postImport(file, options),
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
