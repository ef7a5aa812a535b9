// List paging shared by every list endpoint (DESIGN §7): limit ≤ 500, offset, total in X-Total-Count.
import { z } from "zod";
import { MAX_PAGE_SIZE } from "./page-size";

export { MAX_PAGE_SIZE };
export const ZPageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});
export type TPageQuery = z.infer<typeof ZPageQuery>;
