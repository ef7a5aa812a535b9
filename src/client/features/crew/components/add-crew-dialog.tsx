// Add crew (spec §2, §5) from the dashboard's crew overview and the crew page: the add-form rank list,
// "No assignment" for no vessel, and a contract from a start date + duration days (default 90, min 1)
// with a read-only end date recomputed whenever either changes, and its salary and currency. The server
// creates the member and the contract in one transaction, and only when both dates exist. The five
// person fields are checked in the form first (marked *); a refusal lands on its field, or in an alert
// above the buttons, never in a toast over them.

import { zodResolver } from "@hookform/resolvers/zod";
import { contractEndDateFor, type TAddCrewForm, ZAddCrewForm } from "@shared/crew";
import type { TDocumentRequest } from "@shared/documents";
import { RANK_NAMES } from "@shared/ranks";
import { Plus, ScanLine } from "lucide-react";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { FormFooter } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { Can } from "@/features/auth";
import { useCreateDocument } from "@/features/documents/api";
import {
  DocumentScanDialog,
  type PassportDraft,
  passportDraftFrom,
  passportDraftProblem,
  ScannedPassportFields,
} from "@/features/ocr";
import { isApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/server-errors";
import { useCreateCrew } from "../api";
import { formValuesFromScan } from "./apply-scan";
import { AddContractFields } from "./crew-contract-fields";
import { EmergencyFields, PersonalFields, ProfessionalFields } from "./crew-form-fields";
import { contractPayOf, crewBodyOf, EMPTY_ADD_FORM } from "./crew-form-schema";

export function AddCrewDialog({ trigger }: { trigger?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const [scanOpen, setScanOpen] = useState(false);
  const [passport, setPassport] = useState<PassportDraft | null>(null);
  const create = useCreateCrew();
  const createDocument = useCreateDocument();
  /** The scanned passport as the new member's document (a document write: documents/api). */
  const savePassport = async (crewMemberId: string, p: PassportDraft) => {
    try {
      await createDocument.mutateAsync({
        crewMemberId,
        type: "passport",
        documentNumber: p.documentNumber,
        issueDate: p.issueDate,
        expiryDate: p.expiryDate,
        issuingAuthority: p.issuingAuthority,
      } as TDocumentRequest);
      toastSuccess("Document uploaded successfully");
    } catch (error) {
      toastError(
        `The crew member was saved, but the passport was not: ${isApiError(error) ? error.serverMessage : "unknown error"}`,
      );
    }
  };
  const form = useForm<TAddCrewForm, unknown, import("zod").output<typeof ZAddCrewForm>>({
    resolver: zodResolver(ZAddCrewForm),
    defaultValues: EMPTY_ADD_FORM,
    reValidateMode: "onChange",
  });
  const [start, duration] = useWatch({
    control: form.control,
    name: ["contractStartDate", "contractDurationDays"],
  });
  const endDate = contractEndDateFor(start, duration);

  const onSubmit = form.handleSubmit((values) => {
    if (passport && passportDraftProblem(passport)) return;
    const end = contractEndDateFor(values.contractStartDate, values.contractDurationDays);
    const withContract = values.contractStartDate && end;
    create.mutate(
      {
        ...crewBodyOf(values),
        ...(withContract
          ? {
              contractStartDate: values.contractStartDate,
              contractEndDate: end,
              contractDurationDays: values.contractDurationDays,
              ...contractPayOf(values),
            }
          : {}),
      },
      {
        onSuccess: async (member) => {
          toastSuccess("New crew member added successfully");
          if (passport?.save) await savePassport(member.id, passport);
          form.reset(EMPTY_ADD_FORM);
          setPassport(null);
          setOpen(false);
        },
        onError: (error) => {
          if (applyServerErrors(error, form.setError, undefined, "email")) return;
          const why = isApiError(error) ? `: ${error.serverMessage}` : "";
          form.setError("root", { message: `Failed to create crew member${why}` });
        },
      },
    );
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) {
          form.reset(EMPTY_ADD_FORM);
          setPassport(null);
        }
      }}
    >
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <Plus className="size-4" /> Add Crew
          </Button>
        )}
      </DialogTrigger>
      <DialogContent className="flex max-h-[90vh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Add New Crew Member</DialogTitle>
          <DialogDescription>
            Enter the crew member's details and, optionally, their contract.
          </DialogDescription>
          <Can permission="ocr:use">
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="self-start"
              onClick={() => setScanOpen(true)}
            >
              <ScanLine className="size-4" aria-hidden /> Scan Document
            </Button>
          </Can>
        </DialogHeader>
        <DocumentScanDialog
          open={scanOpen}
          onOpenChange={setScanOpen}
          onApply={(result) => {
            for (const [name, value] of Object.entries(formValuesFromScan(result, RANK_NAMES))) {
              form.setValue(name as keyof TAddCrewForm, value as never, {
                shouldDirty: true,
                shouldValidate: true,
              });
            }
            setPassport(passportDraftFrom(result));
          }}
        />
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col gap-4">
          <div className="max-h-[70vh] space-y-6 overflow-y-auto pr-1">
            <PersonalFields form={form} idPrefix="add" />
            <ProfessionalFields form={form} idPrefix="add" ranks={RANK_NAMES} />
            <EmergencyFields form={form} idPrefix="add" />
            {passport && <ScannedPassportFields draft={passport} onChange={setPassport} />}
            <AddContractFields form={form} endDate={endDate} />
          </div>
          <FieldError role="alert">{form.formState.errors.root?.message}</FieldError>
          <FormFooter
            onCancel={() => setOpen(false)}
            pending={create.isPending}
            label="Add Crew Member"
            pendingLabel="Adding..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
