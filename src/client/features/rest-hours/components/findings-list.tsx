// Non-conformities in plain words: the rule, when, and the worst value ("live" while the seafarer types).
import type { RestNonConformity } from "@shared/rest-hours";
import { TriangleAlert } from "lucide-react";
import { RULE_LABELS } from "../grid-model";

export const findingWhen = (f: RestNonConformity) =>
  `${f.from.replace("T", " ")} – ${f.to.replace("T", " ")}`;

export function FindingsList({ findings, live }: { findings: RestNonConformity[]; live?: boolean }) {
  return (
    <section
      aria-label="Non-conformities"
      aria-live={live ? "polite" : undefined}
      className={
        findings.length > 0
          ? "rounded-lg border border-red-600 bg-red-50 p-3 text-sm dark:border-red-400 dark:bg-red-950"
          : "rounded-lg border p-3 text-sm text-muted-foreground"
      }
    >
      {findings.length === 0 ? (
        <p>No non-conformities in the days recorded.</p>
      ) : (
        <>
          <p className="flex items-center gap-2 font-semibold text-red-800 dark:text-red-200">
            <TriangleAlert aria-hidden className="size-4" />
            {findings.length} non-conformit{findings.length === 1 ? "y" : "ies"}
          </p>
          <ul className="mt-2 space-y-1" data-testid="findings">
            {findings.map((f) => (
              <li key={`${f.rule}-${f.from}`} className="text-red-900 dark:text-red-100">
                <span className="font-medium">{RULE_LABELS[f.rule] ?? f.rule}</span>: {findingWhen(f)} (
                {f.detail})
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
