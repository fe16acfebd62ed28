import { createMiddleware, type AgentMiddleware } from 'langchain';
import type { HonchoMemoryContext, HonchoMemoryError, MemoryConversation, TurnMemory } from '@honcho-ai/sdk';
import { checkedTurnMemory, memoryIdentityShape, type HonchoConnectionOptions } from '@honcho-ai/sdk/integrations';
import type { MemoryBlockStore, MemoryTrim } from '@honcho-ai/sdk';
import { callback, flag, type SpecShape, z } from '@honcho-ai/sdk-core';
import { callIdentity, type HonchoCallIdentity } from '../options/call-identity.js';
import { finalReply, messageTurn } from './message-turn.js';

/**
 * Options of {@link honchoMiddleware}. Every field is optional: the
 * identity can be set per call instead, in `configurable.honcho` of the
 * run's config.
 *
 * @example
 * ```ts
 * honchoMiddleware({ userId: 'ada', sessionId: 'chat-42', timeout: 2_000 });
 * ```
 */
export interface HonchoMiddlewareOptions extends HonchoConnectionOptions, HonchoCallIdentity {
  /**
   * Milliseconds reading the memory before a turn's first model call, and
   * saving the turn after the run, may each take, 1..600,000 (default
   * 5,000). When Honcho is slower, the run goes on without it.
   */
  timeout?: number | undefined;
  /** Token budget of the session's recent messages in the memory block, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /** Include the session's recent messages in the block (default `true`); those already in the agent's messages are left out. */
  injectHistory?: boolean | undefined;
  /**
   * Renders what Honcho knows into the block's text (default: the same
   * format as every Honcho adapter). Return `''` to inject nothing.
   */
  formatContext?: ((context: HonchoMemoryContext) => string) | undefined;
  /**
   * Save each turn (the user's message and the agent's final reply) to the
   * session after the run, so Honcho learns from it (default `true`). Turn
   * it off when the conversation is stored another way, e.g. by a
   * `HonchoChatMessageHistory` on the same session.
   */
  persist?: boolean | undefined;
  /**
   * Receives every Honcho failure as a `HonchoMemoryError` (operation
   * `'context'` or `'persist'`); the run goes on without memory either way.
   * Default: a one-line `console.warn`.
   */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /** Most users, sessions and conversations whose state is kept in memory (default 1,000). */
  maxCachedEntries?: number | undefined;  /**
   * Milliseconds a model call waits for memory, at most `timeout`. When it
   * passes, the conversation's last good block is injected, marked stale,
   * while the fresh one is fetched in the background for the next call.
   * Default: none (wait up to `timeout`).
   */
  deadline?: number | undefined;
  /** Where the last good block per conversation is kept for `deadline` (in memory by default; any async get/set store). */
  blockStore?: MemoryBlockStore | undefined;  /**
   * The most tokens the whole memory block may take (`o200k_base`, framing
   * included). What does not fit is left out: the oldest messages first,
   * whole, then representation lines, card lines, the summary.
   */
  maxTokens?: number | undefined;
  /** Told what `maxTokens` left out of each block. */
  onTrim?: ((trim: MemoryTrim) => void) | undefined;
}

/** The agent middleware {@link honchoMiddleware} returns. */
export type HonchoMiddleware = AgentMiddleware;

const CALLED_AS = 'honchoMiddleware()';
const MEMORY_KEYS = ['timeout', 'contextTokens', 'onError', 'maxCachedEntries', 'deadline', 'blockStore', 'maxTokens', 'onTrim'] as const;
const OWN = {
  ...memoryIdentityShape,
  injectHistory: z.optional(flag()),
  formatContext: z.optional(callback<NonNullable<HonchoMiddlewareOptions['formatContext']>>()),
  persist: z.optional(flag()),
} satisfies SpecShape<Omit<HonchoMiddlewareOptions, keyof HonchoConnectionOptions | (typeof MEMORY_KEYS)[number]>>;

/**
 * Honcho memory for a LangChain agent (`createAgent({ middleware })`):
 *
 * - **before each model call** (`wrapModelCall`), what Honcho knows about
 *   the user (the `<honcho_memory>` block, escaped, in the same format as
 *   every Honcho adapter) is appended to the agent's system message for that
 *   call only: the agent's state and checkpoints are left as they are. It is
 *   fetched once per user turn: later steps of a tool loop reuse it.
 * - **after the run** (`afterAgent`), the turn (the user's last message and
 *   the agent's final reply) is saved to the session once, so Honcho learns
 *   from it and the next turn recalls it.
 *
 * Who the memory is about is resolved per run: `configurable.honcho` of
 * the run's config (`{ userId, sessionId, assistantId }`) over the options
 * given here. Without a session nothing is saved and the block holds the
 * user's own representation.
 *
 * Fail-open: a Honcho failure or a Honcho slower than `timeout` never ends
 * the run; it goes to `onError` as a `HonchoMemoryError` saying what failed
 * for whom (never the API key), and the agent goes on without memory. A bad
 * identity in the config is the caller's error: it is thrown, before any
 * request, as a `HonchoValidationError` naming the field.
 *
 * Needs `langchain` 1.x (an optional peer dependency of this package: only
 * this entry point uses it).
 *
 * @example
 * ```ts
 * import { createAgent } from 'langchain';
 * import { honchoMiddleware } from '@honcho-ai/langchain/middleware';
 *
 * const agent = createAgent({ model, middleware: [honchoMiddleware()] });
 * await agent.invoke(
 *   { messages: [{ role: 'user', content: 'What should I cook tonight?' }] },
 *   { configurable: { honcho: { userId: 'ada', sessionId: 'chat-42' } } },
 * );
 * ```
 * @throws `HonchoValidationError` naming each bad option and the rule it breaks, before any request.
 */
export function honchoMiddleware(options: HonchoMiddlewareOptions = {}): HonchoMiddleware {
  const memory = checkedTurnMemory(options, { calledAs: CALLED_AS, own: OWN, memoryKeys: MEMORY_KEYS });
  const defaults: HonchoCallIdentity = { userId: options.userId, sessionId: options.sessionId, assistantId: options.assistantId };
  const { injectHistory, formatContext } = options;
  const persist = options.persist ?? true;
  return createMiddleware({
    name: 'HonchoMemory',
    wrapModelCall: async (request, handler) => {
      const conversation = conversationFor(memory, defaults, request.runtime.configurable);
      const block = await conversation.memoryBlock(messageTurn(request.messages), { injectHistory, formatContext, signal: request.runtime.signal });
      if (block === undefined) return handler(request);
      const own = request.systemMessage.text;
      return handler({ ...request, systemMessage: request.systemMessage.concat(own.trim() === '' ? block : `\n\n${block}`) });
    },
    afterAgent: async (state, runtime) => {
      if (!persist) return undefined;
      const conversation = conversationFor(memory, defaults, runtime.configurable);
      // The state ends with the agent's reply; the turn is the one its last human message began.
      await conversation.saveTurn({ ...messageTurn(state.messages), isContinuation: false }, finalReply(state.messages));
      return undefined;
    },
  });
}

function conversationFor(memory: TurnMemory, defaults: HonchoCallIdentity, configurable: unknown): MemoryConversation {
  return memory.conversation(callIdentity(defaults, configurable, CALLED_AS));
}
