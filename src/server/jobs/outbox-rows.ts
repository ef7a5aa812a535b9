// The e-mail outbox's row states (outbox-sender.ts tells the whole delivery story): claiming one due row
// with a lease, releasing expired leases, and recording each outcome of a send with its activity entry.
import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { emailOutbox, type MailAttachment } from "../db/schema";
import { logActivity } from "../lib/activity-log";

export const MAX_ATTEMPTS = 6;

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4, 8, 16 minutes (capped at 1 hour). */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

export interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attachments: MailAttachment[] | null;
  attempts: number;
  kind: string;
}

/** Claims the next due row (or the next of `ids`) right before its send: "sending" with a lease. */
export async function claimOutboxRow(
  db: Db,
  now: Date,
  leaseMs: number,
  ids?: string[],
): Promise<ClaimedRow | null> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  const only = ids?.length
    ? sql`AND id IN (${sql.join(
        ids.map((i) => sql`${i}::uuid`),
        sql`, `,
      )})`
    : sql``;
  const [row] = await queryRows<ClaimedRow>(
    db,
    sql`UPDATE email_outbox
        SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}, handed_at = NULL
        WHERE id = (
          SELECT id FROM email_outbox
          WHERE status = 'pending' AND (attempts = 0 OR next_attempt_at <= ${now}) ${only}
          ORDER BY next_attempt_at, id LIMIT 1
          FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, body_text, body_html, attachments, attempts, kind`,
  );
  return row ?? null;
}

/**
 * Rows left "sending" past their lease (their instance died or was forced out): never handed to SMTP →
 * back to "pending" (the attempt did not happen); handed → "unknown", never resent automatically.
 */
export async function releaseExpiredLeases(
  db: Db,
  now: Date,
): Promise<{ released: number; unknown: number }> {
  return db.transaction(async (tx) => {
    const released = await tx
      .update(emailOutbox)
      .set({
        status: "pending",
        attempts: sql`greatest(${emailOutbox.attempts} - 1, 0)`,
        nextAttemptAt: now,
      })
      .where(
        and(
          eq(emailOutbox.status, "sending"),
          lte(emailOutbox.nextAttemptAt, now),
          isNull(emailOutbox.handedAt),
        ),
      )
      .returning({ id: emailOutbox.id });
    const unknown = await tx
      .update(emailOutbox)
      .set({
        status: "unknown",
        lastError:
          "The app stopped while the SMTP server had this message; it may have been delivered, so it is not sent again automatically",
      })
      .where(
        and(
          eq(emailOutbox.status, "sending"),
          lte(emailOutbox.nextAttemptAt, now),
          isNotNull(emailOutbox.handedAt),
        ),
      )
      .returning({ id: emailOutbox.id, subject: emailOutbox.subject, to: emailOutbox.toAddress });
    for (const row of unknown)
      await logActivity(tx, null, {
        type: "email",
        action: "unknown",
        entityType: "email",
        entityId: row.id,
        description: `E-mail "${row.subject}" to ${row.to}: delivery outcome unknown (the app stopped mid-delivery); not sent again automatically`,
        severity: "warning",
      });
    return { released: released.length, unknown: unknown.length };
  });
}

/** Recorded right before the message goes to the SMTP server. */
export async function markHanded(db: Db, id: string, now: Date): Promise<void> {
  await db.update(emailOutbox).set({ handedAt: now }).where(eq(emailOutbox.id, id));
}

export async function recordSent(db: Db, row: ClaimedRow, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now, lastError: null })
      .where(eq(emailOutbox.id, row.id));
    await logActivity(tx, null, {
      type: "email",
      action: "sent",
      entityType: "email",
      entityId: row.id,
      description: `E-mail "${row.subject}" sent to ${row.to_address}`,
      severity: "success",
      metadata: { kind: row.kind, attempts: row.attempts },
    });
  });
}

/** A send that certainly did not deliver: "pending" with backoff, or "failed" after MAX_ATTEMPTS. */
export async function recordFailure(
  db: Db,
  row: ClaimedRow,
  error: string,
  now: Date,
): Promise<"pending" | "failed"> {
  const giveUp = row.attempts >= MAX_ATTEMPTS;
  await db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({
        status: giveUp ? "failed" : "pending",
        lastError: error,
        handedAt: null,
        nextAttemptAt: new Date(now.getTime() + backoffMs(row.attempts)),
      })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
    if (giveUp || row.kind === "test")
      await logActivity(tx, null, {
        type: "email",
        action: "failed",
        entityType: "email",
        entityId: row.id,
        description: `E-mail "${row.subject}" to ${row.to_address} failed${giveUp ? ` after ${row.attempts} attempts` : ""}: ${error}`,
        severity: "error",
        metadata: { attempts: row.attempts, kind: row.kind },
      });
  });
  return giveUp ? "failed" : "pending";
}

/** A send that may have delivered: "unknown", never sent again automatically. */
export async function recordUnknown(db: Db, row: ClaimedRow, error: string): Promise<void> {
  const lastError = `Outcome unknown: ${error}. The SMTP server may have taken the message, so it is not sent again automatically`;
  await db.transaction(async (tx) => {
    await tx
      .update(emailOutbox)
      .set({ status: "unknown", lastError: lastError.slice(0, 600) })
      .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
    await logActivity(tx, null, {
      type: "email",
      action: "unknown",
      entityType: "email",
      entityId: row.id,
      description: `E-mail "${row.subject}" to ${row.to_address}: delivery outcome unknown (${error}); not sent again automatically`,
      severity: "warning",
      metadata: { kind: row.kind, attempts: row.attempts },
    });
  });
}
