// Environment rules that decide whether the app may start at all.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, isLoopbackHost, parseEnv, unsafeStartReason } from "./env";
import { fromRoot } from "./paths";

describe("demo mode on the network", () => {
  it("refuses demo mode on a non-loopback HOST unless DEMO_ON_NETWORK=true", () => {
    for (const HOST of ["0.0.0.0", "::", "192.168.1.20", "crew.example.com"]) {
      expect(unsafeStartReason(parseEnv({ HOST })), HOST).toMatch(/^Refusing to start: AUTH_MODE=demo/);
      expect(unsafeStartReason(parseEnv({ HOST, DEMO_ON_NETWORK: "true" })), HOST).toBeNull();
      expect(unsafeStartReason(parseEnv({ HOST, AUTH_MODE: "password" })), HOST).toBeNull();
    }
    for (const HOST of ["127.0.0.1", "127.0.0.2", "localhost", "::1"]) {
      expect(isLoopbackHost(HOST)).toBe(true);
      expect(unsafeStartReason(parseEnv({ HOST }))).toBeNull();
    }
  });

  it("the server process exits with that message, before it opens anything", () => {
    const run = spawnSync(process.execPath, ["--import", "tsx", fromRoot("src/server/main.ts")], {
      env: { PATH: process.env.PATH, HOST: "0.0.0.0", PORT: "0", DATA_DIR: "/nonexistent/crewfleet-test" },
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(
      /Refusing to start: AUTH_MODE=demo gives everyone who can reach HOST=0\.0\.0\.0/,
    );
    expect(run.stderr).toMatch(/DEMO_ON_NETWORK=true/);
  }, 90_000); // a real process compiling the server with tsx: 39 s at a load of 14, past the 30 s default
});

describe("TRUST_PROXY, ALLOWED_HOSTS, COOKIE_SECURE, REQUEST_TIMEOUT_MS", () => {
  it("parses each form and names a bad value", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
    expect(parseEnv({ ALLOWED_HOSTS: "Crew.Example.com, .fleet.example" }).ALLOWED_HOSTS).toEqual([
      "crew.example.com",
      ".fleet.example",
    ]);
    expect(parseEnv({}).COOKIE_SECURE).toBe("auto");
    expect(() => parseEnv({ COOKIE_SECURE: "yes" })).toThrow(/COOKIE_SECURE/);
    expect(parseEnv({}).REQUEST_TIMEOUT_MS).toBe(60_000);
  });
});

describe("npm start builds the client without changing its own environment", () => {
  it("runs the Vite build in a child process: NODE_ENV stays unset in the starting process", async () => {
    const saved = process.env.NODE_ENV;
    delete process.env.NODE_ENV;
    try {
      // @ts-expect-error: a plain .mjs script without types
      const { buildClient } = await import("../../scripts/build-if-stale.mjs");
      // into a temp folder: other test files serve dist/client meanwhile
      const outDir = mkdtempSync(join(tmpdir(), "crewfleet-client-"));
      await buildClient({ outDir });
      expect(existsSync(join(outDir, "index.html"))).toBe(true);
      expect(process.env.NODE_ENV).toBeUndefined();
      rmSync(outDir, { recursive: true, force: true });
    } finally {
      process.env.NODE_ENV = saved;
    }
  }, 180_000);
});

// The operations settings parse with their defaults, and a bad value names its variable.
describe("environment: multi-instance settings", () => {
  it("have sane defaults", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      DB_POOL_SIZE: 10,
      DB_STATEMENT_TIMEOUT_MS: 30_000,
      SHUTDOWN_DELAY_SECONDS: 0,
      OUTBOX_LEASE_SECONDS: 120,
      OUTBOX_POLL_SECONDS: 15,
    });
  });

  it("accept valid values and refuse bad ones, naming each variable", () => {
    expect(parseEnv({ DB_POOL_SIZE: "4", DB_STATEMENT_TIMEOUT_MS: "0" })).toMatchObject({
      DB_POOL_SIZE: 4,
      DB_STATEMENT_TIMEOUT_MS: 0,
    });
    expect(() =>
      parseEnv({ DB_POOL_SIZE: "1", DB_STATEMENT_TIMEOUT_MS: "-5", OUTBOX_LEASE_SECONDS: "x" }),
    ).toThrow(EnvError);
    try {
      parseEnv({ DB_POOL_SIZE: "1", DB_STATEMENT_TIMEOUT_MS: "-5", OUTBOX_LEASE_SECONDS: "x" });
    } catch (err) {
      for (const name of ["DB_POOL_SIZE", "DB_STATEMENT_TIMEOUT_MS", "OUTBOX_LEASE_SECONDS"])
        expect((err as Error).message).toContain(name);
    }
  });

  it("keep files in the embedded store by default; FILE_STORE=s3 names each missing S3 variable", () => {
    expect(parseEnv({})).toMatchObject({ FILE_STORE: "embedded", S3_FORCE_PATH_STYLE: false, S3_PREFIX: "" });
    expect(() => parseEnv({ FILE_STORE: "s3", S3_BUCKET: "files" })).toThrow(
      /S3_ENDPOINT: is required with FILE_STORE=s3\n {2}S3_ACCESS_KEY_ID: is required with FILE_STORE=s3\n {2}S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseEnv({ FILE_STORE: "s3", S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT: must be/);
    const s3 = { S3_ENDPOINT: "http://127.0.0.1:9000", S3_BUCKET: "files", S3_ACCESS_KEY_ID: "k" };
    expect(parseEnv({ FILE_STORE: "s3", ...s3, S3_SECRET_ACCESS_KEY: "s" })).toMatchObject({
      FILE_STORE: "s3",
    });
  });
});

// System Information's "Environment" reads NODE_ENV: started as the README says (npm start, the built
// bundle) it is production; only `npm run dev` is development; an explicit NODE_ENV always wins.
describe("environment: NODE_ENV follows how the server was started", () => {
  it("is production for the built server and development only for npm run dev", () => {
    expect(parseEnv({}).NODE_ENV).toBe("production");
    expect(parseEnv({}, "built").NODE_ENV).toBe("production");
    expect(parseEnv({}, "dev").NODE_ENV).toBe("development");
    expect(parseEnv({ NODE_ENV: "test" }, "built").NODE_ENV).toBe("test");
    expect(parseEnv({ NODE_ENV: "development" }).NODE_ENV).toBe("development");
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });
});
