import type { MonthKey } from "@shared/calendar";

/** What the rotation month views (calendar grid, fleet timeline) show: a month, today, a rotation to mark. */
export type MonthViewProps = {
  month: MonthKey;
  today: string;
  highlightId: string | null;
};
