// Edit crew member (spec §2, §5): Personal, Professional, Emergency Contact and Contract Information;
// Cancel and "Update Crew Member". The dialog is capped at 90% of the viewport, the form at 70%.
// One request (PUT /api/crew/:id): the member's fields and, when an active contract exists and both
// dates are set, its dates, and its salary and currency; the server saves both in one transaction or
// neither, and a refusal is shown on its field (a taken e-mail too) and in the spec's toast.

import { zodResolver } from "@hookform/resolvers/zod";
import type { TCrewEditForm } from "@shared/crew";
import { RANK_NAMES } from "@shared/ranks";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { FormFooter } from "@/components/form-field";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toastError, toastSuccess } from "@/components/ui/use-toast";
import { isApiError } from "@/lib/api-client";
import { formValuesFrom } from "@/lib/form-values";
import { applyServerErrors } from "@/lib/server-errors";
import { type CrewMember, useUpdateCrew } from "../api";
import { EditContractFields } from "./crew-contract-fields";
import { EmergencyFields, PersonalFields, ProfessionalFields } from "./crew-form-fields";
import { contractPayOf, crewBodyOf, ZCrewEditDialogForm } from "./crew-form-schema";

function formValuesOf(m: CrewMember): TCrewEditForm {
  return {
    ...formValuesFrom(m, [
      "firstName",
      "lastName",
      "nationality",
      "dateOfBirth",
      "rank",
      "gender",
      "placeOfBirth",
      "countryOfBirth",
      "phoneNumber",
      "email",
      "status",
    ]),
    currentVesselId: m.currentVesselId ?? "none",
    emergencyContact: formValuesFrom(m.emergencyContact, ["name", "relationship", "phone", "email"]),
    contractStartDate: m.activeContract?.startDate ?? "",
    contractEndDate: m.activeContract?.endDate ?? "",
    contractSalary: m.activeContract?.salary ?? 0,
    contractCurrency: m.activeContract?.currency ?? "USD",
  };
}

/** "Failed to update crew member: {status} - {server text}", or the plain fallback. */
export function updateFailureMessage(error: unknown): string {
  if (isApiError(error)) return `Failed to update crew member: ${error.status} - ${error.serverMessage}`;
  return "Failed to update crew member";
}

export function CrewEditDialog({
  member,
  onOpenChange,
}: {
  member: CrewMember | null;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdateCrew();
  const form = useForm<TCrewEditForm, unknown, TCrewEditForm>({
    resolver: zodResolver(ZCrewEditDialogForm),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  useEffect(() => {
    if (member) form.reset(formValuesOf(member));
  }, [member, form]);

  const ranks =
    member && !RANK_NAMES.includes(member.rank as never) ? [member.rank, ...RANK_NAMES] : RANK_NAMES;
  const contract = member?.activeContract?.status === "active" ? member.activeContract : null;

  const onSubmit = form.handleSubmit((values) => {
    if (!member) return;
    const sendDates = contract && values.contractStartDate && values.contractEndDate;
    update.mutate(
      {
        id: member.id,
        body: {
          ...crewBodyOf(values),
          ...(contract ? contractPayOf(values) : {}),
          ...(sendDates
            ? { contractStartDate: values.contractStartDate, contractEndDate: values.contractEndDate }
            : {}),
        },
      },
      {
        onSuccess: () => {
          toastSuccess("Crew member updated successfully");
          onOpenChange(false);
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, undefined, "email");
          toastError(updateFailureMessage(error));
        },
      },
    );
  });

  return (
    <Dialog open={member !== null} onOpenChange={onOpenChange}>
      <DialogContent className="flex max-h-[90vh] flex-col sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit Crew Member</DialogTitle>
          <DialogDescription>
            {member ? `Update the details of ${member.firstName} ${member.lastName}.` : ""}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-col gap-4">
          <div className="max-h-[70vh] space-y-6 overflow-y-auto pr-1" data-testid="crew-edit-form-body">
            <PersonalFields form={form} idPrefix="edit" />
            <ProfessionalFields
              form={form}
              idPrefix="edit"
              ranks={ranks}
              vesselLabel={member?.currentVessel?.name}
              statuses={
                member?.status === "onLeave" ? ["active", "inactive", "onLeave"] : ["active", "inactive"]
              }
            />
            <EmergencyFields form={form} idPrefix="edit" />
            <EditContractFields form={form} hasContract={contract !== null} />
          </div>
          <FormFooter
            onCancel={() => onOpenChange(false)}
            pending={update.isPending}
            label="Update Crew Member"
            pendingLabel="Updating..."
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
