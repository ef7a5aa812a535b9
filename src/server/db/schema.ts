// The data model (spec §3), one pg-core schema used by both PGlite and PostgreSQL, in three files by
// resource: this one (accounts and sessions, e-mail, reminders, the activity log, app meta),
// schema-fleet.ts (vessels, crew, contracts, rotations) and schema-documents.ts (documents, stored
// files); column helpers and enums in columns.ts. db/client.ts joins them into Drizzle's schema.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, day, emailStatusEnum, id, roleEnum, ts, updatedAt } from "./columns";
import { documents } from "./schema-documents";

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
    /** Hours of rest in the daily scan: the office's digest of new findings, seafarers' missing days. */
    restHoursReminders: boolean("rest_hours_reminders").notNull().default(false),
    updatedBy: uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [check("email_settings_singleton", sql`${t.id} = 1`)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const outboxColumns = () => ({
  id: id(),
  kind: text("kind").notNull(), // reminder, test, contact, ...
  toAddress: text("to_address").notNull(),
  subject: text("subject").notNull(),
  bodyText: text("body_text").notNull(),
  bodyHtml: text("body_html"),
  /** Files sent with the message (a crew change's .ics): name, MIME type and text content. */
  attachments: jsonb("attachments").$type<MailAttachment[]>(),
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

/** The audit trail. Append-only: a trigger (the activity log guard, projections/guards.ts) refuses
 * UPDATE, DELETE and TRUNCATE. */
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

/**
 * Fixed-window counters shared by every app instance (drizzle/0004_security_hardening.sql): sign-in attempts per
 * (username, address), per address and per username, reserved before a password is checked; and
 * refused requests per (address, route), so a flood of denials writes one audit entry per window.
 */
export const securityCounters = pgTable(
  "security_counters",
  {
    key: text("key").notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key] }), index("security_counters_window_idx").on(t.windowStart)],
);

/** Addresses a user has signed in from: the per-username back-off never locks them out from these. */
export const loginKnownAddresses = pgTable(
  "login_known_addresses",
  {
    username: text("username").notNull(),
    ip: text("ip").notNull(),
    lastSuccessAt: ts("last_success_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] })],
);
