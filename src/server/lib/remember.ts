// An in-process memo kept to a size (the manning gaps per vessel and per fleet, the planning board's rows
// and pages): when it is full, its oldest entry (the first set) makes room for the new one.
export function remember<T>(memo: Map<string, T>, max: number, key: string, value: T) {
  if (memo.size >= max) memo.delete(memo.keys().next().value as string); // the oldest first
  memo.set(key, value);
}

/**
 * A memo that keeps one value a key: the value of the key's latest version. The per-vessel memos key by
 * vessel (and span) and version by the vessel's version counter (its projection's triggers only move it
 * forward), so a value kept under an older version can never be answered again: it is replaced, not kept
 * beside the new one until the memo fills (a fleet's answer a write, ~300 KB of JSON each for the manning
 * gaps, was kept 16 times over). At most `max` keys, the oldest set going first.
 */
export class LatestMemo<T> {
  private readonly entries = new Map<string, { version: string; value: T }>();

  constructor(private readonly max: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The value kept for `key` at `version`, or undefined (none, or one of another version). */
  get(key: string, version: string): T | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry.value : undefined;
  }

  set(key: string, version: string, value: T): void {
    this.entries.delete(key);
    remember(this.entries, this.max, key, { version, value });
  }
}
