// A day's 30-minute cells, six hours to a row (12 cells; on phones the row's hour sits above it, so each
// cell is at least 24 px wide at 375 px: WCAG 2.2 2.5.8 target size). Tap a cell to switch it between
// work and rest, or drag across cells (mouse or finger) to paint them all the way the first cell went. Each cell is a labelled toggle button (pressed = work); arrow keys move between cells.
import { useRef } from "react";
import { cn } from "@/lib/utils";
import { cellLabel } from "../grid-model";

const PER_ROW = 12;

export function DayCells({
  date,
  cells,
  onChange,
  disabled,
}: {
  date: string;
  cells: boolean[];
  onChange: (cells: boolean[]) => void;
  disabled?: boolean;
}) {
  const drag = useRef<{ value: boolean; cells: boolean[]; moved: boolean } | null>(null);

  const paint = (i: number) => {
    const d = drag.current;
    if (!d || d.cells[i] === d.value) return;
    d.cells = d.cells.map((c, j) => (j === i ? d.value : c));
    d.moved = true;
    onChange(d.cells);
  };

  const indexAt = (x: number, y: number) => {
    const el = document.elementFromPoint(x, y) as HTMLElement | null;
    const cell = el?.closest<HTMLElement>(`[data-cell-day="${date}"]`);
    return cell ? Number(cell.dataset.cell) : -1;
  };

  const rows: number[][] = [];
  for (let i = 0; i < cells.length; i += PER_ROW)
    rows.push(Array.from({ length: Math.min(PER_ROW, cells.length - i) }, (_, k) => i + k));

  const onKeyDown = (e: React.KeyboardEvent<HTMLButtonElement>, i: number) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: PER_ROW, ArrowUp: -PER_ROW }[e.key];
    if (!step) return;
    const next = i + step;
    if (next < 0 || next >= cells.length) return;
    e.preventDefault();
    (
      e.currentTarget.parentElement?.parentElement?.querySelector(`[data-cell="${next}"]`) as HTMLElement
    )?.focus();
  };

  return (
    <fieldset
      className="touch-none select-none space-y-1"
      aria-label={`Hours of work on ${date}`}
      disabled={disabled}
      onPointerMove={(e) => {
        if (!drag.current || e.buttons === 0) return;
        const i = indexAt(e.clientX, e.clientY);
        if (i >= 0) paint(i);
      }}
      onPointerUp={() => {
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
      }}
    >
      <legend className="sr-only">Hours of work on {date}: a pressed cell is work</legend>
      {rows.map((row) => (
        <div key={row[0]} className="flex flex-col gap-0.5 sm:flex-row sm:items-center sm:gap-1">
          <span
            className="shrink-0 text-xs tabular-nums text-muted-foreground sm:w-9 sm:text-right"
            aria-hidden
          >
            {cellLabel(row[0]).slice(0, 5)}
          </span>
          <div className="grid flex-1 grid-cols-12 gap-px">
            {row.map((i) => (
              <button
                key={i}
                type="button"
                // named by its label alone (no hidden text: axe label-content-name-mismatch); pressed = work
                aria-pressed={cells[i]}
                aria-label={`Work ${cellLabel(i)}`}
                data-cell={i}
                data-cell-day={date}
                onKeyDown={(e) => onKeyDown(e, i)}
                onPointerDown={(e) => {
                  if (e.button !== 0) return;
                  (e.currentTarget as HTMLElement).releasePointerCapture?.(e.pointerId);
                  drag.current = {
                    value: !cells[i],
                    cells: cells.map((c, j) => (j === i ? !cells[i] : c)),
                    moved: false,
                  };
                  onChange(drag.current.cells);
                }}
                onClick={(e) => {
                  // Keyboard (detail 0) toggles here; a pointer already toggled on pointerdown.
                  if (e.detail === 0) onChange(cells.map((c, j) => (j === i ? !c : c)));
                }}
                className={cn(
                  "h-9 min-w-0 border focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
                  i % 2 === 0 ? "rounded-l-sm" : "rounded-r-sm",
                  cells[i]
                    ? "border-sky-800 bg-sky-700 dark:border-sky-300 dark:bg-sky-400"
                    : "border-border bg-background hover:bg-muted",
                )}
              />
            ))}
          </div>
        </div>
      ))}
    </fieldset>
  );
}
