import { allOf, describeValue, fields, flag, type InputSpec, integer, isPlainObject, knownKeys, type QueryParams, rule, select, type SpecShape, z } from '@honcho-ai/sdk-core';
import {
  representationOptionsShape,
  representationOptionsSpec,
  representationOptionsToWire,
  type RepresentationOptions,
} from '../conclusions/representation-options.js';
import { CALL_OPTION_KEYS, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { resolveId, resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { MAX_TOKEN_BUDGET } from '../token-budget/trim-to-budget.js';
import { idLike } from '../validation/id-like.js';
import { LIMITS } from '../validation/limits.js';
import { recallScopeShape, scopeLikeSpec } from '../workspace/recall-scope.js';

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

// The context options' rules, in the order problems are reported; between
// the two halves, `sessions`, which must include the session asked.
const targetShape = {
  peerTarget: z.optional(idLike),
  peerPerspective: z.optional(idLike),
  scope: z.optional(scopeLikeSpec),
};
const restShape = {
  representationOptions: z.optional(
    allOf<RepresentationOptions>(knownKeys(Object.keys(representationOptionsShape), () => 'is not a representation option'), representationOptionsSpec),
  ),
  searchQuery: representationOptionsShape.searchQuery,
  summary: z.optional(flag()),
  tokens: z.optional(integer(0, LIMITS.contextTokensMax)),
  limitToSession: z.optional(flag()),
  maxTokens: z.optional(integer(1, MAX_TOKEN_BUDGET)),
};

function contextShape(sessionId: string) {
  const includesThisSession = z.custom((ids) => !Array.isArray(ids) || ids.length === 0 || ids.map(resolveIdSafely).includes(sessionId), {
    error: `must include this session (${JSON.stringify(sessionId)})`,
    abort: true,
  });
  return {
    ...targetShape,
    sessions: allOf<readonly IdLike[] | undefined>(recallScopeShape.sessions, includesThisSession),
    ...restShape,
  } satisfies SpecShape<Omit<SessionContextOptions, CallOptionKey>>;
}

const misspeltKeys = knownKeys([...Object.keys(targetShape), 'sessions', ...Object.keys(restShape), ...CALL_OPTION_KEYS], () => 'is not a context option');

/** A search query's text, whichever form it was given in (a string or an object with `content`). */
function searchText(query: unknown): unknown {
  return typeof query === 'object' && query !== null ? (query as { content?: unknown }).content : query;
}

/** What the server refuses with a 422 (and a search query given twice, differently), named before any request. */
const combinations = z.unknown().check(
  z.superRefine((options: unknown, context) => {
    if (!isPlainObject(options)) return;
    const refuse = (key: string, message: string): void => context.addIssue({ code: 'custom', path: [key], input: options[key], message });
    const given = (key: keyof SessionContextOptions): boolean => options[key] !== undefined;
    const nested: unknown = isPlainObject(options.representationOptions) ? options.representationOptions.searchQuery : undefined;
    if (given('searchQuery') && nested !== undefined && searchText(nested) !== searchText(options.searchQuery)) {
      refuse('searchQuery', 'differs from representationOptions.searchQuery: give the search query once');
    }
    if (given('sessions') && !given('peerTarget')) refuse('sessions', 'requires peerTarget');
    if (given('sessions') && given('scope')) refuse('sessions', 'cannot be combined with scope');
    if (given('sessions') && options.limitToSession === true) refuse('sessions', 'cannot be combined with limitToSession');
    if (given('peerPerspective') && !given('peerTarget')) refuse('peerPerspective', 'requires peerTarget');
    if (given('scope') && !given('peerTarget')) refuse('scope', 'requires peerTarget');
    if (given('scope') && given('peerPerspective')) refuse('scope', 'cannot be combined with peerPerspective');
  }),
);

const notAnObject = rule((value) => [{ path: 'options', message: `must be an object, got ${describeValue(value)}` }]);

/**
 * The context options of session `sessionId`, checked as the server would
 * (plus the combinations it answers with a 422): misspelt keys first, then
 * each field, then the combinations.
 *
 * @internal
 */
export function contextOptionsSpec(sessionId: string): InputSpec<SessionContextOptions> {
  const options = allOf<SessionContextOptions>(misspeltKeys, fields(contextShape(sessionId)), combinations);
  return select((given) => (isPlainObject(given) ? options : notAnObject));
}

/** The query string of the context route for checked options. @internal */
export function contextOptionsToWire(options: SessionContextOptions): QueryParams {
  const id = (value: IdLike | undefined): string | undefined => (value === undefined ? undefined : resolveId(value));
  const wire = options.representationOptions === undefined ? {} : representationOptionsToWire(options.representationOptions);
  const topLevelQuery = options.searchQuery === undefined ? undefined : representationOptionsToWire({ searchQuery: options.searchQuery }).search_query;
  return {
    tokens: options.tokens,
    summary: options.summary,
    search_query: wire.search_query ?? topLevelQuery,
    peer_target: id(options.peerTarget),
    peer_perspective: id(options.peerPerspective),
    scope: id(options.scope),
    sessions: options.sessions?.map(resolveId),
    limit_to_session: options.limitToSession,
    search_top_k: wire.search_top_k,
    search_max_distance: wire.search_max_distance,
    include_most_frequent: wire.include_most_frequent,
    max_conclusions: wire.max_conclusions,
  };
}
