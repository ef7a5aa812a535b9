// A dashboard figure that counts one kind of problem (manning gaps, missing certificates): a banner,
// tinted while the count is above zero, with its icon, the count under its title, a line on what the count
// means (or the all-clear), and the links to where it is mended.
import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";

export const FIGURE_LINK =
  "text-sm font-medium text-blue-800 underline underline-offset-4 dark:text-blue-300";

export function ProblemFigure({
  label,
  testId,
  title,
  count,
  countTestId,
  icon: Icon,
  text,
  links,
}: {
  /** The section's accessible name. */
  label: string;
  testId: string;
  title: ReactNode;
  count: number;
  countTestId: string;
  icon: LucideIcon;
  /** The line under the count. */
  text: string;
  /** Shown while the count is above zero. */
  links: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      data-testid={testId}
      className={`flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between ${
        count > 0 ? "border-destructive/40 bg-destructive/5" : ""
      }`}
    >
      <div className="flex items-start gap-3">
        <Icon
          className={`mt-0.5 size-5 shrink-0 ${count > 0 ? "text-red-700 dark:text-red-400" : "text-compliance-green"}`}
          aria-hidden
        />
        <div>
          <p className="font-semibold">
            {title}: <span data-testid={countTestId}>{count}</span>
          </p>
          <p className="text-sm text-muted-foreground">{text}</p>
        </div>
      </div>
      {count > 0 && links}
    </section>
  );
}

/** Stands in for the expiry banner and the problem figures while the stats load, about as tall as they
 * are, so the overviews below do not jump down when the figures arrive (layout shift). */
export function ProblemFiguresLoading() {
  return (
    <div className="flex flex-col gap-6" aria-hidden data-testid="problem-figures-loading">
      {["expiry", "missing", "manning"].map((key) => (
        <div key={key} className="flex items-start gap-3 rounded-xl border p-4">
          <Skeleton className="mt-0.5 size-5 shrink-0" />
          <div className="flex min-w-0 flex-1 flex-col gap-2 py-0.5">
            <Skeleton className="h-5 w-56 max-w-full" />
            <Skeleton className="h-4 w-80 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}
