import type { ProcessInputArgs, ProcessInputResult, ProcessOutputResultArgs, Processor, ProcessorMessageResult } from '@mastra/core/processors';
import type { HonchoMemoryError, MemoryTurn, TurnMemory } from '@honcho-ai/sdk';
import { checkedTurnMemory, memoryIdentityShape, type HonchoConnectionOptions } from '@honcho-ai/sdk/integrations';
import type { MemoryBlockStore, MemoryTrim } from '@honcho-ai/sdk';
import { flag, type SpecShape, z } from '@honcho-ai/sdk-core';
import { callIdentity } from '../options/honcho-ids.js';
import { mastraTurn, type MastraMessageLike } from './mastra-turn.js';

/**
 * Options of {@link HonchoMemory}.
 *
 * @example
 * ```ts
 * new HonchoMemory({ assistantId: 'chef', timeout: 2_000 });
 * ```
 */
export interface HonchoMemoryOptions extends HonchoConnectionOptions {
  /** The user, when a call's `memory.resource` does not name one. */
  userId?: string | undefined;
  /** The Honcho session, when a call's `memory.thread` does not name one. Without any, nothing is saved. */
  sessionId?: string | undefined;
  /** The agent's peer. Default `'assistant'`; must differ from the user. */
  assistantId?: string | undefined;
  /** Milliseconds reading the memory, and saving the turn, may each take, 1..600,000 (default 5,000). */
  timeout?: number | undefined;
  /** Token budget of the session's recent messages in the block, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /** Include the session's recent messages in the block (default `true`); those already in the prompt are left out. */
  injectHistory?: boolean | undefined;
  /** Save each turn to the session (default `true`). */
  persist?: boolean | undefined;
  /** Receives every Honcho failure (the call goes on without memory). Default: a one-line `console.warn`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /** Most users, sessions and conversations whose state is kept in memory; default 1,000. */
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

const MEMORY_KEYS = ['assistantId', 'timeout', 'contextTokens', 'onError', 'maxCachedEntries', 'deadline', 'blockStore', 'maxTokens', 'onTrim'] as const;
const OWN = {
  userId: memoryIdentityShape.userId,
  sessionId: memoryIdentityShape.sessionId,
  injectHistory: z.optional(flag()),
  persist: z.optional(flag()),
} satisfies SpecShape<Omit<HonchoMemoryOptions, keyof HonchoConnectionOptions | (typeof MEMORY_KEYS)[number]>>;
const CALLED_AS = 'HonchoMemory';

/** What one call's input phase leaves for its output phase, keyed by the call's message list. */
interface CallRecord {
  readonly turn: MemoryTurn;
  readonly identity: ReturnType<typeof callIdentity>;
}

/**
 * Honcho memory for a Mastra `Agent`, as a processor to put in both its
 * `inputProcessors` and its `outputProcessors`:
 *
 * - **Before the model** (`processInput`, once per `generate()` or
 *   `stream()` call), it adds a system message with the `<honcho_memory>`
 *   block: what Honcho knows about the user, and in a session its summary
 *   and recent messages (those the prompt already has are left out). The
 *   agent's own instructions stay first and unchanged.
 * - **After the output** (`processOutputResult`), it saves the user's
 *   message and the agent's final text to the Honcho session, once per call
 *   however many tool steps it took.
 *
 * Mastra's ids map onto Honcho's: a call's `memory.resource` is the user
 * and `memory.thread` the session, so `agent.generate(text, { memory: {
 * resource: 'user-123', thread: 'chat-42' } })` needs no Honcho option. The
 * request context's `honcho` ids ({@link HonchoRequestIds}) replace both per
 * call. Honcho failures are fail-open: `onError` gets a `HonchoMemoryError`
 * and the call goes on without memory; a call with no user anywhere is
 * refused with a `HonchoValidationError` naming `userId`.
 *
 * @example
 * ```ts
 * import { Agent } from '@mastra/core/agent';
 * import { HonchoMemory } from '@honcho-ai/mastra';
 *
 * const honcho = new HonchoMemory();
 * const agent = new Agent({ id: 'chef', name: 'Chef', instructions: 'You suggest dinners.', model, inputProcessors: [honcho], outputProcessors: [honcho] });
 * await agent.generate('What should I cook?', { memory: { resource: 'user-123', thread: 'chat-42' } });
 * ```
 */
export class HonchoMemory implements Processor<'honcho-memory'> {
  readonly id = 'honcho-memory' as const;
  readonly name = 'Honcho memory';
  /** The turn memory (client and caches) behind this processor. */
  readonly memory: TurnMemory;
  readonly #options: HonchoMemoryOptions;
  readonly #calls = new WeakMap<object, CallRecord>();

  /** @throws `HonchoValidationError` naming each bad option and the rule it breaks, before any request. */
  constructor(options: HonchoMemoryOptions = {}) {
    this.memory = checkedTurnMemory(options, {
      calledAs: CALLED_AS,
      own: OWN,
      memoryKeys: MEMORY_KEYS,
    });
    this.#options = options;
  }

  async processInput(args: ProcessInputArgs): Promise<ProcessInputResult> {
    const { turn, identity } = this.#record(args.messageList, args.messages, args.requestContext);
    this.#calls.set(args.messageList, { turn, identity });
    const block = await this.memory.conversation(identity).memoryBlock(turn, { injectHistory: this.#options.injectHistory });
    if (block === undefined) return args.messageList;
    return { messages: args.messages, systemMessages: [...args.systemMessages, { role: 'system', content: block }] };
  }

  async processOutputResult(args: ProcessOutputResultArgs): Promise<Awaited<ProcessorMessageResult>> {
    if (this.#options.persist === false) return args.messageList;
    // Put only in outputProcessors, it reads the turn from the call's input here.
    const call = this.#calls.get(args.messageList) ?? this.#record(args.messageList, args.messageList.get.input.db(), args.requestContext);
    this.#calls.delete(args.messageList);
    // Without a session (no thread, no sessionId) turn memory saves nothing.
    await this.memory.conversation(call.identity).saveTurn(call.turn, args.result.text);
    return args.messageList;
  }

  /** The call's ids (its memory and request context over the options) and its user turn. */
  #record(messageList: ProcessInputArgs['messageList'], messages: readonly unknown[], requestContext: ProcessInputArgs['requestContext']): CallRecord {
    const memoryInfo = messageList.serialize().memoryInfo;
    const identity = callIdentity(this.#options, { resourceId: memoryInfo?.resourceId, threadId: memoryInfo?.threadId, requestContext }, CALLED_AS);
    return { identity, turn: mastraTurn(messages as readonly MastraMessageLike[]) };
  }
}
