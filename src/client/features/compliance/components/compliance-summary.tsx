// The vessel summary: percent compliant among the crew aboard and among those planned to join.
import { COMPLIANT_DEFINITION } from "@shared/required-certificates";
import type { ComplianceMatrix } from "../api";

function Group({ id, label, g }: { id: string; label: string; g: ComplianceMatrix["summary"]["aboard"] }) {
  return (
    <div className="rounded-lg border bg-card p-4" data-testid={`compliance-summary-${id}`}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className="mt-1 text-2xl font-semibold">{g.percent === null ? "—" : `${g.percent}%`}</p>
      <p className="text-xs text-muted-foreground">
        {g.total === 0 ? "Nobody" : `${g.compliant} of ${g.total} compliant`}
      </p>
    </div>
  );
}

export function ComplianceSummary({ summary }: { summary: ComplianceMatrix["summary"] }) {
  return (
    <section aria-label="Vessel summary" className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <Group id="aboard" label="Aboard" g={summary.aboard} />
        <Group id="planned" label="Planned to join" g={summary.planned} />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="compliance-definition">
        {COMPLIANT_DEFINITION}
      </p>
    </section>
  );
}
