/**
 * A small in-process cache of values that may be a little stale (a room's live status for a
 * second, a sender's nickname for half a minute). Concurrent misses of one key share a load.
 */
export class TtlCache<Key, Value> {
  private readonly entries = new Map<Key, { value: Promise<Value>; at: number }>();

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      load: (key: Key) => Promise<Value>;
      now?: () => number;
    },
  ) {}

  get(key: Key): Promise<Value> {
    const now = this.options.now?.() ?? Date.now();
    const entry = this.entries.get(key);
    if (entry && now - entry.at <= this.options.ttlMs) return entry.value;
    if (this.entries.size >= this.options.maxEntries) this.entries.clear();
    const value = this.options.load(key);
    this.entries.set(key, { value, at: now });
    // A failed load is not remembered.
    value.catch(() => this.entries.delete(key));
    return value;
  }

  delete(key: Key): void {
    this.entries.delete(key);
  }
}
