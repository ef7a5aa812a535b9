// Bulk changes to seafarers: set the rank or the vessel of several at once (each checked as a single
// change is: the same edit, the same eligibility gate, so an assignment it blocks is refused with the
// reason; an override is given one seafarer at a time), and contact every seafarer whose current
// documents expire in a range (one e-mail each through the outbox, as Contact sends one).
import { z } from "zod";
import { ZBulkIds } from "./bulk";
import { ZIsoDate } from "./iso-date";
import { ZRank } from "./ranks";

export const ZCrewBulkUpdate = z.object({
  ids: ZBulkIds,
  set: z.union([
    z.object({ rank: ZRank }).strict(),
    z.object({ currentVesselId: z.uuid("Choose a vessel").nullable() }).strict(),
  ]),
});
export type TCrewBulkUpdate = z.input<typeof ZCrewBulkUpdate>;

/** At most this many days between from and to of a contact by expiry. */
export const CONTACT_RANGE_MAX_DAYS = 366;

export const ZContactExpiring = z
  .object({
    from: ZIsoDate,
    to: ZIsoDate,
    subject: z.string().trim().min(1, "Subject is required").max(200),
    message: z.string().trim().min(1, "Message is required").max(5000),
    /** true: answer who would be e-mailed (ok) and who cannot be (refused, why), sending nothing. */
    dryRun: z.boolean().default(false),
  })
  .refine((v) => v.from <= v.to, { message: "The range ends before it starts", path: ["to"] });
export type TContactExpiring = z.input<typeof ZContactExpiring>;
