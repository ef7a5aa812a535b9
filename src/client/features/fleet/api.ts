// Fleet API (spec §7): vessels, their contract stats and contract lists, and the crew calls the vessel
// dialogs make (list by vessel or available, create, assign/remove, delete). Every mutation refreshes
// vessels, crew and dashboard stats (spec §4) by the query keys below.
import type { TCrewCreateRequest, TCrewListQuery, TCrewMember } from "@shared/crew";
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
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
  useQueryClient,
} from "@tanstack/react-query";
import { api, apiList, apiListAll, type ListResult } from "@/lib/api-client";

export type Vessel = TVessel;
export type CrewMember = TCrewMember;
export type VesselContractFilter = (typeof VESSEL_CONTRACT_FILTERS)[number];

/** Vessel list filters as the screens hold them ("all" means no status filter). */
export interface VesselFilters {
  q?: string;
  status?: TVesselStatus | "all";
}

export const vesselKeys = {
  all: ["vessels"] as const,
  lists: () => ["vessels", "list"] as const,
  list: (filters: VesselFilters) => ["vessels", "list", filters] as const,
  counts: () => ["vessels", "counts"] as const,
  contractStats: (id: string) => ["vessels", id, "contract-stats"] as const,
  contracts: (id: string, status: VesselContractFilter) => ["vessels", id, "contracts", status] as const,
};

export const crewKeys = {
  all: ["crew"] as const,
  list: (filters: CrewFilters) => ["crew", "list", filters] as const,
};

export const dashboardKeys = {
  stats: ["dashboard", "stats"] as const,
};

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
  return infiniteQueryOptions({
    queryKey: vesselKeys.list(filters),
    queryFn: ({ pageParam }) => fetchVessels(filters, { limit: VESSEL_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    placeholderData: keepPreviousData,
  });
}

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

/** Crew list filters of the vessel dialogs. */
export interface CrewFilters {
  /** A vessel id, or "none" for crew with no vessel. */
  vesselId?: TCrewListQuery["vesselId"];
  /** Only active crew with no vessel (Fleet Management's available crew). */
  available?: boolean;
  q?: string;
  limit?: number;
}

export function crewListOptions(filters: CrewFilters) {
  return queryOptions({
    queryKey: crewKeys.list(filters),
    queryFn: () =>
      apiList<CrewMember>("/api/crew", {
        vesselId: filters.vesselId,
        available: filters.available ? "true" : undefined,
        q: filters.q?.trim() || undefined,
        limit: filters.limit ?? 100,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Spec §4: every vessel, crew or contract change refreshes vessels, crew and dashboard stats. */
export function invalidateFleetData(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: vesselKeys.all }),
    client.invalidateQueries({ queryKey: crewKeys.all }),
    client.invalidateQueries({ queryKey: dashboardKeys.stats }),
  ]);
}

function useFleetMutation<TVars, TResult>(fn: (vars: TVars) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSettled: () => invalidateFleetData(client) });
}

export function useCreateVessel() {
  return useFleetMutation((body: TVesselCreateRequest) => api<Vessel>("POST", "/api/vessels", body));
}

export function useUpdateVessel() {
  return useFleetMutation(({ id, body }: { id: string; body: TVesselUpdateRequest }) =>
    api<Vessel>("PUT", `/api/vessels/${id}`, body),
  );
}

export function useDeleteVessel() {
  return useFleetMutation((id: string) => api<TVesselDeleteResponse>("DELETE", `/api/vessels/${id}`));
}

/** Assigns a crew member to a vessel, or removes them from it with vesselId null (spec §4). */
export function useSetCrewVessel() {
  return useFleetMutation(({ crewId, vesselId }: { crewId: string; vesselId: string | null }) =>
    api<CrewMember>("PUT", `/api/crew/${crewId}`, { currentVesselId: vesselId }),
  );
}

export function useCreateCrewMember() {
  return useFleetMutation((body: TCrewCreateRequest) => api<CrewMember>("POST", "/api/crew", body));
}

export function useDeleteCrewMember() {
  return useFleetMutation((crewId: string) => api<unknown>("DELETE", `/api/crew/${crewId}`));
}
