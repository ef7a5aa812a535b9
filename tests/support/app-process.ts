// Starts the real server as a child process, as `npm start` runs it (the bundled server, built when
// stale), and waits until it answers.
// Used by the benchmarks and the reliability suite (which also kills it and reads its exit code).
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { createServer } from "node:net";

export interface RunningApp {
  url: string;
  pid: number;
  /** Resolves with the exit code (null when a signal ended it). */
  exited: Promise<number | null>;
  /** Sends a signal without waiting (SIGKILL for crash tests, SIGTERM for a drain). */
  signal(sig: NodeJS.Signals): void;
  stop(): Promise<void>;
  stderr(): string;
}

export async function startApp(env: Record<string, string>, port: number): Promise<RunningApp> {
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: env.LOG_LEVEL ?? "warn",
      SKIP_CLIENT_BUILD: "1",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let up = false;
  // every 50 ms for up to a minute: the reliability suite restarts the app ~55 times, and a coarser poll
  // added half its interval to each start
  for (let i = 0; i < 1200 && !up; i++) {
    if (child.exitCode !== null || child.signalCode)
      throw new Error(`the app exited during start-up: ${stderr}`);
    up = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (!up) await new Promise((r) => setTimeout(r, 50));
  }
  if (!up) {
    child.kill("SIGKILL");
    throw new Error(`the app did not answer /api/health: ${stderr}`);
  }
  return {
    url,
    pid: child.pid as number,
    exited,
    signal: (sig) => {
      child.kill(sig);
    },
    stop: async () => {
      if (child.exitCode === null && !child.signalCode) child.kill("SIGTERM");
      await exited;
    },
    stderr: () => stderr,
  };
}

/**
 * Builds the server bundle when stale, once, before several apps start at the same moment (each would
 * otherwise build it, each to a file of its own renamed into place).
 */
export function buildServerIfStale(): void {
  const built = spawnSync(
    process.execPath,
    [
      "-e",
      "import('./scripts/server-build.mjs').then(async (m) => { if (m.serverBuildIsStale()) await m.buildServer(); })",
    ],
    { stdio: "inherit" },
  );
  if (built.status !== 0) throw new Error("could not build the server bundle");
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process in MB (Linux /proc). */
export async function rssMb(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const kb = Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0);
  return Math.round(kb / 1024);
}
