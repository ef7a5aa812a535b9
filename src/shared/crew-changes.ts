// Crew-change events: at a port call of a vessel, these seafarers sign off and these sign
// on (each in a rank from the catalogue). Status planned → confirmed → completed, or cancelled. Completing
// one signs off and on in one transaction (see modules/crew-changes/complete.ts).
import { z } from "zod";
import { ZLocode } from "./countries";
import { ZEligibility, ZOverride } from "./eligibility";
import { ZIsoDate } from "./iso-date";
import { ZPageQuery } from "./pagination";
import { ZRank } from "./ranks";

export const CREW_CHANGE_STATUSES = ["planned", "confirmed", "completed", "cancelled"] as const;
export type CrewChangeStatus = (typeof CREW_CHANGE_STATUSES)[number];

export const SAME_SEAFARER_MESSAGE = "A seafarer can't sign on and off in the same crew change";
export const REPEATED_SEAFARER_MESSAGE = "This seafarer is already listed";
export const NO_SIGNERS_MESSAGE = "Add at least one seafarer signing on or off";
export const RELIEVES_OFF_SIGNER_MESSAGE = "The seafarer relieved must be one of those signing off";
export const RELIEVED_TWICE_MESSAGE = "This seafarer is already relieved by another";

const ZTravelNotes = z.string().trim().max(1000).nullish();
const ZMemberId = z.uuid("Choose a crew member").toLowerCase();

/** A port call's data for its crew lists (FAL Form 5): voyage number, last and next port as UN/LOCODE. */
export const portCallFields = {
  voyageNumber: z.string().trim().max(30, "A voyage number has at most 30 characters").nullish(),
  lastPortLocode: ZLocode.nullish(),
  nextPortLocode: ZLocode.nullish(),
};

const ZOnSigner = z.object({
  crewMemberId: ZMemberId,
  rank: ZRank,
  travelNotes: ZTravelNotes,
  /** A relief: the off-signer of this change whose place this seafarer takes (their sign-off is the day). */
  relieves: ZMemberId.nullish(),
});
const ZOffSigner = z.object({ crewMemberId: ZMemberId, travelNotes: ZTravelNotes });

/** The people of a change: at least one, nobody twice, nobody both ways, each relief of an off-signer. */
function checkPeople(
  body: { onSigners?: z.infer<typeof ZOnSigner>[]; offSigners?: z.infer<typeof ZOffSigner>[] },
  ctx: z.RefinementCtx,
) {
  const onSigners = body.onSigners ?? [];
  const offSigners = body.offSigners ?? [];
  if (body.onSigners && body.offSigners && !onSigners.length && !offSigners.length)
    ctx.addIssue({ code: "custom", path: ["onSigners"], message: NO_SIGNERS_MESSAGE });
  const off = new Set(offSigners.map((s) => s.crewMemberId));
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
    onSigners.map((s) => s.crewMemberId),
  );
  repeated(
    "offSigners",
    offSigners.map((s) => s.crewMemberId),
  );
  const relieved: string[] = [];
  onSigners.forEach((s, i) => {
    if (!s.relieves) return;
    const path = ["onSigners", i, "relieves"];
    if (body.offSigners && !off.has(s.relieves))
      ctx.addIssue({ code: "custom", path, message: RELIEVES_OFF_SIGNER_MESSAGE });
    else if (relieved.includes(s.relieves))
      ctx.addIssue({ code: "custom", path, message: RELIEVED_TWICE_MESSAGE });
    relieved.push(s.relieves);
  });
}

const ZPortCallFields = {
  port: z.string().trim().min(1, "Port is required").max(100),
  portLocode: ZLocode.nullish(),
  date: ZIsoDate,
  onSigners: z.array(ZOnSigner).max(50),
  offSigners: z.array(ZOffSigner).max(50),
  notes: z.string().trim().max(2000).nullish(),
};

export const ZCrewChangeCreateRequest = z
  .object({
    vesselId: z.uuid("Choose a vessel").toLowerCase(),
    ...ZPortCallFields,
    ...portCallFields,
    /** Plan despite a relief in another rank; the reason is logged. */
    override: ZOverride.optional(),
  })
  .superRefine(checkPeople);
export type TCrewChangeCreateRequest = z.infer<typeof ZCrewChangeCreateRequest>;

export const ZCrewChangeCompleteRequest = z
  .object({
    /** Complete despite an ineligible on-signer or a rank left below safe manning; logged. */
    override: ZOverride.optional(),
  })
  .default({});

/** PATCH /api/crew-changes/{id}: what is sent changes (people are replaced as a whole list each). */
export const ZCrewChangeUpdateRequest = z
  .object({
    port: ZPortCallFields.port.optional(),
    portLocode: ZPortCallFields.portLocode,
    date: ZIsoDate.optional(),
    onSigners: ZPortCallFields.onSigners.optional(),
    offSigners: ZPortCallFields.offSigners.optional(),
    notes: ZPortCallFields.notes,
    override: ZOverride.optional(),
  })
  .superRefine(checkPeople);
export type TCrewChangeUpdateRequest = z.infer<typeof ZCrewChangeUpdateRequest>;

/** POST /api/crew-changes/check: a plan as the form holds it, checked before it is saved. */
export const ZCrewChangeCheckRequest = z
  .object({
    vesselId: z.uuid("Choose a vessel").toLowerCase(),
    date: ZIsoDate,
    onSigners: z.array(ZOnSigner.pick({ crewMemberId: true, rank: true, relieves: true })).max(50),
    offSigners: z.array(ZOffSigner.pick({ crewMemberId: true })).max(50),
    /** The change being edited: its own plan is no clash. */
    crewChangeId: z.uuid("Not a valid id").toLowerCase().optional(),
  })
  .superRefine(checkPeople);
export type TCrewChangeCheckRequest = z.infer<typeof ZCrewChangeCheckRequest>;

export const CLASH_KINDS = ["tour", "crew-change", "not-aboard", "rank"] as const;
/** A reason the seafarer can't be in this change as planned: another vessel's tour or crew change on the
 * day, an off-signer not aboard, a relief in another rank (overridable with a reason). */
export const ZSignerClash = z.object({
  kind: z.enum(CLASH_KINDS),
  message: z.string(),
  vesselName: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type TSignerClash = z.infer<typeof ZSignerClash>;

/** GET /api/crew/{id}/clashes: a tour planned for the seafarer (a join rotation's days) checked for
 * another tour or open crew change overlapping it, before it is saved. */
export const ZMemberClashQuery = z
  .object({
    vesselId: z.uuid("Not a valid id").toLowerCase(),
    from: ZIsoDate,
    /** The last day; the joining day alone when absent. */
    to: ZIsoDate.optional(),
    /** The rotation being edited: its own tour is no clash. */
    rotationId: z.uuid("Not a valid id").toLowerCase().optional(),
  })
  .refine((q) => !q.to || q.to >= q.from, {
    path: ["to"],
    message: "The range must end on or after its start",
  });
export type TMemberClashQuery = z.infer<typeof ZMemberClashQuery>;

export const ZCrewChangeCheck = z.object({
  signers: z.array(
    z.object({
      crewMemberId: z.string(),
      name: z.string(),
      direction: z.enum(["on", "off"]),
      clashes: z.array(ZSignerClash),
      /** The on-signer's eligibility for the rank from the day (certificate blockers and warnings). */
      eligibility: ZEligibility.nullable(),
    }),
  ),
  /** Clashes that no override saves (every kind but "rank"). */
  blocked: z.boolean(),
});
export type TCrewChangeCheck = z.infer<typeof ZCrewChangeCheck>;

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
  /** On-signers: the off-signer they relieve, if any. */
  relieves: z.string().nullable(),
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
