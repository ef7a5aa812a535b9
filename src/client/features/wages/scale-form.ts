// The wage scale form's values (amounts as typed, in major units) to and from the API's request (integer
// minor units), validated by the shared ZWageScaleRequest so the form shows the server's own words.
import { type TWageScale, type TWageScaleRequest, ZWageScaleRequest } from "@shared/wages-api";
import { majorText, parseMajor } from "./money-input";

export interface ComponentValues {
  code: string;
  label: string;
  kind: "monthly" | "hourly";
  amount: string;
}

export interface ScaleFormValues {
  rank: string;
  vesselId: string;
  agreement: string;
  currency: string;
  validFrom: string;
  validTo: string;
  components: ComponentValues[];
}

/** Field path ("components.1.amount", "validTo") → message. */
export type FormErrors = Record<string, string>;

export const NEW_COMPONENTS: ComponentValues[] = [
  { code: "basic", label: "Basic wage", kind: "monthly", amount: "" },
  { code: "fixed_ot", label: "Fixed overtime", kind: "monthly", amount: "" },
  { code: "leave_pay", label: "Leave pay", kind: "monthly", amount: "" },
  { code: "ot_rate", label: "Overtime beyond the fixed hours", kind: "hourly", amount: "" },
];

export function newScaleValues(today: string): ScaleFormValues {
  return {
    rank: "",
    vesselId: "",
    agreement: "",
    currency: "USD",
    validFrom: today,
    validTo: "",
    components: NEW_COMPONENTS.map((c) => ({ ...c })),
  };
}

export function scaleValues(s: TWageScale): ScaleFormValues {
  return {
    rank: s.rank,
    vesselId: s.vesselId ?? "",
    agreement: s.agreement ?? "",
    currency: s.currency,
    validFrom: s.validFrom,
    validTo: s.validTo ?? "",
    components: s.components.map((c) => ({ ...c, amount: majorText(c.amount, s.currency) })),
  };
}

/** The request, or every field's first problem (amounts in major units first, then the shared schema). */
export function scaleRequest(v: ScaleFormValues): { request: TWageScaleRequest } | { errors: FormErrors } {
  const errors: FormErrors = {};
  const components = v.components.map((c, i) => {
    const parsed = parseMajor(c.amount, v.currency);
    if ("error" in parsed) errors[`components.${i}.amount`] = parsed.error;
    return { code: c.code, label: c.label, kind: c.kind, amount: "minor" in parsed ? parsed.minor : 0 };
  });
  const result = ZWageScaleRequest.safeParse({
    rank: v.rank,
    vesselId: v.vesselId || null,
    agreement: v.agreement.trim() || null,
    currency: v.currency,
    validFrom: v.validFrom,
    validTo: v.validTo || null,
    components,
  });
  if (!result.success)
    for (const issue of result.error.issues) {
      const path = issue.path.join(".");
      errors[path] ??= issue.message;
    }
  if (Object.keys(errors).length || !result.success) return { errors };
  return { request: result.data };
}
