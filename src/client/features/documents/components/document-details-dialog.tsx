// "Document Details" (spec §2): type, status, number, authority, dates, crew member (not for crew), and
// a link that opens the stored file.
import { expiryLabel } from "@shared/certificates";
import type { TDocument } from "@shared/documents";
import { ExternalLink } from "lucide-react";
import { DialogShell } from "@/components/dialog-shell";
import { Button } from "@/components/ui/button";
import { formatDisplayDate } from "@/lib/format";
import { DocumentStatusBadge } from "./document-status-badge";

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

export function DocumentDetailsDialog({
  document,
  isCrew,
  onOpenChange,
  onEdit,
}: {
  document: TDocument | null;
  isCrew: boolean;
  onOpenChange: (open: boolean) => void;
  /** Absent for crew: a change to a current document is a new upload the office reviews. */
  onEdit?: (doc: TDocument) => void;
}) {
  return (
    <DialogShell
      open={!!document}
      onOpenChange={onOpenChange}
      title="Document Details"
      description={document ? document.typeName : ""}
      footer={
        <>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Close
          </Button>
          {document && onEdit && <Button onClick={() => onEdit(document)}>Edit</Button>}
        </>
      }
    >
      {document && (
        <dl className="divide-y">
          <Row label="Type">{document.typeName}</Row>
          <Row label="Status">
            <DocumentStatusBadge status={document.status} />
          </Row>
          <Row label="Document Number">{document.documentNumber}</Row>
          <Row label="Issuing Authority">{document.issuingAuthority}</Row>
          {document.issuingState && <Row label="Issuing State">{document.issuingState}</Row>}
          {document.grade && <Row label="Grade">{document.grade}</Row>}
          {document.supersededById && (
            <Row label="History">Superseded by a renewal (no alerts, not counted)</Row>
          )}
          {isCrew && (
            <Row label="Changes">
              To correct this document, upload the corrected one: the office reviews it first.
            </Row>
          )}
          <Row label="Issue Date">{formatDisplayDate(document.issueDate)}</Row>
          <Row label="Expiry Date">{expiryLabel(document.expiryDate, formatDisplayDate)}</Row>
          {!isCrew && (
            <Row label="Crew Member">
              {document.crewMember.firstName} {document.crewMember.lastName}
            </Row>
          )}
          <Row label="File">
            {document.filePath ? (
              <a
                href={document.filePath}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-ocean-blue underline-offset-4 hover:underline"
              >
                Open file{document.fileName ? ` (${document.fileName})` : ""}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            ) : (
              <span className="text-muted-foreground">No file uploaded</span>
            )}
          </Row>
        </dl>
      )}
    </DialogShell>
  );
}
