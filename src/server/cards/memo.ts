// What the card server keeps in its own memory: a least-recently-used map bounded in bytes (drawn
// cards, covers cut to their box), with an optional lifetime per entry, and the work under way by key,
// so that requests arriving together for the same thing share one API call, one fetch, one draw.

interface Entry<V> {
  value: V;
  size: number;
  expires: number;
}

/** A Map in least-recently-used order whose values add up to at most `maxBytes` (as `sizeOf` counts them). */
export class LruCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private total = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly sizeOf: (value: V) => number,
    private readonly now: () => number = Date.now,
  ) {}

  get bytes() {
    return this.total;
  }

  get size() {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expires <= this.now()) {
      this.total -= entry.size;
      return undefined;
    }
    // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
    this.entries.set(key, entry);
    return entry.value;
  }

  /** Keeps `value` (for `ttlMs` at most); a value larger than the whole cache is not kept. */
  set(key: string, value: V, ttlMs = Number.POSITIVE_INFINITY) {
    this.delete(key);
    const size = this.sizeOf(value);
    if (size > this.maxBytes) return;
    this.entries.set(key, { value, size, expires: this.now() + ttlMs });
    this.total += size;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= entry.size;
    }
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.total -= entry.size;
  }
}

/** Work under way by key: a second caller for a key gets the first caller's promise, not a second run. */
export class SharedRuns<V> {
  private readonly running = new Map<string, Promise<V>>();

  get(key: string): Promise<V> | undefined {
    return this.running.get(key);
  }

  run(key: string, work: () => Promise<V>): Promise<V> {
    const inFlight = this.running.get(key);
    if (inFlight) return inFlight;
    const started = (async () => work())().finally(() => this.running.delete(key));
    this.running.set(key, started);
    return started;
  }
}
