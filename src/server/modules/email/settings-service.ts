// The office's e-mail settings (one row, id 1), the test e-mail and the outbox list.
import { desc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  DEFAULT_EMAIL_SETTINGS,
  type TEmailSettings,
  type TOutboxItem,
  type ZEmailSettingsRequest,
} from "../../../shared/email-settings";
import { renderTemplateHtml, renderTemplateText, SAMPLE_VARS } from "../../../shared/email-template";
import type { TPageQuery } from "../../../shared/pagination";
import { writeTx } from "../../db/app-today";
import type { DbOrTx } from "../../db/client";
import { emailOutbox, emailSettings, users } from "../../db/schema";
import { logActivity } from "../../lib/activity-log";
import { AppError, badRequest } from "../../lib/app-error";
import type { MailDelivery } from "../../lib/mail-delivery";
import type { RequestCtx } from "../../lib/request-ctx";
import { deliverNow, enqueueEmail } from "./outbox";

type Row = typeof emailSettings.$inferSelect;

function toSettings(row: Row | undefined): TEmailSettings {
  if (!row) return { ...DEFAULT_EMAIL_SETTINGS };
  return {
    enabled: row.enabled,
    reminderDays: row.reminderDays,
    recipients: row.recipients,
    emailTemplate: row.emailTemplate,
    scanTime: row.scanTime,
    restHoursReminders: row.restHoursReminders,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored settings, or the defaults when the row was never written. */
export async function getEmailSettings(db: DbOrTx): Promise<TEmailSettings> {
  const [row] = await db.select().from(emailSettings).where(eq(emailSettings.id, 1));
  return toSettings(row);
}

function describeChanges(before: TEmailSettings, after: TEmailSettings): string[] {
  const changes: string[] = [];
  if (before.enabled !== after.enabled)
    changes.push(`notifications ${after.enabled ? "enabled" : "disabled"}`);
  const list = (v: unknown[]) => (v.length ? v.join(", ") : "none");
  if (list(before.reminderDays) !== list(after.reminderDays))
    changes.push(`reminder days ${list(after.reminderDays)}`);
  if (list(before.recipients) !== list(after.recipients))
    changes.push(`recipients ${list(after.recipients)}`);
  if (before.emailTemplate !== after.emailTemplate) changes.push("template changed");
  if (before.scanTime !== after.scanTime) changes.push(`daily scan at ${after.scanTime}`);
  if (before.restHoursReminders !== after.restHoursReminders)
    changes.push(`hours-of-rest reminders ${after.restHoursReminders ? "on" : "off"}`);
  return changes;
}

export async function updateEmailSettings(
  { db, caller, today }: RequestCtx,
  input: z.output<typeof ZEmailSettingsRequest>,
): Promise<TEmailSettings> {
  return writeTx({ db, today }, async (tx) => {
    const before = await getEmailSettings(tx);
    const values = {
      enabled: input.enabled,
      reminderDays: [...input.reminderDays].sort((a, b) => b - a),
      recipients: input.recipients,
      emailTemplate: input.emailTemplate,
      scanTime: input.scanTime ?? before.scanTime,
      restHoursReminders: input.restHoursReminders ?? before.restHoursReminders,
      updatedBy: caller.id,
      updatedAt: new Date(),
    };
    const [row] = await tx
      .insert(emailSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: emailSettings.id, set: values })
      .returning();
    const after = toSettings(row);
    const changes = describeChanges(before, after);
    await logActivity(tx, caller, {
      type: "settings",
      action: "update",
      entityType: "email_settings",
      entityId: "1",
      description: `Email settings updated${changes.length ? `: ${changes.join("; ")}` : " (no change)"}`,
      severity: "success",
      metadata: { changes },
    });
    return after;
  });
}

/**
 * Queues a test e-mail to the caller and tries to deliver it at once: sent, or queued when no mail server
 * is configured (202, not an error); a mail server that refuses it is a 503 with the reason.
 */
export async function sendTestEmail({ db, caller, today }: RequestCtx, outbox: MailDelivery) {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, caller.id));
  const to = user?.email?.trim();
  if (!to) throw badRequest("Failed to send test email: your account has no e-mail address");
  const settings = await getEmailSettings(db);
  const intro = "This is a test e-mail from CrewFleet. Below is a reminder rendered with sample values.\n\n";
  const id = await writeTx({ db, today }, async (tx) => {
    const outboxId = await enqueueEmail(tx, caller, {
      kind: "test",
      to,
      subject: "CrewFleet test email",
      text: intro + renderTemplateText(settings.emailTemplate, SAMPLE_VARS),
      html: renderTemplateHtml(intro + settings.emailTemplate, SAMPLE_VARS),
    });
    await logActivity(tx, caller, {
      type: "email",
      action: "test",
      entityType: "email",
      entityId: outboxId,
      description: `Test e-mail queued for ${to}`,
      metadata: { to },
    });
    return outboxId;
  });
  const result = await deliverNow(outbox, id, to, `Test email sent successfully to ${to}`);
  if (result.status === "failed") {
    throw new AppError(
      "UNAVAILABLE",
      `Failed to send test email: ${result.error}. It stays in the outbox and will be retried.`,
    );
  }
  return result;
}

/** One page of the outbox, newest first, optionally of one status. */
export async function listOutbox(
  { db }: RequestCtx,
  { limit, offset, status }: TPageQuery & { status?: TOutboxItem["status"] },
): Promise<{ items: TOutboxItem[]; total: number }> {
  const where = status ? eq(emailOutbox.status, status) : undefined;
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(emailOutbox).where(where);
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(where)
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(limit)
    .offset(offset);
  const items = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    toAddress: r.toAddress,
    subject: r.subject,
    bodyText: r.bodyText,
    status: r.status,
    attempts: r.attempts,
    lastError: r.lastError,
    nextAttemptAt: r.nextAttemptAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  return { items, total };
}
