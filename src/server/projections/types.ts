// What a projection is: a table the database keeps derived from other tables, in the writing statement's
// transaction, by triggers whose DDL its module generates (installed after the migrations by
// installProjections, projections/registry.ts). Each module also says what it reads, recounts the table
// from its sources in plain SQL, and compares the two (its drift check: npm run check:projections).
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { queryRows } from "../db/rows";

/** One row of a derived table that differs from its recount (a row missing on one side is null there). */
export interface DriftRow {
  /** The derived table. */
  table: string;
  /** The row's key, as text (e.g. "document|2026-11-23"). */
  key: string;
  /** What the table holds; null: no such row. */
  kept: string | null;
  /** What the recount gives; null: no such row. */
  recounted: string | null;
}

export interface Projection {
  /** The projection's name (the inventory's heading; the check's and the repair's argument). */
  name: string;
  /** The derived tables it keeps. */
  tables: readonly string[];
  /** One line on what it keeps. */
  keeps: string;
  /** The source tables and the columns its triggers read. */
  sources: Readonly<Record<string, readonly string[]>>;
  /** The services (src/server/modules/...) whose writes fire its triggers. */
  services: readonly string[];
  /** Its functions and triggers, in install order (CREATE OR REPLACE, DROP TRIGGER IF EXISTS + CREATE). */
  ddl: readonly string[];
  /** Triggers another projection's DDL creates that also keep this one's tables. */
  sharedTriggers?: readonly string[];
  /** Installing changed DDL also recounts (a projection whose recount is exact). */
  recountOnInstall?: boolean;
  /** Rebuilds the tables from the sources (inside the caller's transaction). */
  recount(tx: DbOrTx): Promise<void>;
  /** The rows that differ from a recount: none when the triggers kept up. */
  drift(db: DbOrTx): Promise<DriftRow[]>;
}

export interface TriggerDecl {
  name: string;
  /** The table it is on. */
  on: string;
  /** BEFORE/AFTER and events, as written. */
  when: string;
}

/** The triggers a list of DDL statements creates (parsed from the CREATE [CONSTRAINT] TRIGGER text). */
export function triggersOf(ddl: readonly string[]): TriggerDecl[] {
  const out: TriggerDecl[] = [];
  const re = /CREATE (?:CONSTRAINT )?TRIGGER (\w+)\s+((?:BEFORE|AFTER)[\s\S]*?)\s+ON (\w+)/g;
  for (const statement of ddl) {
    for (const m of statement.matchAll(re)) {
      out.push({ name: m[1], on: m[3], when: m[2].replace(/\s+/g, " ") });
    }
  }
  return out;
}

/** The SQL of a drift query: `keyed` and `recount` each select (key text, value text); the rows whose
 * values differ, either side missing included. */
export async function driftOf(db: DbOrTx, table: string, kept: string, recount: string): Promise<DriftRow[]> {
  return queryRows<DriftRow>(
    db,
    sql.raw(`
    SELECT '${table}' AS "table", key, k.value AS kept, r.value AS recounted
      FROM (${kept}) k FULL JOIN (${recount}) r USING (key)
     WHERE k.value IS DISTINCT FROM r.value
     ORDER BY key`),
  );
}

/** A trigger as (re)installed: dropped if present, then created as `definition` says (BEFORE/AFTER ... ON
 * `on` ... EXECUTE FUNCTION ...). Re-creating keeps its name, so the firing order (by name) stays. */
export function trigger(name: string, on: string, definition: string): string[] {
  return [`DROP TRIGGER IF EXISTS ${name} ON ${on};`, `CREATE TRIGGER ${name} ${definition}`];
}

/** An AFTER `events` ... FOR EACH ROW trigger on `on` running `fn()`, named as its function. */
export function rowTrigger(fn: string, on: string, events: string): string[] {
  return trigger(
    fn,
    on,
    `AFTER ${events} ON ${on}
  FOR EACH ROW EXECUTE FUNCTION ${fn}();`,
  );
}

/** A plpgsql trigger function `fn()`: `body` (from its DECLARE or BEGIN) runs, then RETURN NULL (an AFTER
 * trigger's answer is ignored). */
export function triggerFunction(fn: string, body: string): string {
  return `CREATE OR REPLACE FUNCTION ${fn}() RETURNS trigger AS $$
${body}
  RETURN NULL;
END $$ LANGUAGE plpgsql;`;
}

/** A trigger function `fn()` (triggerFunction) and its AFTER `events` ... FOR EACH ROW trigger on `on`, named
 * as the function: the name written once. */
export function rowTriggerFunction(fn: string, on: string, events: string, body: string): string[] {
  return [triggerFunction(fn, body), ...rowTrigger(fn, on, events)];
}

/** A statement trigger function `fn()` doing, per event, what `act` writes for the transition tables the
 * event has (an insert's trigger has no old_rows and a delete's no new_rows to name): new_rows, old_rows, or
 * both for an update. */
export const perEvent = (fn: string, act: (rows: readonly string[]) => string) =>
  triggerFunction(
    fn,
    `BEGIN
  IF TG_OP = 'INSERT' THEN
    ${act(["new_rows"])}
  ELSIF TG_OP = 'DELETE' THEN
    ${act(["old_rows"])}
  ELSE
    ${act(["old_rows", "new_rows"])}
  END IF;`,
  );

/** `column` of the rows of a statement's transition tables `rows`, as one query (UNION: each value once). */
export const columnOfRows = (rows: readonly string[], column: string) =>
  rows.map((r) => `SELECT ${column} FROM ${r}`).join(" UNION ");

type StatementOp = "INSERT" | "UPDATE" | "DELETE";

/** AFTER ... FOR EACH STATEMENT triggers on `on` running `fn()`, one per event named in `names` (event →
 * trigger name), with the statement's rows as transition tables: old_rows and new_rows (an insert has no
 * old rows, a delete no new ones), or all under the one name `rows` when given (the new rows of an insert
 * or update, the old rows of a delete). */
export function statementTriggers(
  on: string,
  fn: string,
  names: Partial<Record<StatementOp, string>>,
  rows?: string,
): string[] {
  const tables: Record<StatementOp, string> = rows
    ? { INSERT: `NEW TABLE AS ${rows}`, UPDATE: `NEW TABLE AS ${rows}`, DELETE: `OLD TABLE AS ${rows}` }
    : {
        INSERT: "NEW TABLE AS new_rows",
        UPDATE: "OLD TABLE AS old_rows NEW TABLE AS new_rows",
        DELETE: "OLD TABLE AS old_rows",
      };
  return (["INSERT", "UPDATE", "DELETE"] as const).flatMap((op) => {
    const name = names[op];
    if (!name) return [];
    return trigger(
      name,
      on,
      `AFTER ${op} ON ${on}
  REFERENCING ${tables[op]} FOR EACH STATEMENT EXECUTE FUNCTION ${fn}();`,
    );
  });
}
