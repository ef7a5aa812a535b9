// Keeps the in-process caches (read cache, session cache) coherent across app instances on one database.
// After every successful write an instance clears its own caches of what the write touched (its resource
// tags, lib/cache-tags.ts; all of them for a write without tags) and publishes one NOTIFY on CHANNEL
// naming them; every other instance clears the same when the notification arrives (a few ms). While an instance is
// not listening (starting, or its LISTEN connection dropped) its caches are bypassed, so it can never
// serve an answer older than a write it did not hear about. PGlite runs the same code path with its
// in-process LISTEN/NOTIFY (one process per data dir, so only the instance itself hears it).
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client";
import type { ReadCache } from "./read-cache";

export const CACHE_CHANNEL = "crewfleet_cache";
const ECHO_WAIT_MS = 50;

export class CacheBus {
  /** Identifies this instance's own notifications, which it has already applied. */
  readonly instanceId = randomBytes(8).toString("hex");
  private readonly caches: ReadCache[] = [];
  private unlisten: (() => Promise<void>) | null = null;
  listening = false;
  private seq = 0;
  private readonly echoes = new Map<number, () => void>();
  /** Counts for tests: notifications heard from other instances, listener drops. */
  readonly stats = { heard: 0, published: 0, drops: 0 };

  constructor(
    private readonly database: Database,
    private readonly log?: { warn(obj: unknown, msg?: string): void },
  ) {}

  /** Adds a cache to clear on every write; bypassed until the listener is up. */
  add(cache: ReadCache): void {
    cache.bypass = !this.listening;
    this.caches.push(cache);
  }

  /** Starts listening; resolves once it listens, or after `waitMs` (it keeps trying, caches bypassed). */
  start(waitMs = 5000): Promise<void> {
    if (this.unlisten) return Promise.resolve();
    let up: () => void = () => {};
    const ready = new Promise<void>((resolve) => {
      up = resolve;
      setTimeout(resolve, waitMs).unref();
    });
    this.unlisten = this.database.listen(
      CACHE_CHANNEL,
      (payload) => {
        const [from, seq, tags] = payload.split(":");
        if (from === this.instanceId) {
          this.echoes.get(Number(seq))?.();
          return;
        }
        this.stats.heard++;
        this.clearLocal(tags ? tags.split(",") : undefined);
      },
      (listening) => {
        if (listening) up();
        else this.stats.drops++;
        this.listening = listening;
        // Either way, what is cached may predate a write we did not hear: drop it.
        this.clearLocal();
        for (const cache of this.caches) cache.bypass = !listening;
        if (!listening)
          this.log?.warn({}, "cache invalidation listener lost: caches bypassed until it is back");
      },
    );
    return ready;
  }

  /** Clears this instance's caches of what `tags` name (everything without them). */
  clearLocal(tags?: readonly string[]): void {
    for (const cache of this.caches) cache.clear(tags);
  }

  /**
   * After a committed write: clear here, then tell every other instance, and wait (at most ECHO_WAIT_MS)
   * until this instance's own listener hears it back. PostgreSQL hands a notification to every listening
   * session at the same moment, so by then the other instances have it on their sockets too, before the
   * writer's answer leaves and the client can ask another instance.
   */
  async publish(tags?: readonly string[]): Promise<void> {
    this.clearLocal(tags);
    const seq = ++this.seq;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // PGlite: one process per data dir, so nobody else to wait for.
    const echo =
      this.listening && this.database.engine === "postgres"
        ? new Promise<void>((resolve) => {
            this.echoes.set(seq, resolve);
            timer = setTimeout(resolve, ECHO_WAIT_MS);
          })
        : Promise.resolve();
    try {
      await this.database.db.execute(
        sql`select pg_notify(${CACHE_CHANNEL}, ${`${this.instanceId}:${seq}:${tags?.join(",") ?? ""}`})`,
      );
      this.stats.published++;
      await echo;
    } catch (err) {
      // The write is committed; the others' listeners dropped with the database too, so they bypass.
      this.log?.warn({ err }, "could not publish a cache invalidation");
    } finally {
      clearTimeout(timer);
      this.echoes.delete(seq);
    }
  }

  async stop(): Promise<void> {
    const stop = this.unlisten;
    this.unlisten = null;
    this.listening = false;
    for (const cache of this.caches) cache.bypass = true;
    await stop?.();
  }
}
