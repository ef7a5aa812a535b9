// What the rotation month views (calendar grid, fleet timeline) share: their props and their loading and
// error states.
import type { MonthKey } from "@shared/calendar";
import type { ReactNode } from "react";
import type { RotationFilters } from "../api";

export type MonthViewProps = {
  month: MonthKey;
  today: string;
  highlightId: string | null;
  /** Vessel and rank, applied on the server. */
  filters?: RotationFilters;
};

/** The view's loading or error message, or null once its rotations are there. */
export function monthViewStatus(query: { isLoading: boolean; isError: boolean }, loading: string): ReactNode {
  if (query.isLoading) return <p className="py-16 text-center text-muted-foreground">{loading}</p>;
  if (query.isError)
    return (
      <p role="alert" className="py-16 text-center text-red-700 dark:text-red-400">
        Failed to fetch rotations
      </p>
    );
  return null;
}
