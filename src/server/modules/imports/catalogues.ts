// The catalogues an import row names things from, read once per import: ranks (src/shared/ranks.ts with
// its aliases), vessel types and flag states (src/shared/options.ts), certificate types (the catalogue
// table, names and codes) and the fleet's vessels (by IMO number or name). A miss answers in words with
// the closest entry when it is close ("did you mean").
import { CERTIFICATE_CODE } from "../../../shared/certificates";
import { normalizeImo } from "../../../shared/imo";
import {
  type CatalogueMatch,
  matchCatalogue,
  normaliseWord,
  unknownMessage,
} from "../../../shared/import-match";
import { FLAG_STATES, VESSEL_TYPES } from "../../../shared/options";
import { normaliseRank, RANK_ALIASES, RANK_CATALOGUE, type RankName } from "../../../shared/ranks";
import type { DbOrTx } from "../../db/client";
import { certificateTypes } from "../../db/schema-certificates";
import { vessels } from "../../db/schema-fleet";
import type { RowReader } from "./rows";

const RANK_SPELLINGS: [string, RankName][] = [
  ...RANK_CATALOGUE.flatMap((r) => [
    [r.name, r.name] as [string, RankName],
    [r.code, r.name] as [string, RankName],
  ]),
  ...Object.entries(RANK_ALIASES),
];

/** The rank's catalogue name (a name, code or alias), or an error on `field`. */
export function rankIn(reader: RowReader, field: string): RankName | undefined {
  const text = reader.text(field);
  if (text === undefined) return undefined;
  const exact = normaliseRank(text);
  if (exact) return exact;
  const m = matchCatalogue(text, RANK_SPELLINGS);
  if (m.value) return m.value;
  reader.error(field, unknownMessage("rank", text, m.suggestion));
  return undefined;
}

/** The entry of a short catalogue (`spellings`: each way of writing an entry) the field names; an unknown
 * one is an error naming `what` and the closest entry. */
export function catalogueIn<T>(
  reader: RowReader,
  field: string,
  what: string,
  spellings: readonly (readonly [string, T])[],
): T | undefined {
  const text = reader.text(field);
  if (text === undefined) return undefined;
  const m = matchCatalogue(text, spellings);
  if (m.value) return m.value;
  reader.error(field, unknownMessage(what, text, m.suggestion));
  return undefined;
}

const TYPE_SPELLINGS = VESSEL_TYPES.map((t) => [t, t] as const);

/** The vessel type as the catalogue spells it; an unknown one is an error. */
export function vesselTypeIn(reader: RowReader, field: string): string | undefined {
  return catalogueIn(reader, field, "vessel type", TYPE_SPELLINGS);
}

const FLAG_SPELLINGS = FLAG_STATES.filter((f) => f !== "Other").map((f) => [f, f] as const);

/** A flag state as the list spells it; a near miss of a listed flag is an error with the suggestion, a
 * flag not near any listed one is kept as written (the vessel form takes any flag). */
export function flagIn(reader: RowReader, field: string): string | undefined {
  const text = reader.text(field);
  if (text === undefined) return undefined;
  const m = matchCatalogue(text, FLAG_SPELLINGS);
  if (m.value) return m.value;
  if (m.suggestion) reader.error(field, unknownMessage("flag state", text, m.suggestion));
  return text;
}

export interface CertificateCatalogue {
  spellings: (readonly [string, string])[];
  byCode: Map<string, { code: string; name: string; category: string; validityMonths: number | null }>;
  /** Each text's match, once per import (a register repeats a handful of type names 50,000 times). */
  matched: Map<string, CatalogueMatch<string>>;
}

export async function loadCertificateTypes(db: DbOrTx): Promise<CertificateCatalogue> {
  const rows = await db
    .select({
      code: certificateTypes.code,
      name: certificateTypes.name,
      category: certificateTypes.category,
      validityMonths: certificateTypes.validityMonths,
    })
    .from(certificateTypes);
  return {
    spellings: rows.flatMap((r) => [[r.name, r.code] as const, [r.code, r.code] as const]),
    byCode: new Map(rows.map((r) => [r.code, r])),
    matched: new Map(),
  };
}

/** The certificate type's catalogue code (its name or code as written); an unknown one is an error. */
export function certificateTypeIn(reader: RowReader, field: string, catalogue: CertificateCatalogue) {
  const text = reader.text(field);
  if (text === undefined) return undefined;
  if (CERTIFICATE_CODE.test(text) && catalogue.byCode.has(text)) return catalogue.byCode.get(text);
  let m = catalogue.matched.get(text);
  if (!m) {
    m = matchCatalogue(text, catalogue.spellings);
    catalogue.matched.set(text, m);
  }
  if (m.value) return catalogue.byCode.get(m.value);
  reader.error(field, unknownMessage("certificate type", text, m.suggestion));
  return undefined;
}

export interface FleetVessel {
  id: string;
  name: string;
  imoNumber: string | null;
}

export interface Fleet {
  list: FleetVessel[];
  byImo: Map<string, FleetVessel>;
  byName: Map<string, FleetVessel[]>;
}

export async function loadFleet(db: DbOrTx): Promise<Fleet> {
  const list = await db
    .select({ id: vessels.id, name: vessels.name, imoNumber: vessels.imoNumber })
    .from(vessels);
  const byName = new Map<string, FleetVessel[]>();
  for (const v of list) {
    const key = normaliseWord(v.name);
    byName.set(key, [...(byName.get(key) ?? []), v]);
  }
  return { list, byImo: new Map(list.flatMap((v) => (v.imoNumber ? [[v.imoNumber, v]] : []))), byName };
}

/** The fleet's vessel named by IMO number or name; unknown or ambiguous ones are errors. */
export function vesselIn(reader: RowReader, field: string, fleet: Fleet): FleetVessel | undefined {
  const text = reader.text(field);
  if (text === undefined) return undefined;
  const imo = /^(imo)?\s*\d{7}$/i.test(text) ? fleet.byImo.get(normalizeImo(text)) : undefined;
  if (imo) return imo;
  const named = fleet.byName.get(normaliseWord(text)) ?? [];
  if (named.length === 1) return named[0];
  if (named.length > 1) {
    reader.error(field, `${named.length} vessels are named "${text}": give the IMO number`);
    return undefined;
  }
  const m = matchCatalogue(
    text,
    fleet.list.map((v) => [v.name, v.name] as const),
  );
  reader.error(field, unknownMessage("vessel", text, m.suggestion));
  return undefined;
}
