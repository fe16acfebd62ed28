import type { PeerWithConfig } from '@honcho-ai/sdk';
import { defineTool } from '../mcp-tool.js';
import { flagField, idField } from './input-fields.js';
import { sessionHandle } from './resource-handles.js';
import { ENSURES, READS } from './tool-annotations.js';
import type { SessionInput } from './session-tools.js';
import { workspaceScopedInput } from './workspace-id-field.js';

/** A peer to add: its id alone, or with how it takes part in the session. */
type PeerToAdd = string | { readonly peer_id: string; readonly observe_me?: boolean; readonly observe_others?: boolean };

interface AddPeersInput extends SessionInput {
  readonly peers: readonly PeerToAdd[];
}

/** The SDK's form of one peer to add; the tool's snake_case settings mapped in this one place. */
function peerAddition(peer: PeerToAdd): string | PeerWithConfig {
  if (typeof peer === 'string') return peer;
  return [peer.peer_id, { observeMe: peer.observe_me, observeOthers: peer.observe_others }];
}

/** `add_peers_to_session`: bring peers into a session. @internal */
export const addPeersToSessionTool = defineTool<AddPeersInput>({
  name: 'add_peers_to_session',
  title: 'Add peers to a session',
  description:
    'Add participants to a session, each as a peer id or as { peer_id, observe_me, observe_others } to say how it takes part: ' +
    'observe_me, whether Honcho reasons about what this peer says here; observe_others, whether this peer forms its own view of the others. ' +
    'Peers already in the session keep their settings; a missing session or peer is created. Returns { session_id, added: [peer ids] }.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session to add the peers to.'),
      peers: {
        type: 'array',
        description: 'The peers, e.g. ["alice", { "peer_id": "assistant", "observe_me": false }].',
        minItems: 1,
        items: {
          description: 'A peer id, or a peer with its settings for this session.',
          anyOf: [
            idField('A peer id (letters, digits, _ and -), with the default settings.'),
            {
              type: 'object',
              description: 'A peer with its settings for this session.',
              properties: {
                peer_id: idField('The peer id (letters, digits, _ and -).'),
                observe_me: flagField('Whether Honcho reasons about what this peer says in this session (default true).'),
                observe_others: flagField("Whether this peer forms its own representation of the other peers from this session (default false)."),
              },
              required: ['peer_id'],
              additionalProperties: false,
            },
          ],
        },
      },
    },
    ['session_id', 'peers'],
  ),
  annotations: ENSURES,
  run: async ({ workspace_id, session_id, peers }, call) => {
    await sessionHandle(call.workspace(workspace_id), session_id).addPeers(peers.map(peerAddition), { signal: call.signal });
    return { session_id, added: peers.map((peer) => (typeof peer === 'string' ? peer : peer.peer_id)) };
  },
});

interface RemovePeersInput extends SessionInput {
  readonly peer_ids: readonly string[];
}

/** `remove_peers_from_session`: take peers out of a session. @internal */
export const removePeersFromSessionTool = defineTool<RemovePeersInput>({
  name: 'remove_peers_from_session',
  title: 'Remove peers from a session',
  description:
    'Take participants out of a session. Their messages and what Honcho learnt from them stay; add_peers_to_session brings them back. ' +
    'Returns { session_id, removed: [peer ids] }.',
  inputSchema: workspaceScopedInput(
    {
      session_id: idField('The session to remove the peers from.'),
      peer_ids: { type: 'array', description: 'The ids of the peers to remove.', minItems: 1, items: idField('A peer id.') },
    },
    ['session_id', 'peer_ids'],
  ),
  annotations: ENSURES,
  run: async ({ workspace_id, session_id, peer_ids }, call) => {
    await sessionHandle(call.workspace(workspace_id), session_id).removePeers([...peer_ids], { signal: call.signal });
    return { session_id, removed: peer_ids };
  },
});

/** `get_session_peers`: who takes part in a session. @internal */
export const getSessionPeersTool = defineTool<SessionInput>({
  name: 'get_session_peers',
  title: 'Peers of a session',
  description: 'List who takes part in a session (every participant, not only the first page). Returns { session_id, peer_ids }.',
  inputSchema: workspaceScopedInput({ session_id: idField('The session.') }, ['session_id']),
  annotations: READS,
  run: async ({ workspace_id, session_id }, call) => {
    const peers = await sessionHandle(call.workspace(workspace_id), session_id).peers({ signal: call.signal });
    return { session_id, peer_ids: peers.map((peer) => peer.id) };
  },
});
