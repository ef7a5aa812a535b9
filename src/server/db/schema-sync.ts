// Offline sync: the answer to each write sent with an Idempotency-Key, per user, so a queue
// replayed after a lost connection applies each write once and gets the same answer back.
import * as pg from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./schema";

export const idempotencyKeys = pg.pgTable(
  "idempotency_keys",
  {
    userId: pg
      .uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: pg.text("key").notNull(),
    /** sha256 of method, URL and body: the same key with another request is refused. */
    requestHash: pg.text("request_hash").notNull(),
    /** null while the first request is still running. */
    status: pg.integer("status"),
    body: pg.text("body"),
    /** The caller's role and crew member when the key was claimed: a replay needs the same. */
    callerScope: pg.text("caller_scope"),
    createdAt: createdAt(),
  },
  (t) => [pg.primaryKey({ columns: [t.userId, t.key] })],
);
