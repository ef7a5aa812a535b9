// The pooled connections (PostgreSQL; PGlite is one in-process database with no pool): none compiles
// with JIT, and one once opened is kept, since a new backend loads the catalog, compiles the triggers and
// plans every statement again, and closing idle ones made the first request after each pause pay for it.
// Independent reads go side by side on the pool, one after another in a transaction (readAll). PGlite's
// shared buffers are 32 MB.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ENGINE, openTestDatabase } from "../test/test-database";
import type { Database } from "./client";
import { queryRows, readAll } from "./rows";

describe(`database connections (${ENGINE})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    vi.useRealTimers();
    await database.close();
  });

  const backend = async () =>
    (await queryRows<{ pid: number }>(database.db, sql`select pg_backend_pid() as pid`))[0].pid;

  it.skipIf(ENGINE !== "postgres")(
    "every pooled connection runs without JIT compiling (PostgreSQL only: PGlite is built without JIT)",
    async () => {
      const shown = await Promise.all(
        Array.from({ length: 3 }, () =>
          queryRows<{ jit: string }>(database.db, sql`show jit`).then((r) => r[0].jit),
        ),
      );
      expect(shown).toEqual(["off", "off", "off"]);
    },
  );

  it.skipIf(ENGINE !== "pglite")(
    "PGlite runs with 32 MB of shared buffers (PostgreSQL's 128 MB were all held in the server's memory)",
    async () => {
      const [row] = await queryRows<{ shared_buffers: string }>(database.db, sql`show shared_buffers`);
      expect(row.shared_buffers).toBe("32MB");
    },
  );

  it.skipIf(ENGINE !== "postgres")(
    "an idle pooled connection is still the same backend after an hour without requests",
    async () => {
      const before = await backend();
      // the pool's idle timer (if any) is a setTimeout armed when the connection went back to the pool
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      try {
        await backend(); // released under the fake clock
        vi.advanceTimersByTime(60 * 60 * 1000);
      } finally {
        vi.useRealTimers();
      }
      expect(await backend()).toBe(before);
    },
  );
  it("reads side by side on the pool and one after another in a transaction (one connection)", async () => {
    const order: string[] = [];
    const read = (db: Parameters<typeof readAll>[0], name: string) => async () => {
      order.push(`${name} sent`);
      const [row] = await queryRows<{ n: string }>(db, sql`select ${name}::text as n`);
      order.push(`${name} back`);
      return row.n;
    };
    expect(await readAll(database.db, read(database.db, "a"), read(database.db, "b"))).toEqual(["a", "b"]);
    // side by side: both sent before either answers; the two connections may answer in either order
    expect(order.slice(0, 2)).toEqual(["a sent", "b sent"]);
    expect(order.slice(2).sort()).toEqual(["a back", "b back"]);
    order.length = 0;
    const inTx = await database.db.transaction((tx) => readAll(tx, read(tx, "a"), read(tx, "b")));
    expect(inTx).toEqual(["a", "b"]);
    expect(order).toEqual(["a sent", "a back", "b sent", "b back"]);
  });
});
