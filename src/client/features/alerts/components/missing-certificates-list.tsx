// The alerts screen's "Missing certificates" section: required certificates that crew
// aboard, or joining within 90 days, do not hold, by start day. The toolbar's search, type and vessel
// filters apply (a missing certificate has no severity); the first 50 with the total.
import { MISSING_CERTIFICATE_DAYS as DAYS, type TMissingCertificate } from "@shared/alerts";
import { useQuery } from "@tanstack/react-query";
import { FileWarning } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { missingOptions } from "../api";
import { useAlertFilters } from "./alert-filters";
import { ALERT_SECTIONS, MISSING_SHOWN } from "./alert-jump-list";
import { AlertRowShell, AlertRows } from "./alert-rows";
import { AlertSection } from "./alert-section";
import { missingLink, missingWhen } from "./missing-when";

const SHOWN = MISSING_SHOWN;

function MissingRow({ m }: { m: TMissingCertificate }) {
  return (
    <AlertRowShell
      testId="missing-row"
      heading={
        <>
          <span className="font-medium">
            {m.crewMember.firstName} {m.crewMember.lastName}
          </span>
          <Badge variant="destructive">Missing</Badge>
        </>
      }
      to={missingLink(m)}
      action="Add certificate"
      actionLabel={`Add certificate: ${m.certificateName} for ${m.crewMember.firstName} ${m.crewMember.lastName}`}
    >
      <p>{m.certificateName}</p>
      <p className="text-muted-foreground">
        {m.crewMember.rank} · {m.vessel.name} · {missingWhen(m)}
      </p>
    </AlertRowShell>
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
      <AlertRows
        query={list}
        what="missing certificates"
        clear={`Crew aboard or joining within ${DAYS} days hold what their rank requires`}
        more={(data) =>
          data.total > data.items.length &&
          `Showing the first ${data.items.length} of ${data.total}. Narrow the search or filters to see the rest, or open the compliance matrix.`
        }
      >
        {(data) =>
          data.items.map((m) => (
            <MissingRow key={`${m.crewMember.id}-${m.vessel.id}-${m.certificateType}`} m={m} />
          ))
        }
      </AlertRows>
    </AlertSection>
  );
}
