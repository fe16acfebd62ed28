import type { DialecticResponse, Evidence, EvidenceToolCall, ReasoningLevel, ResponseFormat } from '@honcho-ai/api-types';
import type { DialecticCorpus } from './corpus.js';
import { capEvidence, conclusionEvidence, messageEvidence } from './evidence.js';
import { fillSchema } from './fill-schema.js';
import { type DialecticHit, hitText, searchCorpus, subjectTerms } from './search-corpus.js';

/**
 * How many conclusions, and separately how many messages, the emulated agent
 * reads at each reasoning level. More effort reads more, as on the server.
 */
export const TOP_K_BY_REASONING_LEVEL: Readonly<Record<ReasoningLevel, number>> = {
  minimal: 3,
  low: 5,
  medium: 8,
  high: 12,
  max: 20,
};

/** A question for the emulated dialectic, already resolved by the route. */
export interface DialecticQuery {
  /** The question. */
  readonly text: string;
  /** Whose conclusions are read; `null` for every observer (workspace chat). */
  readonly observer: string | null;
  /** Whom the question is about: whose messages are read; `null` for every peer (workspace chat). */
  readonly observed: string | null;
  /**
   * Session allowlist, resolved by the route from `session_id`, `filters` and
   * `scope`; `undefined` searches every session. When set, peer-wide
   * conclusions (no session) are not read.
   */
  readonly sessionIds?: readonly string[] | undefined;
  /** Default `low`. */
  readonly reasoningLevel?: ReasoningLevel | undefined;
  /** A JSON Schema, validated and with `$ref`s inlined by the route; the answer is then JSON text matching it. */
  readonly responseFormat?: ResponseFormat | null | undefined;
  /** Whether the response should carry the evidence. Default false. */
  readonly includeEvidence?: boolean | undefined;
}

/** What the dialectic answered and what it read to answer. */
export interface DialecticResult {
  /**
   * The answer, always text (the server's model always answers): JSON text
   * when a response format was given, a short "no memory" sentence when the
   * peer has nothing in memory to answer from.
   */
  readonly content: string;
  /**
   * Exactly the conclusions and messages the answer was built from, and the
   * tool calls that found them (`get_peer_card` when card entries were used).
   * Always collected, because the answer is made from it;
   * {@link DialecticResult.includeEvidence} says whether to send it.
   */
  readonly evidence: Evidence;
  /** The query's `includeEvidence`, carried along for the serialisers. */
  readonly includeEvidence: boolean;
}

/**
 * Answers a question about a peer from memory, deterministically and never
 * blind. The emulated agent calls `search_memory` over the observer's
 * conclusions about the observed peer and `search_messages` over the observed
 * peer's messages (both within the session allowlist), and reads the
 * observer's peer card of it, keeping the {@link TOP_K_BY_REASONING_LEVEL}
 * best BM25 matches (stemmed words) of each kind. When nothing matches, it
 * reads the most recent memory instead (`get_recent_observations`,
 * `get_recent_history`), as a model would before answering "I don't know".
 * What it read is the evidence, and the answer is built from nothing else.
 *
 * The plain-text answer names its sources, best first:
 * `Based on 2 messages and 1 conclusion about alice: "I love dark roast coffee" (alice, session s1); "Prefers dark roast" (explicit conclusion).`
 * From recent memory it says so:
 * `Nothing about alice matches the question; the most recent memory (1 conclusion): "Prefers dark roast" (explicit conclusion).`
 * With a response format the answer is {@link fillSchema}'s JSON instead
 * (filled from nothing, so from the schema's own defaults, when memory is empty).
 */
export function runDialectic(corpus: DialecticCorpus, query: DialecticQuery): DialecticResult {
  const level = query.reasoningLevel !== undefined && Object.hasOwn(TOP_K_BY_REASONING_LEVEL, query.reasoningLevel) ? query.reasoningLevel : 'low';
  const topK = TOP_K_BY_REASONING_LEVEL[level];
  const found = searchCorpus(corpus, { text: query.text, observer: query.observer, observed: query.observed, sessionIds: query.sessionIds, topK });

  const sessionScope: Record<string, unknown> = query.sessionIds === undefined ? {} : { session_ids: [...query.sessionIds] };
  const toolCalls: EvidenceToolCall[] = [
    { tool_name: 'search_memory', tool_input: { query: query.text, top_k: topK } },
    { tool_name: 'search_messages', tool_input: { query: query.text, ...sessionScope } },
  ];
  if (found.recent) {
    toolCalls.push(
      { tool_name: 'get_recent_observations', tool_input: { limit: topK } },
      { tool_name: 'get_recent_history', tool_input: { ...sessionScope } },
    );
  }
  if (found.cards.length > 0) toolCalls.push({ tool_name: 'get_peer_card', tool_input: {} });
  const evidence = capEvidence({
    conclusions: found.conclusions.flatMap((hit) => (hit.kind === 'conclusion' ? [conclusionEvidence(hit.conclusion)] : [])),
    messages: found.messages.flatMap((hit) => (hit.kind === 'message' ? [messageEvidence(hit.message)] : [])),
    tool_calls: toolCalls,
    reasoning_trace_id: null,
  });

  const content = query.responseFormat
    ? JSON.stringify(fillSchema(query.responseFormat, found.ranked, query.text, subjectTerms(query.observer, query.observed)))
    : describeHits(found.ranked, query, found.recent);
  return { content, evidence, includeEvidence: query.includeEvidence === true };
}

/**
 * The JSON body of a non-streamed answer: exactly `{"content": ...}` as the
 * server sends it, with `evidence` (this emulator's extension) only when it
 * was asked for.
 */
export function toDialecticResponse(result: DialecticResult): DialecticResponse {
  return result.includeEvidence ? { content: result.content, evidence: result.evidence } : { content: result.content };
}

/** Longest quote of one source in a plain-text answer, in characters. */
const QUOTE_CHARS = 200;

function describeHits(hits: readonly DialecticHit[], query: DialecticQuery, recent: boolean): string {
  const subject = query.observed === null ? 'in this workspace' : `about ${query.observed}`;
  const within = query.sessionIds === undefined ? '' : ' in the sessions asked about';
  if (hits.length === 0) return `There is no memory ${subject}${within} yet, so there is nothing to answer from.`;
  const tally = (kind: DialecticHit['kind']): number => hits.filter((hit) => hit.kind === kind).length;
  const counts = [
    count(tally('card'), 'peer card entry', 'peer card entries'),
    count(tally('message'), 'message', 'messages'),
    count(tally('conclusion'), 'conclusion', 'conclusions'),
  ]
    .filter((part) => part !== '');
  const listed = counts.length <= 2 ? counts.join(' and ') : `${counts.slice(0, -1).join(', ')} and ${counts.at(-1) ?? ''}`;
  const sources = hits.map((hit) => `"${quote(hitText(hit))}" (${sourceOf(hit)})`).join('; ');
  if (recent) return `Nothing ${subject}${within} matches the question; the most recent memory (${listed}): ${sources}.`;
  return `Based on ${listed} ${subject}: ${sources}.`;
}

function sourceOf(hit: DialecticHit): string {
  switch (hit.kind) {
    case 'message':
      return `${hit.message.peer_id}, session ${hit.message.session_id}`;
    case 'conclusion':
      return `${hit.conclusion.level} conclusion${hit.conclusion.session_id === null ? '' : `, session ${hit.conclusion.session_id}`}`;
    default:
      return 'peer card';
  }
}

function count(n: number, one: string, many: string): string {
  return n === 0 ? '' : `${n} ${n === 1 ? one : many}`;
}

/** One line, at most {@link QUOTE_CHARS} code points, so a long message cannot swamp the answer. */
function quote(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= QUOTE_CHARS ? chars.join('') : `${chars.slice(0, QUOTE_CHARS).join('')}...`;
}

