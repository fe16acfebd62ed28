import { type Bm25Document, compareRecency, rankBm25 } from './bm25.js';
import { tokenize } from './tokenize.js';
import type { CorpusConclusion, CorpusMessage, DialecticCorpus } from './corpus.js';

/** A message or conclusion that matched the question, with its BM25 score. */
export type DialecticHit =
  | { readonly kind: 'message'; readonly score: number; readonly message: CorpusMessage }
  | { readonly kind: 'conclusion'; readonly score: number; readonly conclusion: CorpusConclusion };

/** What {@link searchCorpus} looks for, and where. */
export interface CorpusSearch {
  /** The question. */
  readonly text: string;
  /** Whose conclusions to read; `null` reads every observer's (workspace-level chat). */
  readonly observer: string | null;
  /** Whose messages to read and whom the conclusions are about; `null` for anyone. */
  readonly observed: string | null;
  /** Session allowlist; `undefined` allows every session, `[]` none. */
  readonly sessionIds?: readonly string[] | undefined;
  /** How many of each kind to keep. */
  readonly topK: number;
}

/** The best conclusions and messages, each list best first, and both merged. */
export interface CorpusSearchResult {
  readonly conclusions: readonly DialecticHit[];
  readonly messages: readonly DialecticHit[];
  /** Both lists merged by score (ties: newer, then id, then conclusions first). */
  readonly ranked: readonly DialecticHit[];
}

/**
 * Ranks the observed peer's messages and the observer's conclusions about the
 * observed peer against a question, the way the emulated agent's
 * `search_messages` and `search_memory` tools would, and keeps the best
 * `topK` of each.
 *
 * Both kinds are scored in one BM25 index so their scores are comparable.
 * With a session allowlist, conclusions must belong to an allowed session:
 * peer-wide conclusions (`session_id: null`) are left out of a session-scoped
 * answer.
 */
export function searchCorpus(corpus: DialecticCorpus, search: CorpusSearch): CorpusSearchResult {
  const allowed = search.sessionIds === undefined ? undefined : new Set(search.sessionIds);
  const documents: Bm25Document<DialecticHitSource>[] = [];
  for (const conclusion of corpus.conclusions) {
    if (search.observer !== null && conclusion.observer_id !== search.observer) continue;
    if (search.observed !== null && conclusion.observed_id !== search.observed) continue;
    if (allowed !== undefined && (conclusion.session_id === null || !allowed.has(conclusion.session_id))) continue;
    documents.push({ item: { kind: 'conclusion', conclusion }, id: conclusion.id, createdAt: conclusion.created_at, text: conclusion.content });
  }
  for (const message of corpus.messages) {
    if (search.observed !== null && message.peer_id !== search.observed) continue;
    if (allowed !== undefined && !allowed.has(message.session_id)) continue;
    documents.push({ item: { kind: 'message', message }, id: message.id, createdAt: message.created_at, text: message.content });
  }

  const topK = Math.max(0, Math.floor(search.topK));
  const conclusions: DialecticHit[] = [];
  const messages: DialecticHit[] = [];
  const ignoreTerms = subjectTerms(search.observer, search.observed);
  for (const { item, score } of rankBm25(documents, search.text, { ignoreTerms })) {
    const hit: DialecticHit = item.kind === 'message' ? { kind: 'message', score, message: item.message } : { kind: 'conclusion', score, conclusion: item.conclusion };
    const bucket = hit.kind === 'message' ? messages : conclusions;
    if (bucket.length < topK) bucket.push(hit);
  }
  const ranked = [...conclusions, ...messages].sort(compareHits);
  return { conclusions, messages, ranked };
}

type DialecticHitSource = { readonly kind: 'message'; readonly message: CorpusMessage } | { readonly kind: 'conclusion'; readonly conclusion: CorpusConclusion };

/** The text a hit contributes. */
export function hitText(hit: DialecticHit): string {
  return hit.kind === 'message' ? hit.message.content : hit.conclusion.content;
}

/** The id of the message or conclusion behind a hit. */
export function hitId(hit: DialecticHit): string {
  return hit.kind === 'message' ? hit.message.id : hit.conclusion.id;
}

/** When the message was sent or the conclusion drawn. */
export function hitCreatedAt(hit: DialecticHit): string {
  return hit.kind === 'message' ? hit.message.created_at : hit.conclusion.created_at;
}

function compareHits(x: DialecticHit, y: DialecticHit): number {
  return (
    y.score - x.score ||
    compareRecency({ createdAt: hitCreatedAt(x), id: hitId(x) }, { createdAt: hitCreatedAt(y), id: hitId(y) }) ||
    (x.kind === y.kind ? 0 : x.kind === 'conclusion' ? -1 : 1)
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
