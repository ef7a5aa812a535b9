import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { bytea, createdAt, day, documentTypeEnum, id, ts, updatedAt } from "./columns";
import { users } from "./schema";
import { crewMembers } from "./schema-fleet";

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
