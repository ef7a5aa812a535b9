// The fleet-wide non-conformity list (office): filters by vessel, rule and dates, kept in the URL; paged
// on the server, newest first.
import { REST_RULES } from "@shared/rest-hours";
import { useQuery } from "@tanstack/react-query";
import { LabelledOptions } from "@/components/native-select";
import { QueryState } from "@/components/query-state";
import { TablePagination } from "@/components/table-pagination";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { VesselPicker } from "@/features/vessels";
import { useUrlFilters } from "@/lib/use-url-filters";
import { nonConformityListQuery } from "../api";
import { RULE_LABELS } from "../grid-model";
import { findingWhen } from "./findings-list";
import { RestPdfLink } from "./rest-pdf-link";
import { SELECT_CLASS } from "./vessel-select";

const PAGE = 50;
const DATE_FILTERS = [
  ["from", "From"],
  ["to", "To"],
] as const;
const ALL_VESSELS = [{ value: "", label: "All vessels" }];

export function FleetNonConformities() {
  const f = useUrlFilters();
  const offset = Number(f.get("offset")) || 0;
  const q = {
    vesselId: f.get("vessel") || undefined,
    rule: (f.get("rule") || undefined) as (typeof REST_RULES)[number] | undefined,
    from: f.get("from") || undefined,
    to: f.get("to") || undefined,
    limit: PAGE,
    offset,
  };
  const query = useQuery(nonConformityListQuery(q));
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-56 max-w-full">
          <VesselPicker
            id="rest-nc-vessel"
            ariaLabel="Vessel"
            value={q.vesselId ?? ""}
            onChange={(v) => f.set({ vessel: v, offset: null })}
            fixed={ALL_VESSELS}
          />
        </div>
        <select
          aria-label="Rule"
          className={SELECT_CLASS}
          value={q.rule ?? ""}
          onChange={(e) => f.set({ rule: e.target.value, offset: null })}
        >
          <option value="">All rules</option>
          <LabelledOptions values={REST_RULES} labels={RULE_LABELS} />
        </select>
        {DATE_FILTERS.map(([key, label]) => (
          <div key={key} className="grid gap-1">
            <Label htmlFor={`nc-${key}`}>{label}</Label>
            <Input
              id={`nc-${key}`}
              type="date"
              className="w-40"
              value={q[key] ?? ""}
              onChange={(e) => f.set({ [key]: e.target.value, offset: null })}
            />
          </div>
        ))}
      </div>
      <QueryState
        query={query}
        label="Loading non-conformities"
        error="Could not load the non-conformities"
        retry
        loadingRows={6}
        empty="No non-conformities match these filters."
      >
        {(d) => (
          <>
            <ul
              className="divide-y rounded-lg border"
              aria-label="Non-conformities"
              data-testid="fleet-findings"
            >
              {d.items.map((n) => (
                <li
                  key={n.id}
                  className="grid items-center gap-1 p-3 text-sm sm:grid-cols-[1fr_1fr_2fr_auto]"
                >
                  <span>
                    <span className="font-medium">{n.crewName}</span>{" "}
                    <span className="text-muted-foreground">{n.rank}</span>
                  </span>
                  <span>{n.vesselName ?? "Not aboard"}</span>
                  <span>
                    <span className="font-medium text-red-800 dark:text-red-300">
                      {RULE_LABELS[n.rule] ?? n.rule}
                    </span>
                    : {findingWhen(n)} ({n.detail})
                  </span>
                  <span>
                    <RestPdfLink crewId={n.crewMemberId} month={n.to.slice(0, 7)} name={n.crewName} />
                  </span>
                </li>
              ))}
            </ul>
            <TablePagination
              offset={offset}
              pageSize={PAGE}
              total={d.total}
              onOffset={(o) => f.set({ offset: o })}
            />
          </>
        )}
      </QueryState>
    </div>
  );
}
