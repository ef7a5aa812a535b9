// The crew list as the IMO Maritime Single Window's data import template lays it out
// (IMO-MSW-Data-Import-Template.xlsx, sheet "Crew List"): the import reads the cells by position, columns
// B to P from row 19 on, the first row being the master's. Countries are ISO 3166-1 alpha-3, dates
// yyyy/mm/dd, sex M, F or Other, ports UN/LOCODE; column P carries the seafarer's effects (FAL Form 4).
// The headers are the template's, its padding spaces collapsed.
import { NOTHING_DECLARED, type TCrewListEntry } from "./port-paperwork";

export const MSW_SHEET_NAME = "Crew List";
export const MSW_HEADER_ROW = 18;
export const MSW_FIRST_ROW = 19;
/** Column B: the first column of the template's table. */
export const MSW_FIRST_COLUMN = 2;
/** The group headings of row 16, by column. */
export const MSW_GROUPS: readonly [column: string, heading: string][] = [
  ["B", "SrNo"],
  ["C", "Personal Information"],
  ["I", "Passport Information"],
  ["L", "Travel Information (2 Lett ISO Ctry Code and 3 Lett UNLOCode Seaport Code no spaces)"],
  ["N", "Other obligatory Information"],
];

const slashDate = (d: string | null | undefined) => (d ? d.replaceAll("-", "/") : "");
const SEX: Record<string, string> = { M: "M", F: "F", X: "Other" };

export interface MswPerson {
  entry: TCrewListEntry;
  /** The seafarer's declared effects in words, "" when they declared nothing. */
  effects: string;
}

/** Columns B to P: the header (row 18; B's is the "SrNo" of row 16) and the cell of a person. An empty
 * string is a value the records lack, except where the template's field is one we don't hold (middle
 * name, ports of embarkation and debarkation). */
export const MSW_CREW_LIST_COLUMNS: readonly {
  header: string;
  value: (p: MswPerson, no: number) => string;
  /** A field we hold: empty means missing. */
  required: boolean;
}[] = [
  { header: "SrNo", value: (_p, no) => String(no), required: true },
  { header: "Last Name", value: (p) => p.entry.familyName, required: true },
  { header: "First Name", value: (p) => p.entry.givenNames, required: true },
  { header: "Middle Name", value: () => "", required: false },
  {
    header: "Nationality (ISO 3 Lett Country Code)",
    value: (p) => p.entry.nationality ?? "",
    required: true,
  },
  { header: "Sex ( M, F or Other)", value: (p) => SEX[p.entry.gender ?? ""] ?? "", required: true },
  { header: "Date of Birth (yyyy/mm/dd)", value: (p) => slashDate(p.entry.dateOfBirth), required: true },
  { header: "Document Number", value: (p) => p.entry.idDocument?.number ?? "", required: true },
  {
    header: "Country of Issue (ISO 3 Lett Country Code)",
    value: (p) => p.entry.idDocument?.issuingState ?? "",
    required: true,
  },
  {
    header: "Date of Expiry (yyyy/mm/dd)",
    value: (p) => slashDate(p.entry.idDocument?.expiryDate),
    required: true,
  },
  { header: "Port of Embarkation", value: () => "", required: false },
  { header: "Port Of Debarkation", value: () => "", required: false },
  { header: "Rank or Rating", value: (p) => p.entry.rank, required: true },
  { header: "Place of birth", value: (p) => p.entry.placeOfBirth ?? "", required: true },
  {
    header:
      "Effects ineligible for relief from customs duties and taxes or subject to prohibitions or restrictions",
    value: (p) => p.effects || NOTHING_DECLARED,
    required: true,
  },
];
