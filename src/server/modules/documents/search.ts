// The Document Center search (q), apart from the list it narrows.
import { ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { crewNameSql, likePattern } from "../../lib/search";

/**
 * The search (q): the crew member's name, the document number, the issuing authority or the type's name.
 * Each branch is an indexed set on documents (the matching crew members' ids as an array, the trigram
 * indexes, the matching type codes, looked up first in the small catalogue), so PostgreSQL ORs them in one
 * BitmapOr; an OR over the crew join would scan every document.
 */
export async function searchCondition(db: Db, q: string): Promise<SQL | undefined> {
  const like = likePattern(q);
  const types = await db
    .select({ code: certificateTypes.code })
    .from(certificateTypes)
    .where(or(ilike(certificateTypes.name, like), ilike(certificateTypes.code, like)));
  return or(
    sql`${documents.crewMemberId} = any(array(select ${crewMembers.id} from ${crewMembers} where ${ilike(crewNameSql(crewMembers), like)}))`,
    ilike(documents.documentNumber, like),
    ilike(documents.issuingAuthority, like),
    types.length
      ? inArray(
          documents.type,
          types.map((t) => t.code),
        )
      : undefined,
  );
}
