// One rotation as a coloured bar: joins blue, leaves amber, cancelled struck through; the highlighted
// rotation (deep link) gets a ring.

import type { DayMark } from "@shared/calendar";
import type { TRotation } from "@shared/rotations";
import { cn } from "@/lib/utils";

export const MARK_STYLES: Record<DayMark, string> = {
  join: "border-l-ocean-blue bg-ocean-blue/15 text-blue-900 dark:text-blue-100",
  leave: "border-l-warning-amber bg-warning-amber/20 text-amber-900 dark:text-amber-100",
};

export function RotationBar({
  rotation,
  mark,
  highlighted,
  className,
}: {
  rotation: TRotation;
  mark: DayMark;
  highlighted?: boolean;
  className?: string;
}) {
  const name = `${rotation.crewMember.firstName} ${rotation.crewMember.lastName}`;
  return (
    <div
      data-testid="rotation-bar"
      data-rotation-id={rotation.id}
      data-highlighted={highlighted ? "true" : undefined}
      title={`${name} ${mark === "join" ? "joins" : "leaves"} ${rotation.vessel.name}`}
      className={cn(
        "truncate rounded-sm border-l-2 px-1 text-[11px] leading-4",
        MARK_STYLES[mark],
        rotation.status === "cancelled" && "line-through opacity-60",
        highlighted && "ring-2 ring-destructive ring-offset-1 ring-offset-background",
        className,
      )}
    >
      <span className="sr-only">{mark === "join" ? "Joins: " : "Leaves: "}</span>
      {name}
    </div>
  );
}
