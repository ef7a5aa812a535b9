// Sign-in throttle, kept in the database so it holds across app instances and restarts.
// Every attempt is reserved BEFORE its password is checked: one atomic upsert per counter returns this
// attempt's number, and an attempt over a limit is refused (429) without being verified, so N parallel
// attempts get at most the limit checked. Counters:
//   - per (username, address): the main limit (5 per 15 minutes). Locking it locks only that address.
//   - per address: password spraying across usernames (20 per 15 minutes).
//   - per username, from any address: a slower back-off (20 per hour) against guessing from many
//     addresses; it and the per-address limit never apply to an address this user has signed in from
//     before, so nobody can lock the real owner out from their usual place.
// A successful sign-in gives its reservations back and clears its pair counter. Past a limit the answer
// is the same whether or not the username exists or the password is right.
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { loginKnownAddresses } from "../../db/schema";
import { bumpCounter, resetCounter } from "../../lib/security-counters";

export interface ThrottleOptions {
  windowMs: number;
  maxPerPair: number;
  maxPerIp: number;
  usernameWindowMs: number;
  maxPerUsername: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = {
  windowMs: 15 * 60_000,
  maxPerPair: 5,
  maxPerIp: 20,
  usernameWindowMs: 60 * 60_000,
  maxPerUsername: 20,
};

export interface Reservation {
  /** 0 when the attempt may be verified; otherwise how long until another attempt is allowed. */
  retryAfterMs: number;
  /** Call after a successful sign-in: gives the reservations back and remembers the address. */
  succeeded(): Promise<void>;
}

interface Counter {
  key: string;
  max: number;
  windowMs: number;
}

export class LoginThrottle {
  readonly opts: ThrottleOptions;
  constructor(opts: Partial<ThrottleOptions> = {}) {
    this.opts = { ...DEFAULT_THROTTLE, ...opts };
  }

  async reserve(db: Db, usernameRaw: string, ip: string, now: Date): Promise<Reservation> {
    const username = usernameRaw.trim().toLowerCase().slice(0, 200);
    const [known] = await db
      .select({ ip: loginKnownAddresses.ip })
      .from(loginKnownAddresses)
      .where(and(eq(loginKnownAddresses.username, username), eq(loginKnownAddresses.ip, ip)));
    const counters: Counter[] = [
      { key: `login:pair:${username}|${ip}`, max: this.opts.maxPerPair, windowMs: this.opts.windowMs },
    ];
    if (!known) {
      counters.push(
        { key: `login:ip:${ip}`, max: this.opts.maxPerIp, windowMs: this.opts.windowMs },
        {
          key: `login:user:${username}`,
          max: this.opts.maxPerUsername,
          windowMs: this.opts.usernameWindowMs,
        },
      );
    }
    // in order, stopping at the first counter over its limit: an attempt refused by its own pair limit
    // does not also use up the address's or the username's allowance (else one address could exhaust
    // the per-username back-off for everyone new in a minute)
    let wait = 0;
    for (const c of counters) {
      const state = await bumpCounter(db, c.key, c.windowMs, now);
      if (state.count > c.max) {
        wait = Math.max(state.windowStart.getTime() + c.windowMs - now.getTime(), 1000);
        break;
      }
    }
    return {
      retryAfterMs: wait,
      succeeded: async () => {
        await resetCounter(db, counters[0].key);
        for (const c of counters.slice(1)) await bumpCounter(db, c.key, c.windowMs, now, -1);
        await db
          .insert(loginKnownAddresses)
          .values({ username, ip, lastSuccessAt: now })
          .onConflictDoUpdate({
            target: [loginKnownAddresses.username, loginKnownAddresses.ip],
            set: { lastSuccessAt: sql`excluded.last_success_at` },
          });
      },
    };
  }
}
