// Vessels' names by id, for the messages and rows that name a vessel (one query for all of them).
import { eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { vessels } from "../db/schema-fleet";
import { notFound } from "./app-error";

/** The names of the vessels among `ids` that exist, by id (no query for none). */
export async function vesselNamesById(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map();
  const rows = await db
    .select({ id: vessels.id, name: vessels.name })
    .from(vessels)
    .where(inArray(vessels.id, unique));
  return new Map(rows.map((v) => [v.id, v.name]));
}

/** A vessel's name (404 when there is none); with `lock`, the vessel's row is held for update until the
 * transaction ends, so writes on the vessel's month or documents queue behind each other. */
export async function vesselNameOf(db: DbOrTx, vesselId: string, lock = false): Promise<string> {
  const q = db.select({ name: vessels.name }).from(vessels).where(eq(vessels.id, vesselId));
  const [v] = lock ? await q.for("update") : await q;
  if (!v) throw notFound("Vessel");
  return v.name;
}
