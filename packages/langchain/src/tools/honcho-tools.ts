import type { CallbackManagerForToolRun } from '@langchain/core/callbacks/manager';
import type { RunnableConfig } from '@langchain/core/runnables';
import { DynamicStructuredTool, type ToolRunnableConfig } from '@langchain/core/tools';
import type {
  HonchoMemoryError,
  HonchoToolCatalogue,
  HonchoToolDefinition,
  HonchoToolName,
  MemoryConversation,
  TurnMemory,
} from '@honcho-ai/sdk';
import {
  HONCHO_TOOL_SPECS,
  checkedTurnMemory,
  memoryIdentityShape,
  type HonchoConnectionOptions,
  toolInputIssues,
} from '@honcho-ai/sdk/integrations';
import { integer, type SpecShape, z } from '@honcho-ai/sdk-core';
import { HonchoToolInputError } from '../errors/tool-input-error.js';
import { callIdentity, type HonchoCallIdentity } from '../options/call-identity.js';

/**
 * Options of {@link honchoTools}. Every field is optional: the identity can
 * be set per call instead, in `configurable.honcho` of the run's config.
 *
 * @example
 * ```ts
 * honchoTools({ userId: 'ada' }); // the user's own representation
 * honchoTools({ userId: 'ada', sessionId: 'chat-42' }); // what the assistant learnt in the conversation
 * honchoTools(); // who and where from each call's configurable.honcho
 * ```
 */
export interface HonchoToolsOptions extends HonchoConnectionOptions, HonchoCallIdentity {
  /** Milliseconds one tool call may take, 1..600,000 (default 30,000: `honcho_chat` reasons before answering). */
  timeout?: number | undefined;
  /** Token budget of the recent messages `honcho_context` returns, 0..100,000 (default 2,000). */
  contextTokens?: number | undefined;
  /**
   * Receives each Honcho failure of a tool call (an error answer, a timeout,
   * no connection) as a `HonchoMemoryError` with operation `'tool'`; the
   * error is then thrown to the agent, whose tool node hands it to the model
   * as an error result (LangChain's default). Default: a one-line `console.warn`.
   */
  onError?: ((error: HonchoMemoryError) => void) | undefined;
}

/** One Honcho tool as a LangChain tool: JSON Schema input, JSON text output. */
export type HonchoLangChainTool = DynamicStructuredTool;

const CALLED_AS = 'honchoTools()';
/** The longest a tool call may be given, as turn memory bounds its own work. */
const MAX_TOOL_TIMEOUT_MS = 600_000;
const OWN = {
  ...memoryIdentityShape,
  timeout: z.optional(integer(1, MAX_TOOL_TIMEOUT_MS)),
} satisfies SpecShape<Omit<HonchoToolsOptions, keyof HonchoConnectionOptions | 'contextTokens' | 'onError'>>;

/**
 * The six Honcho tools (`honcho_chat`, `honcho_search`, `honcho_context`,
 * `honcho_get_representation`, `honcho_save_conclusion`,
 * `honcho_search_conclusions`) as LangChain `tool()`s, for `createAgent`,
 * `model.bindTools()` or LangGraph's `ToolNode`. Names, descriptions and
 * JSON Schemas come from the SDK's catalogue, so the model sees the same
 * tools as with every other Honcho adapter.
 *
 * Who the tools are about is resolved per call: `configurable.honcho` of
 * the run's config (`{ userId, sessionId, assistantId }`) over the
 * options given here, so one agent serves many users. Each call makes the
 * peers and session exist (once per process) and returns its output as
 * JSON text. Arguments that break the schema are refused before any request
 * with a {@link HonchoToolInputError} (LangChain's `ToolInputParsingException`)
 * naming each field and rule, which the agent's tool node gives the model to
 * correct; a Honcho failure goes to `onError` and is thrown as a
 * `HonchoMemoryError`, which the tool node gives the model as an error result.
 *
 * @example
 * ```ts
 * import { createAgent } from 'langchain';
 * import { honchoTools } from '@honcho-ai/langchain';
 *
 * const agent = createAgent({ model, tools: honchoTools() });
 * await agent.invoke(
 *   { messages: [{ role: 'user', content: 'What do you know about my diet?' }] },
 *   { configurable: { honcho: { userId: 'ada', sessionId: 'chat-42' } } },
 * );
 * ```
 * @throws `HonchoValidationError` naming each bad option and the rule it breaks, before any request.
 */
export function honchoTools(options: HonchoToolsOptions = {}): HonchoLangChainTool[] {
  const memory = checkedTurnMemory(options, { calledAs: CALLED_AS, own: OWN, memoryKeys: ['contextTokens', 'onError'] });
  const defaults: HonchoCallIdentity = { userId: options.userId, sessionId: options.sessionId, assistantId: options.assistantId };
  const catalogues = new WeakMap<MemoryConversation, HonchoToolCatalogue>();
  // The catalogue of the call's conversation; conversations are cached by turn memory, so each is built once.
  const catalogueFor = (config: RunnableConfig | undefined): HonchoToolCatalogue => {
    const conversation = conversationFor(memory, defaults, config);
    let catalogue = catalogues.get(conversation);
    if (catalogue === undefined) {
      catalogue = conversation.tools({ timeout: options.timeout });
      catalogues.set(conversation, catalogue);
    }
    return catalogue;
  };
  return (Object.keys(HONCHO_TOOL_SPECS) as HonchoToolName[]).map((name) => langChainTool(name, catalogueFor));
}

function conversationFor(memory: TurnMemory, defaults: HonchoCallIdentity, config: RunnableConfig | undefined): MemoryConversation {
  return memory.conversation(callIdentity(defaults, config?.configurable, CALLED_AS));
}

function langChainTool(name: HonchoToolName, catalogueFor: (config: RunnableConfig | undefined) => HonchoToolCatalogue): HonchoLangChainTool {
  const spec = HONCHO_TOOL_SPECS[name];
  return new HonchoStructuredTool({
    name,
    description: spec.description,
    // A private copy: LangChain and the providers may adjust the schema they are given.
    schema: JSON.parse(JSON.stringify(spec.inputSchema)) as Record<string, unknown>,
    func: async (input: unknown, _runManager?: CallbackManagerForToolRun, config?: RunnableConfig): Promise<string> => {
      const definition = catalogueFor(config)[name] as HonchoToolDefinition<unknown, unknown>;
      return JSON.stringify(await definition.execute(input, { signal: config?.signal }));
    },
  });
}

/**
 * A LangChain structured tool that checks its arguments with the SDK's
 * catalogue before LangChain's own JSON Schema check, whose refusal names no
 * field ("did not match expected schema") and reaches the model with its stack.
 */
class HonchoStructuredTool extends DynamicStructuredTool {
  // `call`, not `invoke`: `invoke` goes through it, and it is where LangChain checks the arguments.
  override call<TArg extends Parameters<DynamicStructuredTool['call']>[0], TConfig extends ToolRunnableConfig | undefined>(
    arg: TArg,
    configArg?: TConfig,
    tags?: string[],
  ): ReturnType<DynamicStructuredTool['call']> {
    const input: unknown = isToolCall(arg) ? arg.args : arg;
    const issues = toolInputIssues(HONCHO_TOOL_SPECS[this.name as HonchoToolName].inputSchema, input);
    if (issues.length > 0) return Promise.reject(new HonchoToolInputError(this.name, issues, input));
    return super.call(arg, configArg, tags);
  }
}

function isToolCall(arg: unknown): arg is { type: 'tool_call'; args: unknown } {
  return typeof arg === 'object' && arg !== null && (arg as { type?: unknown }).type === 'tool_call';
}
