// The activity report's filters: user, entity type and a date range, kept in the URL (a view can be
// shared) and applied on the server; the choices are the users and entity types of the period.
import type { TActivityReport } from "@shared/activity";
import { FilterSelect } from "@/components/filter-select";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useUrlFilters } from "@/lib/use-url-filters";
import type { ActivityFilters } from "../api";

const ALL = "all";
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function useActivityFilters(): ActivityFilters {
  const { get } = useUrlFilters();
  const date = (k: string) => (ISO.test(get(k)) ? get(k) : undefined);
  return {
    from: date("from"),
    to: date("to"),
    user: get("user") || undefined,
    entity: get("entity") || undefined,
  };
}

const entityLabel = (v: string) => v.replace(/_/g, " ");

export function ActivityFiltersBar({ facets }: { facets: TActivityReport["facets"] | undefined }) {
  const { get, set } = useUrlFilters();
  const select = (key: string) => ({
    value: get(key) || ALL,
    onChange: (v: string) => set({ [key]: v === ALL ? null : v }),
  });
  const dateField = (key: "from" | "to", label: string) => (
    <div className="flex items-center gap-2">
      <Label htmlFor={`activity-${key}`} className="shrink-0">
        {label}
      </Label>
      <Input
        id={`activity-${key}`}
        type="date"
        className="w-36"
        value={get(key)}
        onChange={(e) => set({ [key]: e.target.value || null })}
      />
    </div>
  );
  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="activity-filters">
      <FilterSelect
        label="Filter by user"
        className="w-44"
        {...select("user")}
        options={[
          { value: ALL, label: "All users" },
          ...(facets?.users ?? []).map((f) => ({ value: f.value, label: `${f.value} (${f.count})` })),
        ]}
      />
      <FilterSelect
        label="Filter by entity"
        className="w-44"
        {...select("entity")}
        options={[
          { value: ALL, label: "All entities" },
          ...(facets?.entities ?? []).map((f) => ({
            value: f.value,
            label: `${entityLabel(f.value)} (${f.count})`,
          })),
        ]}
      />
      <div className="flex flex-wrap items-center gap-2">
        {dateField("from", "From")}
        {dateField("to", "To")}
      </div>
    </div>
  );
}
