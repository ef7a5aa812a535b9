// The crew list's query (GET /api/crew, DESIGN §7: filtered, sorted and paged on the server, indexed):
// search, vessel, status, rank, nationality, contract ending within N days, and the sort column; and the
// values the rank and nationality filters offer (GET /api/crew/facets).
import { z } from "zod";
import { ZCrewStatus } from "./crew";
import { labelledValues } from "./labelled";
import { ZPageQuery } from "./pagination";

export const CREW_SORT_LABELS = {
  name: "Name",
  rank: "Rank",
  nationality: "Nationality",
  status: "Status",
  vessel: "Vessel",
  contractEnd: "Contract end",
};
export const CREW_SORTS = labelledValues(CREW_SORT_LABELS);
export type CrewSort = (typeof CREW_SORTS)[number];
export const SORT_DIRECTIONS = ["asc", "desc"] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
/** The choices of the "contract ends within" filter, in days. */
export const CONTRACT_WITHIN_DAYS = [30, 60, 90] as const;

/**
 * GET /api/crew: q over first+last name, nationality, rank; vesselId (or "none"); status; available;
 * rank and nationality (the stored value, exactly); contractEndsWithin: an active contract ending within
 * that many days (or already past its end); sort and dir (ties by name, then id).
 */
export const ZCrewListQuery = ZPageQuery.extend({
  /** "none": crew with no user account yet (the users' "link crew" picker). */
  account: z.literal("none").optional(),
  q: z.string().trim().max(200).optional(),
  vesselId: z.union([z.uuid(), z.literal("none")]).optional(),
  status: ZCrewStatus.optional(),
  /** true: only crew with no vessel and status active (the Fleet page's available crew). */
  available: z
    .enum(["true", "false"])
    .transform((v) => v === "true")
    .optional(),
  rank: z.string().trim().min(1).max(100).optional(),
  nationality: z.string().trim().min(1).max(100).optional(),
  contractEndsWithin: z.coerce.number().int().min(0).max(3650).optional(),
  sort: z.enum(CREW_SORTS).default("name"),
  dir: z.enum(SORT_DIRECTIONS).default("asc"),
});
export type TCrewListQuery = z.infer<typeof ZCrewListQuery>;

const ZFacet = z.array(z.object({ value: z.string(), count: z.number().int() }));
export const ZCrewFacets = z.object({ ranks: ZFacet, nationalities: ZFacet });
export type TCrewFacets = z.infer<typeof ZCrewFacets>;
