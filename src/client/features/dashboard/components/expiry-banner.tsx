// The warning banner shown when documents are expiring (spec §2), with links to /documents and /alerts.
import { AlertTriangle } from "lucide-react";
import { Link } from "react-router";
import { Notice } from "@/components/ui/notice";
import { FIGURE_LINK } from "./problem-figure";

export function ExpiryBanner({ expiring, expired }: { expiring: number; expired: number }) {
  if (expiring <= 0) return null;
  return (
    <Notice
      role="alert"
      data-testid="expiry-banner"
      icon={AlertTriangle}
      className="rounded-xl p-4 text-base"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="font-semibold">
            {expiring} {expiring === 1 ? "document expires" : "documents expire"} within 30 days
          </p>
          <p className="text-sm text-muted-foreground">
            {expired > 0 ? `${expired} already expired. ` : ""}Renew them before crew changes are affected.
          </p>
        </div>
        <div className="flex gap-3">
          <Link to="/documents" className={FIGURE_LINK}>
            Review documents
          </Link>
          <Link to="/alerts" className={FIGURE_LINK}>
            View alerts
          </Link>
        </div>
      </div>
    </Notice>
  );
}
