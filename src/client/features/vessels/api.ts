// Vessels API (spec §7): the vessel area's query keys, list, counts, options for pickers, contract stats
// and contract lists, and the vessel writes. Crew assignment is a crew write (crew/api.ts).
import type {
  TVessel,
  TVesselContract,
  TVesselContractStats,
  TVesselCreateRequest,
  TVesselDeleteResponse,
  TVesselStatus,
  TVesselUpdateRequest,
  VESSEL_CONTRACT_FILTERS,
} from "@shared/vessels";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, apiList, apiListAll, type ListResult } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { offsetPagesQuery } from "@/lib/picker-pages";
import { useWriteMutation } from "@/lib/write-mutation";

export type Vessel = TVessel;
/** A vessel as the pickers and filters show it (crew filters, rotation form, timeline). */
export type VesselOption = Pick<TVessel, "id" | "name" | "status">;
export type VesselContractFilter = (typeof VESSEL_CONTRACT_FILTERS)[number];

/** Vessel list filters as the screens hold them ("all" means no status filter). */
export interface VesselFilters {
  q?: string;
  status?: TVesselStatus | "all";
}

export const vesselKeys = {
  all: QUERY_ROOTS.vessels,
  lists: () => ["vessels", "list"] as const,
  list: (filters: VesselFilters) => ["vessels", "list", filters] as const,
  counts: () => ["vessels", "counts"] as const,
  options: ["vessels", "options"] as const,
  picker: (q: string) => ["vessels", "picker", q] as const,
  detail: (id: string) => ["vessels", "detail", id] as const,
  activeCount: ["vessels", "count", "active"] as const,
  contractStats: (id: string) => ["vessels", id, "contract-stats"] as const,
  contracts: (id: string, status: VesselContractFilter) => ["vessels", id, "contracts", status] as const,
};

export const vesselWriteInvalidates = invalidatesOf("vessels");

/** Every vessel's id, name and status, for filters and pickers. */
export const vesselOptionsQuery = queryOptions({
  queryKey: vesselKeys.options,
  queryFn: async () => (await apiList<VesselOption>("/api/vessels", { limit: 500 })).items,
});
export const useVesselOptions = () => useQuery(vesselOptionsQuery);

export const activeVesselCountQuery = queryOptions({
  queryKey: vesselKeys.activeCount,
  queryFn: async () => (await apiList<VesselOption>("/api/vessels", { status: "active", limit: 1 })).total,
});

export const VESSEL_PAGE_SIZE = 12;

function vesselQuery(filters: VesselFilters): { q?: string; status?: TVesselStatus } {
  return {
    q: filters.q?.trim() || undefined,
    status: filters.status && filters.status !== "all" ? filters.status : undefined,
  };
}

export function fetchVessels(
  filters: VesselFilters,
  page: { limit: number; offset: number },
): Promise<ListResult<Vessel>> {
  return apiList<Vessel>("/api/vessels", { ...vesselQuery(filters), ...page });
}

/** Every vessel matching the filters, fetched page by page (CSV export). */
export function fetchAllVessels(filters: VesselFilters): Promise<Vessel[]> {
  return apiListAll<Vessel>("/api/vessels", vesselQuery(filters));
}

/** Vessel cards, a page at a time ("Show more" loads the next). */
export function vesselListOptions(filters: VesselFilters) {
  return offsetPagesQuery(
    vesselKeys.list(filters),
    (limit, offset) => fetchVessels(filters, { limit, offset }),
    VESSEL_PAGE_SIZE,
  );
}

/** One vessel (GET /api/vessels/:id): a picker's label for a vessel not on its first page. */
export const vesselByIdQuery = (id: string) =>
  queryOptions({
    queryKey: vesselKeys.detail(id),
    queryFn: () => api<Vessel>("GET", `/api/vessels/${id}`),
  });

/** Vessels for a picker, searched on the server by name and paged: VesselPicker. */
export const vesselPickerQuery = (q: string) =>
  offsetPagesQuery(vesselKeys.picker(q), (limit, offset) =>
    apiList<VesselOption>("/api/vessels", { q: q || undefined, limit, offset }),
  );

export interface FleetCounts {
  total: number;
  active: number;
  inPort: number;
  maintenance: number;
}

async function countVessels(status?: TVesselStatus): Promise<number> {
  return (await apiList<Vessel>("/api/vessels", { status, limit: 1 })).total;
}

/** Fleet summary cards: the server's counts (X-Total-Count), never counted from a loaded page. */
export function fleetCountsOptions() {
  return queryOptions({
    queryKey: vesselKeys.counts(),
    queryFn: async (): Promise<FleetCounts> => {
      const [total, active, inPort, maintenance] = await Promise.all([
        countVessels(),
        countVessels("active"),
        countVessels("in-port"),
        countVessels("maintenance"),
      ]);
      return { total, active, inPort, maintenance };
    },
  });
}

export function vesselContractStatsOptions(id: string) {
  return queryOptions({
    queryKey: vesselKeys.contractStats(id),
    queryFn: () => api<TVesselContractStats>("GET", `/api/vessels/${id}/contract-stats`),
  });
}

export function vesselContractsOptions(id: string, status: VesselContractFilter) {
  return queryOptions({
    queryKey: vesselKeys.contracts(id, status),
    queryFn: () => apiList<TVesselContract>(`/api/vessels/${id}/contracts`, { status, limit: 100 }),
  });
}

export function useCreateVessel() {
  return useWriteMutation(
    (body: TVesselCreateRequest) => api<Vessel>("POST", "/api/vessels", body),
    vesselWriteInvalidates,
  );
}

export function useUpdateVessel() {
  return useWriteMutation(
    ({ id, body }: { id: string; body: TVesselUpdateRequest }) =>
      api<Vessel>("PUT", `/api/vessels/${id}`, body),
    vesselWriteInvalidates,
  );
}

export function useDeleteVessel() {
  return useWriteMutation(
    (id: string) => api<TVesselDeleteResponse>("DELETE", `/api/vessels/${id}`),
    vesselWriteInvalidates,
  );
}
