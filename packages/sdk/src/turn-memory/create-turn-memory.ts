import { allOf, callback, checkInput, describeValue, fields, honchoId, inputIssues, type InputSpec, integer, isPlainObject, knownKeys, optionsArgument, rule, type SpecShape, z } from '@honcho-ai/sdk-core';
import type { Honcho } from '../client/honcho.js';
import type { HonchoConfig } from '../client/honcho-config.js';
import { HONCHO_CONFIG_KEYS } from '../client/unknown-option-keys.js';
import { MAX_TOKEN_BUDGET } from '../token-budget/trim-to-budget.js';
import { clientFromConfig } from './client-from-config.js';
import type { HonchoMemoryError } from './honcho-memory-error.js';
import { inMemoryBlockStore, type MemoryBlockStore } from './memory-block-store.js';
import type { MemoryTrim } from './memory-budget.js';
import { memoryTuningShape } from './memory-identity.js';
import {
  DEFAULT_ASSISTANT_ID,
  DEFAULT_CONTEXT_TOKENS,
  DEFAULT_MAX_CACHED_ENTRIES,
  DEFAULT_MEMORY_TIMEOUT_MS,
  warnOnConsole,
} from './turn-memory-defaults.js';
import { TurnMemoryRuntime, type TurnMemory } from './turn-memory.js';

/**
 * Options of {@link createTurnMemory}. Every field is optional: with
 * `HONCHO_API_KEY` and `HONCHO_WORKSPACE_ID` set (and `HONCHO_URL` for a
 * self-hosted server), none is needed.
 *
 * Client options (`apiKey`, `baseURL`, `workspaceId`, `maxRetries`,
 * `fetch`, `logger`, ...) are those of `new Honcho()`, except `timeout`,
 * which here bounds the memory work around a generation.
 */
export interface TurnMemoryOptions extends Omit<HonchoConfig, 'timeout'> {
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
  /** Token budget of the recent messages in the memory block, 0..100,000; default 2,000. */
  contextTokens?: number | undefined;
  /** Receives every memory failure; default: a one-line `console.warn`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
  /** Most users, sessions and conversations whose state is kept in memory; default 1,000. */
  maxCachedEntries?: number | undefined;
  /**
   * Milliseconds a turn waits for memory before its generation goes ahead,
   * at most `timeout`: for hooks with a hard limit (a prompt hook's 4 s).
   * When it passes, the conversation's last good block is served, marked
   * stale with its age (`<honcho_memory stale="true" age_seconds="…">`),
   * and the fetch goes on in the background, within `timeout`, so the next
   * turn gets the fresh one. With no block kept yet, the turn has no memory
   * and `onError` is told. Default: none, a turn waits up to `timeout`.
   */
  deadline?: number | undefined;
  /**
   * Where the last good block of each conversation is kept for `deadline`:
   * in memory by default (the newest `maxCachedEntries` conversations); any
   * async get/set store for a serverless app.
   */
  blockStore?: MemoryBlockStore | undefined;
  /**
   * The most tokens the whole memory block may take, counted with
   * `o200k_base` (the server's encoding), framing included: 1..1,000,000.
   * The server's `contextTokens` bounds only the recent messages; this
   * bounds everything that goes to the model. What does not fit is left
   * out: the oldest recent messages first (whole), then the
   * representation's lines from its end, then the card's, then the
   * summary. The tokenizer is loaded on first use, only when this is set.
   */
  maxTokens?: number | undefined;
  /** Told what `maxTokens` left out of each block (for logs or metrics). */
  onTrim?: ((trim: MemoryTrim) => void) | undefined;
}

/** How the caller of {@link createTurnMemory} is named in its errors. */
export interface CreateTurnMemoryNaming {
  /**
   * The function the user called, without parentheses: an adapter's own
   * factory (`'createHoncho'` gives "Invalid createHoncho() options" and
   * "pass createHoncho({ workspaceId })"). Default `'createTurnMemory'`.
   */
  calledAs?: string | undefined;
  /**
   * What the options belong to, in "Invalid X options" and "is not a X
   * option": a class's name (`'HonchoMemory'`), where "HonchoMemory()"
   * would misname it. Default: `calledAs` with parentheses.
   */
  optionsOf?: string | undefined;
}

// Duck-typed rather than `instanceof`, so a client from another copy of @honcho-ai/sdk is accepted.
function isHonchoClient(value: unknown): value is Honcho {
  if (typeof value !== 'object' || value === null) return false;
  const client = value as Record<string, unknown>;
  return typeof client.workspaceId === 'string' && typeof client.peer === 'function' && typeof client.session === 'function' && typeof client.http === 'object';
}

/**
 * The rules of turn memory's own options, by key (the client's are
 * `new Honcho()`'s). Adapters check the ones they accept with their own.
 *
 * @internal
 */
export const turnMemoryShape = turnMemoryRules();

// Specs are built by functions marked free of side effects, so that an app
// that never calls createTurnMemory() bundles none of them.
/* @__NO_SIDE_EFFECTS__ */
function turnMemoryRules() {
  return {
    client: z.optional(z.custom<Honcho>(isHonchoClient, { error: (issue) => `must be a Honcho client from @honcho-ai/sdk, got ${describeValue(issue.input)}`, abort: true })),
    assistantId: z.optional(honchoId()),
    timeout: memoryTuningShape.timeout,
    contextTokens: memoryTuningShape.contextTokens,
    onError: memoryTuningShape.onError,
    maxCachedEntries: z.optional(integer(1, 1_000_000)),
    // At most `timeout`: checked across the two by `turnMemorySpec`.
    deadline: z.optional(integer(1, Number.MAX_SAFE_INTEGER)),
    blockStore: z.optional(
      z.custom<MemoryBlockStore>(
        (store) => typeof store === 'object' && store !== null && typeof (store as Partial<MemoryBlockStore>).get === 'function' && typeof (store as Partial<MemoryBlockStore>).set === 'function',
        { error: (issue) => `must be an object with get(key) and set(key, block) methods, got ${describeValue(issue.input)}`, abort: true },
      ),
    ),
    maxTokens: z.optional(integer(1, MAX_TOKEN_BUDGET)),
    onTrim: z.optional(callback<(trim: MemoryTrim) => void>()),
  } satisfies SpecShape<Omit<TurnMemoryOptions, Exclude<keyof HonchoConfig, 'timeout'>>>;
}

// The client's own options, from the client so a new one is accepted here at once; `timeout` is the memory budget.
const CLIENT_OPTION_KEYS = HONCHO_CONFIG_KEYS.filter((key) => key !== 'timeout');

/** The spec of {@link createTurnMemory}'s options, naming the caller as {@link CreateTurnMemoryNaming} says. */
function turnMemorySpec(calledAs: string, optionsOf: string): InputSpec<TurnMemoryOptions> {
  const deadlineWithinTimeout = rule((options, path) => {
    if (!isPlainObject(options) || options.deadline === undefined) return [];
    const timeout = typeof options.timeout === 'number' ? options.timeout : DEFAULT_MEMORY_TIMEOUT_MS;
    return inputIssues(integer(1, timeout), options.deadline, `${path}.deadline`);
  });
  // A given client is used as it is: options for building one beside it would be silently ignored.
  const clientAlone = rule((options, path) => {
    if (!isPlainObject(options) || options.client === undefined) return [];
    const clientOptions = CLIENT_OPTION_KEYS.filter((key) => options[key] !== undefined);
    return clientOptions.length === 0 ? [] : [{ path: `${path}.client`, message: `cannot be combined with client options (${clientOptions.join(', ')}): configure the client itself` }];
  });
  // Without a client, the workspace must be known, from the options or the environment.
  const workspaceKnown = rule((options, path) => {
    if (!isPlainObject(options) || options.client !== undefined) return [];
    const message = `is required: pass ${calledAs}({ workspaceId }) or set the HONCHO_WORKSPACE_ID environment variable`;
    return clientFromConfig(options as HonchoConfig, { path: `${path}.workspaceId`, message }).issues;
  });
  return optionsArgument(
    allOf<TurnMemoryOptions>(
      knownKeys([...Object.keys(turnMemoryShape), ...CLIENT_OPTION_KEYS], `a ${optionsOf} option`),
      fields(turnMemoryShape),
      deadlineWithinTimeout,
      clientAlone,
      workspaceKnown,
    ),
    'an object',
  );
}

/**
 * Creates the turn memory an agent-framework adapter is built on: a client
 * (given, or built from the options and the environment) and the caches that
 * make peers and sessions exist once per process. Every option is checked
 * first, and all problems are reported together, before any request.
 *
 * Zero config: reads `HONCHO_API_KEY`, `HONCHO_WORKSPACE_ID` and
 * `HONCHO_URL`, exactly as `createHoncho()` of `@honcho-ai/ai-sdk` does (it
 * is built on this). The workspace must be known, from `workspaceId`,
 * `HONCHO_WORKSPACE_ID` or a given `client`; otherwise this throws rather
 * than writing to a default workspace by accident.
 *
 * @param naming - How errors name the caller; adapters pass their own factory's name.
 *
 * @example
 * ```ts
 * import { createTurnMemory } from '@honcho-ai/sdk';
 *
 * const memory = createTurnMemory({ assistantId: 'chef', timeout: 2_000 });
 * const conversation = memory.conversation({ userId: 'alice', sessionId: 'chat-1' });
 * ```
 * @throws `HonchoValidationError` when no workspace is configured, or for an invalid option.
 */
export function createTurnMemory(options: TurnMemoryOptions = {}, naming: CreateTurnMemoryNaming = {}): TurnMemory {
  const calledAs = naming.calledAs ?? 'createTurnMemory';
  const optionsOf = naming.optionsOf ?? `${calledAs}()`;
  checkInput(turnMemorySpec(calledAs, optionsOf), options, `Invalid ${optionsOf} options`);
  const { client: givenClient, assistantId, timeout, contextTokens, onError, maxCachedEntries, deadline, blockStore, maxTokens, onTrim, ...clientOptions } = options;
  const client = givenClient ?? clientFromConfig(clientOptions, { path: 'workspaceId', message: 'is required' }).create();
  return new TurnMemoryRuntime(
    client,
    {
      assistantId: assistantId ?? DEFAULT_ASSISTANT_ID,
      timeout: timeout ?? DEFAULT_MEMORY_TIMEOUT_MS,
      contextTokens: contextTokens ?? DEFAULT_CONTEXT_TOKENS,
      onError: onError ?? warnOnConsole,
      deadline,
      blockStore: blockStore ?? inMemoryBlockStore(maxCachedEntries ?? DEFAULT_MAX_CACHED_ENTRIES),
      maxTokens,
      onTrim,
    },
    maxCachedEntries ?? DEFAULT_MAX_CACHED_ENTRIES,
  );
}
