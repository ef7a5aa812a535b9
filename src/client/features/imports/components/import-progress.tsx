// An import's progress bar (DESIGN §7: every long action shows progress): the file's bytes going up, then
// the server's rows read, checked, tried for tour clashes and written, each "N of M" in its accessible
// name; while the server reads the file there is nothing to count yet and the bar says so without a value.
// After an import the bar stays, full, saying how many rows were written.
import { importProgressLabel } from "@shared/import-progress";
import type { ImportProgress } from "../api";

const mb = (bytes: number) =>
  (bytes / 1024 / 1024).toLocaleString("en-GB", { minimumFractionDigits: 1, maximumFractionDigits: 1 });

function labelOf(p: ImportProgress, finished: boolean): string {
  if (p.phase === "sending") return `Sending the file: ${mb(p.done)} of ${mb(p.total)} MB`;
  if (p.phase === "sent") return "Reading the file";
  return importProgressLabel(p, finished);
}

export function ImportProgressBar({
  progress,
  finished = false,
}: {
  progress: ImportProgress;
  /** The work is over: the label says what was done ("2 of 2 rows written"). */
  finished?: boolean;
}) {
  const label = labelOf(progress, finished);
  const counted = progress.phase !== "sent" && progress.total > 0;
  const value = counted ? { now: progress.done, max: progress.total } : null;
  return (
    <div className="grid gap-1" data-phase={progress.phase}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={value ? 0 : undefined}
        aria-valuemax={value?.max}
        aria-valuenow={value?.now}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        {value ? (
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-200"
            style={{ width: `${Math.min(100, (value.now / value.max) * 100)}%` }}
          />
        ) : (
          <div className="h-full w-1/3 animate-pulse rounded-full bg-primary" />
        )}
      </div>
      <p className="text-xs text-muted-foreground tabular-nums">{label}</p>
    </div>
  );
}
