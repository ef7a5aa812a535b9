// One group of the header bell's popover (Expired, Expiring within 30 days, Missing certificates): its
// title and total, up to 5 entries (name, detail line, badge), each a button, then "...and N more".
import type { ReactNode } from "react";

export const BELL_MAX = 5;

export interface BellEntry {
  key: string;
  name: string;
  detail: string;
  badge: ReactNode;
  onPick: () => void;
}

export function BellGroup(props: {
  title: string;
  testId: string;
  total: number;
  entries: BellEntry[];
  /** "documents", "certificates": the noun of "...and N more". */
  noun: string;
}) {
  if (props.total === 0) return null;
  return (
    <section aria-label={props.title} data-testid={props.testId} className="border-b py-1 last:border-b-0">
      <h3 className="flex items-center justify-between px-4 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground">
        {props.title} <span>{props.total}</span>
      </h3>
      <ul>
        {props.entries.slice(0, BELL_MAX).map((e) => (
          <li key={e.key}>
            <button
              type="button"
              className="flex w-full items-start justify-between gap-2 px-4 py-1.5 text-left text-sm hover:bg-accent focus-visible:bg-accent focus-visible:outline-none"
              onClick={e.onPick}
            >
              <span className="flex min-w-0 flex-col">
                <span className="font-medium">{e.name}</span>
                <span className="text-xs text-muted-foreground">{e.detail}</span>
              </span>
              {e.badge}
            </button>
          </li>
        ))}
      </ul>
      {props.total > BELL_MAX && (
        <p className="px-4 pb-2 text-xs text-muted-foreground">
          ...and {props.total - BELL_MAX} more {props.noun}
        </p>
      )}
    </section>
  );
}
