// Every e-mail goes into email_outbox first, in the same transaction as the change that caused it, so
// nothing is lost when SMTP is down; a sender job (jobs/) delivers what is pending, with retries.
import { and, eq, sql } from "drizzle-orm";
import { MAIL_QUEUED_NO_SERVER, type TMailResult } from "../../../shared/email-settings";
import type { Db, DbOrTx } from "../../db/client";
import { emailOutbox, type MailAttachment } from "../../db/schema";
import { logActivity } from "../../lib/activity-log";
import type { Caller } from "../../lib/caller";
import type { MailDelivery } from "../../lib/mail-delivery";

export interface OutgoingEmail {
  kind: string; // reminder, test, contact, ...
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  entityType?: string;
  entityId?: string;
}

export async function enqueueEmail(db: DbOrTx, caller: Pick<Caller, "id"> | null, mail: OutgoingEmail) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html ?? null,
      attachments: mail.attachments?.length ? mail.attachments : null,
      entityType: mail.entityType ?? null,
      entityId: mail.entityId ?? null,
      createdBy: caller?.id ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** Escapes user data for the HTML body of an e-mail (one implementation, in src/shared). */
export { escapeHtml } from "../../../shared/email-template";

/**
 * Tries to deliver one queued e-mail at once (Send Test Email, Contact). With no mail server configured
 * it stays queued and says so (MAIL_QUEUED_NO_SERVER); otherwise the sender's answer: sent, or the
 * delivery error (the row stays in the outbox and is retried), which the caller words.
 */
export async function deliverNow(
  outbox: Pick<MailDelivery, "configured" | "deliverDue">,
  outboxId: string,
  to: string,
  sentMessage: string,
): Promise<TMailResult | { status: "failed"; error: string }> {
  if (!outbox.configured) return { status: "queued", message: MAIL_QUEUED_NO_SERVER, to, outboxId };
  const [result] = await outbox.deliverDue([outboxId]);
  if (result?.status === "sent") return { status: "sent", message: sentMessage, to, outboxId };
  return { status: "failed", error: result?.error ?? "the message could not be delivered" };
}

/** An admin's "send again" for a message whose outcome is unknown (or that failed): back to pending. */
export async function resendEmail(db: Db, caller: Caller, id: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(emailOutbox)
      .set({ status: "pending", attempts: 0, handedAt: null, nextAttemptAt: now, lastError: null })
      .where(and(eq(emailOutbox.id, id), sql`${emailOutbox.status} in ('unknown', 'failed')`))
      .returning({ id: emailOutbox.id, subject: emailOutbox.subject, to: emailOutbox.toAddress });
    if (!row) return false;
    await logActivity(tx, caller, {
      type: "email",
      action: "resend",
      entityType: "email",
      entityId: row.id,
      description: `E-mail "${row.subject}" to ${row.to} queued to be sent again by an admin`,
      severity: "warning",
    });
    return true;
  });
}
