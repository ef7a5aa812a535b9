// Header bell (spec §2; DESIGN §5.8). With nothing expired or expiring a click opens /notifications (when
// the user may see it). Otherwise it toggles a popover with two lists: "Expired" ("Expired on <date>")
// and "Expiring within 30 days", up to 5 each, then "...and N more"; a click on one opens /documents
// for that crew member and type. The lists poll every 30 s (features/alerts).
import type { TExpiryAlert } from "@shared/alerts";
import { can } from "@shared/permissions";
import { Bell } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { expiryText, SeverityBadge } from "@/components/severity-badge";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { BELL_DAYS, useBellExpired, useBellExpiring } from "@/features/alerts/api";
import { useCurrentUser } from "@/features/auth";

const BELL_MAX = 5;

function BellButton({ count, ...props }: ButtonProps & { count: number }) {
  const shown = count > 99 ? "99+" : String(count);
  // the accessible name holds the badge's visible text (axe label-content-name-mismatch)
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={count > 0 ? `Notifications: ${shown}` : "Notifications"}
      className="relative"
      {...props}
    >
      <Bell aria-hidden />
      {count > 0 && (
        <span
          aria-hidden
          className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-700 px-1 text-[10px] font-semibold text-white"
        >
          {shown}
        </span>
      )}
    </Button>
  );
}

function BellSection(props: {
  title: string;
  testId: string;
  data: { items: TExpiryAlert[]; total: number } | undefined;
  onPick: (a: TExpiryAlert) => void;
}) {
  const { items = [], total = 0 } = props.data ?? {};
  if (total === 0) return null;
  return (
    <section aria-label={props.title} data-testid={props.testId} className="border-b py-1 last:border-b-0">
      <h3 className="flex items-center justify-between px-4 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {props.title} <span>{total}</span>
      </h3>
      <ul>
        {items.slice(0, BELL_MAX).map((a) => (
          <li key={a.document.id}>
            <button
              type="button"
              className="flex w-full items-start justify-between gap-2 px-4 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              onClick={() => props.onPick(a)}
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">
                  {a.crewMember.firstName} {a.crewMember.lastName}
                </span>
                <span className="text-xs text-muted-foreground">
                  {a.document.documentType} · {expiryText(a.document.expiryDate, a.daysUntilExpiry)}
                </span>
              </span>
              <SeverityBadge severity={a.severity} />
            </button>
          </li>
        ))}
      </ul>
      {total > BELL_MAX && (
        <p className="px-4 pb-2 text-xs text-muted-foreground">...and {total - BELL_MAX} more documents</p>
      )}
    </section>
  );
}

export function NotificationBell() {
  const expired = useBellExpired();
  const expiring = useBellExpiring();
  const count = (expired.data?.total ?? 0) + (expiring.data?.total ?? 0);
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // crew may not open /notifications: for them the popover shows its zero state instead
  if (count === 0 && can(role, "settings:read")) {
    return <BellButton count={0} onClick={() => navigate("/notifications")} />;
  }
  const pick = (a: TExpiryAlert) => {
    setOpen(false);
    navigate(`/documents?crew=${a.crewMember.id}&type=${a.document.type}`);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton count={count} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby="bell-title">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id="bell-title" className="text-sm font-semibold">
            Document Alerts
          </h2>
          <Badge variant="warning">{count}</Badge>
        </div>
        {count === 0 && (
          <div className="px-4 py-6 text-center text-sm">
            <p className="font-medium">No notifications</p>
            <p className="text-muted-foreground">All documents are up to date</p>
          </div>
        )}
        <div className="max-h-[28rem] overflow-y-auto">
          <BellSection title="Expired" testId="bell-expired" data={expired.data} onPick={pick} />
          <BellSection
            title={`Expiring within ${BELL_DAYS} days`}
            testId="bell-expiring"
            data={expiring.data}
            onPick={pick}
          />
        </div>
        <div className="flex justify-end gap-2 border-t p-3">
          <Button variant="outline" size="sm" onClick={() => setOpen(false)}>
            Close
          </Button>
          <Button size="sm" asChild>
            {can(role, "alerts:read") ? (
              <Link to="/alerts" onClick={() => setOpen(false)}>
                View All Alerts
              </Link>
            ) : (
              <Link to="/documents" onClick={() => setOpen(false)}>
                View My Documents
              </Link>
            )}
          </Button>
        </div>
      </PopoverContent>
    </Popover>
  );
}
