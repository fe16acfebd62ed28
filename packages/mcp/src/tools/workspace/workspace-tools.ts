import type { McpTool } from '../mcp-tool.js';
import { getQueueStatusTool, scheduleDreamTool } from './background-work-tools.js';
import { createConclusionsTool, deleteConclusionTool, listConclusionsTool, queryConclusionsTool } from './conclusion-tools.js';
import {
  chatTool,
  createPeerTool,
  getPeerCardTool,
  getPeerContextTool,
  getRepresentationTool,
  listPeersTool,
  setPeerCardTool,
} from './peer-tools.js';
import { addMessagesToSessionTool, getSessionMessagesTool, getSessionMessageTool } from './session-message-tools.js';
import { addPeersToSessionTool, getSessionPeersTool, removePeersFromSessionTool } from './session-peer-tools.js';
import { cloneSessionTool, createSessionTool, deleteSessionTool, getSessionContextTool, inspectSessionTool, listSessionsTool } from './session-tools.js';
import {
  createWorkspaceTool,
  getMetadataTool,
  inspectWorkspaceTool,
  listWorkspacesTool,
  searchTool,
  setMetadataTool,
} from './workspace-level-tools.js';

/**
 * The workspace toolset, with the hosted Honcho MCP server's tool names and
 * arguments (so prompts written for one work with the other), in the hosted
 * server's order. Every workspace-scoped tool takes an optional
 * `workspace_id` (the configured workspace when omitted).
 *
 * @internal
 */
export function workspaceTools(): McpTool[] {
  return [
    // The workspace as a whole
    listWorkspacesTool,
    createWorkspaceTool,
    inspectWorkspaceTool,
    searchTool,
    getMetadataTool,
    setMetadataTool,
    // Peers and what Honcho knows of them
    createPeerTool,
    listPeersTool,
    chatTool,
    getPeerCardTool,
    setPeerCardTool,
    getPeerContextTool,
    getRepresentationTool,
    // Sessions, their peers and messages
    createSessionTool,
    listSessionsTool,
    deleteSessionTool,
    cloneSessionTool,
    addPeersToSessionTool,
    removePeersFromSessionTool,
    getSessionPeersTool,
    inspectSessionTool,
    addMessagesToSessionTool,
    getSessionMessagesTool,
    getSessionMessageTool,
    getSessionContextTool,
    // Conclusions
    listConclusionsTool,
    queryConclusionsTool,
    createConclusionsTool,
    deleteConclusionTool,
    // Background work
    scheduleDreamTool,
    getQueueStatusTool,
  ];
}
