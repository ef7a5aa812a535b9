// Before a join or an assignment is saved: the eligibility of the member for the rank,
// vessel and tour chosen: blockers and warnings in words a clerk understands, and — when there are
// blockers, from the check or from a refused save (409) — the override reason the save must carry.
import { CircleCheck, OctagonX, TriangleAlert } from "lucide-react";
import { useState } from "react";
import { Field } from "@/components/form-field";
import { Textarea } from "@/components/ui/textarea";
import {
  type Eligibility,
  type EligibilityIssue,
  type EligibilityParams,
  isCompleteTour,
  refusedEligibility,
  useEligibility,
} from "../eligibility-api";

export const OVERRIDE_REASON_MESSAGE = "Give a reason for the override";

type Issues = Pick<Eligibility, "blockers" | "warnings">;

/** The state a dialog keeps around its save: the check, a refused save's issues, the override reason. */
export function useEligibilityGate(params: Partial<EligibilityParams>) {
  const check = useEligibility(params);
  // A refused save's issues hold for the tour it was made for; changing the tour shows the check again.
  const key = JSON.stringify(params);
  const [refusedFor, setRefused] = useState<{ key: string; issues: Issues } | null>(null);
  const refused = refusedFor?.key === key ? refusedFor.issues : null;
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string>();
  const issues: Issues | null = refused ?? (isCompleteTour(params) ? (check.data ?? null) : null);
  const blocked = (issues?.blockers.length ?? 0) > 0;
  return {
    params,
    check,
    issues,
    blocked,
    reason,
    reasonError,
    setReason: (r: string) => {
      setReason(r);
      if (r.trim()) setReasonError(undefined);
    },
    /** What the save sends: `{}`, or `{override: {reason}}` when blocked; null (and the field's error)
     * when blocked without a reason. */
    overrideFor(): { override?: { reason: string } } | null {
      if (!blocked) return {};
      if (!reason.trim()) {
        setReasonError(OVERRIDE_REASON_MESSAGE);
        return null;
      }
      return { override: { reason: reason.trim() } };
    },
    /** A failed save: true when it was a 409 with blockers (now shown), false for any other error. */
    onRefused(error: unknown): boolean {
      const r = refusedEligibility(error);
      if (r) setRefused({ key, issues: r });
      return r !== null;
    },
    reset() {
      setRefused(null);
      setReason("");
      setReasonError(undefined);
    },
  };
}
export type EligibilityGate = ReturnType<typeof useEligibilityGate>;

function IssueList({ kind, items }: { kind: "blockers" | "warnings"; items: EligibilityIssue[] }) {
  const Icon = kind === "blockers" ? OctagonX : TriangleAlert;
  const tone = kind === "blockers" ? "text-red-700 dark:text-red-400" : "text-amber-800 dark:text-amber-300";
  return (
    <div>
      <p className={`text-sm font-medium ${tone}`}>
        {kind === "blockers" ? "Blockers" : "Warnings"} ({items.length})
      </p>
      <ul className="mt-1 space-y-1 text-sm" aria-label={kind === "blockers" ? "Blockers" : "Warnings"}>
        {items.map((i) => (
          <li key={`${i.code}-${i.certificateType ?? ""}-${i.date ?? ""}`} className="flex gap-2">
            <Icon className={`mt-0.5 size-4 shrink-0 ${tone}`} aria-hidden />
            <span>{i.message}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function EligibilityReview({ gate, idPrefix }: { gate: EligibilityGate; idPrefix: string }) {
  const { check, issues, params } = gate;
  let body: React.ReactNode;
  if (!issues && !isCompleteTour(params))
    body = (
      <p className="text-sm text-muted-foreground">
        Choose the crew member, vessel and dates of the tour to check eligibility.
      </p>
    );
  else if (!issues && check.isPending)
    body = (
      <p className="text-sm text-muted-foreground" role="status">
        Checking eligibility...
      </p>
    );
  else if (!issues)
    body = (
      <p className="text-sm text-red-700 dark:text-red-400" role="alert">
        Could not check eligibility; the server checks again when you save.
      </p>
    );
  else if (issues.blockers.length === 0 && issues.warnings.length === 0)
    body = (
      <p className="flex items-center gap-2 text-sm text-green-800 dark:text-green-300">
        <CircleCheck className="size-4" aria-hidden /> Eligible for {params.rank} for the whole tour.
      </p>
    );
  else
    body = (
      <>
        {issues.blockers.length > 0 && <IssueList kind="blockers" items={issues.blockers} />}
        {issues.warnings.length > 0 && <IssueList kind="warnings" items={issues.warnings} />}
      </>
    );
  return (
    <section
      aria-label="Eligibility"
      aria-live="polite"
      className="grid gap-3 rounded-md border p-3"
      data-testid="eligibility-review"
    >
      {body}
      {gate.blocked && (
        <Field label="Override reason" htmlFor={`${idPrefix}-override`} required error={gate.reasonError}>
          <Textarea
            id={`${idPrefix}-override`}
            rows={2}
            value={gate.reason}
            onChange={(e) => gate.setReason(e.target.value)}
            placeholder="Why this seafarer may sail despite the blockers (recorded in the activity log)"
            aria-invalid={gate.reasonError ? true : undefined}
            aria-describedby={gate.reasonError ? `${idPrefix}-override-error` : undefined}
          />
        </Field>
      )}
    </section>
  );
}
