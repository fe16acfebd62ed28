import type { ConclusionsView, Honcho } from '@honcho-ai/sdk';
import { defineTool } from '../mcp-tool.js';
import { countField, filtersField, idField, SERVER_LIMITS, textField } from './input-fields.js';
import { peerHandle } from './resource-handles.js';
import { APPENDS, OVERWRITES, READS } from './tool-annotations.js';
import { conclusionOutput, pageInfo } from './tool-outputs.js';
import { workspaceScopedInput, type WorkspaceScoped } from './workspace-id-field.js';

const OBSERVER = idField('The peer holding the conclusions (the observer).');
const OPTIONAL_TARGET = idField('The peer the conclusions are about, when it is not peer_id itself; omit for what peer_id concluded about itself.');

interface PairInput extends WorkspaceScoped {
  readonly peer_id: string;
  readonly target_peer_id?: string;
}

/** The conclusions `peerId` holds about `targetId` (itself when omitted). */
function conclusionsOf(honcho: Honcho, peerId: string, targetId: string | undefined): ConclusionsView {
  const peer = peerHandle(honcho, peerId);
  return targetId === undefined ? peer.conclusions : peer.conclusionsOf(targetId);
}

/** `list_conclusions`: what one peer has concluded about another. @internal */
export const listConclusionsTool = defineTool<PairInput>({
  name: 'list_conclusions',
  title: 'List conclusions',
  description:
    'List the conclusions (facts and observations) a peer holds about itself or, with target_peer_id, about another peer, newest first: the first 100. ' +
    'Use query_conclusions to find the ones about a topic. ' +
    'Returns { peer_id, target_peer_id, conclusions: [{ id, content, observer_id, observed_id, session_id, level, created_at }], total, page, size, pages }.',
  inputSchema: workspaceScopedInput({ peer_id: OBSERVER, target_peer_id: OPTIONAL_TARGET }, ['peer_id']),
  annotations: READS,
  run: async ({ workspace_id, peer_id, target_peer_id }, call) => {
    const page = await conclusionsOf(call.workspace(workspace_id), peer_id, target_peer_id).list({ size: SERVER_LIMITS.pageSizeMax, signal: call.signal });
    return { peer_id, target_peer_id: target_peer_id ?? peer_id, conclusions: page.items.map(conclusionOutput), ...pageInfo(page) };
  },
});

interface QueryConclusionsInput extends PairInput {
  readonly query: string;
  readonly top_k?: number;
  readonly filters?: Record<string, unknown>;
}

/** `query_conclusions`: conclusions closest in meaning to a query. @internal */
export const queryConclusionsTool = defineTool<QueryConclusionsInput>({
  name: 'query_conclusions',
  title: 'Search conclusions',
  description:
    'Search the conclusions a peer holds about itself or, with target_peer_id, about another peer, by meaning. ' +
    'Use it to check what is already known before asking or saving something new. ' +
    'Returns { conclusions: [{ id, content, observer_id, observed_id, session_id, level, created_at }] }, closest first.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: OBSERVER,
      query: textField('What to look for, e.g. "dietary restrictions".'),
      target_peer_id: OPTIONAL_TARGET,
      top_k: countField('Most conclusions to return, 1-100 (default 10).', 1, SERVER_LIMITS.resultsMax, 10),
      filters: filtersField(
        'Narrow the conclusions, e.g. {"level": {"in": ["deductive", "inductive"]}} for those reasoned while dreaming (levels: explicit, deductive, inductive, contradiction), or {"session_id": "..."}.',
      ),
    },
    ['peer_id', 'query'],
  ),
  annotations: READS,
  run: async ({ workspace_id, peer_id, query, target_peer_id, top_k, filters }, call) => {
    const found = await conclusionsOf(call.workspace(workspace_id), peer_id, target_peer_id).query(query, { topK: top_k, filters, signal: call.signal });
    return { conclusions: found.map(conclusionOutput) };
  },
});

interface CreateConclusionsInput extends WorkspaceScoped {
  readonly peer_id: string;
  readonly target_peer_id: string;
  readonly conclusions: readonly string[];
  readonly session_id?: string;
}

/** `create_conclusions`: save facts one peer holds about another. @internal */
export const createConclusionsTool = defineTool<CreateConclusionsInput>({
  name: 'create_conclusions',
  title: 'Save conclusions',
  description:
    'Save conclusions (lasting facts) that peer_id holds about target_peer_id (the same id for what a peer holds about itself), up to 100 per call: ' +
    'knowledge that did not come from a recorded conversation, or a correction. Write each as a standalone statement. ' +
    'Both peers are created if needed; a session_id given must name an existing session. Not idempotent: saving twice stores twice. ' +
    'Returns { conclusions: [{ id, content, observer_id, observed_id, session_id, level, created_at }] } as stored.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: OBSERVER,
      target_peer_id: idField('The peer the conclusions are about; peer_id again for its own.'),
      conclusions: {
        type: 'array',
        description: 'The conclusions, e.g. ["Prefers email to phone calls"].',
        minItems: 1,
        maxItems: SERVER_LIMITS.itemsPerRequest,
        items: textField('One conclusion.', SERVER_LIMITS.conclusionContentMaxLength),
      },
      session_id: idField('The session the conclusions come from, if any.'),
    },
    ['peer_id', 'target_peer_id', 'conclusions'],
  ),
  annotations: APPENDS,
  run: async ({ workspace_id, peer_id, target_peer_id, conclusions, session_id }, call) => {
    const honcho = call.workspace(workspace_id);
    // The server refuses conclusions about peers that do not exist yet.
    await Promise.all([...new Set([peer_id, target_peer_id])].map((id) => honcho.peer(id, { signal: call.signal })));
    const created = await conclusionsOf(honcho, peer_id, target_peer_id).create(
      conclusions.map((content) => ({ content, sessionId: session_id })),
      { signal: call.signal },
    );
    return { conclusions: created.map(conclusionOutput) };
  },
});

interface DeleteConclusionInput extends WorkspaceScoped {
  readonly peer_id: string;
  readonly target_peer_id: string;
  readonly conclusion_id: string;
}

/** `delete_conclusion`: forget one conclusion. @internal */
export const deleteConclusionTool = defineTool<DeleteConclusionInput>({
  name: 'delete_conclusion',
  title: 'Delete a conclusion',
  description:
    'Delete one conclusion that is wrong or out of date, by its id (from list_conclusions, query_conclusions or search). ' +
    'Cannot be undone. peer_id and target_peer_id name the pair it belongs to (observer_id and observed_id in the listings); the server deletes by id. ' +
    'An unknown id is an error. Returns { conclusion_id, deleted: true }.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: OBSERVER,
      target_peer_id: idField('The peer the conclusion is about (its observed_id).'),
      conclusion_id: idField('The conclusion to delete.'),
    },
    ['peer_id', 'target_peer_id', 'conclusion_id'],
  ),
  annotations: OVERWRITES,
  run: async ({ workspace_id, peer_id, target_peer_id, conclusion_id }, call) => {
    await conclusionsOf(call.workspace(workspace_id), peer_id, target_peer_id).delete(conclusion_id, { signal: call.signal });
    return { conclusion_id, deleted: true };
  },
});
