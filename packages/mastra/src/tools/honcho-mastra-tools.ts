import { createTool, type Tool } from '@mastra/core/tools';
import type { HonchoMemoryError, HonchoToolDefinition, HonchoToolName } from '@honcho-ai/sdk';
import {
  checkedTurnMemory,
  HONCHO_TOOL_OUTPUT_SCHEMAS,
  HONCHO_TOOL_SPECS,
  MAX_MEMORY_TIMEOUT_MS,
  memoryIdentityShape,
  type HonchoConnectionOptions,
} from '@honcho-ai/sdk/integrations';
import { integer, type SpecShape, z } from '@honcho-ai/sdk-core';
import { callIdentity } from '../options/honcho-ids.js';

/**
 * Options of {@link honchoMastraTools}.
 *
 * @example
 * ```ts
 * honchoMastraTools(); // ids from each call's memory: { resource, thread }
 * honchoMastraTools({ userId: 'user-123', sessionId: 'chat-42' });
 * ```
 */
export interface HonchoMastraToolsOptions extends HonchoConnectionOptions {
  /** The user, when a call's `memory.resource` does not name one. */
  userId?: string | undefined;
  /** The session, when a call's `memory.thread` does not name one: the tools then use the assistant's view of the user. */
  sessionId?: string | undefined;
  /** The agent's peer. Default `'assistant'`. */
  assistantId?: string | undefined;
  /** Milliseconds one tool call may take, 1..600,000 (default 30,000). */
  timeout?: number | undefined;
  /** Token budget of `honcho_context`'s recent messages, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /** Receives Honcho's failures of a tool call (then thrown on to Mastra, which gives the model the error). Default: a one-line `console.warn`. */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
}

/** A Honcho tool as a Mastra tool: JSON input, JSON output. */
export type HonchoMastraTool = Tool<Record<string, unknown>, unknown>;

// `timeout` bounds each tool call, not turn memory's work, so it is this function's own.
const MEMORY_KEYS = ['assistantId', 'contextTokens', 'onError'] as const;
const OWN = {
  userId: memoryIdentityShape.userId,
  sessionId: memoryIdentityShape.sessionId,
  timeout: z.optional(integer(1, MAX_MEMORY_TIMEOUT_MS)),
} satisfies SpecShape<Omit<HonchoMastraToolsOptions, keyof HonchoConnectionOptions | (typeof MEMORY_KEYS)[number]>>;
const CALLED_AS = 'honchoMastraTools';

/**
 * The six Honcho tools (`honcho_chat`, `honcho_search`, `honcho_context`,
 * `honcho_get_representation`, `honcho_save_conclusion`,
 * `honcho_search_conclusions`) as Mastra tools (`createTool`), keyed by
 * their ids, for an `Agent`'s `tools`. Ids, descriptions and JSON Schema
 * inputs are the SDK catalogue's, the same every Honcho adapter gives a
 * model; output schemas are the catalogue's `HONCHO_TOOL_OUTPUT_SCHEMAS`.
 *
 * Each call works for the call's user and session: Mastra's
 * `memory.resource` and `memory.thread`, or the request context's `honcho`
 * ids, over the options. Input that breaks the schema, and Honcho's
 * failures (also reported to `onError`), are thrown to Mastra, which hands
 * the model the error to recover from.
 *
 * @example
 * ```ts
 * const agent = new Agent({ id: 'chef', name: 'Chef', instructions: '...', model, tools: honchoMastraTools() });
 * await agent.generate('Remember I am vegetarian', { memory: { resource: 'user-123', thread: 'chat-42' } });
 * ```
 * @throws `HonchoValidationError` naming each bad option and the rule it breaks, before any request.
 */
export function honchoMastraTools(options: HonchoMastraToolsOptions = {}): Record<HonchoToolName, HonchoMastraTool> {
  const memory = checkedTurnMemory(options, {
    calledAs: `${CALLED_AS}()`,
    own: OWN,
    memoryKeys: MEMORY_KEYS,
  });
  const tools = {} as Record<HonchoToolName, HonchoMastraTool>;
  for (const name of Object.keys(HONCHO_TOOL_SPECS) as HonchoToolName[]) {
    const spec = HONCHO_TOOL_SPECS[name];
    tools[name] = createTool({
      id: name,
      description: spec.description,
      // Private copies: Mastra adapts the schemas it is given to each provider.
      inputSchema: JSON.parse(JSON.stringify(spec.inputSchema)) as Record<string, unknown>,
      outputSchema: JSON.parse(JSON.stringify(HONCHO_TOOL_OUTPUT_SCHEMAS[name])) as Record<string, unknown>,
      execute: async (input, context) => {
        const agent = context?.agent;
        const identity = callIdentity(options, { resourceId: agent?.resourceId, threadId: agent?.threadId, requestContext: context?.requestContext }, CALLED_AS);
        const catalogue = memory.conversation(identity).tools({ timeout: options.timeout, contextTokens: options.contextTokens });
        return (catalogue[name] as HonchoToolDefinition<never, unknown>).execute(input as never, { signal: context?.abortSignal });
      },
    }) as unknown as HonchoMastraTool;
  }
  return tools;
}
