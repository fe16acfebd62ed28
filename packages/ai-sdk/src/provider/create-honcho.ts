import { HONCHO_CONFIG_KEYS, type Honcho, type HonchoConfig, type Message } from '@honcho-ai/sdk';
import {
  identityIssues,
  MAX_CONTEXT_TOKENS,
  MAX_MEMORY_TIMEOUT_MS,
  tuningIssues,
  type HonchoIdentity,
  type HonchoMiddlewareConfig,
} from '../config/middleware-config.js';
import {
  booleanIssues,
  describe,
  functionIssues,
  idIssues,
  integerIssues,
  isPlainObject,
  throwIfIssues,
  unknownKeyIssues,
  type Issue,
} from '../config/input-issues.js';
import type { HonchoMemoryError } from '../errors/honcho-memory-error.js';
import type { HonchoMiddleware } from '../language-model/language-model-types.js';
import { fetchMemory } from '../memory/fetch-memory.js';
import type { HonchoMemoryContext } from '../memory/memory-context.js';
import { createHonchoMiddleware } from '../middleware/create-middleware.js';
import { applyMiddleware, type WrappableLanguageModel } from '../middleware/wrap-model.js';
import { createAiSdkTools, type HonchoTools } from '../tools/ai-sdk-tools.js';
import { clientFromConfig } from './client-from-config.js';
import { Deadline } from './deadline.js';
import { HonchoRuntime, USER_SESSION_CONFIG } from './honcho-runtime.js';

/** Default budget of the memory work before, and after, a generation. */
export const DEFAULT_MEMORY_TIMEOUT_MS = 5_000;
/** Default budget of one tool call (the dialectic behind `honcho_chat` reasons before answering). */
export const DEFAULT_TOOL_TIMEOUT_MS = 30_000;
/** Default token budget of the injected recent messages. */
export const DEFAULT_CONTEXT_TOKENS = 2_000;
/** Default number of users, sessions and conversations whose state is cached. */
export const DEFAULT_MAX_CACHED_ENTRIES = 1_000;
/** The assistant peer's id when none is given. */
export const DEFAULT_ASSISTANT_ID = 'assistant';

/**
 * Options of {@link createHoncho}. Every field is optional: with
 * `HONCHO_API_KEY` and `HONCHO_WORKSPACE_ID` set (and `HONCHO_URL` for a
 * self-hosted server), `createHoncho()` needs none.
 *
 * Client options (`apiKey`, `baseURL`, `workspaceId`, `maxRetries`,
 * `fetch`, `logger`, ...) are those of `new Honcho()` from `@honcho-ai/sdk`,
 * except `timeout`, which here bounds the memory work around a generation.
 */
export interface CreateHonchoOptions extends Omit<HonchoConfig, 'timeout'> {
  /** An existing `Honcho` client to use instead of building one; then pass no client options. */
  client?: Honcho | undefined;
  /** The default assistant peer (default `'assistant'`). */
  assistantId?: string | undefined;
  /**
   * Milliseconds the memory work before a generation (fetching context) and
   * after it (saving the turn) may each take; default 5,000. When Honcho is
   * slower, the generation goes ahead without memory.
   */
  timeout?: number | undefined;
  /** Token budget of the injected recent messages, 0..100,000; default 2,000. */
  contextTokens?: number | undefined;
  /** Receives every memory failure; default: a one-line `console.warn`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /** Most users, sessions and conversations whose state is kept in memory; default 1,000. */
  maxCachedEntries?: number | undefined;
}

/** Configuration of {@link HonchoProvider.tools}. */
export interface HonchoToolsConfig extends HonchoIdentity {
  /** Milliseconds one tool call may take; default 30,000. */
  timeout?: number | undefined;
  /** Token budget of the recent messages `honcho_context` returns; defaults to `createHoncho({ contextTokens })`. */
  contextTokens?: number | undefined;
  /** Receives tool failures (the model also gets them as the tool's result); defaults to `createHoncho({ onError })`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
}

/** Input of {@link HonchoProvider.send}. */
export interface HonchoSendInput {
  /** The sender. */
  userId: string;
  /** The session to add the message to (created if needed). */
  sessionId: string;
  /** The text, up to 25,000 characters. */
  content: string;
  /** Metadata to store with the message. */
  metadata?: Record<string, unknown> | undefined;
  /** When it was said, for importing history. */
  createdAt?: string | Date | undefined;
  /** Cancels the call. */
  signal?: AbortSignal | undefined;
  /** Milliseconds the call may take; defaults to `createHoncho({ timeout })`. */
  timeout?: number | undefined;
}

/** Input of {@link HonchoProvider.context}. */
export interface HonchoContextRequest extends HonchoIdentity {
  /** Include the session's recent messages (default `true`). */
  injectHistory?: boolean | undefined;
  /** Token budget of those messages; defaults to `createHoncho({ contextTokens })`. */
  contextTokens?: number | undefined;
  /** Cancels the call. */
  signal?: AbortSignal | undefined;
  /** Milliseconds the call may take; defaults to `createHoncho({ timeout })`. */
  timeout?: number | undefined;
}

/**
 * Honcho memory for the Vercel AI SDK, as {@link createHoncho} returns it.
 * Everything it builds shares one client and one cache: peers and sessions
 * are created once per process, whichever of `middleware()`, `wrap()`,
 * `tools()` or `send()` needs them first.
 */
export interface HonchoProvider {
  /** The underlying `Honcho` client from `@honcho-ai/sdk`, for anything this package does not wrap. */
  readonly client: Honcho;
  /** The workspace everything is stored in. */
  readonly workspaceId: string;
  /**
   * A language-model middleware for `wrapLanguageModel` (`ai` 5, 6 or 7)
   * that injects what Honcho knows about the user into the system prompt
   * and, with a `sessionId`, saves each turn.
   *
   * @example
   * ```ts
   * const model = wrapLanguageModel({
   *   model: openai('gpt-4o'),
   *   middleware: honcho.middleware({ userId: 'user-123', sessionId: 'chat-456' }),
   * });
   * ```
   * @throws `HonchoValidationError` for an invalid configuration.
   */
  middleware(config?: HonchoMiddlewareConfig): HonchoMiddleware;
  /**
   * `model` with the middleware applied: the one-call form of
   * `wrapLanguageModel({ model, middleware: honcho.middleware(config) })`,
   * for any `ai` major. Leave out `userId` to give it per call through
   * `providerOptions.honcho`.
   *
   * @example
   * ```ts
   * const model = honcho.wrap(openai('gpt-4o'), { userId: 'user-123' });
   * const { text } = await generateText({ model, prompt: 'What should I focus on today?' });
   * ```
   */
  wrap<M extends WrappableLanguageModel>(model: M, config?: HonchoMiddlewareConfig): M;
  /**
   * The Honcho tools (`honcho_chat`, `honcho_search`, `honcho_context`,
   * `honcho_get_representation`, `honcho_save_conclusion`,
   * `honcho_search_conclusions`) for one user, in the AI SDK's shape.
   *
   * @example
   * ```ts
   * await generateText({ model, tools: honcho.tools({ userId: 'user-123' }), stopWhen: stepCountIs(3), prompt });
   * ```
   */
  tools(config: HonchoToolsConfig): HonchoTools;
  /**
   * Saves one message from `userId` to a session (creating both if needed)
   * and resolves to it as stored. Use it when you save input yourself
   * (with `persistInput: false` on the middleware).
   *
   * @example
   * ```ts
   * await honcho.send({ userId: 'alice', sessionId: 'group-123', content: aliceMessage });
   * ```
   * @throws `HonchoValidationError` for bad input; the SDK's errors when the write fails.
   */
  send(input: HonchoSendInput): Promise<Message>;
  /**
   * What the middleware would inject, as data: representation, peer card,
   * and with a session its summary and recent messages.
   *
   * @example
   * ```ts
   * const memory = await honcho.context({ userId: 'user-123', sessionId: 'chat-456' });
   * console.log(memory.peerCard);
   * ```
   */
  context(request: HonchoContextRequest): Promise<HonchoMemoryContext>;
}

const PROVIDER_KEYS = ['client', 'assistantId', 'timeout', 'contextTokens', 'onError', 'maxCachedEntries'] as const;
// The client's own options, from the SDK so a new one is accepted here at once; `timeout` is this provider's memory budget.
const CLIENT_OPTION_KEYS = HONCHO_CONFIG_KEYS.filter((key) => key !== 'timeout');
const TOOLS_KEYS = ['userId', 'sessionId', 'assistantId', 'timeout', 'contextTokens', 'onError'] as const;
const SEND_KEYS = ['userId', 'sessionId', 'content', 'metadata', 'createdAt', 'signal', 'timeout'] as const;
const CONTEXT_KEYS = ['userId', 'sessionId', 'assistantId', 'injectHistory', 'contextTokens', 'signal', 'timeout'] as const;

// Duck-typed rather than `instanceof`, so a client from another copy of @honcho-ai/sdk is accepted.
function isHonchoClient(value: unknown): value is Honcho {
  if (typeof value !== 'object' || value === null) return false;
  const client = value as Record<string, unknown>;
  return typeof client.workspaceId === 'string' && typeof client.peer === 'function' && typeof client.session === 'function' && typeof client.http === 'object';
}

function warnOnConsole(error: HonchoMemoryError): void {
  console.warn(`[honcho] ${error.message}`);
}

/**
 * Creates the Honcho integration for the Vercel AI SDK.
 *
 * Zero config: reads `HONCHO_API_KEY`, `HONCHO_WORKSPACE_ID` and
 * `HONCHO_URL` from the environment. The workspace must be known, from
 * `workspaceId`, `HONCHO_WORKSPACE_ID` or a given `client`; otherwise this
 * throws at once rather than writing to a default workspace by accident.
 *
 * @example
 * ```ts
 * import { createHoncho } from '@honcho-ai/ai-sdk';
 *
 * const honcho = createHoncho(); // HONCHO_API_KEY + HONCHO_WORKSPACE_ID from the environment
 * const model = honcho.wrap(openai('gpt-4o'), { userId: 'user-123' });
 * ```
 * @throws `HonchoValidationError` when no workspace is configured, or for an invalid option.
 */
export function createHoncho(options: CreateHonchoOptions = {}): HonchoProvider {
  const prefix = 'Invalid createHoncho() options';
  if (!isPlainObject(options)) throwIfIssues([{ path: 'options', message: `must be an object, got ${describe(options)}` }], prefix);
  const { client: givenClient, assistantId, timeout, contextTokens, onError, maxCachedEntries, ...clientOptions } = options;
  const issues: Issue[] = [
    ...unknownKeyIssues(options, [...PROVIDER_KEYS, ...CLIENT_OPTION_KEYS], '', 'a createHoncho() option'),
    ...(assistantId === undefined ? [] : idIssues(assistantId, 'assistantId')),
    ...integerIssues(timeout, 'timeout', 1, MAX_MEMORY_TIMEOUT_MS),
    ...integerIssues(contextTokens, 'contextTokens', 0, MAX_CONTEXT_TOKENS),
    ...functionIssues(onError, 'onError'),
    ...integerIssues(maxCachedEntries, 'maxCachedEntries', 1, 1_000_000),
  ];
  let client: Honcho;
  if (givenClient !== undefined) {
    if (!isHonchoClient(givenClient)) issues.push({ path: 'client', message: `must be a Honcho client from @honcho-ai/sdk, got ${describe(givenClient)}` });
    const extra = Object.keys(clientOptions).filter((key) => (clientOptions as Record<string, unknown>)[key] !== undefined);
    if (extra.length > 0) issues.push({ path: 'client', message: `cannot be combined with client options (${extra.join(', ')}): configure the client itself` });
    throwIfIssues(issues, prefix);
    client = givenClient;
  } else {
    const configured = clientFromConfig(clientOptions, {
      path: 'workspaceId',
      message: 'is required: pass createHoncho({ workspaceId }) or set the HONCHO_WORKSPACE_ID environment variable',
    });
    throwIfIssues([...issues, ...configured.issues], prefix);
    client = configured.create();
  }
  const runtime = new HonchoRuntime(
    client,
    {
      assistantId: assistantId ?? DEFAULT_ASSISTANT_ID,
      timeout: timeout ?? DEFAULT_MEMORY_TIMEOUT_MS,
      contextTokens: contextTokens ?? DEFAULT_CONTEXT_TOKENS,
      onError: onError ?? warnOnConsole,
    },
    maxCachedEntries ?? DEFAULT_MAX_CACHED_ENTRIES,
  );
  return new HonchoIntegration(runtime);
}

class HonchoIntegration implements HonchoProvider {
  readonly #runtime: HonchoRuntime;

  constructor(runtime: HonchoRuntime) {
    this.#runtime = runtime;
  }

  get client(): Honcho {
    return this.#runtime.client;
  }

  get workspaceId(): string {
    return this.#runtime.client.workspaceId;
  }

  middleware(config: HonchoMiddlewareConfig = {}): HonchoMiddleware {
    return createHonchoMiddleware(this.#runtime, config);
  }

  wrap<M extends WrappableLanguageModel>(model: M, config: HonchoMiddlewareConfig = {}): M {
    const issues: Issue[] = [];
    const candidate = model as unknown as Record<string, unknown> | null;
    if (typeof candidate !== 'object' || candidate === null || typeof candidate.doGenerate !== 'function' || typeof candidate.doStream !== 'function') {
      issues.push({ path: 'model', message: `must be a language model object with doGenerate and doStream (a model id string must be resolved with its provider first), got ${describe(model)}` });
    }
    throwIfIssues(issues, 'Invalid honcho.wrap() input');
    return applyMiddleware(model, this.middleware(config));
  }

  tools(config: HonchoToolsConfig): HonchoTools {
    const prefix = 'Invalid honcho.tools() config';
    if (!isPlainObject(config)) throwIfIssues([{ path: 'config', message: `must be an object with a userId, got ${describe(config)}` }], prefix);
    throwIfIssues(
      [
        ...unknownKeyIssues(config, TOOLS_KEYS, '', 'a tools option'),
        ...(config.userId === undefined ? [{ path: 'userId', message: 'is required' }] : []),
        ...identityIssues({ ...config }),
        ...tuningIssues({ ...config }),
      ],
      prefix,
    );
    const runtime = this.#runtime;
    const conversation = runtime.conversation({ userId: config.userId, sessionId: config.sessionId, assistantId: config.assistantId });
    return createAiSdkTools(runtime, {
      conversation,
      timeout: config.timeout ?? DEFAULT_TOOL_TIMEOUT_MS,
      contextTokens: config.contextTokens ?? runtime.defaults.contextTokens,
      onError: config.onError ?? runtime.defaults.onError,
    });
  }

  async send(input: HonchoSendInput): Promise<Message> {
    const prefix = 'Invalid honcho.send() input';
    if (!isPlainObject(input)) throwIfIssues([{ path: 'input', message: `must be an object, got ${describe(input)}` }], prefix);
    throwIfIssues(
      [
        ...unknownKeyIssues(input, SEND_KEYS, '', 'a send() field'),
        ...idIssues(input.userId, 'userId'),
        ...idIssues(input.sessionId, 'sessionId'),
        ...(typeof input.content === 'string' ? [] : [{ path: 'content', message: `must be a string, got ${describe(input.content)}` }]),
        ...integerIssues(input.timeout, 'timeout', 1, MAX_MEMORY_TIMEOUT_MS),
      ],
      prefix,
    );
    const runtime = this.#runtime;
    // Built (and so checked) before anything is sent.
    const message = runtime.peerHandle(input.userId).message(input.content, { metadata: input.metadata, createdAt: input.createdAt });
    const deadline = new Deadline(input.timeout ?? runtime.defaults.timeout);
    const members = { [input.userId]: USER_SESSION_CONFIG };
    const session = await runtime.session(input.sessionId, members, deadline);
    await runtime.members(session, members, deadline);
    const [stored] = await deadline.bound(session.addMessages([message], { signal: input.signal, timeout: deadline.remaining() }));
    if (stored === undefined) throw new Error('Honcho stored no message');
    return stored;
  }

  async context(request: HonchoContextRequest): Promise<HonchoMemoryContext> {
    const prefix = 'Invalid honcho.context() request';
    if (!isPlainObject(request)) throwIfIssues([{ path: 'request', message: `must be an object with a userId, got ${describe(request)}` }], prefix);
    throwIfIssues(
      [
        ...unknownKeyIssues(request, CONTEXT_KEYS, '', 'a context() option'),
        ...(request.userId === undefined ? [{ path: 'userId', message: 'is required' }] : []),
        ...identityIssues({ ...request }),
        ...booleanIssues(request.injectHistory, 'injectHistory'),
        ...tuningIssues({ timeout: request.timeout, contextTokens: request.contextTokens }),
      ],
      prefix,
    );
    const runtime = this.#runtime;
    const conversation = runtime.conversation({ userId: request.userId, sessionId: request.sessionId, assistantId: request.assistantId });
    return fetchMemory(conversation, {
      injectHistory: request.injectHistory ?? true,
      contextTokens: request.contextTokens ?? runtime.defaults.contextTokens,
      deadline: new Deadline(request.timeout ?? runtime.defaults.timeout),
      signal: request.signal,
    });
  }

  /** `HonchoProvider(workspaceId='…')`: never the API key. */
  toString(): string {
    return `HonchoProvider(workspaceId='${this.workspaceId}')`;
  }

  /** What `JSON.stringify` shows: no API key. */
  toJSON(): Record<string, unknown> {
    return { workspaceId: this.workspaceId, baseURL: this.client.baseURL };
  }

  /** What Node's `util.inspect` and `console.log` show: no API key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }
}
