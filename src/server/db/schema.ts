// The whole data model (spec §3) in one pg-core schema used by both PGlite and PostgreSQL.
// Statuses and types are Postgres enums; dates without time are `date` columns read as "yyyy-MM-dd".
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CONTRACT_STATUSES,
  CREW_STATUSES,
  DOCUMENT_TYPES,
  EMAIL_STATUSES,
  ROTATION_STATUSES,
  ROTATION_TYPES,
  VESSEL_STATUSES,
} from "../../shared/options";
import { ROLES } from "../../shared/roles";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
const day = (name: string) => date(name, { mode: "string" });
const id = () => uuid("id").primaryKey().defaultRandom();
const createdAt = () => ts("created_at").notNull().defaultNow();
const updatedAt = () => ts("updated_at").notNull().defaultNow();

export const roleEnum = pgEnum("user_role", ROLES);
export const vesselStatusEnum = pgEnum("vessel_status", VESSEL_STATUSES);
export const crewStatusEnum = pgEnum("crew_status", CREW_STATUSES);
export const contractStatusEnum = pgEnum("contract_status", CONTRACT_STATUSES);
export const documentTypeEnum = pgEnum("document_type", DOCUMENT_TYPES);
export const rotationTypeEnum = pgEnum("rotation_type", ROTATION_TYPES);
export const rotationStatusEnum = pgEnum("rotation_status", ROTATION_STATUSES);
export const emailStatusEnum = pgEnum("email_status", EMAIL_STATUSES);

export const users = pgTable("users", {
  id: id(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: roleEnum("role").notNull(),
  email: text("email"),
  name: text("name").notNull(),
  disabled: boolean("disabled").notNull().default(false),
  lastLoginAt: ts("last_login_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions; `id` is the SHA-256 of the bearer token, never the token itself. */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    ip: text("ip"),
    userAgent: text("user_agent"),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

export const userPreferences = pgTable("user_preferences", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  theme: text("theme").notNull().default("system"),
  browserNotifications: boolean("browser_notifications").notNull().default(true),
  documentExpiryAlerts: boolean("document_expiry_alerts").notNull().default(true),
  contractNotifications: boolean("contract_notifications").notNull().default(true),
  updatedAt: updatedAt(),
});

export const vessels = pgTable(
  "vessels",
  {
    id: id(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    imoNumber: text("imo_number").unique(),
    flag: text("flag").notNull(),
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
    index("crew_status_idx").on(t.status),
    index("crew_name_idx").on(t.lastName, t.firstName),
    index("crew_rank_idx").on(t.rank),
    // The crew search (q) is ILIKE '%term%' on name, nationality and rank: trigram indexes (pg_trgm) keep
    // it an index scan at fleet scale instead of reading every row.
    index("crew_name_trgm_idx").using("gin", sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`),
    index("crew_nationality_trgm_idx").using("gin", sql`${t.nationality} gin_trgm_ops`),
    index("crew_rank_trgm_idx").using("gin", sql`${t.rank} gin_trgm_ops`),
  ],
);

export const contracts = pgTable(
  "contracts",
  {
    id: id(),
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
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
    index("contracts_vessel_idx").on(t.vesselId, t.status),
    index("contracts_end_idx").on(t.status, t.endDate),
    check("contracts_dates_order", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

/** Uploaded files: metadata always; the bytes too when the PostgreSQL store is used. */
export const storedFiles = pgTable(
  "stored_files",
  {
    id: id(),
    storageKey: text("storage_key").notNull().unique(),
    originalName: text("original_name").notNull(),
    mimeType: text("mime_type"),
    sizeBytes: integer("size_bytes"),
    sha256: text("sha256"),
    data: bytea("data"),
    uploadedBy: uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    status: text("status").notNull().default("pending"), // pending slot → stored → attached
    expiresAt: ts("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [index("stored_files_status_idx").on(t.status, t.expiresAt)],
);

export const documents = pgTable(
  "documents",
  {
    id: id(),
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    type: documentTypeEnum("type").notNull(),
    documentNumber: text("document_number").notNull(),
    issueDate: day("issue_date").notNull(),
    expiryDate: day("expiry_date").notNull(),
    issuingAuthority: text("issuing_authority").notNull(),
    fileId: uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("documents_expiry_idx").on(t.expiryDate),
    index("documents_created_idx").on(t.createdAt, t.id),
    index("documents_crew_idx").on(t.crewMemberId, t.type),
    index("documents_type_idx").on(t.type, t.expiryDate),
  ],
);

export const rotations = pgTable(
  "rotations",
  {
    id: id(),
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    vesselId: uuid("vessel_id")
      .notNull()
      .references(() => vessels.id, { onDelete: "cascade" }),
    joinDate: day("join_date").notNull(),
    leaveDate: day("leave_date"),
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

/** One row (id = 1): the e-mail and alert settings of the whole office. */
export const emailSettings = pgTable(
  "email_settings",
  {
    id: integer("id").primaryKey().default(1),
    enabled: boolean("enabled").notNull().default(true),
    reminderDays: integer("reminder_days").array().notNull().default(sql`'{30,15,7}'::integer[]`),
    recipients: text("recipients").array().notNull().default(sql`'{office_staff,admin}'::text[]`),
    emailTemplate: text("email_template").notNull().default(""),
    criticalDays: integer("critical_days").notNull().default(7),
    warningDays: integer("warning_days").notNull().default(15),
    infoDays: integer("info_days").notNull().default(30),
    scanTime: text("scan_time").notNull().default("06:00"),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("email_settings_singleton", sql`${t.id} = 1`)],
);

const outboxColumns = () => ({
  id: id(),
  kind: text("kind").notNull(), // reminder, test, contact, ...
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  bodyText: text("body_text").notNull(),
  bodyHtml: text("body_html"),
  status: emailStatusEnum("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  lastError: text("last_error"),
  nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
  /** Set right before the message goes to the SMTP server; cleared when the attempt's outcome is known. */
  handedAt: ts("handed_at"),
  sentAt: ts("sent_at"),
  entityType: text("entity_type"),
  entityId: text("entity_id"),
  createdBy: uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const emailOutbox = pgTable("email_outbox", outboxColumns(), (t) => [
  index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  index("email_outbox_created_idx").on(t.createdAt),
]);

/** Outbox rows past retention (jobs/housekeeping.ts), kept out of the sender's table. */
export const emailOutboxArchive = pgTable(
  "email_outbox_archive",
  { ...outboxColumns(), archivedAt: ts("archived_at").notNull().defaultNow() },
  (t) => [index("email_outbox_archive_created_idx").on(t.createdAt)],
);

/** One row per reminder queued: the unique key makes every scan idempotent. */
export const reminderLog = pgTable(
  "reminder_log",
  {
    id: id(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    expiryDate: day("expiry_date").notNull(),
    reminderDay: integer("reminder_day").notNull(),
    recipient: text("recipient").notNull(),
    outboxId: uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    scanDate: day("scan_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("reminder_log_key").on(t.documentId, t.expiryDate, t.reminderDay, t.recipient)],
);

/** The audit trail. Append-only: a trigger (migration 0001) refuses UPDATE and DELETE. */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: text("type").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type"),
    entityId: text("entity_id"),
    userId: uuid("user_id"),
    username: text("username"),
    userRole: text("user_role"),
    description: text("description").notNull(),
    severity: text("severity").notNull().default("info"),
    metadata: jsonb("metadata").$type<Record<string, unknown>>(),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    index("activity_created_idx").on(t.createdAt),
    index("activity_user_idx").on(t.userId, t.createdAt),
    index("activity_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** A key/value table for app metadata (demo seed marker, schema facts). */
export const appMeta = pgTable(
  "app_meta",
  { key: text("key").notNull(), value: text("value").notNull() },
  (t) => [primaryKey({ columns: [t.key] })],
);

// ---- Hours of rest (issue 21; rules in src/shared/rest-hours.ts) ----

/** The regime a vessel's flag applies to hours of rest; a vessel without a row uses minimum rest. */
export const restHoursVesselSettings = pgTable(
  "rest_hours_vessel_settings",
  {
    vesselId: uuid("vessel_id")
      .primaryKey()
      .references(() => vessels.id, { onDelete: "cascade" }),
    regime: text("regime").notNull().default("minimum_rest"),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("rest_hours_regime_known", sql`${t.regime} IN ('minimum_rest', 'maximum_work', 'exception')`),
  ],
);

/** One seafarer's record of one calendar day (ship's time): work periods as [{from, to}] "HH:mm". */
export const restHoursDays = pgTable(
  "rest_hours_days",
  {
    id: id(),
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    date: day("date").notNull(),
    /** The vessel the seafarer was aboard when the day was recorded (office views group by it). */
    vesselId: uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    work: jsonb("work").$type<{ from: string; to: string }[]>().notNull(),
    clockChange: integer("clock_change").notNull().default(0),
    workMinutes: integer("work_minutes").notNull(),
    comment: text("comment"),
    recordedBy: uuid("recorded_by").references(() => users.id, { onDelete: "set null" }),
    recordedAt: ts("recorded_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("rest_hours_days_key").on(t.crewMemberId, t.date),
    index("rest_hours_days_vessel_idx").on(t.vesselId, t.date),
    check("rest_hours_clock_change", sql`${t.clockChange} IN (-60, -30, 0, 30, 60)`),
  ],
);

/** A month's acknowledgements: the seafarer signs, then the master (or the office for them) countersigns. */
export const restHoursMonths = pgTable(
  "rest_hours_months",
  {
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    month: text("month").notNull(), // yyyy-MM
    seafarerSignedAt: ts("seafarer_signed_at"),
    seafarerSignedBy: uuid("seafarer_signed_by").references(() => users.id, { onDelete: "set null" }),
    seafarerName: text("seafarer_name"),
    masterSignedAt: ts("master_signed_at"),
    masterSignedBy: uuid("master_signed_by").references(() => users.id, { onDelete: "set null" }),
    masterName: text("master_name"),
    masterCapacity: text("master_capacity"), // "master" or "office"
  },
  (t) => [primaryKey({ columns: [t.crewMemberId, t.month] })],
);

/** Every change to a day of a signed month: who, when, why, and the values before it. */
export const restHoursCorrections = pgTable(
  "rest_hours_corrections",
  {
    id: id(),
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    date: day("date").notNull(),
    reason: text("reason").notNull(),
    previous: jsonb("previous").$type<{
      work: { from: string; to: string }[];
      clockChange: number;
      comment: string | null;
    } | null>(),
    correctedBy: uuid("corrected_by").references(() => users.id, { onDelete: "set null" }),
    correctedByName: text("corrected_by_name"),
    correctedAt: createdAt(),
  },
  (t) => [index("rest_hours_corrections_crew_idx").on(t.crewMemberId, t.date)],
);

/** The rule engine's findings for each seafarer, recomputed from all their days on every change. */
export const restHoursNonConformities = pgTable(
  "rest_hours_non_conformities",
  {
    id: id(),
    crewMemberId: uuid("crew_member_id")
      .notNull()
      .references(() => crewMembers.id, { onDelete: "cascade" }),
    vesselId: uuid("vessel_id").references(() => vessels.id, { onDelete: "set null" }),
    rule: text("rule").notNull(),
    fromAt: text("from_at").notNull(), // yyyy-MM-ddTHH:mm ship's time, as the engine labels it
    toAt: text("to_at").notNull(),
    fromDate: day("from_date").notNull(),
    toDate: day("to_date").notNull(),
    detail: text("detail").notNull(),
  },
  (t) => [
    index("rest_hours_nc_crew_idx").on(t.crewMemberId, t.fromDate),
    index("rest_hours_nc_from_idx").on(t.fromDate, t.id),
    index("rest_hours_nc_vessel_idx").on(t.vesselId, t.fromDate),
    index("rest_hours_nc_rule_idx").on(t.rule, t.fromDate),
    // Covers the summary's counts of recent findings (by rule, seafarers, vessels) as an index-only scan.
    index("rest_hours_nc_to_idx").on(t.toDate, t.rule, t.crewMemberId, t.vesselId),
  ],
);
