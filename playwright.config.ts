// E2E tests drive Debian's chromium (never a downloaded browser) against the real server, started twice:
// once in demo mode and once in password mode, each on a fresh PGlite data dir seeded with demo data.
import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 5181);
export const DEMO_URL = `http://127.0.0.1:${PORT}`;
export const PASSWORD_URL = `http://127.0.0.1:${PORT + 1}`;

// Debian's chromium-headless-shell is the same engine as /usr/bin/chromium without the full browser's
// headless window machinery: on the crew, documents and dashboard specs (15 tests) the browser processes took
// 66 s of CPU against 180 s with the full chromium, which is most of what the e2e suite costs the 2-core CI
// machine. E2E_CHROMIUM picks another build (e.g. /usr/bin/chromium to see a failure in the full browser).
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const CHROMIUM =
  process.env.E2E_CHROMIUM ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

const server = (port: number, authMode: string) => ({
  command: `node scripts/e2e-server.mjs`,
  url: `http://127.0.0.1:${port}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
  env: {
    PORT: String(port),
    AUTH_MODE: authMode,
    DATA_DIR: `.data-e2e-${authMode}`,
    LOG_LEVEL: "warn",
    SKIP_CLIENT_BUILD: "1",
  },
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PW_JSON ? [["list"], ["json", { outputFile: process.env.PW_JSON }]] : "list",
  // A test is a user's whole task, often in two or three roles; on the 2-core CI machine, beside the a11y
  // sweep in the other worker, tasks of 10-15 s quiet took 31-34 s, so 30 s failed them for the machine.
  // In CI the machine runs both workers, both servers and their browsers on 2 cores (load 10-11): a list
  // that shows in 1-2 s quiet took over 10 s there, and a seafarer's walk through every page of theirs ran
  // out of its 60 s in the menu's last click, so CI gives a task and what it expects to see twice the time.
  timeout: process.env.CI ? 120_000 : 60_000,
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  use: {
    baseURL: DEMO_URL,
    // A trace records every action's snapshots and screencast frames in the browser and the runner: on
    // the same 15 tests (crew, documents, dashboard) the processes' CPU was ~880 s with a trace of every
    // test and ~600-650 s with none. CI retries a failed test once and traces that retry; a local run
    // (no retries) keeps the trace of a failure.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [server(PORT, "demo"), server(PORT + 1, "password")],
});
