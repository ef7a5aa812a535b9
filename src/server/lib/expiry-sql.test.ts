// The SQL of lib/expiry-sql.ts and the TypeScript rule of src/shared/expiry.ts, run on the same dates
// (today, ±1 day around each threshold, leap days, far past and future) on the engine under test: every
// level and every predicate must agree.
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, daysBetween, todayIn } from "../../shared/dates";
import {
  type AlertWindows,
  alertSeverity,
  alertSeverityLadder,
  CONTRACT_STATE_LADDER,
  contractState,
  DEFAULT_ALERT_WINDOWS,
  DOCUMENT_STATUS_LADDER,
  documentStatus,
  EXPIRY_WINDOW_DAYS,
  type ExpiryLadder,
} from "../../shared/expiry";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { ENGINE, openTestDatabase } from "../test/test-database";
import {
  beyondSql,
  daysRemainingSql,
  dueWithinSql,
  expiredSql,
  expiringSql,
  levelConditionSql,
  levelSql,
  notExpiredSql,
  writtenDay,
} from "./expiry-sql";

const CUSTOM: AlertWindows = { critical: 3, warning: 10, info: 60 };
const THRESHOLDS = [
  -1,
  0,
  EXPIRY_WINDOW_DAYS,
  ...Object.values(DEFAULT_ALERT_WINDOWS),
  ...Object.values(CUSTOM),
];
const OFFSETS = [
  ...new Set([
    ...THRESHOLDS.flatMap((t) => [t - 1, t, t + 1]),
    -36500,
    -3650,
    -366,
    -365,
    365,
    366,
    3650,
    36500,
  ]),
];
const LEAP_DAYS = ["2000-02-29", "2024-02-29", "2028-02-29", "2100-02-28", "2100-03-01", "1970-01-01"];
const TODAYS = [
  todayIn("UTC"),
  "2024-02-28",
  "2024-02-29",
  "2024-03-01",
  "2023-02-28",
  "2100-02-28",
  "2000-02-29",
  "2025-12-31",
  "1999-12-31",
];
const WINDOWS = [7, 15, 30, 0, 90];

/** Each ladder checked: the TypeScript level of a date `days` away, and the ladder the SQL is built from. */
const ladders: {
  name: string;
  ladder: ExpiryLadder<string>;
  ts: (date: string, today: string) => string | null;
}[] = [
  { name: "document status", ladder: DOCUMENT_STATUS_LADDER, ts: (d, t) => documentStatus(d, t) },
  {
    name: "alert severity",
    ladder: alertSeverityLadder(),
    ts: (d, t) => alertSeverity(daysBetween(t, d)),
  },
  {
    name: "alert severity, custom windows",
    ladder: alertSeverityLadder(CUSTOM),
    ts: (d, t) => alertSeverity(daysBetween(t, d), CUSTOM),
  },
  {
    name: "contract state",
    ladder: CONTRACT_STATE_LADDER,
    ts: (d, t) => contractState({ status: "active", endDate: d }, t),
  },
];

describe(`expiry rule in SQL equals the TypeScript rule (${ENGINE})`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  /** Runs one boolean or value expression per named column over the dates, for one today. */
  async function evaluate(
    _today: string | SQL,
    dates: string[],
    columns: Record<string, (date: SQL) => SQL>,
  ) {
    const d = sql`t.d`;
    const select = Object.entries(columns).map(([name, f]) => sql`${f(d)} as ${sql.identifier(name)}`);
    const list = sql.join(
      dates.map((x) => sql`${x}::date`),
      sql`, `,
    );
    return queryRows<Record<string, unknown>>(
      database.db,
      sql`select t.d::text as date, ${sql.join(select, sql`, `)} from unnest(array[${list}]) as t(d) order by 1`,
    );
  }

  const datesFor = (today: string) => [...new Set([...OFFSETS.map((n) => addDays(today, n)), ...LEAP_DAYS])];

  /** today as the statements take it: a parameter, or written into the text (writtenDay). */
  const asGiven = [
    { as: "a parameter", day: (today: string): string | SQL => today },
    { as: "written into the statement", day: writtenDay },
  ];

  it.each(asGiven)(
    "days remaining, levels and level bands agree on every date, today as $as",
    async ({ day }) => {
      let compared = 0;
      for (const today of TODAYS) {
        const columns: Record<string, (d: SQL) => SQL> = { days: (d) => daysRemainingSql(d, day(today)) };
        ladders.forEach(({ ladder }, i) => {
          columns[`level${i}`] = (d) => levelSql(ladder, d, day(today));
          const levels = [...ladder.steps.map((s) => s.level), ...(ladder.beyond ? [ladder.beyond] : [])];
          for (const level of levels)
            columns[`in${i}_${level}`] = (d) => levelConditionSql(ladder, level, d, day(today));
        });
        const rows = await evaluate(today, datesFor(today), columns);
        for (const row of rows) {
          const date = row.date as string;
          const context = `${date} against ${today}`;
          expect(Number(row.days), context).toBe(daysBetween(today, date));
          ladders.forEach(({ name, ts }, i) => {
            const expected = ts(date, today);
            expect(row[`level${i}`] ?? null, `${name}: ${context}`).toBe(expected);
            for (const key of Object.keys(row).filter((k) => k.startsWith(`in${i}_`))) {
              const level = key.slice(`in${i}_`.length);
              expect(row[key], `${name} band ${level}: ${context}`).toBe(level === expected);
            }
            compared++;
          });
        }
      }
      expect(compared).toBeGreaterThan(TODAYS.length * ladders.length * 20);
    },
  );

  it.each(asGiven)("the window predicates agree with days remaining, today as $as", async ({ day }) => {
    for (const today of TODAYS) {
      const columns: Record<string, (d: SQL) => SQL> = {
        expired: (d) => expiredSql(d, day(today)),
        notExpired: (d) => notExpiredSql(d, day(today)),
      };
      for (const n of WINDOWS) {
        columns[`due${n}`] = (d) => dueWithinSql(d, day(today), n);
        columns[`beyond${n}`] = (d) => beyondSql(d, day(today), n);
        columns[`expiring${n}`] = (d) => expiringSql(d, day(today), n);
      }
      for (const row of await evaluate(today, datesFor(today), columns)) {
        const days = daysBetween(today, row.date as string);
        const context = `${row.date} against ${today}`;
        expect(row.expired, context).toBe(days < 0);
        expect(row.notExpired, context).toBe(days >= 0);
        for (const n of WINDOWS) {
          expect(row[`due${n}`], `due ${n}: ${context}`).toBe(days <= n);
          expect(row[`beyond${n}`], `beyond ${n}: ${context}`).toBe(days > n);
          expect(row[`expiring${n}`], `expiring ${n}: ${context}`).toBe(days >= 0 && days <= n);
        }
      }
    }
  });

  it("takes today as a SQL expression as well as a parameter", async () => {
    const today = "2024-02-29";
    const rows = await evaluate(today, datesFor(today), {
      param: (d) => levelSql(alertSeverityLadder(), d, today),
      expr: (d) => levelSql(alertSeverityLadder(), d, sql`${today}::text`),
    });
    for (const row of rows) expect(row.expr).toBe(row.param);
    expect(rows.map((r) => r.param)).toContain("upcoming");
  });

  it("writes a day and its offsets into the text, leaving no parameter, and takes nothing but a day", () => {
    const today = "2024-02-29";
    const built = new PgDialect().sqlToQuery(
      sql`select ${expiringSql(sql`t.d`, writtenDay(today), 30)}, ${levelSql(DOCUMENT_STATUS_LADDER, sql`t.d`, writtenDay(today))}`,
    );
    expect(built.params).toEqual([]);
    expect(built.sql).toContain("'2024-02-29'::date + 30");
    for (const notADay of ["2024-02-29'; drop table documents; --", "today", "2024-2-29", ""])
      expect(() => writtenDay(notADay)).toThrow();
  });
});
