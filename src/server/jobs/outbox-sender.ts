// Delivers the e-mail outbox over SMTP (SMTP_URL) so that a message is never lost and never sent twice,
// also with several app instances, kills, stops and slow mail servers:
// - A row is claimed right before its own send (one row, FOR UPDATE SKIP LOCKED, so two instances never
//   take the same row): status "sending" with a lease (OUTBOX_LEASE_SECONDS). Nothing is claimed ahead.
// - Right before the message goes to the SMTP server the row records `handed_at`. Every message carries a
//   fixed Message-ID made from its outbox id, so a receiving system can tell a copy if one is ever made.
// - Sent → "sent". A failure the server told us about, or one before the server could have taken the
//   message (refused connection, DNS, TLS, auth, envelope refused) → "pending" with backoff, or "failed"
//   after MAX_ATTEMPTS. Any other failure after handing it over (no answer after the body: a socket
//   timeout, a dropped connection) → "unknown": never sent again automatically; an admin may "send
//   again" from the Outbox (resendUnknown).
// - A row still "sending" after its lease (the instance died) goes back to "pending" when it was never
//   handed over, and to "unknown" when it was.
// - stop() is honoured between rows: the message in hand finishes, no further row is claimed.
// Without SMTP_URL nothing is sent and the rows stay "pending", readable on /notifications.
import { and, eq, isNotNull, isNull, lte, sql } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Db } from "../db/client";
import { queryRows } from "../db/rows";
import { emailOutbox } from "../db/schema";
import type { Caller } from "../lib/caller";
import { logActivity } from "../modules/activity/service";

export const MAX_ATTEMPTS = 6;
export const DEFAULT_LEASE_MS = 120_000;

/** Wait before attempt n+1 after n failed attempts: 1, 2, 4, 8, 16 minutes (capped at 1 hour). */
export function backoffMs(attempts: number): number {
  return Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));
}

/** Short timeouts unless the URL sets its own, so a dead SMTP host never stalls the sender for minutes. */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has("connectionTimeout")) url.searchParams.set("connectionTimeout", "10000");
  if (!url.searchParams.has("greetingTimeout")) url.searchParams.set("greetingTimeout", "10000");
  if (!url.searchParams.has("socketTimeout")) url.searchParams.set("socketTimeout", "30000");
  return url.toString();
}

/** The fixed Message-ID of an outbox row: `<id@domain of MAIL_FROM>`. */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = from.match(/@([A-Za-z0-9.-]+)/)?.[1] ?? "crewfleet.local";
  return `<${outboxId}@${domain}>`;
}

const BEFORE_HANDOVER_CODES = new Set(["ECONNECTION", "EDNS", "EAUTH", "ETLS", "EENVELOPE", "EMESSAGE"]);
const BEFORE_HANDOVER_TIMEOUTS = new Set(["CONNECT_TIMEOUT", "GREETING_TIMEOUT", "UPGRADE_TIMEOUT"]);
const NETWORK_BEFORE_CONNECT = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * True when a failed send certainly did not deliver: the server answered with an error, or the failure
 * came before the server could have taken the message. Anything else may have been delivered.
 */
export function certainlyNotDelivered(err: unknown): boolean {
  const e = err as {
    code?: string;
    responseCode?: number;
    timeoutType?: string;
    errno?: string;
    syscall?: string;
  };
  if (typeof e?.responseCode === "number" && e.responseCode >= 400) return true;
  if (e?.code && BEFORE_HANDOVER_CODES.has(e.code)) return true;
  if (e?.timeoutType && BEFORE_HANDOVER_TIMEOUTS.has(e.timeoutType)) return true;
  if (e?.syscall === "connect" || e?.syscall === "getaddrinfo") return true;
  return Boolean(e?.errno && NETWORK_BEFORE_CONNECT.has(String(e.errno)));
}

export interface SenderDeps {
  db: Db;
  smtpUrl?: string;
  from: string;
  now: () => Date;
  leaseMs?: number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export interface DeliveryResult {
  id: string;
  status: "sent" | "pending" | "failed" | "unknown";
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
}

export class OutboxSender {
  private transport: Transporter | null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;
  private stopping = false;
  private readonly leaseMs: number;

  constructor(private readonly deps: SenderDeps) {
    this.transport = deps.smtpUrl ? nodemailer.createTransport(withTimeouts(deps.smtpUrl)) : null;
    this.leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** Claims the next due row (or the next of `ids`) right before its send: "sending" with a lease. */
  private async claimOne(ids?: string[]): Promise<ClaimedRow | null> {
    const now = this.deps.now();
    const leaseUntil = new Date(now.getTime() + this.leaseMs);
    const only = ids?.length
      ? sql`AND id IN (${sql.join(
          ids.map((i) => sql`${i}::uuid`),
          sql`, `,
        )})`
      : sql``;
    const [row] = await queryRows<ClaimedRow>(
      this.deps.db,
      sql`UPDATE email_outbox
          SET status = 'sending', attempts = attempts + 1, next_attempt_at = ${leaseUntil}, handed_at = NULL
          WHERE id = (
            SELECT id FROM email_outbox
            WHERE status = 'pending' AND (attempts = 0 OR next_attempt_at <= ${now}) ${only}
            ORDER BY next_attempt_at, id LIMIT 1
            FOR UPDATE SKIP LOCKED)
          RETURNING id, to_address, subject, body_text, body_html, attempts, kind`,
    );
    return row ?? null;
  }

  /**
   * Rows left "sending" past their lease (their instance died or was forced out): never handed to SMTP →
   * back to "pending" (the attempt did not happen); handed → "unknown", never resent automatically.
   */
  async releaseExpiredLeases(): Promise<{ released: number; unknown: number }> {
    const now = this.deps.now();
    return this.deps.db.transaction(async (tx) => {
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

  private async deliver(row: ClaimedRow): Promise<DeliveryResult> {
    const { db } = this.deps;
    const transport = this.transport as Transporter;
    await db.update(emailOutbox).set({ handedAt: this.deps.now() }).where(eq(emailOutbox.id, row.id));
    try {
      await transport.sendMail({
        from: this.deps.from,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html ?? undefined,
        messageId: messageIdOf(row.id, this.deps.from),
      });
    } catch (err) {
      const error = (err as Error).message?.slice(0, 500) || "SMTP error";
      if (!certainlyNotDelivered(err)) return this.markUnknown(row, error);
      const give_up = row.attempts >= MAX_ATTEMPTS;
      await db.transaction(async (tx) => {
        await tx
          .update(emailOutbox)
          .set({
            status: give_up ? "failed" : "pending",
            lastError: error,
            handedAt: null,
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

  private async markUnknown(row: ClaimedRow, error: string): Promise<DeliveryResult> {
    const lastError = `Outcome unknown: ${error}. The SMTP server may have taken the message, so it is not sent again automatically`;
    await this.deps.db.transaction(async (tx) => {
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
    this.deps.log?.warn({ id: row.id, err: error }, "e-mail delivery outcome unknown");
    return { id: row.id, status: "unknown", error };
  }

  private inFlight = new Set<Promise<unknown>>();
  /** The one run over all due rows of this instance (poll, kick, after a scan), so at most one message
   * of the instance is in hand at any moment; a request for another run while it goes makes it go on. */
  private loop: Promise<DeliveryResult[]> | null = null;
  private again = false;

  /** Delivers what is due now (or only `ids`, at once, e.g. a test e-mail). Without SMTP_URL nothing. */
  deliverDue(ids?: string[]): Promise<DeliveryResult[]> {
    if (!ids && this.loop) {
      this.again = true;
      return this.loop;
    }
    const run = ids ? this.deliver_(ids) : this.loopOnce();
    if (!ids) this.loop = run;
    this.inFlight.add(run);
    const done = () => {
      this.inFlight.delete(run);
      if (this.loop === run) this.loop = null;
    };
    run.then(done, done);
    return run;
  }

  private async loopOnce(): Promise<DeliveryResult[]> {
    const results: DeliveryResult[] = [];
    do {
      this.again = false;
      results.push(...(await this.deliver_()));
    } while (this.again && !this.stopping);
    return results;
  }

  /** Starts a delivery in the background (after a request queued mail); errors are logged. */
  kick(): void {
    if (this.stopping) return;
    this.deliverDue().catch((err) => this.deps.log?.error({ err }, "outbox sender failed"));
  }

  /** Resolves when every delivery started so far has finished. */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.inFlight]);
  }

  private async deliver_(ids?: string[]): Promise<DeliveryResult[]> {
    if (!this.transport) return [];
    await this.releaseExpiredLeases();
    const results: DeliveryResult[] = [];
    while (!this.stopping) {
      const row = await this.claimOne(ids);
      if (!row) break;
      results.push(await this.deliver(row));
    }
    return results;
  }

  /** Polls the outbox every `intervalMs` (main.ts; never in tests unless asked). */
  start(intervalMs = 15_000): void {
    if (!this.transport || this.timer) return;
    this.stopping = false;
    const tick = () => {
      if (this.running || this.stopping) return;
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

  /** Finishes the message in hand, claims no further row, closes the SMTP transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
    await Promise.allSettled([...this.inFlight]);
    this.transport?.close();
  }
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
