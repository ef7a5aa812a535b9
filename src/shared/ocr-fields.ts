// Rules that turn OCR text into crew fields. Two sources:
// 1. A machine-readable zone (passport TD3, ID TD1/TD2): lines of A–Z, 0–9 and "<". OCR often reads the
//    "<" filler as K, L or C; a run that starts with "<" and holds only those letters is filler.
// 2. Labelled text ("Label: value" lines, as on a seafarer's contract or CV), matched by the label
//    synonyms below; dates are read as yyyy-MM-dd, "12 April 1988", "April 12, 1988", "15 MAR 1990" or
//    dd/mm/yyyy (day first, as on maritime documents).
import { isValidIsoDate } from "./dates";

export const OCR_FIELDS = [
  "name",
  "position",
  "nationality",
  "dateOfBirth",
  "phoneNumber",
  "contractStartDate",
  "contractEndDate",
  "emergencyContact",
  "emergencyPhone",
] as const;
export type OcrField = (typeof OCR_FIELDS)[number];

export interface FoundField {
  value: string;
  /** 0–1: the OCR engine's confidence in the line it came from. */
  confidence: number;
}

const MRZ_LENGTHS = { TD3: 44, TD2: 36, TD1: 30 } as const;
export type MrzFormat = keyof typeof MRZ_LENGTHS;

function cleanMrzLine(line: string): string {
  return line
    .toUpperCase()
    .replace(/\s+/g, "")
    .replace(/«/g, "<")
    .replace(/[^A-Z0-9<]/g, "");
}

/** Replaces a trailing filler run misread as K/L/C with "<", then pads or trims to the format length. */
export function normaliseMrzLine(line: string, length: number): string {
  let s = line;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === "<" && /^[<KLC]+$/.test(s.slice(i))) {
      s = s.slice(0, i) + "<".repeat(s.length - i);
      break;
    }
  }
  return s.padEnd(length, "<").slice(0, length);
}

/** Finds a machine-readable zone in OCR text: the lines, normalised, and their format. */
export function findMrz(text: string): { format: MrzFormat; lines: string[] } | null {
  const candidates = text
    .split(/\r?\n/)
    .map(cleanMrzLine)
    .filter((l) => l.length >= 26 && l.includes("<<"));
  if (candidates.length >= 3 && candidates.slice(-3).every((l) => Math.abs(l.length - 30) <= 4)) {
    return { format: "TD1", lines: candidates.slice(-3).map((l) => normaliseMrzLine(l, 30)) };
  }
  if (candidates.length >= 2) {
    const pair = candidates.slice(-2);
    const format: MrzFormat = pair.every((l) => l.length >= 40) ? "TD3" : "TD2";
    return { format, lines: pair.map((l) => normaliseMrzLine(l, MRZ_LENGTHS[format])) };
  }
  return null;
}

/** YYMMDD to yyyy-MM-dd. Birth dates are never in the future; expiry dates are this century. */
export function mrzDate(
  yymmdd: string | null | undefined,
  kind: "birth" | "expiry",
  today: string,
): string | null {
  if (!yymmdd || !/^\d{6}$/.test(yymmdd)) return null;
  const yy = Number(yymmdd.slice(0, 2));
  const currentYy = Number(today.slice(2, 4));
  const century = kind === "expiry" ? 2000 : yy > currentYy ? 1900 : 2000;
  const date = `${century + yy}-${yymmdd.slice(2, 4)}-${yymmdd.slice(4, 6)}`;
  return isValidIsoDate(date) ? date : null;
}

const LABELS: [OcrField, RegExp][] = [
  [
    "emergencyPhone",
    /^(emergency|next\s+of\s+kin)('?s)?\s*(contact\s*)?(phone|tel(ephone)?|mobile|number|no\.?)$/,
  ],
  ["emergencyContact", /^(emergency\s+contact(\s+(name|person))?|next\s+of\s+kin(\s+name)?)$/],
  [
    "contractStartDate",
    /^((contract\s+)?(start|commencement)(\s+date)?|date\s+of\s+(joining|commencement)|sign[\s-]?on(\s+date)?)$/,
  ],
  [
    "contractEndDate",
    /^((contract\s+)?(end|expiry|completion)(\s+date)?|date\s+of\s+(completion|expiry)|sign[\s-]?off(\s+date)?)$/,
  ],
  ["dateOfBirth", /^(date\s+of\s+birth|birth\s*date|d\.?o\.?b\.?)$/],
  ["phoneNumber", /^(phone|mobile|tel(ephone)?|contact\s+(number|no\.?)|phone\s+(number|no\.?))$/],
  ["nationality", /^(nationality|citizenship)$/],
  ["position", /^(position|rank|capacity|job\s+title|designation)$/],
  ["name", /^((full\s+)?name|seafarer('?s)?\s+name|name\s+of\s+seafarer|surname\s+and\s+given\s+names)$/],
];

const MONTHS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const pad2 = (n: number | string) => String(n).padStart(2, "0");

/** Reads a date written in one of the accepted forms; null when it is none of them or not real. */
export function parseLooseDate(raw: string): string | null {
  const s = raw.replace(/[.,]/g, " ").replace(/\s+/g, " ").trim();
  const m = s.match(/^(\d{4})[-/ ](\d{1,2})[-/ ](\d{1,2})$/);
  let iso: string | null = null;
  if (m) iso = `${m[1]}-${pad2(m[2])}-${pad2(m[3])}`;
  const dmy = s.match(/^(\d{1,2})[-/ ](\d{1,2})[-/ ](\d{4})$/);
  if (!iso && dmy) iso = `${dmy[3]}-${pad2(dmy[2])}-${pad2(dmy[1])}`;
  const dMonY = s.match(/^(\d{1,2}) ([A-Za-z]{3,9}) (\d{4})$/);
  if (!iso && dMonY) {
    const month = MONTHS.indexOf(dMonY[2].slice(0, 3).toLowerCase());
    if (month >= 0) iso = `${dMonY[3]}-${pad2(month + 1)}-${pad2(dMonY[1])}`;
  }
  const monDY = s.match(/^([A-Za-z]{3,9}) (\d{1,2}) (\d{4})$/);
  if (!iso && monDY) {
    const month = MONTHS.indexOf(monDY[1].slice(0, 3).toLowerCase());
    if (month >= 0) iso = `${monDY[3]}-${pad2(month + 1)}-${pad2(monDY[2])}`;
  }
  return iso && isValidIsoDate(iso) ? iso : null;
}

const DATE_FIELDS = new Set<OcrField>(["dateOfBirth", "contractStartDate", "contractEndDate"]);
const PHONE_FIELDS = new Set<OcrField>(["phoneNumber", "emergencyPhone"]);

export interface OcrLine {
  text: string;
  /** 0–100 as the OCR engine reports it. */
  confidence: number;
}

/** Extracts the spec's crew fields from "Label: value" lines; returns only what was found. */
export function extractLabelledFields(lines: OcrLine[]): Partial<Record<OcrField, FoundField>> {
  const found: Partial<Record<OcrField, FoundField>> = {};
  for (const line of lines) {
    const m = line.text.match(/^\s*([A-Za-z][A-Za-z .'/-]{1,40}?)\s*[:\-–]\s*(.+?)\s*$/);
    if (!m) continue;
    const label = m[1].toLowerCase().replace(/\s+/g, " ").trim();
    const entry = LABELS.find(([, re]) => re.test(label));
    if (!entry || found[entry[0]]) continue;
    const [field] = entry;
    let value = m[2].trim();
    if (DATE_FIELDS.has(field)) {
      const date = parseLooseDate(value);
      if (!date) continue;
      value = date;
    } else if (PHONE_FIELDS.has(field)) {
      if (!/^\+?[\d\s()-]{6,20}$/.test(value)) continue;
      value = value.replace(/\s+/g, " ");
    }
    found[field] = { value, confidence: Math.round(Math.max(0, Math.min(100, line.confidence))) / 100 };
  }
  return found;
}

/** The spec's fallback: a bare full name split at the first space. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const i = trimmed.indexOf(" ");
  return i < 0
    ? { firstName: trimmed, lastName: "" }
    : { firstName: trimmed.slice(0, i), lastName: trimmed.slice(i + 1) };
}
