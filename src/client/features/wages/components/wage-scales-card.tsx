// Wage scales (the office reads, the admin adds and edits): per rank, optionally per vessel and collective
// agreement, with validity, currency and components, each amount shown with its currency.
import { formatDisplayDate } from "@shared/dates";
import type { TWageScale } from "@shared/wages-api";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Plus } from "lucide-react";
import { useState } from "react";
import { QueryState } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { type Column, SimpleTable } from "@/components/simple-table";
import { Button } from "@/components/ui/button";
import { useCan } from "@/features/auth";
import { wageScalesQuery } from "../api";
import { money } from "../money-input";
import { ScaleDialog } from "./scale-dialog";

const components = (s: TWageScale) => (
  <ul className="space-y-0.5">
    {s.components.map((c) => (
      <li key={c.code}>
        {c.label}: {money(c.amount, s.currency)} {c.kind === "hourly" ? "an hour" : "a month"}
      </li>
    ))}
  </ul>
);

export function WageScalesCard() {
  const query = useQuery(wageScalesQuery);
  const admin = useCan("wages:scales");
  const [editing, setEditing] = useState<TWageScale | null | undefined>(undefined);
  const columns: Column<TWageScale>[] = [
    { header: "Rank", cell: (s) => <span className="font-medium">{s.rank}</span> },
    {
      header: "Scope",
      cell: (s) => [s.vesselName ?? "Every vessel", s.agreement].filter(Boolean).join(" · "),
    },
    {
      header: "Valid",
      cell: (s) =>
        `${formatDisplayDate(s.validFrom)} – ${s.validTo ? formatDisplayDate(s.validTo) : "open end"}`,
    },
    { header: "Components", cell: components, cellClassName: "min-w-56" },
  ];
  if (admin)
    columns.push({
      header: "Actions",
      cell: (s) => (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Edit the ${s.rank} scale from ${s.validFrom}`}
          onClick={() => setEditing(s)}
        >
          <Pencil aria-hidden />
        </Button>
      ),
    });
  return (
    <SectionCard
      title="Wage scales"
      description="By rank, optionally per vessel and collective agreement; amounts are monthly unless hourly."
    >
      {admin && (
        <Button className="mb-4" onClick={() => setEditing(null)}>
          <Plus aria-hidden /> Add wage scale
        </Button>
      )}
      <QueryState
        query={query}
        label="Loading wage scales"
        error="Could not load the wage scales"
        retry
        empty={
          <p className="py-6 text-center text-muted-foreground">
            No wage scales yet: each seafarer is paid the salary of their contract.
          </p>
        }
      >
        {(scales) => (
          <div className="overflow-x-auto">
            <SimpleTable columns={columns} rows={scales} rowKey={(s) => s.id} />
          </div>
        )}
      </QueryState>
      <ScaleDialog
        open={editing !== undefined}
        scale={editing ?? null}
        onOpenChange={(o) => !o && setEditing(undefined)}
      />
    </SectionCard>
  );
}
