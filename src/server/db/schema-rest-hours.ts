// Hours of rest (rules in src/shared/rest-hours.ts): a vessel's regime, the seafarers' days,
// monthly signatures, corrections and the rule engine's findings.
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, day, id, ts, updatedAt } from "./columns";
import { users } from "./schema";
import { crewMemberRef, crewMembers, vessels } from "./schema-fleet";

/** The regime a vessel's flag applies to hours of rest; a vessel without a row uses minimum rest. */
export const restHoursVesselSettings = pg.pgTable(
  "rest_hours_vessel_settings",
  {
    vesselId: pg
      .uuid("vessel_id")
      .primaryKey()
      .references(() => vessels.id, { onDelete: "cascade" }),
    regime: pg.text("regime").notNull().default("minimum_rest"),
    updatedBy: pg.uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    pg.check("rest_hours_regime_known", sql`${t.regime} IN ('minimum_rest', 'maximum_work', 'exception')`),
  ],
);

/** One seafarer's record of one calendar day (ship's time): work periods as [{from, to}] "HH:mm". */
export const restHoursDays = pg.pgTable(
  "rest_hours_days",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    date: day("date").notNull(),
    /** The vessel the seafarer was aboard when the day was recorded (office views group by it). */
    vesselId: pg.uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    work: pg.jsonb("work").$type<{ from: string; to: string }[]>().notNull(),
    clockChange: pg.integer("clock_change").notNull().default(0),
    workMinutes: pg.integer("work_minutes").notNull(),
    comment: pg.text("comment"),
    recordedBy: pg.uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: ts("recorded_at").notNull().defaultNow(),
  },
  (t) => [
    pg.uniqueIndex("rest_hours_days_key").on(t.crewMemberId, t.date),
    // Who recorded days of a month aboard a vessel (the vessel's month): an index-only range.
    pg.index("rest_hours_days_vessel_idx").on(t.vesselId, t.date, t.crewMemberId),
    // Who recorded a given day (the summary's and the reminder's "nothing recorded yesterday").
    pg.index("rest_hours_days_date_idx").on(t.date, t.crewMemberId),
    pg.check("rest_hours_clock_change", sql`${t.clockChange} IN (-60, -30, 0, 30, 60)`),
  ],
);

/**
 * A seafarer's month: its totals, kept by every write of a day in the same transaction (month-totals.ts),
 * so the office's month view and the summary read one row per seafarer; and its acknowledgements: the
 * seafarer signs, then the master (or the office for them) countersigns.
 */
export const restHoursMonths = pg.pgTable(
  "rest_hours_months",
  {
    crewMemberId: crewMemberRef(),
    month: pg.text("month").notNull(), // yyyy-MM
    seafarerSignedAt: ts("seafarer_signed_at"),
    seafarerSignedBy: pg.uuid("seafarer_signed_by").references(() => users.id, { onDelete: "set null" }),
    seafarerName: pg.text("seafarer_name"),
    masterSignedAt: ts("master_signed_at"),
    masterSignedBy: pg.uuid("master_signed_by").references(() => users.id, { onDelete: "set null" }),
    masterName: pg.text("master_name"),
    masterCapacity: pg.text("master_capacity"), // "master" or "office"
    daysRecorded: pg.integer("days_recorded").notNull().default(0),
    workMinutes: pg.integer("work_minutes").notNull().default(0),
    /** The recorded days' lengths (clock changes included): rest = dayMinutes - workMinutes. */
    dayMinutes: pg.integer("day_minutes").notNull().default(0),
    /** At least IDENTICAL_DAYS_MIN days recorded and all with the same work periods. */
    identicalDays: pg.boolean("identical_days").notNull().default(false),
  },
  (t) => [
    pg.primaryKey({ columns: [t.crewMemberId, t.month] }),
    pg.index("rest_hours_months_month_idx").on(t.month, t.seafarerSignedAt),
    // The summary's "recorded last month, not signed" and "awaiting countersignature" counts: each an
    // index-only count over the rows it counts (a partial index holds only those).
    pg
      .index("rest_hours_months_unsigned_idx")
      .on(t.month)
      .where(sql`${t.seafarerSignedAt} is null and ${t.daysRecorded} > 0`),
    pg
      .index("rest_hours_months_countersign_idx")
      .on(t.crewMemberId)
      .where(sql`${t.seafarerSignedAt} is not null and ${t.masterSignedAt} is null`),
  ],
);

/** Every change to a day of a signed month: who, when, why, and the values before it. */
export const restHoursCorrections = pg.pgTable(
  "rest_hours_corrections",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    date: day("date").notNull(),
    reason: pg.text("reason").notNull(),
    previous: pg.jsonb("previous").$type<{
      work: { from: string; to: string }[];
      clockChange: number;
      comment: string | null;
    } | null>(),
    correctedBy: pg.uuid("corrected_by").references(() => users.id, { onDelete: "set null" }),
    correctedByName: pg.text("corrected_by_name"),
    correctedAt: createdAt(),
  },
  (t) => [pg.index("rest_hours_corrections_crew_idx").on(t.crewMemberId, t.date)],
);

/**
 * The rule engine's findings for each seafarer, recomputed from all their days on every change. Each list
 * order (newest first: from_date desc, id desc) has an index per filter (none, vessel, rule, seafarer),
 * so a page is a short index walk. A statement trigger (the rest-hours figures projection) keeps the three tables below in
 * step with this one, in the writing transaction, whatever writes it (a day's write, a regime change, the
 * seed, a crew member's deletion cascading, a vessel's deletion setting vessel_id null).
 */
export const restHoursNonConformities = pg.pgTable(
  "rest_hours_non_conformities",
  {
    id: id(),
    crewMemberId: crewMemberRef(),
    vesselId: pg.uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    rule: pg.text("rule").notNull(),
    fromAt: pg.text("from_at").notNull(), // yyyy-MM-ddTHH:mm ship's time, as the engine labels it
    toAt: pg.text("to_at").notNull(),
    fromDate: day("from_date").notNull(),
    toDate: day("to_date").notNull(),
    detail: pg.text("detail").notNull(),
  },
  (t) => [
    pg.index("rest_hours_nc_crew_idx").on(t.crewMemberId, t.fromDate, t.id),
    pg.index("rest_hours_nc_from_idx").on(t.fromDate, t.id),
    pg.index("rest_hours_nc_vessel_idx").on(t.vesselId, t.fromDate, t.id),
    pg.index("rest_hours_nc_rule_idx").on(t.rule, t.fromDate, t.id),
    // A vessel's latest finding (the trigger's rest_hours_nc_vessel_latest), one index probe.
    pg.index("rest_hours_nc_vessel_to_idx").on(t.vesselId, t.toDate),
    // Recent findings (the reminder scan's digest, a crew caller's summary).
    pg.index("rest_hours_nc_to_idx").on(t.toDate, t.rule, t.crewMemberId, t.vesselId),
  ],
);

/**
 * How many findings end on each date, by rule: the summary's counts for the last N days and the
 * fleet-wide list's totals are a sum over a few hundred of these rows instead of a count of every finding.
 * Kept by the trigger on rest_hours_non_conformities (rows whose count falls to 0 are removed).
 */
export const restHoursNcTally = pg.pgTable(
  "rest_hours_nc_tally",
  {
    toDate: day("to_date").notNull(),
    rule: pg.text("rule").notNull(),
    n: pg.integer("n").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.toDate, t.rule] })],
);

/** Each seafarer's latest finding's end date: "seafarers with a finding since" is an index range count. */
export const restHoursNcCrewLatest = pg.pgTable(
  "rest_hours_nc_crew_latest",
  {
    crewMemberId: pg
      .uuid("crew_member_id")
      .primaryKey()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    toDate: day("to_date").notNull(),
  },
  (t) => [pg.index("rest_hours_nc_crew_latest_to_idx").on(t.toDate)],
);

/** Each vessel's latest finding's end date: "vessels with a finding since" is an index range count. */
export const restHoursNcVesselLatest = pg.pgTable(
  "rest_hours_nc_vessel_latest",
  {
    vesselId: pg
      .uuid("vessel_id")
      .primaryKey()
      .references(() => vessels.id, { onDelete: "cascade" }),
    toDate: day("to_date").notNull(),
  },
  (t) => [pg.index("rest_hours_nc_vessel_latest_to_idx").on(t.toDate)],
);

/**
 * What the daily scan has e-mailed about hours of rest, so each goes once: a finding in the office's
 * digest (kind "finding", key crew|rule|from) and a seafarer's missing day (kind "missing_day", key
 * crew|date). Inserted with the outbox rows, in the scan's transaction.
 */
export const restHoursNotices = pg.pgTable(
  "rest_hours_notices",
  {
    kind: pg.text("kind").notNull(),
    key: pg.text("key").notNull(),
    scanDate: day("scan_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.key] })],
);
