// The hours-of-rest rule engine's own cost: what the seafarer's grid pays on each keystroke (one month),
// what a vessel's month costs the server (25 seafarers), and a seafarer's whole year (recomputed on save).

import { rng } from "../../src/server/db/seed/random";
import type { RestDayInput } from "../../src/shared/rest-hours";
import { checkRestHours } from "../../src/shared/rest-hours-check";

function schedule(days: number, seed: number): RestDayInput[] {
  const r = rng(seed);
  const out: RestDayInput[] = [];
  const d = new Date("2026-01-01T00:00:00Z");
  for (let i = 0; i < days; i++) {
    const start = r.int(0, 16);
    const hh = (n: number) => `${String(n).padStart(2, "0")}:00`;
    out.push({
      date: d.toISOString().slice(0, 10),
      work: [
        { from: hh(start), to: hh(start + 4) },
        { from: hh(start + 5), to: hh(start + r.int(6, 8)) },
      ],
    });
    d.setUTCDate(d.getUTCDate() + 1);
  }
  return out;
}

function timeIt(runs: number, f: () => void): number {
  f();
  const t = performance.now();
  for (let i = 0; i < runs; i++) f();
  return (performance.now() - t) / runs;
}

export function benchRestEngine(): { monthMs: number; vesselMonthMs: number; yearMs: number } {
  const month = schedule(31, 1);
  const crew = Array.from({ length: 25 }, (_, i) => schedule(31, i + 2));
  const year = schedule(365, 99);
  return {
    monthMs: timeIt(200, () => checkRestHours(month)),
    vesselMonthMs: timeIt(20, () => {
      for (const c of crew) checkRestHours(c);
    }),
    yearMs: timeIt(50, () => checkRestHours(year)),
  };
}
