// The dashboard's "Missing certificates" figure, beside the expiry banner: required
// certificates that crew aboard or joining within 90 days do not hold, counted by the stats call, and for
// how many crew; a link to them on the alerts screen.
import { MISSING_CERTIFICATE_DAYS as DAYS } from "@shared/alerts";
import type { DashboardStats } from "@shared/dashboard";
import { FileCheck2, FileWarning } from "lucide-react";
import { Link } from "react-router";
import { FIGURE_LINK, ProblemFigure } from "./problem-figure";

export function MissingCertificatesFigure({ stats }: { stats: DashboardStats }) {
  const missing = stats.missingCertificates;
  const crew = stats.missingCertificateCrew;
  return (
    <ProblemFigure
      label="Missing certificates"
      testId="stat-missing-certificates"
      title="Missing certificates"
      count={missing}
      countTestId="missing-certificates-count"
      icon={missing > 0 ? FileWarning : FileCheck2}
      text={
        missing > 0
          ? `Required for ${crew} crew ${crew === 1 ? "member" : "members"} aboard or joining within ${DAYS} days.`
          : `Crew aboard or joining within ${DAYS} days hold every certificate their rank requires.`
      }
      links={
        <Link to="/alerts" className={FIGURE_LINK}>
          View missing certificates
        </Link>
      }
    />
  );
}
