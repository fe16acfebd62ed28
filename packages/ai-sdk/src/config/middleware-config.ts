import type { HonchoMemoryContext, HonchoMemoryError, MemoryIdentity } from '@honcho-ai/sdk';
import { memoryIdentityShape, memoryTuningShape, userIsNotAssistant } from '@honcho-ai/sdk/integrations';
import { allOf, callback, checkInput, fields, flag, honchoId, knownFields, optionsArgument, type SpecShape, z } from '@honcho-ai/sdk-core';

/**
 * Who a conversation is between: the user (`userId`, required), the session
 * and the assistant (`'assistant'` unless `createHoncho({ assistantId })`
 * says otherwise). Each field can also be given per call through
 * `providerOptions.honcho`.
 */
export interface HonchoIdentity extends MemoryIdentity {}

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

const requestShape = {
  ...memoryIdentityShape,
  persistInput: z.optional(flag()),
  injectHistory: z.optional(flag()),
} satisfies SpecShape<HonchoRequestOptions>;

const middlewareShape = {
  ...requestShape,
  formatContext: z.optional(callback<NonNullable<HonchoMiddlewareConfig['formatContext']>>()),
  ...memoryTuningShape,
} satisfies SpecShape<HonchoMiddlewareConfig>;

const MIDDLEWARE_CONFIG = optionsArgument(allOf(knownFields(middlewareShape, 'an object', 'a middleware option'), userIsNotAssistant), 'an object', 'config');

// A call's user is the call's or the middleware's, and it is not the assistant.
const callIdentity = allOf(
  fields({
    userId: z.pipe(
      z.custom((userId) => userId !== undefined, { error: 'is required: pass honcho.middleware({ userId }) or providerOptions: { honcho: { userId } } on the call', abort: true }),
      honchoId(),
    ),
  }),
  userIsNotAssistant,
);

const REQUEST_OPTIONS = fields({
  providerOptions: fields({ honcho: z.optional(allOf(knownFields(requestShape, 'an object', 'a Honcho call option'), userIsNotAssistant)) }),
});

/**
 * Checks a middleware configuration.
 *
 * @throws `HonchoValidationError` naming each bad field.
 */
export function assertMiddlewareConfig(config: unknown): asserts config is HonchoMiddlewareConfig {
  checkInput(MIDDLEWARE_CONFIG, config ?? {}, 'Invalid honcho.middleware() config');
}

/**
 * Reads `providerOptions.honcho`.
 *
 * @throws `HonchoValidationError` when it is not an object of known, valid fields.
 */
export function readRequestOptions(providerOptions: Readonly<Record<string, unknown>> | undefined): HonchoRequestOptions {
  checkInput(REQUEST_OPTIONS, { providerOptions: providerOptions ?? {} }, 'Invalid providerOptions.honcho');
  return (providerOptions?.honcho ?? {}) as HonchoRequestOptions;
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
  checkInput(callIdentity, { userId, assistantId: settings.assistantId }, 'Invalid Honcho identity for this call');
  return settings;
}
