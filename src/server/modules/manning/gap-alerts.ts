// The manning gaps starting within a window from today, merged per vessel × rank × first short day with
// their severity (src/shared/manning-alerts.ts): what the dashboard counts, the upcoming events list and
// the alerts raise. One fleet-wide gaps call (listManningGaps, over the stored tours) per window, shared
// through the read cache by the dashboard, the events and the alerts until the next write: a tour planned
// or a safe manning changed clears it, so a closed gap is gone from the next answer.
import { addDays } from "../../../shared/dates";
import { bySoonest, gapAlerts, type ManningGapAlert } from "../../../shared/manning-alerts";
import { cachedRead, type RequestCtx } from "../../lib/request-ctx";
import { alertWindows } from "../alerts/service";
import { listManningGaps } from "./service";

// The alerts of one fleet answer (the same array while no vessel changed: manning/gaps-memo.ts) per set of
// alert windows, so the dashboard and the events do not merge and sort the same gaps on every request.
const alertsOf = new WeakMap<object, Map<string, ManningGapAlert[]>>();

/** Gaps with a short day in [today, today + days − 1], soonest first; one vessel's when `vesselId`. */
export function upcomingManningGaps(
  ctx: RequestCtx,
  days: number,
  vesselId?: string,
): Promise<ManningGapAlert[]> {
  return cachedRead(ctx, "manning-gap-alerts", { days, vesselId }, async () => {
    const to = addDays(ctx.today, days - 1);
    const [windows, runs] = await Promise.all([
      alertWindows(ctx.db),
      listManningGaps(ctx, { from: ctx.today, to, vesselId }),
    ]);
    const perWindows = alertsOf.get(runs) ?? new Map<string, ManningGapAlert[]>();
    alertsOf.set(runs, perWindows);
    const key = `${ctx.today}|${JSON.stringify(windows)}`;
    const known = perWindows.get(key);
    if (known) return known;
    const alerts = gapAlerts(runs, ctx.today, windows).sort(bySoonest);
    perWindows.set(key, alerts);
    return alerts;
  });
}
