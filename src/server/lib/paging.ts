// Lists answer one page and put the total in X-Total-Count (DESIGN §7); keyset-paged ones the next
// page's cursor in X-Next-Cursor.
import { type SQL, sql } from "drizzle-orm";
import type { FastifyReply } from "fastify";
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from "../../shared/http";

function expose(reply: FastifyReply, name: string): void {
  const current = reply.getHeader("access-control-expose-headers");
  reply.header("access-control-expose-headers", current ? `${current}, ${name}` : name);
}

export function setTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  expose(reply, TOTAL_COUNT_HEADER);
}

/** A keyset-paged list (the alerts): where the next page starts, while there may be more. */
export function setNextCursor(reply: FastifyReply, cursor: string): void {
  reply.header(NEXT_CURSOR_HEADER, cursor);
  expose(reply, NEXT_CURSOR_HEADER);
}

/** One page of a list and the total of the whole list. */
export type Page<T> = { total: number } & ({ rows: T[] } | { items: T[] });

/** Answers one page: the total goes into the header, the rows into the body. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  setTotal(reply, page.total);
  return "rows" in page ? page.rows : page.items;
}

/** Pages up to this offset have their LIMIT and OFFSET written into the statement (see `written`). */
export const WRITTEN_PAGES_UP_TO_OFFSET = 450;

/**
 * Whether a page's LIMIT and OFFSET are written into its statement. PostgreSQL plans a statement whose
 * LIMIT is a parameter anew at every execution: its generic plan must guess the limit (a tenth of the
 * rows) and so looks dearer than planning each call (the crew page: 1.4 ms of planning against ~2 ms
 * running it, on every call). Written as numbers, the statement's plan is reused from its sixth run; the
 * first pages, the ones an office opens, each get their statement, and deeper pages share one with
 * parameters, planned per call as before. Only whole numbers (the route's schema has checked them) are
 * ever written.
 */
function written(limit: number, offset: number): boolean {
  if (!Number.isInteger(limit) || !Number.isInteger(offset) || limit < 0 || offset < 0)
    throw new Error("a page's limit and offset must be whole numbers");
  return offset <= WRITTEN_PAGES_UP_TO_OFFSET;
}

/** LIMIT and OFFSET of a list's page in raw SQL (see `written`). */
export function pageSql(limit: number, offset: number): SQL {
  return written(limit, offset)
    ? sql.raw(`limit ${limit} offset ${offset}`)
    : sql`limit ${limit} offset ${offset}`;
}

/** A query builder's LIMIT and OFFSET (Drizzle's select). */
interface Pageable<T> {
  limit(limit: number): { offset(offset: number): T };
}

/**
 * A query builder's page (see `written`). Drizzle writes an SQL chunk given as LIMIT or OFFSET into the
 * statement as it is (pg-core's dialect), which its types, made for numbers and placeholders, do not
 * say: hence the casts.
 */
export function withPage<T>(query: Pageable<T>, limit: number, offset: number): T {
  if (!written(limit, offset)) return query.limit(limit).offset(offset);
  return query
    .limit(sql.raw(String(limit)) as unknown as number)
    .offset(sql.raw(String(offset)) as unknown as number);
}
