// The crew dialogs' form rules on top of the shared schemas (spec §5): the request bodies they send
// (phone and e-mail null when empty, emergency contact null without a name, "none" = no vessel, the
// contract's pay) and the edit form's contract date order.
import { CONTRACT_END_MESSAGE } from "@shared/contracts";
import type { TCrewUpdateRequest } from "@shared/crew";
import { type TAddCrewForm, type TCrewEditForm, ZCrewEditForm } from "@shared/crew";
import { DEFAULT_CONTRACT_DAYS } from "@shared/options";

/** The edit form plus: the contract's end date may not be before its start. */
export const ZCrewEditDialogForm = ZCrewEditForm.refine(
  (v) => !v.contractStartDate || !v.contractEndDate || v.contractEndDate >= v.contractStartDate,
  { message: CONTRACT_END_MESSAGE, path: ["contractEndDate"] },
);

/** The person fields every crew form starts with, empty. */
export const EMPTY_PERSON = {
  firstName: "",
  lastName: "",
  nationality: "",
  dateOfBirth: "",
  rank: "",
  gender: "" as const,
  placeOfBirth: "",
  countryOfBirth: "",
  phoneNumber: "",
  email: "",
};

export const EMPTY_ADD_FORM: TAddCrewForm = {
  ...EMPTY_PERSON,
  status: "active",
  currentVesselId: "none",
  emergencyContact: { name: "", relationship: "", phone: "", email: "" },
  contractStartDate: "",
  contractDurationDays: DEFAULT_CONTRACT_DAYS,
  contractEndDate: "",
  contractSalary: 0,
  contractCurrency: "USD",
};

type FormValues = TCrewEditForm | TAddCrewForm;

const orNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

type ContractKeys = "contractStartDate" | "contractEndDate" | "contractSalary" | "contractCurrency";

/** The contract's pay as a request sends it: a salary left empty is 0, the currency USD. */
export function contractPayOf(v: FormValues): { contractSalary: number; contractCurrency: string } {
  const salary = v.contractSalary;
  return {
    contractSalary: typeof salary === "number" && Number.isFinite(salary) ? salary : 0,
    contractCurrency: v.contractCurrency?.trim() ? v.contractCurrency.trim().toUpperCase() : "USD",
  };
}

/** The member fields of a create or edit request body. */
export function crewBodyOf(v: FormValues): Required<Omit<TCrewUpdateRequest, ContractKeys | "override">> {
  const ec = v.emergencyContact;
  return {
    firstName: v.firstName ?? "",
    lastName: v.lastName ?? "",
    nationality: v.nationality ?? "",
    dateOfBirth: v.dateOfBirth ?? "",
    rank: v.rank ?? "",
    gender: v.gender || null,
    placeOfBirth: orNull(v.placeOfBirth),
    countryOfBirth: orNull(v.countryOfBirth),
    phoneNumber: orNull(v.phoneNumber),
    email: orNull(v.email),
    status: v.status,
    currentVesselId: !v.currentVesselId || v.currentVesselId === "none" ? null : v.currentVesselId,
    emergencyContact: ec?.name?.trim()
      ? {
          name: ec.name.trim(),
          relationship: orNull(ec.relationship),
          phone: orNull(ec.phone),
          email: orNull(ec.email),
        }
      : null,
  };
}
