// Lists answer one page and put the total in X-Total-Count (DESIGN §7).
import type { FastifyReply } from "fastify";
import { TOTAL_COUNT_HEADER } from "../../shared/http";

export function setTotal(reply: FastifyReply, total: number): void {
  reply.header(TOTAL_COUNT_HEADER, String(total));
  reply.header("access-control-expose-headers", TOTAL_COUNT_HEADER);
}
