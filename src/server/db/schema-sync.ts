// Offline sync: the answer to each write sent with an Idempotency-Key, per user, so a queue
// replayed after a lost connection applies each write once and gets the same answer back.
import { integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./schema";

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** sha256 of method, URL and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    /** null while the first request is still running. */
    status: integer("status"),
    body: text("body"),
    /** The caller's role and crew member when the key was claimed: a replay needs the same. */
    callerScope: text("caller_scope"),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);
