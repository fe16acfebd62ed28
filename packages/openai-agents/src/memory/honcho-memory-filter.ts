import type { CallModelInputFilter } from '@openai/agents';
import { createTurnMemory, type Honcho, type HonchoMemoryError } from '@honcho-ai/sdk';
import { memoryIdentityShape, memoryTuningShape } from '@honcho-ai/sdk/integrations';
import type { MemoryBlockStore, MemoryTrim } from '@honcho-ai/sdk';
import { checkInput, flag, type SpecShape, z } from '@honcho-ai/sdk-core';
import { clientOf, clientSpec, optionsSpec } from '../options/option-checks.js';
import { runIdentity } from '../options/run-context.js';
import { modelInputTurn } from './model-input-turn.js';

/**
 * Options of {@link honchoMemoryFilter}.
 *
 * @example
 * ```ts
 * honchoMemoryFilter({ userId: 'user-123', sessionId: 'chat-42', timeout: 2_000 });
 * ```
 */
export interface HonchoMemoryFilterOptions {
  /**
   * The Honcho client to read from. Default: one configured from
   * `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`; without a
   * workspace this throws rather than read a default one by accident.
   */
  client?: Honcho | undefined;
  /**
   * The user the memory is about. Required here or in each run's context
   * ({@link HonchoRunContext}), which wins.
   */
  userId?: string | undefined;
  /**
   * The conversation (as given to `HonchoSession`): the block then holds what
   * the agent has learnt about the user in its sessions, the session's
   * summary and its recent messages. Without one, the user's own
   * representation. A run's context can give another.
   */
  sessionId?: string | undefined;
  /** The agent's peer. Default `'assistant'`; must differ from `userId`. A run's context can give another. */
  assistantId?: string | undefined;
  /**
   * Milliseconds fetching the memory may take before a turn's first model
   * call, 1..600,000 (default 5,000). When Honcho is slower, the call goes
   * ahead without memory.
   */
  timeout?: number | undefined;
  /** Token budget of the session's recent messages in the block, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /** Include the session's recent messages (default `true`); those the model already has in its input are left out. */
  injectHistory?: boolean | undefined;
  /**
   * Receives a failure to read the memory (the model is called without it).
   * Default: a one-line `console.warn`.
   */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /**
   * Milliseconds a turn waits for memory, at most `timeout`. When it passes,
   * the conversation's last good block goes into the instructions, marked
   * stale, while the fresh one is fetched in the background for the next
   * turn. Default: none (wait up to `timeout`).
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

const CALLED_AS = 'honchoMemoryFilter';
const OPTIONS = optionsSpec(
  {
    client: clientSpec,
    ...memoryIdentityShape,
    ...memoryTuningShape,
    injectHistory: z.optional(flag()),
    // Checked by createTurnMemory(), which is given them as they are.
    deadline: z.optional(z.custom<number>()),
    blockStore: z.optional(z.custom<MemoryBlockStore>()),
    maxTokens: z.optional(z.custom<number>()),
    onTrim: z.optional(z.custom<(trim: MemoryTrim) => void>()),
  } satisfies SpecShape<HonchoMemoryFilterOptions>,
  `a ${CALLED_AS}() option`,
);

/**
 * A `callModelInputFilter` for the Agents SDK's `run()` that puts what
 * Honcho knows about the user into the agent's instructions before each
 * model call: the agent's own instructions first, unchanged, then the
 * `<honcho_memory>` block (escaped, as every Honcho adapter formats it). The
 * input items are left as they are.
 *
 * The block is fetched once per user turn: a later step of a tool loop (its
 * input ends with tool outputs after the user's message) reuses it. Texts
 * already in the input are not repeated from the session's history. Reading
 * is fail-open: when Honcho fails or is slower than `timeout`, the error goes
 * to `onError` and the model is called with the agent's instructions alone.
 *
 * One filter can serve every user: leave out `userId` (and `sessionId`)
 * and give them per run as `context.honcho` ({@link HonchoRunContext}),
 * where they replace the options' for that run. A run with no user from
 * either place, or with a bad id, ends with a `HonchoValidationError` naming
 * the field before anything is sent: that is the app's mistake, not
 * Honcho's failing.
 *
 * The filter only reads. Give the run a `HonchoSession` on the same session
 * to store what is said (Honcho learns from it); without one, save the turns
 * yourself (`createTurnMemory().conversation(...).saveTurn()` of
 * `@honcho-ai/sdk`).
 *
 * @example
 * ```ts
 * import { Agent, run } from '@openai/agents';
 * import { HonchoSession, honchoMemoryFilter } from '@honcho-ai/openai-agents';
 *
 * const session = new HonchoSession({ sessionId: 'chat-42', userId: 'user-123' });
 * const callModelInputFilter = honchoMemoryFilter({ sessionId: 'chat-42', userId: 'user-123' });
 * const agent = new Agent({ name: 'Assistant', instructions: 'You are a helpful assistant.' });
 * await run(agent, 'What should I cook tonight?', { session, callModelInputFilter });
 * ```
 * @throws `HonchoValidationError` naming each bad option and the rule it breaks, before any request.
 */
export function honchoMemoryFilter(options: HonchoMemoryFilterOptions = {}): CallModelInputFilter {
  checkInput(OPTIONS, options, `Invalid ${CALLED_AS}() options`);
  const client = (): Honcho => clientOf(options.client);
  const { timeout, contextTokens, injectHistory, onError, deadline, blockStore, maxTokens, onTrim } = options;
  // The client is checked with the same prefix; the memory keeps each conversation's turns in flight.
  const memory = createTurnMemory({ client: client(), timeout, contextTokens, onError, deadline, blockStore, maxTokens, onTrim }, { calledAs: CALLED_AS });
  return async ({ modelData, context }) => {
    const conversation = memory.conversation(runIdentity(options, context, CALLED_AS));
    const block = await conversation.memoryBlock(modelInputTurn(modelData.input), { injectHistory });
    if (block === undefined) return modelData;
    const own = modelData.instructions;
    return { ...modelData, instructions: own === undefined || own.trim() === '' ? block : `${own}\n\n${block}` };
  };
}
