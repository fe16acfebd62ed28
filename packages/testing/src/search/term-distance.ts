import { terms } from './lexical-search.js';

/**
 * The emulator's stand-in for the cosine distance between two embeddings,
 * from 0 (same words) to 1 (no word in common): one minus the cosine of the
 * two texts' sets of distinct words, where a text word also matches a query
 * word of three or more letters it starts with ("prefer" meets
 * "preferences"), as `lexicalScore` matches words. "tea" is 0 from "Tea.",
 * about 0.29 from "green tea" and 0.5 from "Bob likes green tea"; a text or
 * query without words is 1 from everything.
 */
export function termDistance(query: string, text: string): number {
  const wanted = [...new Set(terms(query))];
  const have = [...new Set(terms(text))];
  if (wanted.length === 0 || have.length === 0) return 1;
  const haveSet = new Set(have);
  let shared = 0;
  for (const word of wanted) {
    if (haveSet.has(word) || (word.length >= 3 && have.some((candidate) => candidate.startsWith(word)))) shared += 1;
  }
  // Clamped: a prefix can match several text words, and rounding must not leave -0.0000001.
  return Math.max(0, 1 - shared / Math.sqrt(wanted.length * have.length));
}

/** One {@link nearest} result. */
export interface NearestHit<T> {
  item: T;
  /** {@link termDistance}, 0..1. */
  distance: number;
}

/**
 * Every item, nearest to `query` first, as a vector search without a
 * threshold returns them: even an item with no word in common comes back
 * (last). Newest first among equal distances (`seq` is the store's
 * insertion order), so the order is deterministic.
 */
export function nearest<T extends { seq: number }>(items: Iterable<T>, query: string, text: (item: T) => string): NearestHit<T>[] {
  const hits: NearestHit<T>[] = [];
  for (const item of items) hits.push({ item, distance: termDistance(query, text(item)) });
  return hits.sort((a, b) => a.distance - b.distance || b.item.seq - a.item.seq);
}
