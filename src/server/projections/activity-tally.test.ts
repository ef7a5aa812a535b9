// The activity tally's slots: writers on different connections add to different rows of one key (so they
// never queue on one row lock; PostgreSQL, where connections are concurrent), readers and the drift check
// sum the slots, and housekeeping folds the days before today into slot 0.
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { adminUrl } from "../test/global-setup";
import { ENGINE, openTestDatabase } from "../test/test-database";
import { activitySince, activityTally, foldActivityTally, TALLY_SLOTS } from "./activity-tally";

let database: Database;
const db = () => database.db;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const ENTRY = `INSERT INTO activity_log (type, action, entity_type, username, user_role, description, severity)
  VALUES ('crew', 'update', 'crew_member', 'office', 'office_staff', 'Edited a crew member', 'info')`;

const slots = (day: string) =>
  queryRows<{ slot: number; n: number }>(
    db(),
    sql`SELECT slot, n FROM activity_tally WHERE day = ${day}::date AND username = 'office' ORDER BY slot`,
  );

describe("the activity tally", () => {
  it("folds the slots of the days before today into slot 0, keeps today's, and sums stay equal", async () => {
    await db().execute(sql`DELETE FROM activity_tally`);
    await db().execute(
      sql`INSERT INTO activity_tally (day, user_role, username, entity_type, slot, n) VALUES
          (DATE '2026-11-25', 'office_staff', 'office', 'crew_member', 0, 2),
          (DATE '2026-11-25', 'office_staff', 'office', 'crew_member', 7, 3),
          (DATE '2026-11-25', 'office_staff', 'office', 'crew_member', 40, 1),
          (DATE '2026-11-26', 'office_staff', 'office', 'crew_member', 5, 4),
          (DATE '2026-11-27', 'office_staff', 'office', 'crew_member', 3, 1),
          (DATE '2026-11-27', 'office_staff', 'office', 'crew_member', 9, 1)`,
    );
    expect(await activitySince(db(), "2026-11-25")).toBe(12);
    expect(await foldActivityTally(db(), "2026-11-27")).toBe(3);
    expect(await slots("2026-11-25")).toEqual([{ slot: 0, n: 6 }]);
    expect(await slots("2026-11-26")).toEqual([{ slot: 0, n: 4 }]);
    expect(await slots("2026-11-27")).toEqual([
      { slot: 3, n: 1 },
      { slot: 9, n: 1 },
    ]);
    expect(await activitySince(db(), "2026-11-25")).toBe(12);
    expect(await activitySince(db(), "2026-11-26")).toBe(6);
    expect(await foldActivityTally(db(), "2026-11-27")).toBe(0);
  });

  it("adds an entry to its connection's slot, and the drift check sums the slots", async () => {
    await activityTally.recount(db());
    expect(await activityTally.drift(db())).toEqual([]);
    await db().execute(sql.raw(ENTRY));
    const [{ slot }] = await queryRows<{ slot: number }>(
      db(),
      sql`SELECT (pg_backend_pid() % ${TALLY_SLOTS})::int AS slot`,
    );
    const today = (
      await queryRows<{ d: string }>(db(), sql`SELECT (now() AT TIME ZONE 'UTC')::date::text AS d`)
    )[0].d;
    expect((await slots(today)).find((s) => s.slot === slot)).toEqual({ slot, n: 1 });
    // a row moved to another slot is no drift: only the key's sum counts
    await db().execute(
      sql`UPDATE activity_tally SET slot = ${(slot + 1) % TALLY_SLOTS} WHERE day = ${today}::date AND slot = ${slot}
            AND username = 'office'`,
    );
    expect(await activityTally.drift(db())).toEqual([]);
  });

  it.skipIf(ENGINE !== "postgres")(
    "two writers on different connections never wait on each other's tally row (PostgreSQL only: PGlite has one connection)",
    async () => {
      const [{ name }] = await queryRows<{ name: string }>(db(), sql`SELECT current_database() AS name`);
      const url = adminUrl(process.env.TEST_DATABASE_URL as string, name);
      const clients: pg.Client[] = [];
      try {
        // two connections whose slots differ (a pid shared modulo the slots would share a row by design)
        const slotOf = async (c: pg.Client) =>
          (await c.query<{ s: number }>(`SELECT (pg_backend_pid() % ${TALLY_SLOTS})::int AS s`)).rows[0].s;
        const first = new pg.Client({ connectionString: url });
        await first.connect();
        clients.push(first);
        let second: pg.Client | undefined;
        while (!second) {
          const c = new pg.Client({ connectionString: url });
          await c.connect();
          clients.push(c);
          if ((await slotOf(c)) !== (await slotOf(first))) second = c;
        }
        const today = new Date().toISOString().slice(0, 10);
        for (const c of [first, second]) {
          await c.query("BEGIN");
          await c.query("SELECT set_config('app.today', $1, true)", [today]);
          await c.query("SET LOCAL lock_timeout = '3s'");
        }
        await first.query(ENTRY);
        // with one row per key and day, this insert would wait for the first transaction and time out
        await expect(second.query(ENTRY)).resolves.toBeDefined();
        await second.query("COMMIT");
        await first.query("COMMIT");
        expect(await activityTally.drift(db())).toEqual([]);
      } finally {
        for (const c of clients) await c.end();
      }
    },
  );
});
