// The gap dialog's best-match relievers: the server's ranking, eligible ones to choose
// from (each with why: rank or promotion, leave still owed and when they are rested, eligibility warnings
// including a flag's nationality rule, experience, time ashore), and below them, folded, those a blocker
// excludes (an eligibility blocker or a flag's nationality rule), with the reason: choosable too, the
// plan's check then asks for an override reason (as the rotation form does).
import type { Reliever } from "@shared/relievers";
import type { ReactNode } from "react";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

const SHOWN = 20;

function Title({ r }: { r: Reliever }) {
  return (
    <span className="flex flex-wrap items-center gap-1 font-medium">
      {r.name} · {r.rank}
      {r.promotion && <span className="text-xs text-muted-foreground">(promotion)</span>}
      {r.leaveOwed > 0 && <Badge variant="warning">Leave owed: {r.leaveOwed}d</Badge>}
    </span>
  );
}

/** One reliever to choose (a radio of the "reliever" group), with what is said of them below the name. */
function Option({
  r,
  chosen,
  onChoose,
  className,
  children,
}: {
  r: Reliever;
  chosen: string;
  onChoose: (id: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li>
      <label
        className={cn(
          "flex cursor-pointer gap-2 rounded border p-2 has-[:checked]:border-primary",
          className,
        )}
      >
        <input
          type="radio"
          name="reliever"
          value={r.crewMemberId}
          checked={chosen === r.crewMemberId}
          onChange={() => onChoose(r.crewMemberId)}
          className="mt-1 size-4"
        />
        <span className="grid gap-0.5">
          <Title r={r} />
          {children}
        </span>
      </label>
    </li>
  );
}

export function RelieverList({
  list,
  chosen,
  onChoose,
}: {
  list: readonly Reliever[];
  chosen: string;
  onChoose: (id: string) => void;
}) {
  const eligible = list.filter((r) => r.eligible);
  const blocked = list.filter((r) => !r.eligible);
  return (
    <>
      {eligible.length === 0 ? (
        <p className="text-sm text-muted-foreground">No eligible seafarer is free for these days.</p>
      ) : (
        <ul className="grid max-h-72 gap-2 overflow-y-auto" aria-label="Eligible relievers">
          {eligible.slice(0, SHOWN).map((r) => (
            <Option key={r.crewMemberId} r={r} chosen={chosen} onChoose={onChoose} className="text-sm">
              <span className="text-xs text-muted-foreground">{r.reasons.join(" · ")}</span>
            </Option>
          ))}
        </ul>
      )}
      {blocked.length > 0 && (
        <details className="rounded border p-2 text-sm" data-testid="blocked-relievers">
          <summary className="cursor-pointer font-medium">
            Not eligible ({blocked.length}): choose one with an override reason
          </summary>
          <ul className="mt-2 grid gap-2" aria-label="Relievers not eligible">
            {blocked.slice(0, SHOWN).map((r) => (
              <Option key={r.crewMemberId} r={r} chosen={chosen} onChoose={onChoose}>
                <span className="text-xs text-red-700 dark:text-red-400">
                  {r.blockers.map((b) => b.message).join("; ")}
                </span>
              </Option>
            ))}
          </ul>
        </details>
      )}
    </>
  );
}
