// A small in-process cache for the aggregate reads every screen makes on load (dashboard stats, reports,
// upcoming events): at fleet scale they scan tens of thousands of rows, and ten people opening the
// dashboard at once should cost one query, not ten. A successful write through any app instance clears,
// on every instance at once (plugins/read-cache.ts, lib/cache-bus.ts), the entries that depend on what it
// changed: each entry names the resources it is read from (its tags, lib/cache-tags.ts) and each write the
// resources it touched; an entry without tags, or a write that names none, is cleared by every write.
// While an instance cannot hear the others it bypasses the cache. A load that started before a write is
// never stored after it, and never runs twice at once: a reader after the write waits for the running
// load to end and then starts the one fresh load every reader after the write shares (without that,
// every write under load started one more copy of each slow aggregate beside those still running).
export class ReadCache {
  private readonly entries = new Map<
    string,
    { at: number; value: Promise<unknown>; tags: readonly string[] | null; generation: number }
  >();
  /** Per key, the load still running (kept after its entry is cleared, until it ends). */
  private readonly running = new Map<string, Promise<unknown>>();
  /** Bumped by every clear; with the generation each tag (or everything) was last cleared at. */
  private generation = 0;
  private clearedAll = 0;
  private readonly cleared = new Map<string, number>();
  /** While true every read loads and nothing is stored (the instance cannot hear other instances' writes). */
  bypass = false;
  /** Counts for tests and the bench: loads run, answers from the cache, entries a clear dropped. */
  readonly stats = { loads: 0, hits: 0, dropped: 0 };

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 500,
  ) {}

  /**
   * The cached value for `key`, or `load()` (shared by concurrent callers) when absent or stale. `tags`
   * name the resources the value is read from; without them any write clears it.
   */
  get<T>(key: string, load: () => Promise<T>, tags?: readonly string[]): Promise<T> {
    if (this.bypass) return load();
    const hit = this.entries.get(key);
    if (hit && this.now() - hit.at < this.ttlMs && !this.staleSince(hit.generation, hit.tags)) {
      this.stats.hits++;
      return hit.value as Promise<T>;
    }
    if (this.ttlMs <= 0) return load();
    const generation = this.generation;
    const before = this.running.get(key);
    const started = () => {
      this.stats.loads++;
      const value = load();
      this.running.set(key, value);
      const done = () => {
        if (this.running.get(key) === value) this.running.delete(key);
      };
      value.then(done, done);
      return value;
    };
    // One load of a key at a time: after a write, wait for the one that started before it.
    const value = before ? before.then(started, started) : started();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const entry = { at: this.now(), value, tags: tags ?? null, generation };
    this.entries.set(key, entry);
    value.then(
      () => {
        // A write landed while this load ran: its result may predate the write, so don't keep it.
        if (this.staleSince(generation, entry.tags) && this.entries.get(key) === entry)
          this.entries.delete(key);
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value as Promise<T>;
  }

  /** Forgets one entry (a cached value the caller found no longer valid). */
  forget(key: string): void {
    this.entries.delete(key);
  }

  /** Forgets the entries read from any of `tags`, and those without tags; everything when `tags` is absent. */
  clear(tags?: readonly string[]): void {
    const generation = ++this.generation;
    if (!tags) {
      this.clearedAll = generation;
      this.stats.dropped += this.entries.size;
      this.entries.clear();
      return;
    }
    for (const tag of tags) this.cleared.set(tag, generation);
    for (const [key, entry] of this.entries)
      if (this.staleSince(entry.generation, entry.tags)) {
        this.entries.delete(key);
        this.stats.dropped++;
      }
  }

  /** Whether a clear since `generation` covers a value read from `tags` (null: from anything). */
  private staleSince(generation: number, tags: readonly string[] | null): boolean {
    if (this.clearedAll > generation) return true;
    if (tags === null) return this.generation > generation;
    return tags.some((tag) => (this.cleared.get(tag) ?? 0) > generation);
  }
}

/** The part of a cache key that says whose view it is: crew callers see only their own records. */
export function viewerKey(caller: { role: string; crewMemberId: string | null }): string {
  return caller.role === "crew" ? `crew:${caller.crewMemberId ?? "none"}` : "fleet";
}
