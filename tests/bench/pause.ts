// The first viewer after a pause: nobody has used the server for a while (BENCH_PAUSE_SECONDS, default
// 40), then someone opens the screens, each call once, one after another, as a person does. What it shows
// is what a quiet office pays on its first click: the database connections' state after idling (a new
// PostgreSQL backend loads the catalog and plans every statement again) on top of the uncached SQL.
// Figures only, with the per-call budget (p99 ≤ 50 ms caches off) applied to each first answer.

export interface PauseFigures {
  idleSeconds: number;
  calls: number;
  sumMs: number;
  p50Ms: number;
  maxMs: number;
  /** The calls whose first answer took longer than the budget, the slowest first. */
  over: { name: string; ms: number }[];
}

const round = (n: number) => Math.round(n * 10) / 10;

export async function afterPause(
  url: string,
  headers: Record<string, string>,
  calls: readonly { name: string; path: string }[],
  idleSeconds: number,
  budgetMs: number,
): Promise<PauseFigures> {
  await new Promise((resolve) => setTimeout(resolve, idleSeconds * 1000));
  const times: { name: string; ms: number }[] = [];
  for (const call of calls) {
    const start = performance.now();
    const res = await fetch(url + call.path, { headers: { ...headers, "accept-encoding": "gzip" } });
    await res.arrayBuffer();
    times.push({ name: call.name, ms: round(performance.now() - start) });
  }
  const sorted = times.map((t) => t.ms).sort((a, b) => a - b);
  return {
    idleSeconds,
    calls: times.length,
    sumMs: Math.round(sorted.reduce((s, t) => s + t, 0)),
    p50Ms: sorted[Math.floor(sorted.length / 2)] ?? 0,
    maxMs: sorted.at(-1) ?? 0,
    over: times.filter((t) => t.ms > budgetMs).sort((a, b) => b.ms - a.ms),
  };
}

/** One line for the console and the performance page. */
export function pauseLine(p: PauseFigures, budgetMs: number): string {
  const over = p.over.length
    ? `${p.over.length} over ${budgetMs} ms: ${p.over
        .slice(0, 5)
        .map((o) => `${o.name} ${o.ms}`)
        .join(", ")}`
    : `none over ${budgetMs} ms`;
  return `after ${p.idleSeconds} s without requests, the ${p.calls} screen calls once each, one after another (caches off): sum ${p.sumMs} ms, median ${p.p50Ms} ms, slowest ${p.maxMs} ms; ${over}`;
}
