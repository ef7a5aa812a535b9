// Manning API: the planning board (a page of vessels at a time), the best-match relievers for
// a gap, and the crew changes planned, confirmed, completed or cancelled from it. A crew-change write makes
// the board, rotations, the vessels' crew, events and the dashboard stale.
import type {
  TCrewChange,
  TCrewChangeCheck,
  TCrewChangeCheckRequest,
  TCrewChangeCreateRequest,
  TCrewChangeUpdateRequest,
} from "@shared/crew-changes";
import type { TManningGap, TSafeManning, TSafeManningRequest } from "@shared/manning";
import type { TBoardVessel } from "@shared/manning-board";
import type { Reliever } from "@shared/relievers";
import type { TRotation } from "@shared/rotations";
import type { TCrewTours } from "@shared/tours";
import { queryOptions } from "@tanstack/react-query";
import { api, apiList, withQuery } from "@/lib/api-client";
import { invalidatesOf, QUERY_ROOTS } from "@/lib/invalidation";
import { offsetPagesQuery } from "@/lib/picker-pages";
import { useWriteMutation } from "@/lib/write-mutation";

export type BoardVessel = TBoardVessel;
export type CrewChange = TCrewChange;
export type CrewChangeCheck = TCrewChangeCheck;

export interface BoardRange {
  from: string;
  to: string;
  q: string;
  /** One vessel only (opened from a manning-gap event or alert). */
  vesselId?: string;
}

export const manningKeys = {
  all: QUERY_ROOTS.manning,
  board: (range: BoardRange) => ["manning", "board", range] as const,
  relievers: (vesselId: string, rank: string, from: string, to: string) =>
    ["manning", "relievers", vesselId, rank, from, to] as const,
  crewChange: (id: string) => ["manning", "crew-change", id] as const,
  check: (body: TCrewChangeCheckRequest) => ["manning", "crew-change-check", body] as const,
  safeManning: (vesselId: string) => ["manning", "safe-manning", vesselId] as const,
  gaps: (from: string, to: string, vesselId?: string) => ["manning", "gaps", from, to, vesselId] as const,
  crewTours: (crewMemberId: string) => ["manning", "crew-tours", crewMemberId] as const,
};

/** One seafarer's own tours and crew changes, a year back and ahead (crew: their own; kept offline). */
export const crewToursQuery = (crewMemberId: string) =>
  queryOptions({
    queryKey: manningKeys.crewTours(crewMemberId),
    queryFn: () => api<TCrewTours>("GET", `/api/crew/${crewMemberId}/tours`),
  });

/** The safe-manning shortfalls of every vessel (or one) over [from, to]: the one gap rule, on the server. */
export const manningGapsQuery = (from: string, to: string, vesselId?: string) =>
  queryOptions({
    queryKey: manningKeys.gaps(from, to, vesselId),
    queryFn: () => api<TManningGap[]>("GET", withQuery("/api/manning/gaps", { from, to, vesselId })),
  });

export const BOARD_FETCH_SIZE = 25;

export const boardQuery = (range: BoardRange) =>
  offsetPagesQuery(
    manningKeys.board(range),
    (limit, offset) =>
      apiList<BoardVessel>("/api/manning/board", {
        from: range.from,
        to: range.to,
        q: range.q,
        vesselId: range.vesselId,
        limit,
        offset,
      }),
    BOARD_FETCH_SIZE,
  );

export const relieversQuery = (vesselId: string, rank: string, from: string, to: string) =>
  queryOptions({
    queryKey: manningKeys.relievers(vesselId, rank, from, to),
    queryFn: () =>
      api<Reliever[]>("GET", withQuery(`/api/vessels/${vesselId}/relievers`, { rank, from, to })),
  });

export const crewChangeQuery = (id: string) =>
  queryOptions({
    queryKey: manningKeys.crewChange(id),
    queryFn: () => api<CrewChange>("GET", `/api/crew-changes/${id}`),
  });

export const crewChangeWriteInvalidates = invalidatesOf("crewChanges");

export function usePlanCrewChange() {
  return useWriteMutation(
    (body: TCrewChangeCreateRequest) => api<CrewChange>("POST", "/api/crew-changes", body),
    crewChangeWriteInvalidates,
  );
}

/** A plan checked before it is saved: clashes and certificate blockers per seafarer (reads only). */
export const crewChangeCheckQuery = (body: TCrewChangeCheckRequest | null) =>
  queryOptions({
    queryKey: manningKeys.check(body as TCrewChangeCheckRequest),
    queryFn: () => api<CrewChangeCheck>("POST", "/api/crew-changes/check", body),
    enabled: body !== null,
  });

/** A planned or confirmed change moved, or its people or notes changed (re-checked by the server). */
export function useUpdateCrewChange() {
  return useWriteMutation(
    ({ id, ...body }: TCrewChangeUpdateRequest & { id: string }) =>
      api<CrewChange>("PATCH", `/api/crew-changes/${id}`, body),
    crewChangeWriteInvalidates,
  );
}

export type CrewChangeAction = "confirm" | "complete" | "cancel";

export function useCrewChangeAction() {
  return useWriteMutation(
    ({ id, action, reason }: { id: string; action: CrewChangeAction; reason?: string }) =>
      api<CrewChange>(
        "POST",
        `/api/crew-changes/${id}/${action}`,
        action === "complete" && reason ? { override: { reason } } : {},
      ),
    crewChangeWriteInvalidates,
  );
}

export const safeManningQuery = (vesselId: string) =>
  queryOptions({
    queryKey: manningKeys.safeManning(vesselId),
    queryFn: () => api<TSafeManning>("GET", `/api/vessels/${vesselId}/safe-manning`),
  });

/** A Safe Manning Document changes the board's lines and gaps (and the dashboard's counts that read them). */
export function useSaveSafeManning() {
  return useWriteMutation(
    ({ vesselId, ...body }: TSafeManningRequest & { vesselId: string }) =>
      api<TSafeManning>("PUT", `/api/vessels/${vesselId}/safe-manning`, body),
    invalidatesOf("safeManning"),
  );
}

/** A tour's planned sign-off moved on the board (its rotation's leave date; re-checked by the server). */
export function useMoveSignOff() {
  return useWriteMutation(
    ({ rotationId, leaveDate, reason }: { rotationId: string; leaveDate: string | null; reason?: string }) =>
      api<TRotation>("PATCH", `/api/rotations/${rotationId}`, {
        leaveDate,
        ...(reason ? { override: { reason } } : {}),
      }),
    crewChangeWriteInvalidates,
  );
}
