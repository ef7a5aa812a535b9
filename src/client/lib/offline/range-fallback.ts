// A seafarer's month of hours of rest is read as `from` (6 days before the month) `to` (today, or the
// month's end): the URL changes every day. Offline on a later day, the worker answers with the same month
// kept on an earlier day: the same path and `from`, the latest `to` not after the one asked for.
// Days after that `to` were in the future when it was read, so nothing recorded is missing from it but
// what was recorded elsewhere since, which no offline answer can know.
const RANGE_PATH = /^\/api\/crew\/[^/]+\/rest-hours$/;

/** Of the kept URLs, the one that answers `wanted` when there is no connection, or null. */
export function rangeFallback(wanted: string, kept: readonly string[]): string | null {
  const w = new URL(wanted);
  const from = w.searchParams.get("from");
  const to = w.searchParams.get("to");
  if (!RANGE_PATH.test(w.pathname) || !from || !to || [...w.searchParams.keys()].length !== 2) return null;
  let best: { url: string; to: string } | null = null;
  for (const url of kept) {
    const k = new URL(url);
    const keptTo = k.searchParams.get("to");
    if (k.origin !== w.origin || k.pathname !== w.pathname || k.searchParams.get("from") !== from) continue;
    if (!keptTo || keptTo > to || [...k.searchParams.keys()].length !== 2) continue;
    if (!best || keptTo > best.to) best = { url, to: keptTo };
  }
  return best?.url ?? null;
}
