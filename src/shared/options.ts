// Option lists of the spec (§3) and the enums of the data model, shared by forms, API schemas and the DB. A
// list shown by its labels is written once, as its labels (labelled.ts).
import { BUILTIN_CERTIFICATE_CODES, BUILTIN_CERTIFICATE_TYPES } from "./certificates";
import { labelledValues } from "./labelled";
export const VESSEL_TYPES = [
  "AHT",
  "Bulk Carrier",
  "Container Ship",
  "Tanker",
  "Chemical Tanker",
  "LNG Carrier",
  "LPG Carrier",
  "Ferry",
  "Cruise Ship",
  "Cargo Ship",
  "OSV",
  "Research Vessel",
  "Naval Vessel",
  "Fishing Vessel",
  "General Cargo",
  "Passenger Ship",
  "Tugboat",
  "Other",
] as const;

export const FLAG_STATES = [
  "Marshall Islands",
  "Liberia",
  "Panama",
  "Singapore",
  "Malta",
  "Bahamas",
  "Cyprus",
  "India",
  "Norway",
  "United Kingdom",
  "Greece",
  "Netherlands",
  "Germany",
  "United States",
  "St. Kitts & Nevis",
  "Other",
] as const;

export const CREW_STATUSES = ["active", "inactive", "onLeave"] as const;
export const CONTRACT_STATUSES = ["active", "completed", "terminated"] as const;
export const ROTATION_TYPE_LABELS = {
  join: "Join",
  leave: "Leave",
  rotation: "Rotation",
};
export const ROTATION_TYPES = labelledValues(ROTATION_TYPE_LABELS);
export const ROTATION_STATUS_LABELS = {
  scheduled: "Scheduled",
  completed: "Completed",
  cancelled: "Cancelled",
};
export const ROTATION_STATUSES = labelledValues(ROTATION_STATUS_LABELS);
/** "unknown": the SMTP server may or may not have taken the message (e.g. no answer after the body was
 * sent); it is never sent again automatically, only when an admin says so in the Outbox. */
export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed", "unknown"] as const;
export const REMINDER_DAYS = [30, 15, 7] as const;
export const EMAIL_RECIPIENT_LABELS = {
  crew: "Crew Members",
  captain: "Ship Captains",
  admin: "Admin Staff",
  office_staff: "Office Staff",
};
export const EMAIL_RECIPIENTS = labelledValues(EMAIL_RECIPIENT_LABELS);

/** The built-in certificate catalogue's codes (the spec's five first) and labels; src/shared/certificates.ts. */
export const DOCUMENT_TYPES = BUILTIN_CERTIFICATE_CODES;
export const DOCUMENT_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  BUILTIN_CERTIFICATE_TYPES.map((t) => [t.code, t.name]),
);

export const VESSEL_STATUS_LABELS = {
  active: "Active",
  "in-port": "In Port",
  maintenance: "Maintenance",
  inactive: "Inactive",
};
export const VESSEL_STATUSES = labelledValues(VESSEL_STATUS_LABELS);

export const EMERGENCY_RELATIONSHIPS = ["Spouse", "Parent", "Child", "Sibling", "Friend", "Other"] as const;

export const DEFAULT_VESSEL_CAPACITY = 20;
export const DEFAULT_CONTRACT_DAYS = 90;
