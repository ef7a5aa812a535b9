// Factories that build valid rows with sensible defaults. The demo seed and the tests both use them.

import { eq, sql } from "drizzle-orm";
import { addDays } from "../../shared/dates";
import type { Db, DbTx } from "../db/client";
import { activityLog } from "../db/schema";
import { certificateRequirements } from "../db/schema-certificates";
import { documents } from "../db/schema-documents";
import { contracts, crewMembers, rotations, vessels } from "../db/schema-fleet";

type VesselInsert = typeof vessels.$inferInsert;
type CrewInsert = typeof crewMembers.$inferInsert;
type ContractInsert = typeof contracts.$inferInsert;
type DocumentInsert = typeof documents.$inferInsert;
type RotationInsert = typeof rotations.$inferInsert;

/**
 * Runs `fn` in a transaction whose triggers' today (app.today, db/app-today.ts) is the one already set, else
 * the database's date: what tests that write rows directly (not through a service's writeTx) always had.
 */
export function withDbToday<T>(db: Db, fn: (tx: DbTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('app.today', coalesce(nullif(current_setting('app.today', true), ''), current_date::text), true)`,
    );
    return fn(tx);
  });
}

let counter = 0;
const next = () => ++counter;

export async function createVessel(db: Db, overrides: Partial<VesselInsert> = {}) {
  const n = next();
  const [row] = await db
    .insert(vessels)
    .values({ name: `MV Test ${n}`, type: "Bulk Carrier", flag: "Panama", status: "active", ...overrides })
    .returning();
  return row;
}

export async function createCrewMember(db: Db, overrides: Partial<CrewInsert> = {}) {
  const n = next();
  const [row] = await withDbToday(db, (tx) =>
    tx
      .insert(crewMembers)
      .values({
        firstName: `Crew${n}`,
        lastName: `Member${n}`,
        nationality: "Filipino",
        dateOfBirth: "1985-06-15",
        rank: "Able Seaman",
        status: "active",
        ...overrides,
      })
      .returning(),
  );
  return row;
}

export async function createContract(db: Db, overrides: Partial<ContractInsert> & { crewMemberId: string }) {
  const startDate = overrides.startDate ?? "2026-01-01";
  const endDate = overrides.endDate ?? addDays(startDate, 180);
  const [row] = await db
    .insert(contracts)
    .values({ status: "active", salary: "0", currency: "USD", ...overrides, startDate, endDate })
    .returning();
  return row;
}

export async function createDocument(db: Db, overrides: Partial<DocumentInsert> & { crewMemberId: string }) {
  const n = next();
  const [row] = await db
    .insert(documents)
    .values({
      type: "passport",
      documentNumber: `P${String(n).padStart(7, "0")}`,
      issueDate: "2022-01-01",
      expiryDate: "2032-01-01",
      issuingAuthority: "Passport Office",
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * Valid documents (one each) for every certificate type the member's rank needs on any vessel type, so
 * the eligibility check passes (the CoC without an issuing state: a warning, no flag endorsement needed).
 */
export async function giveCertificates(
  db: Db,
  crewMemberId: string,
  span: { issueDate?: string; expiryDate?: string; except?: string[] } = {},
) {
  const codes = await db
    .selectDistinct({ code: certificateRequirements.certificateType })
    .from(certificateRequirements)
    .innerJoin(crewMembers, eq(crewMembers.rank, certificateRequirements.rank))
    .where(eq(crewMembers.id, crewMemberId));
  const wanted = codes
    .map((c) => c.code)
    .filter((c) => c !== "flag_endorsement" && !span.except?.includes(c));
  for (const type of wanted)
    await createDocument(db, {
      crewMemberId,
      type,
      issueDate: span.issueDate ?? "2020-01-01",
      expiryDate: span.expiryDate ?? "2035-12-31",
      issuingAuthority: "Maritime Authority",
    });
  return wanted;
}

/** A crew member (`overrides` on the defaults) holding the certificates their rank needs (giveCertificates). */
export async function createCertifiedMember(db: Db, overrides: Partial<CrewInsert> = {}) {
  const member = await createCrewMember(db, overrides);
  await giveCertificates(db, member.id);
  return member;
}

/** A certificate type a rank needs: on every flag (its code), or only under one flag. */
type Needed = string | { certificateType: string; flag: string };

/**
 * Makes `byRank` the whole of a vessel type's certificate requirements (what replaces them through the API,
 * PUT /api/requirements, does per rank), without the API's catalogue check: a test's own types and ranks.
 */
export async function setTypeRequirements(db: Db, vesselType: string, byRank: Record<string, Needed[]>) {
  await db.delete(certificateRequirements).where(eq(certificateRequirements.vesselType, vesselType));
  await db
    .insert(certificateRequirements)
    .values(
      Object.entries(byRank).flatMap(([rank, needed]) =>
        needed.map((n) => ({ rank, vesselType, ...(typeof n === "string" ? { certificateType: n } : n) })),
      ),
    );
}

export async function createRotation(
  db: Db,
  overrides: Partial<RotationInsert> & { crewMemberId: string; vesselId: string },
) {
  const [row] = await withDbToday(db, (tx) =>
    tx
      .insert(rotations)
      .values({ joinDate: "2026-12-01", rotationType: "join", status: "scheduled", ...overrides })
      .returning(),
  );
  return row;
}

/**
 * A crew member (`crew` overrides the defaults) on a rotation aboard `rotation.vesselId` (the rotation's own
 * defaults otherwise): the member's row, with the rotation's row as `rotation`.
 */
export async function createCrewOnRotation(
  db: Db,
  rotation: Omit<Partial<RotationInsert>, "crewMemberId"> & { vesselId: string },
  crew: Partial<CrewInsert> = {},
) {
  const member = await createCrewMember(db, crew);
  return { ...member, rotation: await createRotation(db, { ...rotation, crewMemberId: member.id }) };
}

export async function createActivity(db: Db, overrides: Partial<typeof activityLog.$inferInsert> = {}) {
  const [row] = await db
    .insert(activityLog)
    .values({ type: "system", action: "note", description: "Test entry", severity: "info", ...overrides })
    .returning();
  return row;
}

/** A crew change's scene: a vessel named `name` with a cook aboard (assigned, no rotation, under contract
 * around `today`) and a certified cook ashore to relieve them. */
export async function cookReliefScene(db: Db, today: string, name: string) {
  const vessel = await createVessel(db, { name });
  const off = await createCrewMember(db, {
    rank: "Cook",
    currentVesselId: vessel.id,
    lastName: `Off${name}`,
  });
  await createContract(db, {
    crewMemberId: off.id,
    startDate: addDays(today, -120),
    endDate: addDays(today, 60),
  });
  const on = await createCertifiedMember(db, { rank: "Cook", lastName: `On${name}` });
  return { vessel, off, on };
}
