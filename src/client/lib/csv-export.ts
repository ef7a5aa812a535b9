// The one export path for tables (spec §7, DESIGN §7): fetch every record the screen's filters match,
// refuse an empty export ("No Data"), turn them into rows of cells, write the rows as CSV (lib/csv.ts) or
// as .xlsx (lib/xlsx.ts, loaded on demand), save the file, record it in the audit trail, and say how it
// went in a toast. Screens describe their export once; useCsvExport runs it in either format.
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { buildCsv, CSV_MIME, type CsvCell, downloadFile } from "./csv";
import { logExport } from "./export-log";

export type ExportFormat = "csv" | "xlsx";

export interface CsvExport<T> {
  /** Every record to export (all pages). */
  fetchAll: () => Promise<readonly T[]>;
  /** The file's rows of cells (header block, header row, records, summary): the same for both formats. */
  rows: (records: readonly T[], now: Date) => CsvCell[][];
  /** The CSV file's name ("crew.csv"); the .xlsx file is named the same with its own extension. */
  fileName: (now: Date) => string;
  /** The audit trail's name of the export ("Crew list"); also the .xlsx sheet's name. */
  report: string;
  /** The "No Data" toast's text ("No crew members found to export"). */
  emptyText: string;
  /** The failure toast's text ("Unable to export crew list. Please try again."). */
  failureText: string;
  /** The success toast's text; the file name by default. */
  successText?: (fileName: string, records: number) => string;
  emptyVariant?: "destructive";
  /** Save even an empty export (a report's header row). */
  allowEmpty?: boolean;
}

/** The file name for `format`: the CSV name with .xlsx in place of .csv. */
export function exportFileName(csvName: string, format: ExportFormat): string {
  return format === "csv" ? csvName : `${csvName.replace(/\.csv$/i, "")}.xlsx`;
}

async function fileFor(rows: CsvCell[][], format: ExportFormat, sheetName: string): Promise<Blob> {
  if (format === "csv") return new Blob([buildCsv(rows)], { type: CSV_MIME });
  const { buildXlsx, XLSX_MIME } = await import("./xlsx");
  return new Blob([await buildXlsx(rows, sheetName)], { type: XLSX_MIME });
}

/** Runs one export; resolves true when a file was saved. Never rejects (failures are toasted). */
export async function exportCsv<T>(spec: CsvExport<T>, format: ExportFormat = "csv"): Promise<boolean> {
  try {
    const records = await spec.fetchAll();
    if (records.length === 0 && !spec.allowEmpty) {
      toast({ title: "No Data", description: spec.emptyText, variant: spec.emptyVariant });
      return false;
    }
    const now = new Date();
    const fileName = exportFileName(spec.fileName(now), format);
    downloadFile(fileName, await fileFor(spec.rows(records, now), format, spec.report));
    await logExport({ report: spec.report, fileName, records: records.length });
    toast({
      title: "Export Successful",
      description: spec.successText?.(fileName, records.length) ?? fileName,
      variant: "success",
    });
    return true;
  } catch {
    toast({ title: "Export Failed", description: spec.failureText, variant: "destructive" });
    return false;
  }
}

export function useCsvExport() {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const run = async <T>(spec: CsvExport<T>, format: ExportFormat = "csv"): Promise<boolean> => {
    setExporting(format);
    try {
      return await exportCsv(spec, format);
    } finally {
      setExporting(null);
    }
  };
  return { exporting: exporting !== null, exportingFormat: exporting, run };
}
