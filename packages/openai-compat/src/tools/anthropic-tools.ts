import { HONCHO_TOOL_NAMES, type HonchoToolName } from '@honcho-ai/sdk';
import { copiedToolSpecs, HonchoToolRunner, type ExecuteHonchoToolOptions, type HonchoToolsAdapterOptions } from './tool-runner.js';

/** A tool's input schema as Anthropic's SDK types it: a JSON Schema object with mutable arrays. */
export type AnthropicInputSchema = {
  type: 'object';
  properties: Record<string, unknown>;
  required: string[];
  additionalProperties: false;
  [key: string]: unknown;
};

/** A Honcho tool in Anthropic's Messages API `tools` shape. */
export interface AnthropicTool {
  name: HonchoToolName;
  description: string;
  input_schema: AnthropicInputSchema;
}

/** A content block of an assistant message; only `tool_use` blocks are read. */
export interface AnthropicContentBlockLike {
  type: string;
  id?: string | undefined;
  name?: string | undefined;
  input?: unknown;
}

/** A `tool_result` block answering one `tool_use`, for the next user message's `content`. */
export interface AnthropicToolResult {
  type: 'tool_result';
  tool_use_id: string;
  content: string;
  /** Set when the call failed, so the model knows to correct or give up. */
  is_error?: true;
}

/** The Honcho tools for Anthropic's Messages API: what {@link honchoAnthropicTools} returns. */
export interface HonchoAnthropicTools {
  /** The six tools for `messages.create({ tools })`. */
  readonly definitions: AnthropicTool[];
  /** The tool names. */
  readonly names: readonly HonchoToolName[];
  /** Whether a `tool_use` with this name is a Honcho tool's. */
  handles(name: string): name is HonchoToolName;
  /**
   * Runs one call and resolves to its result: the output as JSON text, or
   * `{"error": "..."}` (with `is_error`) when the input breaks the schema
   * or Honcho fails.
   *
   * @throws {@link UnknownToolError} when `name` is not a Honcho tool.
   */
  execute(name: string, input: unknown, options?: ExecuteHonchoToolOptions): Promise<{ content: string; isError: boolean }>;
  /** Runs the Honcho `tool_use` blocks of an assistant message (concurrently): one `tool_result` block each, in order. */
  executeToolUses(content: readonly AnthropicContentBlockLike[] | null | undefined, options?: ExecuteHonchoToolOptions): Promise<AnthropicToolResult[]>;
}

/**
 * The six Honcho tools in Anthropic's tool-use format, from the same
 * catalogue (and so the same schemas) as {@link honchoOpenAITools} and the
 * AI SDK tools.
 *
 * @example
 * ```ts
 * const honchoTools = honchoAnthropicTools({ client: honcho, defaultPeerId: 'user-123' });
 * const reply = await anthropic.messages.create({ model, max_tokens: 1024, messages, tools: honchoTools.definitions });
 * messages.push({ role: 'assistant', content: reply.content });
 * messages.push({ role: 'user', content: await honchoTools.executeToolUses(reply.content) });
 * ```
 */
export function honchoAnthropicTools(options: HonchoToolsAdapterOptions): HonchoAnthropicTools {
  const runner = new HonchoToolRunner(options);
  return {
    // A fresh copy per helper, so it is the caller's to adjust (Anthropic's SDK types its arrays as mutable).
    definitions: copiedToolSpecs().map((spec) => ({ name: spec.name, description: spec.description, input_schema: spec.inputSchema as AnthropicInputSchema })),
    names: [...HONCHO_TOOL_NAMES],
    handles: (name): name is HonchoToolName => runner.handles(name),
    execute: (name, input, callOptions) => runner.run(name, input, callOptions),
    executeToolUses: async (content, callOptions) =>
      Promise.all(
        (content ?? [])
          .filter((block) => block.type === 'tool_use' && block.name !== undefined && runner.handles(block.name))
          .map(async (block) => {
            const result = await runner.run(block.name ?? '', block.input, callOptions);
            const answer: AnthropicToolResult = { type: 'tool_result', tool_use_id: block.id ?? '', content: result.content };
            if (result.isError) answer.is_error = true;
            return answer;
          }),
      ),
  };
}
