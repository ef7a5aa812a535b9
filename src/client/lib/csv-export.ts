// The one CSV export path (spec §7, DESIGN §7): fetch every record the screen's filters match, refuse an
// empty export ("No Data"), build the file (lib/csv.ts), save it, record it in the audit trail, and say
// how it went in a toast. Screens describe their export; useCsvExport runs it and says when it is busy.
import { useState } from "react";
import { toast } from "@/components/ui/use-toast";
import { downloadCsv } from "./csv";
import { logExport } from "./export-log";

export interface CsvExport<T> {
  /** Every record to export (all pages). */
  fetchAll: () => Promise<readonly T[]>;
  /** The file's text. */
  build: (records: readonly T[], now: Date) => string;
  fileName: (now: Date) => string;
  /** The audit trail's name of the export ("Crew list"). */
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

/** Runs one export; resolves true when a file was saved. Never rejects (failures are toasted). */
export async function exportCsv<T>(spec: CsvExport<T>): Promise<boolean> {
  try {
    const records = await spec.fetchAll();
    if (records.length === 0 && !spec.allowEmpty) {
      toast({ title: "No Data", description: spec.emptyText, variant: spec.emptyVariant });
      return false;
    }
    const now = new Date();
    const fileName = spec.fileName(now);
    downloadCsv(fileName, spec.build(records, now));
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
  const [exporting, setExporting] = useState(false);
  const run = async <T>(spec: CsvExport<T>): Promise<boolean> => {
    setExporting(true);
    try {
      return await exportCsv(spec);
    } finally {
      setExporting(false);
    }
  };
  return { exporting, run };
}
