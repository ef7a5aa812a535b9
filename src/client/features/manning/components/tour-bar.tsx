// One tour on a board line. A tour that comes from a rotation is a button (opens its sign-off) with a
// handle on its end: dragging the handle previews the bar's new end and, on release, proposes that day in
// the same dialog, so the change is re-checked and confirmed like a typed one. Pointer only; the button is
// the keyboard's way to the same dialog. A joiner planned by an open crew change is outlined and hatched
// (not aboard yet) and opens its crew change. A tour counted aboard by a planned join past its day carries the
// "sign-on not confirmed" mark (in its name and title too).
import { addDays, daysBetween, formatDisplayDate } from "@shared/dates";
import type { TBoardTour } from "@shared/manning-board";
import { SIGN_ON_NOT_CONFIRMED } from "@shared/tours";
import { CircleAlert } from "lucide-react";
import { type PointerEvent, useState } from "react";
import { spanOf } from "../board-geometry";

const BAR = "absolute inset-y-0.5 truncate rounded bg-blue-700 px-1 text-left text-xs leading-6 text-white";

const PLANNED =
  "absolute inset-y-0.5 truncate rounded border-2 border-dashed border-blue-700 bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgb(29_78_216/0.18)_6px_12px)] px-1 text-left text-xs leading-5 text-blue-900 dark:border-blue-400 dark:text-blue-100";

export function tourText(t: TBoardTour) {
  const on = t.signOn ? formatDisplayDate(t.signOn) : "before the records";
  const off = t.signOff ? `signs off ${formatDisplayDate(t.signOff)}` : "no sign-off planned";
  const unconfirmed = t.signOnNotConfirmed ? ` (${SIGN_ON_NOT_CONFIRMED.toLowerCase()})` : "";
  return `${t.name}, ${t.rank}: ${t.planned ? "planned to join" : "aboard from"} ${on}${unconfirmed}, ${off}`;
}

/** The bar's label: the name, with the "sign-on not confirmed" mark (its text is in the bar's name). */
function BarLabel({ tour }: { tour: TBoardTour }) {
  return (
    <>
      {tour.signOnNotConfirmed && (
        <CircleAlert
          aria-hidden
          data-testid="sign-on-not-confirmed"
          className={`mr-0.5 inline size-3 align-[-2px] ${tour.planned ? "text-amber-700 dark:text-amber-300" : "text-amber-300"}`}
        />
      )}
      {tour.name}
    </>
  );
}

/** The day under a pointer on a line drawn from `from` to `to`. */
function dayAt(e: PointerEvent<HTMLElement>, line: HTMLElement, from: string, to: string) {
  const box = line.getBoundingClientRect();
  const days = daysBetween(from, to) + 1;
  const at = Math.round(((e.clientX - box.left) / box.width) * days);
  return addDays(from, Math.min(Math.max(at, 1), days));
}

export function TourBar({
  tour,
  from,
  to,
  onEdit,
  onOpenChange,
}: {
  tour: TBoardTour;
  from: string;
  to: string;
  /** Opens the sign-off dialog, with the day a drag proposed. */
  onEdit?: (proposed?: string) => void;
  /** A planned joiner's crew change. */
  onOpenChange?: () => void;
}) {
  const [dragEnd, setDragEnd] = useState<string | null>(null);
  const span = spanOf(from, to, tour.signOn, dragEnd ?? tour.signOff);
  if (!span) return null;
  const style = { left: `${span.left}%`, width: `${span.width}%` };
  if (tour.planned)
    return (
      <li className="absolute inset-y-0.5" style={style} data-testid="planned-tour">
        <button
          type="button"
          className={`${PLANNED} inset-x-0 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1`}
          title={tourText(tour)}
          aria-label={`${tourText(tour)}. Open the crew change`}
          onClick={onOpenChange}
          disabled={!onOpenChange}
        >
          <BarLabel tour={tour} />
        </button>
      </li>
    );
  if (!onEdit)
    return (
      <li className={BAR} style={style} title={tourText(tour)}>
        <span className="sr-only">{tourText(tour)}</span>
        <span aria-hidden>
          <BarLabel tour={tour} />
        </span>
      </li>
    );
  const line = (e: PointerEvent<HTMLElement>) => e.currentTarget.closest("ul") as HTMLElement;
  return (
    <li className="absolute inset-y-0.5" style={style}>
      <button
        type="button"
        className={`${BAR} inset-x-0 hover:bg-blue-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-1`}
        title={tourText(tour)}
        aria-label={`${tourText(tour)}. Change the sign-off`}
        onClick={() => onEdit()}
      >
        <BarLabel tour={tour} />
      </button>
      <span
        aria-hidden
        data-testid="sign-off-handle"
        className="absolute inset-y-0 right-0 w-2 cursor-ew-resize rounded-r bg-blue-950/60"
        onPointerDown={(e) => e.currentTarget.setPointerCapture(e.pointerId)}
        onPointerMove={(e) => {
          if (e.currentTarget.hasPointerCapture(e.pointerId)) setDragEnd(dayAt(e, line(e), from, to));
        }}
        onPointerUp={(e) => {
          const day = dayAt(e, line(e), from, to);
          setDragEnd(null);
          onEdit(day);
        }}
      />
    </li>
  );
}
