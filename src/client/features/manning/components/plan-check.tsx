// A crew change checked before it is saved (POST /api/crew-changes/check): per seafarer, the clashes the
// save would be refused for (another vessel's tour or crew change, an off-signer not aboard) beside the
// on-signers' certificate blockers and warnings; blockers and a relief in another rank need an override
// reason (recorded), a clash can't be saved at all. Shown as the form is filled in, not after a refusal.
import type { TCrewChangeCheckRequest } from "@shared/crew-changes";
import { useQuery } from "@tanstack/react-query";
import { OctagonX, TriangleAlert } from "lucide-react";
import { Field } from "@/components/form-field";
import { Textarea } from "@/components/ui/textarea";
import { type CrewChangeCheck, crewChangeCheckQuery } from "../api";

export function usePlanCheck(body: TCrewChangeCheckRequest | null) {
  const check = useQuery({ ...crewChangeCheckQuery(body), retry: false });
  const data: CrewChangeCheck | undefined = body ? check.data : undefined;
  const signers = data?.signers ?? [];
  return {
    check,
    data,
    /** A clash no reason saves. */
    blocked: data?.blocked ?? false,
    /** Certificate blockers or a relief in another rank: saved only with a reason. */
    needsReason: signers.some(
      (s) => (s.eligibility?.blockers.length ?? 0) > 0 || s.clashes.some((c) => c.kind === "rank"),
    ),
  };
}
export type PlanCheck = ReturnType<typeof usePlanCheck>;

const RED = "text-red-700 dark:text-red-400";
const AMBER = "text-amber-800 dark:text-amber-300";

function Line({ tone, children }: { tone: "red" | "amber"; children: React.ReactNode }) {
  const Icon = tone === "red" ? OctagonX : TriangleAlert;
  return (
    <li className="flex gap-2">
      <Icon className={`mt-0.5 size-4 shrink-0 ${tone === "red" ? RED : AMBER}`} aria-hidden />
      <span>{children}</span>
    </li>
  );
}

export function PlanCheckReview({
  plan,
  reason,
  onReason,
  reasonError,
  idPrefix,
}: {
  plan: PlanCheck;
  reason: string;
  onReason: (r: string) => void;
  reasonError?: string;
  idPrefix: string;
}) {
  const { check, data } = plan;
  let body: React.ReactNode;
  if (!data && check.isFetching)
    body = (
      <p className="text-sm text-muted-foreground" role="status">
        Checking the seafarers...
      </p>
    );
  else if (!data && check.isError)
    body = (
      <p className={`text-sm ${RED}`} role="alert">
        Could not check the plan; the server checks again when you save.
      </p>
    );
  else if (!data?.signers.length)
    body = <p className="text-sm text-muted-foreground">Choose who signs on or off to check them.</p>;
  else
    body = (
      <ul className="grid gap-1 text-sm" aria-label="Checks">
        {data.signers.flatMap((s) => [
          ...s.clashes.map((c) => (
            <Line key={`${s.crewMemberId}-${c.kind}-${c.from}`} tone={c.kind === "rank" ? "amber" : "red"}>
              {c.kind === "rank" ? "" : "Clash: "}
              {c.message}
            </Line>
          )),
          ...(s.eligibility?.blockers ?? []).map((b) => (
            <Line key={`${s.crewMemberId}-b-${b.code}-${b.certificateType ?? ""}`} tone="red">
              {s.name}: {b.message}
            </Line>
          )),
          ...(s.eligibility?.warnings ?? []).map((w) => (
            <Line key={`${s.crewMemberId}-w-${w.code}-${w.certificateType ?? ""}`} tone="amber">
              {s.name}: {w.message}
            </Line>
          )),
          ...(s.clashes.length === 0 && !s.eligibility?.blockers.length && !s.eligibility?.warnings.length
            ? [
                <li key={s.crewMemberId} className="text-green-800 dark:text-green-300">
                  {s.name}: no clash{s.direction === "on" ? ", eligible" : ", aboard on the day"}
                </li>,
              ]
            : []),
        ])}
      </ul>
    );
  return (
    <section
      aria-label="Clashes and eligibility"
      aria-live="polite"
      className="grid gap-3 rounded-md border p-3"
      data-testid="plan-check"
    >
      {body}
      {plan.needsReason && !plan.blocked && (
        <Field label="Override reason" htmlFor={`${idPrefix}-override`} required error={reasonError}>
          <Textarea
            id={`${idPrefix}-override`}
            rows={2}
            value={reason}
            onChange={(e) => onReason(e.target.value)}
            placeholder="Why this plan stands despite the blockers (recorded in the activity log)"
          />
        </Field>
      )}
    </section>
  );
}
