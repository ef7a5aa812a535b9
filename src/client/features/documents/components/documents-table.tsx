// The Document Center table (spec §2): Crew Member (hidden for crew), type, number, expiry, status,
// actions (view, edit, and delete for office staff and admins). Rows of the crew member/type in the URL are highlighted. Long lists
// ("Show more" appends up to 500 rows) are windowed by VirtualTable.
import { expiryLabel } from "@shared/certificates";
import type { TDocument } from "@shared/documents";
import { Eye, FileText, Pencil, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { TableCell, TableHead, TableRow } from "@/components/ui/table";
import { VirtualTable } from "@/components/virtual-table";
import { formatDisplayDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { DocumentStatusBadge } from "./document-status-badge";

/**
 * Below 640 px the rows become cards (no sideways scrolling): the header is kept for screen readers only,
 * each row is a bordered grid, and each cell shows its column's name (data-label) above its value.
 */
const CARDS_ON_PHONES = cn(
  "max-sm:rounded-none max-sm:border-0 max-sm:[&_thead]:sr-only max-sm:[&_table]:block max-sm:[&_tbody]:grid max-sm:[&_tbody]:gap-3",
  "max-sm:[&_tbody_tr]:grid max-sm:[&_tbody_tr]:grid-cols-2 max-sm:[&_tbody_tr]:gap-x-3 max-sm:[&_tbody_tr]:gap-y-2 max-sm:[&_tbody_tr]:rounded-lg max-sm:[&_tbody_tr]:border max-sm:[&_tbody_tr]:p-3",
  "max-sm:[&_td]:block max-sm:[&_td]:p-0 max-sm:[&_td]:whitespace-normal max-sm:[&_td]:text-left",
  "max-sm:[&_td[data-label]]:before:block max-sm:[&_td[data-label]]:before:font-sans max-sm:[&_td[data-label]]:before:text-xs max-sm:[&_td[data-label]]:before:font-normal max-sm:[&_td[data-label]]:before:text-muted-foreground max-sm:[&_td[data-label]]:before:content-[attr(data-label)]",
  "max-sm:[&_td[data-actions]]:col-span-2 max-sm:[&_td[data-actions]]:border-t max-sm:[&_td[data-actions]]:pt-1 max-sm:[&_td[data-actions]]:text-right",
);

export function DocumentsTable({
  rows,
  isCrew,
  isLoading,
  emptyText,
  isHighlighted,
  onView,
  onEdit,
  onDelete,
}: {
  rows: TDocument[];
  isCrew: boolean;
  isLoading: boolean;
  emptyText: string;
  isHighlighted: (doc: TDocument) => boolean;
  onView: (doc: TDocument) => void;
  /** Absent for crew: a change to a current document is a new upload the office reviews. */
  onEdit?: (doc: TDocument) => void;
  /** Absent for callers who may not delete (crew: upload only). */
  onDelete?: (doc: TDocument) => void;
}) {
  const cols = isCrew ? 5 : 6;
  return (
    <VirtualTable
      label="Documents"
      className={cn("rounded-md border", CARDS_ON_PHONES)}
      rows={isLoading ? [] : rows}
      getRowKey={(doc) => doc.id}
      colSpan={cols}
      estimateRowHeight={53}
      windowOnPhones
      head={
        <>
          {!isCrew && <TableHead>Crew Member</TableHead>}
          <TableHead>Document Type</TableHead>
          <TableHead>Document Number</TableHead>
          <TableHead>Expiry Date</TableHead>
          <TableHead>Status</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </>
      }
      placeholder={
        isLoading ? (
          Array.from({ length: 5 }, (_, i) => (
            <TableRow key={i}>
              {Array.from({ length: cols }, (_, j) => (
                <TableCell key={j}>
                  <Skeleton className="h-5 w-full max-w-32" />
                </TableCell>
              ))}
            </TableRow>
          ))
        ) : (
          <TableRow>
            <TableCell colSpan={cols} className="py-12 text-center text-muted-foreground">
              <FileText className="mx-auto mb-2 size-8 opacity-50" aria-hidden />
              {emptyText}
            </TableCell>
          </TableRow>
        )
      }
      rowProps={(doc) => ({
        "data-highlighted": isHighlighted(doc) || undefined,
        "data-superseded": doc.supersededById ? true : undefined,
        className: cn(
          isHighlighted(doc) && "bg-ocean-blue/10 hover:bg-ocean-blue/15",
          doc.supersededById && "text-muted-foreground",
        ),
      })}
      renderCells={(doc) => (
        <>
          {!isCrew && (
            <TableCell data-label="Crew Member" className="font-medium whitespace-nowrap">
              {doc.crewMember.firstName} {doc.crewMember.lastName}
            </TableCell>
          )}
          <TableCell data-label="Document Type" className="whitespace-nowrap">
            {doc.typeName}
            {doc.supersededById && (
              <Badge variant="outline" className="ml-2" title="Replaced by a renewal: history only">
                Superseded
              </Badge>
            )}
          </TableCell>
          <TableCell data-label="Document Number" className="font-mono text-xs whitespace-nowrap">
            {doc.documentNumber}
          </TableCell>
          <TableCell data-label="Expiry Date" className="whitespace-nowrap">
            {expiryLabel(doc.expiryDate, formatDisplayDate)}
          </TableCell>
          <TableCell data-label="Status">
            <DocumentStatusBadge status={doc.status} />
          </TableCell>
          <TableCell data-actions="" className="text-right whitespace-nowrap">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`View ${doc.documentNumber}`}
              onClick={() => onView(doc)}
            >
              <Eye aria-hidden />
            </Button>
            {onEdit && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Edit ${doc.documentNumber}`}
                onClick={() => onEdit(doc)}
              >
                <Pencil aria-hidden />
              </Button>
            )}
            {onDelete && (
              <Button
                variant="ghost"
                size="icon"
                aria-label={`Delete ${doc.documentNumber}`}
                onClick={() => onDelete(doc)}
              >
                <Trash2 aria-hidden className="text-destructive" />
              </Button>
            )}
          </TableCell>
        </>
      )}
    />
  );
}
