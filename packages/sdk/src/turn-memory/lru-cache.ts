/**
 * A Map that keeps at most `maxEntries`, dropping the least recently used, so
 * a server that sees millions of users does not grow without bound.
 *
 * @internal
 */
export class LruCache<K, V> {
  readonly #entries = new Map<K, V>();
  readonly #maxEntries: number;

  constructor(maxEntries: number) {
    this.#maxEntries = maxEntries;
  }

  /** The value for `key`, marking it recently used. */
  get(key: K): V | undefined {
    if (!this.#entries.has(key)) return undefined;
    const value = this.#entries.get(key) as V;
    // Re-inserting moves the key to the end of the Map's insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  /** Stores `value`, evicting the oldest entries past the limit. */
  set(key: K, value: V): void {
    this.#entries.delete(key);
    this.#entries.set(key, value);
    while (this.#entries.size > this.#maxEntries) {
      const oldest = this.#entries.keys().next();
      if (oldest.done === true) break;
      this.#entries.delete(oldest.value);
    }
  }

  /** Removes `key`. */
  delete(key: K): void {
    this.#entries.delete(key);
  }

  /** How many entries are held. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The value for `key`, creating it with `create` when absent. A promise
   * that rejects is removed, so a failure is retried by the next caller
   * instead of being remembered.
   */
  getOrCreate(key: K, create: () => V): V {
    const existing = this.get(key);
    if (existing !== undefined) return existing;
    const value = create();
    this.set(key, value);
    if (value instanceof Promise) {
      value.catch(() => {
        // Only evict our own entry: a later success may already have replaced it.
        if (this.#entries.get(key) === value) this.#entries.delete(key);
      });
    }
    return value;
  }
}
