// Lists answer one page and put the total in X-Total-Count (DESIGN §7).
import type { FastifyReply } from "fastify";
import { TOTAL_COUNT_HEADER } from "../../shared/http";

export function setTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  reply.header("access-control-expose-headers", TOTAL_COUNT_HEADER);
}

/** One page of a list and the total of the whole list. */
export type Page<T> = { total: number } & ({ rows: T[] } | { items: T[] });

/** Answers one page: the total goes into the header, the rows into the body. */
export function sendPage<T>(reply: FastifyReply, page: Page<T>): T[] {
  setTotal(reply, page.total);
  return "rows" in page ? page.rows : page.items;
}
