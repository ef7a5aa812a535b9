// The top of the alerts screen: links to its sections in the order of urgency (a vessel short of its safe
// manning, crew without a required certificate, documents running out), each with its count.
import { MISSING_CERTIFICATE_DAYS } from "@shared/alerts";
import { MANNING_GAP_DAYS } from "@shared/manning-window";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { expiringPagesOptions, manningGapAlertsOptions, missingOptions } from "../api";
import { useAlertFilters } from "./alert-filters";

/** The sections, most urgent first: their anchors and titles (the cards use the same). */
export const ALERT_SECTIONS = {
  gaps: { id: "manning-gaps", title: "Manning gaps" },
  missing: { id: "missing-certificates", title: "Missing certificates" },
  documents: { id: "expiring-documents", title: "Expiring documents" },
} as const;

/** The missing certificates shown (and counted) at a time. */
export const MISSING_SHOWN = 50;

export function AlertJumpList({ days }: { days: number }) {
  const { vesselId, q, type } = useAlertFilters(MISSING_CERTIFICATE_DAYS);
  const gaps = useQuery(manningGapAlertsOptions(MANNING_GAP_DAYS, vesselId)).data?.length;
  const missing = useQuery(missingOptions({ q, type, vesselId, limit: MISSING_SHOWN })).data?.total;
  const documents = useInfiniteQuery(expiringPagesOptions(useAlertFilters(days))).data?.pages[0]?.total;
  const links = [
    { ...ALERT_SECTIONS.gaps, count: gaps },
    { ...ALERT_SECTIONS.missing, count: missing },
    { ...ALERT_SECTIONS.documents, count: documents },
  ];
  return (
    <nav aria-label="Alert sections" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.id}>
            <a
              href={`#${l.id}`}
              className="inline-flex min-h-9 items-center gap-2 rounded-md border bg-card px-3 text-sm font-medium hover:bg-muted"
            >
              {l.title}
              {l.count !== undefined && (
                <span className="rounded-full bg-muted px-2 text-xs font-semibold tabular-nums">
                  {l.count}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
