// The items of the crew's effects declarations (crew_effects) of some seafarers, in the order they were
// entered, and an item list in words as the forms print it (FAL Form 4's box 6, the single window's
// crew-list column P).
import { asc, inArray } from "drizzle-orm";
import { NOTHING_DECLARED, type TCrewEffects } from "../../../shared/port-paperwork";
import type { DbOrTx } from "../../db/client";
import { crewEffects } from "../../db/schema-manning";

export async function itemsOf(db: DbOrTx, ids: readonly string[]) {
  return ids.length
    ? db
        .select({
          crewMemberId: crewEffects.crewMemberId,
          description: crewEffects.description,
          quantity: crewEffects.quantity,
        })
        .from(crewEffects)
        .where(inArray(crewEffects.crewMemberId, [...ids]))
        .orderBy(asc(crewEffects.createdAt), asc(crewEffects.id))
    : [];
}

/** "2 cartons Cigarettes; Camera", or "Nothing declared". */
export const itemsText = (items: TCrewEffects["items"]) =>
  items.length
    ? items.map((i) => (i.quantity ? `${i.quantity} ${i.description}` : i.description)).join("; ")
    : NOTHING_DECLARED;

/** Each seafarer's declared effects in words (`itemsText`), by crew member id. */
export async function effectsTexts(db: DbOrTx, ids: readonly string[]): Promise<Map<string, string>> {
  const items = await itemsOf(db, ids);
  return new Map(ids.map((id) => [id, itemsText(items.filter((i) => i.crewMemberId === id))]));
}
