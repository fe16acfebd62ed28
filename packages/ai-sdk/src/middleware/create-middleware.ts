import type { MemoryConversation, MemoryTurn, TurnMemory } from '@honcho-ai/sdk';
import {
  assertMiddlewareConfig,
  readRequestOptions,
  resolveTurnSettings,
  type HonchoMiddlewareConfig,
  type TurnSettings,
} from '../config/middleware-config.js';
import type {
  CallOptionsLike,
  GenerateResultLike,
  HonchoMiddleware,
  StreamResultLike,
  TransformParamsArgs,
  WrapGenerateArgs,
  WrapStreamArgs,
} from '../language-model/language-model-types.js';
import { injectMemoryBlock } from '../memory/memory-block.js';
import { analyzePrompt } from './prompt-turn.js';
import { tapTextStream } from './stream-tap.js';

/** What `transformParams` learnt about a call, for the wrap step that follows. */
interface CallState {
  readonly settings: TurnSettings;
  readonly turn: MemoryTurn;
  readonly conversation: MemoryConversation;
}

/**
 * Builds the middleware behind `honcho.middleware()`.
 *
 * @throws `HonchoValidationError` for an invalid configuration, before any request.
 * @internal
 */
export function createHonchoMiddleware(memory: TurnMemory, config: HonchoMiddlewareConfig = {}): HonchoMiddleware {
  assertMiddlewareConfig(config);
  // A copy, so later changes to the caller's object cannot change a middleware in use.
  const settings: HonchoMiddlewareConfig = { ...config };
  const { timeout, contextTokens, formatContext, onError } = settings;
  // The AI SDK hands wrapGenerate/wrapStream the exact object transformParams returned.
  const calls = new WeakMap<object, CallState>();

  const stateFor = (params: CallOptionsLike): CallState => {
    const turnSettings = resolveTurnSettings(settings, readRequestOptions(params.providerOptions), memory.defaults.assistantId);
    const prompt = analyzePrompt(params.prompt);
    const turn: MemoryTurn = {
      key: prompt.fingerprint,
      userText: prompt.userText,
      isContinuation: prompt.isContinuation,
      // A lone message is indistinguishable from the user saying the same thing again, so it is
      // always saved; with earlier messages in the prompt, the same fingerprint means a regenerate.
      persistInputOnce: prompt.priorMessages > 0,
      promptTexts: prompt.conversationTexts,
    };
    return { settings: turnSettings, turn, conversation: memory.conversation(turnSettings) };
  };

  // Computed afresh only when wrapGenerate/wrapStream runs without our transformParams (a hand-built wrapper).
  const stateOf = (params: CallOptionsLike): CallState => calls.get(params) ?? stateFor(params);

  /** Saves the user's message (once per turn) and the model's text. Never throws. */
  const persist = (state: CallState, output: string): Promise<void> =>
    state.conversation.saveTurn(state.turn, output, { persistInput: state.settings.persistInput, timeout, onError });

  return {
    specificationVersion: 'v3',

    async transformParams<P extends CallOptionsLike>({ params }: TransformParamsArgs<P>): Promise<P> {
      const state = stateFor(params);
      // Fetched once per user turn, reused by the later steps of a tool loop.
      const block = await state.conversation.memoryBlock(state.turn, {
        injectHistory: state.settings.injectHistory,
        contextTokens,
        timeout,
        formatContext,
        onError,
        signal: params.abortSignal,
      });
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
