import type { Honcho, PageResponse, WorkspaceResponse } from '@honcho-ai/sdk';
import { defineTool } from '../mcp-tool.js';
import { countField, filtersField, idField, metadataField, SERVER_LIMITS, textField } from './input-fields.js';
import { ENSURES, OVERWRITES, READS } from './tool-annotations.js';
import { findPeer, findSession, peerHandle, sessionHandle } from './resource-handles.js';
import { conclusionOutput, messageOutput } from './tool-outputs.js';
import { workspaceScopedInput, type WorkspaceScoped } from './workspace-id-field.js';

/** Pages beyond this are refused: at 100 a page, a million workspaces. */
const PAGE_MAX = 10_000;

/**
 * The workspace (created if needed, as every SDK call does) as the server
 * stores it. Through `honcho.http` because the SDK gives the configuration
 * camelCased (`getConfiguration()`) and makes a second identical request for
 * the metadata; the wire object has both, spelled as the tools answer.
 */
function workspaceRecord(honcho: Honcho, signal: AbortSignal, metadata?: Record<string, unknown>): Promise<WorkspaceResponse> {
  return honcho.http.post<WorkspaceResponse>('/v3/workspaces', { body: { id: honcho.workspaceId, metadata }, signal });
}

function workspaceOutput(workspace: WorkspaceResponse): { id: string; metadata: Record<string, unknown>; configuration: WorkspaceResponse['configuration']; created_at: string } {
  return { id: workspace.id, metadata: workspace.metadata ?? {}, configuration: workspace.configuration ?? {}, created_at: workspace.created_at };
}

interface ListWorkspacesInput {
  readonly page?: number;
  readonly size?: number;
}

/** `list_workspaces`: the workspaces the key can see, with metadata. @internal */
export const listWorkspacesTool = defineTool<ListWorkspacesInput>({
  name: 'list_workspaces',
  title: 'List workspaces',
  description:
    'List the workspaces this API key can see, a page at a time (seeing more than one usually takes an admin key). ' +
    'Rarely needed: every other tool works in the configured workspace when workspace_id is omitted. ' +
    'Returns { workspaces: [{ id, metadata, created_at }], total, page, size, pages }.',
  inputSchema: {
    type: 'object',
    properties: {
      page: countField('Which page, counting from 1 (default 1).', 1, PAGE_MAX, 1),
      size: countField('Workspaces per page, 1-100 (default 50).', 1, SERVER_LIMITS.pageSizeMax, 50),
    },
    required: [],
    additionalProperties: false,
  },
  annotations: READS,
  run: async ({ page, size }, call) => {
    // The SDK's honcho.workspaces() pages ids only; the tool shows metadata too, so it reads the route itself.
    const found = await call.workspace().http.post<PageResponse<WorkspaceResponse>>('/v3/workspaces/list', {
      body: {},
      query: { page, size },
      signal: call.signal,
      idempotent: true,
    });
    return {
      workspaces: found.items.map((workspace) => ({ id: workspace.id, metadata: workspace.metadata ?? {}, created_at: workspace.created_at })),
      total: found.total,
      page: found.page,
      size: found.size,
      pages: found.pages,
    };
  },
});

interface CreateWorkspaceInput extends WorkspaceScoped {
  readonly metadata?: Record<string, unknown>;
}

/** `create_workspace`: get or create a workspace. @internal */
export const createWorkspaceTool = defineTool<CreateWorkspaceInput>({
  name: 'create_workspace',
  title: 'Create a workspace',
  description:
    'Create a workspace (a separate space of peers, sessions and memory), or get it when it exists. ' +
    'Rarely needed: the configured workspace is created on first use. workspace_id names the workspace (letters, digits, _ and -). ' +
    'Metadata is stored only when the workspace is new; to change an existing one, call set_metadata. ' +
    'Returns { id, metadata, configuration, created_at }.',
  inputSchema: workspaceScopedInput({
    metadata: metadataField('Key-value metadata for a new workspace, e.g. {"project": "support-bot"}, so list_workspaces shows what it is for.'),
  }),
  annotations: ENSURES,
  run: async ({ workspace_id, metadata }, call) => workspaceOutput(await workspaceRecord(call.workspace(workspace_id), call.signal, metadata)),
});

/** `inspect_workspace`: a workspace at a glance. @internal */
export const inspectWorkspaceTool = defineTool<WorkspaceScoped>({
  name: 'inspect_workspace',
  title: 'Inspect a workspace',
  description:
    'Get an overview of a workspace in one call: its metadata and configuration, and the ids of its first 100 peers and first 100 sessions with how many there are of each. ' +
    'Use it to find your way around before reading or writing. ' +
    'Returns { workspace_id, metadata, configuration, created_at, peers: { ids, total }, sessions: { ids, total } }.',
  inputSchema: workspaceScopedInput({}),
  annotations: READS,
  run: async ({ workspace_id }, call) => {
    const honcho = call.workspace(workspace_id);
    const [workspace, peers, sessions] = await Promise.all([
      workspaceRecord(honcho, call.signal),
      honcho.peers({ size: SERVER_LIMITS.pageSizeMax, signal: call.signal }),
      honcho.sessions({ size: SERVER_LIMITS.pageSizeMax, signal: call.signal }),
    ]);
    const { id, ...stored } = workspaceOutput(workspace);
    return {
      workspace_id: id,
      ...stored,
      peers: { ids: peers.items.map((peer) => peer.id), total: peers.total },
      sessions: { ids: sessions.items.map((session) => session.id), total: sessions.total },
    };
  },
});

interface SearchInput extends WorkspaceScoped {
  readonly query: string;
  readonly peer_id?: string;
  readonly session_id?: string;
  readonly message_limit?: number;
  readonly message_filters?: Record<string, unknown>;
  readonly conclusion_top_k?: number;
  readonly conclusion_filters?: Record<string, unknown>;
}

/** `search`: messages, and a peer's self-conclusions, matching a query. @internal */
export const searchTool = defineTool<SearchInput>({
  name: 'search',
  title: 'Search messages and conclusions',
  description:
    "Search stored messages for a query and, when peer_id is given, that peer's conclusions about itself. " +
    "Messages are searched in session_id's session when it is given, else among the messages peer_id sent (in every session), else in the whole workspace. " +
    'Returns { messages: [{ id, content, peer_id, session_id, metadata, created_at, token_count }], conclusions: [{ id, content, observer_id, observed_id, session_id, level, created_at }] }, best matches first; conclusions is empty without peer_id. ' +
    'Conclusion ids work with delete_conclusion.',
  inputSchema: workspaceScopedInput(
    {
      query: textField('What to look for, in words.'),
      peer_id: idField("Search the messages this peer sent, and this peer's conclusions about itself."),
      session_id: idField('Search only this session\'s messages (takes precedence over peer_id for messages; conclusions still follow peer_id).'),
      message_limit: countField('Most messages to return, 1-100 (default 10).', 1, SERVER_LIMITS.resultsMax, 10),
      message_filters: filtersField('Narrow the messages searched, e.g. {"peer_id": "alice"} or {"session_id": "support-42"}.'),
      conclusion_top_k: countField('Most conclusions to return, 1-100 (default 10).', 1, SERVER_LIMITS.resultsMax, 10),
      conclusion_filters: filtersField('Narrow the conclusions searched, e.g. {"level": {"in": ["deductive", "inductive"]}} for those reasoned while dreaming, or {"session_id": "..."} for one session.'),
    },
    ['query'],
  ),
  annotations: READS,
  run: async (input, call) => {
    const honcho = call.workspace(input.workspace_id);
    const messageOptions = { filters: input.message_filters, limit: input.message_limit, signal: call.signal };
    const messages =
      input.session_id !== undefined
        ? sessionHandle(honcho, input.session_id).search(input.query, messageOptions)
        : input.peer_id !== undefined
          ? peerHandle(honcho, input.peer_id).search(input.query, messageOptions)
          : honcho.search(input.query, messageOptions);
    // Conclusions are held by an observer about an observed peer; without a peer there is no pair to search.
    const conclusions =
      input.peer_id === undefined
        ? Promise.resolve([])
        : peerHandle(honcho, input.peer_id).conclusions.query(input.query, { topK: input.conclusion_top_k, filters: input.conclusion_filters, signal: call.signal });
    const [foundMessages, foundConclusions] = await Promise.all([messages, conclusions]);
    return { messages: foundMessages.map(messageOutput), conclusions: foundConclusions.map(conclusionOutput) };
  },
});

interface MetadataTarget extends WorkspaceScoped {
  readonly peer_id?: string;
  readonly session_id?: string;
}

/** `get_metadata`: the metadata of the workspace, a peer or a session. @internal */
export const getMetadataTool = defineTool<MetadataTarget>({
  name: 'get_metadata',
  title: 'Read metadata',
  description:
    'Read the metadata stored on a session (session_id), a peer (peer_id) or, with neither, the workspace; session_id wins when both are given. ' +
    'An unknown peer or session is reported as an error, and nothing is created. ' +
    'Returns { workspace_id, metadata } plus session_id or peer_id when one was read.',
  inputSchema: workspaceScopedInput({
    peer_id: idField("Read this peer's metadata."),
    session_id: idField("Read this session's metadata."),
  }),
  annotations: READS,
  run: async ({ workspace_id, peer_id, session_id }, call) => {
    const honcho = call.workspace(workspace_id);
    if (session_id !== undefined) {
      const session = await findSession(honcho, session_id, call.signal);
      return { workspace_id: honcho.workspaceId, session_id, metadata: session.metadata ?? {} };
    }
    if (peer_id !== undefined) {
      const peer = await findPeer(honcho, peer_id, call.signal);
      return { workspace_id: honcho.workspaceId, peer_id, metadata: peer.metadata ?? {} };
    }
    return { workspace_id: honcho.workspaceId, metadata: await honcho.getMetadata({ signal: call.signal }) };
  },
});

interface SetMetadataInput extends MetadataTarget {
  readonly metadata: Record<string, unknown>;
}

/** `set_metadata`: replace the metadata of the workspace, a peer or a session. @internal */
export const setMetadataTool = defineTool<SetMetadataInput>({
  name: 'set_metadata',
  title: 'Replace metadata',
  description:
    'Replace the metadata of a session (session_id), a peer (peer_id) or, with neither, the workspace; session_id wins when both are given. ' +
    'The object given replaces everything stored before, so read it with get_metadata first to keep other keys. ' +
    'A peer or session that does not exist yet is created. Returns { workspace_id, metadata } plus session_id or peer_id when one was written.',
  inputSchema: workspaceScopedInput(
    {
      metadata: metadataField('The new metadata: at most 100 top-level keys, nested at most 5 levels.'),
      peer_id: idField("Replace this peer's metadata."),
      session_id: idField("Replace this session's metadata."),
    },
    ['metadata'],
  ),
  annotations: OVERWRITES,
  run: async ({ workspace_id, metadata, peer_id, session_id }, call) => {
    const honcho = call.workspace(workspace_id);
    const options = { signal: call.signal };
    if (session_id !== undefined) {
      await sessionHandle(honcho, session_id).setMetadata(metadata, options);
      return { workspace_id: honcho.workspaceId, session_id, metadata };
    }
    if (peer_id !== undefined) {
      await peerHandle(honcho, peer_id).setMetadata(metadata, options);
      return { workspace_id: honcho.workspaceId, peer_id, metadata };
    }
    await honcho.setMetadata(metadata, options);
    return { workspace_id: honcho.workspaceId, metadata };
  },
});
