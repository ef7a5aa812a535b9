// The Document Center table (spec §2): Crew Member (hidden for crew), type, number, expiry, status,
// actions (view, edit, delete). Rows of the crew member/type in the URL are highlighted.
import type { TDocument } from "@shared/documents";
import { DOCUMENT_TYPE_LABELS } from "@shared/options";
import { Eye, FileText, Pencil, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
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
    <div className="overflow-x-auto rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            {!isCrew && <TableHead>Crew Member</TableHead>}
            <TableHead>Document Type</TableHead>
            <TableHead>Document Number</TableHead>
            <TableHead>Expiry Date</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {isLoading &&
            Array.from({ length: 5 }, (_, i) => (
              <TableRow key={i}>
                {Array.from({ length: cols }, (_, j) => (
                  <TableCell key={j}>
                    <Skeleton className="h-5 w-full max-w-32" />
                  </TableCell>
                ))}
              </TableRow>
            ))}
          {!isLoading && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={cols} className="py-12 text-center text-muted-foreground">
                <FileText className="mx-auto mb-2 size-8 opacity-50" aria-hidden />
                {emptyText}
              </TableCell>
            </TableRow>
          )}
          {!isLoading &&
            rows.map((doc) => (
              <TableRow
                key={doc.id}
                data-highlighted={isHighlighted(doc) || undefined}
                className={cn(isHighlighted(doc) && "bg-ocean-blue/10 hover:bg-ocean-blue/15")}
              >
                {!isCrew && (
                  <TableCell className="font-medium whitespace-nowrap">
                    {doc.crewMember.firstName} {doc.crewMember.lastName}
                  </TableCell>
                )}
                <TableCell className="whitespace-nowrap">{DOCUMENT_TYPE_LABELS[doc.type]}</TableCell>
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
              </TableRow>
            ))}
        </TableBody>
      </Table>
    </div>
  );
}
