// Raw SQL results: both drivers return { rows }, typed here once.
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import type { DbOrTx } from "./client";

/** What Drizzle's database and transaction objects carry (internal to Drizzle, stable across 0.x). */
interface DrizzleInternals {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
}

/**
 * Runs raw SQL and returns its rows. With `name`, as a named prepared statement: PostgreSQL parses it
 * once per pooled connection and can reuse its plan, for the statements a screen runs on every load (the
 * text's hash is part of the name, so each shape of an optional filter is its own statement).
 */
export async function queryRows<T>(db: DbOrTx, query: SQL, name?: string): Promise<T[]> {
  if (!name) {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  }
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const result = (await session
    .prepareQuery(built, undefined, statementName(name, built.sql), false)
    .execute()) as {
    rows: T[];
  };
  return result.rows;
}

/** A statement's name: its reader's name and the hash of its text (each shape of a filter its own). */
const statementName = (name: string, text: string) =>
  `${name}_${createHash("sha1").update(text).digest("hex").slice(0, 12)}`;

/** A Drizzle query builder, which can be run as a named prepared statement. */
export interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * Runs a query builder as a named prepared statement, as queryRows does raw SQL: an unnamed statement is
 * parsed and planned on every call (a list page's plan took ~0.4–1.2 ms of PostgreSQL a call on the large
 * dataset, as much as half of running it); a named one is parsed once per pooled connection, and
 * PostgreSQL keeps a generic plan when it costs no more than planning each call.
 */
export function runNamed<R>(query: Preparable<R>, name: string): Promise<R> {
  return query.prepare(statementName(name, query.toSQL().sql)).execute();
}

/**
 * `ids` (uuids) as one uuid[] parameter (`= any(${uuidArray(ids)})`): one bound value however many ids, so
 * a named prepared statement serves every call, and a constant to the planner, which then tests membership
 * by hashing rather than by walking the array for every row.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(",")}}`}::uuid[]`;

/**
 * Runs independent reads and returns their results in order: side by side on the pool (each on its own
 * connection), one after another in a transaction, whose one connection runs one statement at a time
 * (node-postgres queues a second one with a deprecation warning, and its next major version refuses it).
 */
export async function readAll<T extends readonly (() => Promise<unknown>)[]>(
  db: DbOrTx,
  ...reads: T
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
