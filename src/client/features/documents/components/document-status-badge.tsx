// The derived document status as a coloured badge (spec §4): Valid, Expiring Soon, Expired.
import { DOCUMENT_STATUS_LABELS, type DocumentStatus } from "@shared/expiry";
import { Badge } from "@/components/ui/badge";

const VARIANT = { valid: "success", expiring: "warning", expired: "danger" } as const;

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge variant={VARIANT[status]}>{DOCUMENT_STATUS_LABELS[status]}</Badge>;
}
