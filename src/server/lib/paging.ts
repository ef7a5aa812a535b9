// Lists answer one page and put the total in X-Total-Count (DESIGN §7); keyset-paged ones the next
// page's cursor in X-Next-Cursor.
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
