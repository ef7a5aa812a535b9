// `npm run bench:report`: writes the latest `npm run bench` (tests/bench/results/latest.json, or the file
// named) into docs/performance.md between its "latest run" markers, so the page holds the figures of the
// last run and nothing older: earlier runs are in the git history of that page. Every figure keeps the
// machine's load average beside it and its verdict against the budget the bench printed.
import { readFileSync, writeFileSync } from "node:fs";
import type { ImportsReport } from "./imports";
import type { CallFigures } from "./load";
import type { MixedFigures } from "./mixed";
import type { OriginFigure } from "./origin";
import { type PauseFigures, pauseLine } from "./pause";
import type { MonthClose } from "./run";

const PAGE = "docs/performance.md";
const START = "<!-- bench:latest:start (npm run bench:report writes what is between these lines) -->";
const END = "<!-- bench:latest:end -->";

type Call = CallFigures & { verdict?: string };
interface Run {
  engine: string;
  calls: Call[];
  cachesOff: Call[];
  maxRssMb: number;
  mixed: MixedFigures | null;
  mixedTwoInstances: MixedFigures | null;
  afterPause?: PauseFigures | null;
  monthClose: MonthClose | null;
}
interface Report {
  at: string;
  commit?: string;
  machine?: { cores: number; memoryGiB: number; node: string };
  seconds: number;
  only?: string;
  ceiling: CallFigures;
  budget?: Record<string, number>;
  runs: Run[];
  origin?: OriginFigure[];
  imports?: ImportsReport;
}

const ms = (n: number) => `${n}`;
const loads = (rows: Call[]) => {
  const l = rows.map((r) => r.load);
  return l.length ? `${Math.min(...l).toFixed(1)}–${Math.max(...l).toFixed(1)}` : "–";
};

/** One table: each call with caches on and off side by side. */
function callsTable(run: Run): string[] {
  const off = new Map(run.cachesOff.map((r) => [r.name, r]));
  const cell = (r: Call | undefined) =>
    !r ? "–" : r.status === 404 ? "missing" : `${ms(r.p50)} / ${ms(r.p99)} (${r.reqPerSec})`;
  const lines = [
    "| call | caches on: p50 / p99 ms (req/s) | caches off: p50 / p99 ms (req/s) | load on / off | on | off |",
    "|---|---:|---:|---:|---|---|",
  ];
  for (const r of run.calls) {
    const o = off.get(r.name);
    lines.push(
      `| ${r.name} | ${cell(r)} | ${cell(o)} | ${r.load.toFixed(1)} / ${o ? o.load.toFixed(1) : "–"} | ${r.verdict ?? ""} | ${o?.verdict ?? ""} |`,
    );
  }
  return lines;
}

/** " (409 POST /api/rotations: 50)": the answers not 2xx by status and call (older results: none). */
function errorKinds(m: MixedFigures): string {
  const kinds = Object.entries(m.errorsBy ?? {}).sort((a, b) => b[1] - a[1]);
  return kinds.length ? ` (${kinds.map(([k, n]) => `${k}: ${n}`).join(", ")})` : "";
}

function mixedLines(m: MixedFigures, where: string, budget: Record<string, number>): string[] {
  const verdict = (p99: number, limit: number | undefined) =>
    limit === undefined ? "" : p99 <= limit ? " meets" : " OVER";
  return [
    `- Mixed office workload, ${where} (${m.connections} connections, ${m.seconds} s, 1 write in 20): reads ${m.reads.perSec} req/s, p50 ${m.reads.p50} ms, p99 ${m.reads.p99} ms (budget ${budget.mixedReadP99Ms} ms:${verdict(m.reads.p99, budget.mixedReadP99Ms)}); writes p50 ${m.writes.p50} ms, p99 ${m.writes.p99} ms (budget ${budget.mixedWriteP99Ms} ms:${verdict(m.writes.p99, budget.mixedWriteP99Ms)})${m.errors ? `; ${m.errors} answers not 2xx${errorKinds(m)}` : ""}${m.clientCpuMs !== undefined ? `; the bench process's own CPU ${m.clientCpuMs} ms a request` : ""}.`,
    ...(m.slowest.length
      ? [
          `  Reads over 50 ms at p99, the worst first: ${m.slowest
            .slice(0, 8)
            .map((s) => `${s.path} (${s.p50} / ${s.p99} ms)`)
            .join("; ")}.`,
        ]
      : []),
  ];
}

export function renderLatest(report: Report): string {
  const budget = report.budget ?? {};
  const machine = report.machine
    ? `${report.machine.cores} cores, ${report.machine.memoryGiB} GiB, Node ${report.machine.node.replace(/^v/, "")}`
    : "machine not recorded";
  const out = [
    `Run at ${report.at.slice(0, 16).replace("T", " ")} UTC on ${report.commit ?? "an unrecorded commit"}; ${machine}; ${report.seconds} s per call at 10 connections after a warm-up; bare Fastify ceiling ${report.ceiling.reqPerSec} req/s (p99 ${report.ceiling.p99} ms, load ${report.ceiling.load.toFixed(1)}).${report.only ? ` Only the calls matching \`${report.only}\` (BENCH_ONLY): no growth, front-end or OCR figures in this run.` : ""}`,
    "",
    `Budgets: p99 ≤ ${budget.warmP99Ms ?? 20} ms with the read caches on, ≤ ${budget.p99Ms ?? 50} ms with them off (\`READ_CACHE_SECONDS=0 SESSION_CACHE_SECONDS=0\`, as right after a write), responses ≤ ${budget.sentKb ?? 200} KB; calls that make a file have their own budget, named in the verdict. The load column is the machine's 1-minute load average when each figure was taken: on a busy machine a figure is an upper bound.`,
  ];
  for (const run of report.runs) {
    out.push(
      "",
      `### ${run.engine === "postgres" ? "PostgreSQL" : "PGlite"}: large dataset (10,000 crew, 50,000 documents, 200 vessels)`,
      "",
    );
    out.push(...callsTable(run));
    out.push("");
    if (run.mixed) out.push(...mixedLines(run.mixed, "one instance", budget));
    if (run.mixedTwoInstances) out.push(...mixedLines(run.mixedTwoInstances, "two instances", budget));
    if (run.afterPause) {
      const line = pauseLine(run.afterPause, budget.p99Ms ?? 50);
      out.push(`- The first viewer ${line}.`);
    }
    if (run.monthClose) {
      const c = run.monthClose;
      out.push(
        `- Month close: ${c.vessels} vessels' portage bills of ${c.month} (${c.seafarers} seafarers) in ${c.seconds} s (p50 ${c.p50Ms} ms, max ${c.maxMs} ms a vessel; budget ${budget.monthCloseS ?? 60} s: ${c.seconds <= (budget.monthCloseS ?? 60) ? "meets" : "OVER"}).`,
      );
    }
    out.push(
      `- Server RSS under load: max ${run.maxRssMb} MB (budget < ${budget.rssMb ?? 300} MB: ${run.maxRssMb < (budget.rssMb ?? 300) ? "meets" : "OVER"}); load average over the calls ${loads(run.calls)} (caches on), ${loads(run.cachesOff)} (off).`,
    );
  }
  if (report.origin?.length) out.push(...originLines(report.origin));
  if (report.imports) out.push(...importLines(report.imports));
  return out.join("\n");
}

/** The ten calls against the origin's throughput at its data size, caches off (origin.ts). */
function originLines(figures: OriginFigure[]): string[] {
  return [
    "",
    "### Against the origin, at its data size (PostgreSQL, 2,000 crew, 1,000 rotations, 40 vessels; caches off)",
    "",
    "The origin's requests a second are its figures from the performance issue (50 vessels, 2,000 crew, 10,000 documents, 1,000 rotations; the same kind of machine); it is not here to measure again. Asked: ×100.",
    "",
    "| call | origin req/s | ours req/s | ours p99 ms | × | load | verdict |",
    "|---|---:|---:|---:|---:|---:|---|",
    ...figures.map(
      (f) =>
        `| ${f.origin} | ${f.originReqPerSec} | ${f.reqPerSec} | ${f.p99} | ${f.ratio} | ${f.load.toFixed(1)} | ${f.ratio >= 100 ? "meets" : "OVER: under ×100"} |`,
    ),
  ];
}

/** The imports' table: each engine's four calls, their time and the server's peak RSS beside the budgets. */
function importLines(i: ImportsReport): string[] {
  const b = i.budget;
  const verdict = (m: boolean | null) =>
    m === null ? "smaller than the budgets' size" : m ? "meets" : "OVER";
  return [
    "",
    `### Imports: ${i.crew.toLocaleString("en-GB")} seafarers and ${i.documents.toLocaleString("en-GB")} certificates (.xlsx), on an empty database`,
    "",
    `Budgets at 10,000 / 50,000: crew dry run ${b.crewDryS} s, crew import ${b.crewImportS} s, register dry run ${b.docsDryS} s, register import ${b.docsImportS} s; the server's peak RSS ≤ ${b.peakRssMb} MB.`,
    "",
    "| engine | call | time s | peak RSS MB | load | verdict | where the time went |",
    "|---|---|---:|---:|---:|---|---|",
    ...i.figures.map(
      (f) =>
        `| ${f.engine === "postgres" ? "PostgreSQL" : "PGlite"} | ${f.name} | ${f.seconds.toFixed(1)} | ${f.peakMb} | ${f.load.toFixed(1)} | ${verdict(f.meets)} | ${f.spans || "–"} |`,
    ),
  ];
}

/** The page with what is between the markers replaced. */
export function withLatest(page: string, latest: string): string {
  const start = page.indexOf(START);
  const end = page.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${PAGE} has no "${START}" … "${END}" block`);
  return `${page.slice(0, start + START.length)}\n${latest}\n${page.slice(end)}`;
}

if (process.argv[1]?.endsWith("report.ts")) {
  const file = process.argv[2] ?? "tests/bench/results/latest.json";
  const report = JSON.parse(readFileSync(file, "utf8")) as Report;
  writeFileSync(PAGE, withLatest(readFileSync(PAGE, "utf8"), renderLatest(report)));
  console.log(`${PAGE}: latest figures from ${file} (${report.at}, ${report.commit ?? "commit unknown"})`);
}
