import { defineTool } from '../mcp-tool.js';
import { countField, flagField, idField, SERVER_LIMITS } from './input-fields.js';
import { sessionHandle } from './resource-handles.js';
import { APPENDS, ENSURES, OVERWRITES, READS } from './tool-annotations.js';
import { messageOutput, pageInfo, sessionOutput, summaryOutput } from './tool-outputs.js';
import { workspaceScopedInput, type WorkspaceScoped } from './workspace-id-field.js';

/** The arguments of a tool about one session. @internal */
export interface SessionInput extends WorkspaceScoped {
  readonly session_id: string;
}

/** `create_session`: get or create a session. @internal */
export const createSessionTool = defineTool<SessionInput>({
  name: 'create_session',
  title: 'Create a session',
  description:
    'Create a session (one conversation), or get it when it exists. ' +
    'Then add participants with add_peers_to_session and turns with add_messages_to_session (which also creates a missing session). ' +
    'Returns { id, is_active, metadata, configuration, created_at }.',
  inputSchema: workspaceScopedInput({ session_id: idField('The session id: letters, digits, _ and -.') }, ['session_id']),
  annotations: ENSURES,
  run: async ({ workspace_id, session_id }, call) => sessionOutput(await call.workspace(workspace_id).session(session_id, { signal: call.signal })),
});

/** `list_sessions`: the workspace's active sessions. @internal */
export const listSessionsTool = defineTool<WorkspaceScoped>({
  name: 'list_sessions',
  title: 'List sessions',
  description:
    'List the sessions (conversations) of the workspace, the first 100, with their metadata; deleted sessions are not listed. ' +
    'Returns { sessions: [{ id, is_active, metadata, configuration, created_at }], total, page, size, pages }.',
  inputSchema: workspaceScopedInput({}),
  annotations: READS,
  run: async ({ workspace_id }, call) => {
    const page = await call.workspace(workspace_id).sessions({ size: SERVER_LIMITS.pageSizeMax, signal: call.signal });
    return { sessions: page.items.map(sessionOutput), ...pageInfo(page) };
  },
});

/** `delete_session`: delete a session and its messages. @internal */
export const deleteSessionTool = defineTool<SessionInput>({
  name: 'delete_session',
  title: 'Delete a session',
  description:
    'Delete a session with all its messages. This cannot be undone: confirm with the user first. ' +
    'An unknown (or already deleted) session is an error. Returns { session_id, deleted: true }.',
  inputSchema: workspaceScopedInput({ session_id: idField('The session to delete.') }, ['session_id']),
  annotations: OVERWRITES,
  run: async ({ workspace_id, session_id }, call) => {
    await sessionHandle(call.workspace(workspace_id), session_id).delete({ signal: call.signal });
    return { session_id, deleted: true };
  },
});

interface CloneSessionInput extends SessionInput {
  readonly message_id?: string;
}

/** `clone_session`: copy a session, whole or up to a message. @internal */
export const cloneSessionTool = defineTool<CloneSessionInput>({
  name: 'clone_session',
  title: 'Clone a session',
  description:
    'Copy a session into a new one, with all its messages or only those up to and including message_id: a branch to try another direction from. ' +
    'The copy gets a new, generated id; a session with no messages has nothing to copy. ' +
    'Returns the new session { id, is_active, metadata, configuration, created_at, cloned_from }.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session to copy.'),
      message_id: idField('Copy only the messages up to and including this one (an id from get_session_messages); omit to copy them all.'),
    },
    ['session_id'],
  ),
  annotations: APPENDS,
  run: async ({ workspace_id, session_id, message_id }, call) => {
    const clone = await sessionHandle(call.workspace(workspace_id), session_id).clone(message_id, { signal: call.signal });
    return { ...sessionOutput(clone), cloned_from: session_id };
  },
});

/** `inspect_session`: a session at a glance. @internal */
export const inspectSessionTool = defineTool<SessionInput>({
  name: 'inspect_session',
  title: 'Inspect a session',
  description:
    'Get an overview of a session in one call: who takes part, how many messages it holds, and the summaries Honcho has written of it. ' +
    'Returns { session_id, peer_ids, message_count, summaries: { short, long } }, each summary { content, message_id, summary_type, created_at, token_count } or null when not written yet.',
  inputSchema: workspaceScopedInput({ session_id: idField('The session to inspect.') }, ['session_id']),
  annotations: READS,
  run: async ({ workspace_id, session_id }, call) => {
    const session = sessionHandle(call.workspace(workspace_id), session_id);
    const options = { signal: call.signal };
    const [peers, messages, summaries] = await Promise.all([session.peers(options), session.messages({ size: 1, ...options }), session.summaries(options)]);
    return {
      session_id,
      peer_ids: peers.map((peer) => peer.id),
      message_count: messages.total,
      summaries: { short: summaryOutput(summaries.shortSummary), long: summaryOutput(summaries.longSummary) },
    };
  },
});

interface SessionContextInput extends SessionInput {
  readonly summary?: boolean;
  readonly tokens?: number;
}

/** `get_session_context`: a session packed for a prompt. @internal */
export const getSessionContextTool = defineTool<SessionContextInput>({
  name: 'get_session_context',
  title: 'Session context for a prompt',
  description:
    "Get a session packed for a prompt: its latest messages that fit the token budget and, unless summary is false, Honcho's summary of the earlier ones. " +
    'Use it to pick a conversation up where it left off. ' +
    'Returns { session_id, summary: { content, message_id, summary_type, created_at, token_count } | null, messages: [{ id, content, peer_id, session_id, metadata, created_at, token_count }] }, messages oldest first.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session.'),
      summary: flagField('Include the summary of messages too old to fit (default true).'),
      tokens: countField('Token budget for messages and summary together, 1-100000 (default: as many as the server allows).', 1, SERVER_LIMITS.contextTokensMax),
    },
    ['session_id'],
  ),
  annotations: READS,
  run: async ({ workspace_id, session_id, summary, tokens }, call) => {
    const context = await sessionHandle(call.workspace(workspace_id), session_id).context({ summary, tokens, signal: call.signal });
    return { session_id: context.sessionId, summary: summaryOutput(context.summary), messages: context.messages.map(messageOutput) };
  },
});
