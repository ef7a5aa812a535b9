// HTTP names shared by server and client (no zod here: this is in the first JS chunk).
export const TOTAL_COUNT_HEADER = "x-total-count";
