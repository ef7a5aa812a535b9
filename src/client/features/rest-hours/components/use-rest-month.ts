// The seafarer's month as state: the server's days (the month and the 6 days before, for the rolling
// windows), the days saved on this device and waiting to sync, the unsaved drafts on top, and
// the live findings of the shared engine over all of them.
import { daysNotRecorded } from "@shared/rest-hours";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useCurrentUser } from "@/features/auth";
import { useQueuedWrites } from "@/lib/offline/use-queued-writes";
import type { QueuedWrite } from "@/lib/offline/write-queue";
import { appToday } from "@/lib/today";
import { restRangeQuery, useSaveRestDay } from "../api";
import { type DayDraft, liveFindings, monthDates, restMonthRange } from "../grid-model";

export function useRestMonth(crewId: string, month: string) {
  const today = appToday();
  const dates = monthDates(month);
  const { from, to } = restMonthRange(month, today);
  const query = useQuery(restRangeQuery(crewId, from, to));
  const [drafts, setDrafts] = useState<Map<string, DayDraft>>(new Map());
  const user = useCurrentUser();
  const save = useSaveRestDay(crewId, user.id);
  const queue = useQueuedWrites(user.id);
  const queued = useMemo(() => queuedDays(queue.writes, crewId), [queue.writes, crewId]);
  const conflicted = useMemo(
    () =>
      new Set(
        queue.writes
          .filter((w) => w.kind === "rest-day" && w.state === "conflict" && w.target.startsWith(`${crewId}/`))
          .map((w) => w.target.slice(crewId.length + 1)),
      ),
    [queue.writes, crewId],
  );
  const signQueued = queue.writes.some(
    (w) => w.kind === "rest-sign" && w.target === `${crewId}/${month}` && w.state === "pending",
  );

  const saved = useMemo(() => {
    const m = new Map<string, DayDraft>();
    for (const d of query.data?.days ?? []) m.set(d.date, { work: d.work, clockChange: d.clockChange });
    return m;
  }, [query.data]);

  const merged = useMemo(() => {
    const m = new Map(saved);
    for (const [date, d] of queued) m.set(date, d);
    for (const [date, d] of drafts) m.set(date, d);
    return new Map([...m].sort(([a], [b]) => (a < b ? -1 : 1)));
  }, [saved, queued, drafts]);

  const regime = query.data?.regime ?? "minimum_rest";
  const adultFrom = query.data?.adultFrom ?? null;
  const aboard = query.data?.aboard;
  const findings = useMemo(
    () => liveFindings(merged, regime, dates[0], adultFrom, aboard),
    [merged, regime, dates[0], adultFrom, aboard],
  );
  // The month's days not recorded, as signing asks about them (the nearest recorded days beyond the
  // range read bound them; only days aboard count): the server's rule over the same days.
  const before = query.data?.recordedBefore;
  const after = query.data?.recordedAfter;
  const notRecorded = useMemo(() => {
    const recorded = [before, ...merged.keys(), after].filter((d): d is string => !!d);
    return daysNotRecorded(recorded, dates[0], dates[dates.length - 1], aboard);
  }, [before, after, merged, dates[0], dates[dates.length - 1], aboard]);
  const status = query.data?.months.find((m) => m.month === month) ?? null;

  const setDraft = (date: string, draft: DayDraft | null) =>
    setDrafts((prev) => {
      const next = new Map(prev);
      if (draft) next.set(date, draft);
      else next.delete(date);
      return next;
    });

  const saveDay = async (date: string, reason?: string) => {
    const draft = merged.get(date) ?? { work: [], clockChange: 0 };
    const base = query.data?.days.find((d) => d.date === date)?.recordedAt ?? null;
    const outcome = await save.mutateAsync({
      date,
      base,
      body: { work: draft.work, clockChange: draft.clockChange, ...(reason ? { reason } : {}) },
    });
    setDraft(date, null);
    return outcome;
  };

  return {
    query,
    today,
    dates,
    saved,
    queued,
    conflicted,
    signQueued,
    drafts,
    merged,
    findings,
    notRecorded,
    status,
    regime,
    setDraft,
    saveDay,
    saving: save.isPending,
  };
}
export type RestMonthState = ReturnType<typeof useRestMonth>;

/** The days of this seafarer saved on this device and not yet on the server (conflicts included). */
function queuedDays(writes: QueuedWrite[], crewId: string): Map<string, DayDraft> {
  const days = new Map<string, DayDraft>();
  for (const w of writes) {
    if (w.kind !== "rest-day" || w.state === "failed" || !w.target.startsWith(`${crewId}/`)) continue;
    const body = w.body as { work: DayDraft["work"]; clockChange?: number };
    days.set(w.target.slice(crewId.length + 1), { work: body.work, clockChange: body.clockChange ?? 0 });
  }
  return days;
}
