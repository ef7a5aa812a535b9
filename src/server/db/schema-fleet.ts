// The fleet's tables: vessels, crew members, their contracts and rotations (spec §3).
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import {
  contractStatusEnum,
  createdAt,
  crewStatusEnum,
  day,
  id,
  rotationStatusEnum,
  rotationTypeEnum,
  updatedAt,
  vesselStatusEnum,
} from "./columns";
import { users } from "./schema";

export const vessels = pg.pgTable(
  "vessels",
  {
    id: id(),
    name: pg.text("name").notNull(),
    type: pg.text("type").notNull(),
    imoNumber: pg.text("imo_number").unique(),
    flag: pg.text("flag").notNull(),
    /** The radio call sign (FAL Form 5 and the crew list's ship block). */
    callSign: pg.text("call_sign"),
    status: vesselStatusEnum("status").notNull().default("active"),
    crewCapacity: pg.integer("crew_capacity").notNull().default(20),
    nextCrewChange: day("next_crew_change"),
    maintenanceUntil: day("maintenance_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("vessels_status_idx").on(t.status),
    pg.index("vessels_name_idx").on(t.name),
    pg.check("vessels_capacity_positive", sql`${t.crewCapacity} > 0`),
  ],
);

export interface EmergencyContact {
  name: string;
  relationship?: string | null;
  phone?: string | null;
  email?: string | null;
}

export const crewMembers = pg.pgTable(
  "crew_members",
  {
    id: id(),
    userId: pg
      .uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    firstName: pg.text("first_name").notNull(),
    lastName: pg.text("last_name").notNull(),
    nationality: pg.text("nationality").notNull(),
    dateOfBirth: day("date_of_birth").notNull(),
    /** The crew list's identity fields (FAL Form 5): M, F or X as in travel documents (ICAO 9303). */
    gender: pg.text("gender"),
    placeOfBirth: pg.text("place_of_birth"),
    /** ISO 3166-1 alpha-3 (src/shared/countries.ts). */
    countryOfBirth: pg.text("country_of_birth"),
    rank: pg.text("rank").notNull(),
    phoneNumber: pg.text("phone_number"),
    email: pg.text("email"),
    emergencyContact: pg.jsonb("emergency_contact").$type<EmergencyContact | null>(),
    currentVesselId: pg.uuid("current_vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    status: crewStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** "First Last", the nationality and the rank lower-cased by the database, kept for the searches (q):
     * LIKE on them against the term lower-cased by the same lower() finds what ILIKE finds, without
     * lower-casing every row a search tests (lib/search.ts lowerLike; ILIKE on the three read 10,000 rows
     * in ~9 ms, LIKE on these in ~2). */
    nameLower: pg.text("name_lower").generatedAlwaysAs(sql`lower(first_name || ' ' || last_name)`),
    nationalityLower: pg.text("nationality_lower").generatedAlwaysAs(sql`lower(nationality)`),
    rankLower: pg.text("rank_lower").generatedAlwaysAs(sql`lower(rank)`),
  },
  (t) => [
    pg.index("crew_vessel_idx").on(t.currentVesselId),
    // Active seafarers aboard a vessel (hours of rest: who should have recorded yesterday): an index-only
    // count and join instead of reading 4,000 crew rows.
    pg
      .index("crew_aboard_idx")
      .on(t.id)
      .where(sql`${t.status} = 'active' and ${t.currentVesselId} is not null`),
    pg.index("crew_name_idx").on(t.lastName, t.firstName),
    // The list's filters and sort columns (GET /api/crew?rank=&nationality=&status=&sort=): each column
    // followed by the name order the ties take, so a filtered or sorted page is an index range scan.
    pg.index("crew_status_name_idx").on(t.status, t.lastName, t.firstName, t.id),
    pg.index("crew_rank_name_idx").on(t.rank, t.lastName, t.firstName, t.id),
    pg.index("crew_nationality_name_idx").on(t.nationality, t.lastName, t.firstName, t.id),
    // A crew member's own e-mail is theirs alone, whatever its case (Contact and reminders address them).
    pg.uniqueIndex("crew_email_unique_idx").on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    // The crew search (q) is LIKE '%term%' on the lower-cased name, nationality and rank: trigram indexes
    // (pg_trgm) keep it an index scan at fleet scale instead of reading every row.
    pg.index("crew_name_trgm_idx").using("gin", sql`${t.nameLower} gin_trgm_ops`),
    pg.index("crew_nationality_trgm_idx").using("gin", sql`${t.nationalityLower} gin_trgm_ops`),
    pg.index("crew_rank_trgm_idx").using("gin", sql`${t.rankLower} gin_trgm_ops`),
  ],
);

// Function declarations, not consts: the schema files import one another, and a table defined while this
// file is still loading (schema.ts → schema-documents.ts → schema-certificates.ts) calls these already.

/** A row's crew member (crew_member_id, required); deleting the member deletes the row. */
export function crewMemberRef() {
  return pg
    .uuid("crew_member_id")
    .notNull()
    .references(() => crewMembers.id, { onDelete: "cascade" });
}

/** A row's vessel (vessel_id, required); deleting the vessel deletes the row. */
export function vesselRef() {
  return pg
    .uuid("vessel_id")
    .notNull()
    .references(() => vessels.id, { onDelete: "cascade" });
}

export const contracts = pg.pgTable(
  "contracts",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: pg.uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    durationDays: pg.integer("duration_days"),
    salary: pg.numeric("salary", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: pg.text("currency").notNull().default("USD"),
    status: contractStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("contracts_crew_idx").on(t.crewMemberId, t.status),
    // with the dates, a vessel's contract counts (the fleet list's active contracts, the utilization
    // report's contracts in range) are answered from the index alone
    pg.index("contracts_vessel_idx").on(t.vesselId, t.status, t.endDate, t.startDate),
    pg.index("contracts_end_idx").on(t.status, t.endDate),
    pg.check("contracts_dates_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const rotations = pg.pgTable(
  "rotations",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: vesselRef(),
    joinDate: day("join_date").notNull(),
    leaveDate: day("leave_date"),
    /** The rank of the stay when it differs from the member's (a crew change signing on a promotion). */
    rank: pg.text("rank"),
    rotationType: rotationTypeEnum("rotation_type").notNull().default("join"),
    status: rotationStatusEnum("status").notNull().default("scheduled"),
    notes: pg.text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("rotations_join_idx").on(t.joinDate),
    pg.index("rotations_leave_idx").on(t.leaveDate),
    pg.index("rotations_crew_idx").on(t.crewMemberId, t.joinDate),
    pg.index("rotations_vessel_idx").on(t.vesselId, t.joinDate),
    pg.check("rotations_dates_order", sql`${t.leaveDate} IS NULL OR ${t.leaveDate} >= ${t.joinDate}`),
  ],
);

/**
 * THE time-aboard source: a seafarer's tours, each on one vessel in one rank from a
 * sign-on (null: aboard since before the records start) to a planned and an actual sign-off. Every reader
 * of "who is aboard which vessel in which rank, when" (manning gaps, the board, relievers, crew changes,
 * the fleet timeline) reads this table. The spec's APIs write it through triggers (the tours projection, projections/tours.ts), in
 * the writing statement's transaction: a rotation that is not cancelled is one tour (rotation_id), and the
 * assignment (crew_members.current_vessel_id) opens a tour when set and closes it when cleared or changed,
 * with the active contract's end as its planned sign-off. See src/server/modules/manning/tours.ts.
 */
export const tours = pg.pgTable(
  "tours",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: vesselRef(),
    rank: pg.text("rank").notNull(),
    signOn: day("sign_on"),
    plannedSignOff: day("planned_sign_off"),
    actualSignOff: day("actual_sign_off"),
    /** The rotation this tour is (null: the assignment's own tour, or a crew change's). */
    rotationId: pg
      .uuid("rotation_id")
      .unique()
      .references(() => rotations.id, { onDelete: "cascade" }),
    /** The crew change on-signer this tour is, while the change is planned (crew_change_members.id; the
     * foreign key, ON DELETE CASCADE, is declared in the migration: schema-manning.ts imports this file). */
    crewChangeMemberId: pg.uuid("crew_change_member_id").unique(),
    /** planned (a crew change or rotation not yet done), aboard (signed on), completed, cancelled (a
     * cancelled crew change's; it counts nowhere). TOUR_STATES, src/shared/tours.ts. */
    state: pg
      .text("state", { enum: ["planned", "aboard", "completed", "cancelled"] })
      .notNull()
      .default("aboard"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("tours_state_known", sql`${t.state} in ('planned', 'aboard', 'completed', 'cancelled')`),
    // every column the aboard rule (manning/tours.ts aboardOnSql) reads, so a vessel's crew aboard (the
    // fleet list's crew count, the utilization report, the crew list's vessel filter) is an index-only scan
    pg
      .index("tours_vessel_idx")
      .on(
        t.vesselId,
        t.signOn,
        t.state,
        t.actualSignOff,
        t.plannedSignOff,
        t.rotationId,
        t.crewChangeMemberId,
        t.crewMemberId,
        t.id,
      ),
    pg.index("tours_crew_idx").on(t.crewMemberId, t.signOn),
    pg
      .index("tours_open_assignment_idx")
      .on(t.crewMemberId, t.vesselId)
      .where(sql`${t.rotationId} is null and ${t.actualSignOff} is null`),
    // the upcoming events' joins and leaves, soonest first: walked in date order until the page is full,
    // instead of every planned tour joined to the crew, the rotations and the vessels, then sorted
    pg.index("tours_planned_join_idx").on(t.signOn, t.id).where(sql`${t.state} = 'planned'`),
    pg
      .index("tours_planned_leave_idx")
      .on(t.plannedSignOff, t.id)
      .where(sql`${t.actualSignOff} is null and ${t.state} <> 'cancelled'`),
  ],
);

/** A vessel's manning data version: bumped (the manning versions projection's triggers) by every statement that changes its
 * tours or its safe-manning positions, so a vessel's computed manning gaps are reused until it changes
 * (modules/manning/gaps-memo.ts), on every instance alike. */
export const vesselManningVersions = pg.pgTable("vessel_manning_versions", {
  vesselId: pg
    .uuid("vessel_id")
    .primaryKey()
    .references(() => vessels.id, { onDelete: "cascade" }),
  version: pg.bigint("version", { mode: "number" }).notNull().default(0),
});

/** A vessel's compliance version: bumped (the compliance versions projection's triggers) by every statement
 * that changes what its Compliance Matrix shows (its tours, its crew's documents and names, its own name,
 * type and flag, the certificate requirements and types), so a vessel's matrix is reused until it changes
 * (modules/compliance/matrix-memo.ts), on every instance alike. */
export const vesselComplianceVersions = pg.pgTable("vessel_compliance_versions", {
  vesselId: pg
    .uuid("vessel_id")
    .primaryKey()
    .references(() => vessels.id, { onDelete: "cascade" }),
  version: pg.bigint("version", { mode: "number" }).notNull().default(0),
});
