// Raw SQL results: both drivers return { rows }, typed here once.
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
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
  const hash = createHash("sha1").update(built.sql).digest("hex").slice(0, 12);
  const result = (await session.prepareQuery(built, undefined, `${name}_${hash}`, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * `ids` (uuids) as one uuid[] parameter (`= any(${uuidArray(ids)})`): one bound value however many ids, so
 * a named prepared statement serves every call, and a constant to the planner, which then tests membership
 * by hashing rather than by walking the array for every row.
 */
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(",")}}`}::uuid[]`;
