// One housekeeping run at a time across every instance (a PostgreSQL advisory lock; the others skip the
// run): expired and idle sessions are purged, upload slots and files never attached (UNATTACHED_TTL_MS in
// the files module) are removed with their bytes, outbox rows past retention move to email_outbox_archive,
// and outbox leases left by a dead instance are released; document submissions the office has not reviewed
// in time are withdrawn, the seafarer told, their files removed (document-submissions/expiry.ts); the activity
// tally's slots of the days before today are folded into one row per key (projections/activity-tally.ts).
// Runs at start and every 10 minutes (main.ts).
import { lt, or, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { queryRows } from "../db/rows";
import { sessions } from "../db/schema";
import type { FileStore } from "../lib/file-store";
import { expireSubmissions } from "../modules/document-submissions/expiry";
import { cleanupOrphanFiles } from "../modules/files/service";
import { foldActivityTally } from "../projections/activity-tally";
import type { OutboxSender } from "./outbox-sender";
import { Poller } from "./poller";

/** Advisory lock key of the housekeeping run ("CFHOUSE"). */
export const HOUSEKEEPING_LOCK = 0x4346_484f_5553;
/** Sent, failed and unknown-outcome outbox rows older than this are archived. */
export const OUTBOX_RETENTION_DAYS = 90;
/** Also bounds how long an unattached upload outlives UNATTACHED_TTL_MS (together: within the hour). */
export const EVERY_MS = 10 * 60_000;

export interface HousekeepingResult {
  ran: boolean;
  sessions: number;
  files: number;
  archived: number;
  released: number;
  submissions: number;
  /** Activity tally rows folded into their day's slot 0. */
  tallyFolded: number;
}

export interface HousekeepingDeps {
  database: Database;
  store: FileStore;
  outbox: OutboxSender;
  now: () => Date;
  idleMinutes: number;
  log?: { info(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

export async function runHousekeeping(deps: HousekeepingDeps): Promise<HousekeepingResult> {
  const { database, now } = deps;
  const result = await database.withLock(
    HOUSEKEEPING_LOCK,
    async () => {
      const at = now();
      const idleSince = new Date(at.getTime() - deps.idleMinutes * 60_000);
      const purged = await database.db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, at), lt(sessions.lastSeenAt, idleSince)))
        .returning({ id: sessions.id });
      const submissions = await expireSubmissions(database.db, deps.store, at);
      const files = await cleanupOrphanFiles(database.db, deps.store, at);
      const cutoff = new Date(at.getTime() - OUTBOX_RETENTION_DAYS * 86_400_000);
      const archived = await database.db.transaction(async (tx) => {
        const moved = await queryRows<{ id: string }>(
          tx,
          sql`WITH old AS (
                DELETE FROM email_outbox
                WHERE status IN ('sent', 'failed', 'unknown') AND created_at < ${cutoff}
                RETURNING *)
              INSERT INTO email_outbox_archive
                (id, kind, to_address, subject, body_text, body_html, attachments, status, attempts, last_error,
                 next_attempt_at, handed_at, sent_at, entity_type, entity_id, created_by, created_at)
              SELECT id, kind, to_address, subject, body_text, body_html, attachments, status, attempts, last_error,
                 next_attempt_at, handed_at, sent_at, entity_type, entity_id, created_by, created_at FROM old
              RETURNING id`,
        );
        return moved.length;
      });
      const { released } = await deps.outbox.releaseExpiredLeases();
      // the tally's days are UTC days
      const tallyFolded = await foldActivityTally(database.db, at.toISOString().slice(0, 10));
      return { sessions: purged.length, files, archived, released, submissions, tallyFolded };
    },
    true,
  );
  if (!result.ran || !result.value)
    return { ran: false, sessions: 0, files: 0, archived: 0, released: 0, submissions: 0, tallyFolded: 0 };
  return { ran: true, ...result.value };
}

export class Housekeeping {
  private readonly poller = new Poller(
    () =>
      this.run().then((r) => {
        if (r.ran && r.sessions + r.files + r.archived + r.released + r.submissions > 0)
          this.deps.log?.info({ ...r }, "housekeeping");
      }),
    (err) => this.deps.log?.warn({ err }, "housekeeping failed"),
  );

  constructor(private readonly deps: HousekeepingDeps) {}

  run(): Promise<HousekeepingResult> {
    return runHousekeeping(this.deps);
  }

  start(intervalMs = EVERY_MS): void {
    this.poller.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.poller.stop();
  }
}
