import type { HonchoMemoryError } from '../errors/honcho-memory-error.js';
import type { HonchoMemoryContext } from '../memory/memory-context.js';
import {
  booleanIssues,
  functionIssues,
  idIssues,
  integerIssues,
  isPlainObject,
  optionalIdIssues,
  throwIfIssues,
  unknownKeyIssues,
  describe,
  type Issue,
} from './input-issues.js';

/** Longest memory timeout accepted, in milliseconds (the SDK's own ceiling is far above any sensible value here). */
export const MAX_MEMORY_TIMEOUT_MS = 600_000;
/** The server's token budget ceiling for a session context. */
export const MAX_CONTEXT_TOKENS = 100_000;

/**
 * Who a conversation is between. Only `userId` is required; each field can
 * also be given per call through `providerOptions.honcho`.
 */
export interface HonchoIdentity {
  /** The user: the peer Honcho observes and models, who sends the input. */
  userId: string;
  /**
   * The conversation (your own chat/thread id). With it, turns are saved and
   * the session's summary and recent messages join the context; without it,
   * nothing is written.
   */
  sessionId?: string | undefined;
  /** The AI peer generating the replies; defaults to `'assistant'` (or `createHoncho({ assistantId })`). */
  assistantId?: string | undefined;
}

/**
 * Configuration of `honcho.middleware()` and `honcho.wrap()`. Flat: add
 * fields as you need them.
 *
 * @example
 * ```ts
 * honcho.middleware({ userId: 'user-123' }); // memory only, nothing written
 * honcho.middleware({ userId: 'user-123', sessionId: 'chat-456' }); // + history, summary, persistence
 * honcho.middleware({ userId: 'alice', sessionId: 'group-1', assistantId: 'coordinator', persistInput: false });
 * ```
 */
export interface HonchoMiddlewareConfig extends Partial<HonchoIdentity> {
  /**
   * Also save the user's message (as `userId`) when saving a turn. Default
   * `true`. Turn it off when you save input yourself with `honcho.send()`.
   * The user's message is saved once per turn: never again on a tool-loop
   * step, a retry, or a regenerate of the same conversation.
   */
  persistInput?: boolean | undefined;
  /**
   * Inject the session's recent messages into the system prompt. Default
   * `true`. Messages already present in the prompt are skipped, so passing a
   * `messages` array does not repeat turns; set `false` when your `messages`
   * array already holds the whole conversation and you want no history from
   * Honcho at all.
   */
  injectHistory?: boolean | undefined;
  /**
   * Renders the memory into text for the system prompt (default
   * {@link formatMemoryContext}). Return `''` to inject nothing. The result
   * is wrapped in the `<honcho_memory>` block.
   */
  formatContext?: ((context: HonchoMemoryContext) => string) | undefined;
  /** Called when a memory call fails (the generation goes on without it). Defaults to `createHoncho({ onError })`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /** Milliseconds the memory work before (and after) a generation may take. Defaults to `createHoncho({ timeout })`. */
  timeout?: number | undefined;
  /** Token budget of the injected recent messages, 0..100,000. Defaults to `createHoncho({ contextTokens })`. */
  contextTokens?: number | undefined;
}

/**
 * Per-call settings, passed as `providerOptions.honcho` to `generateText` or
 * `streamText`; they override the middleware's configuration for that call,
 * so one wrapped model serves every user.
 *
 * @example
 * ```ts
 * await generateText({
 *   model, // honcho.wrap(openai('gpt-4o'))
 *   prompt,
 *   providerOptions: { honcho: { userId: user.id, sessionId: chat.id } },
 * });
 * ```
 */
export interface HonchoRequestOptions {
  /** The user for this call. */
  userId?: string | undefined;
  /** The session for this call. */
  sessionId?: string | undefined;
  /** The assistant for this call. */
  assistantId?: string | undefined;
  /** Save the user's message for this call (e.g. `false` on a regenerate request). */
  persistInput?: boolean | undefined;
  /** Inject recent history for this call. */
  injectHistory?: boolean | undefined;
}

/** Everything one call needs, with defaults applied. @internal */
export interface TurnSettings {
  readonly userId: string;
  readonly sessionId: string | undefined;
  readonly assistantId: string;
  readonly persistInput: boolean;
  readonly injectHistory: boolean;
}

const IDENTITY_KEYS = ['userId', 'sessionId', 'assistantId'] as const;
const REQUEST_KEYS = [...IDENTITY_KEYS, 'persistInput', 'injectHistory'] as const;
const MIDDLEWARE_KEYS = [...REQUEST_KEYS, 'formatContext', 'onError', 'timeout', 'contextTokens'] as const;

/** Problems with the identity fields of any config object. */
export function identityIssues(config: Record<string, unknown>, path = ''): Issue[] {
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  const issues = [
    ...optionalIdIssues(config.userId, at('userId')),
    ...optionalIdIssues(config.sessionId, at('sessionId')),
    ...optionalIdIssues(config.assistantId, at('assistantId')),
  ];
  if (typeof config.userId === 'string' && config.userId === config.assistantId) {
    issues.push({ path: at('assistantId'), message: `must differ from userId (both are ${describe(config.userId)})` });
  }
  return issues;
}

/** Problems with the options every memory path shares: timeout and token budget. */
export function tuningIssues(config: Record<string, unknown>, path = ''): Issue[] {
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  return [
    ...integerIssues(config.timeout, at('timeout'), 1, MAX_MEMORY_TIMEOUT_MS),
    ...integerIssues(config.contextTokens, at('contextTokens'), 0, MAX_CONTEXT_TOKENS),
    ...functionIssues(config.onError, at('onError')),
  ];
}

/**
 * Checks a middleware configuration.
 *
 * @throws `HonchoValidationError` naming each bad field.
 */
export function assertMiddlewareConfig(config: unknown): asserts config is HonchoMiddlewareConfig {
  if (config === undefined) return;
  if (!isPlainObject(config)) {
    throwIfIssues([{ path: 'config', message: `must be an object, got ${describe(config)}` }], 'Invalid honcho.middleware() config');
    return;
  }
  throwIfIssues(
    [
      ...unknownKeyIssues(config, MIDDLEWARE_KEYS, '', 'a middleware option'),
      ...identityIssues(config),
      ...booleanIssues(config.persistInput, 'persistInput'),
      ...booleanIssues(config.injectHistory, 'injectHistory'),
      ...functionIssues(config.formatContext, 'formatContext'),
      ...tuningIssues(config),
    ],
    'Invalid honcho.middleware() config',
  );
}

/**
 * Reads `providerOptions.honcho`.
 *
 * @throws `HonchoValidationError` when it is not an object of known, valid fields.
 */
export function readRequestOptions(providerOptions: Readonly<Record<string, unknown>> | undefined): HonchoRequestOptions {
  const value = providerOptions?.honcho;
  if (value === undefined) return {};
  const prefix = 'Invalid providerOptions.honcho';
  if (!isPlainObject(value)) {
    throwIfIssues([{ path: 'providerOptions.honcho', message: `must be an object, got ${describe(value)}` }], prefix);
    return {};
  }
  throwIfIssues(
    [
      ...unknownKeyIssues(value, REQUEST_KEYS, 'providerOptions.honcho', 'a Honcho call option'),
      ...identityIssues(value, 'providerOptions.honcho'),
      ...booleanIssues(value.persistInput, 'providerOptions.honcho.persistInput'),
      ...booleanIssues(value.injectHistory, 'providerOptions.honcho.injectHistory'),
    ],
    prefix,
  );
  return value as HonchoRequestOptions;
}

/**
 * Merges the middleware's configuration, the call's `providerOptions.honcho`
 * and the defaults.
 *
 * @throws `HonchoValidationError` when no `userId` was given anywhere, or the
 *   merged user and assistant are the same peer.
 */
export function resolveTurnSettings(config: HonchoMiddlewareConfig, request: HonchoRequestOptions, defaultAssistantId: string): TurnSettings {
  const userId = request.userId ?? config.userId;
  const settings: TurnSettings = {
    userId: userId ?? '',
    sessionId: request.sessionId ?? config.sessionId,
    assistantId: request.assistantId ?? config.assistantId ?? defaultAssistantId,
    persistInput: request.persistInput ?? config.persistInput ?? true,
    injectHistory: request.injectHistory ?? config.injectHistory ?? true,
  };
  const issues: Issue[] =
    userId === undefined
      ? [{ path: 'userId', message: 'is required: pass honcho.middleware({ userId }) or providerOptions: { honcho: { userId } } on the call' }]
      : idIssues(userId, 'userId');
  if (userId !== undefined && userId === settings.assistantId) {
    issues.push({ path: 'assistantId', message: `must differ from userId (both are ${describe(userId)})` });
  }
  throwIfIssues(issues, 'Invalid Honcho identity for this call');
  return settings;
}
