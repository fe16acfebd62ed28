import { type Bm25Document, compareRecency, rankBm25 } from './bm25.js';
import { tokenize } from './tokenize.js';
import type { CorpusCard, CorpusConclusion, CorpusMessage, DialecticCorpus } from './corpus.js';

/**
 * A message, conclusion or peer-card entry the answer is built from, with its
 * BM25 score (`0` when it was picked by recency because nothing matched).
 */
export type DialecticHit =
  | { readonly kind: 'message'; readonly score: number; readonly message: CorpusMessage }
  | { readonly kind: 'conclusion'; readonly score: number; readonly conclusion: CorpusConclusion }
  | { readonly kind: 'card'; readonly score: number; readonly card: CorpusCard; readonly entry: number };

/** What {@link searchCorpus} looks for, and where. */
export interface CorpusSearch {
  /** The question. */
  readonly text: string;
  /** Whose conclusions and cards to read; `null` reads every observer's (workspace-level chat). */
  readonly observer: string | null;
  /** Whose messages to read and whom the conclusions and cards are about; `null` for anyone. */
  readonly observed: string | null;
  /** Session allowlist; `undefined` allows every session, `[]` none. */
  readonly sessionIds?: readonly string[] | undefined;
  /** How many of each kind to keep. */
  readonly topK: number;
}

/** The chosen conclusions, messages and card entries, each list best first, and all merged. */
export interface CorpusSearchResult {
  readonly conclusions: readonly DialecticHit[];
  readonly messages: readonly DialecticHit[];
  readonly cards: readonly DialecticHit[];
  /** All three merged, best first (by score; ties: newer, then id, then card, conclusion, message). */
  readonly ranked: readonly DialecticHit[];
  /**
   * `true` when nothing shared a word with the question and the hits are the
   * most recent memory instead: conclusions (newest first), card entries (in
   * card order), then messages (newest first).
   */
  readonly recent: boolean;
}

/**
 * Chooses what a question is answered from, the way the emulated agent's
 * tools would: the observed peer's messages, the observer's conclusions
 * about the observed peer and the observer's card of it, ranked against the
 * question with BM25 over stemmed words, keeping the best `topK` of each
 * kind. All kinds are scored in one index so their scores are comparable.
 *
 * Never blind: when no word of the question matches (or the question has no
 * content words, "Who am I?"), it falls back to the most recent memory, up
 * to `topK` of each kind, so a peer with any memory always gets an answer
 * from it. Only a peer with no memory in reach gets nothing.
 *
 * With a session allowlist, conclusions must belong to an allowed session
 * (peer-wide conclusions, `session_id: null`, are left out of a
 * session-scoped answer) and cards, which belong to no session, are left
 * out too.
 */
export function searchCorpus(corpus: DialecticCorpus, search: CorpusSearch): CorpusSearchResult {
  const documents = documentsInReach(corpus, search);
  const topK = Math.max(0, Math.floor(search.topK));
  const ranked = rankBm25(documents, search.text, { ignoreTerms: subjectTerms(search.observer, search.observed) });
  if (ranked.length > 0) return choose(ranked.map(({ item, score }) => withScore(item, score)), topK, false);
  const byRecency = [...documents].sort((x, y) => RECENT_ORDER[x.item.kind] - RECENT_ORDER[y.item.kind] || compareRecency(x, y));
  return choose(
    byRecency.map((doc) => withScore(doc.item, 0)),
    topK,
    true,
  );
}

/** What the recency fallback reads first: distilled conclusions, then the card's standing facts, then what was said. */
const RECENT_ORDER: Readonly<Record<DialecticHit['kind'], number>> = { conclusion: 0, card: 1, message: 2 };

type HitSource =
  | { readonly kind: 'message'; readonly message: CorpusMessage }
  | { readonly kind: 'conclusion'; readonly conclusion: CorpusConclusion }
  | { readonly kind: 'card'; readonly card: CorpusCard; readonly entry: number };

function documentsInReach(corpus: DialecticCorpus, search: CorpusSearch): Bm25Document<HitSource>[] {
  const allowed = search.sessionIds === undefined ? undefined : new Set(search.sessionIds);
  const about = (observer: string, observed: string): boolean =>
    (search.observer === null || observer === search.observer) && (search.observed === null || observed === search.observed);
  const documents: Bm25Document<HitSource>[] = [];
  if (allowed === undefined) {
    for (const card of corpus.cards ?? []) {
      if (!about(card.observer_id, card.observed_id)) continue;
      card.entries.forEach((text, entry) => {
        // Cards have no time; an empty one sorts after every real timestamp, and the id keeps entries in card order.
        documents.push({ item: { kind: 'card', card, entry }, id: cardEntryId(card, entry), createdAt: '', text });
      });
    }
  }
  for (const conclusion of corpus.conclusions) {
    if (!about(conclusion.observer_id, conclusion.observed_id)) continue;
    if (allowed !== undefined && (conclusion.session_id === null || !allowed.has(conclusion.session_id))) continue;
    documents.push({ item: { kind: 'conclusion', conclusion }, id: conclusion.id, createdAt: conclusion.created_at, text: conclusion.content });
  }
  for (const message of corpus.messages) {
    if (search.observed !== null && message.peer_id !== search.observed) continue;
    if (allowed !== undefined && !allowed.has(message.session_id)) continue;
    documents.push({ item: { kind: 'message', message }, id: message.id, createdAt: message.created_at, text: message.content });
  }
  return documents;
}

/** Keeps the first `topK` of each kind from `hits` (already in preference order). */
function choose(hits: readonly DialecticHit[], topK: number, recent: boolean): CorpusSearchResult {
  const buckets: Record<DialecticHit['kind'], DialecticHit[]> = { card: [], conclusion: [], message: [] };
  const kept: DialecticHit[] = [];
  for (const hit of hits) {
    const bucket = buckets[hit.kind];
    if (bucket.length >= topK) continue;
    bucket.push(hit);
    kept.push(hit);
  }
  return { conclusions: buckets.conclusion, messages: buckets.message, cards: buckets.card, ranked: recent ? kept : kept.sort(compareHits), recent };
}

function withScore(item: HitSource, score: number): DialecticHit {
  return { ...item, score };
}

/** A card entry's stable id: its place in its card. */
function cardEntryId(card: CorpusCard, entry: number): string {
  return `card:${card.observer_id}:${card.observed_id}:${String(entry).padStart(6, '0')}`;
}

/** The text a hit contributes. */
export function hitText(hit: DialecticHit): string {
  switch (hit.kind) {
    case 'message':
      return hit.message.content;
    case 'conclusion':
      return hit.conclusion.content;
    default:
      return hit.card.entries[hit.entry] ?? '';
  }
}

/** The id of the message or conclusion behind a hit; a card entry's is made from its place in the card. */
export function hitId(hit: DialecticHit): string {
  switch (hit.kind) {
    case 'message':
      return hit.message.id;
    case 'conclusion':
      return hit.conclusion.id;
    default:
      return cardEntryId(hit.card, hit.entry);
  }
}

/** When the message was sent or the conclusion drawn; `null` for a card entry, which has no time. */
export function hitCreatedAt(hit: DialecticHit): string | null {
  switch (hit.kind) {
    case 'message':
      return hit.message.created_at;
    case 'conclusion':
      return hit.conclusion.created_at;
    default:
      return null;
  }
}

const KIND_ORDER: Readonly<Record<DialecticHit['kind'], number>> = { card: 0, conclusion: 1, message: 2 };

function compareHits(x: DialecticHit, y: DialecticHit): number {
  return (
    y.score - x.score ||
    compareRecency({ createdAt: hitCreatedAt(x) ?? '', id: hitId(x) }, { createdAt: hitCreatedAt(y) ?? '', id: hitId(y) }) ||
    KIND_ORDER[x.kind] - KIND_ORDER[y.kind]
  );
}

/**
 * The words of the observing and observed peers' ids. Everything searched is
 * about them, so their names in a question or a sentence say nothing about
 * relevance: retrieval and schema filling both leave these words out.
 */
export function subjectTerms(observer: string | null, observed: string | null): string[] {
  return [observed, observer].flatMap((id) => (id === null ? [] : tokenize(id)));
}
