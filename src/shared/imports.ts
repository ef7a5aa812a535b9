// Imports from spreadsheets (docs/guide-office.md, "Bringing your spreadsheets in"): the four kinds, the
// fields of each with the headers they are recognised by, the limits, and the API's request and answer.
// Each row is checked by the same schema the one-record form sends (src/shared/crew.ts, documents.ts,
// vessels.ts, manning.ts); this file only says which column feeds which field.
import { z } from "zod";
import { DATE_ORDERS, normaliseWord } from "./import-match";
import { labelledValues } from "./labelled";

export const IMPORT_KIND_LABELS = {
  vessels: "Vessel particulars",
  crew: "Crew list with contracts",
  documents: "Certificate register",
  "safe-manning": "Safe manning",
};
export const IMPORT_KINDS = labelledValues(IMPORT_KIND_LABELS);
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The largest file an import reads. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_MB = MAX_IMPORT_BYTES / 1024 / 1024;
/** The most data rows one import takes (a larger register is split into several files). */
export const MAX_IMPORT_ROWS = 50_000;
export const IMPORT_TOO_LARGE_MESSAGE = `The file is larger than ${MAX_IMPORT_MB} MB, the import limit: split it into smaller files`;
export const IMPORT_NOT_SPREADSHEET_MESSAGE =
  "This file is not a spreadsheet: upload an .xlsx workbook or a .csv file";
export const IMPORT_NO_HEADER_MESSAGE =
  "The first row holds no column headers: put the headers (e.g. First name, Last name) in row 1";
export const tooManyRowsMessage = (n: number) =>
  `The file has ${n.toLocaleString("en-GB")} rows; an import takes at most ${MAX_IMPORT_ROWS.toLocaleString("en-GB")}: split it into smaller files`;

export interface ImportField {
  key: string;
  label: string;
  required: boolean;
  /** Other headers an office uses for it (compared with normaliseWord). */
  aliases: readonly string[];
  /** Read as a date (a date cell, ISO, or d/m/yyyy in the chosen order). */
  date?: boolean;
  hint?: string;
}

const f = (
  key: string,
  label: string,
  required: boolean,
  aliases: string[] = [],
  more: Partial<ImportField> = {},
): ImportField => ({ key, label, required, aliases, ...more });

/** The seafarer a document row belongs to: their passport number, else name and date of birth. */
const seafarerFields = [
  f("passportNumber", "Passport number", false, ["passport", "passport no", "seafarer passport"]),
  f("firstName", "First name", false, ["given name", "forename", "first names"]),
  f("lastName", "Last name", false, ["surname", "family name"]),
  f("dateOfBirth", "Date of birth", false, ["dob", "birth date", "born"], { date: true }),
];

export const IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  vessels: [
    f("imoNumber", "IMO number", true, ["imo", "imo no"]),
    f("name", "Vessel name", true, ["vessel", "ship", "ship name", "name"]),
    f("type", "Vessel type", true, ["type", "ship type"]),
    f("flag", "Flag", true, ["flag state"]),
    f("status", "Status", false),
    f("crewCapacity", "Crew capacity", false, ["capacity", "berths"]),
    f("nextCrewChange", "Next crew change", false, [], { date: true }),
    f("maintenanceUntil", "Maintenance until", false, [], { date: true }),
  ],
  crew: [
    f("firstName", "First name", true, ["given name", "forename", "first names"]),
    f("lastName", "Last name", true, ["surname", "family name"]),
    f("dateOfBirth", "Date of birth", true, ["dob", "birth date", "born"], { date: true }),
    f("nationality", "Nationality", true, ["citizenship"]),
    f("rank", "Rank", true, ["position", "capacity", "rank position"]),
    f("passportNumber", "Passport number", false, ["passport", "passport no"], {
      hint: "Identifies a seafarer whose passport is recorded",
    }),
    f("email", "E-mail", false, ["email address", "mail"]),
    f("phoneNumber", "Phone", false, ["phone number", "mobile", "telephone"]),
    f("status", "Status", false),
    f("vessel", "Vessel", false, ["current vessel", "ship", "vessel imo"], {
      hint: "A vessel's name or IMO number",
    }),
    f("contractStartDate", "Contract start", false, ["sign on", "contract from", "start date"], {
      date: true,
    }),
    f("contractEndDate", "Contract end", false, ["sign off", "contract to", "end date"], { date: true }),
    f("contractSalary", "Salary", false, ["wage", "monthly salary"]),
    f("contractCurrency", "Currency", false),
  ],
  documents: [
    ...seafarerFields,
    f("type", "Certificate type", true, ["document type", "certificate", "document"]),
    f("documentNumber", "Document number", true, ["number", "certificate number", "cert no", "no"]),
    f("issueDate", "Issue date", true, ["issued", "date of issue"], { date: true }),
    f("expiryDate", "Expiry date", false, ["expires", "valid until", "date of expiry"], { date: true }),
    f("issuingAuthority", "Issuing authority", true, ["authority", "issued by"]),
    f("issuingState", "Issuing state", false, ["country of issue", "issuing country"]),
    f("grade", "Grade", false, ["coc grade"]),
  ],
  "safe-manning": [
    f("vessel", "Vessel", true, ["ship", "vessel name", "imo", "imo number"], {
      hint: "A vessel's name or IMO number",
    }),
    f("rank", "Rank", true, ["position"]),
    f("count", "Minimum number", true, ["count", "number", "minimum", "required"]),
    f("validUntil", "Valid until", false, ["expiry", "valid to"], { date: true }),
  ],
};

/**
 * Which field each header feeds: the user's mapping first (a header → a field key, or "" to skip the
 * column), then the field whose label, key or alias reads the same; a field is fed by one column only.
 */
export function matchHeaders(
  kind: ImportKind,
  headers: readonly string[],
  mapping: Readonly<Record<string, string>> = {},
): (string | null)[] {
  const fields = IMPORT_FIELDS[kind];
  const byWord = new Map<string, string>();
  for (const field of fields)
    for (const word of [field.label, field.key, ...field.aliases]) {
      const key = normaliseWord(word);
      if (!byWord.has(key)) byWord.set(key, field.key);
    }
  const known = new Set(fields.map((x) => x.key));
  const taken = new Set<string>();
  const chosen = headers.map((h) => {
    const mapped = mapping[h];
    if (mapped !== undefined) return mapped && known.has(mapped) ? mapped : null;
    return null;
  });
  for (const key of chosen) if (key) taken.add(key);
  return headers.map((h, i) => {
    if (chosen[i] || mapping[h] !== undefined) return chosen[i];
    const key = byWord.get(normaliseWord(h)) ?? null;
    if (!key || taken.has(key)) return null;
    taken.add(key);
    return key;
  });
}

const boolText = z.enum(["true", "false"]).transform((v) => v === "true");

export const ZImportQuery = z.object({
  kind: z.enum(IMPORT_KINDS, "Kind must be vessels, crew, documents or safe-manning"),
  /** true (the default): check and answer what would happen, writing nothing. */
  dryRun: boolText.default(true),
  /** refuse: nothing is written when any row has an error; skip: the valid rows are written. */
  onError: z.enum(["refuse", "skip"]).default("refuse"),
  /** How d/m/yyyy text dates are read (date cells and ISO text are read either way). */
  dateOrder: z.enum(DATE_ORDERS).default("dmy"),
});
export type TImportQuery = z.infer<typeof ZImportQuery>;

/** The `mapping` form field: header → field key ("" skips the column). */
export const ZImportMapping = z.record(z.string().max(200), z.string().max(60)).default({});

export const IMPORT_ROW_STATUSES = ["create", "update", "unchanged", "error"] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

export const ZImportRow = z.object({
  /** The spreadsheet's row number (the header is row 1). */
  row: z.number().int(),
  status: z.enum(IMPORT_ROW_STATUSES),
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
  /** A row in error: its cells by field key as read, for the errors workbook. */
  values: z.record(z.string(), z.string()).optional(),
});
export type TImportRow = z.infer<typeof ZImportRow>;

export const ZImportResult = z.object({
  kind: z.enum(IMPORT_KINDS),
  /** dry-run: nothing written; imported: the valid rows were written; refused: rows had errors and
   * the user asked to refuse the whole file, so nothing was written. */
  outcome: z.enum(["dry-run", "imported", "refused"]),
  columns: z.array(z.object({ header: z.string(), field: z.string().nullable() })),
  /** Required fields no column feeds (each row then says so too). */
  missingFields: z.array(z.string()),
  rows: z.array(ZImportRow),
  summary: z.object({
    create: z.number().int(),
    update: z.number().int(),
    unchanged: z.number().int(),
    error: z.number().int(),
  }),
  /** What the imported data means, in sentences (missing certificates after the write). */
  meaning: z.array(z.string()),
});
export type TImportResult = z.infer<typeof ZImportResult>;

export const ZImportTemplateParams = z.object({
  kind: z.enum(IMPORT_KINDS, "Kind must be vessels, crew, documents or safe-manning"),
});
