// One measured call: autocannon with 10 connections (or as told) after a warm-up, plus the size of one response as
// sent (gzip when the server compresses) and as JSON.
import { request } from "node:http";
import { loadavg } from "node:os";
import autocannon from "autocannon";

export interface CallFigures {
  name: string;
  path: string;
  status: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  bytesSent: number;
  bytesJson: number;
  errors: number;
  /** Requests answered within the measured run: 0 means every one took longer than the run (its p50 and
   * p99 then read 0, which is no figure at all). */
  completed: number;
  /** The machine's 1-minute load average when the measurement ended (a shared machine's figures are
   * upper bounds: read them beside it). */
  load: number;
  connections: number;
}

function responseSize(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; sent: number; json: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, "accept-encoding": "gzip, br" } }, (res) => {
      let sent = 0;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => {
        sent += c.length;
        chunks.push(c);
      });
      res.on("end", async () => {
        let body = Buffer.concat(chunks);
        const enc = res.headers["content-encoding"];
        const zlib = await import("node:zlib");
        if (enc === "gzip") body = zlib.gunzipSync(body);
        if (enc === "br") body = zlib.brotliDecompressSync(body);
        resolve({ status: res.statusCode ?? 0, sent, json: body.length });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

export async function measure(
  base: string,
  name: string,
  path: string,
  headers: Record<string, string>,
  seconds: number,
  connections = 10,
): Promise<CallFigures> {
  const url = base + path;
  const size = await responseSize(url, headers);
  const run = (duration: number) =>
    autocannon({ url, connections, duration, headers: { ...headers, "accept-encoding": "gzip, br" } });
  await run(Math.max(1, Math.round(seconds / 5)));
  const result = await run(seconds);
  return {
    name,
    path,
    status: size.status,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytesSent: size.sent,
    bytesJson: size.json,
    errors: result.errors + result.non2xx,
    completed: result.requests.total,
    load: loadavg()[0],
    connections,
  };
}
