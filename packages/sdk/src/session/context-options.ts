import type { PeerRepresentationRequest } from '@honcho-ai/api-types';
import type { InputIssue, QueryParams } from '@honcho-ai/sdk-core';
import {
  representationOptionIssues,
  representationOptionsToWire,
  type RepresentationOptions,
} from '../conclusions/representation-options.js';
import type { CallOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import { describe, idIssues, integerIssues, isPlainObject } from '../validation/input-issues.js';
import { MAX_TOKEN_BUDGET } from '../token-budget/trim-to-budget.js';
import { LIMITS } from '../validation/limits.js';
import { booleanIssues } from '../workspace/list-options.js';
import { resolveIdSafely } from '../workspace/queue-status.js';
import { scopeNameIssues } from '../workspace/recall-scope.js';

/** Most sessions a `sessions` allowlist may name, as the server allows. */
const SESSION_ALLOWLIST_MAX = 1000;

/**
 * What `session.context()` returns besides the messages, and how much of it.
 * The same options as `@honcho-ai/sdk` 2.5, plus per-call options.
 *
 * @example
 * ```ts
 * await session.context({ tokens: 8000, summary: true, peerTarget: user, peerPerspective: assistant });
 * await session.context({ peerTarget: user, scope: 'therapy' });
 * await session.context({ peerTarget: user, sessions: [session, 'onboarding'] });
 * ```
 */
export interface SessionContextOptions extends CallOptions {
  /** Include the summary of earlier messages when one exists (the server's default is to include it). */
  summary?: boolean | undefined;
  /** Token budget for everything returned, 0..100,000; omitted, the server's maximum applies. */
  tokens?: number | undefined;
  /** The peer to include a representation and card for. */
  peerTarget?: IdLike | undefined;
  /** The peer whose view of `peerTarget` to include; requires `peerTarget`, excludes `scope`. */
  peerPerspective?: IdLike | undefined;
  /**
   * Read the target's representation and card from what this scope observed,
   * instead of a peer's view. Requires `peerTarget`, excludes `peerPerspective`
   * and `sessions`, and needs a workspace-level key.
   */
  scope?: IdLike | undefined;
  /**
   * Confine the target's representation to conclusions stated in these
   * sessions (1..1,000; this session must be one of them). The peer card is
   * omitted. Requires `peerTarget`; excludes `scope` and `limitToSession`.
   */
  sessions?: readonly IdLike[] | undefined;
  /** Limit the representation to what was learnt in this session. */
  limitToSession?: boolean | undefined;
  /**
   * How to curate the representation (search query, top-k, distance, ...).
   * The server takes a search query with or without `peerTarget`; without
   * one there is no representation for it to curate.
   */
  representationOptions?: RepresentationOptions | undefined;
  /**
   * The search query at the top level, as `@honcho-ai/sdk` 2.0 spelled it
   * (2.1 moved it into `representationOptions`, and 2.1 to 2.5 dropped this
   * spelling without a word). Sent as the same `search_query`; give it once,
   * here or in `representationOptions`.
   */
  searchQuery?: RepresentationOptions['searchQuery'] | undefined;
  /**
   * A client-side budget for the whole context, 1..1,000,000 `o200k_base`
   * tokens: what `toOpenAI()` / `toAnthropic()` produce from it, summary,
   * card and representation included, which `tokens` does not bound. What
   * does not fit is left out, oldest messages first (each whole), then the
   * representation's lines from the end, the card's lines from the end, the
   * summary last; the result's `trimmed` says what. The chat format's own few
   * tokens per message are not counted.
   *
   * The tokenizer is loaded on first use, by package name at run time, so an
   * app without a budget bundles none of it. That needs a runtime that
   * resolves packages (Node, Bun, Deno); a bundled browser or edge app calls
   * `budgetSessionContext(context, maxTokens, await loadTokenCounter())`.
   */
  maxTokens?: number | undefined;
}

/** The context parameters without per-call options, as `@honcho-ai/sdk` 2.5 exported them. */
export type ContextParams = Omit<SessionContextOptions, keyof CallOptions>;

const OPTION_KEYS = new Set([
  'summary',
  'tokens',
  'peerTarget',
  'peerPerspective',
  'scope',
  'sessions',
  'limitToSession',
  'representationOptions',
  'searchQuery',
  'maxTokens',
  'signal',
  'timeout',
  'maxRetries',
  'headers',
]);
const REPRESENTATION_KEYS = new Set(['searchQuery', 'searchTopK', 'searchMaxDistance', 'includeMostFrequent', 'maxConclusions']);

/**
 * Checks context options as the server would (plus the combination rules it
 * answers with a 422) and maps them to the query string of the context route.
 *
 * @internal
 */
export function contextQuery(sessionId: string, options: SessionContextOptions): { query: QueryParams; issues: InputIssue[] } {
  const issues: InputIssue[] = [];
  const given: unknown = options;
  if (!isPlainObject(given)) return { query: {}, issues: [{ path: 'options', message: `must be an object, got ${describe(given)}` }] };
  for (const key of Object.keys(given)) {
    if (!OPTION_KEYS.has(key)) issues.push({ path: key, message: 'is not a context option' });
  }
  const peer = (value: unknown, path: string): string | undefined => {
    if (value === undefined) return undefined;
    const id = resolveIdSafely(value);
    issues.push(...idIssues(id, path));
    return typeof id === 'string' ? id : undefined;
  };
  const peerTarget = peer(options.peerTarget, 'peerTarget');
  const peerPerspective = peer(options.peerPerspective, 'peerPerspective');

  let scope: string | undefined;
  if (options.scope !== undefined) {
    const name = resolveIdSafely(options.scope);
    issues.push(...scopeNameIssues(name, 'scope'));
    if (typeof name === 'string') scope = name;
  }

  let sessions: string[] | undefined;
  if (options.sessions !== undefined) {
    if (!Array.isArray(options.sessions)) {
      issues.push({ path: 'sessions', message: `must be a list of sessions, got ${describe(options.sessions)}` });
    } else {
      const ids = options.sessions.map(resolveIdSafely);
      if (ids.length === 0) issues.push({ path: 'sessions', message: 'must name at least one session (an empty allowlist would recall nothing)' });
      if (ids.length > SESSION_ALLOWLIST_MAX) issues.push({ path: 'sessions', message: `must name at most ${SESSION_ALLOWLIST_MAX} sessions (got ${ids.length})` });
      ids.forEach((id, index) => issues.push(...idIssues(id, `sessions[${index}]`)));
      if (ids.length > 0 && !ids.includes(sessionId)) issues.push({ path: 'sessions', message: `must include this session (${JSON.stringify(sessionId)})` });
      sessions = ids.filter((id): id is string => typeof id === 'string');
    }
  }

  const representation = options.representationOptions;
  const representationGiven: unknown = representation;
  if (representation !== undefined) {
    if (!isPlainObject(representationGiven)) {
      issues.push({ path: 'representationOptions', message: `must be an object, got ${describe(representation)}` });
    } else {
      for (const key of Object.keys(representationGiven)) {
        if (!REPRESENTATION_KEYS.has(key)) issues.push({ path: `representationOptions.${key}`, message: 'is not a representation option' });
      }
      issues.push(...representationOptionIssues(representation, 'representationOptions'));
    }
  }

  // 2.0's top-level spelling, checked as the nested one is.
  const topLevelQuery = options.searchQuery;
  if (topLevelQuery !== undefined) {
    issues.push(...representationOptionIssues({ searchQuery: topLevelQuery }));
    const nested: unknown = isPlainObject(representationGiven) ? representationGiven.searchQuery : undefined;
    if (nested !== undefined && searchText(nested) !== searchText(topLevelQuery)) {
      issues.push({ path: 'searchQuery', message: 'differs from representationOptions.searchQuery: give the search query once' });
    }
  }

  issues.push(
    ...booleanIssues(options.summary, 'summary'),
    ...integerIssues(options.tokens, 'tokens', 0, LIMITS.contextTokensMax),
    ...booleanIssues(options.limitToSession, 'limitToSession'),
    ...integerIssues(options.maxTokens, 'maxTokens', 1, MAX_TOKEN_BUDGET),
  );

  // The combinations the server refuses with a 422, named here first.
  const hasTarget = options.peerTarget !== undefined;
  if (options.sessions !== undefined && !hasTarget) issues.push({ path: 'sessions', message: 'requires peerTarget' });
  if (options.sessions !== undefined && options.scope !== undefined) issues.push({ path: 'sessions', message: 'cannot be combined with scope' });
  if (options.sessions !== undefined && options.limitToSession === true) issues.push({ path: 'sessions', message: 'cannot be combined with limitToSession' });
  if (options.peerPerspective !== undefined && !hasTarget) issues.push({ path: 'peerPerspective', message: 'requires peerTarget' });
  if (options.scope !== undefined && !hasTarget) issues.push({ path: 'scope', message: 'requires peerTarget' });
  if (options.scope !== undefined && options.peerPerspective !== undefined) issues.push({ path: 'scope', message: 'cannot be combined with peerPerspective' });

  if (issues.length > 0) return { query: {}, issues };
  const wire: PeerRepresentationRequest = representation === undefined ? {} : representationOptionsToWire(representation);
  const searchQuery = wire.search_query ?? (topLevelQuery === undefined ? undefined : representationOptionsToWire({ searchQuery: topLevelQuery }).search_query);
  const query: QueryParams = {
    tokens: options.tokens,
    summary: options.summary,
    search_query: searchQuery,
    peer_target: peerTarget,
    peer_perspective: peerPerspective,
    scope,
    sessions,
    limit_to_session: options.limitToSession,
    search_top_k: wire.search_top_k,
    search_max_distance: wire.search_max_distance,
    include_most_frequent: wire.include_most_frequent,
    max_conclusions: wire.max_conclusions,
  };
  return { query, issues };
}

/** A search query's text, whichever form it was given in (a string or an object with `content`). */
function searchText(query: unknown): unknown {
  return typeof query === 'object' && query !== null ? (query as { content?: unknown }).content : query;
}
