/**
 * Answers kept for a few seconds: fans search the same hot names at once (a derby kicks off,
 * a star goes live), and a result a few seconds old is still right. Bounded: the oldest entry
 * goes first when it is full.
 */
export class ResultCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    private readonly options: { ttlMs: number; maxEntries: number; now?: () => number },
  ) {}

  /** The cached answer for `key`, or `load`'s (shared by callers while it runs). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.options.now?.() ?? Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.options.ttlMs) return hit.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    // A failure is not kept: the next caller tries again.
    value.catch(() => this.entries.delete(key));
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    return value;
  }
}
