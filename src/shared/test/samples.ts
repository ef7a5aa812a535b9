// Sample values that tests on both sides (src/shared rules, src/server API) use, written once. Test data
// only: nothing in the app imports this file.

/** The labelled fields of the sample seafarer's contract (tests/fixtures/ocr contract-labelled.png). */
export const SAMPLE_CONTRACT_FIELDS = {
  name: "Juan Dela Cruz",
  position: "Able Seaman",
  nationality: "Filipino",
  dateOfBirth: "1988-04-12",
  phoneNumber: "+63 917 555 0123",
  contractStartDate: "2026-12-01",
  contractEndDate: "2027-05-30",
  emergencyContact: "Maria Dela Cruz",
  emergencyPhone: "+63 917 555 0456",
};

/** The required fields of a new crew member. */
export const SAMPLE_PERSON = {
  firstName: "Ana",
  lastName: "Reyes",
  nationality: "Filipino",
  dateOfBirth: "1990-02-03",
  rank: "Cook",
};

/** Days until expiry and the severity the default alert windows give them, on each side of every edge
 * (critical up to 7 days, warning to 15, info to 30, upcoming beyond): the rule's unit test and the alerts
 * API test check the same edges. */
export const SEVERITY_EDGES = [
  [0, "critical"],
  [7, "critical"],
  [8, "warning"],
  [15, "warning"],
  [16, "info"],
  [30, "info"],
  [31, "upcoming"],
  [90, "upcoming"],
] as const;

/** The certificates a navigating officer needs on a vessel with no type rules (a Third Officer on a bulk
 * carrier, docs/regulations.md), sorted: the default rule's test and the seeded requirements API test build
 * their expected lists from it. */
export const SAMPLE_NAV_OFFICER_CODES = [
  "aff",
  "bst",
  "cdc",
  "coc",
  "ecdis",
  "flag_endorsement",
  "gmdss",
  "medical",
  "mfa",
  "passport",
  "psc_rb",
  "ssa",
];

/** The certificates an engineer officer needs on a vessel with no type rules (docs/regulations.md), sorted:
 * a Third Engineer on a tanker adds the basic tanker course, a Chief Engineer on a cruise ship the two
 * passenger ship courses. */
export const SAMPLE_ENGINE_OFFICER_CODES = [
  "aff",
  "bst",
  "cdc",
  "coc",
  "flag_endorsement",
  "medical",
  "passport",
  "psc_rb",
  "ssa",
];
