import { HonchoValidationError, type CountTokens, type HonchoConfig } from '@honcho-ai/sdk';
import { functionIssues, integerIssues } from '@honcho-ai/sdk-core';
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

const OPTION_KEYS = ['honcho', 'tools', 'peerId', 'assistantPeerId', 'sessionId', 'maxTokens', 'countTokens', 'onToolError'] as const;

/** Checks the options, naming each one that is wrong, before anything is served. @internal */
export function checkMcpOptions(options: Omit<HonchoMcpOptions, 'peerId'> & { peerId?: unknown }, extraKeys: readonly string[], prefix: string): void {
  const issues: { path: string; message: string }[] = [];
  if (typeof options !== 'object' || options === null) throw new HonchoValidationError([{ path: 'options', message: 'must be an object' }], { prefix });
  const known = [...OPTION_KEYS, ...extraKeys];
  for (const key of Object.keys(options)) {
    if (known.includes(key)) continue;
    const close = closestKey(key, known);
    issues.push({ path: key, message: `is not an option (${close === undefined ? `options: ${known.join(', ')}` : `did you mean ${close}?`})` });
  }
  if (options.tools !== undefined && !MCP_TOOLSETS.includes(options.tools)) issues.push({ path: 'tools', message: `must be one of ${MCP_TOOLSETS.join(', ')}` });
  const peerResolver = extraKeys.length > 0 && typeof options.peerId === 'function';
  if ((options.tools ?? 'memory') !== 'workspace' && !peerResolver && (typeof options.peerId !== 'string' || options.peerId === '')) {
    issues.push({ path: 'peerId', message: "is required for the memory tools: the user they are about (or set tools: 'workspace')" });
  }
  issues.push(...integerIssues(options.maxTokens, 'maxTokens', 1, MAX_TOKEN_BUDGET), ...functionIssues(options.countTokens, 'countTokens'));
  if (options.countTokens !== undefined && options.maxTokens === undefined) issues.push({ path: 'countTokens', message: 'requires maxTokens' });
  if (options.onToolError !== undefined && typeof options.onToolError !== 'function') issues.push({ path: 'onToolError', message: 'must be a function' });
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
}
