/** Lower-cased words (letters and digits) of `text`. */
export function terms(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * How well `text` matches `query`, from 0 (nothing in common) to 1: the share
 * of the query's distinct words that appear in the text, where a text word
 * also counts when it starts with a query word of three or more letters
 * ("prefer" finds "preferences"). A query without words scores every text 1.
 */
export function lexicalScore(query: string, text: string): number {
  const wanted = [...new Set(terms(query))];
  if (wanted.length === 0) return 1;
  const have = terms(text);
  const haveSet = new Set(have);
  let matched = 0;
  for (const word of wanted) {
    if (haveSet.has(word) || (word.length >= 3 && have.some((candidate) => candidate.startsWith(word)))) matched += 1;
  }
  return matched / wanted.length;
}

/** One search hit. */
export interface SearchHit<T> {
  item: T;
  /** {@link lexicalScore}, 0..1. */
  score: number;
}

/**
 * The emulator's stand-in for semantic search: items that share at least one
 * word with `query`, best score first, newest first among equal scores
 * (`seq` is the store's insertion order). Deterministic for a given store.
 */
export function lexicalSearch<T extends { seq: number }>(items: Iterable<T>, query: string, text: (item: T) => string): SearchHit<T>[] {
  const hits: SearchHit<T>[] = [];
  for (const item of items) {
    const score = lexicalScore(query, text(item));
    if (score > 0) hits.push({ item, score });
  }
  return hits.sort((a, b) => b.score - a.score || b.item.seq - a.item.seq);
}
