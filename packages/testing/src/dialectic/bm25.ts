import { tokenize } from './tokenize.js';

/** One searchable text. */
export interface Bm25Document<T> {
  /** What a hit hands back. */
  readonly item: T;
  /** Stable identity, the last tie-breaker. */
  readonly id: string;
  /** ISO 8601 timestamp; newer documents win ties. */
  readonly createdAt: string;
  readonly text: string;
}

/** A document that shares at least one term with the query. */
export interface Bm25Hit<T> {
  readonly item: T;
  /** BM25 score, always greater than zero. */
  readonly score: number;
}

/** Tuning for {@link rankBm25}; the defaults are the textbook values. */
export interface Bm25Options {
  /** Query terms that carry no information here (a peer's own name in its own memory); never scored. */
  readonly ignoreTerms?: Iterable<string>;
  /** Term-frequency saturation. Default 1.2. */
  readonly k1?: number;
  /** Length normalisation. Default 0.75. */
  readonly b?: number;
}

/**
 * Ranks `documents` against `query` with Okapi BM25, returning only documents
 * that share a term with the query, best first.
 *
 * The order never depends on the order documents were given in: equal scores
 * fall back to recency (newer first), then to `id`. IDF is computed over the
 * documents passed, so callers filter (by peer, session...) before ranking.
 * Query terms count once however often they repeat.
 */
export function rankBm25<T>(documents: Iterable<Bm25Document<T>>, query: string, options: Bm25Options = {}): Bm25Hit<T>[] {
  const k1 = options.k1 ?? 1.2;
  const b = options.b ?? 0.75;
  const ignored = new Set(options.ignoreTerms ?? []);
  const queryTerms = [...new Set(tokenize(query))].filter((term) => !ignored.has(term));
  if (queryTerms.length === 0) return [];

  const indexed: { doc: Bm25Document<T>; freq: Map<string, number>; length: number }[] = [];
  const docFreq = new Map<string, number>(queryTerms.map((term) => [term, 0]));
  let totalLength = 0;
  for (const doc of documents) {
    const terms = tokenize(doc.text);
    const freq = new Map<string, number>();
    for (const term of terms) {
      // Only query terms are ever looked up, so the others need no counting.
      if (docFreq.has(term)) freq.set(term, (freq.get(term) ?? 0) + 1);
    }
    for (const term of freq.keys()) docFreq.set(term, (docFreq.get(term) ?? 0) + 1);
    indexed.push({ doc, freq, length: terms.length });
    totalLength += terms.length;
  }
  if (indexed.length === 0) return [];

  const count = indexed.length;
  const averageLength = totalLength / count || 1;
  // Lucene's IDF: never negative, so a term in every document still counts a little.
  const idf = new Map(queryTerms.map((term) => {
    const n = docFreq.get(term) ?? 0;
    return [term, Math.log(1 + (count - n + 0.5) / (n + 0.5))];
  }));

  const hits: { doc: Bm25Document<T>; score: number }[] = [];
  for (const { doc, freq, length } of indexed) {
    if (freq.size === 0) continue;
    let score = 0;
    // A fixed summation order keeps equal documents' scores bit-identical.
    for (const term of queryTerms) {
      const tf = freq.get(term);
      if (tf === undefined) continue;
      score += (idf.get(term) ?? 0) * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / averageLength)));
    }
    hits.push({ doc, score });
  }
  hits.sort((x, y) => y.score - x.score || compareRecency(x.doc, y.doc));
  return hits.map(({ doc, score }) => ({ item: doc.item, score }));
}

/**
 * Orders newer documents first, then by `id`, so ties never depend on
 * insertion order. Unparseable timestamps compare as text.
 */
export function compareRecency(x: { readonly createdAt: string; readonly id: string }, y: { readonly createdAt: string; readonly id: string }): number {
  const tx = Date.parse(x.createdAt);
  const ty = Date.parse(y.createdAt);
  const byTime = Number.isNaN(tx) || Number.isNaN(ty) ? compareText(y.createdAt, x.createdAt) : ty - tx;
  return byTime || compareText(x.id, y.id);
}

/** Code-unit order: unlike `localeCompare`, the same on every runtime and locale. */
function compareText(x: string, y: string): number {
  return x < y ? -1 : x > y ? 1 : 0;
}
