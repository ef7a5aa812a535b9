// Safe manning and crew changes: a vessel's Safe Manning Document (validity and minimum by
// rank), and crew-change events (a port call where these seafarers sign off and these sign on).
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { CREW_CHANGE_STATUSES } from "../../shared/crew-changes";
import { createdAt, day, id, ts, updatedAt } from "./columns";
import { crewMemberRef, crewMembers, vesselRef, vessels } from "./schema-fleet";

export const safeManningDocuments = pg.pgTable("safe_manning_documents", {
  vesselId: pg
    .uuid("vessel_id")
    .primaryKey()
    .references(() => vessels.id, { onDelete: "cascade" }),
  validUntil: day("valid_until"),
  updatedAt: updatedAt(),
});

export const safeManningPositions = pg.pgTable(
  "safe_manning_positions",
  {
    vesselId: vesselRef(),
    rank: pg.text("rank").notNull(),
    count: pg.integer("count").notNull(),
  },
  (t) => [
    pg.primaryKey({ columns: [t.vesselId, t.rank] }),
    pg.check("safe_manning_count_range", sql`${t.count} >= 0`),
  ],
);

export const crewChanges = pg.pgTable(
  "crew_changes",
  {
    id: id(),
    vesselId: vesselRef(),
    port: pg.text("port").notNull(),
    portLocode: pg.text("port_locode"),
    date: day("date").notNull(),
    /** The port call's data for its crew lists (FAL Form 5): voyage number, last and next port (UN/LOCODE). */
    voyageNumber: pg.text("voyage_number"),
    lastPortLocode: pg.text("last_port_locode"),
    nextPortLocode: pg.text("next_port_locode"),
    status: pg.text("status", { enum: CREW_CHANGE_STATUSES }).notNull().default("planned"),
    notes: pg.text("notes"),
    completedAt: ts("completed_at"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.index("crew_changes_vessel_date_idx").on(t.vesselId, t.date),
    pg.index("crew_changes_date_idx").on(t.date),
    pg.check(
      "crew_changes_status_known",
      sql`${t.status} in ('planned', 'confirmed', 'completed', 'cancelled')`,
    ),
  ],
);

export const crewChangeMembers = pg.pgTable(
  "crew_change_members",
  {
    id: id(),
    crewChangeId: pg
      .uuid("crew_change_id")
      .notNull()
      .references(() => crewChanges.id, { onDelete: "cascade" }),
    crewMemberId: crewMemberRef(),
    /** "on": signs on in `rank`; "off": signs off. */
    direction: pg.text("direction", { enum: ["on", "off"] }).notNull(),
    rank: pg.text("rank"),
    travelNotes: pg.text("travel_notes"),
    /** An on-signer's relief: the off-signer of the same change whose place they take. */
    relieves: pg.uuid("relieves").references(() => crewMembers.id, { onDelete: "set null" }),
  },
  (t) => [
    pg.uniqueIndex("crew_change_members_unique_idx").on(t.crewChangeId, t.crewMemberId),
    pg.index("crew_change_members_crew_idx").on(t.crewMemberId),
    pg.check("crew_change_members_direction", sql`${t.direction} in ('on', 'off')`),
    pg.check("crew_change_members_on_rank", sql`${t.direction} = 'off' or ${t.rank} is not null`),
  ],
);

/** The crew's effects declaration (FAL Form 4): what each seafarer declares, entered by the seafarer or by
 * the master or office; one row per item. */
export const crewEffects = pg.pgTable(
  "crew_effects",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    description: pg.text("description").notNull(),
    quantity: pg.text("quantity"),
    createdAt: createdAt(),
  },
  (t) => [pg.index("crew_effects_crew_idx").on(t.crewMemberId)],
);

/** A vessel's table of shipboard working arrangements (MLC Standard A2.3 para 10, the IMO/ILO model
 * format): each position's scheduled hours at sea and in port, watchkeeping and other duties. */
export const workingArrangements = pg.pgTable(
  "working_arrangements",
  {
    vesselId: vesselRef(),
    rank: pg.text("rank").notNull(),
    seaWatch: pg.text("sea_watch"),
    seaOther: pg.text("sea_other"),
    portWatch: pg.text("port_watch"),
    portOther: pg.text("port_other"),
    comments: pg.text("comments"),
    updatedAt: updatedAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.vesselId, t.rank] })],
);
