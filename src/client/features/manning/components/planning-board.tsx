// The planning board: six months of every vessel, a page of vessels at a time (windowed,
// so 200 vessels scroll smoothly), with the month scale, the vessel search, month paging, and the dialogs
// a gap or a tour's "Plan a relief" (relief planner → crew change) and a crew-change marker or a planned
// joiner (edit, confirm, complete, cancel) open. A manning-gap
// event or alert opens it on one vessel (?vesselId=), with a way back to every vessel.
import { addMonths } from "@shared/dates";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ChevronLeft, ChevronRight, CircleAlert } from "lucide-react";
import { useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { ErrorMessage, LoadingRows } from "@/components/query-state";
import { SearchInput } from "@/components/search-input";
import { Button } from "@/components/ui/button";
import { useOverflowsX } from "@/components/use-overflows-x";
import { VirtualList } from "@/components/virtual-list";
import { SCROLL_FOCUS_CLASS, scrollRegionProps } from "@/components/virtual-table";
import { useCan } from "@/features/auth";
import { appToday } from "@/lib/today";
import { useSearch } from "@/lib/use-debounced-value";
import { type BoardVessel, boardQuery } from "../api";
import { boardRange, monthSpans } from "../board-geometry";
import { MonthScale } from "./board-month-scale";
import type { ReliefStart } from "./board-types";
import { BoardVesselRow } from "./board-vessel";
import { CrewChangeDialog } from "./crew-change-dialog";
import { GapDialog } from "./gap-dialog";
import { SafeManningDialog } from "./safe-manning-dialog";
import { SignOffDialog, type SignOffEdit } from "./sign-off-dialog";

export const BOARD_MONTHS = 6;
/** "Showing one vessel" with the way back to the whole fleet, when the board was opened on one. */
function OneVesselNote({ name, onShowAll }: { name?: string; onShowAll: () => void }) {
  return (
    <p
      className="flex flex-wrap items-center gap-2 rounded-md border bg-muted/50 px-3 py-2 text-sm"
      role="status"
    >
      Showing {name ?? "one vessel"} only.
      <Button variant="link" size="sm" className="h-auto p-0" onClick={onShowAll}>
        Show all vessels
      </Button>
    </p>
  );
}

export function PlanningBoard() {
  const [start, setStart] = useState(() => appToday());
  const { from, to } = boardRange(start, BOARD_MONTHS);
  const search = useSearch({ label: "Search vessels", placeholder: "Search vessels by name or type" });
  const [params, setParams] = useSearchParams();
  const vesselId = params.get("vesselId") ?? undefined;
  const board = useInfiniteQuery(boardQuery({ from, to, q: search.q, vesselId }));
  const scrollBox = useRef<HTMLDivElement>(null);
  const scrolls = useOverflowsX(scrollBox);
  const vessels = useMemo(() => board.data?.pages.flatMap((p) => p.items) ?? [], [board.data]);
  const total = board.data?.pages.at(-1)?.total ?? 0;
  const [gap, setGap] = useState<ReliefStart | null>(null);
  const [changeId, setChangeId] = useState<string | null>(null);
  const [manningOf, setManningOf] = useState<BoardVessel | null>(null);
  const canEdit = useCan("manning:write");
  const canMove = useCan("rotations:write");
  const canPlan = useCan("crew-changes:write");
  const [signOff, setSignOff] = useState<SignOffEdit | null>(null);
  const rowActions = (v: BoardVessel) => ({
    onGap: setGap,
    onCrewChange: setChangeId,
    onSafeManning: canEdit ? () => setManningOf(v) : undefined,
    onSignOff: canMove ? setSignOff : undefined,
  });
  const months = monthSpans(from, to);
  const shift = (n: number) => setStart(addMonths(from, n));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <SearchInput {...search.input} className="min-w-48" />
        <fieldset className="flex items-center gap-1" aria-label="Months shown">
          <Button variant="outline" size="icon" onClick={() => shift(-1)} aria-label="Earlier month">
            <ChevronLeft aria-hidden />
          </Button>
          <span className="min-w-40 text-center text-sm" aria-live="polite">
            {months[0]?.label} – {months.at(-1)?.label}
          </span>
          <Button variant="outline" size="icon" onClick={() => shift(1)} aria-label="Later month">
            <ChevronRight aria-hidden />
          </Button>
          <Button variant="outline" size="sm" onClick={() => setStart(appToday())}>
            This month
          </Button>
        </fieldset>
      </div>
      {vesselId && (
        <OneVesselNote name={vessels[0]?.vesselName} onShowAll={() => setParams({}, { replace: true })} />
      )}
      <p className="flex flex-wrap gap-3 text-xs text-muted-foreground">
        <span>
          <span className="mr-1 inline-block size-3 rounded-sm bg-blue-700 align-middle" aria-hidden />
          Tour aboard
        </span>
        <span>
          <span
            className="mr-1 inline-block size-3 rounded-sm border-2 border-dashed border-blue-700 align-middle dark:border-blue-400"
            aria-hidden
          />
          Planned to join (crew change)
        </span>
        <span>
          <CircleAlert
            className="mr-1 inline size-3 align-middle text-amber-700 dark:text-amber-300"
            aria-hidden
          />
          Sign-on not confirmed (counted aboard from the planned day)
        </span>
        <span>
          <span className="mr-1 inline-block size-3 rounded-sm bg-red-700 align-middle" aria-hidden />
          Below safe manning (open it to plan a relief)
        </span>
        <span>
          <span className="mr-1 inline-block size-3 rounded-sm bg-amber-700 align-middle" aria-hidden />
          Crew change
        </span>
      </p>
      {/* on a phone the board scrolls sideways: then the box takes keyboard focus, whatever it holds yet
          (while loading it has nothing else to focus: axe scrollable-region-focusable) */}
      <div
        ref={scrollBox}
        className={`overflow-x-auto ${SCROLL_FOCUS_CLASS}`}
        {...(scrolls ? scrollRegionProps("Planning board") : {})}
      >
        <div className="grid min-w-[40rem] gap-2">
          <MonthScale from={from} to={to} className="print:hidden" />
          {board.isPending ? (
            <LoadingRows label="Loading the planning board" rows={4} className="h-32" />
          ) : board.isError ? (
            <ErrorMessage onRetry={() => board.refetch()}>Failed to load the planning board</ErrorMessage>
          ) : vessels.length === 0 ? (
            <p className="py-8 text-center text-muted-foreground">No vessels found</p>
          ) : (
            <VirtualList
              items={vessels}
              getKey={(v) => v.vesselId}
              label="Vessels on the planning board"
              estimateItemHeight={360}
              listClassName="grid gap-3"
              windowOnPhones
              renderItem={(v) => <BoardVesselRow vessel={v} from={from} to={to} {...rowActions(v)} />}
            />
          )}
        </div>
      </div>
      {board.hasNextPage && (
        <div className="flex flex-col items-center gap-1">
          <Button variant="outline" onClick={() => board.fetchNextPage()} disabled={board.isFetchingNextPage}>
            {board.isFetchingNextPage ? "Loading..." : "Show more vessels"}
          </Button>
          <p className="text-xs text-muted-foreground">
            Showing {vessels.length} of {total}
          </p>
        </div>
      )}
      {gap && <GapDialog gap={gap} onClose={() => setGap(null)} />}
      {changeId && <CrewChangeDialog id={changeId} onClose={() => setChangeId(null)} />}
      {signOff && (
        <SignOffDialog
          edit={signOff}
          onClose={() => setSignOff(null)}
          onPlanRelief={
            canPlan
              ? (start) => {
                  setSignOff(null);
                  setGap(start);
                }
              : undefined
          }
        />
      )}
      {manningOf && (
        <SafeManningDialog
          vesselId={manningOf.vesselId}
          vesselName={manningOf.vesselName}
          onClose={() => setManningOf(null)}
        />
      )}
    </div>
  );
}
