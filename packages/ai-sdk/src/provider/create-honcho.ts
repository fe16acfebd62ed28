import {
  createTurnMemory,
  Peer,
  type Honcho,
  type HonchoMemoryContext,
  type HonchoMemoryError,
  type Message,
  type TurnMemory,
  type TurnMemoryOptions,
} from '@honcho-ai/sdk';
import { MAX_MEMORY_TIMEOUT_MS, memoryIdentityShape, memoryTuningShape, userIsNotAssistant } from '@honcho-ai/sdk/integrations';
import { allOf, checkInput, describeValue, fields, flag, honchoId, integer, knownFields, optionsArgument, required, type SpecShape, z } from '@honcho-ai/sdk-core';
import type { HonchoIdentity, HonchoMiddlewareConfig } from '../config/middleware-config.js';
import type { HonchoMiddleware } from '../language-model/language-model-types.js';
import { createHonchoMiddleware } from '../middleware/create-middleware.js';
import { applyMiddleware, type WrappableLanguageModel } from '../middleware/wrap-model.js';
import { createAiSdkTools, type HonchoTools } from '../tools/ai-sdk-tools.js';

/**
 * Options of {@link createHoncho}: those of `createTurnMemory()` from
 * `@honcho-ai/sdk`, which this is built on. Every field is optional: with
 * `HONCHO_API_KEY` and `HONCHO_WORKSPACE_ID` set (and `HONCHO_URL` for a
 * self-hosted server), `createHoncho()` needs none.
 *
 * Client options (`apiKey`, `baseURL`, `workspaceId`, `maxRetries`,
 * `fetch`, `logger`, ...) are those of `new Honcho()` from `@honcho-ai/sdk`,
 * except `timeout`, which here bounds the memory work around a generation.
 */
export interface CreateHonchoOptions extends TurnMemoryOptions {}

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

const WRAP_INPUT = fields({
  model: z.custom<WrappableLanguageModel>(
    (model: unknown) => typeof (model as Partial<Record<string, unknown>> | null)?.doGenerate === 'function' && typeof (model as Record<string, unknown>).doStream === 'function',
    {
      error: (issue) => `must be a language model object with doGenerate and doStream (a model id string must be resolved with its provider first), got ${describeValue(issue.input)}`,
      abort: true,
    },
  ),
});

const TOOLS_CONFIG = optionsArgument(
  allOf(
    knownFields({ ...memoryIdentityShape, userId: required(honchoId()), ...memoryTuningShape } satisfies SpecShape<HonchoToolsConfig>, 'an object', 'a tools option'),
    userIsNotAssistant,
  ),
  'an object with a userId',
  'config',
);

const SEND_INPUT = optionsArgument(
  knownFields(
    {
      userId: honchoId(),
      sessionId: honchoId(),
      content: z.string({ error: (issue) => `must be a string, got ${describeValue(issue.input)}` }),
      // Checked by Peer.message(), which builds the message before anything is sent.
      metadata: z.optional(z.custom<Record<string, unknown>>()),
      createdAt: z.optional(z.custom<string | Date>()),
      signal: z.optional(z.custom<AbortSignal>()),
      timeout: z.optional(integer(1, MAX_MEMORY_TIMEOUT_MS)),
    } satisfies SpecShape<HonchoSendInput>,
    'an object',
    'a send() field',
  ),
  'an object',
  'input',
);

const CONTEXT_REQUEST = optionsArgument(
  allOf(
    knownFields(
      {
        ...memoryIdentityShape,
        userId: required(honchoId()),
        injectHistory: z.optional(flag()),
        contextTokens: memoryTuningShape.contextTokens,
        signal: z.optional(z.custom<AbortSignal>()),
        timeout: memoryTuningShape.timeout,
      } satisfies SpecShape<HonchoContextRequest>,
      'an object',
      'a context() option',
    ),
    userIsNotAssistant,
  ),
  'an object with a userId',
  'request',
);

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
  return new HonchoIntegration(createTurnMemory(options, { calledAs: 'createHoncho' }));
}

class HonchoIntegration implements HonchoProvider {
  readonly #memory: TurnMemory;

  constructor(memory: TurnMemory) {
    this.#memory = memory;
  }

  get client(): Honcho {
    return this.#memory.client;
  }

  get workspaceId(): string {
    return this.#memory.client.workspaceId;
  }

  middleware(config: HonchoMiddlewareConfig = {}): HonchoMiddleware {
    return createHonchoMiddleware(this.#memory, config);
  }

  wrap<M extends WrappableLanguageModel>(model: M, config: HonchoMiddlewareConfig = {}): M {
    checkInput(WRAP_INPUT, { model }, 'Invalid honcho.wrap() input');
    return applyMiddleware(model, this.middleware(config));
  }

  tools(config: HonchoToolsConfig): HonchoTools {
    checkInput(TOOLS_CONFIG, config, 'Invalid honcho.tools() config');
    const conversation = this.#memory.conversation({ userId: config.userId, sessionId: config.sessionId, assistantId: config.assistantId });
    return createAiSdkTools(conversation.tools({ timeout: config.timeout, contextTokens: config.contextTokens, onError: config.onError }));
  }

  async send(input: HonchoSendInput): Promise<Message> {
    checkInput(SEND_INPUT, input, 'Invalid honcho.send() input');
    const client = this.#memory.client;
    // Built (and so checked) before anything is sent.
    const message = new Peer(input.userId, client.workspaceId, client.http).message(input.content, { metadata: input.metadata, createdAt: input.createdAt });
    return this.#memory.saveMessage(input.sessionId, message, { signal: input.signal, timeout: input.timeout });
  }

  async context(request: HonchoContextRequest): Promise<HonchoMemoryContext> {
    checkInput(CONTEXT_REQUEST, request, 'Invalid honcho.context() request');
    const conversation = this.#memory.conversation({ userId: request.userId, sessionId: request.sessionId, assistantId: request.assistantId });
    return conversation.context({ injectHistory: request.injectHistory, contextTokens: request.contextTokens, timeout: request.timeout, signal: request.signal });
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
