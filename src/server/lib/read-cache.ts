// A small in-process cache for the aggregate reads every screen makes on load (dashboard stats, reports,
// upcoming events): at fleet scale they scan tens of thousands of rows, and ten people opening the
// dashboard at once should cost one query, not ten. Any successful write through any app instance clears
// it on every instance at once (plugins/read-cache.ts, lib/cache-bus.ts); while an instance cannot hear
// the others it bypasses the cache. A load that started before a write is never stored after it.
export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();
  private generation = 0;
  /** While true every read loads and nothing is stored (the instance cannot hear other instances' writes). */
  bypass = false;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
  ) {}

  /** The cached value for `key`, or `load()` (shared by concurrent callers) when absent or stale. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.bypass) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const generation = this.generation;
    const value = load();
    if (this.ttlMs <= 0) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, { at: this.now(), value });
    value.then(
      () => {
        // A write landed while this load ran: its result may predate the write, so don't keep it.
        if (this.generation !== generation && this.entries.get(key)?.value === value)
          this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key)?.value === value) this.entries.delete(key);
      },
    );
    return value;
  }

  /** Forgets one entry (a cached value the caller found no longer valid). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets everything: called after every successful write. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }
}

/** The part of a cache key that says whose view it is: crew callers see only their own records. */
export function viewerKey(caller: { role: string; crewMemberId: string | null }): string {
  return caller.role === "crew" ? `crew:${caller.crewMemberId ?? "none"}` : "fleet";
}
