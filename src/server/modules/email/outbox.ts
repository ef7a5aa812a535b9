// Every e-mail goes into email_outbox first, in the same transaction as the change that caused it, so
// nothing is lost when SMTP is down; a sender job (jobs/) delivers what is pending, with retries.
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema";
import type { Caller } from "../../lib/caller";

export interface OutgoingEmail {
  kind: string; // reminder, test, contact, ...
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  entityType?: string;
  entityId?: string;
}

export async function enqueueEmail(db: Db, caller: Pick<Caller, "id"> | null, mail: OutgoingEmail) {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      bodyText: mail.text,
      bodyHtml: mail.html ?? null,
      entityType: mail.entityType ?? null,
      entityId: mail.entityId ?? null,
      createdBy: caller?.id ?? null,
    })
    .returning({ id: emailOutbox.id });
  return row.id;
}

/** Escapes user data for the HTML body of an e-mail (one implementation, in src/shared). */
export { escapeHtml } from "../../../shared/email-template";
