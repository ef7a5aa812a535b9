// A named prepared statement, built once per database handle: PostgreSQL parses it once per pooled
// connection and, after a few runs, plans it once too, instead of on every request (PGlite the same in its
// one connection). For the statements every request or every screen load runs.
import type { Db } from "../db/client";

/** `build(db)` ends in `.prepare(name)`; the returned function gives that statement for a database. */
export function preparedPerDb<T>(build: (db: Db) => T): (db: Db) => T {
  const byDb = new WeakMap<Db, T>();
  return (db) => {
    let statement = byDb.get(db);
    if (!statement) {
      statement = build(db);
      byDb.set(db, statement);
    }
    return statement;
  };
}
