// THE seafarer identity of an import (docs/guide-office.md, "Bringing your spreadsheets in"): the
// passport number when it matches a passport recorded for a seafarer (a current passport document), else
// first name + last name + date of birth, compared without case, accents, spaces or punctuation. Two
// seafarers sharing a name and a date of birth are told apart only by passport number.
import { and, eq, isNull } from "drizzle-orm";
import { normaliseWord } from "../../../shared/import-match";
import type { DbOrTx } from "../../db/client";
import { documents } from "../../db/schema-documents";
import { crewMembers } from "../../db/schema-fleet";
import type { RowReader } from "./rows";

export const passportKey = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, "");
export const nameKey = (first: string, last: string, dob: string) =>
  `${normaliseWord(first)}|${normaliseWord(last)}|${dob}`;

export type SeafarerRow = typeof crewMembers.$inferSelect;

export interface Seafarers {
  byId: Map<string, SeafarerRow>;
  byPassport: Map<string, string>;
  byName: Map<string, string[]>;
  /** E-mail (lower case) → member id. */
  byEmail: Map<string, string>;
}

export async function loadSeafarers(db: DbOrTx): Promise<Seafarers> {
  const [members, passports] = await Promise.all([
    db.select().from(crewMembers),
    db
      .select({ crewMemberId: documents.crewMemberId, number: documents.documentNumber })
      .from(documents)
      .where(and(eq(documents.type, "passport"), isNull(documents.supersededById))),
  ]);
  const byName = new Map<string, string[]>();
  for (const m of members) {
    const key = nameKey(m.firstName, m.lastName, m.dateOfBirth);
    byName.set(key, [...(byName.get(key) ?? []), m.id]);
  }
  return {
    byId: new Map(members.map((m) => [m.id, m])),
    byPassport: new Map(passports.map((p) => [passportKey(p.number), p.crewMemberId])),
    byName,
    byEmail: new Map(members.flatMap((m) => (m.email ? [[m.email.toLowerCase(), m.id]] : []))),
  };
}

/** The recorded seafarer a row names: by passport, else by name and date of birth. `null`: none
 * recorded; undefined: the row is in error (ambiguous), already said on the reader. */
export function findSeafarer(
  reader: RowReader,
  seafarers: Seafarers,
  who: { passport?: string; first?: string; last?: string; dob?: string },
): string | null | undefined {
  const byPassport = who.passport ? seafarers.byPassport.get(passportKey(who.passport)) : undefined;
  if (byPassport) return byPassport;
  if (!who.first || !who.last || !who.dob) return null;
  const ids = seafarers.byName.get(nameKey(who.first, who.last, who.dob)) ?? [];
  if (ids.length > 1) {
    reader.error(
      "passportNumber",
      `${ids.length} seafarers are named ${who.first} ${who.last}, born ${who.dob}: give the passport number`,
    );
    return undefined;
  }
  return ids[0] ?? null;
}
