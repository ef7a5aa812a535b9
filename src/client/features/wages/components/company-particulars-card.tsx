// Settings → Company (admin): the shipowner's name and address and the standing terms every seafarer
// employment agreement states (MLC A2.1 para 4(b), (f)–(i)); notice at least 7 days (A2.1 para 5).
import { zodResolver } from "@hookform/resolvers/zod";
import { type TCompanyParticulars, ZCompanyParticulars } from "@shared/agreements";
import { useQuery } from "@tanstack/react-query";
import { type Path, useForm } from "react-hook-form";
import { Field, fieldAria, SaveButton, TextField } from "@/components/form-field";
import { QuerySectionCard } from "@/components/section-card";
import { Textarea } from "@/components/ui/textarea";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { applyServerErrors } from "@/lib/server-errors";
import { companyParticularsQuery, usePutCompanyParticulars } from "../api";

const EMPTY: TCompanyParticulars = {
  shipownerName: "",
  shipownerAddress: "",
  paidLeave: "",
  noticeDays: 30,
  healthBenefits: "",
  repatriation: "",
};

const LONG: [Path<TCompanyParticulars>, string][] = [
  ["shipownerAddress", "Shipowner's address"],
  ["paidLeave", "Paid annual leave (or its formula)"],
  ["healthBenefits", "Health and social security benefits"],
  ["repatriation", "Repatriation entitlement"],
];

function ParticularsForm({ initial }: { initial: TCompanyParticulars }) {
  const form = useForm<TCompanyParticulars>({
    resolver: zodResolver(ZCompanyParticulars) as never,
    defaultValues: initial,
  });
  const put = usePutCompanyParticulars();
  const submit = form.handleSubmit((body) =>
    put.mutate(body, {
      onSuccess: () => toastSuccess("Company particulars saved"),
      onError: (e) => {
        if (!applyServerErrors(e, form.setError)) toastError("Failed to save the company particulars");
      },
    }),
  );
  const error = (name: Path<TCompanyParticulars>) => form.getFieldState(name, form.formState).error?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <TextField form={form} name="shipownerName" label="Shipowner's name" idPrefix="company" required />
      <TextField
        form={form}
        name="noticeDays"
        label="Notice of termination (days, at least 7)"
        type="number"
        min={7}
        idPrefix="company"
        required
      />
      {LONG.map(([name, label]) => (
        <Field key={name} label={label} htmlFor={`company-${name}`} error={error(name)} required>
          <Textarea
            id={`company-${name}`}
            rows={2}
            {...fieldAria(`company-${name}`, error(name))}
            {...form.register(name)}
          />
        </Field>
      ))}
      <div className="sm:col-span-2">
        <SaveButton type="submit" pending={put.isPending}>
          Save particulars
        </SaveButton>
      </div>
    </form>
  );
}

export function CompanyParticularsCard() {
  const query = useQuery(companyParticularsQuery);
  return (
    <QuerySectionCard
      title="Company particulars"
      description="What every seafarer employment agreement states of the shipowner (MLC A2.1 para 4)."
      query={query}
      label="Loading the company particulars"
      error="Could not load the company particulars"
      retry
    >
      {(p) => <ParticularsForm initial={p ?? EMPTY} />}
    </QuerySectionCard>
  );
}
