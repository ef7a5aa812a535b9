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
// This file runs and schedules deliveries; the row states are in outbox-rows.ts, SMTP in outbox-smtp.ts.

import type { Transporter } from "nodemailer";
import type { Db } from "../db/client";
import type { DeliveryResult, MailDelivery } from "../lib/mail-delivery";
import {
  type ClaimedRow,
  claimOutboxRow,
  markHanded,
  recordFailure,
  recordSent,
  recordUnknown,
  releaseExpiredLeases,
} from "./outbox-rows";
import { certainlyNotDelivered, createSmtpTransport, messageIdOf } from "./outbox-smtp";
import { Poller } from "./poller";

export const DEFAULT_LEASE_MS = 120_000;

export interface SenderDeps {
  db: Db;
  smtpUrl?: string;
  from: string;
  now: () => Date;
  leaseMs?: number;
  log?: { warn(obj: unknown, msg?: string): void; error(obj: unknown, msg?: string): void };
}

export class OutboxSender implements MailDelivery {
  private transport: Transporter | null;
  private readonly poller = new Poller(
    () => this.deliverDue(),
    (err) => this.deps.log?.error({ err }, "outbox sender failed"),
    () => this.stopping,
  );
  private stopping = false;
  private readonly leaseMs: number;

  constructor(private readonly deps: SenderDeps) {
    this.transport = deps.smtpUrl ? createSmtpTransport(deps.smtpUrl) : null;
    this.leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  }

  get configured(): boolean {
    return this.transport !== null;
  }

  /** See releaseExpiredLeases in outbox-rows.ts (housekeeping calls it too). */
  releaseExpiredLeases(): Promise<{ released: number; unknown: number }> {
    return releaseExpiredLeases(this.deps.db, this.deps.now());
  }

  private async deliver(row: ClaimedRow): Promise<DeliveryResult> {
    const { db } = this.deps;
    const transport = this.transport as Transporter;
    await markHanded(db, row.id, this.deps.now());
    try {
      await transport.sendMail({
        from: this.deps.from,
        to: row.to_address,
        subject: row.subject,
        text: row.body_text,
        html: row.body_html ?? undefined,
        attachments: row.attachments ?? undefined,
        messageId: messageIdOf(row.id, this.deps.from),
      });
    } catch (err) {
      const error = (err as Error).message?.slice(0, 500) || "SMTP error";
      if (!certainlyNotDelivered(err)) {
        await recordUnknown(db, row, error);
        this.deps.log?.warn({ id: row.id, err: error }, "e-mail delivery outcome unknown");
        return { id: row.id, status: "unknown", error };
      }
      const status = await recordFailure(db, row, error, this.deps.now());
      this.deps.log?.warn({ id: row.id, attempts: row.attempts, err: error }, "e-mail delivery failed");
      return { id: row.id, status, error };
    }
    await recordSent(db, row, this.deps.now());
    return { id: row.id, status: "sent" };
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
      const row = await claimOutboxRow(this.deps.db, this.deps.now(), this.leaseMs, ids);
      if (!row) break;
      results.push(await this.deliver(row));
    }
    return results;
  }

  /** Polls the outbox every `intervalMs` (main.ts; never in tests unless asked). */
  start(intervalMs = 15_000): void {
    if (!this.transport || this.poller.started) return;
    this.stopping = false;
    this.poller.start(intervalMs);
  }

  /** Finishes the message in hand, claims no further row, closes the SMTP transport. */
  async stop(): Promise<void> {
    this.stopping = true;
    await this.poller.stop();
    await Promise.allSettled([...this.inFlight]);
    this.transport?.close();
  }
}
