import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { connectHttp, resultJson, resultText, startHttpMcp, type HttpMcpStack, type McpClientSession } from '../src/test-support/mcp-clients.js';

// Every workspace tool, called over real Streamable HTTP by the protocol SDK's
// own Client, against the emulator; each call is checked against what the
// emulator stored or answered, not only against the tool's own reply.

const WORKSPACE = 'ws-main';
const OTHER_WORKSPACE = 'ws-other';

const TOOL_NAMES = [
  'list_workspaces',
  'create_workspace',
  'inspect_workspace',
  'search',
  'get_metadata',
  'set_metadata',
  'create_peer',
  'list_peers',
  'chat',
  'get_peer_card',
  'set_peer_card',
  'get_peer_context',
  'get_representation',
  'create_session',
  'list_sessions',
  'delete_session',
  'clone_session',
  'add_peers_to_session',
  'remove_peers_from_session',
  'get_session_peers',
  'inspect_session',
  'add_messages_to_session',
  'get_session_messages',
  'get_session_message',
  'get_session_context',
  'list_conclusions',
  'query_conclusions',
  'create_conclusions',
  'delete_conclusion',
  'schedule_dream',
  'get_queue_status',
] as const;

type ToolName = (typeof TOOL_NAMES)[number];

interface MessageOut {
  id: string;
  content: string;
  peer_id: string;
  session_id: string;
  metadata: Record<string, unknown>;
}

interface ConclusionOut {
  id: string;
  content: string;
  observer_id: string;
  observed_id: string;
  session_id: string | null;
}

describe('workspace tools over Streamable HTTP', () => {
  let stack: HttpMcpStack;
  let session: McpClientSession;
  const called = new Set<string>();

  beforeAll(async () => {
    stack = await startHttpMcp({ tools: 'workspace', honcho: { workspaceId: WORKSPACE } });
    session = await connectHttp(stack.url, 'test-key');
  });
  afterAll(async () => {
    await session.close();
    await stack.close();
  });

  const store = () => stack.emulator.store;
  const callTool = async (name: ToolName, args: Record<string, unknown> = {}) => {
    called.add(name);
    return session.client.callTool({ name, arguments: args });
  };
  const json = async <T>(name: ToolName, args: Record<string, unknown> = {}): Promise<T> => resultJson(await callTool(name, args)) as T;
  const failure = async (name: ToolName, args: Record<string, unknown>): Promise<string> => {
    const result = await callTool(name, args);
    expect(result.isError).toBe(true);
    return resultText(result);
  };

  it('lists the 31 tools by name, in order, each with an object schema, a title and honest hints', async () => {
    const { tools } = await session.client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([...TOOL_NAMES]);
    const byName = new Map<string, Tool>(tools.map((tool) => [tool.name, tool]));
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.title).toBeTruthy();
      expect(tool.description?.length).toBeGreaterThan(40);
      expect(tool.annotations?.openWorldHint).toBe(false);
      // Every tool but list_workspaces works in one workspace, defaulting to the configured one.
      const properties = tool.inputSchema.properties ?? {};
      if (tool.name === 'list_workspaces') expect(properties).not.toHaveProperty('workspace_id');
      else expect(properties.workspace_id).toMatchObject({ type: 'string', minLength: 1, maxLength: 512 });
      expect(tool.inputSchema.required ?? []).not.toContain('workspace_id');
    }
    const destructive = tools.filter((tool) => tool.annotations?.destructiveHint === true).map((tool) => tool.name);
    expect(destructive.sort()).toEqual(['delete_conclusion', 'delete_session', 'set_metadata', 'set_peer_card']);
    for (const name of ['list_workspaces', 'inspect_workspace', 'search', 'get_metadata', 'list_peers', 'chat', 'get_peer_card', 'get_session_messages', 'get_queue_status']) {
      expect(byName.get(name)?.annotations?.readOnlyHint, name).toBe(true);
    }
    for (const name of ['add_messages_to_session', 'create_conclusions', 'clone_session', 'schedule_dream']) {
      expect(byName.get(name)?.annotations).toMatchObject({ readOnlyHint: false, idempotentHint: false });
    }
    expect(byName.get('add_messages_to_session')?.inputSchema.required).toEqual(['session_id', 'messages']);
  });

  it('creates, lists and inspects workspaces, in the configured one and in another', async () => {
    const created = await json<Record<string, unknown>>('create_workspace', { metadata: { purpose: 'tests' } });
    expect(created).toMatchObject({ id: WORKSPACE, metadata: { purpose: 'tests' } });
    expect(store().workspace(WORKSPACE)?.metadata).toEqual({ purpose: 'tests' });

    const other = await json<Record<string, unknown>>('create_workspace', { workspace_id: OTHER_WORKSPACE, metadata: { purpose: 'elsewhere' } });
    expect(other).toMatchObject({ id: OTHER_WORKSPACE, metadata: { purpose: 'elsewhere' } });
    expect(store().workspace(OTHER_WORKSPACE)?.metadata).toEqual({ purpose: 'elsewhere' });

    const listed = await json<{ workspaces: { id: string; metadata: unknown }[]; total: number; page: number; pages: number }>('list_workspaces', { page: 1, size: 10 });
    expect(listed.workspaces).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: WORKSPACE, metadata: { purpose: 'tests' } }), expect.objectContaining({ id: OTHER_WORKSPACE })]),
    );
    expect(listed.total).toBe(store().workspaces().length);
    expect(listed).toMatchObject({ page: 1, pages: 1 });
  });

  it('reads and replaces workspace metadata', async () => {
    await expect(json('set_metadata', { metadata: { plan: 'pro' } })).resolves.toEqual({ workspace_id: WORKSPACE, metadata: { plan: 'pro' } });
    expect(store().workspace(WORKSPACE)?.metadata).toEqual({ plan: 'pro' });
    await expect(json('get_metadata')).resolves.toEqual({ workspace_id: WORKSPACE, metadata: { plan: 'pro' } });
    // The other workspace is untouched, and reachable by name.
    await expect(json('get_metadata', { workspace_id: OTHER_WORKSPACE })).resolves.toEqual({ workspace_id: OTHER_WORKSPACE, metadata: { purpose: 'elsewhere' } });
  });

  it('creates and lists peers, and reads and replaces their metadata', async () => {
    await expect(json('create_peer', { peer_id: 'alice' })).resolves.toMatchObject({ id: 'alice', metadata: {} });
    const assistant = await json<Record<string, unknown>>('create_peer', { peer_id: 'assistant', configuration: { observe_me: false } });
    expect(assistant).toMatchObject({ id: 'assistant', configuration: { observe_me: false } });
    expect(store().peers(WORKSPACE).find((peer) => peer.id === 'assistant')?.configuration).toMatchObject({ observe_me: false });

    await expect(json('set_metadata', { peer_id: 'alice', metadata: { tier: 'gold' } })).resolves.toEqual({ workspace_id: WORKSPACE, peer_id: 'alice', metadata: { tier: 'gold' } });
    expect(store().peers(WORKSPACE).find((peer) => peer.id === 'alice')?.metadata).toEqual({ tier: 'gold' });
    await expect(json('get_metadata', { peer_id: 'alice' })).resolves.toEqual({ workspace_id: WORKSPACE, peer_id: 'alice', metadata: { tier: 'gold' } });

    const listed = await json<{ peers: { id: string; metadata: unknown }[]; total: number }>('list_peers');
    expect(listed.peers.map((peer) => peer.id)).toEqual(store().peers(WORKSPACE).map((peer) => peer.id));
    expect(listed.peers).toContainEqual(expect.objectContaining({ id: 'alice', metadata: { tier: 'gold' } }));
    expect(listed.total).toBe(2);
  });

  it('reads of unknown peers fail and create nothing', async () => {
    expect(await failure('get_metadata', { peer_id: 'ghost' })).toContain('There is no peer "ghost"');
    expect(await failure('get_peer_card', { peer_id: 'ghost' })).toMatch(/get_peer_card failed \(HTTP 404\): .*ghost/);
    expect(store().peers(WORKSPACE).map((peer) => peer.id)).not.toContain('ghost');
  });

  let messages: MessageOut[] = [];

  it('creates a session, adds peers with their settings and records messages', async () => {
    await expect(json('create_session', { session_id: 'trip' })).resolves.toMatchObject({ id: 'trip', is_active: true });
    expect(store().sessions(WORKSPACE).map((stored) => stored.id)).toContain('trip');

    const added = await json('add_peers_to_session', { session_id: 'trip', peers: ['alice', { peer_id: 'assistant', observe_me: false, observe_others: true }] });
    expect(added).toEqual({ session_id: 'trip', added: ['alice', 'assistant'] });
    const members = store().sessionPeers(WORKSPACE, 'trip');
    expect(Object.keys(members).sort()).toEqual(['alice', 'assistant']);
    expect(members.assistant).toMatchObject({ observe_me: false, observe_others: true });

    const result = await json<{ session_id: string; messages: MessageOut[] }>('add_messages_to_session', {
      session_id: 'trip',
      messages: [
        { peer_id: 'alice', content: 'I love hiking in the Alps every summer' },
        { peer_id: 'assistant', content: 'Noted, mountains it is.' },
        { peer_id: 'alice', content: 'My dog Rex comes along on every hike', metadata: { mood: 'happy' } },
      ],
    });
    messages = result.messages;
    const stored = store().messages(WORKSPACE, 'trip');
    expect(stored.map((message) => [message.peer_id, message.content])).toEqual(messages.map((message) => [message.peer_id, message.content]));
    expect(messages.map((message) => message.id)).toEqual(stored.map((message) => message.id));
    expect(stored[2]?.metadata).toEqual({ mood: 'happy' });
    expect(messages[2]).toMatchObject({ session_id: 'trip', metadata: { mood: 'happy' } });
  });

  it('reads the session back: messages, one message, peers, overview and context', async () => {
    const all = await json<{ messages: MessageOut[]; total: number; page: number; pages: number }>('get_session_messages', { session_id: 'trip' });
    expect(all.messages.map((message) => message.id)).toEqual(messages.map((message) => message.id));
    expect(all).toMatchObject({ total: 3, page: 1, pages: 1 });
    const fromAlice = await json<{ messages: MessageOut[]; total: number }>('get_session_messages', { session_id: 'trip', filters: { peer_id: 'alice' } });
    expect(fromAlice.messages.map((message) => message.peer_id)).toEqual(['alice', 'alice']);
    expect(fromAlice.total).toBe(2);

    const second = messages[1] as MessageOut;
    await expect(json('get_session_message', { session_id: 'trip', message_id: second.id })).resolves.toMatchObject({ id: second.id, content: 'Noted, mountains it is.', peer_id: 'assistant' });

    const peers = await json<{ peer_ids: string[] }>('get_session_peers', { session_id: 'trip' });
    expect(peers.peer_ids.sort()).toEqual(Object.keys(store().sessionPeers(WORKSPACE, 'trip')).sort());

    await expect(json('inspect_session', { session_id: 'trip' })).resolves.toEqual({
      session_id: 'trip',
      peer_ids: expect.arrayContaining(['alice', 'assistant']) as unknown,
      message_count: 3,
      // The emulator writes no summaries.
      summaries: { short: null, long: null },
    });

    const context = await json<{ session_id: string; summary: unknown; messages: MessageOut[] }>('get_session_context', { session_id: 'trip', summary: true, tokens: 5000 });
    expect(context.session_id).toBe('trip');
    expect(context.summary).toBeNull();
    expect(context.messages.map((message) => message.content)).toEqual(store().messages(WORKSPACE, 'trip').map((message) => message.content));
  });

  it('replaces and reads session metadata', async () => {
    await expect(json('set_metadata', { session_id: 'trip', peer_id: 'alice', metadata: { topic: 'travel' } })).resolves.toEqual({
      workspace_id: WORKSPACE,
      session_id: 'trip',
      metadata: { topic: 'travel' },
    });
    // The session won over the peer: alice's metadata is as it was.
    expect(store().sessions(WORKSPACE).find((stored) => stored.id === 'trip')?.metadata).toEqual({ topic: 'travel' });
    expect(store().peers(WORKSPACE).find((peer) => peer.id === 'alice')?.metadata).toEqual({ tier: 'gold' });
    await expect(json('get_metadata', { session_id: 'trip' })).resolves.toEqual({ workspace_id: WORKSPACE, session_id: 'trip', metadata: { topic: 'travel' } });
    expect(await failure('get_metadata', { session_id: 'no-such-session' })).toContain('There is no session "no-such-session"');
    expect(store().sessions(WORKSPACE).map((stored) => stored.id)).not.toContain('no-such-session');
  });

  let cloneId = '';

  it('clones a session up to a message, then deletes the clone', async () => {
    const upTo = messages[1] as MessageOut;
    const clone = await json<{ id: string; cloned_from: string }>('clone_session', { session_id: 'trip', message_id: upTo.id });
    cloneId = clone.id;
    expect(clone.cloned_from).toBe('trip');
    expect(store().messages(WORKSPACE, cloneId).map((message) => message.content)).toEqual(messages.slice(0, 2).map((message) => message.content));

    const listed = await json<{ sessions: { id: string }[]; total: number }>('list_sessions');
    expect(listed.sessions.map((listedSession) => listedSession.id).sort()).toEqual(['trip', cloneId].sort());

    await expect(json('delete_session', { session_id: cloneId })).resolves.toEqual({ session_id: cloneId, deleted: true });
    expect(store().sessions(WORKSPACE).map((stored) => stored.id)).not.toContain(cloneId);
    const after = await json<{ sessions: { id: string }[]; total: number }>('list_sessions');
    expect(after.sessions.map((listedSession) => listedSession.id)).toEqual(['trip']);
    expect(after.total).toBe(1);
  });

  it('removes a peer from a session', async () => {
    await expect(json('remove_peers_from_session', { session_id: 'trip', peer_ids: ['assistant'] })).resolves.toEqual({ session_id: 'trip', removed: ['assistant'] });
    expect(Object.keys(store().sessionPeers(WORKSPACE, 'trip'))).toEqual(['alice']);
  });

  let aboutAlice: ConclusionOut[] = [];

  it('creates, lists and queries conclusions', async () => {
    const own = await json<{ conclusions: ConclusionOut[] }>('create_conclusions', {
      peer_id: 'alice',
      target_peer_id: 'alice',
      conclusions: ['Loves hiking in the Alps', 'Has a dog called Rex'],
    });
    expect(own.conclusions.map((conclusion) => conclusion.content)).toEqual(['Loves hiking in the Alps', 'Has a dog called Rex']);
    const created = await json<{ conclusions: ConclusionOut[] }>('create_conclusions', {
      peer_id: 'assistant',
      target_peer_id: 'alice',
      conclusions: ['Prefers short answers'],
      session_id: 'trip',
    });
    aboutAlice = created.conclusions;
    expect(aboutAlice).toEqual([expect.objectContaining({ content: 'Prefers short answers', observer_id: 'assistant', observed_id: 'alice', session_id: 'trip' })]);
    const stored = store().conclusions(WORKSPACE);
    expect(stored.map((conclusion) => [conclusion.observer_id, conclusion.observed_id, conclusion.content, conclusion.session_id ?? null])).toEqual([
      ['alice', 'alice', 'Loves hiking in the Alps', null],
      ['alice', 'alice', 'Has a dog called Rex', null],
      ['assistant', 'alice', 'Prefers short answers', 'trip'],
    ]);

    const listed = await json<{ conclusions: ConclusionOut[]; total: number; target_peer_id: string }>('list_conclusions', { peer_id: 'alice' });
    expect(listed.conclusions.map((conclusion) => conclusion.content).sort()).toEqual(['Has a dog called Rex', 'Loves hiking in the Alps']);
    expect(listed).toMatchObject({ total: 2, target_peer_id: 'alice' });
    const theirs = await json<{ conclusions: ConclusionOut[] }>('list_conclusions', { peer_id: 'assistant', target_peer_id: 'alice' });
    expect(theirs.conclusions.map((conclusion) => conclusion.id)).toEqual(aboutAlice.map((conclusion) => conclusion.id));

    const found = await json<{ conclusions: ConclusionOut[] }>('query_conclusions', { peer_id: 'alice', query: 'dog Rex', top_k: 1 });
    expect(found.conclusions.map((conclusion) => conclusion.content)).toEqual(['Has a dog called Rex']);
  });

  it('searches messages in the workspace, a peer and a session, with a peer\'s conclusions', async () => {
    const everywhere = await json<{ messages: MessageOut[]; conclusions: ConclusionOut[] }>('search', { query: 'hiking' });
    expect(everywhere.messages[0]?.content).toContain('hiking');
    expect(everywhere.conclusions).toEqual([]);

    const byAlice = await json<{ messages: MessageOut[]; conclusions: ConclusionOut[] }>('search', { query: 'dog Rex', peer_id: 'alice', message_limit: 5, conclusion_top_k: 1 });
    expect(byAlice.messages.length).toBeGreaterThan(0);
    expect(byAlice.messages.every((message) => message.peer_id === 'alice')).toBe(true);
    expect(byAlice.conclusions.map((conclusion) => conclusion.content)).toEqual(['Has a dog called Rex']);

    const inSession = await json<{ messages: MessageOut[] }>('search', { query: 'mountains', session_id: 'trip', message_filters: { peer_id: 'assistant' } });
    expect(inSession.messages.map((message) => message.content)).toEqual(['Noted, mountains it is.']);
  });

  it('reads what Honcho knows about a peer: representation, context and a chat answer', async () => {
    const own = await json<{ representation: string; target_peer_id: string }>('get_representation', { peer_id: 'alice', max_conclusions: 10 });
    expect(own.representation).toContain('Has a dog called Rex');
    expect(own.target_peer_id).toBe('alice');
    const inSession = await json<{ representation: string; session_id: string }>('get_representation', { peer_id: 'assistant', target_peer_id: 'alice', session_id: 'trip' });
    expect(inSession).toMatchObject({ session_id: 'trip' });
    expect(inSession.representation).toContain('Prefers short answers');

    const context = await json<{ peer_id: string; target_peer_id: string; representation: string; peer_card: unknown }>('get_peer_context', {
      peer_id: 'assistant',
      target_peer_id: 'alice',
      search_query: 'answers',
    });
    expect(context).toMatchObject({ peer_id: 'assistant', target_peer_id: 'alice', peer_card: null });
    expect(context.representation).toContain('Prefers short answers');

    const answer = await callTool('chat', { peer_id: 'alice', query: 'What is the name of the dog?', reasoning_level: 'minimal' });
    expect(answer.isError).toBeFalsy();
    expect(resultText(answer)).toContain('Rex');
  });

  it('replaces and reads a peer card, creating its owner when needed', async () => {
    await expect(json('set_peer_card', { peer_id: 'alice', peer_card: ['Hikes in the Alps', 'Owns a dog'] })).resolves.toEqual({
      peer_id: 'alice',
      target_peer_id: 'alice',
      peer_card: ['Hikes in the Alps', 'Owns a dog'],
    });
    expect(store().peerCard(WORKSPACE, 'alice')).toEqual(['Hikes in the Alps', 'Owns a dog']);
    await expect(json('get_peer_card', { peer_id: 'alice' })).resolves.toEqual({ peer_id: 'alice', target_peer_id: 'alice', peer_card: ['Hikes in the Alps', 'Owns a dog'] });

    await json('set_peer_card', { peer_id: 'carol', target_peer_id: 'alice', peer_card: ['Met at the trailhead'] });
    expect(store().peers(WORKSPACE).map((peer) => peer.id)).toContain('carol');
    expect(store().peerCard(WORKSPACE, 'carol', 'alice')).toEqual(['Met at the trailhead']);
    await expect(json('get_peer_card', { peer_id: 'carol', target_peer_id: 'alice' })).resolves.toMatchObject({ peer_card: ['Met at the trailhead'] });
  });

  it('deletes a conclusion', async () => {
    const target = aboutAlice[0] as ConclusionOut;
    await expect(json('delete_conclusion', { peer_id: 'assistant', target_peer_id: 'alice', conclusion_id: target.id })).resolves.toEqual({ conclusion_id: target.id, deleted: true });
    expect(store().conclusions(WORKSPACE).map((conclusion) => conclusion.id)).not.toContain(target.id);
    expect(await failure('delete_conclusion', { peer_id: 'assistant', target_peer_id: 'alice', conclusion_id: target.id })).toContain('(HTTP 404)');
  });

  it('schedules a dream and reports the queue', async () => {
    await expect(json('schedule_dream', { peer_id: 'alice', session_id: 'trip' })).resolves.toEqual({ scheduled: true, peer_id: 'alice', target_peer_id: 'alice', session_id: 'trip' });
    expect(store().dreams(WORKSPACE)).toEqual([expect.objectContaining({ observer: 'alice', observed: 'alice', session_id: 'trip', dream_type: 'omni' })]);

    const status = await json<Record<string, unknown>>('get_queue_status');
    expect(Object.keys(status).sort()).toEqual(['completed_work_units', 'in_progress_work_units', 'pending_work_units', 'total_work_units']);
    for (const value of Object.values(status)) expect(Number.isInteger(value)).toBe(true);
    // The dream just scheduled is work the queue knows of.
    expect(status.total_work_units as number).toBeGreaterThanOrEqual(1);
  });

  it('inspects the workspace', async () => {
    const overview = await json<Record<string, unknown>>('inspect_workspace');
    expect(overview).toMatchObject({
      workspace_id: WORKSPACE,
      metadata: { plan: 'pro' },
      peers: { ids: store().peers(WORKSPACE).map((peer) => peer.id), total: store().peers(WORKSPACE).length },
      sessions: { ids: ['trip'], total: 1 },
    });
    expect(overview).toHaveProperty('configuration');
  });

  it('lands in the workspace named by workspace_id, not the configured one', async () => {
    await json('create_peer', { workspace_id: OTHER_WORKSPACE, peer_id: 'bob' });
    await json('add_messages_to_session', { workspace_id: OTHER_WORKSPACE, session_id: 'elsewhere', messages: [{ peer_id: 'bob', content: 'Hello from the other side' }] });
    expect(store().peers(OTHER_WORKSPACE).map((peer) => peer.id)).toEqual(['bob']);
    expect(store().messages(OTHER_WORKSPACE, 'elsewhere').map((message) => message.content)).toEqual(['Hello from the other side']);
    expect(store().peers(WORKSPACE).map((peer) => peer.id)).not.toContain('bob');
    expect(store().messages(WORKSPACE).map((message) => message.content)).not.toContain('Hello from the other side');

    const found = await json<{ messages: MessageOut[] }>('search', { workspace_id: OTHER_WORKSPACE, query: 'hello' });
    expect(found.messages.map((message) => message.content)).toEqual(['Hello from the other side']);
    const overview = await json<{ workspace_id: string; sessions: { ids: string[] } }>('inspect_workspace', { workspace_id: OTHER_WORKSPACE });
    expect(overview).toMatchObject({ workspace_id: OTHER_WORKSPACE, sessions: { ids: ['elsewhere'] } });
  });

  it('called every tool', () => {
    expect([...TOOL_NAMES].filter((name) => !called.has(name))).toEqual([]);
  });
});
