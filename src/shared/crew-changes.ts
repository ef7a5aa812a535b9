// Crew-change events: at a port call of a vessel, these seafarers sign off and these sign
// on (each in a rank from the catalogue). Status planned → confirmed → completed, or cancelled. Completing
// one signs off and on in one transaction (see modules/crew-changes/complete.ts).
import { z } from "zod";
import { ZLocode } from "./countries";
import { ZOverride } from "./eligibility";
import { ZIsoDate } from "./iso-date";
import { ZPageQuery } from "./pagination";
import { ZRank } from "./ranks";

export const CREW_CHANGE_STATUSES = ["planned", "confirmed", "completed", "cancelled"] as const;
export type CrewChangeStatus = (typeof CREW_CHANGE_STATUSES)[number];

export const SAME_SEAFARER_MESSAGE = "A seafarer can't sign on and off in the same crew change";
export const REPEATED_SEAFARER_MESSAGE = "This seafarer is already listed";
export const NO_SIGNERS_MESSAGE = "Add at least one seafarer signing on or off";

const ZTravelNotes = z.string().trim().max(1000).nullish();
const ZMemberId = z.uuid("Choose a crew member").toLowerCase();

/** A port call's data for its crew lists (FAL Form 5): voyage number, last and next port as UN/LOCODE. */
export const portCallFields = {
  voyageNumber: z.string().trim().max(30, "A voyage number has at most 30 characters").nullish(),
  lastPortLocode: ZLocode.nullish(),
  nextPortLocode: ZLocode.nullish(),
};

export const ZCrewChangeCreateRequest = z
  .object({
    vesselId: z.uuid("Choose a vessel").toLowerCase(),
    port: z.string().trim().min(1, "Port is required").max(100),
    portLocode: ZLocode.nullish(),
    ...portCallFields,
    date: ZIsoDate,
    onSigners: z.array(z.object({ crewMemberId: ZMemberId, rank: ZRank, travelNotes: ZTravelNotes })).max(50),
    offSigners: z.array(z.object({ crewMemberId: ZMemberId, travelNotes: ZTravelNotes })).max(50),
    notes: z.string().trim().max(2000).nullish(),
  })
  .superRefine((body, ctx) => {
    if (!body.onSigners.length && !body.offSigners.length)
      ctx.addIssue({ code: "custom", path: ["onSigners"], message: NO_SIGNERS_MESSAGE });
    const off = new Set(body.offSigners.map((s) => s.crewMemberId));
    const repeated = (list: "onSigners" | "offSigners", ids: string[]) => {
      ids.forEach((id, i) => {
        const path = [list, i, "crewMemberId"];
        if (ids.indexOf(id) < i) ctx.addIssue({ code: "custom", path, message: REPEATED_SEAFARER_MESSAGE });
        else if (list === "onSigners" && off.has(id))
          ctx.addIssue({ code: "custom", path, message: SAME_SEAFARER_MESSAGE });
      });
    };
    repeated(
      "onSigners",
      body.onSigners.map((s) => s.crewMemberId),
    );
    repeated(
      "offSigners",
      body.offSigners.map((s) => s.crewMemberId),
    );
  });
export type TCrewChangeCreateRequest = z.infer<typeof ZCrewChangeCreateRequest>;

export const ZCrewChangeCompleteRequest = z
  .object({
    /** Complete despite an ineligible on-signer or a rank left below safe manning; logged. */
    override: ZOverride.optional(),
  })
  .default({});

export const ZCrewChangeListQuery = ZPageQuery.extend({
  vesselId: z.uuid("Not a valid id").toLowerCase().optional(),
  from: ZIsoDate.optional(),
  to: ZIsoDate.optional(),
  status: z.enum(CREW_CHANGE_STATUSES).optional(),
});
export type TCrewChangeListQuery = z.infer<typeof ZCrewChangeListQuery>;

const ZSigner = z.object({
  crewMemberId: z.string(),
  name: z.string(),
  rank: z.string(),
  travelNotes: z.string().nullable(),
});

export const ZCrewChange = z.object({
  id: z.string(),
  vesselId: z.string(),
  vesselName: z.string(),
  port: z.string(),
  portLocode: z.string().nullable(),
  voyageNumber: z.string().nullable(),
  lastPortLocode: z.string().nullable(),
  nextPortLocode: z.string().nullable(),
  date: z.string(),
  status: z.enum(CREW_CHANGE_STATUSES),
  notes: z.string().nullable(),
  onSigners: z.array(ZSigner),
  offSigners: z.array(ZSigner),
  completedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TCrewChange = z.infer<typeof ZCrewChange>;
