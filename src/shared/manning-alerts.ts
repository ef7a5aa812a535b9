// Manning gaps raised ahead of time: on the dashboard (a count and the vessels
// affected), as upcoming events and as alerts. One gap is a vessel × rank × first short day: the runs
// of GET /api/manning/gaps that touch (one ends the day before the next starts, the head count changing
// inside the shortage) are one gap, short by the most it lacks on any of its days. A gap already under way
// on `today` starts today (the range asked for starts today). Its severity is the alert ladder of the
// expiry alerts on the days until it starts: critical within the critical window (and under way), then
// warning, info, upcoming beyond the info window. Nothing is stored: a gap closed by a planned tour is
// gone from the next answer (it resolves itself).
import { z } from "zod";
import { addDays, daysBetween, formatDisplayDate } from "./dates";
import { type AlertWindows, alertSeverity, DEFAULT_ALERT_WINDOWS } from "./expiry";
import { type TManningGap, ZManningGap } from "./manning";
import { MANNING_GAP_DAYS } from "./manning-window";
import { type AlertSeverity, SEVERITY_LEVELS } from "./severity";

export interface ManningGapAlert {
  /** vesselId:rank:from, stable while the gap's first day stays. */
  id: string;
  vesselId: string;
  vesselName: string;
  rank: string;
  from: string;
  to: string;
  required: number;
  /** The fewest aboard on any day of the gap. */
  planned: number;
  /** required − planned at the worst. */
  shortBy: number;
  /** Days from today to the first short day (0: today or under way). */
  daysUntil: number;
  severity: AlertSeverity;
}

/** The gaps of `runs` (ordered by vessel, then rank, then date, as the gaps service answers) merged into
 * one per contiguous shortage, in the same order. */
export function gapAlerts(
  runs: readonly TManningGap[],
  today: string,
  windows: AlertWindows = DEFAULT_ALERT_WINDOWS,
): ManningGapAlert[] {
  const out: ManningGapAlert[] = [];
  for (const r of runs) {
    const prev = out.at(-1);
    if (prev && prev.vesselId === r.vesselId && prev.rank === r.rank && addDays(prev.to, 1) === r.from) {
      prev.to = r.to;
      prev.planned = Math.min(prev.planned, r.planned);
      prev.required = Math.max(prev.required, r.required);
      prev.shortBy = prev.required - prev.planned;
      continue;
    }
    const daysUntil = Math.max(0, daysBetween(today, r.from));
    out.push({
      id: `${r.vesselId}:${r.rank}:${r.from}`,
      vesselId: r.vesselId,
      vesselName: r.vesselName,
      rank: r.rank,
      from: r.from,
      to: r.to,
      required: r.required,
      planned: r.planned,
      shortBy: r.required - r.planned,
      daysUntil,
      severity: alertSeverity(daysUntil, windows),
    });
  }
  return out;
}

/**
 * The gap's period in words for a list over `windowDays` from today: "Short from today" or "Short from
 * Dec 01, 2026 (in 4 days)", then its last day, or ", continuing" when the shortage reaches the window's
 * last day (it goes on past what was asked, so that day is not its end).
 */
export function gapPeriodText(
  g: Pick<ManningGapAlert, "from" | "to" | "daysUntil">,
  windowDays: number = MANNING_GAP_DAYS,
): string {
  const start =
    g.daysUntil === 0
      ? "Short from today"
      : `Short from ${formatDisplayDate(g.from)} (in ${g.daysUntil} day${g.daysUntil === 1 ? "" : "s"})`;
  // the gap's `from` is today + daysUntil (a gap under way starts today), so the window ends at:
  const windowEnd = addDays(g.from, windowDays - 1 - g.daysUntil);
  return g.to >= windowEnd ? `${start}, continuing` : `${start} to ${formatDisplayDate(g.to)}`;
}

/** Soonest first, then by vessel name and rank (the alert list's order). */
export const bySoonest = (a: ManningGapAlert, b: ManningGapAlert) =>
  a.from.localeCompare(b.from) || a.vesselName.localeCompare(b.vesselName) || a.id.localeCompare(b.id);

/** The dashboard's figure: gaps, and the vessels they are on. */
export function gapCounts(alerts: readonly ManningGapAlert[]): { gaps: number; vessels: number } {
  return { gaps: alerts.length, vessels: new Set(alerts.map((a) => a.vesselId)).size };
}

/** Where a manning gap is worked on: the planning board, showing the vessel. */
export function planningHref(vesselId: string | null): string {
  return vesselId ? `/planning?vesselId=${encodeURIComponent(vesselId)}` : "/planning";
}

export const ZManningGapAlertsQuery = z.object({
  days: z.coerce.number().int().min(1).max(365).default(MANNING_GAP_DAYS),
  vesselId: z.uuid("Not a valid id").toLowerCase().optional(),
});
export type TManningGapAlertsQuery = z.infer<typeof ZManningGapAlertsQuery>;

/** A manning gap as the alerts list it: the gap with its id, shortfall and severity. */
export const ZManningGapAlert = z.object({
  id: z.string(),
  ...ZManningGap.shape,
  shortBy: z.number().int(),
  daysUntil: z.number().int(),
  severity: z.enum(SEVERITY_LEVELS),
});
export type TManningGapAlert = z.infer<typeof ZManningGapAlert>;
