// The seafarer's sync status in the header: online or offline, how many changes wait
// to sync, the last successful sync, and what needs the seafarer (conflicts, refused changes), always in
// view; its popover tells the details and resolves the conflicts.
import { AlertTriangle, CloudCheck, CloudOff, CloudUpload } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { useCurrentUser } from "@/features/auth";
import { replayAndAnnounce } from "@/lib/offline/replay";
import { type QueueState, useQueuedWrites } from "@/lib/offline/use-queued-writes";
import { SyncProblems } from "./sync-problems";

const timeText = (t: number | null) =>
  t === null
    ? "never"
    : new Date(t).toLocaleString("en-GB", {
        day: "numeric",
        month: "short",
        hour: "2-digit",
        minute: "2-digit",
      });

/** The words always in view: offline, waiting, needing the seafarer, or "Synced" when none applies. */
function summary(s: QueueState, pending: number, problems: number) {
  const parts = [
    s.online ? null : "Offline",
    pending ? `${pending} to sync` : null,
    problems ? `${problems} need${problems === 1 ? "s" : ""} you` : null,
  ].filter(Boolean);
  const short = parts.join(" · ") || "Synced";
  if (problems > 0) return { Icon: AlertTriangle, short, tone: "text-red-700 dark:text-red-400" };
  if (!s.online) return { Icon: CloudOff, short, tone: "text-amber-800 dark:text-amber-300" };
  if (pending > 0) return { Icon: CloudUpload, short, tone: "text-foreground" };
  return { Icon: CloudCheck, short, tone: "text-emerald-700 dark:text-emerald-400" };
}

export function SyncStatus() {
  const user = useCurrentUser();
  const s = useQueuedWrites(user.id);
  const pending = s.writes.filter((w) => w.state === "pending").length;
  const problems = s.writes.filter((w) => w.state !== "pending");
  const { Icon, short, tone } = summary(s, pending, problems.length);
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={`relative gap-1.5 px-2 ${tone}`}
          data-testid="sync-status"
          data-online={s.online}
          data-pending={pending}
          data-problems={problems.length}
        >
          <Icon aria-hidden className="size-4" />
          {/* named by its content (axe label-content-name-mismatch): the words shown from sm up */}
          <span className="sr-only">Sync: </span>
          <span className="hidden sm:inline">{short}</span>
          <span className="sr-only sm:hidden">{short}</span>
          <span className="sr-only">{`, last synced ${timeText(s.lastSync)}`}</span>
          {/* on phones a corner badge, as the bell's: inline it cut the app name short at 375 px */}
          {(pending > 0 || problems.length > 0) && (
            <span
              aria-hidden
              className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-muted px-1 text-[10px] font-semibold tabular-nums text-foreground ring-1 ring-border sm:hidden"
            >
              {pending + problems.length}
            </span>
          )}
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 space-y-3 text-sm sm:w-96" aria-label="Sync status">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="sync-details">
          <dt className="text-muted-foreground">Connection</dt>
          <dd>{s.online ? "Online" : "Offline: changes are kept on this device"}</dd>
          <dt className="text-muted-foreground">Waiting to sync</dt>
          <dd data-testid="sync-pending">{pending}</dd>
          <dt className="text-muted-foreground">Last sync</dt>
          <dd data-testid="sync-last">{timeText(s.lastSync)}</dd>
        </dl>
        {s.error && (
          <p role="alert" className="text-amber-800 dark:text-amber-300">
            {s.error}
          </p>
        )}
        {pending > 0 && (
          <Button
            size="sm"
            variant="outline"
            disabled={!s.online}
            onClick={() => void replayAndAnnounce(user.id)}
          >
            Sync now
          </Button>
        )}
        <SyncProblems writes={problems} />
      </PopoverContent>
    </Popover>
  );
}
