// One crew upload waiting for (or after) the office's review, as the seafarer and the office read it:
// type and number, dates, authority, state and grade, when it was sent, and its file (a photo shows a
// small preview; any file opens in a new tab).
import type { TDocumentSubmission } from "@shared/document-submissions";
import { ExternalLink, ImageOff } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { formatDisplayDate } from "@/lib/format";

const STATUS = {
  pending: { label: "Waiting for review", variant: "info" },
  accepted: { label: "Accepted", variant: "success" },
  rejected: { label: "Not accepted", variant: "danger" },
} as const;

export function SubmissionStatusBadge({ status }: { status: TDocumentSubmission["status"] }) {
  return <Badge variant={STATUS[status].variant}>{STATUS[status].label}</Badge>;
}

const sentAt = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

/** A photo's preview; a placeholder when it cannot be read (offline, and never fetched while online). */
function Thumbnail({ src }: { src: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <span
        className="flex size-14 shrink-0 items-center justify-center rounded border bg-muted text-muted-foreground"
        title="Preview not available offline"
        data-testid="thumbnail-placeholder"
      >
        <ImageOff aria-hidden className="size-5" />
      </span>
    );
  return (
    <img
      src={src}
      alt=""
      loading="lazy"
      onError={() => setFailed(true)}
      className="size-14 shrink-0 rounded border bg-muted object-cover"
    />
  );
}

export function SubmissionFile({ submission: s }: { submission: TDocumentSubmission }) {
  if (!s.filePath) return <span className="text-sm text-muted-foreground">No file attached</span>;
  const photo = s.fileMimeType?.startsWith("image/");
  return (
    <a
      href={s.filePath}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-2 text-sm text-ocean-blue underline-offset-4 hover:underline"
    >
      {photo && <Thumbnail src={s.filePath} />}
      <span className="break-all">Open file{s.fileName ? ` (${s.fileName})` : ""}</span>
      <ExternalLink className="size-3.5 shrink-0" aria-hidden />
    </a>
  );
}

export function SubmissionSummary({
  submission: s,
  showMember,
  actions,
}: {
  submission: TDocumentSubmission;
  /** The office's view names the crew member. */
  showMember?: boolean;
  actions?: ReactNode;
}) {
  const name = `${s.crewMember.firstName} ${s.crewMember.lastName}`;
  return (
    <li
      className="grid gap-3 rounded-lg border p-4 sm:grid-cols-[1fr_auto] sm:items-start"
      data-testid="submission"
      aria-label={`${showMember ? `${name}: ` : ""}${s.typeName} ${s.documentNumber}`}
    >
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          {showMember && <span className="font-semibold">{name}</span>}
          <span className="font-medium">{s.typeName}</span>
          <span className="font-mono text-sm break-all">{s.documentNumber}</span>
          <SubmissionStatusBadge status={s.status} />
        </div>
        <p className="text-sm text-muted-foreground">
          Issued {formatDisplayDate(s.issueDate)} · Expires {formatDisplayDate(s.expiryDate)} ·{" "}
          {s.issuingAuthority}
          {s.issuingState ? ` · ${s.issuingState}` : ""}
          {s.grade ? ` · ${s.grade}` : ""}
        </p>
        <p className="text-xs text-muted-foreground">
          Sent {sentAt(s.submittedAt)}
          {s.reviewedAt &&
            ` · reviewed ${sentAt(s.reviewedAt)}${s.reviewedByName ? ` by ${s.reviewedByName}` : ""}`}
        </p>
        {s.status === "rejected" && s.rejectReason && (
          <p
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm"
            data-testid="reject-reason"
          >
            <span className="font-medium">Reason: </span>
            {s.rejectReason}
          </p>
        )}
        <SubmissionFile submission={s} />
      </div>
      {actions && <div className="flex flex-wrap gap-2 sm:justify-end">{actions}</div>}
    </li>
  );
}
