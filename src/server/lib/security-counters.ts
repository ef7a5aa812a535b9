// Fixed-window counters in the database (table security_counters, drizzle/0004_security_hardening.sql), so every app instance
// and every restart sees the same numbers. One statement per bump: an upsert that either starts a new
// window or adds one, and returns the count after it, so concurrent callers each get a distinct count.
import { and, like, lt, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { securityCounters } from "../db/schema";

export interface CounterState {
  count: number;
  windowStart: Date;
}

/** Adds `by` (1, or -1 to give back a reservation) to `key`, starting a new window when the old one ended. */
export async function bumpCounter(
  db: Db,
  key: string,
  windowMs: number,
  now: Date,
  by = 1,
): Promise<CounterState> {
  const cutoff = sql`${new Date(now.getTime() - windowMs).toISOString()}::timestamptz`;
  const start = sql`${now.toISOString()}::timestamptz`;
  const first = Math.max(by, 0);
  const [row] = await db
    .insert(securityCounters)
    .values({ key, windowStart: now, count: first })
    .onConflictDoUpdate({
      target: securityCounters.key,
      set: {
        count: sql`case when ${securityCounters.windowStart} <= ${cutoff} then ${first}
          else greatest(${securityCounters.count} + ${by}, 0) end`,
        windowStart: sql`case when ${securityCounters.windowStart} <= ${cutoff} then ${start}
          else ${securityCounters.windowStart} end`,
      },
    })
    .returning({ count: securityCounters.count, windowStart: securityCounters.windowStart });
  return { count: row.count, windowStart: row.windowStart };
}

export async function resetCounter(db: Db, key: string): Promise<void> {
  await db.delete(securityCounters).where(sql`${securityCounters.key} = ${key}`);
}

/** Removes counters under `prefix` whose window started before `before`, returning them (claimed once). */
export async function takeCountersBefore(db: Db, prefix: string, before: Date) {
  return db
    .delete(securityCounters)
    .where(and(like(securityCounters.key, `${prefix}%`), lt(securityCounters.windowStart, before)))
    .returning({
      key: securityCounters.key,
      count: securityCounters.count,
      windowStart: securityCounters.windowStart,
    });
}
