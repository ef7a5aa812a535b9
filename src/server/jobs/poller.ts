// A job run every `intervalMs` in the background (housekeeping, the outbox sender): one run at a time (a
// tick while a run is in hand, or while `paused()` says so, is skipped), the first run at once, a timer
// that does not keep the process alive, and stop() waits for the run in hand.
export class Poller {
  private timer: ReturnType<typeof setInterval> | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
    private readonly paused: () => boolean = () => false,
  ) {}

  get started(): boolean {
    return this.timer !== null;
  }

  start(intervalMs: number): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running || this.paused()) return;
      this.running = this.run()
        .catch(this.onError)
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
  }
}
