// The month a wages view shows, kept in the URL (this month by default), as the hours-of-rest views do.
import { appToday } from "@/lib/today";
import { useUrlFilters } from "@/lib/use-url-filters";

export function useUrlMonth() {
  const f = useUrlFilters();
  const month = /^\d{4}-\d{2}$/.test(f.get("month")) ? f.get("month") : appToday().slice(0, 7);
  return { month, setMonth: (m: string) => f.set({ month: m }) };
}
