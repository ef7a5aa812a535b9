// The seafarer's own tours and crew changes on their dashboard ( open on board without a
// connection, kept by the offline warm-up): aboard now, planned and past tours of the last year, and the
// crew changes that sign them on or off with the port, status and their travel notes.
import { formatDisplayDate } from "@shared/dates";
import type { TMyCrewChange, TTour } from "@shared/tours";
import { useQuery } from "@tanstack/react-query";
import { Ship } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { crewToursQuery } from "@/features/manning/api";
import { appToday } from "@/lib/today";

function tourState(t: TTour, today: string) {
  if (t.signOn && t.signOn > today) return { label: "Planned", variant: "info" as const };
  if (t.signOff && t.signOff <= today) return { label: "Completed", variant: "secondary" as const };
  return { label: "Aboard now", variant: "success" as const };
}

const CHANGE_VARIANT = {
  planned: "info",
  confirmed: "warning",
  completed: "secondary",
  cancelled: "outline",
} as const;

function ChangeRow({ c }: { c: TMyCrewChange }) {
  const variant = CHANGE_VARIANT[c.status as keyof typeof CHANGE_VARIANT] ?? "outline";
  return (
    <li className="flex flex-col gap-1 py-2 text-sm" data-testid="my-crew-change">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{formatDisplayDate(c.date)}</span>
        <span>
          {c.direction === "on" ? `Sign on as ${c.rank}` : "Sign off"} · {c.vesselName} at {c.port}
          {c.portLocode ? ` (${c.portLocode})` : ""}
        </span>
        <Badge variant={variant}>{c.status}</Badge>
      </div>
      {c.travelNotes && <p className="text-muted-foreground">Travel: {c.travelNotes}</p>}
    </li>
  );
}

export function MyTours({ crewMemberId }: { crewMemberId: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(crewToursQuery(crewMemberId));
  const today = appToday();
  return (
    <Card data-testid="my-tours">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Ship className="size-4" aria-hidden /> My tours and crew changes
        </CardTitle>
      </CardHeader>
      <CardContent>
        {isPending && <Skeleton className="h-24 w-full" />}
        {isError && (
          <div className="flex flex-col items-start gap-2">
            <p role="alert">Failed to fetch your tours: {error.message}</p>
            <Button variant="outline" onClick={() => refetch()}>
              Retry
            </Button>
          </div>
        )}
        {data && data.tours.length === 0 && data.crewChanges.length === 0 && (
          <p className="text-sm text-muted-foreground">No tours or crew changes in the last year or ahead.</p>
        )}
        {data && data.tours.length > 0 && (
          <ul aria-label="My tours" className="divide-y">
            {data.tours.map((t) => {
              const state = tourState(t, today);
              return (
                <li
                  key={t.id}
                  className="flex flex-wrap items-center gap-2 py-2 text-sm"
                  data-testid="my-tour"
                >
                  <span className="font-medium">{t.vesselName}</span>
                  <span>{t.rank}</span>
                  <span className="text-muted-foreground">
                    {t.signOn ? formatDisplayDate(t.signOn) : "aboard before the records"} –{" "}
                    {t.signOff ? formatDisplayDate(t.signOff) : "no sign-off planned"}
                  </span>
                  <Badge variant={state.variant}>{state.label}</Badge>
                </li>
              );
            })}
          </ul>
        )}
        {data && data.crewChanges.length > 0 && (
          <>
            <h3 className="mt-4 text-sm font-semibold">Crew changes</h3>
            <ul aria-label="My crew changes" className="divide-y">
              {data.crewChanges.map((c) => (
                <ChangeRow key={c.id} c={c} />
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
