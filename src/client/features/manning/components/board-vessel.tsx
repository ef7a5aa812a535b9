// One vessel on the planning board: its name, its crew-change markers, then one line per safe-manning
// position of each rank (more when tours overlap), each tour a bar over the months (a planned crew change's
// joiner outlined and hatched, apart from the tours aboard), each gap ahead a red button that opens the
// relief planner (a shortfall already past is drawn, not offered); ranks aboard without a position follow.
import { addDays, formatDisplayDate } from "@shared/dates";
import { lanes } from "@shared/manning-board";
import { RANK_NAMES } from "@shared/ranks";
import { Button } from "@/components/ui/button";
import { appToday } from "@/lib/today";
import type { BoardVessel } from "../api";
import { spanOf } from "../board-geometry";
import { MonthScale } from "./board-month-scale";
import type { ReliefStart } from "./board-types";
import type { SignOffEdit } from "./sign-off-dialog";
import { TourBar } from "./tour-bar";

const rankIndex = (rank: string) => {
  const i = RANK_NAMES.indexOf(rank as (typeof RANK_NAMES)[number]);
  return i < 0 ? RANK_NAMES.length : i;
};

const LINE = "relative h-7 rounded-sm bg-muted/40";
const FOCUS = "focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1";

interface Axis {
  from: string;
  to: string;
}

function CrewChangeMarkers({
  vessel,
  from,
  to,
  onOpen,
}: Axis & { vessel: BoardVessel; onOpen: (id: string) => void }) {
  if (!vessel.crewChanges.length) return null;
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-2">
      <p className="pt-1 text-xs font-medium">Crew changes</p>
      <ol aria-label={`Crew changes of ${vessel.vesselName}`} className={LINE}>
        {vessel.crewChanges.map((c) => {
          const span = spanOf(from, to, c.date, null);
          const text = `Crew change at ${c.port}, ${formatDisplayDate(c.date)} (${c.status})`;
          return (
            span && (
              <li
                key={c.id}
                className="absolute top-0.5"
                style={{ left: `max(0px, calc(${span.left}% - 0.6rem))` }}
              >
                <button
                  type="button"
                  onClick={() => onOpen(c.id)}
                  className={`rounded bg-amber-800 px-1.5 text-xs leading-6 text-white hover:bg-amber-900 ${FOCUS}`}
                  aria-label={text}
                  title={text}
                >
                  {c.port}
                </button>
              </li>
            )
          );
        })}
      </ol>
    </div>
  );
}

function RankLines({
  vessel,
  rank,
  from,
  to,
  onGap,
  onSignOff,
  onCrewChange,
}: Axis & {
  vessel: BoardVessel;
  rank: string;
  onGap: (gap: ReliefStart) => void;
  onSignOff?: (edit: SignOffEdit) => void;
  onCrewChange: (id: string) => void;
}) {
  const today = appToday();
  const required = vessel.positions.find((p) => p.rank === rank)?.count;
  const lines = lanes(
    vessel.tours.filter((t) => t.rank === rank),
    required ?? 0,
  );
  const gaps = vessel.gaps.filter((g) => g.rank === rank);
  const { vesselId, vesselName, vesselType } = vessel;
  const aboard = vessel.tours.filter((t) => t.rank === rank);
  return (
    <div className="grid grid-cols-[8rem_1fr] items-start gap-2">
      <p className="pt-1 text-xs font-medium">
        {rank}
        {required !== undefined && <span className="text-muted-foreground"> · {required} req.</span>}
      </p>
      <div className="grid gap-0.5">
        {lines.map((line, i) => (
          <ul key={i} aria-label={`${rank}, line ${i + 1}`} className={LINE}>
            {line.map((t) => (
              <TourBar
                key={`${t.crewMemberId}-${t.signOn}`}
                tour={t}
                from={from}
                to={to}
                onOpenChange={t.crewChangeId ? () => onCrewChange(t.crewChangeId as string) : undefined}
                onEdit={
                  onSignOff && t.rotationId
                    ? (proposed) =>
                        onSignOff({
                          tour: { ...t, rotationId: t.rotationId as string },
                          vessel,
                          proposed,
                        })
                    : undefined
                }
              />
            ))}
          </ul>
        ))}
        {gaps.length > 0 && (
          <ul aria-label={`${rank} shortfalls`} className={LINE}>
            {gaps.map((g) => {
              const span = spanOf(from, to, g.from, addDays(g.to, 1));
              const text = `Short ${g.planned}/${g.required}: ${rank} on ${vesselName} from ${formatDisplayDate(g.from)} to ${formatDisplayDate(g.to)}`;
              const past = g.to < today;
              return (
                span && (
                  <li
                    key={g.from}
                    className="absolute inset-y-0.5"
                    style={{ left: `${span.left}%`, width: `${span.width}%` }}
                  >
                    {past ? (
                      <span
                        className="block h-full w-full truncate rounded border border-red-700 bg-red-50 px-1 text-xs leading-5 text-red-900 dark:bg-red-950 dark:text-red-100"
                        title={`${text} (past)`}
                      >
                        <span className="sr-only">{text} (past)</span>
                        <span aria-hidden>
                          Short {g.planned}/{g.required}
                        </span>
                      </span>
                    ) : (
                      <button
                        type="button"
                        onClick={() => onGap({ ...g, vesselId, vesselName, vesselType, aboard })}
                        className={`h-full w-full truncate rounded bg-red-700 px-1 text-left text-xs text-white hover:bg-red-800 ${FOCUS}`}
                        aria-label={`${text}. Plan a relief`}
                      >
                        Short {g.planned}/{g.required}
                      </button>
                    )}
                  </li>
                )
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

export function BoardVesselRow({
  vessel,
  from,
  to,
  onGap,
  onCrewChange,
  onSafeManning,
  onSignOff,
}: Axis & {
  vessel: BoardVessel;
  onGap: (gap: ReliefStart) => void;
  onCrewChange: (id: string) => void;
  /** Opens the vessel's safe manning (admins only; absent for others). */
  onSafeManning?: () => void;
  /** Opens a tour's sign-off (callers who may change rotations; absent for others). */
  onSignOff?: (edit: SignOffEdit) => void;
}) {
  const ranks = [
    ...new Set([...vessel.positions.map((p) => p.rank), ...vessel.tours.map((t) => t.rank)]),
  ].sort((a, b) => rankIndex(a) - rankIndex(b));
  const gapCount = vessel.gaps.length;
  const lineProps = { vessel, from, to, onGap, onSignOff, onCrewChange };
  return (
    <article
      aria-label={vessel.vesselName}
      data-print-vessel
      className="grid gap-1 rounded-lg border bg-card p-3"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold">
          {vessel.vesselName}{" "}
          <span className="text-sm font-normal text-muted-foreground">{vessel.vesselType}</span>
        </h2>
        <p className="flex items-center gap-2 text-xs text-muted-foreground">
          {vessel.positions.length ? `${gapCount} gap${gapCount === 1 ? "" : "s"}` : "No safe manning set"}
          {onSafeManning && (
            <Button
              variant="outline"
              size="sm"
              className="print:hidden"
              onClick={onSafeManning}
              aria-label={`Safe manning of ${vessel.vesselName}`}
            >
              Safe manning
            </Button>
          )}
        </p>
      </header>
      <MonthScale from={from} to={to} className="hidden px-0 print:grid" />
      <CrewChangeMarkers vessel={vessel} from={from} to={to} onOpen={onCrewChange} />
      {ranks.map((rank) => (
        <RankLines key={rank} rank={rank} {...lineProps} />
      ))}
      {ranks.length === 0 && (
        <p className="text-sm text-muted-foreground">Nobody aboard or planned in these months.</p>
      )}
    </article>
  );
}
