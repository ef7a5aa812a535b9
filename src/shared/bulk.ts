// Bulk actions (the office doing the same thing to many records at once): what they answer. Each record is
// done as the single action does it, through the same service, in a transaction of its own: a refused
// record (with the single action's reason) writes nothing, the others stand; each done record writes the
// single action's activity entry.
import { z } from "zod";

/** At most this many records in one bulk request. */
export const BULK_MAX = 200;

export const ZBulkIds = z
  .array(z.uuid("Not a valid id").toLowerCase())
  .min(1, "Choose at least one record")
  .max(BULK_MAX, `At most ${BULK_MAX} records at once`)
  .refine((ids) => new Set(ids).size === ids.length, "A record is listed twice");

export const ZBulkOutcome = z.object({
  id: z.string(),
  /** The record in words (a seafarer's name, a document's type and number). */
  label: z.string(),
  status: z.enum(["ok", "refused"]),
  /** Why it was refused (the single action's message), null when done. */
  message: z.string().nullable(),
  /** What the office should know besides (the documents a contacted seafarer holds expiring, a rank a
   * vessel's safe manning lists no position for); the record is done or refused all the same. */
  note: z.string().nullable().optional(),
});
export type TBulkOutcome = z.infer<typeof ZBulkOutcome>;

export const ZBulkResult = z.object({
  results: z.array(ZBulkOutcome),
  summary: z.object({ ok: z.number().int(), refused: z.number().int() }),
});
export type TBulkResult = z.infer<typeof ZBulkResult>;
