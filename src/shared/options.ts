// Option lists of the spec (§3) and the enums of the data model, shared by forms, API schemas and the DB.
import { BUILTIN_CERTIFICATE_CODES, BUILTIN_CERTIFICATE_TYPES } from "./certificates";
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

export const VESSEL_STATUSES = ["active", "in-port", "maintenance", "inactive"] as const;
export const CREW_STATUSES = ["active", "inactive", "onLeave"] as const;
export const CONTRACT_STATUSES = ["active", "completed", "terminated"] as const;
export const ROTATION_TYPES = ["join", "leave", "rotation"] as const;
export const ROTATION_STATUSES = ["scheduled", "completed", "cancelled"] as const;
/** "unknown": the SMTP server may or may not have taken the message (e.g. no answer after the body was
 * sent); it is never sent again automatically, only when an admin says so in the Outbox. */
export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed", "unknown"] as const;
export const REMINDER_DAYS = [30, 15, 7] as const;
export const EMAIL_RECIPIENTS = ["crew", "captain", "admin", "office_staff"] as const;

/** The built-in certificate catalogue's codes (the spec's five first) and labels; src/shared/certificates.ts. */
export const DOCUMENT_TYPES = BUILTIN_CERTIFICATE_CODES;
export const DOCUMENT_TYPE_LABELS: Record<string, string> = Object.fromEntries(
  BUILTIN_CERTIFICATE_TYPES.map((t) => [t.code, t.name]),
);

export const VESSEL_STATUS_LABELS: Record<(typeof VESSEL_STATUSES)[number], string> = {
  active: "Active",
  "in-port": "In Port",
  maintenance: "Maintenance",
  inactive: "Inactive",
};

export const EMERGENCY_RELATIONSHIPS = ["Spouse", "Parent", "Child", "Sibling", "Friend", "Other"] as const;

export const DEFAULT_VESSEL_CAPACITY = 20;
export const DEFAULT_CONTRACT_DAYS = 90;
