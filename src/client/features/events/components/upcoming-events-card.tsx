// Upcoming Events card for the dashboard (spec §2): count badge, 3 loading placeholders, empty text,
// an icon per type, "Urgent" when severity is high, a tooltip "Click to <action>" with the description,
// a "Click to manage" hint, and a click that opens the event's screen. Refetched every 30 s, and the
// footer says so (DESIGN §5.7).

import { formatDisplayDate } from "@shared/dates";
import { type EventSeverity, eventActionLabel, eventHref, type TUpcomingEvent } from "@shared/events";
import { useQuery } from "@tanstack/react-query";
import { CalendarClock, FileText, FileWarning, UserMinus, UserPlus, UsersRound, Wrench } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import { cn } from "@/lib/utils";
import { upcomingEventsQuery } from "../api";

const ICONS = {
  contract_expiry: FileText,
  document_expiry: FileWarning,
  crew_join: UserPlus,
  crew_leave: UserMinus,
  maintenance_completion: Wrench,
  manning_gap: UsersRound,
} as const;

/** Severity colours (spec §2): success green, info blue, warning amber, high red. */
const SEVERITY_STYLES: Record<EventSeverity, string> = {
  success: "border-l-compliance-green text-green-700 dark:text-green-400",
  info: "border-l-ocean-blue text-blue-700 dark:text-blue-300",
  warning: "border-l-warning-amber text-amber-700 dark:text-amber-300",
  high: "border-l-destructive text-red-700 dark:text-red-400",
};

function EventRow({ event }: { event: TUpcomingEvent }) {
  const Icon = ICONS[event.type] ?? CalendarClock;
  return (
    <li>
      <Tooltip>
        <TooltipTrigger asChild>
          <Link
            to={eventHref(event)}
            data-testid="upcoming-event"
            data-event-type={event.type}
            data-severity={event.severity}
            className={cn(
              "group flex gap-3 rounded-md border border-l-4 p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50",
              SEVERITY_STYLES[event.severity],
            )}
          >
            <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div className="min-w-0 flex-1 text-foreground">
              <div className="flex items-start justify-between gap-2">
                <p className="text-sm font-medium leading-5">{event.title}</p>
                {event.severity === "high" && <Badge variant="danger">Urgent</Badge>}
              </div>
              <p className="text-xs text-muted-foreground">{event.description}</p>
              <div className="mt-1 flex items-center justify-between gap-2 text-xs text-muted-foreground">
                <span>{formatDisplayDate(event.date)}</span>
                <span className="opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
                  Click to manage
                </span>
              </div>
            </div>
          </Link>
        </TooltipTrigger>
        <TooltipContent side="left">
          <p className="font-medium">Click to {eventActionLabel(event.type)}</p>
          <p>{event.description}</p>
        </TooltipContent>
      </Tooltip>
    </li>
  );
}

export function UpcomingEventsCard() {
  const query = useQuery(upcomingEventsQuery);
  const events = query.data ?? [];
  return (
    <Card data-testid="upcoming-events-card">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-ocean-blue" aria-hidden /> Upcoming Events
        </CardTitle>
        {query.isSuccess && <Badge variant="secondary">{events.length} events</Badge>}
      </CardHeader>
      <CardContent>
        {query.isLoading ? (
          <div className="grid gap-2" role="status" aria-label="Loading upcoming events">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16 w-full" data-testid="event-placeholder" />
            ))}
          </div>
        ) : query.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-400">
            Failed to fetch upcoming events
          </p>
        ) : events.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">
            No upcoming events in the next 30 days
          </p>
        ) : (
          <ul className="grid gap-2">
            {events.map((e) => (
              <EventRow key={e.id} event={e} />
            ))}
          </ul>
        )}
      </CardContent>
      <CardFooter className="text-xs text-muted-foreground">
        Auto-refreshes every 30 seconds • Showing next 30 days
      </CardFooter>
    </Card>
  );
}
