// Header bell (spec §2; DESIGN §5.8). With nothing expired, expiring or missing a click opens
// /notifications (when the user may see it), once its lists have answered: while they load it is busy and
// a click opens the popover, which says so. Otherwise it toggles a popover with the groups of
// features/alerts (BellGroups): "Expired", "Expiring within 30 days" and "Missing certificates",
// up to 5 each, then "...and N more"; a click on one opens /documents for that crew member and type.
import { can } from "@shared/permissions";
import { Bell } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button, type ButtonProps } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { BellGroups, useBellCount } from "@/features/alerts";
import { useCurrentUser } from "@/features/auth";

function BellButton({ count, busy, ...props }: ButtonProps & { count: number; busy: boolean }) {
  const shown = count > 99 ? "99+" : String(count);
  // the accessible name holds the badge's visible text (axe label-content-name-mismatch)
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={count > 0 ? `Notifications: ${shown}` : "Notifications"}
      aria-busy={busy || undefined}
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
  const { count, loaded, failed } = useBellCount();
  const { role } = useCurrentUser();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);

  // crew may not open /notifications: for them the popover shows its zero state instead
  if (loaded && count === 0 && can(role, "settings:read")) {
    return <BellButton count={0} busy={false} onClick={() => navigate("/notifications")} />;
  }
  const pick = (to: string) => {
    setOpen(false);
    navigate(to);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <BellButton count={count} busy={!loaded && !failed} />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 p-0" aria-labelledby="bell-title">
        <div className="flex items-center justify-between border-b px-4 py-3">
          <h2 id="bell-title" className="text-sm font-semibold">
            Document Alerts
          </h2>
          {(loaded || count > 0) && <Badge variant="warning">{count}</Badge>}
        </div>
        {!loaded && (
          <p role="status" className="px-4 py-6 text-center text-sm text-muted-foreground">
            {failed ? "The alerts could not be loaded. The bell asks again on its own." : "Loading alerts…"}
          </p>
        )}
        {loaded && count === 0 && (
          <div className="px-4 py-6 text-center text-sm">
            <p className="font-medium">No notifications</p>
            <p className="text-muted-foreground">All documents and required certificates are in order</p>
          </div>
        )}
        <div className="max-h-[28rem] overflow-y-auto">
          <BellGroups onPick={pick} />
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
