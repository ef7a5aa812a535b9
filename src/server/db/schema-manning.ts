// Safe manning and crew changes: a vessel's Safe Manning Document (validity and minimum by
// rank), and crew-change events (a port call where these seafarers sign off and these sign on).
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { CREW_CHANGE_STATUSES } from "../../shared/crew-changes";
import { createdAt, day, id, ts, updatedAt } from "./columns";
import { crewMemberRef, crewMembers, vesselRef, vessels } from "./schema-fleet";

export const safeManningDocuments = pgTable("safe_manning_documents", {
  vesselId: uuid("vessel_id")
    .primaryKey()
    .references(() => vessels.id, { onDelete: "cascade" }),
  validUntil: day("valid_until"),
  updatedAt: updatedAt(),
});

export const safeManningPositions = pgTable(
  "safe_manning_positions",
  {
    vesselId: vesselRef(),
    rank: text("rank").notNull(),
    count: integer("count").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.vesselId, t.rank] }),
    check("safe_manning_count_range", sql`${t.count} >= 0`),
  ],
);

export const crewChanges = pgTable(
  "crew_changes",
  {
    id: id(),
    vesselId: vesselRef(),
    port: text("port").notNull(),
    portLocode: text("port_locode"),
    date: day("date").notNull(),
    /** The port call's data for its crew lists (FAL Form 5): voyage number, last and next port (UN/LOCODE). */
    voyageNumber: text("voyage_number"),
    lastPortLocode: text("last_port_locode"),
    nextPortLocode: text("next_port_locode"),
    status: text("status", { enum: CREW_CHANGE_STATUSES }).notNull().default("planned"),
    notes: text("notes"),
    completedAt: ts("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("crew_changes_vessel_date_idx").on(t.vesselId, t.date),
    index("crew_changes_date_idx").on(t.date),
    check(
      "crew_changes_status_known",
      sql`${t.status} in ('planned', 'confirmed', 'completed', 'cancelled')`,
    ),
  ],
);

export const crewChangeMembers = pgTable(
  "crew_change_members",
  {
    id: id(),
    crewChangeId: uuid("crew_change_id")
      .notNull()
      .references(() => crewChanges.id, { onDelete: "cascade" }),
    crewMemberId: crewMemberRef(),
    /** "on": signs on in `rank`; "off": signs off. */
    direction: text("direction", { enum: ["on", "off"] }).notNull(),
    rank: text("rank"),
    travelNotes: text("travel_notes"),
    /** An on-signer's relief: the off-signer of the same change whose place they take. */
    relieves: uuid("relieves").references(() => crewMembers.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("crew_change_members_unique_idx").on(t.crewChangeId, t.crewMemberId),
    index("crew_change_members_crew_idx").on(t.crewMemberId),
    check("crew_change_members_direction", sql`${t.direction} in ('on', 'off')`),
    check("crew_change_members_on_rank", sql`${t.direction} = 'off' or ${t.rank} is not null`),
  ],
);

/** The crew's effects declaration (FAL Form 4): what each seafarer declares, entered by the seafarer or by
 * the master or office; one row per item. */
export const crewEffects = pgTable(
  "crew_effects",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    description: text("description").notNull(),
    quantity: text("quantity"),
    createdAt: createdAt(),
  },
  (t) => [index("crew_effects_crew_idx").on(t.crewMemberId)],
);

/** A vessel's table of shipboard working arrangements (MLC Standard A2.3 para 10, the IMO/ILO model
 * format): each position's scheduled hours at sea and in port, watchkeeping and other duties. */
export const workingArrangements = pgTable(
  "working_arrangements",
  {
    vesselId: vesselRef(),
    rank: text("rank").notNull(),
    seaWatch: text("sea_watch"),
    seaOther: text("sea_other"),
    portWatch: text("port_watch"),
    portOther: text("port_other"),
    comments: text("comments"),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.vesselId, t.rank] })],
);
