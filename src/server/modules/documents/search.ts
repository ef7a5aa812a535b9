// The Document Center search (q), apart from the list it narrows.
import { ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uuidArray } from "../../db/rows";
import { certificateTypes } from "../../db/schema-certificates";
import { documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { crewNameSql, likePattern, lowerLike } from "../../lib/search";

/**
 * The search (q): the crew member's name, the document number, the issuing authority or the type's name.
 * Each branch is an indexed set on documents (the matching crew members' ids, the trigram indexes, the
 * matching type codes), so PostgreSQL can OR them in one BitmapOr; an OR over the crew join would scan
 * every document. The matching crew members and types are looked up first (crew_name_trgm_idx, the small
 * catalogue) and bound as constants: a term as common as "mar" matches ~1,100 seafarers and most
 * documents, the list's total is then a scan of every document, and the planner hashes a constant id
 * array but walks an array computed in the statement (array(select ...)) for every row: 1,100 uuid
 * comparisons a document, 1.3 s for the total on the large dataset. The number and the authority are
 * matched on their lower-cased copies (documents.number_lower, authority_lower): ILIKE lower-cases both
 * columns of every document it tests, most of the cost of that total.
 */
export async function searchCondition(db: Db, q: string): Promise<SQL | undefined> {
  const like = likePattern(q);
  const [types, crew] = await Promise.all([
    db
      .select({ code: certificateTypes.code })
      .from(certificateTypes)
      .where(or(ilike(certificateTypes.name, like), ilike(certificateTypes.code, like))),
    db
      .select({ id: crewMembers.id })
      .from(crewMembers)
      .where(ilike(crewNameSql(crewMembers), like)),
  ]);
  return or(
    crew.length ? sql`${documents.crewMemberId} = any(${uuidArray(crew.map((c) => c.id))})` : undefined,
    lowerLike(documents.numberLower, like),
    lowerLike(documents.authorityLower, like),
    types.length
      ? inArray(
          documents.type,
          types.map((t) => t.code),
        )
      : undefined,
  );
}
