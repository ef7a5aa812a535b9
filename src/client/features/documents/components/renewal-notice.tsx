// Saving a document that would supersede others: says which current documents it renews (asked of the
// server, GET /api/documents/supersedes, so the renewal rule is written once: docs/regulations.md,
// "Renewals") before it does, and lets the user keep them current instead. A generic STCW document renews
// nothing; visas, endorsements and seaman's books only the one of the same issuing state.
import type { TSupersedesQuery } from "@shared/documents";
import { useQuery } from "@tanstack/react-query";
import { History } from "lucide-react";
import { useId } from "react";
import { Notice } from "@/components/ui/notice";
import { formatDisplayDate } from "@/lib/format";
import { supersedesOptions } from "../api";

export function RenewalNotice({
  query,
  supersede,
  onSupersedeChange,
  decidedLater,
}: {
  /** null: nothing to ask (no type yet, editing, no member chosen). */
  query: TSupersedesQuery | null;
  supersede: boolean;
  onSupersedeChange?: (supersede: boolean) => void;
  /** A crew upload: the office decides when it reviews it. */
  decidedLater?: boolean;
}) {
  const id = useId();
  const current = useQuery({
    ...supersedesOptions(query ?? { type: "" }),
    enabled: !!query?.type,
  });
  const renewed = query?.type ? (current.data?.documents ?? []) : [];
  if (renewed.length === 0) return null;
  const list = renewed
    .map((d) => `${d.typeName} ${d.documentNumber} (expires ${formatDisplayDate(d.expiryDate)})`)
    .join(", ");
  return (
    <Notice role="status" data-testid="renewal-notice" icon={History}>
      <p>
        {decidedLater ? "Once the office accepts it, this renews " : "This renews "}
        {list}
        {supersede
          ? ": superseded, it is kept as history and no longer raises alerts or counts for compliance."
          : ": it stays current beside the new one."}
      </p>
      {onSupersedeChange && !decidedLater && (
        <label htmlFor={id} className="mt-2 flex items-center gap-2">
          <input
            id={id}
            type="checkbox"
            className="size-4"
            checked={supersede}
            onChange={(e) => onSupersedeChange(e.target.checked)}
          />
          Supersede {renewed.length === 1 ? "it" : "them"}
        </label>
      )}
    </Notice>
  );
}
