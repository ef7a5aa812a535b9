// Settings → Compliance policy (admin): the maximum tour, and per certificate type how
// long it must stay valid beyond the planned sign-off and whether expiring mid-tour blocks or warns; the
// leave a tour earns (days per month aboard, MLC's 2.5 by default), which the reliever ranking reads.
import {
  MID_TOUR_ACTIONS,
  type MidTourAction,
  type TCompliancePolicy,
  ZCompliancePolicy,
} from "@shared/requirements";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Field, SaveButton } from "@/components/form-field";
import { LabelledOptions, NativeSelectField } from "@/components/native-select";
import { QuerySectionCard } from "@/components/section-card";
import { Input } from "@/components/ui/input";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { type CertificateType, policyQuery, useCertificateTypes, usePutPolicy } from "../api";
import { RULE_ACTION_LABEL, RULE_SELECT } from "./rule-controls";

/** One of the policy's numbers, bounded as the schema bounds it, with the rule it follows beneath. */
function PolicyNumber({
  id,
  label,
  min,
  max,
  step,
  value,
  onChange,
  hint,
  error,
}: {
  id: string;
  label: string;
  min: number;
  max: number;
  step?: number;
  value: number;
  onChange: (value: number) => void;
  hint?: string;
  error?: string;
}) {
  return (
    <Field label={label} htmlFor={id} error={error}>
      <Input
        id={id}
        aria-describedby={hint ? `${id}-hint` : undefined}
        type="number"
        min={min}
        max={max}
        step={step}
        value={value}
        onChange={(e) => onChange(e.target.valueAsNumber)}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </Field>
  );
}

function PolicyForm({ initial, types }: { initial: TCompliancePolicy; types: readonly CertificateType[] }) {
  const [p, setP] = useState(initial);
  const [error, setError] = useState<string>();
  const put = usePutPolicy();
  const setBeyond = (code: string, v: string) => {
    const next = { ...p.monthsBeyondSignOff };
    if (v === "" || v === "0") delete next[code];
    else next[code] = Number(v);
    setP({ ...p, monthsBeyondSignOff: next });
  };
  const setMid = (code: string, v: string) => {
    const next = { ...p.midTourExpiry };
    if (v === "") delete next[code];
    else next[code] = v as MidTourAction;
    setP({ ...p, midTourExpiry: next });
  };
  const save = () => {
    const parsed = ZCompliancePolicy.safeParse(p);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? "Check the values");
    setError(undefined);
    put.mutate(parsed.data, {
      onSuccess: () => toastSuccess("Compliance policy saved"),
      onError: () => toastError("Failed to save the compliance policy"),
    });
  };
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <PolicyNumber
          id="policy-max-tour"
          label="Maximum tour (months)"
          min={1}
          max={24}
          value={p.maxTourMonths}
          onChange={(maxTourMonths) => setP({ ...p, maxTourMonths })}
          error={error}
        />
        <PolicyNumber
          id="policy-leave"
          label="Leave owed (days per month aboard)"
          min={0}
          max={30}
          step={0.5}
          value={p.leaveDaysPerMonth}
          onChange={(leaveDaysPerMonth) => setP({ ...p, leaveDaysPerMonth })}
          hint="MLC A2.4: at least 2.5. A reliever still on leave ranks lower; 0 turns it off."
        />
        <PolicyNumber
          id="policy-medical-grace"
          label="Medical certificate grace (months)"
          min={0}
          max={3}
          value={p.medicalGraceMonths}
          onChange={(medicalGraceMonths) => setP({ ...p, medicalGraceMonths })}
          hint="MLC A1.2 para 9: lapsing within this many months before sign-off only warns; at most 3."
        />
        <NativeSelectField
          label="A document expiring mid-tour (other types)"
          id="policy-mid-default"
          selectClassName={RULE_SELECT}
          value={p.midTourExpiryDefault}
          onChange={(midTourExpiryDefault) => setP({ ...p, midTourExpiryDefault })}
        >
          <LabelledOptions values={MID_TOUR_ACTIONS} labels={RULE_ACTION_LABEL} />
        </NativeSelectField>
      </div>
      <div className="overflow-x-auto rounded-md border">
        <table className="w-full text-sm">
          <caption className="sr-only">Policy per certificate type</caption>
          <thead className="bg-muted">
            <tr>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Type
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Months valid beyond sign-off
              </th>
              <th scope="col" className="px-3 py-2 text-left font-medium">
                Expiring mid-tour
              </th>
            </tr>
          </thead>
          <tbody>
            {types.map((t) => (
              <tr key={t.code} className="border-t">
                <th scope="row" className="px-3 py-1.5 text-left font-normal">
                  {t.name}
                </th>
                <td className="px-3 py-1.5">
                  <Input
                    type="number"
                    min={0}
                    max={24}
                    className="h-8 w-20"
                    aria-label={`${t.name}: months valid beyond sign-off`}
                    value={p.monthsBeyondSignOff[t.code] ?? ""}
                    placeholder="0"
                    onChange={(e) => setBeyond(t.code, e.target.value)}
                  />
                </td>
                <td className="px-3 py-1.5">
                  <select
                    className={RULE_SELECT}
                    aria-label={`${t.name}: expiring mid-tour`}
                    value={p.midTourExpiry[t.code] ?? ""}
                    onChange={(e) => setMid(t.code, e.target.value)}
                  >
                    <option value="">
                      Default ({RULE_ACTION_LABEL[p.midTourExpiryDefault].toLowerCase()})
                    </option>
                    <LabelledOptions values={MID_TOUR_ACTIONS} labels={RULE_ACTION_LABEL} />
                  </select>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="flex justify-end">
        <SaveButton onClick={save} pending={put.isPending}>
          Save policy
        </SaveButton>
      </div>
    </div>
  );
}

export function PolicyCard() {
  const policy = useQuery(policyQuery);
  const types = useCertificateTypes();
  return (
    <QuerySectionCard
      title="Compliance policy"
      description="What the eligibility check asks of a planned tour beyond the requirements (MLC: at most 11 months aboard)."
      query={policy}
      label="Loading the policy"
      error="Failed to load the policy"
      retry
      loadingRows={4}
    >
      {({ updatedAt: _, ...initial }) => <PolicyForm initial={initial} types={types.data ?? []} />}
    </QuerySectionCard>
  );
}
