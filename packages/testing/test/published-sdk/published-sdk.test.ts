import { Honcho } from 'honcho-sdk-published';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '../../src/node/index.js';

// The real @honcho-ai/sdk 2.5.0 from npm, unchanged, against the emulator over
// HTTP. If the emulator and the published client disagree about the contract,
// a call here fails. The steps run in order and build on each other.

let emulator: RunningEmulator;
let honcho: Honcho;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'sdk-scenario', maxRetries: 0 });
});

afterAll(async () => {
  await emulator.close();
});

describe('the published @honcho-ai/sdk 2.5.0 against the emulator', () => {
  it('manages workspace metadata and lists workspaces', async () => {
    await honcho.setMetadata({ env: 'test' });
    expect(await honcho.getMetadata()).toEqual({ env: 'test' });
    const workspaces = await honcho.workspaces();
    expect(workspaces.items).toContain('sdk-scenario');
  });

  it('creates peers and sessions and lists them', async () => {
    const alice = await honcho.peer('alice', { metadata: { name: 'Alice' } });
    const assistant = await honcho.peer('assistant');
    expect(alice.id).toBe('alice');
    const session = await honcho.session('onboarding', { metadata: { channel: 'web' } });
    await session.addPeers([alice, assistant]);
    expect((await session.peers()).map((peer) => peer.id)).toEqual(['alice', 'assistant']);
    await session.setPeerConfiguration(assistant, { observeOthers: true });
    expect(await session.getPeerConfiguration(assistant)).toEqual({ observeMe: null, observeOthers: true });
    const peers = await honcho.peers();
    expect(peers.items.map((peer) => peer.id)).toEqual(['alice', 'assistant']);
    expect((await alice.getMetadata())).toEqual({ name: 'Alice' });
    const sessions = await honcho.sessions();
    expect(sessions.items.map((item) => item.id)).toEqual(['onboarding']);
    expect((await alice.sessions()).items.map((item) => item.id)).toEqual(['onboarding']);
  });

  it('adds messages and pages through more than one page of them', async () => {
    const session = await honcho.session('onboarding');
    const alice = await honcho.peer('alice');
    const assistant = await honcho.peer('assistant');
    const messages = Array.from({ length: 60 }, (_, i) =>
      i % 2 === 0 ? alice.message(`Message ${i}: I really enjoy dark roast coffee`) : assistant.message(`Reply ${i}: noted`),
    );
    const created = await session.addMessages(messages);
    expect(created).toHaveLength(60);
    expect(created[0]).toMatchObject({ peerId: 'alice', sessionId: 'onboarding', workspaceId: 'sdk-scenario' });
    const page = await session.messages();
    expect(page.size).toBe(50);
    expect(page.items).toHaveLength(50);
    expect(page.hasNextPage).toBe(true);
    const all = [];
    for await (const message of page) all.push(message);
    expect(all).toHaveLength(60);
    expect(all.map((message) => message.content)).toEqual(created.map((message) => message.content));
    const one = await session.getMessage(created[1]!.id);
    expect(one.content).toBe('Reply 1: noted');
    const updated = await session.updateMessage(one, { flagged: true });
    expect(updated.metadata).toEqual({ flagged: true });
  });

  it('gets session context within a token budget and converts it to OpenAI messages', async () => {
    const session = await honcho.session('onboarding');
    const context = await session.context({ tokens: 60 });
    expect(context.messages.length).toBeGreaterThan(0);
    expect(context.messages.length).toBeLessThan(60);
    expect(context.messages.reduce((sum, message) => sum + message.tokenCount, 0)).toBeLessThanOrEqual(60);
    const openai = context.toOpenAI('assistant');
    expect(openai.at(-1)).toMatchObject({ role: 'assistant', name: 'assistant' });
    expect(openai.some((message) => message.role === 'user')).toBe(true);
    const withPeer = await session.context({ tokens: 10, peerTarget: 'alice', peerPerspective: 'assistant' });
    expect(withPeer.peerRepresentation).toBe('');
    const summaries = await session.summaries();
    expect(summaries.shortSummary).toBeNull();
    expect(summaries.longSummary).toBeNull();
  });

  it('creates, lists, queries, gets and deletes conclusions', async () => {
    const alice = await honcho.peer('alice');
    const created = await alice.conclusions.create([
      { content: 'Alice enjoys dark roast coffee', sessionId: 'onboarding' },
      { content: 'Alice works as a nurse' },
    ]);
    expect(created).toHaveLength(2);
    expect(created[0]).toMatchObject({ observerId: 'alice', observedId: 'alice', sessionId: 'onboarding', level: 'explicit' });
    const listed = await alice.conclusions.list();
    expect(listed.items.map((conclusion) => conclusion.content).sort()).toEqual(['Alice enjoys dark roast coffee', 'Alice works as a nurse']);
    // A vector search: every conclusion of the pair comes back (top_k of them), nearest first.
    const queried = await alice.conclusions.query('coffee');
    expect(queried.map((conclusion) => conclusion.content)).toEqual(['Alice enjoys dark roast coffee', 'Alice works as a nurse']);
    const fetched = await alice.conclusions.get(created[1]!.id);
    expect(fetched.content).toBe('Alice works as a nurse');
    expect(await alice.conclusions.getMany(created.map((conclusion) => conclusion.id))).toHaveLength(2);
    // 2.5 filters on `source_ids: { contains: id }`; the server takes only a list there and refuses it.
    await expect(alice.conclusions.derived(created[0]!.id)).rejects.toMatchObject({ status: 422 });
    await alice.conclusions.delete(created[1]!.id);
    expect((await alice.conclusions.list()).items).toHaveLength(1);
    // Conclusions are only about peers that exist.
    await honcho.peer('assistant', { metadata: {} });
    const aboutAssistant = alice.conclusionsOf('assistant');
    await aboutAssistant.create({ content: 'The assistant is polite' });
    expect(await aboutAssistant.representation()).toContain('The assistant is polite');
    expect((await honcho.conclusions.list()).items).toHaveLength(2);
  });

  it('sets and gets peer cards, representation and peer context', async () => {
    const alice = await honcho.peer('alice');
    expect(await alice.getCard()).toBeNull();
    expect(await alice.setCard(['Drinks dark roast', 'Nurse'])).toEqual(['Drinks dark roast', 'Nurse']);
    expect(await alice.getCard()).toEqual(['Drinks dark roast', 'Nurse']);
    await alice.setCard(['Polite'], 'assistant');
    expect(await alice.getCard('assistant')).toEqual(['Polite']);
    const representation = await alice.representation({ searchQuery: 'coffee', maxConclusions: 5 });
    expect(representation).toContain('Alice enjoys dark roast coffee');
    const session = await honcho.session('onboarding');
    expect(await session.representation(alice)).toContain('Alice enjoys dark roast coffee');
    const context = await alice.context();
    expect(context).toMatchObject({ peerId: 'alice', targetId: 'alice', peerCard: ['Drinks dark roast', 'Nurse'] });
  });

  it('chats: plain, with a JSON Schema response format, with evidence, and streaming', async () => {
    const alice = await honcho.peer('alice');
    const plain = await alice.chat('What coffee does alice enjoy?');
    expect(plain).toEqual(expect.stringContaining('dark roast'));
    const structured = await alice.chat('Which coffee does alice drink?', {
      responseFormat: { type: 'object', properties: { drink: { type: 'string' } }, required: ['drink'] },
    });
    expect(JSON.parse(structured as string)).toEqual({ drink: expect.any(String) });
    const withEvidence = await alice.chat('dark roast coffee', { includeEvidence: true, reasoningLevel: 'high', session: 'onboarding' });
    expect(withEvidence.content).toEqual(expect.stringContaining('dark roast'));
    expect(withEvidence.evidence?.conclusions[0]?.content).toBe('Alice enjoys dark roast coffee');
    expect(withEvidence.evidence?.messages.length).toBeGreaterThan(0);

    const stream = await alice.chatStream('What coffee does alice enjoy?', { includeEvidence: true });
    const chunks: string[] = [];
    for await (const chunk of stream) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(1);
    expect(chunks.join('')).toBe(plain);
    expect(stream.evidence?.tool_calls.length).toBe(2);

    const workspaceAnswer = await honcho.chat('coffee');
    expect(workspaceAnswer).toEqual(expect.stringContaining('coffee'));
    const workspaceStream = await honcho.chatStream('coffee');
    expect(await workspaceStream.getFinalResponse()).toBe(workspaceAnswer);
  });

  it('searches the workspace, a session and a peer', async () => {
    const alice = await honcho.peer('alice');
    const session = await honcho.session('onboarding');
    expect((await honcho.search('coffee', { limit: 3 })).map((message) => message.peerId)).toEqual(['alice', 'alice', 'alice']);
    expect(await session.search('noted', { limit: 2 })).toHaveLength(2);
    expect((await alice.search('coffee')).every((message) => message.peerId === 'alice')).toBe(true);
    expect(await alice.search('coffee', { filters: { session_id: 'nowhere' } })).toEqual([]);
  });

  it('reports the queue as done and schedules dreams', async () => {
    const status = await honcho.queueStatus();
    // 60 reasoned messages, and a summary at messages 20, 40 and 60, as the server queues them.
    expect(status).toMatchObject({ totalWorkUnits: 63, completedWorkUnits: 63, pendingWorkUnits: 0, inProgressWorkUnits: 0 });
    const sessionStatus = await (await honcho.session('onboarding')).queueStatus({ sender: 'alice' });
    expect(sessionStatus.totalWorkUnits).toBe(30);
    await honcho.scheduleDream({ observer: 'alice', session: 'onboarding' });
    expect(emulator.store.dreams('sdk-scenario')).toHaveLength(1);
  });

  it('clones a session up to a message', async () => {
    const session = await honcho.session('onboarding');
    const [, second] = (await session.messages({ size: 2 })).items;
    const clone = await session.clone(second!.id);
    expect(clone.id).not.toBe('onboarding');
    expect((await clone.messages()).items.map((message) => message.content)).toEqual(['Message 0: I really enjoy dark roast coffee', 'Reply 1: noted']);
  });

  it('uploads a file as messages', async () => {
    const session = await honcho.session('onboarding');
    const content = new TextEncoder().encode('Notes from the call.\n\nAlice wants a refill.');
    const messages = await session.uploadFile({ filename: 'notes.txt', content, content_type: 'text/plain' }, 'alice', { metadata: { source: 'upload' } });
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ peerId: 'alice', content: 'Notes from the call.\n\nAlice wants a refill.', metadata: { source: 'upload' } });
    const blob = await session.uploadFile(new Blob(['{"k": 1}'], { type: 'application/json' }), 'alice');
    expect(blob[0]?.content).toBe('{"k": 1}');
  });

  it('manages scopes and reads through them', async () => {
    const scope = await honcho.scope('onboarding-team', { metadata: { team: 'a' } });
    await scope.addSessions(['onboarding']);
    expect((await scope.sessions()).items.map((item) => item.id)).toEqual(['onboarding']);
    expect((await scope.status()).backfillStatus.onboarding?.state).toBe('completed');
    expect((await honcho.scopes()).items.map((item) => item.id)).toEqual(['onboarding-team']);
    expect((await honcho.getScope('onboarding-team')).id).toBe('onboarding-team');
    const alice = await honcho.peer('alice');
    expect(await alice.chat('coffee', { scope: 'onboarding-team' })).toEqual(expect.stringContaining('coffee'));
    const scoped = await honcho.session('scoped', { scopes: ['onboarding-team'] });
    expect(emulator.store.scopeSessions('sdk-scenario', 'onboarding-team')).toEqual(['onboarding', scoped.id]);
    await scope.removeSession('scoped');
    expect(emulator.store.scopeSessions('sdk-scenario', 'onboarding-team')).toEqual(['onboarding']);
  });

  it('removes peers, deletes sessions and the workspace', async () => {
    const session = await honcho.session('onboarding');
    await session.removePeers('assistant');
    expect((await session.peers()).map((peer) => peer.id)).toEqual(['alice']);
    for (const item of (await honcho.sessions()).items) await item.delete();
    await honcho.deleteWorkspace('sdk-scenario');
    expect(emulator.store.workspace('sdk-scenario')).toBeUndefined();
  });

  it('raises the SDK\'s typed errors for the emulator\'s error responses', async () => {
    const other = new Honcho({ baseURL: emulator.url, workspaceId: 'errors', maxRetries: 0 });
    const session = await other.session('s');
    await expect(session.getMessage('missing')).rejects.toMatchObject({ name: 'NotFoundError', status: 404 });
    const alice = await other.peer('alice');
    await expect(alice.chat('x'.repeat(10_001))).rejects.toMatchObject({ status: 422 });
  });
});
