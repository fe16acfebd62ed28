import { createHonchoTools, HONCHO_TOOL_NAMES, type CountTokens, type Honcho, type HonchoContextOutput, type HonchoToolCatalogue, type HonchoToolDefinition, type HonchoToolName } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { budgetContextAnswer } from './context-answer-budget.js';
import type { McpTool, McpToolAnnotations } from './mcp-tool.js';

/** Who the six memory tools are about, and in which conversation. */
export interface MemoryToolBinding {
  /** The user the tools are about. */
  readonly peerId: string;
  /** Whose view of the user they read and write; the user's own when omitted. */
  readonly assistantPeerId?: string | undefined;
  /** The conversation: `honcho_context` adds its summary and messages, saved conclusions link to it. */
  readonly sessionId?: string | undefined;
  /** The most `o200k_base` tokens `honcho_context`'s answer may take; no budget when omitted. */
  readonly maxTokens?: number | undefined;
  /** The counter for `maxTokens`; imported by package name on first use when omitted. */
  readonly countTokens?: CountTokens | undefined;
}

const TITLES: Record<HonchoToolName, string> = {
  honcho_chat: 'Ask Honcho about the user',
  honcho_search: "Search the user's messages",
  honcho_context: 'What Honcho knows about the user',
  honcho_get_representation: "Honcho's representation of the user",
  honcho_save_conclusion: 'Remember a fact about the user',
  honcho_search_conclusions: 'Search saved facts about the user',
};

const READ_ONLY: McpToolAnnotations = { readOnlyHint: true, openWorldHint: false };
const WRITES: McpToolAnnotations = { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false };

/**
 * The six memory tools of the SDK's catalogue (`createHonchoTools`), with the
 * same names, descriptions and input schemas the AI SDK and OpenAI adapters
 * give, bound to one user. Each workspace client gets its own catalogue, so
 * the peers and session are made to exist once per client.
 *
 * @internal
 */
export function memoryTools(binding: MemoryToolBinding, defaultHoncho: Honcho): McpTool[] {
  const catalogues = new WeakMap<Honcho, HonchoToolCatalogue>();
  const catalogueFor = (honcho: Honcho): HonchoToolCatalogue => {
    let catalogue = catalogues.get(honcho);
    if (catalogue === undefined) {
      catalogue = createHonchoTools({ honcho, peerId: binding.peerId, observerPeerId: binding.assistantPeerId, sessionId: binding.sessionId });
      catalogues.set(honcho, catalogue);
    }
    return catalogue;
  };
  // Built now, so an invalid peer or session id fails when the server is created.
  catalogueFor(defaultHoncho);
  return HONCHO_TOOL_NAMES.map((name): McpTool => {
    const spec = HONCHO_TOOL_SPECS[name];
    return {
      name,
      title: TITLES[name],
      description: spec.description,
      inputSchema: spec.inputSchema,
      annotations: name === 'honcho_save_conclusion' ? WRITES : READ_ONLY,
      run: async (input, call) => {
        const output = await (catalogueFor(call.workspace())[name] as HonchoToolDefinition<unknown, unknown>).execute(input, { signal: call.signal });
        const { maxTokens } = binding;
        return name === 'honcho_context' && maxTokens !== undefined ? budgetContextAnswer(output as HonchoContextOutput, maxTokens, binding.countTokens) : output;
      },
    };
  });
}
