// One vessel on the planning board: its name and crew-change markers, then one line per safe-manning
// position of each rank (more when tours overlap), each tour a bar over the months, each gap a red button
// that opens the best-match relievers; ranks aboard without a position follow.
import { addDays, formatDisplayDate } from "@shared/dates";
import type { ManningGap } from "@shared/manning";
import { lanes } from "@shared/manning-board";
import { RANK_NAMES } from "@shared/ranks";
import { Button } from "@/components/ui/button";
import type { BoardVessel } from "../api";
import { spanOf } from "../board-geometry";

export type BoardGap = ManningGap & { vesselId: string; vesselName: string; vesselType: string };

const rankIndex = (rank: string) => {
  const i = RANK_NAMES.indexOf(rank as (typeof RANK_NAMES)[number]);
  return i < 0 ? RANK_NAMES.length : i;
};

const LINE = "relative h-7 rounded-sm bg-muted/40";

function tourText(t: BoardVessel["tours"][number]) {
  const on = t.signOn ? formatDisplayDate(t.signOn) : "before the records";
  const off = t.signOff ? `signs off ${formatDisplayDate(t.signOff)}` : "no sign-off planned";
  return `${t.name}, ${t.rank}: aboard from ${on}, ${off}`;
}

export function BoardVesselRow({
  vessel,
  from,
  to,
  onGap,
  onCrewChange,
  onSafeManning,
}: {
  vessel: BoardVessel;
  from: string;
  to: string;
  onGap: (gap: BoardGap) => void;
  onCrewChange: (id: string) => void;
  /** Opens the vessel's safe manning (admins only; absent for others). */
  onSafeManning?: () => void;
}) {
  const required = new Map(vessel.positions.map((p) => [p.rank, p.count]));
  const ranks = [
    ...new Set([...vessel.positions.map((p) => p.rank), ...vessel.tours.map((t) => t.rank)]),
  ].sort((a, b) => rankIndex(a) - rankIndex(b));
  return (
    <article aria-label={vessel.vesselName} className="grid gap-1 rounded-lg border bg-card p-3">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">
          {vessel.vesselName}{" "}
          <span className="text-sm font-normal text-muted-foreground">{vessel.vesselType}</span>
        </h2>
        <p className="text-xs text-muted-foreground">
          {vessel.positions.length
            ? `${vessel.gaps.length} gap${vessel.gaps.length === 1 ? "" : "s"}`
            : "No safe manning set"}
        </p>
      </header>
      <ol aria-label={`Crew changes of ${vessel.vesselName}`} className={LINE}>
        {vessel.crewChanges.map((c) => {
          const span = spanOf(from, to, c.date, null);
          return (
            span && (
              <li key={c.id} className="absolute top-0.5" style={{ left: `calc(${span.left}% - 0.6rem)` }}>
                <button
                  type="button"
                  onClick={() => onCrewChange(c.id)}
                  className="rounded bg-amber-700 px-1.5 text-xs leading-6 text-white hover:bg-amber-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1"
                  aria-label={`Crew change at ${c.port}, ${formatDisplayDate(c.date)} (${c.status})`}
                  title={`${c.port}, ${formatDisplayDate(c.date)} (${c.status})`}
                >
                  ⇄
                </button>
              </li>
            )
          );
        })}
      </ol>
      {ranks.map((rank) => {
        const lines = lanes(
          vessel.tours.filter((t) => t.rank === rank),
          required.get(rank) ?? 0,
        );
        const gaps = vessel.gaps.filter((g) => g.rank === rank);
        return (
          <div key={rank} className="grid grid-cols-[8rem_1fr] items-start gap-2">
            <p className="pt-1 text-xs font-medium">
              {rank}
              {required.has(rank) && (
                <span className="text-muted-foreground"> · {required.get(rank)} req.</span>
              )}
            </p>
            <div className="grid gap-0.5">
              {lines.map((line, i) => (
                <ul key={i} aria-label={`${rank}, line ${i + 1}`} className={LINE}>
                  {line.map((t) => {
                    const span = spanOf(from, to, t.signOn, t.signOff);
                    return (
                      span && (
                        <li
                          key={`${t.crewMemberId}-${t.signOn}`}
                          className="absolute inset-y-0.5 overflow-hidden truncate rounded bg-blue-700 px-1 text-xs leading-6 text-white"
                          style={{ left: `${span.left}%`, width: `${span.width}%` }}
                          title={tourText(t)}
                        >
                          <span className="sr-only">{tourText(t)}</span>
                          <span aria-hidden>{t.name}</span>
                        </li>
                      )
                    );
                  })}
                </ul>
              ))}
              {gaps.length > 0 && (
                <ul aria-label={`${rank} shortfalls`} className={LINE}>
                  {gaps.map((g) => {
                    const span = spanOf(from, to, g.from, addDays(g.to, 1));
                    return (
                      span && (
                        <li
                          key={g.from}
                          className="absolute inset-y-0.5"
                          style={{ left: `${span.left}%`, width: `${span.width}%` }}
                        >
                          <button
                            type="button"
                            onClick={() =>
                              onGap({
                                ...g,
                                vesselId: vessel.vesselId,
                                vesselName: vessel.vesselName,
                                vesselType: vessel.vesselType,
                              })
                            }
                            className="h-full w-full truncate rounded bg-red-700 px-1 text-left text-xs text-white hover:bg-red-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1"
                            aria-label={`${rank} short: ${g.planned} of ${g.required} from ${formatDisplayDate(g.from)} to ${formatDisplayDate(g.to)}. Find relievers`}
                          >
                            Short {g.planned}/{g.required}
                          </button>
                        </li>
                      )
                    );
                  })}
                </ul>
              )}
            </div>
          </div>
        );
      })}
    </article>
  );
}
