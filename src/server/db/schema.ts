// The data model (spec §3), one pg-core schema used by both PGlite and PostgreSQL, in three files by
// resource: this one (accounts and sessions, e-mail, reminders, the activity log, app meta),
// schema-fleet.ts (vessels, crew, contracts, rotations) and schema-documents.ts (documents, stored
// files); column helpers and enums in columns.ts. db/client.ts joins them into Drizzle's schema. Every table
// file takes pg-core's builders as one namespace, `pg` (pg.pgTable, pg.text, pg.index ...), rather than
// naming again in each file the builders it happens to use.
import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { createdAt, day, emailStatusEnum, id, roleEnum, ts, updatedAt } from "./columns";
import { documents } from "./schema-documents";

export const users = pg.pgTable("users", {
  id: id(),
  username: pg.text("username").notNull().unique(),
  passwordHash: pg.text("password_hash").notNull(),
  role: roleEnum("role").notNull(),
  email: pg.text("email"),
  name: pg.text("name").notNull(),
  disabled: pg.boolean("disabled").notNull().default(false),
  lastLoginAt: ts("last_login_at"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Server-side sessions; `id` is the SHA-256 of the bearer token, never the token itself. */
export const sessions = pg.pgTable(
  "sessions",
  {
    id: pg.text("id").primaryKey(),
    userId: pg
      .uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: ts("last_seen_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    ip: pg.text("ip"),
    userAgent: pg.text("user_agent"),
  },
  (t) => [pg.index("sessions_user_idx").on(t.userId), pg.index("sessions_expires_idx").on(t.expiresAt)],
);

export const userPreferences = pg.pgTable("user_preferences", {
  userId: pg
    .uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  theme: pg.text("theme").notNull().default("system"),
  browserNotifications: pg.boolean("browser_notifications").notNull().default(true),
  documentExpiryAlerts: pg.boolean("document_expiry_alerts").notNull().default(true),
  contractNotifications: pg.boolean("contract_notifications").notNull().default(true),
  updatedAt: updatedAt(),
});

/** One row (id = 1): the e-mail and alert settings of the whole office. */
export const emailSettings = pg.pgTable(
  "email_settings",
  {
    id: pg.integer("id").primaryKey().default(1),
    enabled: pg.boolean("enabled").notNull().default(true),
    reminderDays: pg.integer("reminder_days").array().notNull().default(sql`'{30,15,7}'::integer[]`),
    recipients: pg.text("recipients").array().notNull().default(sql`'{office_staff,admin}'::text[]`),
    emailTemplate: pg.text("email_template").notNull().default(""),
    criticalDays: pg.integer("critical_days").notNull().default(7),
    warningDays: pg.integer("warning_days").notNull().default(15),
    infoDays: pg.integer("info_days").notNull().default(30),
    scanTime: pg.text("scan_time").notNull().default("06:00"),
    /** Hours of rest in the daily scan: the office's digest of new findings, seafarers' missing days. */
    restHoursReminders: pg.boolean("rest_hours_reminders").notNull().default(false),
    updatedBy: pg.uuid("updated_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
  },
  (t) => [pg.check("email_settings_singleton", sql`${t.id} = 1`)],
);

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

const outboxColumns = () => ({
  id: id(),
  kind: pg.text("kind").notNull(), // reminder, test, contact, ...
  toAddress: pg.text("to_address").notNull(),
  subject: pg.text("subject").notNull(),
  bodyText: pg.text("body_text").notNull(),
  bodyHtml: pg.text("body_html"),
  /** Files sent with the message (a crew change's .ics): name, MIME type and text content. */
  attachments: pg.jsonb("attachments").$type<MailAttachment[]>(),
  status: emailStatusEnum("status").notNull().default("pending"),
  attempts: pg.integer("attempts").notNull().default(0),
  lastError: pg.text("last_error"),
  nextAttemptAt: ts("next_attempt_at").notNull().defaultNow(),
  /** Set right before the message goes to the SMTP server; cleared when the attempt's outcome is known. */
  handedAt: ts("handed_at"),
  sentAt: ts("sent_at"),
  entityType: pg.text("entity_type"),
  entityId: pg.text("entity_id"),
  createdBy: pg.uuid("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
});

export const emailOutbox = pg.pgTable("email_outbox", outboxColumns(), (t) => [
  pg.index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
  pg.index("email_outbox_created_idx").on(t.createdAt),
]);

/** Outbox rows past retention (jobs/housekeeping.ts), kept out of the sender's table. */
export const emailOutboxArchive = pg.pgTable(
  "email_outbox_archive",
  { ...outboxColumns(), archivedAt: ts("archived_at").notNull().defaultNow() },
  (t) => [pg.index("email_outbox_archive_created_idx").on(t.createdAt)],
);

/** One row per reminder queued: the unique key makes every scan idempotent. */
export const reminderLog = pg.pgTable(
  "reminder_log",
  {
    id: id(),
    documentId: pg
      .uuid("document_id")
      .notNull()
      .references(() => documents.id, { onDelete: "cascade" }),
    expiryDate: day("expiry_date").notNull(),
    reminderDay: pg.integer("reminder_day").notNull(),
    recipient: pg.text("recipient").notNull(),
    outboxId: pg.uuid("outbox_id").references(() => emailOutbox.id, { onDelete: "set null" }),
    scanDate: day("scan_date").notNull(),
    createdAt: createdAt(),
  },
  (t) => [pg.uniqueIndex("reminder_log_key").on(t.documentId, t.expiryDate, t.reminderDay, t.recipient)],
);

/** The audit trail. Append-only: a trigger (the activity log guard, projections/guards.ts) refuses
 * UPDATE, DELETE and TRUNCATE. */
export const activityLog = pg.pgTable(
  "activity_log",
  {
    id: pg.bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    type: pg.text("type").notNull(),
    action: pg.text("action").notNull(),
    entityType: pg.text("entity_type"),
    entityId: pg.text("entity_id"),
    userId: pg.uuid("user_id"),
    username: pg.text("username"),
    userRole: pg.text("user_role"),
    description: pg.text("description").notNull(),
    severity: pg.text("severity").notNull().default("info"),
    metadata: pg.jsonb("metadata").$type<Record<string, unknown>>(),
    ip: pg.text("ip"),
    createdAt: createdAt(),
  },
  (t) => [
    pg.index("activity_created_idx").on(t.createdAt),
    pg.index("activity_user_idx").on(t.userId, t.createdAt),
    pg.index("activity_entity_idx").on(t.entityType, t.entityId),
  ],
);

/** A key/value table for app metadata (demo seed marker, schema facts). */
export const appMeta = pg.pgTable(
  "app_meta",
  { key: pg.text("key").notNull(), value: pg.text("value").notNull() },
  (t) => [pg.primaryKey({ columns: [t.key] })],
);

/**
 * Fixed-window counters shared by every app instance (drizzle/0004_security_hardening.sql): sign-in attempts per
 * (username, address), per address and per username, reserved before a password is checked; and
 * refused requests per (address, route), so a flood of denials writes one audit entry per window.
 */
export const securityCounters = pg.pgTable(
  "security_counters",
  {
    key: pg.text("key").notNull(),
    windowStart: ts("window_start").notNull(),
    count: pg.integer("count").notNull().default(0),
  },
  (t) => [pg.primaryKey({ columns: [t.key] }), pg.index("security_counters_window_idx").on(t.windowStart)],
);

/** Addresses a user has signed in from: the per-username back-off never locks them out from these. */
export const loginKnownAddresses = pg.pgTable(
  "login_known_addresses",
  {
    username: pg.text("username").notNull(),
    ip: pg.text("ip").notNull(),
    lastSuccessAt: ts("last_success_at").notNull().defaultNow(),
  },
  (t) => [pg.primaryKey({ columns: [t.username, t.ip] })],
);
