// Search terms become ILIKE patterns with the wildcards the user typed taken literally.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column ILIKE pattern` for a column kept lower-cased by the database (documents.number_lower,
 * documents.authority_lower): LIKE against the pattern lower-cased by PostgreSQL's own lower(), which is
 * what ILIKE does in a UTF-8 database, so the matches are the same without lower-casing every row.
 */
export function lowerLike(lowerColumn: AnyColumn | SQL, pattern: string): SQL<boolean> {
  return sql<boolean>`${lowerColumn} like lower(${pattern}::text)`;
}

/**
 * The lower-cased document number holds every character and pair of characters of the term lower-cased
 * by the database (document_number_grams, indexed by documents_number_grams_idx): true of every number
 * LIKE '%term%', so it narrows a search by number without changing its matches.
 */
export function numberGramsHold(numberLower: AnyColumn, term: string): SQL<boolean> {
  return sql<boolean>`document_number_grams(${numberLower}) @> document_number_grams(lower(${term}::text))`;
}
