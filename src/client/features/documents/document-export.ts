// Documents export (spec §7), CSV or .xlsx: one row per document matching the screen's filters, dates as
// ISO yyyy-MM-dd like every export; crew users' own export leaves out the Crew Member column.
import type { TDocument } from "@shared/documents";
import { DOCUMENT_STATUS_LABELS } from "@shared/expiry";
import { type CsvColumn, recordRows } from "@/lib/csv";
import type { CsvExport } from "@/lib/csv-export";
import { type DocumentFilters, fetchAllDocuments } from "./api";

const CREW_COLUMN: CsvColumn<TDocument> = {
  header: "Crew Member",
  value: (d) => `${d.crewMember.firstName} ${d.crewMember.lastName}`,
};

export const DOCUMENT_CSV_COLUMNS: CsvColumn<TDocument>[] = [
  { header: "Document Type", value: (d) => d.typeName },
  { header: "Document Number", value: (d) => d.documentNumber },
  { header: "Issuing Authority", value: (d) => d.issuingAuthority },
  { header: "Issue Date", value: (d) => d.issueDate },
  { header: "Expiry Date", value: (d) => d.expiryDate },
  { header: "Days Until Expiry", value: (d) => d.daysUntilExpiry },
  { header: "Status", value: (d) => DOCUMENT_STATUS_LABELS[d.status] },
  { header: "File", value: (d) => (d.hasFile ? "Yes" : "No") },
];

export function documentsExport(filters: DocumentFilters, isCrew: boolean): CsvExport<TDocument> {
  const columns = isCrew ? DOCUMENT_CSV_COLUMNS : [CREW_COLUMN, ...DOCUMENT_CSV_COLUMNS];
  return {
    fetchAll: () => fetchAllDocuments(filters),
    rows: (records) => recordRows(columns, records),
    fileName: () => `documents-export-${new Date().toISOString().slice(0, 10)}.csv`,
    report: "Documents",
    emptyText: "No documents found to export",
    failureText: "Unable to export documents. Please try again.",
  };
}
