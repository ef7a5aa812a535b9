// Counts failed sign-ins per username and per IP over a sliding window. Past the limit, further attempts
// get 429 whether or not the username exists, so the answer reveals nothing.
export interface ThrottleOptions {
  windowMs: number;
  maxPerUsername: number;
  maxPerIp: number;
}

export const DEFAULT_THROTTLE: ThrottleOptions = { windowMs: 15 * 60_000, maxPerUsername: 5, maxPerIp: 20 };

export class LoginThrottle {
  private failures = new Map<string, number[]>();
  constructor(private readonly opts: ThrottleOptions = DEFAULT_THROTTLE) {}

  private recent(key: string, now: number): number[] {
    const list = (this.failures.get(key) ?? []).filter((t) => now - t < this.opts.windowMs);
    if (list.length) this.failures.set(key, list);
    else this.failures.delete(key);
    return list;
  }

  /** Milliseconds until another attempt is allowed, or 0 when allowed now. */
  retryAfterMs(username: string, ip: string, now = Date.now()): number {
    const checks: [string, number][] = [
      [`u:${username.toLowerCase()}`, this.opts.maxPerUsername],
      [`ip:${ip}`, this.opts.maxPerIp],
    ];
    let wait = 0;
    for (const [key, max] of checks) {
      const list = this.recent(key, now);
      if (list.length >= max) wait = Math.max(wait, list[list.length - max] + this.opts.windowMs - now);
    }
    return wait;
  }

  recordFailure(username: string, ip: string, now = Date.now()): void {
    for (const key of [`u:${username.toLowerCase()}`, `ip:${ip}`]) {
      this.failures.set(key, [...this.recent(key, now), now]);
    }
  }

  recordSuccess(username: string): void {
    this.failures.delete(`u:${username.toLowerCase()}`);
  }
}
