// One crew member in a vessel's crew lists: initials, name, rank and nationality, and the actions given.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { QueryState } from "@/components/query-state";
import type { CrewMember } from "../api";

export function CrewRow({ member, actions }: { member: CrewMember; actions?: ReactNode }) {
  const name = `${member.firstName} ${member.lastName}`;
  return (
    <li className="flex flex-wrap items-center gap-3 px-3 py-2" data-testid="crew-row" aria-label={name}>
      <div
        aria-hidden
        className="flex size-9 shrink-0 items-center justify-center rounded-full bg-ocean-blue/15 text-xs font-semibold text-blue-800 dark:text-blue-200"
      >
        {member.firstName.charAt(0)}
        {member.lastName.charAt(0)}
      </div>
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-medium">{name}</p>
        <p className="truncate text-xs text-muted-foreground">
          {member.rank} · {member.nationality}
          {member.status !== "active" && ` · ${member.status === "onLeave" ? "On Leave" : "Inactive"}`}
        </p>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-1">{actions}</div>}
    </li>
  );
}

/** A bordered list of a crew query's rows (with the actions given) and its loading, error and empty states. */
export function CrewList({
  label,
  query,
  empty,
  actions,
}: {
  label: string;
  query: UseQueryResult<{ items: CrewMember[] }>;
  /** Shown when the query answers no rows. */
  empty: string;
  actions?: (member: CrewMember) => ReactNode;
}) {
  return (
    <QueryState
      query={query}
      label={`Loading ${label}`}
      error="Failed to fetch crew"
      rowClassName="h-12"
      empty={<p className="rounded-md border py-4 text-center text-sm text-muted-foreground">{empty}</p>}
    >
      {(data) => (
        <ul aria-label={label} className="divide-y rounded-md border">
          {data.items.map((m) => (
            <CrewRow key={m.id} member={m} actions={actions?.(m)} />
          ))}
        </ul>
      )}
    </QueryState>
  );
}
