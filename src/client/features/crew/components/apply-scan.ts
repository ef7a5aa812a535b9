// Fills the add-crew form from a document scan. Given and family names come from the passport zone as it
// separates them; a bare full name is split at the first space (spec §2). A position becomes a rank only
// when it names one of the form's ranks (common long forms are mapped); the contract end date becomes a
// duration, because the form derives the end date from start + duration.
import { daysBetween } from "@shared/dates";
import type { TOcrResult } from "@shared/ocr";
import { splitFullName } from "@shared/ocr-fields";
import { normaliseRank } from "@shared/ranks";

/** A scanned position as a rank of the form's list: the catalogue name or a known alias (ranks.ts). */
export function rankFromPosition(position: string | undefined, ranks: readonly string[]): string | null {
  const name = normaliseRank(position);
  return name && ranks.includes(name) ? name : null;
}

export interface ScanFormValues {
  firstName?: string;
  lastName?: string;
  nationality?: string;
  dateOfBirth?: string;
  rank?: string;
  phoneNumber?: string;
  contractStartDate?: string;
  contractDurationDays?: number;
  "emergencyContact.name"?: string;
  "emergencyContact.phone"?: string;
}

/** The form values a scan provides; fields the scan did not find are left out. */
export function formValuesFromScan(result: TOcrResult, ranks: readonly string[]): ScanFormValues {
  const f = result.fields;
  const names =
    f.firstName || f.lastName
      ? { firstName: f.firstName ?? "", lastName: f.lastName ?? "" }
      : f.name
        ? splitFullName(f.name)
        : null;
  const values: ScanFormValues = {};
  if (names?.firstName) values.firstName = names.firstName;
  if (names?.lastName) values.lastName = names.lastName;
  if (f.nationality) values.nationality = f.nationality;
  if (f.dateOfBirth) values.dateOfBirth = f.dateOfBirth;
  const rank = rankFromPosition(f.position, ranks);
  if (rank) values.rank = rank;
  if (f.phoneNumber) values.phoneNumber = f.phoneNumber;
  if (f.contractStartDate) values.contractStartDate = f.contractStartDate;
  if (f.contractStartDate && f.contractEndDate) {
    const days = daysBetween(f.contractStartDate, f.contractEndDate);
    if (days >= 1) values.contractDurationDays = days;
  }
  if (f.emergencyContact) values["emergencyContact.name"] = f.emergencyContact;
  if (f.emergencyPhone) values["emergencyContact.phone"] = f.emergencyPhone;
  return values;
}
