// One crew member in a vessel's crew lists: initials, name, rank and nationality, and the actions given.
import type { ReactNode } from "react";
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
  query: { isPending: boolean; isError: boolean; data?: { items: CrewMember[] } };
  /** Shown when the query answers no rows. */
  empty: string;
  actions?: (member: CrewMember) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <div className="grid gap-2" role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        <div className="h-12 animate-pulse rounded-md bg-muted" />
        <div className="h-12 animate-pulse rounded-md bg-muted" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" className="rounded-md border py-4 text-center text-sm text-red-700 dark:text-red-400">
        Failed to fetch crew
      </p>
    );
  }
  const items = query.data?.items ?? [];
  if (items.length === 0)
    return <p className="rounded-md border py-4 text-center text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y rounded-md border">
      {items.map((m) => (
        <CrewRow key={m.id} member={m} actions={actions?.(m)} />
      ))}
    </ul>
  );
}
