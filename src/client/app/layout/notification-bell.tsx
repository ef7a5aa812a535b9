// Header bell (spec §2). With no expiring documents a click opens /notifications (when the user may
// see it). With a count above 0 it toggles the "Documents Expiring Soon" popover: up to 8 documents,
// then "...and N more documents"; a click on one opens /documents for that crew member and type.
// The list polls every 30 s (features/alerts).
import { can } from "@shared/permissions";
import { Bell } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useBellAlerts } from "@/features/alerts/api";
import { useCurrentUser } from "@/features/auth";
import { formatDisplayDate } from "@/lib/format";

const BELL_MAX = 8;

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

export function NotificationBell() {
  const bell = useBellAlerts();
  const count = bell.data?.total ?? 0;
  const items = (bell.data?.items ?? []).slice(0, BELL_MAX);
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // crew may not open /notifications: for them the popover shows its zero state instead
  if (count === 0 && can(role, "settings:read")) {
    return <BellButton count={0} onClick={() => navigate("/notifications")} />;
  }

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton count={count} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby="bell-popover-title">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id="bell-popover-title" className="text-sm font-semibold">
            Documents Expiring Soon
          </h2>
          <Badge variant="warning">{count}</Badge>
        </div>
        {count === 0 && (
          <div className="px-4 py-6 text-center text-sm">
            <p className="font-medium">No notifications</p>
            <p className="text-muted-foreground">All documents are up to date</p>
          </div>
        )}
        <ul className="max-h-80 overflow-y-auto py-1">
          {items.map((a) => (
            <li key={a.document.id}>
              <button
                type="button"
                className="group flex w-full flex-col items-start gap-0.5 px-4 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
                onClick={() => {
                  setOpen(false);
                  navigate(`/documents?crew=${a.crewMember.id}&type=${a.document.type}`);
                }}
              >
                <span className="font-medium">
                  {a.crewMember.firstName} {a.crewMember.lastName}
                </span>
                <span className="text-muted-foreground">{a.document.documentType}</span>
                <span className="text-xs text-muted-foreground">
                  Expires {formatDisplayDate(a.document.expiryDate)}
                </span>
                <span className="text-xs text-ocean-blue">Click to manage</span>
              </button>
            </li>
          ))}
        </ul>
        {count > BELL_MAX && (
          <p className="px-4 pb-2 text-xs text-muted-foreground">...and {count - BELL_MAX} more documents</p>
        )}
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
