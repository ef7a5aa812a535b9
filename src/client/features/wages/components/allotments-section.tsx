// A seafarer's standing allotments (MLC A2.2 para 3–4: payments to family members), each an amount of the
// account's currency or a percent of the net; refused over 100% or beyond this month's net, in the
// server's words.
import { ZAllotmentRequest } from "@shared/wages-api";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Field, fieldAria, InlineFormEnd } from "@/components/form-field";
import { QueryState } from "@/components/query-state";
import { Input } from "@/components/ui/input";
import { toastSuccess } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { allotmentsQuery, useAddAllotment } from "../api";
import { money, parseMajor } from "../money-input";

function AddAllotment({ crewId, currency }: { crewId: string; currency: string | null }) {
  const [v, setV] = useState({ payee: "", bankDetails: "", amount: "", percent: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const add = useAddAllotment();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found: Record<string, string> = {};
    let amount: number | null = null;
    if (v.amount.trim()) {
      const parsed = parseMajor(v.amount, currency ?? "");
      if ("error" in parsed) found.amount = parsed.error;
      else amount = parsed.minor;
    }
    const body = {
      payee: v.payee,
      bankDetails: v.bankDetails,
      amount,
      percent: v.percent ? Number(v.percent) : null,
    };
    const checked = ZAllotmentRequest.safeParse(body);
    if (!checked.success) for (const i of checked.error.issues) found[i.path.join(".")] ??= i.message;
    setErrors(found);
    if (Object.keys(found).length || !checked.success) return;
    add.mutate(
      { crewId, body: checked.data },
      {
        onSuccess: () => {
          toastSuccess(`Allotment to ${body.payee} set up`);
          setV({ payee: "", bankDetails: "", amount: "", percent: "" });
        },
        onError: (err) =>
          setErrors({ form: err instanceof ApiError ? err.serverMessage : "Could not set up the allotment" }),
      },
    );
  };
  const input = (name: keyof typeof v, label: string, props: object = {}) => (
    <Field
      label={label}
      htmlFor={`allot-${name}`}
      error={errors[name]}
      required={name === "payee" || name === "bankDetails"}
    >
      <Input
        id={`allot-${name}`}
        value={v[name]}
        onChange={(e) => setV({ ...v, [name]: e.target.value })}
        {...fieldAria(`allot-${name}`, errors[name])}
        {...props}
      />
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2" aria-label="Set up an allotment">
      {input("payee", "Payee")}
      {input("bankDetails", "Bank details")}
      {input("amount", `Amount a month (${currency ?? "currency"})`, { inputMode: "decimal" })}
      {input("percent", "or percent of the net", { inputMode: "decimal" })}
      <InlineFormEnd error={errors.form} span="sm:col-span-2" pending={add.isPending} label="Add allotment" />
    </form>
  );
}

export function AllotmentsSection({ crewId, currency }: { crewId: string; currency: string | null }) {
  const query = useQuery(allotmentsQuery(crewId));
  return (
    <section aria-labelledby="allotments-heading" className="space-y-3 rounded-md border p-3">
      <h3 id="allotments-heading" className="text-sm font-semibold">
        Allotments
      </h3>
      <QueryState
        query={query}
        label="Loading allotments"
        error="Could not load the allotments"
        retry
        empty={<p className="text-sm text-muted-foreground">No standing allotments.</p>}
      >
        {(rows) => (
          <ul className="space-y-1 text-sm">
            {rows.map((r) => (
              <li key={r.id}>
                <span className="font-medium">{r.payee}</span> ({r.bankDetails}):{" "}
                {r.amount !== null ? money(r.amount, currency) : `${(r.percentBp ?? 0) / 100}% of the net`}
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <AddAllotment crewId={crewId} currency={currency} />
    </section>
  );
}
