// The operations settings of issue 15 parse with their defaults, and a bad value names its variable.
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

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
});
