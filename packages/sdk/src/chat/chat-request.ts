import { REASONING_LEVELS } from '@honcho-ai/api-types';
import { resolveResponseFormat, type InputIssue, type JsonSchema, type ResponseFormatInput } from '@honcho-ai/sdk-core';
import { resolveId } from '../internal/resolve-id.js';
import { describe, idIssues, InputIssues, isPlainObject, numberIssues, oneOfIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { CALL_OPTION_KEYS } from '../internal/call-options.js';
import type { ChatOptionsBase, PeerChatOptions } from './chat-method-types.js';
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

const SHARED_KEYS = [
  ...CALL_OPTION_KEYS,
  'session',
  'scope',
  'reasoningLevel',
  'responseFormat',
  'includeEvidence',
  'stream',
  'keepText',
  'idleTimeoutMs',
] as const;
const ALLOWED_KEYS: Record<ChatKind, ReadonlySet<string>> = {
  peer: new Set<string>([...SHARED_KEYS, 'target', 'sessions']),
  workspace: new Set<string>(SHARED_KEYS),
};

/** Scope names are peer names with a reserved `scope.` prefix, hence shorter. */
const SCOPE_PREFIX = 'scope.';
const SESSION_ALLOWLIST_MAX = 1_000;

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
  options: (ChatOptionsBase & { target?: PeerChatOptions['target'] }) | undefined,
): Promise<ChatRequest> {
  const issues = new InputIssues();
  issues.addAll(queryIssues(query));

  if (options !== undefined && options !== null && !isPlainObject(options)) {
    issues.add('options', `must be an object, got ${describe(options)}`);
    issues.throwIfAny('Invalid chat input');
  }
  const opts = (options ?? {}) as Partial<Record<string, unknown>>;
  for (const key of Object.keys(opts)) {
    if (ALLOWED_KEYS[kind].has(key)) continue;
    const hint =
      kind === 'workspace' && (key === 'target' || key === 'sessions')
        ? `is not supported by workspace chat (only peer chat takes ${key})`
        : 'is not a chat option';
    issues.add(key, hint);
  }

  const target = kind === 'peer' ? optionalId(opts.target, 'target', issues) : undefined;
  const session = optionalId(opts.session, 'session', issues);
  const scope = scopeOption(opts.scope, issues);
  const sessions = kind === 'peer' ? sessionsOption(opts.sessions, issues) : undefined;

  // The server answers these combinations with a 422 (as 2.5 checked): a
  // scope already decides what can be seen, so adding sessions contradicts it.
  if (opts.scope !== undefined && opts.sessions !== undefined) issues.add('sessions', 'scope and sessions are mutually exclusive');
  if (opts.scope !== undefined && opts.session !== undefined) issues.add('session', 'scope and session are mutually exclusive');
  if (session !== undefined && sessions !== undefined && !sessions.includes(session)) {
    issues.add('session', `must be one of sessions when both are given (the server answers within the allowlist), got ${JSON.stringify(session)}`);
  }

  issues.addAll(oneOfIssues(opts.reasoningLevel, 'reasoningLevel', REASONING_LEVELS));
  for (const flag of ['includeEvidence', 'stream', 'keepText'] as const) {
    const value = opts[flag];
    if (value !== undefined && typeof value !== 'boolean') issues.add(flag, `must be a boolean, got ${describe(value)}`);
  }
  // `Infinity` is the documented way to turn the idle timeout off.
  if (opts.idleTimeoutMs !== undefined && opts.idleTimeoutMs !== Number.POSITIVE_INFINITY) {
    issues.addAll(numberIssues(opts.idleTimeoutMs, 'idleTimeoutMs', 1, Number.POSITIVE_INFINITY));
  }
  issues.throwIfAny('Invalid chat input');

  const responseFormat = opts.responseFormat;
  const format =
    responseFormat === undefined || responseFormat === null
      ? undefined
      : ((await resolveResponseFormat(responseFormat as ResponseFormatInput)) as StructuredFormat);
  const includeEvidence = opts.includeEvidence === true;

  const body: ChatBody =
    kind === 'peer'
      ? {
          query: query as string,
          target,
          session_id: session,
          scope,
          filters: sessions === undefined ? undefined : { session_id: sessions },
          reasoning_level: opts.reasoningLevel as string | undefined,
          response_format: format?.jsonSchema,
          include_evidence: includeEvidence ? true : undefined,
        }
      : {
          query: query as string,
          session_id: session,
          reasoning_level: opts.reasoningLevel as string | undefined,
          response_format: format?.jsonSchema,
          scope,
          include_evidence: includeEvidence ? true : undefined,
        };
  return { body, format, includeEvidence };
}

function queryIssues(query: unknown): InputIssue[] {
  if (typeof query !== 'string') return [{ path: 'query', message: `must be a string, got ${describe(query)}` }];
  if (query.trim().length === 0) return [{ path: 'query', message: query.length === 0 ? 'must not be empty' : 'must not be only whitespace' }];
  // The server counts code points (Python's len), so an emoji is one character, not two UTF-16 units.
  if (query.length > LIMITS.chatQueryMaxLength) {
    const characters = codePointLength(query);
    if (characters > LIMITS.chatQueryMaxLength) {
      return [{ path: 'query', message: `must be at most ${LIMITS.chatQueryMaxLength} characters (got ${characters})` }];
    }
  }
  return [];
}

function codePointLength(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** An id given as a string or an object with `id`; `undefined` (and `null`) mean absent. */
function optionalId(value: unknown, path: string, issues: InputIssues): string | undefined {
  if (value === undefined || value === null) return undefined;
  const id = idOf(value);
  if (id === undefined) {
    issues.add(path, `must be an id string or an object with an id, got ${describe(value)}`);
    return undefined;
  }
  const found = idIssues(id, path);
  issues.addAll(found);
  return found.length === 0 ? id : undefined;
}

function idOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string') {
    return resolveId(value as { id: string });
  }
  return undefined;
}

function scopeOption(value: unknown, issues: InputIssues): string | string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) return scopeName(value, 'scope', issues);
  if (value.length === 0) issues.add('scope', 'must name at least one scope');
  if (value.length > LIMITS.scopeListMax) issues.add('scope', `can name at most ${LIMITS.scopeListMax} scopes (got ${value.length})`);
  const names = value.map((entry: unknown, index) => scopeName(entry, `scope[${index}]`, issues));
  return names.every((name) => name !== undefined) ? (names as string[]) : undefined;
}

function scopeName(value: unknown, path: string, issues: InputIssues): string | undefined {
  const name = idOf(value);
  if (name === undefined) {
    issues.add(path, `must be a scope name or a Scope, got ${describe(value)}`);
    return undefined;
  }
  if (name.length === 0) issues.add(path, 'must not be empty');
  else if (name.length > LIMITS.scopeNameMaxLength) {
    issues.add(path, `must be at most ${LIMITS.scopeNameMaxLength} characters (got ${name.length})`);
  } else if (name.startsWith(SCOPE_PREFIX)) {
    issues.add(path, `must not start with the reserved prefix "${SCOPE_PREFIX}" (scope names are unprefixed)`);
  } else if (!LIMITS.idPattern.test(name)) {
    issues.add(path, `must contain only letters, digits, "_" and "-", got ${describe(name)}`);
  } else {
    return name;
  }
  return undefined;
}

function sessionsOption(value: unknown, issues: InputIssues): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value)) {
    issues.add('sessions', `must be an array of session ids or Sessions, got ${describe(value)}`);
    return undefined;
  }
  if (value.length === 0) issues.add('sessions', 'must name at least one session (an empty allowlist would recall nothing)');
  if (value.length > SESSION_ALLOWLIST_MAX) {
    issues.add('sessions', `can name at most ${SESSION_ALLOWLIST_MAX} sessions (got ${value.length})`);
  }
  const ids = value.map((entry: unknown, index) => optionalId(entry ?? '', `sessions[${index}]`, issues));
  return value.length > 0 && ids.every((id) => id !== undefined) ? (ids as string[]) : undefined;
}
