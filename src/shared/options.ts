// Option lists of the spec (§3) and the enums of the data model, shared by forms, API schemas and the DB.
export const VESSEL_TYPES = [
  "AHT",
  "Bulk Carrier",
  "Container Ship",
  "Tanker",
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
export const DOCUMENT_TYPES = ["passport", "cdc", "stcw", "medical", "visa"] as const;
export const ROTATION_TYPES = ["join", "leave", "rotation"] as const;
export const ROTATION_STATUSES = ["scheduled", "completed", "cancelled"] as const;
/** "unknown": the SMTP server may or may not have taken the message (e.g. no answer after the body was
 * sent); it is never sent again automatically, only when an admin says so in the Outbox. */
export const EMAIL_STATUSES = ["pending", "sending", "sent", "failed", "unknown"] as const;
export const REMINDER_DAYS = [30, 15, 7] as const;
export const EMAIL_RECIPIENTS = ["crew", "captain", "admin", "office_staff"] as const;

export const DOCUMENT_TYPE_LABELS: Record<(typeof DOCUMENT_TYPES)[number], string> = {
  passport: "Passport",
  cdc: "CDC",
  stcw: "STCW",
  medical: "Medical Certificate",
  visa: "Visa",
};

export const VESSEL_STATUS_LABELS: Record<(typeof VESSEL_STATUSES)[number], string> = {
  active: "Active",
  "in-port": "In Port",
  maintenance: "Maintenance",
  inactive: "Inactive",
};

/** Ranks of the crew edit form. */
export const RANKS_EDIT = [
  "Captain",
  "Chief Officer",
  "Second Officer",
  "Third Officer",
  "Chief Engineer",
  "Second Engineer",
  "Third Engineer",
  "Bosun",
  "Able Seaman",
  "Ordinary Seaman",
  "Cook",
  "Steward",
] as const;
/** Ranks of add crew from a vessel dialog. */
export const RANKS_VESSEL_DIALOG = [
  "Captain",
  "Chief Engineer",
  "Chief Officer",
  "Second Officer",
  "Third Officer",
  "Bosun",
  "AB Seaman",
  "Cook",
  "Oiler",
  "Wiper",
] as const;
/** Ranks of add crew from the dashboard or crew page. */
export const RANKS_ADD = [
  "Captain",
  "Chief Officer",
  "2nd Officer",
  "3rd Officer",
  "Chief Engineer",
  "2nd Engineer",
  "3rd Engineer",
  "Bosun",
  "AB Seaman",
  "OS Seaman",
  "Cook",
  "Messman",
  "Oiler",
  "Wiper",
] as const;

export const EMERGENCY_RELATIONSHIPS = ["Spouse", "Parent", "Child", "Sibling", "Friend", "Other"] as const;

export const DEFAULT_VESSEL_CAPACITY = 20;
export const DEFAULT_CONTRACT_DAYS = 90;
