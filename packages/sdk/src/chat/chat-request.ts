import { REASONING_LEVELS } from '@honcho-ai/api-types';
import { allOf, checkInput, describeValue, fields, finiteNumber, flag, type InputSpec, isPlainObject, type JsonSchema, knownKeys, oneOf, resolveResponseFormat, type ResponseFormatInput, rule, says, select, type SpecShape, z } from '@honcho-ai/sdk-core';
import { CALL_OPTION_KEYS, type CallOptionKey } from '../internal/call-options.js';
import { resolveId, resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { idLike } from '../validation/id-like.js';
import { LIMITS } from '../validation/limits.js';
import { recallScopeShape, scopeLikeSpec, scopeListSpec } from '../workspace/recall-scope.js';
import { searchQuerySpec } from '../workspace/search-input.js';
import type { ChatOptionsBase } from './chat-method-types.js';
import type { StructuredFormat } from './structured-content.js';

/** Where a chat goes: a peer's dialectic, or the workspace-wide one (no `target`, no `sessions`). */
export type ChatKind = 'peer' | 'workspace';

/**
 * A chat's destination, as the calling method knows it: which dialectic, and
 * its built path (`/v3/workspaces/{workspace_id}/peers/{peer_id}/chat` or
 * `/v3/workspaces/{workspace_id}/chat`).
 *
 * @internal
 */
export interface ChatRoute {
  readonly kind: ChatKind;
  readonly path: string;
}

/**
 * Everything `executeChat` needs, checked: the wire body (without `stream`),
 * the resolved response format, and the flags that shape the result.
 *
 * @internal
 */
export interface ChatRequest {
  readonly body: ChatBody;
  readonly format: StructuredFormat | undefined;
  readonly includeEvidence: boolean;
}

/**
 * The chat body as 2.5 sends it, in 2.5's key order. `undefined` fields are
 * dropped by JSON serialisation.
 *
 * @internal
 */
export interface ChatBody {
  query: string;
  target?: string | undefined;
  session_id?: string | undefined;
  scope?: string | string[] | undefined;
  filters?: { session_id: string[] } | undefined;
  reasoning_level?: string | undefined;
  response_format?: JsonSchema | undefined;
  include_evidence?: true | undefined;
}

/** The options of peer chat, which alone takes `target` and `sessions`. */
type PeerChatInput = ChatOptionsBase & { target?: IdLike };

/** `spec`, with `null` taken as not given, as 2.5 took it. */
function orNull<T>(spec: InputSpec<T>): InputSpec<T | undefined> {
  return z.optional(z.nullable(spec)) as unknown as InputSpec<T | undefined>;
}

/** The server counts code points (Python's len), so an emoji is one character, not two UTF-16 units. */
function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

const chatQuerySpec = searchQuerySpec.check(
  z.refine<string>(
    (query) => query.length <= LIMITS.chatQueryMaxLength || codePointLength(query) <= LIMITS.chatQueryMaxLength,
    says((query) => `must be at most ${LIMITS.chatQueryMaxLength} characters (got ${codePointLength(query as string)})`),
  ),
);

// The allowlist recall takes everywhere (`peer.representation`, `session.context`, ...).
const sessionListSpec = recallScopeShape.sessions;

const chatShape = {
  session: orNull(idLike),
  scope: orNull(select<IdLike | IdLike[]>((scope) => (Array.isArray(scope) ? scopeListSpec : scopeLikeSpec))),
  reasoningLevel: z.optional(oneOf(REASONING_LEVELS)),
  // Checked, with the construct and its path named, by resolveResponseFormat.
  responseFormat: z.optional(z.custom<ResponseFormatInput>()),
  includeEvidence: z.optional(flag()),
  stream: z.optional(flag()),
  keepText: z.optional(flag()),
  // `Infinity` is the documented way to turn the idle timeout off.
  idleTimeoutMs: z.optional(select<number>((ms) => (ms === Number.POSITIVE_INFINITY ? z.unknown() : finiteNumber(1, Number.POSITIVE_INFINITY)))),
} satisfies SpecShape<Omit<ChatOptionsBase, CallOptionKey | 'sessions'>>;

const peerChatShape = {
  target: orNull(idLike),
  ...chatShape,
  sessions: orNull(sessionListSpec),
} satisfies SpecShape<Omit<PeerChatInput, CallOptionKey>>;

// The server answers these combinations with a 422 (as 2.5 checked): a
// scope already decides what can be seen, so adding sessions contradicts it.
const scopeExclusive = rule((input, path) => {
  if (!isPlainObject(input) || input.scope === undefined) return [];
  return (['sessions', 'session'] as const).filter((key) => input[key] !== undefined).map((key) => ({ path: `${path}.${key}`, message: `scope and ${key} are mutually exclusive` }));
});

// The server answers within the allowlist, so a session outside it would find nothing.
const sessionInAllowlist = rule((input, path) => {
  if (!isPlainObject(input) || !Array.isArray(input.sessions) || !z.safeParse(sessionListSpec, input.sessions).success || !z.safeParse(idLike, input.session).success) return [];
  const session = resolveIdSafely(input.session);
  if (input.sessions.map(resolveIdSafely).includes(session)) return [];
  return [{ path: `${path}.session`, message: `must be one of sessions when both are given (the server answers within the allowlist), got ${JSON.stringify(session)}` }];
});

function chatSpec(kind: ChatKind, shape: Record<string, InputSpec<unknown>>): InputSpec {
  // `query` is the method's first argument, checked with the options.
  const known = ['query', ...Object.keys(shape), ...CALL_OPTION_KEYS];
  const unknown = (key: string): string =>
    kind === 'workspace' && (key === 'target' || key === 'sessions') ? `is not supported by workspace chat (only peer chat takes ${key})` : 'is not a chat option';
  return allOf(knownKeys(known, unknown), fields({ query: chatQuerySpec, ...shape }), scopeExclusive, sessionInAllowlist);
}

const CHAT_SPECS: Record<ChatKind, InputSpec> = { peer: chatSpec('peer', peerChatShape), workspace: chatSpec('workspace', chatShape) };

/** A call whose options are not an object: only the query is checked besides. */
const NOT_OPTIONS = fields({
  query: chatQuerySpec,
  options: z.custom(() => false, says((options) => `must be an object, got ${describeValue(options)}`)),
});

/**
 * Validates a chat call's input (every problem at once, as one
 * `HonchoValidationError`), then resolves the response format (a bad schema
 * is a `SchemaValidationError` naming the construct and its path). Both
 * happen before any request.
 *
 * @internal
 */
export async function prepareChatRequest(
  kind: ChatKind,
  query: unknown,
  options: PeerChatInput | undefined,
): Promise<ChatRequest> {
  const given = options as unknown;
  if (given !== undefined && given !== null && !isPlainObject(given)) checkInput(NOT_OPTIONS, { query, options: given }, 'Invalid chat input');
  const opts: PeerChatInput = options ?? {};
  checkInput(CHAT_SPECS[kind], { ...opts, query }, 'Invalid chat input');

  const responseFormat = opts.responseFormat;
  const format =
    responseFormat === undefined || responseFormat === null
      ? undefined
      : ((await resolveResponseFormat(responseFormat as ResponseFormatInput)) as StructuredFormat);
  const includeEvidence = opts.includeEvidence === true;

  return { body: chatBody(kind, query as string, opts, format), format, includeEvidence };
}

/** The wire body of a checked chat call, in 2.5's key order (`undefined` fields are dropped by JSON). */
function chatBody(kind: ChatKind, query: string, opts: PeerChatInput, format: StructuredFormat | undefined): ChatBody {
  const id = (value: IdLike | null | undefined): string | undefined => (value === undefined || value === null ? undefined : resolveId(value));
  const scope = opts.scope === undefined || opts.scope === null ? undefined : Array.isArray(opts.scope) ? opts.scope.map(resolveId) : resolveId(opts.scope);
  const includeEvidence = opts.includeEvidence === true ? true : undefined;
  if (kind === 'workspace') {
    return { query, session_id: id(opts.session), reasoning_level: opts.reasoningLevel, response_format: format?.jsonSchema, scope, include_evidence: includeEvidence };
  }
  return {
    query,
    target: id(opts.target),
    session_id: id(opts.session),
    scope,
    filters: opts.sessions === undefined || opts.sessions === null ? undefined : { session_id: opts.sessions.map(resolveId) },
    reasoning_level: opts.reasoningLevel,
    response_format: format?.jsonSchema,
    include_evidence: includeEvidence,
  };
}
