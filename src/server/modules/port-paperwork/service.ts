// The crew list of a vessel on a date at arrival or departure (IMO FAL Form 5): the ship, the port call,
// each seafarer's identity data and chosen identity document, and every missing item named. Who may ask:
// the office; a crew user only for the vessel they are master of today (rest-hours/access.ts masterOf),
// another vessel answering 404. Crew changes hold the port call's data (port, UN/LOCODE, voyage, last and
// next port); a vessel's list on a date takes it from the crew change there, else from the query. A
// seafarer checks what a list would lack of them (crewListCheck) by the same rule (seafarerGaps).
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import { countryCode } from "../../../shared/countries";
import type {
  CrewListKind,
  TCrewList,
  TCrewListCheck,
  TCrewListEntry,
  TCrewListMissing,
  TVesselCrewListQuery,
} from "../../../shared/port-paperwork";
import {
  chooseIdDocument,
  EMPTY_LIST_NOTICE,
  ID_DOCUMENT_TYPES,
  MISSING_FIELD_LABELS,
  type MissingField,
  seafarerGaps,
} from "../../../shared/port-paperwork";
import { RANK_NAMES } from "../../../shared/ranks";
import type { DbOrTx } from "../../db/client";
import { readAll } from "../../db/rows";
import { documents } from "../../db/schema-documents";
import { crewMembers, vessels } from "../../db/schema-fleet";
import { crewChanges } from "../../db/schema-manning";
import { notFound } from "../../lib/app-error";
import { assertReach, ownOnly } from "../../lib/ownership";
import type { RequestCtx } from "../../lib/request-ctx";
import { masterOf } from "../rest-hours/access";
import { crewOnList } from "./aboard";

export type PortCall = TCrewList["portCall"];

/** Throws 404 unless the caller may see `vesselId`'s paperwork: the office, or its master today. */
export async function assertVesselPaperwork({ db, caller, today }: RequestCtx, vesselId: string) {
  if (!ownOnly(caller, "port-paperwork:read")) return;
  const command = caller.crewMemberId ? await masterOf(db, { id: caller.crewMemberId }, today) : null;
  if (command?.vesselId !== vesselId) throw notFound("Vessel");
}

const rankOrder = new Map<string, number>(RANK_NAMES.map((n, i) => [n, i]));
const byRank = (a: TCrewListEntry, b: TCrewListEntry) =>
  (rankOrder.get(a.rank) ?? RANK_NAMES.length) - (rankOrder.get(b.rank) ?? RANK_NAMES.length) ||
  a.familyName.localeCompare(b.familyName) ||
  a.givenNames.localeCompare(b.givenNames);

const missingItem = (crewMemberId: string | null, name: string, field: MissingField): TCrewListMissing => ({
  crewMemberId,
  name,
  field,
  message: `${name}: ${MISSING_FIELD_LABELS[field]} is missing`,
});

/** The list's entries of `people` (each with the rank a tour gives them, else their record's) on `date`:
 * identity data, countries as codes, and the identity document chosen for the date. Unordered. */
async function listEntries(
  db: DbOrTx,
  people: readonly { crewMemberId: string; rank: string | null }[],
  date: string,
): Promise<TCrewListEntry[]> {
  if (!people.length) return [];
  const ids = people.map((a) => a.crewMemberId);
  const [members, docs] = await Promise.all([
    db.select().from(crewMembers).where(inArray(crewMembers.id, ids)),
    db
      .select({
        crewMemberId: documents.crewMemberId,
        type: documents.type,
        number: documents.documentNumber,
        issuingState: documents.issuingState,
        expiryDate: documents.expiryDate,
      })
      .from(documents)
      .where(
        and(
          inArray(documents.crewMemberId, ids),
          inArray(documents.type, [...ID_DOCUMENT_TYPES]),
          isNull(documents.supersededById),
        ),
      ),
  ]);
  const rankOf = new Map(people.map((a) => [a.crewMemberId, a.rank]));
  return members.map((p): TCrewListEntry => {
    const id = chooseIdDocument(
      docs.filter((d) => d.crewMemberId === p.id),
      date,
    );
    return {
      crewMemberId: p.id,
      familyName: p.lastName,
      givenNames: p.firstName,
      rank: rankOf.get(p.id) ?? p.rank,
      nationality: countryCode(p.nationality),
      dateOfBirth: p.dateOfBirth,
      placeOfBirth: p.placeOfBirth,
      countryOfBirth: p.countryOfBirth,
      gender: p.gender,
      idDocument: id
        ? {
            type: id.type,
            number: id.number,
            issuingState: countryCode(id.issuingState),
            expiryDate: id.expiryDate,
          }
        : null,
    };
  });
}

/** What a crew list of today would lack of one seafarer: their own check, or the office's. A crew user
 * asks only for themselves (another's answers 404). */
export async function crewListCheck(ctx: RequestCtx, crewMemberId: string): Promise<TCrewListCheck> {
  assertReach(ctx.caller, "crew:read", crewMemberId);
  const [entry] = await listEntries(ctx.db, [{ crewMemberId, rank: null }], ctx.today);
  if (!entry) throw notFound("Crew member");
  const name = `${entry.givenNames} ${entry.familyName}`;
  return { date: ctx.today, missing: seafarerGaps(entry).map((f) => missingItem(crewMemberId, name, f)) };
}

/** The vessel's crew list of `date` at `kind`; `portCall` reads what the list prints of the port call. The
 * ship, the seafarers on the list and the port call are read side by side (readAll), then their entries. */
export async function crewList(
  ctx: RequestCtx,
  vesselId: string,
  date: string,
  kind: CrewListKind,
  portCall: () => Promise<Omit<PortCall, "kind" | "date">>,
): Promise<TCrewList> {
  const { db, today } = ctx;
  const [[ship], onList, call] = await readAll(
    db,
    () =>
      db
        .select({
          id: vessels.id,
          name: vessels.name,
          imoNumber: vessels.imoNumber,
          callSign: vessels.callSign,
          flag: vessels.flag,
        })
        .from(vessels)
        .where(eq(vessels.id, vesselId)),
    () => crewOnList(db, today, vesselId, date, kind),
    portCall,
  );
  if (!ship) throw notFound("Vessel");
  const crew = (await listEntries(db, onList, date)).sort(byRank);
  const missing: TCrewListMissing[] = [];
  const flag = countryCode(ship.flag);
  if (!ship.imoNumber) missing.push(missingItem(null, ship.name, "imoNumber"));
  if (!ship.callSign) missing.push(missingItem(null, ship.name, "callSign"));
  if (!flag) missing.push(missingItem(null, ship.name, "flag"));
  for (const e of crew)
    for (const field of seafarerGaps(e))
      missing.push(missingItem(e.crewMemberId, `${e.givenNames} ${e.familyName}`, field));
  return {
    ship: { ...ship, flag },
    portCall: { kind, date, ...call },
    crew,
    missing,
    notice: crew.length ? null : EMPTY_LIST_NOTICE,
  };
}

/** The port call of a vessel's list on a date: the crew change there (not cancelled), else the query's. */
export async function vesselPortCall(db: DbOrTx, vesselId: string, q: TVesselCrewListQuery) {
  const [change] = await db
    .select()
    .from(crewChanges)
    .where(
      and(
        eq(crewChanges.vesselId, vesselId),
        eq(crewChanges.date, q.date),
        ne(crewChanges.status, "cancelled"),
      ),
    )
    .limit(1);
  return {
    port: q.port ?? change?.port ?? null,
    portLocode: q.portLocode ?? change?.portLocode ?? null,
    voyageNumber: q.voyageNumber ?? change?.voyageNumber ?? null,
    lastPortLocode: q.lastPortLocode ?? change?.lastPortLocode ?? null,
    nextPortLocode: q.nextPortLocode ?? change?.nextPortLocode ?? null,
    crewChangeId: change?.id ?? null,
  };
}
