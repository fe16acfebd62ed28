import type { CountTokens, HonchoConfig } from '@honcho-ai/sdk';
import { allOf, callback, fields, type InputSpec, integer, isPlainObject, knownKeys, optionsArgument, rule, type SpecShape, z } from '@honcho-ai/sdk-core';
import { closestKey, MAX_TOKEN_BUDGET } from '@honcho-ai/sdk/integrations';
import type { ToolErrorListener } from './build-server.js';

/**
 * Which tools the server offers:
 * - `'memory'` (default): the six memory tools about one user, with the
 *   names, descriptions and schemas the AI SDK and OpenAI adapters give.
 * - `'workspace'`: the workspace toolset, with the hosted Honcho MCP
 *   server's tool names and arguments.
 * - `'all'`: both.
 */
export type McpToolset = 'memory' | 'workspace' | 'all';

/** The toolsets, for option checks and `--help`. */
export const MCP_TOOLSETS: readonly McpToolset[] = ['memory', 'workspace', 'all'];

/** Options of `createHonchoMcpServer` and `createMcpHandler`. */
export interface HonchoMcpOptions {
  /**
   * How to reach Honcho: the SDK's client options (`baseURL`, `workspaceId`,
   * `timeout`, `maxRetries`, `fetch`, ...). `createHonchoMcpServer` falls back
   * to `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID` as the SDK
   * does; see `createMcpHandler` for how its key is chosen.
   */
  honcho?: HonchoConfig | undefined;
  /** Which tools to offer (default `'memory'`). */
  tools?: McpToolset | undefined;
  /** The user the memory tools are about. Required unless `tools` is `'workspace'`. */
  peerId?: string | undefined;
  /** Whose view of the user the memory tools read and write (the assistant's peer); the user's own when omitted. */
  assistantPeerId?: string | undefined;
  /** The conversation the memory tools are in, if any. */
  sessionId?: string | undefined;
  /**
   * The most `o200k_base` tokens `honcho_context`'s answer may take, 1..1,000,000:
   * the JSON text the model reads, representation, card, summary and messages
   * included (the server's own budget bounds only the messages). What does not
   * fit is left out, oldest messages first (each whole), then the
   * representation's lines from the end, the card's lines, the summary last,
   * and the answer's `trimmed` says what. No budget when omitted.
   */
  maxTokens?: number | undefined;
  /**
   * The `o200k_base` counter for `maxTokens`. Leave it out on Node, Bun and
   * Deno: the tokenizer is then imported by package name on first use, so a
   * server without a budget carries none of it. A bundled handler (an edge
   * function) passes `await loadTokenCounter()` from `@honcho-ai/sdk`.
   */
  countTokens?: CountTokens | undefined;
  /** Told about every failed tool call, to log or count them; the model still gets the failure as the tool's result. */
  onToolError?: ToolErrorListener | undefined;
}

/** The rules of {@link HonchoMcpOptions}, by field. @internal */
export const mcpOptionsShape = {
  // The client's options, checked when the client is built, at start-up.
  honcho: z.optional(z.custom<HonchoConfig>()),
  tools: z.optional(z.custom<McpToolset>((tools) => MCP_TOOLSETS.includes(tools as McpToolset), { error: `must be one of ${MCP_TOOLSETS.join(', ')}`, abort: true })),
  // The ids are checked when the memory tools are built, at start-up; whether a peer is needed, by `memoryToolsNeedAPeer`.
  peerId: z.optional(z.custom<string>()),
  assistantPeerId: z.optional(z.custom<string>()),
  sessionId: z.optional(z.custom<string>()),
  maxTokens: z.optional(integer(1, MAX_TOKEN_BUDGET)),
  countTokens: z.optional(callback<CountTokens>()),
  onToolError: z.optional(callback<ToolErrorListener>()),
} satisfies SpecShape<HonchoMcpOptions>;

/** The memory tools are about one user: a peer, unless only the workspace tools are offered (or a resolver names one per request). */
const memoryToolsNeedAPeer = rule((options, path) => {
  if (!isPlainObject(options) || (options.tools ?? 'memory') === 'workspace' || typeof options.peerId === 'function') return [];
  if (typeof options.peerId === 'string' && options.peerId !== '') return [];
  return [{ path: `${path}.peerId`, message: "is required for the memory tools: the user they are about (or set tools: 'workspace')" }];
});

const countTokensNeedsMaxTokens = rule((options, path) =>
  isPlainObject(options) && options.countTokens !== undefined && options.maxTokens === undefined ? [{ path: `${path}.countTokens`, message: 'requires maxTokens' }] : [],
);

/**
 * The spec of the options of `createHonchoMcpServer` (`shape`:
 * {@link mcpOptionsShape}) or `createMcpHandler` (with its own fields): an
 * unknown key is named with the closest known one.
 *
 * @internal
 */
export function mcpOptionsSpec(shape: Record<string, InputSpec<unknown>>): InputSpec<unknown> {
  const known = Object.keys(shape);
  const unknown = (key: string): string => {
    const close = closestKey(key, known);
    return `is not an option (${close === undefined ? `options: ${known.join(', ')}` : `did you mean ${close}?`})`;
  };
  return optionsArgument(allOf(knownKeys(known, unknown), fields(shape), memoryToolsNeedAPeer, countTokensNeedsMaxTokens), 'an object');
}
