// The office's part of an agreement: enter the particulars only it knows on a draft (place of birth,
// place and date of the agreement), sign for the company after the seafarer, open a new version of a
// signed one (a signed version is never edited).
import type { TAgreement } from "@shared/agreements";
import { ZAgreementDraftRequest } from "@shared/agreements";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Field, fieldAria, InlineFormEnd } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { ApiError } from "@/lib/api-client";
import { useAgreementAction, useEditAgreementDraft } from "../api";

/** The particulars that come from Settings → Company (the shipowner's name, address and standing terms). */
const COMPANY_PARTICULARS = [
  "shipownerName",
  "shipownerAddress",
  "paidLeave",
  "termination",
  "healthBenefits",
  "repatriation",
];

const DRAFT_FIELDS = [
  ["placeOfBirth", "Place of birth", "text"],
  ["placeOfAgreement", "Place of the agreement", "text"],
  ["agreementDate", "Date of the agreement", "date"],
] as const;
type DraftField = (typeof DRAFT_FIELDS)[number][0];

function DraftForm({ agreement: a }: { agreement: TAgreement }) {
  const [v, setV] = useState<Record<DraftField, string>>(() => ({
    placeOfBirth: a.particulars.placeOfBirth ?? "",
    placeOfAgreement: a.particulars.placeOfAgreement ?? "",
    agreementDate: a.particulars.agreementDate ?? "",
  }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const edit = useEditAgreementDraft();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const body = Object.fromEntries(Object.entries(v).filter(([, x]) => x.trim() !== ""));
    const checked = ZAgreementDraftRequest.safeParse(body);
    const found: Record<string, string> = {};
    if (!checked.success) for (const i of checked.error.issues) found[i.path.join(".")] ??= i.message;
    setErrors(found);
    if (!checked.success) return;
    edit.mutate(
      { contractId: a.contractId, body: checked.data },
      {
        onSuccess: () => toastSuccess("Agreement draft saved"),
        onError: (err) =>
          setErrors({ form: err instanceof ApiError ? err.serverMessage : "Could not save the draft" }),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-3 rounded-md border p-3 sm:grid-cols-3"
      aria-label="The office's particulars"
    >
      {DRAFT_FIELDS.map(([name, label, type]) => (
        <Field key={name} label={label} htmlFor={`agreement-${name}`} error={errors[name]}>
          <Input
            id={`agreement-${name}`}
            type={type}
            value={v[name]}
            onChange={(e) => setV({ ...v, [name]: e.target.value })}
            {...fieldAria(`agreement-${name}`, errors[name])}
          />
        </Field>
      ))}
      <InlineFormEnd
        error={errors.form}
        span="sm:col-span-3"
        pending={edit.isPending}
        label="Save particulars"
      />
    </form>
  );
}

export function OfficeAgreementActions({ agreement: a, name }: { agreement: TAgreement; name: string }) {
  const action = useAgreementAction();
  const [signing, setSigning] = useState(false);
  const newVersion = () =>
    action.mutate(
      { contractId: a.contractId, action: "versions" },
      {
        onSuccess: (v) => toastSuccess(`Version ${v.version} opened as a draft`),
        onError: (e) => toastError(e instanceof ApiError ? e.serverMessage : "Could not open a new version"),
      },
    );
  return (
    <div className="space-y-3">
      {a.state === "draft" && a.missing.some((k) => COMPANY_PARTICULARS.includes(k)) && (
        <p className="text-sm">
          The shipowner's particulars come from{" "}
          <Link to="/settings?tab=company" className="font-medium underline underline-offset-4">
            Settings → Company
          </Link>{" "}
          (an administrator sets them).
        </p>
      )}
      {a.state === "draft" && <DraftForm key={a.version} agreement={a} />}
      {a.state === "draft" && (
        <p className="text-sm text-muted-foreground">
          The seafarer signs first, in their app; then the company.
        </p>
      )}
      {a.state === "seafarer_signed" && (
        <Button onClick={() => setSigning(true)}>Sign for the company</Button>
      )}
      {a.state === "signed" && (
        <Button variant="outline" onClick={newVersion} disabled={action.isPending}>
          New version
        </Button>
      )}
      <ConfirmDialog
        open={signing}
        onOpenChange={setSigning}
        title={`Sign ${name}'s agreement for the company?`}
        description={`Version ${a.version}, as the seafarer signed it. A signed agreement is never edited; a change is a new version.`}
        confirmLabel="Sign for the company"
        pendingLabel="Signing..."
        variant="default"
        success="Agreement signed for the company"
        failure="Could not sign the agreement"
        onConfirm={() => action.mutateAsync({ contractId: a.contractId, action: "sign" })}
      />
    </div>
  );
}
