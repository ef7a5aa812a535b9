// npm run bench:imports: the spreadsheet imports at an office's scale — a crew list of 10,000 seafarers
// with contracts and a certificate register of 50,000 documents (5 each), each checked (dry run) and
// imported, on each engine, against the real server started as `npm start` runs it on an empty database.
// Prints the time of each call and the server's peak resident memory while it ran, beside the budgets
// below ("meets" / "OVER"); never fails on them.
// Each call asks for the progress lines (Accept: application/x-ndjson) and prints how long each of the
// server's phases took: the file sent and read, the rows checked, (a crew list's updates tried for tour
// clashes,) written, and the answer sent.
// Options: --crew N (default 10000; the register has 5 documents per seafarer), --plain (the JSON answer
// alone, as before the progress lines), BENCH_ENGINES=pglite or postgres, BENCH_DATABASE_URL. A small
// run (--crew 200) is a smoke test. `npm run bench` runs the same (benchImports) after the screens' calls
// and keeps its figures in the report.
import { rmSync } from "node:fs";
import { loadavg } from "node:os";
import ExcelJS from "exceljs";
import pg from "pg";
import { openDatabase } from "../../src/server/db/client";
import { runMigrations } from "../../src/server/db/migrate";
import { ensureAdminAccount } from "../../src/server/modules/users/service";
import { freePort, rssMb, startApp } from "../support/app-process";
import { BENCH_DB_PREFIX, BENCH_PASSWORD, postgresReachable } from "./dataset";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
/** The budgets' size: 10,000 seafarers, 50,000 certificates. */
const FULL_CREW = 10_000;
/** --plain: ask for the JSON answer alone (no progress lines, so no phase times). */
const PLAIN = process.argv.includes("--plain");
const DOCS_PER_SEAFARER = 5;
const pgUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** Seconds per call at full size (10,000 crew, 50,000 documents) and the server's peak RSS, MB. */
export const IMPORT_BUDGET = {
  crewDryS: 30,
  crewImportS: 120,
  docsDryS: 60,
  docsImportS: 300,
  peakRssMb: 1024,
};

const RANKS = ["Captain", "Chief Officer", "Able Seaman", "Oiler", "Cook"];
const TYPES = [
  "Passport",
  "Medical Certificate",
  "Basic Safety Training",
  "Security Awareness",
  "Medical First Aid",
];
const pad = (n: number) => String(n).padStart(2, "0");
const dob = (i: number) => `${1960 + (i % 40)}-${pad(1 + (i % 12))}-${pad(1 + (i % 28))}`;

async function workbook(rows: (string | number)[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet("Sheet1");
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const crewFile = (crew: number) =>
  workbook([
    [
      "First name",
      "Last name",
      "Date of birth",
      "Nationality",
      "Rank",
      "Contract start",
      "Contract end",
      "Salary",
    ],
    ...Array.from({ length: crew }, (_, i) => [
      `Seafarer${i}`,
      "Bench",
      dob(i),
      "Filipino",
      RANKS[i % RANKS.length],
      "2026-11-01",
      "2027-05-01",
      3000 + (i % 50) * 100,
    ]),
  ]);

const registerFile = (crew: number) =>
  workbook([
    [
      "First name",
      "Last name",
      "Date of birth",
      "Certificate type",
      "Document number",
      "Issue date",
      "Expiry date",
      "Issuing authority",
    ],
    ...Array.from({ length: crew * DOCS_PER_SEAFARER }, (_, n) => {
      const i = Math.floor(n / DOCS_PER_SEAFARER);
      const t = n % DOCS_PER_SEAFARER;
      return [
        `Seafarer${i}`,
        "Bench",
        dob(i),
        TYPES[t],
        `D${i}-${t}`,
        "2025-01-01",
        "2030-01-01",
        "Authority",
      ];
    }),
  ]);

async function emptyDatabase(engine: "pglite" | "postgres") {
  const tag = `${process.pid}_${Date.now()}`;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (engine === "pglite") {
    const dir = `/tmp/cf-bench-imports-${tag}`;
    env = { DATA_DIR: dir };
    drop = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const name = `${BENCH_DB_PREFIX}_imports_${tag}`;
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(pgUrl);
    u.pathname = `/${name}`;
    env = { DATABASE_URL: u.toString() };
    drop = async () => {
      const c = new pg.Client({ connectionString: pgUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => c.end());
    };
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await runMigrations(database);
    await ensureAdminAccount(database.db, BENCH_PASSWORD);
  } finally {
    await database.close();
  }
  return { env: { ...env, SEED_DEMO: "false", DEMO_PASSWORD: BENCH_PASSWORD }, drop };
}

/** When each of the server's phases began and ended (s from the request's start), from its NDJSON lines. */
type Phases = Record<string, { from: number; to: number }>;

/** The NDJSON answer read as it arrives: each phase's first and last line timed, and the last line. */
async function readLines(res: Response, start: number) {
  const phases: Phases = {};
  let last: Record<string, unknown> | null = null;
  let buffered = "";
  const decoder = new TextDecoder();
  const take = (line: string) => {
    if (!line.trim()) return;
    last = JSON.parse(line) as Record<string, unknown>;
    const phase = last.phase;
    if (typeof phase !== "string") return;
    const at = (performance.now() - start) / 1000;
    phases[phase] ??= { from: at, to: at };
    phases[phase].to = at;
  };
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
    buffered += decoder.decode(chunk, { stream: true });
    let end = buffered.indexOf("\n");
    while (end >= 0) {
      take(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      end = buffered.indexOf("\n");
    }
  }
  take(buffered);
  return {
    phases,
    last: last as { summary?: Record<string, number>; message?: string; status?: number } | null,
  };
}

/** "read 35.1 s, check 14.2 s, write 40.3 s, answer 1.2 s": the file sent and read (to the first line),
 * each phase's span to the next one's first line, the rest to the last byte. */
function phaseSpans(phases: Phases, seconds: number) {
  const order = ["reading", "checking", "tours", "writing"].filter((p) => phases[p]);
  const words: Record<string, string> = {
    reading: "read",
    checking: "check",
    tours: "tours",
    writing: "write",
  };
  const spans = order.map((p, i) => {
    const from = i === 0 ? 0 : (phases[p] as { from: number }).from;
    const next = order[i + 1];
    const to = next ? (phases[next] as { from: number }).from : (phases[p] as { to: number }).to;
    return `${words[p]} ${(to - from).toFixed(1)} s`;
  });
  const lastLine = order.length ? (phases[order.at(-1) as string] as { to: number }).to : 0;
  return [...spans, `answer ${(seconds - lastLine).toFixed(1)} s`].join(", ");
}

/** One import call: its time, the server's peak RSS while it ran, its summary, and (asked with
 * Accept: application/x-ndjson, unless --plain) how long each of the server's phases took. */
async function timed(url: string, token: string, kind: string, dryRun: boolean, file: Buffer, pid: number) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), `${kind}.xlsx`);
  let peak = await rssMb(pid);
  const sampler = setInterval(() => {
    void rssMb(pid).then((mb) => {
      peak = Math.max(peak, mb);
    });
  }, 100);
  const start = performance.now();
  const res = await fetch(`${url}/api/imports?kind=${kind}&dryRun=${dryRun}&onError=refuse`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, ...(PLAIN ? {} : { accept: "application/x-ndjson" }) },
    body: form,
  });
  if (res.status !== 200) {
    clearInterval(sampler);
    throw new Error(`${kind} import answered ${res.status}: ${await res.text()}`);
  }
  const { phases, last } = PLAIN
    ? {
        phases: {},
        last: (await res.json()) as { summary?: Record<string, number>; message?: string; status?: number },
      }
    : await readLines(res, start);
  const seconds = (performance.now() - start) / 1000;
  clearInterval(sampler);
  if (!last?.summary) throw new Error(`${kind} import failed: ${JSON.stringify(last)}`);
  return {
    seconds,
    peakMb: Math.max(peak, await rssMb(pid)),
    summary: last.summary,
    spans: PLAIN ? "" : phaseSpans(phases, seconds),
  };
}

/** One call's figures, as `npm run bench` keeps them. */
export interface ImportFigure {
  engine: "pglite" | "postgres";
  name: string;
  seconds: number;
  peakMb: number;
  budgetS: number;
  /** Against the budgets; null for a run smaller than the budgets' size. */
  meets: boolean | null;
  load: number;
  spans: string;
  summary: Record<string, number>;
}

export interface ImportsReport {
  crew: number;
  documents: number;
  budget: typeof IMPORT_BUDGET;
  figures: ImportFigure[];
}

async function benchEngine(
  engine: "pglite" | "postgres",
  files: { crew: Buffer; register: Buffer },
  crew: number,
  port: number | undefined,
  log: (line: string) => void,
): Promise<ImportFigure[]> {
  const db = await emptyDatabase(engine);
  const app = await startApp(db.env, port ?? (await freePort()));
  const figures: ImportFigure[] = [];
  try {
    const login = await fetch(`${app.url}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: "admin", password: BENCH_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };
    const runs = [
      ["crew dry run", "crew", true, files.crew, IMPORT_BUDGET.crewDryS],
      ["crew import", "crew", false, files.crew, IMPORT_BUDGET.crewImportS],
      ["register dry run", "documents", true, files.register, IMPORT_BUDGET.docsDryS],
      ["register import", "documents", false, files.register, IMPORT_BUDGET.docsImportS],
    ] as const;
    for (const [name, kind, dryRun, file, budgetS] of runs) {
      const r = await timed(app.url, token, kind, dryRun, file, app.pid);
      const meets = crew === FULL_CREW ? r.seconds <= budgetS && r.peakMb <= IMPORT_BUDGET.peakRssMb : null;
      const load = loadavg()[0];
      figures.push({
        engine,
        name,
        seconds: r.seconds,
        peakMb: r.peakMb,
        budgetS,
        meets,
        load,
        spans: r.spans,
        summary: r.summary,
      });
      log(
        `${engine.padEnd(8)} ${name.padEnd(17)} ${r.seconds.toFixed(1).padStart(7)} s  load ${load.toFixed(1).padStart(4)}  peak RSS ${String(r.peakMb).padStart(5)} MB  ${JSON.stringify(r.summary)}  ${meets === null ? "(smaller than the budgets' size)" : meets ? "meets" : "OVER"}`,
      );
      if (r.spans) log(`${" ".repeat(27)}${r.spans}`);
    }
  } finally {
    await app.stop();
    await db.drop();
  }
  return figures;
}

/** The four imports (crew list and register, each dry run and real) on each engine, on an empty database. */
export async function benchImports(opts: {
  engines: ("pglite" | "postgres")[];
  crew?: number;
  port?: number;
  log?: (line: string) => void;
}): Promise<ImportsReport> {
  const crew = opts.crew ?? FULL_CREW;
  const log = opts.log ?? console.log;
  const files = { crew: await crewFile(crew), register: await registerFile(crew) };
  log(
    `imports: ${crew.toLocaleString("en-GB")} seafarers (${(files.crew.length / 1024).toFixed(0)} KB), ${(crew * DOCS_PER_SEAFARER).toLocaleString("en-GB")} documents (${(files.register.length / 1024).toFixed(0)} KB); budgets ${JSON.stringify(IMPORT_BUDGET)}`,
  );
  const figures: ImportFigure[] = [];
  for (const engine of opts.engines) {
    if (engine === "postgres" && !(await postgresReachable(pgUrl))) {
      log("postgres: not reachable, skipped");
      continue;
    }
    figures.push(...(await benchEngine(engine, files, crew, opts.port, log)));
  }
  return { crew, documents: crew * DOCS_PER_SEAFARER, budget: IMPORT_BUDGET, figures };
}

if (process.argv[1]?.endsWith("imports.ts")) {
  await benchImports({
    engines: (process.env.BENCH_ENGINES ?? "pglite,postgres").split(",") as ("pglite" | "postgres")[],
    crew: arg("crew", FULL_CREW),
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) + 6 : undefined,
  });
}
