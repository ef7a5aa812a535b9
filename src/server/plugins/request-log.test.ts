// The request log: one short line per request, the path without its query string, no headers,
// no body; a busy day's log stays proportionate.
import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { describe, expect, it } from "vitest";
import requestLog, { loggedPath } from "./request-log";

describe("request log", () => {
  it("writes one short line per request: method, path, status, ms; never the query, headers or body", async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(...String(chunk).split("\n").filter(Boolean));
        done();
      },
    });
    const app = Fastify({
      logger: { level: "info", stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    await app.register(requestLog);
    app.post("/api/crew", async () => ({ ok: true }));
    await app.ready();
    const res = await app.inject({
      method: "POST",
      url: "/api/crew?q=Secret%20Name",
      headers: { authorization: "Bearer very-secret-token", cookie: "sid=abc" },
      payload: { firstName: "Private" },
    });
    expect(res.statusCode).toBe(200);
    await app.close();
    const requestLines = lines.filter((l) => JSON.parse(l).msg === "req");
    expect(requestLines).toHaveLength(1);
    const entry = JSON.parse(requestLines[0]);
    expect(entry).toMatchObject({ m: "POST", p: "/api/crew", s: 200 });
    expect(typeof entry.ms).toBe("number");
    expect(requestLines[0]).not.toMatch(/Secret|very-secret|sid=|Private|headers/);
    expect(requestLines[0].length).toBeLessThan(250);
  });

  it("cuts the query string and very long paths", () => {
    expect(loggedPath("/api/documents?q=Smith&limit=50")).toBe("/api/documents");
    expect(loggedPath(`/api/${"x".repeat(400)}`)).toHaveLength(201);
  });
});
