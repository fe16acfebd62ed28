import { REASONING_LEVELS, type ReasoningLevel } from '@honcho-ai/sdk';
import { defineTool } from '../mcp-tool.js';
import { countField, flagField, idField, SERVER_LIMITS, textField } from './input-fields.js';
import { peerHandle } from './resource-handles.js';
import { ENSURES, OVERWRITES, READS } from './tool-annotations.js';
import { pageInfo, peerOutput } from './tool-outputs.js';
import { workspaceScopedInput, type WorkspaceScoped } from './workspace-id-field.js';

/** What `chat` says when the dialectic has no answer, so the model does not read an empty string as an error. */
const NO_ANSWER = 'Honcho has no answer to this: it has learnt nothing relevant about the peer yet.';

const OBSERVER = idField('The peer whose knowledge is read: the one the facts are about or, with target_peer_id, the one holding them.');
const TARGET = idField("Another peer: read what peer_id knows about this peer instead of peer_id's knowledge of itself.");
const SEARCH_QUERY = textField('Focus on the conclusions closest in meaning to this text, e.g. "travel plans".');
const MAX_CONCLUSIONS = countField('Most conclusions to include, 1-100 (default 25).', 1, SERVER_LIMITS.resultsMax, 25);

interface PeerInput extends WorkspaceScoped {
  readonly peer_id: string;
}

interface TargetedInput extends PeerInput {
  readonly target_peer_id?: string;
}

interface CreatePeerInput extends PeerInput {
  readonly configuration?: { readonly observe_me?: boolean };
}

/** `create_peer`: get or create a peer. @internal */
export const createPeerTool = defineTool<CreatePeerInput>({
  name: 'create_peer',
  title: 'Create a peer',
  description:
    'Create a peer (a participant: a user, an assistant, an agent), or get it when it exists. ' +
    'A configuration given replaces the one the peer had; observe_me: false stops Honcho from reasoning about what this peer says (e.g. for an assistant). ' +
    'Returns { id, metadata, configuration, created_at }.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: idField('The peer id: letters, digits, _ and -.'),
      configuration: {
        type: 'object',
        description: 'How Honcho treats the peer.',
        properties: { observe_me: flagField('Whether Honcho forms a representation of this peer from its messages (default true).') },
        additionalProperties: false,
      },
    },
    ['peer_id'],
  ),
  annotations: ENSURES,
  run: async ({ workspace_id, peer_id, configuration }, call) => {
    const peer = await call.workspace(workspace_id).peer(peer_id, {
      configuration: configuration === undefined ? undefined : { observeMe: configuration.observe_me },
      signal: call.signal,
    });
    return peerOutput(peer);
  },
});

/** `list_peers`: the workspace's peers. @internal */
export const listPeersTool = defineTool<WorkspaceScoped>({
  name: 'list_peers',
  title: 'List peers',
  description:
    'List the peers of the workspace (the first 100) with their metadata and configuration. ' +
    'Returns { peers: [{ id, metadata, configuration, created_at }], total, page, size, pages }.',
  inputSchema: workspaceScopedInput({}),
  annotations: READS,
  run: async ({ workspace_id }, call) => {
    const page = await call.workspace(workspace_id).peers({ size: SERVER_LIMITS.pageSizeMax, signal: call.signal });
    return { peers: page.items.map(peerOutput), ...pageInfo(page) };
  },
});

interface ChatInput extends TargetedInput {
  readonly query: string;
  readonly session_id?: string;
  readonly reasoning_level?: ReasoningLevel;
}

/** `chat`: ask Honcho about a peer. @internal */
export const chatTool = defineTool<ChatInput>({
  name: 'chat',
  title: 'Ask Honcho about a peer',
  description:
    'Ask Honcho a question about a peer and get an answer reasoned from everything it has learnt about them: preferences, history, goals, personality. ' +
    'With target_peer_id, the answer is what peer_id knows about that peer; with session_id, only that session counts. ' +
    'Returns the answer as plain text.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: idField('The peer to ask about (or, with target_peer_id, whose view to ask for).'),
      query: textField('The question, in natural language, e.g. "What does this user want from the product?"'),
      target_peer_id: TARGET,
      session_id: idField('Answer only from what was said in this session.'),
      reasoning_level: {
        type: 'string',
        description: 'How hard to think: minimal or low (the default) for quick facts, medium to max for questions that need synthesis (slower).',
        enum: REASONING_LEVELS,
      },
    },
    ['peer_id', 'query'],
  ),
  annotations: READS,
  run: async ({ workspace_id, peer_id, query, target_peer_id, session_id, reasoning_level }, call) => {
    const answer = await peerHandle(call.workspace(workspace_id), peer_id).chat(query, {
      target: target_peer_id,
      session: session_id,
      reasoningLevel: reasoning_level,
      signal: call.signal,
    });
    return answer === null || answer === '' ? NO_ANSWER : answer;
  },
});

/** `get_peer_card`: the key facts a peer keeps. @internal */
export const getPeerCardTool = defineTool<TargetedInput>({
  name: 'get_peer_card',
  title: 'Read a peer card',
  description:
    'Read a peer card: the short list of key facts a peer keeps about itself or, with target_peer_id, about another peer. ' +
    'Quicker than chat when a summary of who someone is will do. An unknown peer_id is an error. ' +
    'Returns { peer_id, target_peer_id, peer_card }: peer_card is a list of facts, or null when none has been written yet.',
  inputSchema: workspaceScopedInput({ peer_id: OBSERVER, target_peer_id: TARGET }, ['peer_id']),
  annotations: READS,
  run: async ({ workspace_id, peer_id, target_peer_id }, call) => {
    const card = await peerHandle(call.workspace(workspace_id), peer_id).getCard(target_peer_id, { signal: call.signal });
    return { peer_id, target_peer_id: target_peer_id ?? peer_id, peer_card: card };
  },
});

interface SetPeerCardInput extends TargetedInput {
  readonly peer_card: readonly string[];
}

/** `set_peer_card`: replace a peer card. @internal */
export const setPeerCardTool = defineTool<SetPeerCardInput>({
  name: 'set_peer_card',
  title: 'Replace a peer card',
  description:
    'Replace a peer card (the key facts a peer keeps about itself or, with target_peer_id, about another peer) with the facts given. ' +
    'Everything on the old card is dropped, so read it with get_peer_card first to keep what still holds. The peer is created if needed. ' +
    'Returns { peer_id, target_peer_id, peer_card } as stored.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: idField('The peer holding the card.'),
      peer_card: {
        type: 'array',
        description: 'The facts, one short statement each, e.g. ["Lives in Lisbon", "Vegetarian"]; an empty list clears the card.',
        items: { type: 'string', description: 'One fact.', minLength: 1 },
      },
      target_peer_id: idField("The peer the card is about, when it is not peer_id's own card."),
    },
    ['peer_id', 'peer_card'],
  ),
  annotations: OVERWRITES,
  run: async ({ workspace_id, peer_id, peer_card, target_peer_id }, call) => {
    // A card is stored by the owner's id, and reading it back needs the owner to exist: create it first.
    const peer = await call.workspace(workspace_id).peer(peer_id, { signal: call.signal });
    const stored = await peer.setCard([...peer_card], target_peer_id, { signal: call.signal });
    return { peer_id, target_peer_id: target_peer_id ?? peer_id, peer_card: stored };
  },
});

interface PeerContextInput extends TargetedInput {
  readonly search_query?: string;
  readonly max_conclusions?: number;
}

/** `get_peer_context`: a peer's representation and card together. @internal */
export const getPeerContextTool = defineTool<PeerContextInput>({
  name: 'get_peer_context',
  title: 'What Honcho knows about a peer',
  description:
    "Get everything Honcho holds about a peer in one call: its representation (the conclusions drawn about it, as text) and its peer card. " +
    'With target_peer_id, what peer_id knows about that peer. An unknown peer_id is an error. ' +
    'Returns { peer_id, target_peer_id, representation, peer_card } (either may be null when there is nothing yet).',
  inputSchema: workspaceScopedInput({ peer_id: OBSERVER, target_peer_id: TARGET, search_query: SEARCH_QUERY, max_conclusions: MAX_CONCLUSIONS }, ['peer_id']),
  annotations: READS,
  run: async ({ workspace_id, peer_id, target_peer_id, search_query, max_conclusions }, call) => {
    const context = await peerHandle(call.workspace(workspace_id), peer_id).context({
      target: target_peer_id,
      searchQuery: search_query,
      maxConclusions: max_conclusions,
      signal: call.signal,
    });
    return { peer_id: context.peerId, target_peer_id: context.targetId, representation: context.representation, peer_card: context.peerCard };
  },
});

interface RepresentationInput extends PeerContextInput {
  readonly session_id?: string;
}

/** `get_representation`: a peer's representation as text. @internal */
export const getRepresentationTool = defineTool<RepresentationInput>({
  name: 'get_representation',
  title: "Honcho's representation of a peer",
  description:
    "Get a peer's representation: the conclusions Honcho has drawn about it, rendered as text, optionally limited to one session or focused on a topic. " +
    'With target_peer_id, what peer_id has concluded about that peer. Use get_peer_context to get the peer card as well. ' +
    'Returns { peer_id, target_peer_id, session_id, representation }.',
  inputSchema: workspaceScopedInput(
    {
      peer_id: OBSERVER,
      target_peer_id: TARGET,
      session_id: idField('Only what was concluded from this session.'),
      search_query: SEARCH_QUERY,
      max_conclusions: MAX_CONCLUSIONS,
    },
    ['peer_id'],
  ),
  annotations: READS,
  run: async ({ workspace_id, peer_id, target_peer_id, session_id, search_query, max_conclusions }, call) => {
    const representation = await peerHandle(call.workspace(workspace_id), peer_id).representation({
      target: target_peer_id,
      session: session_id,
      searchQuery: search_query,
      maxConclusions: max_conclusions,
      signal: call.signal,
    });
    return { peer_id, target_peer_id: target_peer_id ?? peer_id, session_id: session_id ?? null, representation };
  },
});
