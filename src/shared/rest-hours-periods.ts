// Hours of rest: the rest periods of one segment of the timeline and the two-period rule as the flag
// guidance reads it (docs/regulations.md, "Hours of rest", rules `periods` and `exception_days`). No I/O.

/** Slots per hour, and the 24-hour window, in 30-minute slots. */
const H = 2;
export const W24 = 24 * H;
const MIN_REST_24H = 10 * H;
/** The length given to a rest period that began where the records begin (it may have begun earlier). */
const UNKNOWN_LENGTH = 1_000_000;

/**
 * For each 24-hour window [g, g + 24 h) of a segment of n slots: how many rest periods END inside it
 * (end in (g, g + 24 h], before the end of the records) and the sum of the whole lengths of the `k`
 * longest of them. `runs` are the segment's rest periods [start, end) in order.
 */
export function periodWindows(runs: ReadonlyArray<readonly [number, number]>, n: number, k: number) {
  const windows = Math.max(0, n - W24 + 1);
  const count = new Int32Array(windows);
  const best = new Float64Array(windows);
  const closed = runs.filter(([, b]) => b < n);
  let first = 0;
  for (let g = 0; g < windows; g++) {
    while (first < closed.length && closed[first][1] <= g) first++;
    const lengths: number[] = [];
    for (let i = first; i < closed.length && closed[i][1] <= g + W24; i++) {
      const [a, b] = closed[i];
      lengths.push(a === 0 ? UNKNOWN_LENGTH : b - a);
    }
    lengths.sort((x, y) => y - x);
    count[g] = lengths.length;
    best[g] = lengths.slice(0, k).reduce((s, x) => s + x, 0);
  }
  return { count, best };
}

/**
 * A window breaches the two-period rule (allowing `k` periods) when more than `k` rest periods end in it
 * and the `k` longest of them do not hold the 10-hour minimum together. Further short periods on top of
 * 10 h in at most `k` (a lunch hour, a tea break) are no breach. Returns the k longest's sum, or null.
 */
export function periodsBreach(w: { count: Int32Array; best: Float64Array }, g: number, k: number) {
  return w.count[g] > k && w.best[g] < MIN_REST_24H ? w.best[g] : null;
}
