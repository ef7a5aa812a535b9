// The dashboard's "Missing certificates" figure, beside the expiry banner: required
// certificates that crew aboard or joining within 90 days do not hold, counted by the stats call, and for
// how many crew; a link to them on the alerts screen.
import { MISSING_CERTIFICATE_DAYS as DAYS } from "@shared/alerts";
import type { DashboardStats } from "@shared/dashboard";
import { FileCheck2, FileWarning } from "lucide-react";
import { Link } from "react-router";

export function MissingCertificatesFigure({ stats }: { stats: DashboardStats }) {
  const missing = stats.missingCertificates;
  const Icon = missing > 0 ? FileWarning : FileCheck2;
  return (
    <section
      aria-label="Missing certificates"
      data-testid="stat-missing-certificates"
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${
        missing > 0 ? "border-destructive/40 bg-destructive/5" : ""
      }`}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-0.5 size-5 shrink-0 ${missing > 0 ? "text-red-700 dark:text-red-400" : "text-compliance-green"}`}
          aria-hidden
        />
        <div>
          <p className="font-semibold">
            Missing certificates: <span data-testid="missing-certificates-count">{missing}</span>
          </p>
          <p className="text-sm text-muted-foreground">
            {missing > 0
              ? `Required for ${stats.missingCertificateCrew} crew ${
                  stats.missingCertificateCrew === 1 ? "member" : "members"
                } aboard or joining within ${DAYS} days.`
              : `Crew aboard or joining within ${DAYS} days hold every certificate their rank requires.`}
          </p>
        </div>
      </div>
      {missing > 0 && (
        <Link
          to="/alerts"
          className="text-sm font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300"
        >
          View missing certificates
        </Link>
      )}
    </section>
  );
}
