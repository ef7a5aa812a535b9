// Delivers the e-mail outbox over SMTP (SMTP_URL). Due rows are claimed with FOR UPDATE SKIP LOCKED (so
// several app instances never take the same row), marked "sending", delivered, then marked "sent" or put
// back to "pending" with a backoff, or "failed" after MAX_ATTEMPTS. A row found still "sending" after its
// lease ran out (the app stopped mid-delivery) is marked failed instead of retried: the SMTP server may
// already have accepted it, and a message is never sent twice. Without SMTP_URL nothing is sent and the
// rows stay "pending", readable on /notifications.
import { and, eq, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { emailOutbox } from "../db/schema";
import { logActivity } from "../modules/activity/service";

export const MAX_ATTEMPTS = 6;
const LEASE_MS = 10 * 60_000;
const BATCH = 20;

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4, 8, 16 minutes (capped at 1 hour). */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Short timeouts unless the URL sets its own, so a dead SMTP host never stalls the sender for minutes. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("connectionTimeout")) url.searchParams.set("connectionTimeout", "10000");
  if (!url.searchParams.has("socketTimeout")) url.searchParams.set("socketTimeout", "30000");
  return url.toString();
}

export interface SenderDeps {
  db: Db;
  smtpUrl?: string;
  from: string;
  now: () => Date;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface DeliveryResult {
  id: string;
  status: "sent" | "pending" | "failed";
  error?: string;
}

interface ClaimedRow {
  id: string;
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
  kind: string;
  created_by: string | null;
}

export class OutboxSender {
  private transport: Transporter | null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(private readonly deps: SenderDeps) {
    this.transport = deps.smtpUrl ? nodemailer.createTransport(withTimeouts(deps.smtpUrl)) : null;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Claims due rows (all, or only `ids`) and marks them "sending" with a lease; one statement. */
  private async claim(ids?: string[]): Promise<ClaimedRow[]> {
    const now = this.deps.now();
    const leaseUntil = new Date(now.getTime() + LEASE_MS);
    const only = ids?.length
      ? sql`AND id IN (${sql.join(
          ids.map((i) => sql`${i}::uuid`),
          sql`, `,
        )})`
      : sql``;
    return queryRows<ClaimedRow>(
      this.deps.db,
      sql`UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}
          WHERE id IN (
            SELECT id FROM email_outbox
            WHERE status = 'pending' AND (attempts = 0 OR next_attempt_at <= ${now}) ${only}
            ORDER BY next_attempt_at LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, body_text, body_html, attempts, kind, created_by`,
    );
  }

  /** Rows left "sending" past their lease: the app stopped mid-delivery. Never resend them. */
  private async failStale(): Promise<void> {
    await this.deps.db
      .update(emailOutbox)
      .set({
        status: "failed",
        lastError: "Interrupted while sending (the app stopped); not retried so it is never sent twice",
      })
      .where(and(eq(emailOutbox.status, "sending"), lte(emailOutbox.nextAttemptAt, this.deps.now())));
  }

  private async deliver(row: ClaimedRow): Promise<DeliveryResult> {
    const { db } = this.deps;
    const transport = this.transport as Transporter;
    try {
      await transport.sendMail({
        from: this.deps.from,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html ?? undefined,
      });
    } catch (err) {
      const error = (err as Error).message?.slice(0, 500) || "SMTP error";
      const give_up = row.attempts >= MAX_ATTEMPTS;
      await db.transaction(async (tx) => {
        await tx
          .update(emailOutbox)
          .set({
            status: give_up ? "failed" : "pending",
            lastError: error,
            nextAttemptAt: new Date(this.deps.now().getTime() + backoffMs(row.attempts)),
          })
          .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.status, "sending")));
        if (give_up || row.kind === "test")
          await logActivity(tx, null, {
            type: "email",
            action: "failed",
            entityType: "email",
            entityId: row.id,
            description: `E-mail "${row.subject}" to ${row.to_address} failed${give_up ? ` after ${row.attempts} attempts` : ""}: ${error}`,
            severity: "error",
            metadata: { attempts: row.attempts, kind: row.kind },
          });
      });
      this.deps.log?.warn({ id: row.id, attempts: row.attempts, err: error }, "e-mail delivery failed");
      return { id: row.id, status: give_up ? "failed" : "pending", error };
    }
    await db.transaction(async (tx) => {
      await tx
        .update(emailOutbox)
        .set({ status: "sent", sentAt: this.deps.now(), lastError: null })
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
    return { id: row.id, status: "sent" };
  }

  private inFlight = new Set<Promise<unknown>>();

  /** Delivers what is due now (or only `ids`). Without SMTP_URL it does nothing. */
  deliverDue(ids?: string[]): Promise<DeliveryResult[]> {
    const run = this.deliver_(ids);
    this.inFlight.add(run);
    const done = () => this.inFlight.delete(run);
    run.then(done, done);
    return run;
  }

  /** Starts a delivery in the background (after a request queued mail); errors are logged. */
  kick(): void {
    this.deliverDue().catch((err) => this.deps.log?.error({ err }, "outbox sender failed"));
  }

  /** Resolves when every delivery started so far has finished. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver_(ids?: string[]): Promise<DeliveryResult[]> {
    if (!this.transport) return [];
    await this.failStale();
    const results: DeliveryResult[] = [];
    for (;;) {
      const rows = await this.claim(ids);
      for (const row of rows) results.push(await this.deliver(row));
      if (rows.length < BATCH || ids) return results;
    }
  }

  /** Polls the outbox every `intervalMs` (main.ts; never in tests unless asked). */
  start(intervalMs = 15_000): void {
    if (!this.transport || this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.deliverDue()
        .catch((err) => this.deps.log?.error({ err }, "outbox sender failed"))
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setInterval(tick, intervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await Promise.allSettled([...this.inFlight]);
    this.transport?.close();
  }
}
