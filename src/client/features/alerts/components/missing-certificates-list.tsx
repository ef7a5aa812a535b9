// The alerts screen's "Missing certificates" section: required certificates that crew
// aboard, or joining within 90 days, do not hold, by start day. The toolbar's search, type and vessel
// filters apply (a missing certificate has no severity); the first 50 with the total.
import { MISSING_CERTIFICATE_DAYS as DAYS, type TMissingCertificate } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { CheckCircle2, FileWarning } from "lucide-react";
import { Link } from "react-router";
import { LoadingRows, QueryState } from "@/components/query-state";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { missingOptions } from "../api";
import { useAlertFilters } from "./alert-filters";
import { ALERT_SECTIONS, MISSING_SHOWN } from "./alert-jump-list";
import { AlertSection } from "./alert-section";
import { missingLink, missingWhen } from "./missing-when";

const SHOWN = MISSING_SHOWN;

function MissingRow({ m }: { m: TMissingCertificate }) {
  return (
    <li
      className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid="missing-row"
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">
            {m.crewMember.firstName} {m.crewMember.lastName}
          </span>
          <Badge variant="destructive">Missing</Badge>
        </div>
        <p>{m.certificateName}</p>
        <p className="text-muted-foreground">
          {m.crewMember.rank} · {m.vessel.name} · {missingWhen(m)}
        </p>
      </div>
      <Button variant="outline" size="sm" asChild className="sm:shrink-0">
        <Link
          to={missingLink(m)}
          aria-label={`Add certificate: ${m.certificateName} for ${m.crewMember.firstName} ${m.crewMember.lastName}`}
        >
          Add certificate
        </Link>
      </Button>
    </li>
  );
}

export function MissingCertificatesList() {
  const { q, type, vesselId } = useAlertFilters(DAYS);
  const list = useQuery(missingOptions({ q, type, vesselId, limit: SHOWN }));
  return (
    <AlertSection
      {...ALERT_SECTIONS.missing}
      icon={<FileWarning className="size-4 text-red-700 dark:text-red-400" aria-hidden />}
      count={list.data?.total}
      note={list.data && list.data.total > 0 && "for crew aboard or joining"}
    >
      <QueryState
        query={list}
        label="Loading missing certificates"
        error="Failed to fetch missing certificates."
        retry
        loading={
          <div className="p-4">
            <LoadingRows label="Loading missing certificates" rows={3} className="h-14" />
          </div>
        }
        empty={
          <div className="flex flex-col items-center gap-1 p-8 text-center">
            <CheckCircle2 className="size-8 text-compliance-green" aria-hidden />
            <p className="font-medium">No missing certificates</p>
            <p className="text-sm text-muted-foreground">
              Crew aboard or joining within {DAYS} days hold what their rank requires
            </p>
          </div>
        }
      >
        {(data) => (
          <>
            <ul aria-label="Missing certificates" className="divide-y">
              {data.items.map((m) => (
                <MissingRow key={`${m.crewMember.id}-${m.vessel.id}-${m.certificateType}`} m={m} />
              ))}
            </ul>
            {data.total > data.items.length && (
              <p className="border-t p-3 text-center text-xs text-muted-foreground">
                Showing the first {data.items.length} of {data.total}. Narrow the search or filters to see the
                rest, or open the compliance matrix.
              </p>
            )}
          </>
        )}
      </QueryState>
    </AlertSection>
  );
}
