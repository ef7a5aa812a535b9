// The Document Center's list under its filters: the "Showing documents of …" banner for a focused crew
// member, a seafarer's uploads saved on this device, the table (or the failure with "Try again"), "Showing N of M" with "Show more", and the view,
// edit and delete dialogs of its rows.
import type { TDocument } from "@shared/documents";
import { X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useCan } from "@/features/auth";
import { useRowDialogs } from "@/lib/use-row-dialogs";
import type { useDocuments } from "../api";
import { DocumentDeleteDialog } from "./document-delete-dialog";
import { DocumentDetailsDialog } from "./document-details-dialog";
import { DocumentFormDialog } from "./document-form-dialog";
import { DocumentsTable } from "./documents-table";
import { PendingUploads } from "./pending-uploads";

export function CrewFocusBanner({ name, onClear }: { name: string; onClear: () => void }) {
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-ocean-blue/30 bg-ocean-blue/10 px-3 py-2 text-sm">
      <span data-testid="crew-focus">Showing documents of {name}</span>
      <Button variant="ghost" size="sm" className="ml-auto" onClick={onClear}>
        <X aria-hidden /> Show all documents
      </Button>
    </div>
  );
}

export function DocumentList({
  list,
  isCrew,
  emptyText,
  isHighlighted,
  canShowMore,
  onShowMore,
}: {
  list: ReturnType<typeof useDocuments>;
  isCrew: boolean;
  emptyText: string;
  isHighlighted: (d: TDocument) => boolean;
  canShowMore: boolean;
  onShowMore: () => void;
}) {
  const dialogs = useRowDialogs<TDocument>();
  const canDelete = useCan("documents:delete");
  // crew never change a current document: they upload the corrected one, which waits for review
  const canEdit = useCan("documents:edit");
  const actions = dialogs.rowActions(canDelete);
  const rows = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  return (
    <>
      {isCrew && <PendingUploads />}
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
          isHighlighted={isHighlighted}
          {...actions}
          onEdit={canEdit ? actions.onEdit : undefined}
        />
      )}
      {!list.isLoading && total > 0 && (
        <div className="mt-3 flex items-center justify-between text-sm text-muted-foreground">
          <span>
            Showing {rows.length} of {total} documents
          </span>
          {rows.length < total && canShowMore && (
            <Button variant="outline" size="sm" onClick={onShowMore} disabled={list.isFetching}>
              Show more
            </Button>
          )}
        </div>
      )}
      {dialogs.editing && (
        <DocumentFormDialog
          open
          onOpenChange={dialogs.onEditOpenChange}
          isCrew={isCrew}
          document={dialogs.editing}
        />
      )}
      <DocumentDetailsDialog
        document={dialogs.viewing}
        isCrew={isCrew}
        onOpenChange={dialogs.onViewOpenChange}
        onEdit={canEdit ? dialogs.editFromView : undefined}
      />
      <DocumentDeleteDialog document={dialogs.deleting} onOpenChange={dialogs.onDeleteOpenChange} />
    </>
  );
}
