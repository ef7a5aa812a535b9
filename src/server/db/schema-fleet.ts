// The fleet's tables: vessels, crew members, their contracts and rotations (spec §3).
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
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

export const vessels = pgTable(
  "vessels",
  {
    id: id(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    imoNumber: text("imo_number").unique(),
    flag: text("flag").notNull(),
    /** The radio call sign (FAL Form 5 and the crew list's ship block). */
    callSign: text("call_sign"),
    status: vesselStatusEnum("status").notNull().default("active"),
    crewCapacity: integer("crew_capacity").notNull().default(20),
    nextCrewChange: day("next_crew_change"),
    maintenanceUntil: day("maintenance_until"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("vessels_status_idx").on(t.status),
    index("vessels_name_idx").on(t.name),
    check("vessels_capacity_positive", sql`${t.crewCapacity} > 0`),
  ],
);

export interface EmergencyContact {
  name: string;
  relationship?: string | null;
  phone?: string | null;
  email?: string | null;
}

export const crewMembers = pgTable(
  "crew_members",
  {
    id: id(),
    userId: uuid("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    nationality: text("nationality").notNull(),
    dateOfBirth: day("date_of_birth").notNull(),
    /** The crew list's identity fields (FAL Form 5): M, F or X as in travel documents (ICAO 9303). */
    gender: text("gender"),
    placeOfBirth: text("place_of_birth"),
    /** ISO 3166-1 alpha-3 (src/shared/countries.ts). */
    countryOfBirth: text("country_of_birth"),
    rank: text("rank").notNull(),
    phoneNumber: text("phone_number"),
    email: text("email"),
    emergencyContact: jsonb("emergency_contact").$type<EmergencyContact | null>(),
    currentVesselId: uuid("current_vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    status: crewStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("crew_vessel_idx").on(t.currentVesselId),
    // Active seafarers aboard a vessel (hours of rest: who should have recorded yesterday): an index-only
    // count and join instead of reading 4,000 crew rows.
    index("crew_aboard_idx").on(t.id).where(sql`${t.status} = 'active' and ${t.currentVesselId} is not null`),
    index("crew_name_idx").on(t.lastName, t.firstName),
    // The list's filters and sort columns (GET /api/crew?rank=&nationality=&status=&sort=): each column
    // followed by the name order the ties take, so a filtered or sorted page is an index range scan.
    index("crew_status_name_idx").on(t.status, t.lastName, t.firstName, t.id),
    index("crew_rank_name_idx").on(t.rank, t.lastName, t.firstName, t.id),
    index("crew_nationality_name_idx").on(t.nationality, t.lastName, t.firstName, t.id),
    // A crew member's own e-mail is theirs alone, whatever its case (Contact and reminders address them).
    uniqueIndex("crew_email_unique_idx").on(sql`lower(${t.email})`).where(sql`${t.email} is not null`),
    // The crew search (q) is ILIKE '%term%' on name, nationality and rank: trigram indexes (pg_trgm) keep
    // it an index scan at fleet scale instead of reading every row.
    index("crew_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index("crew_nationality_trgm_idx").using("gin", sql`${t.nationality} gin_trgm_ops`),
    index("crew_rank_trgm_idx").using("gin", sql`${t.rank} gin_trgm_ops`),
  ],
);

// Function declarations, not consts: the schema files import one another, and a table defined while this
// file is still loading (schema.ts → schema-documents.ts → schema-certificates.ts) calls these already.

/** A row's crew member (crew_member_id, required); deleting the member deletes the row. */
export function crewMemberRef() {
  return uuid("crew_member_id")
    .notNull()
    .references(() => crewMembers.id, { onDelete: "cascade" });
}

/** A row's vessel (vessel_id, required); deleting the vessel deletes the row. */
export function vesselRef() {
  return uuid("vessel_id")
    .notNull()
    .references(() => vessels.id, { onDelete: "cascade" });
}

export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    durationDays: integer("duration_days"),
    salary: numeric("salary", { precision: 12, scale: 2 }).notNull().default("0"),
    currency: text("currency").notNull().default("USD"),
    status: contractStatusEnum("status").notNull().default("active"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("contracts_crew_idx").on(t.crewMemberId, t.status),
    // with the dates, a vessel's contract counts (the fleet list's active contracts, the utilization
    // report's contracts in range) are answered from the index alone
    index("contracts_vessel_idx").on(t.vesselId, t.status, t.endDate, t.startDate),
    index("contracts_end_idx").on(t.status, t.endDate),
    check("contracts_dates_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

export const rotations = pgTable(
  "rotations",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: vesselRef(),
    joinDate: day("join_date").notNull(),
    leaveDate: day("leave_date"),
    /** The rank of the stay when it differs from the member's (a crew change signing on a promotion). */
    rank: text("rank"),
    rotationType: rotationTypeEnum("rotation_type").notNull().default("join"),
    status: rotationStatusEnum("status").notNull().default("scheduled"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("rotations_join_idx").on(t.joinDate),
    index("rotations_leave_idx").on(t.leaveDate),
    index("rotations_crew_idx").on(t.crewMemberId, t.joinDate),
    index("rotations_vessel_idx").on(t.vesselId, t.joinDate),
    check("rotations_dates_order", sql`${t.leaveDate} IS NULL OR ${t.leaveDate} >= ${t.joinDate}`),
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
export const tours = pgTable(
  "tours",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: vesselRef(),
    rank: text("rank").notNull(),
    signOn: day("sign_on"),
    plannedSignOff: day("planned_sign_off"),
    actualSignOff: day("actual_sign_off"),
    /** The rotation this tour is (null: the assignment's own tour, or a crew change's). */
    rotationId: uuid("rotation_id")
      .unique()
      .references(() => rotations.id, { onDelete: "cascade" }),
    /** The crew change on-signer this tour is, while the change is planned (crew_change_members.id; the
     * foreign key, ON DELETE CASCADE, is declared in the migration: schema-manning.ts imports this file). */
    crewChangeMemberId: uuid("crew_change_member_id").unique(),
    /** planned (a crew change or rotation not yet done), aboard (signed on), completed, cancelled (a
     * cancelled crew change's; it counts nowhere). TOUR_STATES, src/shared/tours.ts. */
    state: text("state", { enum: ["planned", "aboard", "completed", "cancelled"] })
      .notNull()
      .default("aboard"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("tours_state_known", sql`${t.state} in ('planned', 'aboard', 'completed', 'cancelled')`),
    // every column the aboard rule (manning/tours.ts aboardOnSql) reads, so a vessel's crew aboard (the
    // fleet list's crew count, the utilization report, the crew list's vessel filter) is an index-only scan
    index("tours_vessel_idx").on(
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
    index("tours_crew_idx").on(t.crewMemberId, t.signOn),
    index("tours_open_assignment_idx")
      .on(t.crewMemberId, t.vesselId)
      .where(sql`${t.rotationId} is null and ${t.actualSignOff} is null`),
    // the upcoming events' joins and leaves, soonest first: walked in date order until the page is full,
    // instead of every planned tour joined to the crew, the rotations and the vessels, then sorted
    index("tours_planned_join_idx").on(t.signOn, t.id).where(sql`${t.state} = 'planned'`),
    index("tours_planned_leave_idx")
      .on(t.plannedSignOff, t.id)
      .where(sql`${t.actualSignOff} is null and ${t.state} <> 'cancelled'`),
  ],
);

/** A vessel's manning data version: bumped (the manning versions projection's triggers) by every statement that changes its
 * tours or its safe-manning positions, so a vessel's computed manning gaps are reused until it changes
 * (modules/manning/gaps-memo.ts), on every instance alike. */
export const vesselManningVersions = pgTable("vessel_manning_versions", {
  vesselId: uuid("vessel_id")
    .primaryKey()
    .references(() => vessels.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

/** A vessel's compliance version: bumped (the compliance versions projection's triggers) by every statement
 * that changes what its Compliance Matrix shows (its tours, its crew's documents and names, its own name,
 * type and flag, the certificate requirements and types), so a vessel's matrix is reused until it changes
 * (modules/compliance/matrix-memo.ts), on every instance alike. */
export const vesselComplianceVersions = pgTable("vessel_compliance_versions", {
  vesselId: uuid("vessel_id")
    .primaryKey()
    .references(() => vessels.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
