import type { Honcho } from '@honcho-ai/sdk';
import type { HonchoMcpOptions } from '../server/honcho-mcp-options.js';
import type { McpTool } from './mcp-tool.js';
import { memoryTools } from './memory-tools.js';
import { workspaceTools } from './workspace/workspace-tools.js';

/** The tools of the chosen toolset, memory tools first. @internal */
export function selectTools(options: HonchoMcpOptions, defaultHoncho: Honcho): McpTool[] {
  const toolset = options.tools ?? 'memory';
  const memory = toolset === 'workspace' ? [] : memoryTools({ peerId: options.peerId ?? '', assistantPeerId: options.assistantPeerId, sessionId: options.sessionId, maxTokens: options.maxTokens, countTokens: options.countTokens }, defaultHoncho);
  return toolset === 'memory' ? memory : [...memory, ...workspaceTools()];
}
