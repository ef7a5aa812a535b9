// Fleet timeline logic: which days of a window a rotation covers, and relief gaps.
// Gap rule (shown on screen): when a crew member leaves a vessel, someone of the same rank must be
// aboard that vessel (joined on or before the day after) — otherwise the days until the next
// same-rank join (or the end of the window) are a gap.
import { addDays } from "./dates";

export const GAP_RULE_TEXT =
  "Relief gap: a crew member leaves and nobody of the same rank is aboard that vessel the next day.";

export interface Stay {
  id: string;
  vesselId: string;
  rank: string;
  joinDate: string;
  leaveDate: string | null;
  status: string;
}

export interface Span {
  start: string;
  end: string;
}

/** The part of a stay inside [from, to] (an open leave date runs to the window's end), or null. */
export function clipStay(stay: Pick<Stay, "joinDate" | "leaveDate">, from: string, to: string): Span | null {
  const end = stay.leaveDate ?? to;
  if (stay.joinDate > to || end < from) return null;
  return { start: stay.joinDate < from ? from : stay.joinDate, end: end > to ? to : end };
}

export interface Gap extends Span {
  vesselId: string;
  rank: string;
  /** The rotation whose leave opens the gap. */
  afterId: string;
}

/** Relief gaps inside [from, to] for the given stays (cancelled ones are ignored). */
export function reliefGaps(stays: Stay[], from: string, to: string): Gap[] {
  const live = stays.filter((s) => s.status !== "cancelled");
  const gaps: Gap[] = [];
  for (const s of live) {
    if (!s.leaveDate || s.leaveDate >= to || s.leaveDate < addDays(from, -1)) continue;
    const dayAfter = addDays(s.leaveDate, 1);
    const same = live.filter((o) => o.id !== s.id && o.vesselId === s.vesselId && o.rank === s.rank);
    const covered = same.some((o) => o.joinDate <= dayAfter && (o.leaveDate ?? "9999-12-31") >= dayAfter);
    if (covered) continue;
    const nextJoin = same
      .map((o) => o.joinDate)
      .filter((d) => d > dayAfter)
      .sort()[0];
    const end = nextJoin ? addDays(nextJoin, -1) : to;
    const span = clipStay({ joinDate: dayAfter, leaveDate: end }, from, to);
    if (span) gaps.push({ ...span, vesselId: s.vesselId, rank: s.rank, afterId: s.id });
  }
  return gaps;
}
