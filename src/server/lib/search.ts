// Search terms become ILIKE patterns with the wildcards the user typed taken literally.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";
export function likePattern(q: string): string {
  return `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A crew member's "First Last", the expression the trigram index crew_name_trgm_idx covers. */
export function crewNameSql(crew: { firstName: AnyColumn; lastName: AnyColumn }): SQL<string> {
  return sql<string>`(${crew.firstName} || ' ' || ${crew.lastName})`;
}
