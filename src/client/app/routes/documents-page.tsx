// Document Center (/documents, spec §2). Every role may open it; crew see and upload only their own.
// Query parameters: crew / highlight = a crew member (list narrowed to them, rows highlighted), type =
// the type filter preselected. Search, filters and paging run on the server.
import type { TDocument } from "@shared/documents";
import { DOCUMENT_STATUS_LABELS } from "@shared/expiry";
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES } from "@shared/options";
import { Download, Search, Upload, X } from "lucide-react";
import { useDeferredValue, useState } from "react";
import { useSearchParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { useCurrentUser } from "@/features/auth";
import {
  DocumentDeleteDialog,
  DocumentDetailsDialog,
  DocumentFormDialog,
  DocumentStats,
  DocumentsTable,
} from "@/features/documents";
import { type DocumentFilters, fetchAllDocuments, useDocuments } from "@/features/documents/api";
import { buildCsvFromRecords, downloadCsv } from "@/lib/csv";
import { logExport } from "@/lib/export-log";
import { formatDisplayDate } from "@/lib/format";

const PAGE = 100;
type TypeFilter = "all" | TDocument["type"];
type StatusFilter = "all" | TDocument["status"];
const isType = (v: string | null): v is TDocument["type"] =>
  !!v && (DOCUMENT_TYPES as readonly string[]).includes(v);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function DocumentsPage() {
  const { role } = useCurrentUser();
  const isCrew = role === "crew";
  const [params, setParams] = useSearchParams();
  const crewParam = params.get("crew") ?? params.get("highlight");
  const focusCrew = crewParam && UUID.test(crewParam) ? crewParam : undefined;
  const typeParam = params.get("type");

  const [search, setSearch] = useState("");
  const [type, setType] = useState<TypeFilter>(isType(typeParam) ? typeParam : "all");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [limit, setLimit] = useState(PAGE);
  const q = useDeferredValue(search.trim());
  const filters: DocumentFilters = {
    q: q || undefined,
    type: type === "all" ? undefined : type,
    status: status === "all" ? undefined : status,
    crewMemberId: focusCrew,
  };
  const list = useDocuments(filters, limit);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  const [uploadOpen, setUploadOpen] = useState(false);
  const [viewing, setViewing] = useState<TDocument | null>(null);
  const [editing, setEditing] = useState<TDocument | null>(null);
  const [deleting, setDeleting] = useState<TDocument | null>(null);
  const [exporting, setExporting] = useState(false);

  const filtered = !!(filters.q || filters.type || filters.status);
  const emptyText = filtered || focusCrew ? "No documents found" : "No documents uploaded";
  const focusName =
    focusCrew && rows[0]?.crewMemberId === focusCrew
      ? `${rows[0].crewMember.firstName} ${rows[0].crewMember.lastName}`
      : "one crew member";

  const onExport = async () => {
    setExporting(true);
    try {
      const all = await fetchAllDocuments(filters);
      if (all.length === 0) {
        toast({ title: "No Data", description: "No documents found to export" });
        return;
      }
      const csv = buildCsvFromRecords(
        [
          ...(isCrew
            ? []
            : [
                {
                  header: "Crew Member",
                  value: (d: TDocument) => `${d.crewMember.firstName} ${d.crewMember.lastName}`,
                },
              ]),
          { header: "Document Type", value: (d: TDocument) => DOCUMENT_TYPE_LABELS[d.type] },
          { header: "Document Number", value: (d: TDocument) => d.documentNumber },
          { header: "Issuing Authority", value: (d: TDocument) => d.issuingAuthority },
          { header: "Issue Date", value: (d: TDocument) => formatDisplayDate(d.issueDate) },
          { header: "Expiry Date", value: (d: TDocument) => formatDisplayDate(d.expiryDate) },
          { header: "Days Until Expiry", value: (d: TDocument) => d.daysUntilExpiry },
          { header: "Status", value: (d: TDocument) => DOCUMENT_STATUS_LABELS[d.status] },
          { header: "File", value: (d: TDocument) => (d.hasFile ? "Yes" : "No") },
        ],
        all,
      );
      const name = `documents-export-${new Date().toISOString().slice(0, 10)}.csv`;
      downloadCsv(name, csv);
      void logExport({ report: "Documents", fileName: name, records: all.length });
      toast({ title: "Export Successful", description: name, variant: "success" });
    } catch {
      toast({
        title: "Export Failed",
        description: "Unable to export documents. Please try again.",
        variant: "destructive",
      });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Document Center"
        description={
          isCrew
            ? "Manage your personal documents and certificates"
            : "Manage crew documents, certificates, and compliance tracking"
        }
        actions={
          <>
            <Button variant="outline" onClick={onExport} disabled={exporting}>
              <Download aria-hidden /> {exporting ? "Exporting..." : "Export"}
            </Button>
            <Button onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden /> Upload Document
            </Button>
          </>
        }
      />
      <DocumentStats />

      <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-center">
        <div className="relative flex-1">
          <Search
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            type="search"
            placeholder="Search by type, number or issuing authority..."
            aria-label="Search documents"
            className="pl-9"
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setLimit(PAGE);
            }}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 md:flex">
          <Select
            value={type}
            onValueChange={(v) => {
              setType(v as TypeFilter);
              setLimit(PAGE);
            }}
          >
            <SelectTrigger aria-label="Filter by type" className="md:w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All Types</SelectItem>
              {DOCUMENT_TYPES.map((t) => (
                <SelectItem key={t} value={t}>
                  {DOCUMENT_TYPE_LABELS[t]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <Select
            value={status}
            onValueChange={(v) => {
              setStatus(v as StatusFilter);
              setLimit(PAGE);
            }}
          >
            <SelectTrigger aria-label="Filter by status" className="md:w-40">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All Status</SelectItem>
              <SelectItem value="valid">Valid</SelectItem>
              <SelectItem value="expiring">Expiring</SelectItem>
              <SelectItem value="expired">Expired</SelectItem>
            </SelectContent>
          </Select>
        </div>
      </div>

      {focusCrew && !isCrew && (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-ocean-blue/30 bg-ocean-blue/10 px-3 py-2 text-sm">
          <span data-testid="crew-focus">Showing documents of {focusName}</span>
          <Button
            variant="ghost"
            size="sm"
            className="ml-auto"
            onClick={() => {
              const next = new URLSearchParams(params);
              next.delete("crew");
              next.delete("highlight");
              next.delete("type");
              setParams(next);
            }}
          >
            <X aria-hidden /> Show all documents
          </Button>
        </div>
      )}

      {list.isError ? (
        <div
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-6 text-center text-sm"
        >
          Failed to fetch documents.{" "}
          <Button variant="link" className="h-auto p-0" onClick={() => list.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <DocumentsTable
          rows={rows}
          isCrew={isCrew}
          isLoading={list.isLoading}
          emptyText={emptyText}
          isHighlighted={(d) =>
            !!focusCrew && d.crewMemberId === focusCrew && (!isType(typeParam) || d.type === typeParam)
          }
          onView={setViewing}
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      )}
      {!list.isLoading && total > 0 && (
        <div className="mt-3 flex items-center justify-between text-sm text-muted-foreground">
          <span>
            Showing {rows.length} of {total} documents
          </span>
          {rows.length < total && limit < 500 && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setLimit((l) => Math.min(l + PAGE, 500))}
              disabled={list.isFetching}
            >
              Show more
            </Button>
          )}
        </div>
      )}

      {uploadOpen && (
        <DocumentFormDialog
          open
          onOpenChange={setUploadOpen}
          isCrew={isCrew}
          defaultCrewMemberId={focusCrew}
          defaultCrewLabel={focusName === "one crew member" ? undefined : focusName}
          defaultType={isType(typeParam) ? typeParam : undefined}
        />
      )}
      {editing && (
        <DocumentFormDialog
          open
          onOpenChange={(o) => !o && setEditing(null)}
          isCrew={isCrew}
          document={editing}
        />
      )}
      <DocumentDetailsDialog
        document={viewing}
        isCrew={isCrew}
        onOpenChange={(o) => !o && setViewing(null)}
        onEdit={(d) => {
          setViewing(null);
          setEditing(d);
        }}
      />
      <DocumentDeleteDialog document={deleting} onOpenChange={(o) => !o && setDeleting(null)} />
    </>
  );
}
