import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHttp, resultJson, startHttpMcp, type HttpMcpStack, type McpClientSession } from '../src/test-support/mcp-clients.js';
import { expectRefusedWithNothingSent } from '../src/test-support/expect-refused.js';

// Arguments a workspace tool's schema refuses come back as a tool error that
// names each field by its path and the rule it broke, and nothing reaches
// Honcho: the emulator's request count does not move.

type Case = readonly [tool: string, args: Record<string, unknown>, expected: readonly string[]];

/** A short test title: the arguments, cut to 100 characters. */
const titled = (cases: readonly Case[]) => cases.map(([tool, args, expected]) => [tool, JSON.stringify(args).slice(0, 100), args, expected] as const);

const messages = (count: number) => Array.from({ length: count }, (_, index) => ({ peer_id: 'alice', content: `message ${index}` }));

const REFUSED_BY_THE_SCHEMA: readonly Case[] = [
  // A required field is missing.
  ['create_peer', {}, ['peer_id: is required']],
  ['set_metadata', { peer_id: 'alice' }, ['metadata: is required']],
  ['create_conclusions', { peer_id: 'alice', conclusions: ['Likes tea'] }, ['target_peer_id: is required']],
  ['get_session_message', { session_id: 'trip' }, ['message_id: is required']],
  ['chat', { peer_id: 'alice' }, ['query: is required']],
  // The wrong type.
  ['chat', { peer_id: 'alice', query: 42 }, ['query: must be a string']],
  ['set_metadata', { metadata: 'plan=pro' }, ['metadata: must be a JSON object']],
  ['set_peer_card', { peer_id: 'alice', peer_card: 'Likes tea' }, ['peer_card: must be a list']],
  ['get_session_context', { session_id: 'trip', summary: 'yes' }, ['summary: must be true or false']],
  ['query_conclusions', { peer_id: 'alice', query: 'tea', top_k: 1.5 }, ['top_k: must be an integer']],
  ['get_session_messages', { session_id: 'trip', filters: ['peer_id', 'alice'] }, ['filters: must be a JSON object']],
  // A field the tool does not have.
  ['list_peers', { workspace_id: 'ws', page: 2 }, ['page: is not a field of this tool (fields: workspace_id)']],
  ['get_queue_status', { session_id: 'trip' }, ['session_id: is not a field of this tool']],
  // Nested items, named by their path.
  ['add_messages_to_session', { session_id: 'trip', messages: [{ peer_id: 'alice', content: 'hi' }, { content: 'hello' }] }, ['messages[1].peer_id: is required']],
  ['add_messages_to_session', { session_id: 'trip', messages: [{ peer_id: 'alice', content: 'hi', sender: 'bob' }] }, ['messages[0].sender: is not a field of this object']],
  ['add_messages_to_session', { session_id: 'trip', messages: [{ peer_id: 'alice', content: 'x'.repeat(25_001) }] }, ['messages[0].content: must be at most 25000 characters']],
  ['add_peers_to_session', { session_id: 'trip', peers: ['alice', { observe_me: true }] }, ['peers[1].peer_id: is required']],
  ['add_peers_to_session', { session_id: 'trip', peers: [42] }, ['peers[0]: must be a string or a JSON object']],
  ['create_peer', { peer_id: 'alice', configuration: { observe_me: 'no' } }, ['configuration.observe_me: must be true or false']],
  ['remove_peers_from_session', { session_id: 'trip', peer_ids: ['alice', 7] }, ['peer_ids[1]: must be a string']],
  ['create_conclusions', { peer_id: 'alice', target_peer_id: 'alice', conclusions: ['Likes tea', '   '] }, ['conclusions[1]: must not be empty']],
  // Out of range.
  ['list_workspaces', { size: 101 }, ['size: must be between 1 and 100']],
  ['list_workspaces', { page: 0 }, ['page: must be between 1 and 10000']],
  ['search', { query: 'tea', message_limit: 0 }, ['message_limit: must be between 1 and 100']],
  ['search', { query: 'x'.repeat(10_001) }, ['query: must be at most 10000 characters']],
  ['get_session_context', { session_id: 'trip', tokens: 100_001 }, ['tokens: must be between 1 and 100000']],
  ['get_representation', { peer_id: 'alice', max_conclusions: 101 }, ['max_conclusions: must be between 1 and 100']],
  ['create_session', { session_id: 'x'.repeat(513) }, ['session_id: must be at most 512 characters']],
  ['search', { workspace_id: '', query: 'tea' }, ['workspace_id: must not be empty']],
  ['add_messages_to_session', { session_id: 'trip', messages: [] }, ['messages: must have at least 1 item']],
  ['add_messages_to_session', { session_id: 'trip', messages: messages(101) }, ['messages: must have at most 100 items']],
  // Not one of the allowed values.
  ['chat', { peer_id: 'alice', query: 'tea?', reasoning_level: 'extreme' }, ['reasoning_level: must be one of minimal, low, medium, high, max']],
  // Every problem at once, so the model can fix them in one retry.
  ['delete_conclusion', { peer_id: 'alice', conclusion_id: 3, force: true }, ['target_peer_id: is required', 'conclusion_id: must be a string', 'force: is not a field of this tool']],
  // An id the server would refuse is named under the tool's own field, not the SDK's.
  ['create_peer', { peer_id: 'not an id!' }, ['peer_id: must match the pattern ^[a-zA-Z0-9_-]+$']],
  ['list_peers', { workspace_id: 'no spaces here' }, ['workspace_id: must match the pattern ^[a-zA-Z0-9_-]+$']],
  ['add_messages_to_session', { session_id: 's', messages: [{ peer_id: 'a/b', content: 'hi' }] }, ['messages[0].peer_id: must match the pattern']],
];

describe('workspace tools refuse bad arguments before any request', () => {
  let stack: HttpMcpStack;
  let session: McpClientSession;
  beforeAll(async () => {
    stack = await startHttpMcp({ tools: 'workspace', honcho: { workspaceId: 'ws-arguments' } });
    session = await connectHttp(stack.url, 'k');
  });
  afterAll(async () => {
    await session.close();
    await stack.close();
  });

  it.each(titled(REFUSED_BY_THE_SCHEMA))('%s %s names the field and the rule', async (tool, _title, args, expected) => {
    await expectRefusedWithNothingSent(session.client, stack.emulator, tool, args, expected);
  });

  it('serves good calls on the same connection afterwards', async () => {
    const before = stack.emulator.stats.requests;
    await expect(resultJson(await session.client.callTool({ name: 'create_peer', arguments: { peer_id: 'alice' } }))).toMatchObject({ id: 'alice' });
    expect(stack.emulator.stats.requests).toBeGreaterThan(before);
    expect(stack.emulator.store.peers('ws-arguments').map((peer) => peer.id)).toEqual(['alice']);
  });
});
