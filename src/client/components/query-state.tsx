// The one loading / error / empty switch for a query: skeleton rows (or `loading`) while pending, the
// failure message (with "Try again" when `retry`) on error, `empty` when `isEmpty(data)`, else children.
import type { UseQueryResult } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";

/** Skeleton rows announced as loading. */
export function LoadingRows({
  label,
  rows = 2,
  className = "h-8",
}: {
  label: string;
  rows?: number;
  className?: string;
}) {
  return (
    <div className="space-y-2" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} className={`${className} w-full`} />
      ))}
    </div>
  );
}

/** A centred spinner announced as loading. */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12" role="status" aria-label={label}>
      <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden />
    </div>
  );
}

/** A failure message, with a "Try again" link when given `onRetry`. */
export function ErrorMessage({ children, onRetry }: { children: ReactNode; onRetry?: () => void }) {
  if (!onRetry)
    return (
      <p role="alert" className="text-sm text-red-700 dark:text-red-400">
        {children}
      </p>
    );
  return (
    <div role="alert" className="py-8 text-center text-sm">
      <p className="text-red-700 dark:text-red-400">{children}</p>
      <Button variant="link" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** An empty array, or a list answer ({ items }) with no items. */
function isEmptyList(data: unknown): boolean {
  if (Array.isArray(data)) return data.length === 0;
  const items = (data as { items?: unknown } | null)?.items;
  return Array.isArray(items) && items.length === 0;
}

export interface QueryStateProps<T> {
  query: UseQueryResult<T>;
  /** What is loading, for screen readers ("Loading users"). */
  label: string;
  /** The failure message ("Failed to fetch users"). */
  error: ReactNode;
  loading?: ReactNode;
  /** How many skeleton rows, and their height class, when no `loading` is given (2, "h-8"). */
  loadingRows?: number;
  rowClassName?: string;
  retry?: boolean;
  /** When `empty` is shown; by default for an empty array or list answer. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryState<T>({
  query,
  label,
  error,
  loading,
  loadingRows,
  rowClassName,
  retry,
  isEmpty,
  empty,
  children,
}: QueryStateProps<T>) {
  if (query.isPending)
    return loading ?? <LoadingRows label={label} rows={loadingRows} className={rowClassName} />;
  if (query.isError)
    return <ErrorMessage onRetry={retry ? () => void query.refetch() : undefined}>{error}</ErrorMessage>;
  if (empty !== undefined && (isEmpty ?? isEmptyList)(query.data))
    return typeof empty === "string" ? (
      <p className="py-6 text-center text-muted-foreground">{empty}</p>
    ) : (
      empty
    );
  return children(query.data);
}
