import type { MessageInput } from '@honcho-ai/sdk';
import {
  assertMiddlewareConfig,
  readRequestOptions,
  resolveTurnSettings,
  type HonchoMiddlewareConfig,
  type TurnSettings,
} from '../config/middleware-config.js';
import { HonchoMemoryError, type HonchoMemoryOperation } from '../errors/honcho-memory-error.js';
import type {
  CallOptionsLike,
  GenerateResultLike,
  HonchoMiddleware,
  StreamResultLike,
  TransformParamsArgs,
  WrapGenerateArgs,
  WrapStreamArgs,
} from '../language-model/language-model-types.js';
import { fetchMemory } from '../memory/fetch-memory.js';
import { formatMemoryContext } from '../memory/format-memory.js';
import { injectMemoryBlock } from '../memory/memory-block.js';
import { isEmptyMemory } from '../memory/memory-context.js';
import { Deadline } from '../provider/deadline.js';
import type { Conversation, HonchoRuntime } from '../provider/honcho-runtime.js';
import { analyzePrompt, type PromptTurn } from './prompt-turn.js';
import { splitContent } from './split-content.js';
import { tapTextStream } from './stream-tap.js';

/** What `transformParams` learnt about a call, for the wrap step that follows. */
interface CallState {
  readonly settings: TurnSettings;
  readonly turn: PromptTurn;
  readonly conversation: Conversation;
}

/**
 * Builds the middleware behind `honcho.middleware()`.
 *
 * @throws `HonchoValidationError` for an invalid configuration, before any request.
 * @internal
 */
export function createHonchoMiddleware(runtime: HonchoRuntime, config: HonchoMiddlewareConfig = {}): HonchoMiddleware {
  assertMiddlewareConfig(config);
  // A copy, so later changes to the caller's object cannot change a middleware in use.
  const settings: HonchoMiddlewareConfig = { ...config };
  const timeout = settings.timeout ?? runtime.defaults.timeout;
  const contextTokens = settings.contextTokens ?? runtime.defaults.contextTokens;
  const format = settings.formatContext ?? formatMemoryContext;
  // The AI SDK hands wrapGenerate/wrapStream the exact object transformParams returned.
  const calls = new WeakMap<object, CallState>();

  const report = (state: CallState, operation: HonchoMemoryOperation, cause: unknown): void => {
    const onError = settings.onError ?? runtime.defaults.onError;
    try {
      onError(new HonchoMemoryError({ operation, userId: state.settings.userId, sessionId: state.settings.sessionId, cause }));
    } catch {
      // A throwing error handler must not break the generation either.
    }
  };

  const stateOf = (params: CallOptionsLike): CallState => {
    const known = calls.get(params);
    if (known !== undefined) return known;
    // Only reached when wrapGenerate/wrapStream runs without our transformParams (a hand-built wrapper).
    const turnSettings = resolveTurnSettings(settings, readRequestOptions(params.providerOptions), runtime.defaults.assistantId);
    return { settings: turnSettings, turn: analyzePrompt(params.prompt), conversation: runtime.conversation(turnSettings) };
  };

  /** The memory block for this call: fetched once per user turn, reused by the later steps of a tool loop. */
  const memoryBlockFor = async (state: CallState, signal: AbortSignal | undefined): Promise<string | undefined> => {
    const { turn, conversation } = state;
    if (turn.isContinuation) {
      const known = conversation.turns.get(turn.fingerprint);
      if (known !== undefined) return known.block;
    }
    const record = conversation.turn(turn.fingerprint);
    try {
      const memory = await fetchMemory(conversation, {
        injectHistory: state.settings.injectHistory,
        contextTokens,
        deadline: new Deadline(timeout),
        signal,
        promptTexts: turn.conversationTexts,
      });
      record.block = isEmptyMemory(memory) ? undefined : format(memory);
    } catch (error) {
      record.block = undefined;
      // An aborted generation is the caller's doing, not a memory failure.
      if (signal?.aborted !== true) report(state, 'context', error);
    }
    return record.block;
  };

  /** Saves the user's message (once per turn) and the model's text. Never throws. */
  const persist = async (state: CallState, output: string): Promise<void> => {
    const { settings: turnSettings, turn, conversation } = state;
    if (turnSettings.sessionId === undefined) return;
    const record = conversation.turn(turn.fingerprint);
    // A lone message is indistinguishable from the user saying the same thing again, so it is
    // always saved; with earlier messages in the prompt, the same fingerprint means a regenerate.
    const alreadySaved = record.userPersisted && turn.priorMessages > 0;
    const saveInput = turnSettings.persistInput && !turn.isContinuation && !alreadySaved && turn.userText !== undefined;
    const messages: MessageInput[] = [
      ...(saveInput ? splitContent(turn.userText ?? '').map((content) => ({ peerId: turnSettings.userId, content })) : []),
      ...splitContent(output).map((content) => ({ peerId: turnSettings.assistantId, content })),
    ];
    if (messages.length === 0) return;
    try {
      const deadline = new Deadline(timeout);
      const session = await conversation.session(deadline);
      await deadline.bound(session.addMessages(messages, { timeout: deadline.remaining() }));
      if (saveInput) record.userPersisted = true;
    } catch (error) {
      report(state, 'persist', error);
    }
  };

  return {
    specificationVersion: 'v3',

    async transformParams<P extends CallOptionsLike>({ params }: TransformParamsArgs<P>): Promise<P> {
      const turnSettings = resolveTurnSettings(settings, readRequestOptions(params.providerOptions), runtime.defaults.assistantId);
      const state: CallState = { settings: turnSettings, turn: analyzePrompt(params.prompt), conversation: runtime.conversation(turnSettings) };
      const block = await memoryBlockFor(state, params.abortSignal);
      const transformed: P = { ...params, prompt: injectMemoryBlock(params.prompt, block) };
      calls.set(transformed, state);
      return transformed;
    },

    async wrapGenerate<R extends GenerateResultLike>({ doGenerate, params }: WrapGenerateArgs<R>): Promise<R> {
      const result = await doGenerate();
      const state = stateOf(params);
      if (state.settings.sessionId !== undefined) {
        const text = result.content.map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : '')).join('');
        await persist(state, text);
      }
      return result;
    },

    async wrapStream<S extends StreamResultLike>({ doStream, params, model }: WrapStreamArgs<S>): Promise<S> {
      const result = await doStream();
      const state = stateOf(params);
      if (state.settings.sessionId === undefined) return result;
      return {
        ...result,
        stream: tapTextStream(result.stream, { model, signal: params.abortSignal, onComplete: (text) => persist(state, text) }),
      };
    },
  };
}
