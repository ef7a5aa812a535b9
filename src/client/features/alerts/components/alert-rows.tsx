// The body of an alerts-screen section that lists one kind of problem (manning gaps, missing
// certificates): skeleton rows while loading, the failure with "Try again", an all-clear note when there is
// none, else the rows and, when only part is shown, a line saying so. AlertRowShell is one row: what is
// wrong on the left, the link that mends it on the right.
import type { UseQueryResult } from "@tanstack/react-query";
import { CheckCircle2 } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { LoadingRows, QueryState } from "@/components/query-state";
import { Button } from "@/components/ui/button";

export function AlertRows<T>({
  query,
  what,
  clear,
  children,
  more,
}: {
  query: UseQueryResult<T>;
  /** The rows' name, as in "Loading missing certificates" (also the list's label, capitalised). */
  what: string;
  /** The all-clear note's second line. */
  clear: ReactNode;
  /** The rows (li elements). */
  children: (data: T) => ReactNode;
  /** The footer line when only part is shown, else false. */
  more: (data: T) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      label={`Loading ${what}`}
      error={`Failed to fetch ${what}.`}
      retry
      loading={
        <div className="p-4">
          <LoadingRows label={`Loading ${what}`} rows={3} className="h-14" />
        </div>
      }
      empty={
        <div className="flex flex-col items-center gap-1 p-8 text-center">
          <CheckCircle2 className="size-8 text-compliance-green" aria-hidden />
          <p className="font-medium">No {what}</p>
          <p className="text-sm text-muted-foreground">{clear}</p>
        </div>
      }
    >
      {(data) => {
        const footer = more(data);
        return (
          <>
            <ul aria-label={what.charAt(0).toUpperCase() + what.slice(1)} className="divide-y">
              {children(data)}
            </ul>
            {footer && <p className="border-t p-3 text-center text-xs text-muted-foreground">{footer}</p>}
          </>
        );
      }}
    </QueryState>
  );
}

export function AlertRowShell({
  testId,
  heading,
  children,
  to,
  action,
  actionLabel,
}: {
  testId: string;
  /** The first line: who or what, with its badges. */
  heading: ReactNode;
  /** The lines below it. */
  children: ReactNode;
  /** Where the action link goes, its text and its accessible name. */
  to: string;
  action: string;
  actionLabel: string;
}) {
  return (
    <li
      className="flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center sm:justify-between"
      data-testid={testId}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">{heading}</div>
        {children}
      </div>
      <Button variant="outline" size="sm" asChild className="sm:shrink-0">
        <Link to={to} aria-label={actionLabel}>
          {action}
        </Link>
      </Button>
    </li>
  );
}
