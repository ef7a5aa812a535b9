// A small in-process fixed-window rate limiter for cheap, per-instance limits (anonymous refusals, upload
// bursts). Limits that must hold across instances (sign-in attempts) live in the database instead.
export class RateWindow {
  private windows = new Map<string, { start: number; count: number }>();
  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  /** Counts one hit for `key`; returns 0 when allowed, else milliseconds until the window ends. */
  hit(key: string, now = Date.now()): number {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.windowMs) {
      if (!w && this.windows.size >= this.maxKeys) this.sweep(now);
      w = { start: now, count: 0 };
      this.windows.set(key, w);
    }
    w.count++;
    return w.count > this.max ? Math.max(1, w.start + this.windowMs - now) : 0;
  }

  private sweep(now: number) {
    for (const [k, w] of this.windows) if (now - w.start >= this.windowMs) this.windows.delete(k);
    // still full of live windows: forget the oldest rather than grow without bound
    if (this.windows.size >= this.maxKeys) this.windows.delete(this.windows.keys().next().value as string);
  }
}
