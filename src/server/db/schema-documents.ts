import { sql } from "drizzle-orm";
import * as pg from "drizzle-orm/pg-core";
import { bytea, createdAt, day, id, ts, updatedAt } from "./columns";
import { users } from "./schema";
import { certificateTypes } from "./schema-certificates";
import { crewMemberRef } from "./schema-fleet";

/** Uploaded files: metadata always; the bytes too when the PostgreSQL store is used. */
export const storedFiles = pg.pgTable(
  "stored_files",
  {
    id: id(),
    storageKey: pg.text("storage_key").notNull().unique(),
    originalName: pg.text("original_name").notNull(),
    mimeType: pg.text("mime_type"),
    sizeBytes: pg.integer("size_bytes"),
    sha256: pg.text("sha256"),
    data: bytea("data"),
    uploadedBy: pg.uuid("uploaded_by").references(() => users.id, { onDelete: "set null" }),
    status: pg.text("status").notNull().default("pending"), // pending slot → stored → attached
    expiresAt: ts("expires_at"),
    createdAt: createdAt(),
  },
  (t) => [pg.index("stored_files_status_idx").on(t.status, t.expiresAt)],
);

/** What a certificate says, as a document holds it and a seafarer's submission of one proposes it. */
const certificateColumns = () => ({
  crewMemberId: crewMemberRef(),
  /** A certificate catalogue code (certificate_types). */
  type: pg
    .text("type")
    .notNull()
    .references(() => certificateTypes.code, { onUpdate: "cascade" }),
  documentNumber: pg.text("document_number").notNull(),
  issueDate: day("issue_date").notNull(),
  expiryDate: day("expiry_date").notNull(),
  issuingAuthority: pg.text("issuing_authority").notNull(),
  /** The state or flag that issued it (a CoC's decides whether a flag endorsement is needed). */
  issuingState: pg.text("issuing_state"),
  /** A CoC's grade: the capacity and STCW regulation. */
  grade: pg.text("grade"),
});

export const documents = pg.pgTable(
  "documents",
  {
    id: id(),
    ...certificateColumns(),
    /** The renewal that replaced this document: history, no longer alerting nor counting. */
    supersededById: pg.uuid("superseded_by_id").references((): pg.AnyPgColumn => documents.id, {
      onDelete: "set null",
    }),
    fileId: pg.uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** The number and the issuing authority lower-cased, kept by the database: the search (q) matches
     * LIKE on these, what ILIKE does on the columns in a UTF-8 database, without lower-casing every row. */
    numberLower: pg.text("number_lower").generatedAlwaysAs(sql`lower(document_number)`),
    authorityLower: pg.text("authority_lower").generatedAlwaysAs(sql`lower(issuing_authority)`),
  },
  (t) => [
    pg.index("documents_expiry_idx").on(t.expiryDate),
    pg.index("documents_created_idx").on(t.createdAt, t.id),
    pg.index("documents_crew_idx").on(t.crewMemberId, t.type),
    pg.index("documents_type_idx").on(t.type, t.expiryDate),
    // The current (not superseded) documents by expiry: alerts, counts and stats read only these. The id
    // makes it the alert list's whole order (expiry date, id) and its keyset, read in index order.
    pg
      .index("documents_current_expiry_id_idx")
      .on(t.expiryDate, t.id)
      .where(sql`${t.supersededById} is null`),
    // What each member currently holds, read index-only: the missing-certificates check (alerts, the
    // dashboard's count, the digest) takes every type and issuing state of a member in one probe.
    pg
      .index("documents_current_crew_type_idx")
      .on(t.crewMemberId, t.type, t.issuingState)
      .where(sql`${t.supersededById} is null`),
    // The Document Center search (q) is LIKE '%term%' on the lower-cased number and issuing authority,
    // OR'd with the crew member's name (crew_name_trgm_idx) and the type's name: trigram indexes let
    // PostgreSQL answer the OR as one BitmapOr instead of scanning every document.
    pg.index("documents_number_trgm_idx").using("gin", sql`${t.numberLower} gin_trgm_ops`),
    pg.index("documents_authority_trgm_idx").using("gin", sql`${t.authorityLower} gin_trgm_ops`),
    // A term of one or two characters has no trigram: the search's total finds its number matches by
    // the number's characters and pairs of characters (document_number_grams, created by the migration)
    // holding the term's, a necessary condition checked before the LIKE (documents/search.ts).
    pg.index("documents_number_grams_idx").using("gin", sql`document_number_grams(${t.numberLower})`),
    // The search's total (documents/search.ts): a matching seafarer's current documents outside the
    // matching type and authority groups, counted index-only.
    pg
      .index("documents_current_crew_authority_idx")
      .on(t.crewMemberId, t.type, t.authorityLower)
      .where(sql`${t.supersededById} is null`),
    // The documents that point at one being deleted (its renewals' superseded_by_id, a file's document):
    // the foreign keys' ON DELETE SET NULL finds them here instead of reading every document.
    pg.index("documents_superseded_by_idx").on(t.supersededById).where(sql`${t.supersededById} is not null`),
    pg.index("documents_file_idx").on(t.fileId).where(sql`${t.fileId} is not null`),
  ],
);

/** What a certificate says, without its holder: a new document's particulars (an upload, an accepted
 * submission, the seeds' certificate sets). */
export type CertificateParticulars = Pick<
  typeof documents.$inferSelect,
  "type" | "documentNumber" | "issueDate" | "expiryDate" | "issuingAuthority" | "issuingState" | "grade"
>;

/**
 * Fleet-wide counts kept by triggers in the writing transaction (the fleet counts projection, projections/fleet-counts.ts): how many
 * rows of a `kind` have the key date `day`. A figure relative to today is a sum over a day range read on
 * the primary key, so a cold dashboard reads a few hundred rows instead of 50,000 documents.
 */
export const fleetCounts = pg.pgTable(
  "fleet_counts",
  {
    kind: pg.text("kind").notNull(),
    day: day("day").notNull(),
    n: pg.integer("n").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.kind, t.day] })],
);

/**
 * The activity log tallied by UTC day, role, user and entity type (empty string for none), kept by the
 * activity tally projection's trigger (projections/activity-tally.ts): the activity report's tiles and filter choices
 * over 30 days read about a month of small rows instead of every entry.
 */
export const activityTally = pg.pgTable(
  "activity_tally",
  {
    day: day("day").notNull(),
    userRole: pg.text("user_role").notNull(),
    username: pg.text("username").notNull(),
    entityType: pg.text("entity_type").notNull(),
    /** The writing connection's slot (projections/activity-tally.ts): no row every writer shares. */
    slot: pg.smallint("slot").notNull().default(0),
    n: pg.integer("n").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.day, t.userRole, t.username, t.entityType, t.slot] })],
);

/**
 * Current documents counted by type and lower-cased issuing authority, kept by the document search groups
 * projection's triggers (projections/document-search-groups.ts): the Document Center search's total adds
 * the groups a term matches (a hundred small rows) instead of testing every document.
 */
export const documentSearchGroups = pg.pgTable(
  "document_search_groups",
  {
    type: pg.text("type").notNull(),
    authorityLower: pg.text("authority_lower").notNull(),
    /** The writing connection's slot, as the activity tally's: no row every writer shares. */
    slot: pg.smallint("slot").notNull().default(0),
    n: pg.integer("n").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.type, t.authorityLower, t.slot] })],
);

/** Each active crew member's earliest current document expiry: their one row in the "compliant" count. */
export const crewCompliance = pg.pgTable("crew_compliance", {
  crewMemberId: pg.uuid("crew_member_id").primaryKey(),
  day: day("day").notNull(),
});

/** The members whose compliance row a transaction must re-derive at commit (projections/fleet-counts.ts). */
export const fleetCountsPending = pg.pgTable(
  "fleet_counts_pending",
  {
    tx: pg.bigint("tx", { mode: "number" }).notNull(),
    crewMemberId: pg.uuid("crew_member_id").notNull(),
  },
  (t) => [pg.primaryKey({ columns: [t.tx, t.crewMemberId] })],
);

/**
 * Documents a crew member uploaded for themself, waiting for the office's review. Not a
 * document: nothing that reads current documents (counts, alerts, compliance, eligibility) sees it. The
 * office accepts it (a document is created from it, superseding the older one, and documentId names it)
 * or rejects it with a reason the seafarer reads.
 */
export const documentSubmissions = pg.pgTable(
  "document_submissions",
  {
    id: id(),
    ...certificateColumns(),
    fileId: pg.uuid("file_id").references(() => storedFiles.id, { onDelete: "set null" }),
    /** pending → accepted | rejected (once). */
    status: pg.text("status").notNull().default("pending"),
    rejectReason: pg.text("reject_reason"),
    submittedBy: pg.uuid("submitted_by").references(() => users.id, { onDelete: "set null" }),
    submittedAt: ts("submitted_at").notNull().defaultNow(),
    reviewedBy: pg.uuid("reviewed_by").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: ts("reviewed_at"),
    /** The document an acceptance created. */
    documentId: pg.uuid("document_id").references(() => documents.id, { onDelete: "set null" }),
  },
  (t) => [
    pg.index("document_submissions_status_idx").on(t.status, t.submittedAt),
    pg.index("document_submissions_crew_idx").on(t.crewMemberId, t.submittedAt),
    // a document's deletion sets its accepted submission's document_id to null (the foreign key's action)
    pg.index("document_submissions_document_idx").on(t.documentId).where(sql`${t.documentId} is not null`),
    pg.check("document_submissions_status_check", sql`${t.status} in ('pending', 'accepted', 'rejected')`),
  ],
);
