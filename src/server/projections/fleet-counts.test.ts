// The seeds leave the maintained fleet counts right: the demo seed and the large seed (at a
// twentieth of its size: the same bulk inserts the bench's dataset makes, past every service) are loaded
// into a database on the engine under test, and every bucket is compared with a recount from the tables.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { openTestDatabase } from "../test/test-database";
import { seedDemo } from "../tools/seed/demo";
import { seedLarge } from "../tools/seed/large";
import { fleetCountsDrift } from "./fleet-counts";

const TODAY = "2026-11-23";

async function bucketTotal(database: Database, kind: string) {
  const [r] = await queryRows<{ n: number }>(
    database.db,
    sql`SELECT coalesce(sum(n), 0)::int AS n FROM fleet_counts WHERE kind = ${kind}`,
  );
  return r.n;
}

/** A fresh database on the engine under test for each seed (they share the generator's vessels). */
function withDatabase() {
  const holder: { database?: Database } = {};
  beforeAll(async () => {
    holder.database = await openTestDatabase();
  });
  afterAll(() => holder.database?.close());
  return () => holder.database as Database;
}

describe("fleet counts after the demo seed", () => {
  const database = withDatabase();
  it("equal a recount", async () => {
    await seedDemo(database().db, "demo1234", TODAY);
    expect(await bucketTotal(database(), "document")).toBeGreaterThan(100);
    expect(await fleetCountsDrift(database().db)).toEqual([]);
  });
});

describe("fleet counts after the large seed", () => {
  const database = withDatabase();
  it("its bulk inserts leave counts equal to a recount", { timeout: 120_000 }, async () => {
    await seedLarge(database().db, TODAY, 0.05);
    const [{ n }] = await queryRows<{ n: number }>(
      database().db,
      sql`SELECT count(*)::int AS n FROM documents`,
    );
    expect(await bucketTotal(database(), "document")).toBe(n);
    expect(await fleetCountsDrift(database().db)).toEqual([]);
  });
});
