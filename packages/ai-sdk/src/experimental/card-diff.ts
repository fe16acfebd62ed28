/**
 * How one list of peer-card entries differs from another. Entries are
 * compared exactly (case and whitespace count), as the server stores them.
 */
export interface CardDiff {
  /** Entries in the new list and not in the old. */
  readonly added: readonly string[];
  /** Entries in the old list and not in the new. */
  readonly removed: readonly string[];
  /** Entries in both. */
  readonly unchanged: readonly string[];
  /** Whether anything was added or removed. */
  readonly changed: boolean;
}

/**
 * The difference from `before` to `after`, each side in its own order.
 *
 * @example
 * ```ts
 * diffCards(['Lives in Lisbon'], ['Lives in Lisbon', 'Vegetarian']); // { added: ['Vegetarian'], removed: [], unchanged: ['Lives in Lisbon'], changed: true }
 * ```
 */
export function diffCards(before: readonly string[], after: readonly string[]): CardDiff {
  const old = new Set(before);
  const next = new Set(after);
  const added = unique(after.filter((entry) => !old.has(entry)));
  const removed = unique(before.filter((entry) => !next.has(entry)));
  const unchanged = unique(after.filter((entry) => old.has(entry)));
  return { added, removed, unchanged, changed: added.length > 0 || removed.length > 0 };
}

/** `entries` without repeats, first occurrence kept. */
export function unique(entries: readonly string[]): string[] {
  return [...new Set(entries)];
}
