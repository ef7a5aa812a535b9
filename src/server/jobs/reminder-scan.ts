// The daily reminder scan (spec §1: reminder e-mails on a configurable schedule). For each document whose
// expiry is within the largest configured reminder day, the reminder due is the smallest configured day
// ≥ the days remaining: on time that is the day itself; after a missed day (the app was down) it is the
// latest threshold passed, so a catch-up sends one reminder, not every one missed. Each reminder goes to
// each configured recipient once: its row in reminder_log (unique document+expiry+day+recipient) is
// inserted with ON CONFLICT DO NOTHING in the same transaction as its outbox row. The whole scan holds a
// transaction-scoped advisory lock, so with several app instances on one PostgreSQL only one scans.
// Staff recipients also get one daily digest of missing required certificates (jobs/missing-digest.ts).
import { Cron } from "croner";
import { sql } from "drizzle-orm";
import { formatDisplayDate, todayIn } from "../../shared/dates";
import {
  reminderSubject,
  renderTemplateHtml,
  renderTemplateText,
  type TemplateVars,
} from "../../shared/email-template";
import { DOCUMENT_TYPE_LABELS } from "../../shared/options";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { appMeta } from "../db/schema";
import { logActivity } from "../lib/activity-log";
import type { Caller } from "../lib/caller";
import { currentDocumentSql, daysRemainingSql, expiringSql } from "../lib/expiry-sql";
import { alertWindows } from "../modules/alerts/service";
import { enqueueEmail } from "../modules/email/outbox";
import { getEmailSettings } from "../modules/email/settings-service";
import { aboardOnSql, aboardTourSql } from "../modules/manning/tours";
import { queueRestHoursReminders } from "../modules/rest-hours/reminders";
import { queueMissingDigest } from "./missing-digest";

/** Advisory lock key of the scan ("CFREMIND" as a number). */
const LOCK_KEY = 0x4346_5245_4d49;
export const LAST_SCAN_KEY = "reminder_last_scan";

export interface ScanResult {
  ran: boolean;
  queued: number;
  documents: number;
  message: string;
}

interface DueDocument {
  id: string;
  type: keyof typeof DOCUMENT_TYPE_LABELS;
  document_number: string;
  expiry_date: string;
  days_left: number;
  reminder_day: number;
  crew_name: string;
  vessel_name: string | null;
  crew_email: string | null;
  captain_emails: string[] | null;
}

const EXPIRY = sql`d.expiry_date`;

/** The addresses of the enabled users whose role is among the recipients (admin, office staff). */
async function officeAddresses(tx: Db, recipients: Set<string>): Promise<string[]> {
  const roles = [...recipients].filter((r) => r === "admin" || r === "office_staff");
  if (roles.length === 0) return [];
  const rows = await queryRows<{ email: string }>(
    tx,
    sql`SELECT DISTINCT lower(email) AS email FROM users
        WHERE NOT disabled AND email IS NOT NULL AND email <> ''
          AND role::text IN (${sql.join(
            roles.map((r) => sql`${r}`),
            sql`, `,
          )})`,
  );
  return rows.map((r) => r.email);
}

export async function runReminderScan(
  db: Db,
  today: string,
  caller: Caller | null = null,
): Promise<ScanResult> {
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${LOCK_KEY}) AS locked`,
    );
    if (!lock?.locked)
      return {
        ran: false,
        queued: 0,
        documents: 0,
        message: "Another instance is running the reminder scan",
      };

    const settings = await getEmailSettings(tx);
    const windows = await alertWindows(tx);
    const days = settings.reminderDays.filter((d) => d > 0);
    const recipients = new Set(settings.recipients);
    await tx
      .insert(appMeta)
      .values({ key: LAST_SCAN_KEY, value: today })
      .onConflictDoUpdate({ target: appMeta.key, set: { value: today } });
    const staff = await officeAddresses(tx, recipients);
    const rest =
      settings.enabled && settings.restHoursReminders
        ? (await queueRestHoursReminders(tx, today, staff)).queued
        : 0;
    const restNote = rest ? `; ${rest} hours-of-rest e-mail${rest === 1 ? "" : "s"}` : "";
    if (!settings.enabled || days.length === 0 || recipients.size === 0) {
      const message = rest
        ? `Reminder scan: document reminders are off${restNote}`
        : "Email reminders are off: nothing queued";
      // a run someone asked for is in the audit trail even when it had nothing to do
      if (caller) {
        await logActivity(tx, caller, {
          type: "email",
          action: "reminder_scan",
          description: `Reminder scan: ${message.toLowerCase()}`,
          severity: "info",
          metadata: { queued: rest, documents: 0, today },
        });
      }
      return { ran: true, queued: rest, documents: 0, message };
    }
    const maxDay = Math.max(...days);
    const dayList = sql.raw(`ARRAY[${days.map((d) => Math.trunc(d)).join(",")}]::int[]`);
    const docs = await queryRows<DueDocument>(
      tx,
      sql`SELECT d.id, d.type, d.document_number, d.expiry_date::text AS expiry_date,
            ${daysRemainingSql(EXPIRY, today)} AS days_left,
            (SELECT min(x) FROM unnest(${dayList}) x WHERE x >= ${daysRemainingSql(EXPIRY, today)}) AS reminder_day,
            c.first_name || ' ' || c.last_name AS crew_name, v.name AS vessel_name,
            coalesce(nullif(c.email, ''), u.email) AS crew_email,
            (SELECT array_agg(coalesce(nullif(cap.email, ''), cu.email))
               FROM crew_members cap LEFT JOIN users cu ON cu.id = cap.user_id
              WHERE ab.vessel_id IS NOT NULL AND cap.rank = 'Captain' AND cap.status = 'active'
                AND cap.id IN ${aboardOnSql(sql`ab.vessel_id`, today)}
                AND coalesce(nullif(cap.email, ''), cu.email) IS NOT NULL) AS captain_emails
          FROM documents d
          JOIN crew_members c ON c.id = d.crew_member_id
          LEFT JOIN users u ON u.id = c.user_id
          LEFT JOIN LATERAL ${aboardTourSql(sql`c.id`, today)} ab ON true
          LEFT JOIN vessels v ON v.id = ab.vessel_id
          WHERE ${expiringSql(EXPIRY, today, maxDay)} AND ${currentDocumentSql()}
          ORDER BY d.expiry_date, d.id`,
    );
    let queued = 0;
    const touched = new Set<string>();
    for (const doc of docs) {
      const addresses = new Set<string>();
      if (recipients.has("crew") && doc.crew_email) addresses.add(doc.crew_email.toLowerCase());
      if (recipients.has("captain")) for (const e of doc.captain_emails ?? []) addresses.add(e.toLowerCase());
      for (const email of staff) addresses.add(email);
      const vars: TemplateVars = {
        crewName: doc.crew_name,
        documentType: DOCUMENT_TYPE_LABELS[doc.type] ?? doc.type,
        documentNumber: doc.document_number,
        expiryDate: formatDisplayDate(doc.expiry_date),
        daysRemaining: doc.days_left,
        vesselName: doc.vessel_name ?? "Not assigned",
      };
      for (const to of addresses) {
        const [logged] = await queryRows<{ id: string }>(
          tx,
          sql`INSERT INTO reminder_log (document_id, expiry_date, reminder_day, recipient, scan_date)
              VALUES (${doc.id}, ${doc.expiry_date}::date, ${doc.reminder_day}, ${to}, ${today}::date)
              ON CONFLICT (document_id, expiry_date, reminder_day, recipient) DO NOTHING
              RETURNING id`,
        );
        if (!logged) continue;
        const outboxId = await enqueueEmail(tx, null, {
          kind: "reminder",
          to,
          subject: reminderSubject(vars, windows),
          text: renderTemplateText(settings.emailTemplate, vars),
          html: renderTemplateHtml(settings.emailTemplate, vars),
          entityType: "document",
          entityId: doc.id,
        });
        await tx.execute(sql`UPDATE reminder_log SET outbox_id = ${outboxId} WHERE id = ${logged.id}`);
        queued++;
        touched.add(doc.id);
      }
    }
    const digests = await queueMissingDigest(tx, today, staff);
    const digestNote = digests ? ` and missing certificates (${digests})` : "";
    const message = `Reminder scan: ${queued + digests} e-mail${queued + digests === 1 ? "" : "s"} queued for ${touched.size} document${touched.size === 1 ? "" : "s"}${digestNote}${restNote}`;
    queued += digests + rest;
    if (queued > 0 || caller) {
      await logActivity(tx, caller, {
        type: "email",
        action: "reminder_scan",
        description: message,
        severity: "info",
        metadata: { queued, documents: touched.size, today },
      });
    }
    return { ran: true, queued, documents: touched.size, message };
  });
}

export interface SchedulerDeps {
  db: Db;
  timeZone: string;
  now: () => Date;
  afterScan?: () => Promise<unknown>;
  log?: { info(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

/**
 * Checks every minute whether today's scan is due (the local time has passed email_settings.scan_time and
 * no scan ran today), so a changed scan time applies at once and a restart after the scan time catches up.
 */
export class ReminderScheduler {
  private cron: Cron | null = null;
  private busy = false;
  private stopped = false;

  constructor(private readonly deps: SchedulerDeps) {}

  async tick(): Promise<ScanResult | null> {
    if (this.busy || this.stopped) return null;
    this.busy = true;
    try {
      const now = this.deps.now();
      const today = todayIn(this.deps.timeZone, now);
      const settings = await getEmailSettings(this.deps.db);
      const hhmm = new Intl.DateTimeFormat("en-GB", {
        timeZone: this.deps.timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      }).format(now);
      if (hhmm < settings.scanTime) return null;
      const [last] = await queryRows<{ value: string }>(
        this.deps.db,
        sql`SELECT value FROM app_meta WHERE key = ${LAST_SCAN_KEY}`,
      );
      if (last && last.value >= today) return null;
      const result = await runReminderScan(this.deps.db, today);
      this.deps.log?.info({ ...result }, "reminder scan");
      if (!this.stopped) await this.deps.afterScan?.();
      return result;
    } finally {
      this.busy = false;
    }
  }

  /** The scan now, whatever the time (an admin's "run reminders"); `caller` is named in its activity entry. */
  scanNow(today: string, caller: Caller): Promise<ScanResult> {
    return runReminderScan(this.deps.db, today, caller);
  }

  start(): void {
    if (this.cron) return;
    this.stopped = false;
    this.cron = new Cron("0 * * * * *", { protect: true, unref: true }, () => {
      void this.tick().catch((err) => this.deps.log?.error({ err }, "reminder scan failed"));
    });
    void this.tick().catch((err) => this.deps.log?.error({ err }, "reminder scan failed"));
  }

  /** No new scan starts after this (a scan in progress finishes its one transaction). */
  stop(): void {
    this.stopped = true;
    this.cron?.stop();
    this.cron = null;
  }
}
