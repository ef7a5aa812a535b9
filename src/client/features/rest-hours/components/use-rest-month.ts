// The seafarer's month as state: the server's days (the month and the 6 days before, for the rolling
// windows), the unsaved drafts on top, and the live findings of the shared engine over both.
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { appToday } from "@/lib/today";
import { restRangeQuery, useSaveRestDay } from "../api";
import { type DayDraft, liveFindings, monthDates, restMonthRange } from "../grid-model";

export function useRestMonth(crewId: string, month: string) {
  const today = appToday();
  const dates = monthDates(month);
  const { from, to } = restMonthRange(month, today);
  const query = useQuery(restRangeQuery(crewId, from, to));
  const [drafts, setDrafts] = useState<Map<string, DayDraft>>(new Map());
  const save = useSaveRestDay(crewId);

  const saved = useMemo(() => {
    const m = new Map<string, DayDraft>();
    for (const d of query.data?.days ?? []) m.set(d.date, { work: d.work, clockChange: d.clockChange });
    return m;
  }, [query.data]);

  const merged = useMemo(() => {
    const m = new Map(saved);
    for (const [date, d] of drafts) m.set(date, d);
    return new Map([...m].sort(([a], [b]) => (a < b ? -1 : 1)));
  }, [saved, drafts]);

  const regime = query.data?.regime ?? "minimum_rest";
  const adultFrom = query.data?.adultFrom ?? null;
  const findings = useMemo(
    () => liveFindings(merged, regime, dates[0], adultFrom),
    [merged, regime, dates[0], adultFrom],
  );
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
    await save.mutateAsync({
      date,
      body: { work: draft.work, clockChange: draft.clockChange, ...(reason ? { reason } : {}) },
    });
    setDraft(date, null);
  };

  return {
    query,
    today,
    dates,
    saved,
    drafts,
    merged,
    findings,
    status,
    regime,
    setDraft,
    saveDay,
    saving: save.isPending,
  };
}
export type RestMonthState = ReturnType<typeof useRestMonth>;
