// Raw SQL results: both drivers return { rows }, typed here once.
import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "./client";

export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
