// Port-call paperwork (docs/regulations.md, "Port-call paperwork"): the crew list of IMO FAL Form 5 on a
// date at arrival or departure, and the crew's effects of FAL Form 4. Who is on a list follows the tours'
// day boundary (src/shared/manning.ts): the DEPARTURE list of day D is the crew after the day's sign-offs
// and sign-ons, i.e. those aboard on D; the ARRIVAL list is the crew before them, i.e. those aboard on the
// day before (a seafarer signing off on D arrives but doesn't sail; one signing on on D sails, not arrives).
import { z } from "zod";
import { ZLocode } from "./countries";
import { addDays } from "./dates";
import { ZIsoDate } from "./iso-date";

export const CREW_LIST_KINDS = ["arrival", "departure"] as const;
export type CrewListKind = (typeof CREW_LIST_KINDS)[number];
export const CREW_LIST_FORMATS = ["json", "pdf", "xlsx", "csv"] as const;
export type CrewListFormat = (typeof CREW_LIST_FORMATS)[number];

/** The day whose crew aboard (by the tours' boundary) is the list of `date` at `kind`. */
export function crewListDay(date: string, kind: CrewListKind): string {
  return kind === "arrival" ? addDays(date, -1) : date;
}

/** Whether a tour ([signOn, signOff), nulls open) puts its seafarer on the list of `date` at `kind`. */
export function onCrewList(
  tour: { signOn: string | null; signOff: string | null },
  date: string,
  kind: CrewListKind,
): boolean {
  const day = crewListDay(date, kind);
  return (tour.signOn === null || tour.signOn <= day) && (tour.signOff === null || tour.signOff > day);
}

export const DATE_REQUIRED_MESSAGE = "Choose the date of the port call (yyyy-MM-dd)";
const ZListDate = z
  .string({ error: DATE_REQUIRED_MESSAGE })
  .min(1, { error: DATE_REQUIRED_MESSAGE, abort: true })
  .pipe(ZIsoDate);
const ZKind = z.enum(CREW_LIST_KINDS, "Kind is arrival or departure");
const ZFormat = z.enum(CREW_LIST_FORMATS, "Format is json, pdf, xlsx or csv").default("json");

/** GET /api/vessels/{id}/crew-list: a date and kind; the port call's data when no crew change holds it. */
export const ZVesselCrewListQuery = z.object({
  date: ZListDate,
  kind: ZKind,
  format: ZFormat,
  port: z.string().trim().max(100).optional(),
  portLocode: ZLocode.optional(),
  voyageNumber: z.string().trim().max(30).optional(),
  lastPortLocode: ZLocode.optional(),
  nextPortLocode: ZLocode.optional(),
});
export type TVesselCrewListQuery = z.infer<typeof ZVesselCrewListQuery>;

/** GET /api/crew-changes/{id}/crew-list: the crew change's arrival or departure list. */
export const ZCrewChangeCrewListQuery = z.object({ kind: ZKind, format: ZFormat });

/** PUT /api/crew-changes/{id}/port-call: the port call's data its lists print. */
export const ZPortCallUpdateRequest = z
  .object({
    portLocode: ZLocode.nullable().optional(),
    voyageNumber: z
      .string()
      .trim()
      .max(30, "A voyage number has at most 30 characters")
      .nullable()
      .optional(),
    lastPortLocode: ZLocode.nullable().optional(),
    nextPortLocode: ZLocode.nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, "Nothing to update");

/** The identity document types a crew list accepts, in the order one is chosen. */
export const ID_DOCUMENT_TYPES = ["passport", "cdc"] as const;
export const ID_DOCUMENT_LABELS: Record<string, string> = {
  passport: "Passport",
  cdc: "Seafarer's identity document (CDC)",
};

export interface IdDocumentCandidate {
  type: string;
  number: string;
  issuingState: string | null;
  expiryDate: string;
}

/** The identity document a list prints: a current passport valid on the date, else a CDC valid on it (the
 * latest expiry of a type first); null when none is valid on the date. */
export function chooseIdDocument<T extends IdDocumentCandidate>(docs: readonly T[], date: string): T | null {
  const valid = docs.filter((d) => d.expiryDate >= date && ID_DOCUMENT_TYPES.includes(d.type as "passport"));
  valid.sort(
    (a, b) =>
      ID_DOCUMENT_TYPES.indexOf(a.type as "passport") - ID_DOCUMENT_TYPES.indexOf(b.type as "passport") ||
      b.expiryDate.localeCompare(a.expiryDate),
  );
  return valid[0] ?? null;
}

/** What a list names as missing, by field, in words. */
export const MISSING_FIELD_LABELS = {
  imoNumber: "the ship's IMO number",
  callSign: "the ship's call sign",
  flag: "the flag state as a known country",
  nationality: "nationality as a known country",
  placeOfBirth: "place of birth",
  countryOfBirth: "country of birth",
  gender: "gender",
  idDocument: "a passport or seafarer's identity document valid on the date",
  idDocumentIssuingState: "the identity document's issuing state as a known country",
} as const;
export type MissingField = keyof typeof MISSING_FIELD_LABELS;

/** The fields a crew list needs of a seafarer that their entry lacks, in the list's order. */
export function seafarerGaps(
  e: Pick<TCrewListEntry, "nationality" | "gender" | "placeOfBirth" | "countryOfBirth" | "idDocument">,
): MissingField[] {
  const gaps: MissingField[] = [];
  if (!e.nationality) gaps.push("nationality");
  if (!e.gender) gaps.push("gender");
  if (!e.placeOfBirth) gaps.push("placeOfBirth");
  if (!e.countryOfBirth) gaps.push("countryOfBirth");
  if (!e.idDocument) gaps.push("idDocument");
  else if (!e.idDocument.issuingState) gaps.push("idDocumentIssuingState");
  return gaps;
}

export const ZCrewListMissing = z.object({
  /** null: the ship's data. */
  crewMemberId: z.string().nullable(),
  name: z.string(),
  field: z.enum(Object.keys(MISSING_FIELD_LABELS) as [MissingField, ...MissingField[]]),
  message: z.string(),
});
export type TCrewListMissing = z.infer<typeof ZCrewListMissing>;

export const ZCrewListEntry = z.object({
  crewMemberId: z.string(),
  familyName: z.string(),
  givenNames: z.string(),
  rank: z.string(),
  nationality: z.string().nullable(),
  dateOfBirth: z.string(),
  placeOfBirth: z.string().nullable(),
  countryOfBirth: z.string().nullable(),
  gender: z.string().nullable(),
  idDocument: z
    .object({
      type: z.string(),
      number: z.string(),
      issuingState: z.string().nullable(),
      expiryDate: z.string(),
    })
    .nullable(),
});
export type TCrewListEntry = z.infer<typeof ZCrewListEntry>;

export const ZCrewList = z.object({
  ship: z.object({
    id: z.string(),
    name: z.string(),
    imoNumber: z.string().nullable(),
    callSign: z.string().nullable(),
    flag: z.string().nullable(),
  }),
  portCall: z.object({
    kind: z.enum(CREW_LIST_KINDS),
    date: z.string(),
    port: z.string().nullable(),
    portLocode: z.string().nullable(),
    voyageNumber: z.string().nullable(),
    lastPortLocode: z.string().nullable(),
    nextPortLocode: z.string().nullable(),
    crewChangeId: z.string().nullable(),
  }),
  crew: z.array(ZCrewListEntry),
  missing: z.array(ZCrewListMissing),
  /** Said when nobody is on the list (rather than an empty table). */
  notice: z.string().nullable(),
});
export type TCrewList = z.infer<typeof ZCrewList>;

/** GET /api/crew/{id}/crew-list-check: what a crew list of the date (today) would lack of the seafarer. */
export const ZCrewListCheck = z.object({
  date: z.string(),
  missing: z.array(ZCrewListMissing),
});
export type TCrewListCheck = z.infer<typeof ZCrewListCheck>;

export const EMPTY_LIST_NOTICE = "Nobody is aboard on this date by the tours: the list is empty";

/** The crew list's CSV columns: IMO FAL Form 5's data elements in the form's order, one row per person,
 * with the country of birth and the nature of the identity document the single window's template lacks
 * (the workbook follows that template: ./msw-crew-list.ts). */
export const CREW_LIST_COLUMNS: readonly {
  header: string;
  value: (e: TCrewListEntry, no: number) => string;
}[] = [
  { header: "No.", value: (_e, no) => String(no) },
  { header: "Family name", value: (e) => e.familyName },
  { header: "Given names", value: (e) => e.givenNames },
  { header: "Rank or rating", value: (e) => e.rank },
  { header: "Nationality", value: (e) => e.nationality ?? "" },
  { header: "Date of birth", value: (e) => e.dateOfBirth },
  { header: "Place of birth", value: (e) => e.placeOfBirth ?? "" },
  { header: "Country of birth", value: (e) => e.countryOfBirth ?? "" },
  { header: "Gender", value: (e) => e.gender ?? "" },
  {
    header: "Nature of identity document",
    value: (e) => (e.idDocument ? (ID_DOCUMENT_LABELS[e.idDocument.type] ?? e.idDocument.type) : ""),
  },
  { header: "Number of identity document", value: (e) => e.idDocument?.number ?? "" },
  { header: "Issuing state of identity document", value: (e) => e.idDocument?.issuingState ?? "" },
  { header: "Expiry date of identity document", value: (e) => e.idDocument?.expiryDate ?? "" },
];

/** One item of a seafarer's effects declaration (FAL Form 4, box 6). */
export const ZCrewEffectInput = z.object({
  description: z.string().trim().min(1, "Describe the item").max(200),
  quantity: z.string().trim().max(50).nullish(),
});
/** PUT /api/crew/{id}/effects: the whole declaration (an empty list declares nothing). */
export const ZCrewEffectsRequest = z.object({
  items: z.array(ZCrewEffectInput).max(50, "At most 50 items"),
});
export type TCrewEffectsRequest = z.infer<typeof ZCrewEffectsRequest>;
export const ZCrewEffects = z.object({
  items: z.array(z.object({ description: z.string(), quantity: z.string().nullable() })),
});
export type TCrewEffects = z.infer<typeof ZCrewEffects>;

export const EFFECTS_FORMATS = ["json", "pdf", "xlsx"] as const;
/** GET /api/vessels/{id}/crew-effects: the declaration of those on the list of the date and kind. */
export const ZVesselEffectsQuery = ZVesselCrewListQuery.omit({ format: true }).extend({
  format: z.enum(EFFECTS_FORMATS, "Format is json, pdf or xlsx").default("json"),
});
export type TVesselEffectsQuery = z.infer<typeof ZVesselEffectsQuery>;

export const NOTHING_DECLARED = "Nothing declared";
export const ZCrewEffectsList = z.object({
  ship: ZCrewList.shape.ship,
  portCall: ZCrewList.shape.portCall,
  crew: z.array(
    z.object({
      crewMemberId: z.string(),
      familyName: z.string(),
      givenNames: z.string(),
      rank: z.string(),
      items: ZCrewEffects.shape.items,
    }),
  ),
  notice: z.string().nullable(),
});
export type TCrewEffectsList = z.infer<typeof ZCrewEffectsList>;
