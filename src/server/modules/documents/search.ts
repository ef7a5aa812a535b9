// The Document Center search (q), apart from the list it narrows.
import { type AnyColumn, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client";
import { queryRows, uuidArray } from "../../db/rows";
import { certificateTypes } from "../../db/schema-certificates";
import { documentSearchGroups, documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import { READ_TAGS } from "../../lib/cache-tags";
import type { ReadCache } from "../../lib/read-cache";
import { likePattern, lowerLike, numberGramsHold } from "../../lib/search";

export interface DocumentSearch {
  /** The search's condition on documents: the page, and the total under any other filter. */
  where: SQL | undefined;
  /** The office's total of the current documents the term finds, with no other filter (see below). */
  currentTotal: (db: Db) => CurrentTotalQuery;
}

type CurrentTotalQuery = ReturnType<typeof currentTotalQuery>;

/** crew_members as "named": the seafarers a term names, in the lookup, the page and the total. */
const named = alias(crewMembers, "named");
const namedFrom = sql`${crewMembers} named`;

/** Up to this many seafarers whose name matches a term are bound to the statements as an id array;
 * a term matching more is matched inside them (see documentSearch). */
export const BOUND_NAME_MATCHES = 200;

interface TermMatches {
  /** The certificate types whose name or code matches. */
  codes: string[];
  /** The seafarers whose name matches, at most BOUND_NAME_MATCHES + 1 (more: "many"). */
  crewIds: string[];
}

/**
 * The search (q): the crew member's name, the document number, the issuing authority or the type's name.
 * Each branch is an indexed set on documents (the matching crew members' ids, the trigram indexes, the
 * matching type codes), so PostgreSQL can OR them in one BitmapOr; an OR over the crew join would scan
 * every document. The matching types (the small catalogue) and seafarers (crew_name_trgm_idx on
 * crew_members.name_lower) are looked up first, in one statement. When few seafarers match (a rare name), their ids are bound as a
 * constant array, which the planner hashes and can probe index by index, so the page of a rare term is
 * found without walking the documents. A term as common as "mar" matches ~1,100 seafarers and most
 * documents: binding their ids costs more than it saves (the planner estimates every element, in each
 * statement, ~2 ms; the array is sent to the database and parsed again per statement), so the names are
 * matched inside the statements: a hashed set in the page, which walks the documents newest first and
 * finds its page among the first rows, and one index probe per matching seafarer in the total. The
 * number and the authority are matched on their lower-cased copies (documents.number_lower,
 * authority_lower): ILIKE lower-cases both columns of every document it tests. The lookup is kept in the
 * read cache until a crew member's edit (the certificate types are written by routes that clear the
 * whole cache).
 */
export async function documentSearch(db: Db, q: string, cache?: ReadCache): Promise<DocumentSearch> {
  const like = likePattern(q);
  const nameMatches = lowerLike(named.nameLower, like);
  // a promise (a query builder would run again at each await of the cached value)
  const lookup = async () => {
    const [row] = await queryRows<TermMatches>(
      db,
      sql`select array(select ${certificateTypes.code} from ${certificateTypes}
          where ${or(ilike(certificateTypes.name, like), ilike(certificateTypes.code, like))})::text[] as codes,
        array(select ${named.id} from ${namedFrom} where ${nameMatches}
          limit ${BOUND_NAME_MATCHES + 1})::text[] as "crewIds"`,
    );
    return row;
  };
  const { codes, crewIds } = cache
    ? await cache.get(`document-search-terms:${q}`, lookup, READ_TAGS["document-search-terms"])
    : await lookup();
  const holderOf = (crewMemberId: AnyColumn | SQL) =>
    crewIds.length > BOUND_NAME_MATCHES
      ? sql`${crewMemberId} in (select ${named.id} from ${namedFrom} where ${nameMatches})`
      : crewIds.length
        ? sql`${crewMemberId} = any(${uuidArray(crewIds)})`
        : undefined;
  const typeOf = (column: AnyColumn) => (codes.length ? inArray(column, codes) : undefined);
  return {
    where: or(
      holderOf(documents.crewMemberId),
      lowerLike(documents.numberLower, like),
      lowerLike(documents.authorityLower, like),
      typeOf(documents.type),
    ),
    currentTotal: (d) =>
      currentTotalQuery(d, q, {
        many: crewIds.length > BOUND_NAME_MATCHES ? nameMatches : undefined,
        holderOf: crewIds.length ? holderOf : undefined,
        docType: typeOf(documents.type),
        groupType: typeOf(documentSearchGroups.type),
      }),
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
  terms: {
    /** The name condition on crew_members "named" when more seafarers match than are bound. */
    many: SQL | undefined;
    /** A document's holder is one of the matching seafarers (none match: undefined). */
    holderOf: ((crewMemberId: AnyColumn | SQL) => SQL | undefined) | undefined;
    docType: SQL | undefined;
    groupType: SQL | undefined;
  },
) {
  const like = likePattern(q);
  const g = documentSearchGroups;
  const authorities = sql`select ${g.authorityLower} from ${g} where ${lowerLike(g.authorityLower, like)}`;
  const inGroup = or(terms.docType, sql`${documents.authorityLower} in (${authorities})`);
  const current = sql`${documents.supersededById} is null`;
  // many seafarers: their ids as an array that is the index condition of one index-only scan of
  // documents_current_crew_authority_idx, a descent per seafarer (a join would hash them and scan every
  // document; a lateral count per seafarer did the same descents with an aggregate and a rescan each:
  // "mar", 1,094 seafarers, 4.3 → 3.7 ms)
  const holders = terms.many
    ? sql`(select count(*) from ${documents} where ${current} and ${documents.crewMemberId} = any(array(
          select ${named.id} from ${namedFrom} where ${terms.many})) and not (${inGroup}))`
    : terms.holderOf
      ? sql`(select count(*) from ${documents} where ${current} and ${terms.holderOf(documents.crewMemberId)}
          and not (${inGroup}))`
      : sql`0`;
  const grams = [...q].length < 3 ? numberGramsHold(documents.numberLower, q) : sql`true`;
  const numbers = sql`(select count(*) from ${documents} where ${current} and ${grams}
    and ${lowerLike(documents.numberLower, like)}
    and not (${or(inGroup, terms.holderOf?.(documents.crewMemberId))}))`;
  return db
    .select({ total: sql<string>`coalesce(sum(${g.n}), 0) + ${holders} + ${numbers}` })
    .from(g)
    .where(or(terms.groupType, lowerLike(g.authorityLower, like)));
}
