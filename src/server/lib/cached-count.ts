// A list's total (X-Total-Count) kept in the read cache. The count is often the dearest part of a page:
// the first page of 50,000 documents is an index walk of 50 rows, its total a scan of all of them. The
// read cache is cleared by every write through the app to the tables it counts (lib/cache-tags.ts), so a
// total is as fresh as the aggregates beside it; the key is the count's own SQL and parameters, so each filter and each crew caller's scope is
// counted apart.
import { type Preparable, runNamed } from "../db/rows";
import { sqlTags } from "./cache-tags";
import type { ReadCache } from "./read-cache";

export interface CountQuery
  extends PromiseLike<{ total: number | string }[]>,
    Preparable<{ total: number | string }[]> {
  toSQL(): { sql: string; params: unknown[] };
}

/** With `name`, the count runs as a named prepared statement (db/rows.ts runNamed): for a count whose plan
 * does not depend on its values (a text search's does: it stays unnamed, planned for its term each call). */
export function cachedCount(cache: ReadCache | undefined, query: CountQuery, name?: string): Promise<number> {
  const run = async () => Number((await (name ? runNamed(query, name) : query))[0]?.total ?? 0);
  if (!cache) return run();
  const { sql, params } = query.toSQL();
  return cache.get(`count:${sql}:${JSON.stringify(params)}`, run, sqlTags(sql));
}
