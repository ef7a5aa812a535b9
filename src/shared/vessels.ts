// Vessel API schemas (spec §3, §5, §7): list, create, update, delete, contract stats and contract lists.
import { z } from "zod";
import { ZContractWithCrew } from "./contracts";
import { IMO_MESSAGE, isValidImo } from "./imo";
import { ZIsoDate } from "./iso-date";
import { DEFAULT_VESSEL_CAPACITY, VESSEL_STATUSES, VESSEL_TYPES } from "./options";
import { ZPageQuery } from "./pagination";

export const ZVesselStatus = z.enum(
  VESSEL_STATUSES,
  "Status must be active, in-port, maintenance or inactive",
);
export type TVesselStatus = z.infer<typeof ZVesselStatus>;

// A schema-level `error` would answer every issue, so a 900 KB name would read "... is required": the
// missing/wrong-type message is given only for those issues, and the length says it is too long.
const required = (message: string) =>
  z
    .string({
      error: (issue) => (issue.input === undefined || typeof issue.input !== "string" ? message : undefined),
    })
    .trim()
    .min(1, message)
    .max(200, `${message.replace(/ is required$/, "")} is too long (at most 200 characters)`);

export const UNKNOWN_VESSEL_TYPE_MESSAGE = "Choose a vessel type from the list";

/** Optional IMO number: empty or null means none; otherwise 7 digits with a valid check digit. */
export const ZImoNumber = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === "" || isValidImo(v), IMO_MESSAGE)
  .nullable()
  .optional();

export const CALL_SIGN_MESSAGE = "A call sign is 3 to 9 letters and digits, e.g. 9V1234";
export const ZCallSign = z
  .string()
  .trim()
  .toUpperCase()
  .max(20)
  .refine((v) => v === "" || /^[A-Z0-9]{3,9}$/.test(v), CALL_SIGN_MESSAGE)
  .nullable()
  .optional();

/** The fields of the add and edit vessel forms, without defaults (edit sends only what changes). */
const vesselFields = {
  name: required("Vessel name is required"),
  /** One of the vessel types the requirements are kept for (docs/regulations.md, "Certificate catalogue
   * and requirements"): another is a 400 on `type`. */
  type: required("Vessel type is required").refine(
    (v) => v === "" || (VESSEL_TYPES as readonly string[]).includes(v),
    UNKNOWN_VESSEL_TYPE_MESSAGE,
  ),
  flag: required("Flag state is required"),
  imoNumber: ZImoNumber,
  /** The radio call sign (ITU: 3 to 9 letters and digits, e.g. 9V1234, DUAB); empty or null: none. */
  callSign: ZCallSign,
  status: ZVesselStatus,
  crewCapacity: z.number().int().min(1, "Capacity must be at least 1").max(10_000),
  nextCrewChange: ZIsoDate.nullable(),
  maintenanceUntil: ZIsoDate.nullable(),
};

/** POST /api/vessels and the add vessel form. */
export const ZVesselCreateRequest = z.object({
  ...vesselFields,
  status: vesselFields.status.default("active"),
  crewCapacity: vesselFields.crewCapacity.default(DEFAULT_VESSEL_CAPACITY),
  nextCrewChange: vesselFields.nextCrewChange.optional(),
  maintenanceUntil: vesselFields.maintenanceUntil.optional(),
});
export type TVesselCreateRequest = z.input<typeof ZVesselCreateRequest>;

/** PUT /api/vessels/{id}: any of the fields; the edit form sends them all. */
export const ZVesselUpdateRequest = z
  .object(vesselFields)
  .partial()
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");
export type TVesselUpdateRequest = z.input<typeof ZVesselUpdateRequest>;

export const ZVessel = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.string(),
  imoNumber: z.string().nullable(),
  callSign: z.string().nullable(),
  flag: z.string(),
  status: ZVesselStatus,
  crewCapacity: z.number().int(),
  nextCrewChange: ZIsoDate.nullable(),
  maintenanceUntil: ZIsoDate.nullable(),
  /** Crew members whose current vessel this is. */
  crewCount: z.number().int(),
  /** Contracts on this vessel with status active that have not ended (same as contract-stats.active). */
  activeContracts: z.number().int(),
  createdAt: z.string(),
});
export type TVessel = z.infer<typeof ZVessel>;

/** GET /api/vessels: search on name, IMO, flag, type; status filter; paging (total in X-Total-Count). */
export const ZVesselListQuery = ZPageQuery.extend({
  q: z.string().trim().max(200).optional(),
  status: ZVesselStatus.optional(),
});
export type TVesselListQuery = z.infer<typeof ZVesselListQuery>;

export const ZVesselDeleteResponse = z.object({
  message: z.string(),
  /** How many crew members were unassigned (they are kept, with no vessel). */
  unassignedCrew: z.number().int(),
});
export type TVesselDeleteResponse = z.infer<typeof ZVesselDeleteResponse>;

/**
 * GET /api/vessels/{id}/contract-stats. active: status active and not yet ended; expiringSoon: of
 * those, ending within 30 days (today counts); expired: status active but the end date is past.
 */
export const ZVesselContractStats = z.object({
  active: z.number().int(),
  expiringSoon: z.number().int(),
  expired: z.number().int(),
});
export type TVesselContractStats = z.infer<typeof ZVesselContractStats>;

export const VESSEL_CONTRACT_FILTERS = ["active", "expiring", "expired"] as const;
export const ZVesselContractsQuery = ZPageQuery.extend({
  status: z.enum(VESSEL_CONTRACT_FILTERS).default("active"),
});
export type TVesselContractsQuery = z.infer<typeof ZVesselContractsQuery>;

export const ZVesselContract = ZContractWithCrew;
export type TVesselContract = z.infer<typeof ZVesselContract>;
