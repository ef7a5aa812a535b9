// The Document Center table (spec §2): Crew Member (hidden for crew), type, number, expiry, status,
// actions (view, edit, delete). Rows of the crew member/type in the URL are highlighted. Long lists
// ("Show more" appends up to 500 rows) are windowed by VirtualTable.
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
  onEdit: (doc: TDocument) => void;
  onDelete: (doc: TDocument) => void;
}) {
  const cols = isCrew ? 5 : 6;
  return (
    <VirtualTable
      label="Documents"
      className="rounded-md border"
      rows={isLoading ? [] : rows}
      getRowKey={(doc) => doc.id}
      colSpan={cols}
      estimateRowHeight={53}
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
            <TableCell className="font-medium whitespace-nowrap">
              {doc.crewMember.firstName} {doc.crewMember.lastName}
            </TableCell>
          )}
          <TableCell className="whitespace-nowrap">
            {doc.typeName}
            {doc.supersededById && (
              <Badge variant="outline" className="ml-2" title="Replaced by a renewal: history only">
                Superseded
              </Badge>
            )}
          </TableCell>
          <TableCell className="font-mono text-xs whitespace-nowrap">{doc.documentNumber}</TableCell>
          <TableCell className="whitespace-nowrap">{formatDisplayDate(doc.expiryDate)}</TableCell>
          <TableCell>
            <DocumentStatusBadge status={doc.status} />
          </TableCell>
          <TableCell className="text-right whitespace-nowrap">
            <Button
              variant="ghost"
              size="icon"
              aria-label={`View ${doc.documentNumber}`}
              onClick={() => onView(doc)}
            >
              <Eye aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Edit ${doc.documentNumber}`}
              onClick={() => onEdit(doc)}
            >
              <Pencil aria-hidden />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              aria-label={`Delete ${doc.documentNumber}`}
              onClick={() => onDelete(doc)}
            >
              <Trash2 aria-hidden className="text-destructive" />
            </Button>
          </TableCell>
        </>
      )}
    />
  );
}
