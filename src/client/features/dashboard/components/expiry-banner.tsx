// The warning banner shown when documents are expiring (spec §2), with links to /documents and /alerts.
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";

export function ExpiryBanner({ expiring, expired }: { expiring: number; expired: number }) {
  if (expiring <= 0) return null;
  return (
    <div
      role="alert"
      data-testid="expiry-banner"
      className="flex flex-col gap-3 rounded-xl border border-warning-amber/40 bg-warning-amber/10 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <AlertTriangle className="mt-0.5 size-5 shrink-0 text-warning-amber" aria-hidden />
        <div>
          <p className="font-semibold">
            {expiring} {expiring === 1 ? "document expires" : "documents expire"} within 30 days
          </p>
          <p className="text-sm text-muted-foreground">
            {expired > 0 ? `${expired} already expired. ` : ""}Renew them before crew changes are affected.
          </p>
        </div>
      </div>
      <div className="flex gap-3 text-sm font-medium">
        <Link to="/documents" className="text-blue-800 underline underline-offset-4 dark:text-blue-300">
          Review documents
        </Link>
        <Link to="/alerts" className="text-blue-800 underline underline-offset-4 dark:text-blue-300">
          View alerts
        </Link>
      </div>
    </div>
  );
}
