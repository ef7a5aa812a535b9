// Document Center (/documents, spec §2). Every role may open it; crew see and upload only their own, and
// their uploads wait for the office's review above the list until accepted.
// Query parameters: crew / highlight = a crew member (list narrowed to them, rows highlighted); q, type
// and status = the search and filters (kept in the URL, so a view can be shared). Search (crew name,
// document number, authority, type), filters and paging run on the server.
import type { TDocument } from "@shared/documents";
import { DOCUMENT_TYPES } from "@shared/options";
import { Upload } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { ExportButtons } from "@/components/export-buttons";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/features/auth";
import { MySubmissions } from "@/features/document-submissions";
import {
  CrewFocusBanner,
  DocumentFormDialog,
  DocumentList,
  DocumentStats,
  DocumentsToolbar,
  documentsExport,
  type StatusFilter,
  type TypeFilter,
} from "@/features/documents";
import { type DocumentFilters, useDocuments } from "@/features/documents/api";
import { useCsvExport } from "@/lib/csv-export";
import { useUrlFilters, useUrlSearch } from "@/lib/use-url-filters";

const PAGE = 100;
const isType = (v: string | null): v is TDocument["type"] =>
  !!v && (DOCUMENT_TYPES as readonly string[]).includes(v);
const isStatus = (v: string | null): v is Exclude<StatusFilter, "all"> =>
  v === "valid" || v === "expiring" || v === "expired";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function DocumentsPage() {
  const { role } = useCurrentUser();
  const isCrew = role === "crew";
  const [params, setParams] = useSearchParams();
  const crewParam = params.get("crew") ?? params.get("highlight");
  const focusCrew = crewParam && UUID.test(crewParam) ? crewParam : undefined;
  const typeParam = params.get("type");

  const search = useUrlSearch("q");
  const { set } = useUrlFilters();
  const type: TypeFilter = isType(typeParam) ? typeParam : "all";
  const statusParam = params.get("status");
  const status: StatusFilter = isStatus(statusParam) ? statusParam : "all";
  const setType = (v: TypeFilter) => set({ type: v === "all" ? null : v });
  const setStatus = (v: StatusFilter) => set({ status: v === "all" ? null : v });
  const [history, setHistory] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const [uploadOpen, setUploadOpen] = useState(false);
  const csv = useCsvExport();
  const q = search.q;
  const filters: DocumentFilters = {
    q: q || undefined,
    type: type === "all" ? undefined : type,
    status: status === "all" ? undefined : status,
    crewMemberId: focusCrew,
    history: history || undefined,
  };
  const list = useDocuments(filters, limit);
  const rows = list.data?.items ?? [];
  const filtered = !!(filters.q || filters.type || filters.status);
  const focusName =
    focusCrew && rows[0]?.crewMemberId === focusCrew
      ? `${rows[0].crewMember.firstName} ${rows[0].crewMember.lastName}`
      : "one crew member";
  const refilter =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setLimit(PAGE);
    };
  const clearFocus = () => {
    const next = new URLSearchParams(params);
    for (const key of ["crew", "highlight", "type"]) next.delete(key);
    setParams(next);
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
            <ExportButtons
              onExport={(format) => csv.run(documentsExport(filters, isCrew), format)}
              busy={csv.exportingFormat}
            />
            <Button onClick={() => setUploadOpen(true)}>
              <Upload aria-hidden /> Upload Document
            </Button>
          </>
        }
      />
      <DocumentStats />
      {isCrew && <MySubmissions />}
      <DocumentsToolbar
        search={{ value: search.input.value, onChange: refilter(search.input.onChange) }}
        type={type}
        onType={refilter(setType)}
        status={status}
        onStatus={refilter(setStatus)}
        history={history}
        onHistory={refilter(setHistory)}
      />
      {focusCrew && !isCrew && <CrewFocusBanner name={focusName} onClear={clearFocus} />}
      <DocumentList
        list={list}
        isCrew={isCrew}
        emptyText={filtered || focusCrew ? "No documents found" : "No documents uploaded"}
        isHighlighted={(d) =>
          !!focusCrew && d.crewMemberId === focusCrew && (!isType(typeParam) || d.type === typeParam)
        }
        canShowMore={limit < 500}
        onShowMore={() => setLimit((l) => Math.min(l + PAGE, 500))}
      />
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
    </>
  );
}
