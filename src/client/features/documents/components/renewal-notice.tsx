// Uploading a document of a type the member already holds (issue 19 item 2): says which current document
// it renews, which is then kept as history and no longer alerts. Visas and flag endorsements renew only
// the one of the same issuing state (PER_STATE_TYPES).
import { PER_STATE_TYPES } from "@shared/certificates";
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { formatDisplayDate } from "@/lib/format";
import { documentListOptions } from "../api";

export function RenewalNotice({
  crewMemberId,
  type,
  issuingState,
  editingId,
}: {
  crewMemberId: string | null | undefined;
  type: string;
  issuingState: string | null | undefined;
  /** The document being edited (never its own renewal). */
  editingId?: string;
}) {
  const enabled = !!crewMemberId && !!type;
  const current = useQuery({
    ...documentListOptions({ crewMemberId: crewMemberId ?? undefined, type }, 20),
    enabled,
  });
  if (!enabled || editingId || !current.data) return null;
  const perState = PER_STATE_TYPES.includes(type);
  const state = issuingState?.trim().toLowerCase() ?? "";
  const renewed = current.data.items.filter(
    (d) =>
      d.crewMemberId === crewMemberId &&
      d.type === type &&
      !d.supersededById &&
      (!perState || (d.issuingState ?? "").toLowerCase() === state),
  );
  if (renewed.length === 0) return null;
  return (
    <p
      role="status"
      data-testid="renewal-notice"
      className="flex gap-2 rounded-md border border-warning-amber/40 bg-warning-amber/10 px-3 py-2 text-sm"
    >
      <History className="mt-0.5 size-4 shrink-0 text-amber-700 dark:text-amber-300" aria-hidden />
      <span>
        This renews{" "}
        {renewed
          .map((d) => `${d.typeName} ${d.documentNumber} (expires ${formatDisplayDate(d.expiryDate)})`)
          .join(", ")}
        : it will be kept as history, superseded, and will no longer raise alerts or count for compliance.
      </span>
    </p>
  );
}
