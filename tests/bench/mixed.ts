// The mixed office workload (DESIGN §7): 10 connections for a fixed time, each looping over
// the calls the office screens make with varied filters, and about one request in 20 a write (edit a
// crew member, add a document and delete it again, schedule a rotation). Reads and writes are timed apart
// (p50/p99 from every request's own time); a write clears the read cache of every instance, so the reads
// here are mostly the cold path. Figures only: the bench never fails on time.
// The load is sent as autocannon sends the single calls: plain HTTP/1.1 keep-alive, each answer read as
// sent (gzip) and not decoded, except a write's (its id is needed). The mix ran on fetch, which decodes
// every answer: on the same 2 cores as the server that took ~1.7 ms of CPU a request, a quarter of the
// machine (server Node 2.3 ms, PostgreSQL 3.1 ms a request), so the mix measured the server on three
// quarters of the machine. The bench process's own CPU a request is reported beside the figures.
import { Agent, request } from "node:http";
import { gunzipSync } from "node:zlib";
import type { BenchIds } from "./api-calls";
import { apiCalls } from "./api-calls";

export interface Latencies {
  count: number;
  perSec: number;
  p50: number;
  p99: number;
}
export interface MixedFigures {
  seconds: number;
  connections: number;
  reads: Latencies;
  writes: Latencies;
  /** The read paths with the longest tail (p99 over the budget's 50 ms), the worst first: where the time goes. */
  slowest: { path: string; count: number; p50: number; p99: number }[];
  /** Answers other than 2xx (with the first few for the log), and how many of each status and call:
   * "409 POST /api/rotations" is the app refusing to book a seafarer already booked on those days (the
   * mix picks seafarers and days without looking), an answer the office gets too. */
  errors: number;
  errorsBy?: Record<string, number>;
  firstErrors: string[];
  /** The bench process's CPU (the load generator, and the two-instance run's proxy) per request, in ms:
   * it shares the machine with the server (older results: none). */
  clientCpuMs?: number;
}

const WRITE_EVERY = 20;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10;
}

function latencies(times: number[], seconds: number): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    count: sorted.length,
    perSec: Math.round(sorted.length / seconds),
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
  };
}

type Call = { method: string; path: string; body?: unknown; followUp?: (answer: unknown) => Call | null };

/** Read paths with varied filters: the screens' calls plus searches, pages and statuses. */
function readPaths(ids: BenchIds): string[] {
  // files made on request (PDF, xlsx: measured at their own concurrency) are not screen loads
  const base = apiCalls(ids)
    .filter((c) => c.budget?.connections === undefined)
    .map((c) => c.path);
  const varied = ["ali", "mar", "son", "pet", "ng"].flatMap((q) => [
    `/api/crew?q=${q}&limit=50`,
    `/api/documents?q=${q}&limit=50`,
  ]);
  const pages = [50, 100, 150, 200].flatMap((offset) => [
    `/api/crew?limit=50&offset=${offset}`,
    `/api/documents?limit=50&offset=${offset}&status=valid`,
  ]);
  return [...base, ...varied, ...pages];
}

/** One write of the mix, in turn: edit a crew member, add a document (then delete it), schedule a rotation. */
function writeCall(n: number, ids: BenchIds, crew: string[], today: string): Call {
  const member = crew[n % crew.length];
  const kind = n % 3;
  if (kind === 0)
    return {
      method: "PUT",
      path: `/api/crew/${member}`,
      body: { phoneNumber: `+1555${String(n).padStart(7, "0")}` },
    };
  if (kind === 1)
    return {
      method: "POST",
      path: "/api/documents",
      body: {
        crewMemberId: member,
        type: "visa",
        documentNumber: `BENCH-${n}`,
        issueDate: "2025-01-01",
        expiryDate: "2028-01-01",
        issuingAuthority: "Bench Authority",
      },
      followUp: (answer) => {
        const id = (answer as { id?: string }).id;
        return id ? { method: "DELETE", path: `/api/documents/${id}` } : null;
      },
    };
  const join = new Date(Date.parse(today) + (30 + (n % 300)) * 86_400_000).toISOString().slice(0, 10);
  return {
    method: "POST",
    path: "/api/rotations",
    body: {
      crewMemberId: member,
      vesselId: ids.vesselId,
      joinDate: join,
      rotationType: "join",
      override: { reason: "bench: mixed workload" },
    },
  };
}

export async function mixedWorkload(
  url: string,
  headers: Record<string, string>,
  ids: BenchIds,
  seconds = 30,
  connections = 10,
): Promise<MixedFigures> {
  const plain = { ...headers, "accept-encoding": "gzip" };
  const json = { ...plain, "content-type": "application/json" };
  const crewRes = await fetch(`${url}/api/crew?limit=200&offset=500`, { headers });
  const crew = ((await crewRes.json()) as { id: string }[]).map((c) => c.id);
  const reads = readPaths(ids);
  const today = new Date().toISOString().slice(0, 10);
  const readTimes: number[] = [];
  const byPath = new Map<string, number[]>();
  const writeTimes: number[] = [];
  const firstErrors: string[] = [];
  let errors = 0;
  const errorsBy: Record<string, number> = {};
  let sent = 0;
  const until = performance.now() + seconds * 1000;

  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  /** The answer's status, and its body decoded only when `decode` (a write's answer, or an error's). */
  function exchange(call: Call, decode: boolean): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const body = call.body === undefined ? undefined : JSON.stringify(call.body);
      const req = request(
        url + call.path,
        { method: call.method, agent, headers: body === undefined ? plain : json },
        (res) => {
          const status = res.statusCode ?? 0;
          const keep = decode || status < 200 || status > 299;
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => {
            if (keep) chunks.push(c);
          });
          res.on("error", reject);
          res.on("end", () => {
            if (!keep) return resolve({ status, text: "" });
            const raw = Buffer.concat(chunks);
            const text = (res.headers["content-encoding"] === "gzip" ? gunzipSync(raw) : raw).toString(
              "utf8",
            );
            resolve({ status, text });
          });
        },
      );
      req.on("error", reject);
      req.end(body);
    });
  }

  async function send(call: Call, times: number[]): Promise<unknown> {
    const start = performance.now();
    const own =
      call.method === "GET" ? (byPath.get(call.path) ?? byPath.set(call.path, []).get(call.path)) : null;
    const res = await exchange(call, call.method !== "GET");
    times.push(performance.now() - start);
    own?.push(performance.now() - start);
    if (res.status < 200 || res.status > 299) {
      errors++;
      const kind = `${res.status} ${call.method} ${call.path.split("?")[0].replace(/[0-9a-f-]{36}/g, ":id")}`;
      errorsBy[kind] = (errorsBy[kind] ?? 0) + 1;
      if (firstErrors.length < 5)
        firstErrors.push(`${call.method} ${call.path} → ${res.status} ${res.text.slice(0, 120)}`);
      return null;
    }
    return res.text ? JSON.parse(res.text) : null;
  }

  async function connection(k: number) {
    let i = k * 7;
    while (performance.now() < until) {
      const n = sent++;
      if (n % WRITE_EVERY === WRITE_EVERY - 1) {
        let call: Call | null = writeCall(Math.floor(n / WRITE_EVERY), ids, crew, today);
        while (call) {
          const answer = await send(call, writeTimes);
          call = answer && call.followUp ? call.followUp(answer) : null;
        }
      } else {
        await send({ method: "GET", path: reads[i++ % reads.length] }, readTimes);
      }
    }
  }

  const cpuBefore = process.cpuUsage();
  await Promise.all(Array.from({ length: connections }, (_, k) => connection(k)));
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  const slowest = [...byPath]
    .map(([path, times]) => ({ path, ...latencies(times, seconds) }))
    .filter((l) => l.p99 > 50)
    .sort((a, b) => b.p99 - a.p99)
    .slice(0, 8)
    .map(({ path, count, p50, p99 }) => ({ path, count, p50, p99 }));
  return {
    seconds,
    connections,
    reads: latencies(readTimes, seconds),
    writes: latencies(writeTimes, seconds),
    slowest,
    errors,
    errorsBy,
    firstErrors,
    clientCpuMs:
      Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, readTimes.length + writeTimes.length)) * 100) /
      100,
  };
}
