import type { DialecticResponse, Evidence, EvidenceToolCall, ReasoningLevel, ResponseFormat } from '@honcho-ai/api-types';
import type { DialecticCorpus } from './corpus.js';
import { capEvidence, conclusionEvidence, messageEvidence } from './evidence.js';
import { fillSchema } from './fill-schema.js';
import { type DialecticHit, searchCorpus, subjectTerms } from './search-corpus.js';

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
  /** The answer; JSON text when a response format was given; `null` when nothing relevant was found. */
  readonly content: string | null;
  /**
   * Exactly the conclusions and messages the answer was built from, and the
   * tool calls that found them. Always collected, because the answer is made
   * from it; {@link DialecticResult.includeEvidence} says whether to send it.
   */
  readonly evidence: Evidence;
  /** The query's `includeEvidence`, carried along for the serialisers. */
  readonly includeEvidence: boolean;
}

/**
 * Answers a question about a peer from memory, deterministically. The emulated
 * agent makes two tool calls: `search_memory` over the observer's conclusions
 * about the observed peer, and `search_messages` over the observed peer's
 * messages (both within the session allowlist), each keeping the
 * {@link TOP_K_BY_REASONING_LEVEL} best BM25 matches. What they return is the
 * evidence, and the answer is built from nothing else.
 *
 * The plain-text answer names its sources, best first:
 * `Based on 2 messages and 1 conclusion about alice: "I love dark roast coffee" (alice, session s1); "Prefers dark roast" (explicit conclusion).`
 * With a response format the answer is {@link fillSchema}'s JSON instead.
 * When nothing shares a word with the question, `content` is `null` and the
 * evidence lists only the tool calls.
 */
export function runDialectic(corpus: DialecticCorpus, query: DialecticQuery): DialecticResult {
  const level = query.reasoningLevel !== undefined && Object.hasOwn(TOP_K_BY_REASONING_LEVEL, query.reasoningLevel) ? query.reasoningLevel : 'low';
  const topK = TOP_K_BY_REASONING_LEVEL[level];
  const found = searchCorpus(corpus, { text: query.text, observer: query.observer, observed: query.observed, sessionIds: query.sessionIds, topK });

  const searchMessages: Record<string, unknown> = { query: query.text };
  if (query.sessionIds !== undefined) searchMessages.session_ids = [...query.sessionIds];
  const toolCalls: EvidenceToolCall[] = [
    { tool_name: 'search_memory', tool_input: { query: query.text, top_k: topK } },
    { tool_name: 'search_messages', tool_input: searchMessages },
  ];
  const evidence = capEvidence({
    conclusions: found.conclusions.flatMap((hit) => (hit.kind === 'conclusion' ? [conclusionEvidence(hit.conclusion)] : [])),
    messages: found.messages.flatMap((hit) => (hit.kind === 'message' ? [messageEvidence(hit.message)] : [])),
    tool_calls: toolCalls,
    reasoning_trace_id: null,
  });

  let content: string | null = null;
  if (found.ranked.length > 0) {
    content = query.responseFormat ? JSON.stringify(fillSchema(query.responseFormat, found.ranked, query.text, subjectTerms(query.observer, query.observed))) : describeHits(found.ranked, query.observed);
  }
  return { content, evidence, includeEvidence: query.includeEvidence === true };
}

/**
 * The JSON body of a non-streamed answer: `evidence` is `null` unless it was
 * asked for, as the server's Pydantic model serialises it.
 */
export function toDialecticResponse(result: DialecticResult): DialecticResponse {
  return { content: result.content, evidence: result.includeEvidence ? result.evidence : null };
}

/** Longest quote of one source in a plain-text answer, in characters. */
const QUOTE_CHARS = 200;

function describeHits(hits: readonly DialecticHit[], observed: string | null): string {
  const messages = hits.filter((hit) => hit.kind === 'message').length;
  const conclusions = hits.length - messages;
  const counts = [count(messages, 'message'), count(conclusions, 'conclusion')].filter((part) => part !== '').join(' and ');
  const subject = observed === null ? 'in this workspace' : `about ${observed}`;
  const sources = hits.map((hit) =>
    hit.kind === 'message'
      ? `"${quote(hit.message.content)}" (${hit.message.peer_id}, session ${hit.message.session_id})`
      : `"${quote(hit.conclusion.content)}" (${hit.conclusion.level} conclusion${hit.conclusion.session_id === null ? '' : `, session ${hit.conclusion.session_id}`})`,
  );
  return `Based on ${counts} ${subject}: ${sources.join('; ')}.`;
}

function count(n: number, noun: string): string {
  return n === 0 ? '' : `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** One line, at most {@link QUOTE_CHARS} code points, so a long message cannot swamp the answer. */
function quote(text: string): string {
  const chars = Array.from(text.replace(/\s+/g, ' ').trim());
  return chars.length <= QUOTE_CHARS ? chars.join('') : `${chars.slice(0, QUOTE_CHARS).join('')}...`;
}

