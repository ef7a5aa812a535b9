// The Document Center search (q), apart from the list it narrows.
import { type AnyColumn, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { uuidArray } from "../../db/rows";
import { certificateTypes } from "../../db/schema-certificates";
import { documentSearchGroups, documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { READ_TAGS } from "../../lib/cache-tags";
import type { ReadCache } from "../../lib/read-cache";
import { crewNameSql, likePattern, lowerLike, numberGramsHold } from "../../lib/search";

export interface DocumentSearch {
  /** The search's condition on documents: the page, and the total under any other filter. */
  where: SQL | undefined;
  /** The office's total of the current documents the term finds, with no other filter (see below). */
  currentTotal: (db: Db) => CurrentTotalQuery;
}

type CurrentTotalQuery = ReturnType<typeof currentTotalQuery>;

/**
 * The search (q): the crew member's name, the document number, the issuing authority or the type's name.
 * Each branch is an indexed set on documents (the matching crew members' ids, the trigram indexes, the
 * matching type codes), so PostgreSQL can OR them in one BitmapOr; an OR over the crew join would scan
 * every document. The matching crew members and types are looked up first (crew_name_trgm_idx, the small
 * catalogue) and bound as constants: a term as common as "mar" matches ~1,100 seafarers and most
 * documents, and the planner hashes a constant id array but walks an array computed in the statement
 * (array(select ...)) for every row. The number and the authority are matched on their lower-cased
 * copies (documents.number_lower, authority_lower): ILIKE lower-cases both columns of every document it
 * tests. The seafarers a term names are kept in the read cache until a crew member's edit (a name
 * lookup of a common term reads every seafarer's name, ~10 ms).
 */
export async function documentSearch(db: Db, q: string, cache?: ReadCache): Promise<DocumentSearch> {
  const like = likePattern(q);
  // a promise (a query builder would run again at each await of the cached value)
  const named = async () =>
    await db
      .select({ id: crewMembers.id })
      .from(crewMembers)
      .where(ilike(crewNameSql(crewMembers), like));
  const [types, crew] = await Promise.all([
    db
      .select({ code: certificateTypes.code })
      .from(certificateTypes)
      .where(or(ilike(certificateTypes.name, like), ilike(certificateTypes.code, like))),
    cache ? cache.get(`crew-name-matches:${q}`, named, READ_TAGS["crew-name-matches"]) : named(),
  ]);
  const crewIds = crew.length ? uuidArray(crew.map((c) => c.id)) : undefined;
  const codes = types.map((t) => t.code);
  const typeOf = (column: AnyColumn) => (codes.length ? inArray(column, codes) : undefined);
  return {
    where: or(
      crewIds ? sql`${documents.crewMemberId} = any(${crewIds})` : undefined,
      lowerLike(documents.numberLower, like),
      lowerLike(documents.authorityLower, like),
      typeOf(documents.type),
    ),
    currentTotal: (d) =>
      currentTotalQuery(d, q, crewIds, typeOf(documents.type), typeOf(documentSearchGroups.type)),
  };
}

/**
 * The search's total over the current documents, exact and without testing every document (a term as
 * broad as "mar" matches 75,000 of 104,000, so a count of the matches is a scan of all of them). A
 * document's type and authority decide two of the four branches, so the documents fall into groups
 * (type, authority) that match as a whole, which the database keeps counted (document_search_groups,
 * ~110 groups on the large dataset). The total is three disjoint parts in one statement (one snapshot):
 * the matching groups' counts; the matching seafarers' documents outside those groups (index-only on
 * documents_current_crew_authority_idx); the documents whose number alone matches (the number trigram
 * index; a term of one or two characters has no trigram, so there the number's characters and pairs
 * of characters must hold the term's first, documents_number_grams_idx: a necessary condition, the LIKE
 * decides). Outside the matching groups means neither a matching type nor one of the matching
 * authorities, which are read from the groups too and hashed.
 */
function currentTotalQuery(
  db: Db,
  q: string,
  crewIds: SQL | undefined,
  docType: SQL | undefined,
  groupType: SQL | undefined,
) {
  const like = likePattern(q);
  const g = documentSearchGroups;
  const authorities = sql`select ${g.authorityLower} from ${g} where ${lowerLike(g.authorityLower, like)}`;
  const inGroup = or(docType, sql`${documents.authorityLower} in (${authorities})`);
  const current = sql`${documents.supersededById} is null`;
  const holders = crewIds
    ? sql`(select count(*) from ${documents} where ${current} and ${documents.crewMemberId} = any(${crewIds})
          and not (${inGroup}))`
    : sql`0`;
  const grams = [...q].length < 3 ? numberGramsHold(documents.numberLower, q) : sql`true`;
  const numbers = sql`(select count(*) from ${documents} where ${current} and ${grams}
    and ${lowerLike(documents.numberLower, like)}
    and not (${or(inGroup, crewIds ? sql`${documents.crewMemberId} = any(${crewIds})` : undefined)}))`;
  return db
    .select({ total: sql<string>`coalesce(sum(${g.n}), 0) + ${holders} + ${numbers}` })
    .from(g)
    .where(or(groupType, lowerLike(g.authorityLower, like)));
}
