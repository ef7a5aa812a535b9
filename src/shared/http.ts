// HTTP names shared by server and client (no zod here: this is in the first JS chunk).
export const TOTAL_COUNT_HEADER = "x-total-count";
/** Keyset-paged lists (the alerts): the sort key of the page's last row, when there may be more. */
export const NEXT_CURSOR_HEADER = "x-next-cursor";
