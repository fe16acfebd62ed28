import { HONCHO_TOOL_NAMES, type HonchoToolName, type ToolInputSchema } from '@honcho-ai/sdk';
import { copiedToolSpecs, HonchoToolRunner, type ExecuteHonchoToolOptions, type HonchoToolsAdapterOptions } from './tool-runner.js';

/** A Honcho tool in Chat Completions' `tools` shape (assignable to the `openai` package's `ChatCompletionTool`). */
export interface OpenAIChatTool {
  type: 'function';
  function: {
    name: HonchoToolName;
    description: string;
    parameters: ToolInputSchema;
  };
}

/** A Honcho tool in the Responses API's function-tool shape (assignable to the `openai` package's `FunctionTool`). */
export interface OpenAIResponsesTool {
  type: 'function';
  name: HonchoToolName;
  description: string;
  parameters: ToolInputSchema;
  /** Off: strict mode needs every field required, and these tools have optional ones. */
  strict: false;
}

/** A Chat Completions tool call, as in `message.tool_calls`. Calls of other kinds are passed over. */
export interface OpenAIToolCallLike {
  id: string;
  type: string;
  function?: { name: string; arguments: string } | undefined;
}

/** A Responses API output item, as in `response.output`. Only `function_call` items are read. */
export interface OpenAIResponseOutputItemLike {
  type: string;
  call_id?: string | null | undefined;
  name?: string | null | undefined;
  /** JSON text for `function_call` items; other kinds carry other values here. */
  arguments?: unknown;
}

/** A `role: 'tool'` message answering one tool call, ready to append to `messages`. */
export interface OpenAIToolMessage {
  role: 'tool';
  tool_call_id: string;
  content: string;
}

/** A `function_call_output` input item answering one function call, ready for the next `responses.create`. */
export interface OpenAIFunctionCallOutput {
  type: 'function_call_output';
  call_id: string;
  output: string;
}

/** The Honcho tools for the OpenAI APIs: what {@link honchoOpenAITools} returns. */
export interface HonchoOpenAITools {
  /** The six tools for `chat.completions.create({ tools })`. */
  readonly definitions: OpenAIChatTool[];
  /** The same tools for `responses.create({ tools })`. */
  readonly responsesDefinitions: OpenAIResponsesTool[];
  /** The tool names. */
  readonly names: readonly HonchoToolName[];
  /** Whether a call with this name is a Honcho tool's. */
  handles(name: string): name is HonchoToolName;
  /**
   * Runs one call and resolves to its result as JSON text for the model.
   * Arguments that are not JSON or break the tool's schema, and errors from
   * Honcho, resolve to `{"error": "..."}` naming the field and the rule, so
   * the model can correct itself; they do not throw.
   *
   * @param name - The tool's name from the call.
   * @param args - The call's `arguments` text (or a parsed object).
   * @throws {@link UnknownToolError} when `name` is not a Honcho tool.
   */
  execute(name: string, args: unknown, options?: ExecuteHonchoToolOptions): Promise<string>;
  /**
   * Runs the Honcho calls among a Chat Completions message's `tool_calls`
   * (concurrently) and resolves to one `tool` message per call, in order.
   * Calls of other tools are left to you.
   */
  executeToolCalls(toolCalls: readonly OpenAIToolCallLike[] | null | undefined, options?: ExecuteHonchoToolOptions): Promise<OpenAIToolMessage[]>;
  /**
   * Runs the Honcho `function_call` items of a Responses API `output`
   * (concurrently) and resolves to one `function_call_output` item per call.
   */
  executeFunctionCalls(output: readonly OpenAIResponseOutputItemLike[] | null | undefined, options?: ExecuteHonchoToolOptions): Promise<OpenAIFunctionCallOutput[]>;
}

/**
 * The six Honcho tools (`honcho_chat`, `honcho_search`, `honcho_context`,
 * `honcho_get_representation`, `honcho_save_conclusion`,
 * `honcho_search_conclusions`) for OpenAI function calling, built from the
 * SDK's catalogue (`createHonchoTools`), so the names, descriptions and
 * schemas are the same as the AI SDK's.
 *
 * @example
 * ```ts
 * const honchoTools = honchoOpenAITools({ client: honcho, defaultPeerId: 'user-123', defaultObserverPeerId: 'assistant' });
 * const first = await openai.chat.completions.create({ model: 'gpt-4o', messages, tools: honchoTools.definitions });
 * const message = first.choices[0].message;
 * messages.push(message, ...(await honchoTools.executeToolCalls(message.tool_calls)));
 * const second = await openai.chat.completions.create({ model: 'gpt-4o', messages, tools: honchoTools.definitions });
 * ```
 */
export function honchoOpenAITools(options: HonchoToolsAdapterOptions): HonchoOpenAITools {
  const runner = new HonchoToolRunner(options);
  return {
    definitions: copiedToolSpecs().map((spec) => ({ type: 'function', function: { name: spec.name, description: spec.description, parameters: spec.inputSchema } })),
    responsesDefinitions: copiedToolSpecs().map((spec) => ({ type: 'function', name: spec.name, description: spec.description, parameters: spec.inputSchema, strict: false })),
    names: [...HONCHO_TOOL_NAMES],
    handles: (name): name is HonchoToolName => runner.handles(name),
    execute: async (name, args, callOptions) => (await runner.run(name, args, callOptions)).content,
    executeToolCalls: async (toolCalls, callOptions) =>
      Promise.all(
        (toolCalls ?? [])
          .filter((call) => call.type === 'function' && call.function !== undefined && runner.handles(call.function.name))
          .map(async (call) => ({
            role: 'tool' as const,
            tool_call_id: call.id,
            content: (await runner.run(call.function?.name ?? '', call.function?.arguments, callOptions)).content,
          })),
      ),
    executeFunctionCalls: async (output, callOptions) =>
      Promise.all(
        (output ?? [])
          .filter((item) => item.type === 'function_call' && typeof item.name === 'string' && runner.handles(item.name))
          .map(async (item) => ({
            type: 'function_call_output' as const,
            call_id: typeof item.call_id === 'string' ? item.call_id : '',
            output: (await runner.run(item.name ?? '', item.arguments, callOptions)).content,
          })),
      ),
  };
}
