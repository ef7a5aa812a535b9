// Seafarers a test names by a key ("A", "S", "late") and finds again by it: the key is their first name and
// the id is kept under it.
import type { Db } from "../db/client";
import type { crewMembers } from "../db/schema-fleet";
import { createCrewMember } from "./factories";

/** `member(key, vesselId, rank, more)`: a seafarer of `rank` (a cook unless named) whose first name is `key`
 * and last name `lastName(key)` (the factory's own without it), assigned to `vesselId` (ashore for null), with
 * `more` fields; the id is kept as `ids[key]` and returned. */
export function keyedMembers(db: Db, ids: Record<string, string>, lastName?: (key: string) => string) {
  return async (
    key: string,
    vesselId: string | null,
    rank = "Cook",
    more: Partial<typeof crewMembers.$inferInsert> = {},
  ) => {
    const named = lastName ? { lastName: lastName(key) } : {};
    const fields = { rank, firstName: key, ...named, currentVesselId: vesselId, ...more };
    ids[key] = (await createCrewMember(db, fields)).id;
    return ids[key];
  };
}
