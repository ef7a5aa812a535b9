// SIGTERM under load (DESIGN §7): a request already in flight (its body still arriving) when SIGTERM
// comes gets its 2xx; a request sent after it gets 503 (Fastify's return503OnClosing, on a kept-alive
// connection) or is refused (the listener is closed); the process exits with code 0.
import { request } from "node:http";
import { freePort, startApp } from "../support/app-process";
import { signIn } from "./api-client";
import type { TestEngine } from "./engines";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function sigtermSuite(engine: TestEngine) {
  const problems: string[] = [];
  const app = await startApp({ ...engine.env, AUTH_MODE: "password" }, await freePort());
  const api = await signIn(app.url);
  const login = await fetch(`${app.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username: "admin", password: "demo1234" }),
  });
  const { token } = (await login.json()) as { token: string };
  const body = JSON.stringify({
    firstName: "Drain",
    lastName: "InFlight",
    nationality: "Norway",
    dateOfBirth: "1990-01-01",
    rank: "Able Seaman",
    contractStartDate: "2026-01-01",
    contractEndDate: "2026-12-31",
  });
  const { port } = new URL(app.url);
  const slow = new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "POST",
        path: "/api/crew",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
        },
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.write(body.slice(0, 20));
    setTimeout(() => req.end(body.slice(20)), 1500);
  });
  await sleep(300); // the slow request is being received
  app.signal("SIGTERM");
  await sleep(300);
  const late = await api.send("GET", "/api/crew?limit=1").then(
    (r) => String(r.status),
    (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
  );
  if (late !== "503" && late !== "ECONNREFUSED" && late !== "ECONNRESET")
    problems.push(`a request after SIGTERM got ${late}, expected 503 or a refused connection`);
  const slowStatus = await slow.catch((err: Error) => err.message);
  if (slowStatus !== 201 && slowStatus !== 200)
    problems.push(`the in-flight request got ${slowStatus}, expected its 2xx`);
  const code = await app.exited;
  if (code !== 0) problems.push(`exit code ${code} after SIGTERM: ${app.stderr()}`);
  return { late, slowStatus, code, problems };
}
