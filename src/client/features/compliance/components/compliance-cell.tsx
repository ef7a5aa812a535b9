// One cell of the matrix: the status as a coloured badge with its expiry date beneath ("No expiry" for a
// certificate that never expires; "—" when not required).
import { expiryLabel } from "@shared/certificates";
import { COMPLIANCE_CELL_LABELS, type ComplianceCellStatus } from "@shared/compliance";
import { Badge } from "@/components/ui/badge";
import { formatDisplayDate } from "@/lib/format";

const VARIANT = {
  valid: "success",
  expiring: "warning",
  expired: "danger",
  missing: "danger",
  not_required: "outline",
} as const satisfies Record<ComplianceCellStatus, string>;

export function ComplianceCellView({
  status,
  expiryDate,
}: {
  status: ComplianceCellStatus;
  expiryDate?: string | null;
}) {
  if (status === "not_required")
    return (
      <span className="text-muted-foreground" title="Not required">
        —<span className="sr-only">Not required</span>
      </span>
    );
  return (
    <span className="flex flex-col items-start gap-0.5" data-status={status}>
      <Badge variant={VARIANT[status]}>{COMPLIANCE_CELL_LABELS[status]}</Badge>
      {expiryDate && (
        <span className="whitespace-nowrap text-xs text-muted-foreground print:whitespace-normal">
          {expiryLabel(expiryDate, formatDisplayDate)}
        </span>
      )}
    </span>
  );
}
