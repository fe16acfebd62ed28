import { HonchoValidationError, NotFoundError } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../client/honcho.js';
import { Message } from '../message/message.js';
import { Peer, Session } from './peer-and-session.js';
import { SessionContext } from './session-context.js';
import { SessionSummaries } from './summary.js';

let emulator: RunningEmulator;
let workspaceCount = 0;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(async () => {
  await emulator.close();
});

/** A client in a workspace of its own, so tests do not see each other's data. */
function client(): Honcho {
  workspaceCount += 1;
  return new Honcho({ baseURL: emulator.url, workspaceId: `ws-${workspaceCount}`, maxRetries: 0 });
}

describe('Session peers', () => {
  it('addPeers, setPeers, removePeers, peers, get/setPeerConfiguration', async () => {
    const honcho = client();
    const session = await honcho.session('chat');
    const alice = await honcho.peer('alice');
    await session.addPeers([alice, 'bob', ['carol', { observeMe: false, observeOthers: true }]]);
    expect(Object.keys(emulator.store.sessionPeers(honcho.workspaceId, 'chat')).sort()).toEqual(['alice', 'bob', 'carol']);

    const peers = await session.peers();
    expect(peers.map((peer) => peer.id).sort()).toEqual(['alice', 'bob', 'carol']);
    expect(peers[0]).toBeInstanceOf(Peer);
    expect(peers.every((peer) => peer.workspaceId === honcho.workspaceId && typeof peer.createdAt === 'string')).toBe(true);

    expect(await session.getPeerConfiguration('carol')).toMatchObject({ observeMe: false, observeOthers: true });
    await session.setPeerConfiguration(alice, { observeOthers: false });
    expect(await session.getPeerConfiguration(alice)).toMatchObject({ observeOthers: false });
    expect(emulator.store.sessionPeers(honcho.workspaceId, 'chat').alice).toMatchObject({ observe_others: false });

    await session.removePeers(['bob', { id: 'carol' }]);
    expect((await session.peers()).map((peer) => peer.id)).toEqual(['alice']);

    await session.setPeers({ dave: { observeMe: true }, erin: {} });
    expect((await session.peers()).map((peer) => peer.id).sort()).toEqual(['dave', 'erin']);
    await session.addPeers('frank');
    expect((await session.peers()).map((peer) => peer.id).sort()).toEqual(['dave', 'erin', 'frank']);
  });

  it('peers() returns every peer across pages (2.5 stopped at the first 50)', async () => {
    const honcho = client();
    const session = await honcho.session('crowd');
    const ids = Array.from({ length: 230 }, (_, i) => `p-${String(i).padStart(3, '0')}`);
    await session.addPeers(ids);
    const before = emulator.stats.requests;
    const peers = await session.peers();
    expect(peers.map((peer) => peer.id).sort()).toEqual(ids);
    expect(emulator.stats.requests - before).toBe(3);
  });
});

describe('Session messages', () => {
  it('addMessages, messages (filters, reverse, pages), getMessage, updateMessage, search', async () => {
    const honcho = client();
    const session = await honcho.session('conversation');
    const alice = await honcho.peer('alice');
    const bot = await honcho.peer('bot');
    const stored = await session.addMessages([
      alice.message('I just adopted a puppy named Biscuit', { metadata: { topic: 'pets' } }),
      bot.message('Congratulations! What breed is Biscuit?'),
      { peerId: 'alice', content: 'A beagle, very energetic', createdAt: '2024-06-01T12:00:00.000Z' },
    ]);
    expect(stored).toHaveLength(3);
    expect(stored[0]).toBeInstanceOf(Message);
    expect(stored.map((message) => message.content)).toEqual([
      'I just adopted a puppy named Biscuit',
      'Congratulations! What breed is Biscuit?',
      'A beagle, very energetic',
    ]);
    expect(stored[0]?.metadata).toEqual({ topic: 'pets' });
    // The server echoes the timestamp as pydantic prints it: no fraction when there are no microseconds.
    expect(stored[2]?.createdAt).toBe('2024-06-01T12:00:00Z');
    expect(emulator.store.messages(honcho.workspaceId, 'conversation').map((message) => message.id)).toEqual(stored.map((m) => m.id));

    // A single message, as 2.5 took it.
    const [single] = await session.addMessages(bot.message('Beagles love long walks.'));
    expect(single?.peerId).toBe('bot');

    const page = await session.messages();
    expect(page.items.map((message) => message.id)).toEqual([...stored.map((m) => m.id), single?.id]);
    const newestFirst = await session.messages({ reverse: true, size: 2 });
    expect(newestFirst.items.map((message) => message.content)).toEqual(['Beagles love long walks.', 'A beagle, very energetic']);
    expect(newestFirst.hasNextPage).toBe(true);
    expect((await newestFirst.toArray()).length).toBe(4);
    const fromAlice = await session.messages({ peer_id: 'alice' }); // 2.5's bare-filter form
    expect(fromAlice.items.map((message) => message.peerId)).toEqual(['alice', 'alice']);
    const tagged = await session.messages({ filters: { metadata: { topic: 'pets' } } });
    expect(tagged.items.map((message) => message.id)).toEqual([stored[0]?.id]);

    const fetched = await session.getMessage(stored[1]?.id as string);
    expect(fetched.content).toBe('Congratulations! What breed is Biscuit?');
    expect(fetched.raw.session_id).toBe('conversation');

    const updated = await session.updateMessage(fetched, { reviewed: true });
    expect(updated.metadata).toEqual({ reviewed: true });
    expect((await session.updateMessage(fetched.id, { reviewed: false })).metadata).toEqual({ reviewed: false });

    const hits = await session.search('beagle', { limit: 5 });
    expect(hits.map((message) => message.content)).toContain('A beagle, very energetic');
    const filtered = await session.search('beagle', { filters: { peer_id: 'bot' } });
    expect(filtered.every((message) => message.peerId === 'bot')).toBe(true);

    await expect(session.getMessage('no-such-message')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('addMessages stores 250 messages in input order in three requests', async () => {
    const honcho = client();
    const session = await honcho.session('import');
    const inputs = Array.from({ length: 250 }, (_, i) => ({ peerId: i % 2 === 0 ? 'alice' : 'bot', content: `turn ${i}` }));
    await session.getMetadata(); // workspace and session exist; only message requests are counted below
    const before = emulator.stats.requests;
    const stored = await session.addMessages(inputs);
    expect(emulator.stats.requests - before).toBe(3);
    expect(stored.map((message) => message.content)).toEqual(inputs.map((input) => input.content));
    expect(emulator.store.messages(honcho.workspaceId, 'import').map((message) => message.content)).toEqual(inputs.map((input) => input.content));
  });

  it('refuses an invalid batch without sending anything', async () => {
    const honcho = client();
    const session = await honcho.session('strict');
    const before = emulator.stats.requests;
    await expect(session.addMessages([{ peerId: 'alice', content: 'x'.repeat(25_001) }])).rejects.toBeInstanceOf(HonchoValidationError);
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('Session uploads', () => {
  it('uploads a Blob, a File with no type, and bytes, with metadata, configuration and a timestamp', async () => {
    const honcho = client();
    const session = await honcho.session('files');
    const fromBlob = await session.uploadFile(new Blob(['Shopping list: eggs, flour'], { type: 'text/plain' }), 'alice', {
      metadata: { source: 'upload' },
      configuration: { reasoning: { enabled: false } },
      createdAt: new Date('2024-02-02T10:00:00Z'),
    });
    expect(fromBlob.map((message) => message.content)).toEqual(['Shopping list: eggs, flour']);
    expect(fromBlob[0]?.metadata).toEqual({ source: 'upload' });
    expect(fromBlob[0]?.createdAt).toBe('2024-02-02T10:00:00Z');

    const untyped = new File(['# Notes\nBring an umbrella'], 'notes.md');
    expect(untyped.type).toBe('');
    const fromFile = await session.uploadFile(untyped, { id: 'alice' });
    expect(fromFile[0]?.content).toContain('Bring an umbrella');

    const fromBytes = await session.uploadFile(
      { filename: 'data.json', content: new TextEncoder().encode('{"answer":42}'), content_type: 'application/json' },
      'bob',
    );
    expect(fromBytes[0]?.peerId).toBe('bob');
    expect(emulator.store.messages(honcho.workspaceId, 'files')).toHaveLength(3);
  });

  it('refuses an oversized or unsupported file before sending', async () => {
    const honcho = client();
    const session = await honcho.session('files');
    const before = emulator.stats.requests;
    const tooBig = new Blob([new Uint8Array(5_242_881)], { type: 'text/plain' });
    await expect(session.uploadFile(tooBig, 'alice')).rejects.toThrow(/file: must be at most 5242880 bytes/);
    await expect(session.uploadFile(new Blob(['x'], { type: 'image/png' }), 'alice')).rejects.toThrow(/file.type: must be one of/);
    await expect(session.uploadFile({ filename: 'a.bin', content: new Uint8Array(1), content_type: 'application/octet-stream' }, 'alice')).rejects.toThrow(
      /file.content_type/,
    );
    expect(emulator.stats.requests).toBe(before);
    // Exactly at the limit is fine.
    const atLimit = new Blob([new Uint8Array(5_242_880).fill(97)], { type: 'text/plain' });
    expect((await session.uploadFile(atLimit, 'alice')).length).toBeGreaterThan(0);
  });
});

describe('Sessions and peers built by hand (2.5 constructors)', () => {
  it('a hand-built session lists live Peers, and a hand-built peer lists live Sessions', async () => {
    const honcho = client();
    await (await honcho.session('by-hand-pair')).addPeers(['alice', 'bob']);

    const session = new Session('by-hand-pair', honcho.workspaceId, honcho.http);
    const peers = await session.peers();
    expect(peers.map((peer) => peer.id).sort()).toEqual(['alice', 'bob']);
    expect(peers.every((peer) => peer instanceof Peer && peer.raw?.id === peer.id)).toBe(true);

    const alice = peers.find((peer) => peer.id === 'alice') as Peer;
    const sessions = await (await alice.sessions()).toArray();
    expect(sessions.map((listed) => listed.id)).toEqual(['by-hand-pair']);
    expect(sessions[0]).toBeInstanceOf(Session);
    expect(sessions[0]?.raw?.id).toBe('by-hand-pair');
    expect(sessions[0]?.isActive).toBe(true);
    // Each listed object makes its own calls: round-trip through both classes once more.
    expect((await sessions[0]!.peers()).map((peer) => peer.id).sort()).toEqual(['alice', 'bob']);

    const byHandPeer = new Peer('bob', honcho.workspaceId, honcho.http);
    expect((await (await byHandPeer.sessions()).toArray()).map((listed) => listed.id)).toEqual(['by-hand-pair']);
  });

  it('a session from honcho.session() carries the server JSON as raw, as a peer does', async () => {
    const honcho = client();
    const session = await honcho.session('with-raw', { metadata: { channel: 'web' } });
    expect(session.raw).toMatchObject({ id: 'with-raw', metadata: { channel: 'web' }, is_active: true });
    expect(session.metadata).toEqual({ channel: 'web' });
    expect(typeof session.createdAt).toBe('string');
  });
});

describe('Session metadata, configuration and lifecycle', () => {
  it('getMetadata, setMetadata, getConfiguration, setConfiguration, refresh and the cached getters', async () => {
    const honcho = client();
    const session = new Session('by-hand', honcho.workspaceId, honcho.http, undefined, undefined, () => honcho.context.ensureWorkspace());
    expect(session.metadata).toBeUndefined();
    expect(session.isActive).toBeUndefined();
    expect(await session.getMetadata()).toEqual({}); // get-or-create, as 2.5
    expect(session.isActive).toBe(true);
    expect(typeof session.createdAt).toBe('string');
    expect(session.raw?.id).toBe('by-hand');

    await session.setMetadata({ channel: 'web', nested: { level: 1 } });
    expect(session.metadata).toEqual({ channel: 'web', nested: { level: 1 } });
    expect(emulator.store.sessions(honcho.workspaceId).find((s) => s.id === 'by-hand')?.metadata).toEqual({ channel: 'web', nested: { level: 1 } });

    await session.setConfiguration({ summary: { enabled: true, messagesPerShortSummary: 20, messagesPerLongSummary: 60 }, reasoning: { enabled: false } });
    expect(session.configuration).toMatchObject({ summary: { messagesPerShortSummary: 20, messagesPerLongSummary: 60 }, reasoning: { enabled: false } });
    expect(emulator.store.sessions(honcho.workspaceId).find((s) => s.id === 'by-hand')?.configuration).toMatchObject({
      summary: { messages_per_short_summary: 20, messages_per_long_summary: 60 },
    });

    const other = new Session('by-hand', honcho.workspaceId, honcho.http);
    expect(await other.getConfiguration()).toMatchObject({ reasoning: { enabled: false } });
    await other.refresh();
    expect(other.metadata).toEqual({ channel: 'web', nested: { level: 1 } });
    expect(String(other)).toBe("Session(id='by-hand')");
  });

  it('clone copies all messages, or those up to a message', async () => {
    const honcho = client();
    const session = await honcho.session('original', { metadata: { kind: 'original' } });
    const stored = await session.addMessages([1, 2, 3].map((n) => ({ peerId: 'alice', content: `m${n}` })));
    const full = await session.clone();
    expect(full).toBeInstanceOf(Session);
    expect(full.id).not.toBe('original');
    expect(full.isActive).toBe(true);
    expect(emulator.store.messages(honcho.workspaceId, full.id).map((m) => m.content)).toEqual(['m1', 'm2', 'm3']);
    const partial = await session.clone(stored[1]?.id);
    expect(emulator.store.messages(honcho.workspaceId, partial.id).map((m) => m.content)).toEqual(['m1', 'm2']);
    const byMessage = await session.clone(stored[0] as Message);
    expect((await byMessage.messages()).items.map((m) => m.content)).toEqual(['m1']);
  });

  it('delete marks the session inactive', async () => {
    const honcho = client();
    const session = await honcho.session('doomed');
    await session.delete();
    expect(session.isActive).toBe(false);
    expect(emulator.store.sessions(honcho.workspaceId).find((s) => s.id === 'doomed')?.is_active ?? false).toBe(false);
  });
});

describe('Session context, summaries, queue status and representation', () => {
  async function seeded(): Promise<{ honcho: Honcho; session: Session }> {
    const honcho = client();
    const session = await honcho.session('support');
    await session.addPeers(['user', 'agent']);
    await session.addMessages([
      { peerId: 'user', content: 'My name is Dana and I live in Oslo.' },
      { peerId: 'agent', content: 'Hi Dana! How can I help?' },
      { peerId: 'user', content: 'My order of hiking boots is late.' },
    ]);
    const conclusions = buildConclusions(honcho.workspaceId);
    await honcho.http.post(`/v3/workspaces/${honcho.workspaceId}/conclusions`, { body: { conclusions } });
    await honcho.http.put(`/v3/workspaces/${honcho.workspaceId}/peers/agent/card`, {
      query: { target: 'user' },
      body: { peer_card: ['Name: Dana', 'Lives in Oslo, Norway', 'Likes hiking'] },
    });
    return { honcho, session };
  }

  function buildConclusions(_workspaceId: string): Record<string, unknown>[] {
    return [
      { content: 'Dana lives in Oslo', observer_id: 'agent', observed_id: 'user', session_id: 'support' },
      { content: 'Dana ordered hiking boots', observer_id: 'agent', observed_id: 'user', session_id: 'support' },
      { content: 'Dana is the user', observer_id: 'user', observed_id: 'user', session_id: 'support' },
    ];
  }

  it('context() returns the messages, and with a perspective the representation and card, ready for OpenAI and Anthropic', async () => {
    const { session } = await seeded();
    const plain = await session.context();
    expect(plain).toBeInstanceOf(SessionContext);
    expect(plain.sessionId).toBe('support');
    expect(plain.messages.map((m) => m.peerId)).toEqual(['user', 'agent', 'user']);
    expect(plain.summary).toBeNull();
    expect(plain.length).toBe(3);

    const budgeted = await session.context({ tokens: 15, summary: true });
    expect(budgeted.messages.length).toBeLessThan(3);
    expect(budgeted.messages.at(-1)?.content).toBe('My order of hiking boots is late.');

    const context = await session.context({ peerTarget: 'user', peerPerspective: { id: 'agent' }, representationOptions: { searchQuery: 'boots', maxConclusions: 5 } });
    expect(context.peerRepresentation).toContain('hiking boots');
    expect(context.peerCard).toEqual(['Name: Dana', 'Lives in Oslo, Norway', 'Likes hiking']);

    const openai = context.toOpenAI('agent');
    expect(openai.filter((m) => m.role === 'system')).toEqual([
      { role: 'system', content: `<peer_representation>${context.peerRepresentation}</peer_representation>` },
      { role: 'system', content: '<peer_card>\n- Name: Dana\n- Lives in Oslo, Norway\n- Likes hiking\n</peer_card>' },
    ]);
    expect(openai.slice(-3)).toEqual([
      { role: 'user', name: 'user', content: 'My name is Dana and I live in Oslo.' },
      { role: 'assistant', name: 'agent', content: 'Hi Dana! How can I help?' },
      { role: 'user', name: 'user', content: 'My order of hiking boots is late.' },
    ]);
    const anthropic = context.toAnthropic({ id: 'agent' });
    expect(anthropic.slice(-2)).toEqual([
      { role: 'assistant', content: 'Hi Dana! How can I help?' },
      { role: 'user', content: 'user: My order of hiking boots is late.' },
    ]);
    expect(anthropic.every((m) => m.role === 'user' || m.role === 'assistant')).toBe(true);
  });

  it('context() with a sessions allowlist, limitToSession and a scope', async () => {
    const { honcho, session } = await seeded();
    const allowlisted = await session.context({ peerTarget: 'user', peerPerspective: 'agent', sessions: [session] });
    expect(allowlisted.peerRepresentation).toContain('Oslo');
    const limited = await session.context({ peerTarget: 'user', limitToSession: true });
    expect(limited.messages).toHaveLength(3);
    await honcho.http.post(`/v3/workspaces/${honcho.workspaceId}/scopes`, { body: { id: 'team' } });
    await honcho.http.post(`/v3/workspaces/${honcho.workspaceId}/scopes/team/sessions`, { body: { session_ids: ['support'] } });
    const scoped = await session.context({ peerTarget: 'user', scope: 'team' });
    expect(scoped).toBeInstanceOf(SessionContext);
  });

  it('summaries() returns both summaries (none yet on a fresh session)', async () => {
    const { session } = await seeded();
    const summaries = await session.summaries();
    expect(summaries).toBeInstanceOf(SessionSummaries);
    expect(summaries.id).toBe('support');
    expect(summaries.sessionId).toBe('support');
    expect(summaries.shortSummary).toBeNull();
    expect(summaries.longSummary).toBeNull();
  });

  it('queueStatus() counts this session only, optionally by sender and observer', async () => {
    const { honcho, session } = await seeded();
    const other = await honcho.session('other');
    await other.addMessages([{ peerId: 'user', content: 'elsewhere' }]);
    const status = await session.queueStatus();
    expect(status.totalWorkUnits).toBe(3);
    expect(status.pendingWorkUnits).toBe(0);
    expect((await session.queueStatus({ sender: 'user' })).totalWorkUnits).toBe(2);
    // As on the server: message work names no single observer, and dreams are queued under no session.
    expect((await session.queueStatus({ observer: 'agent', session })).totalWorkUnits).toBe(0);
    expect(status.sessions).toBeUndefined();
  });

  it('representation() describes a peer from this session, or what it knows of a target', async () => {
    const { session } = await seeded();
    const own = await session.representation('user');
    expect(own).toContain('Dana is the user');
    const ofTarget = await session.representation('agent', { target: 'user', searchQuery: 'Oslo', searchTopK: 3 });
    expect(ofTarget).toContain('Oslo');
  });
});
