import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { Honcho as PublishedHoncho } from 'honcho-sdk-published';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../index.js';

// Run-time compatibility: one scenario, written as a 2.5 user writes it,
// runs once through the published @honcho-ai/sdk 2.5.0 and once through this
// package, each against its own emulator with the same clock and id seed.
// What the code observes (the transcript) and what the server ends up
// storing must be the same.

const NOW = new Date('2025-06-01T12:00:00.000Z');

/** The client type the scenario is written against: 2.5's. */
type Client = PublishedHoncho;

async function scenario(honcho: Client): Promise<unknown[]> {
  const transcript: unknown[] = [];
  const note = (label: string, value: unknown): void => {
    transcript.push([label, JSON.parse(JSON.stringify(value ?? null)) as unknown]);
  };

  await honcho.setMetadata({ env: 'test' });
  note('workspace metadata', await honcho.getMetadata());
  await honcho.setConfiguration({ summary: { enabled: true, messagesPerShortSummary: 20, messagesPerLongSummary: 60 } });
  note('workspace configuration', await honcho.getConfiguration());

  const alice = await honcho.peer('alice', { metadata: { name: 'Alice' } });
  const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
  note('peer', [alice.id, alice.metadata, alice.createdAt, assistant.configuration]);
  await alice.setMetadata({ name: 'Alice', plan: 'pro' });
  note('peer metadata', await alice.getMetadata());
  note('peer configuration', await assistant.getConfiguration());

  const session = await honcho.session('onboarding', { metadata: { channel: 'web' } });
  await session.addPeers([alice, [assistant, { observeMe: false, observeOthers: true }]]);
  note('session peers', (await session.peers()).map((peer) => peer.id));
  note('session peer config', await session.getPeerConfiguration(assistant));

  const inputs = Array.from({ length: 12 }, (_, i) =>
    i % 2 === 0
      ? alice.message(`Message ${i}: I really enjoy dark roast coffee and hiking in the Alps`, { metadata: { i } })
      : assistant.message(`Reply ${i}: noted, coffee and hiking`),
  );
  const created = await session.addMessages(inputs);
  note('created', created.map((message) => [message.id, message.peerId, message.content, message.metadata, message.createdAt, message.tokenCount]));
  const page = await session.messages({ size: 5 });
  note('messages page', [page.total, page.pages, page.size, page.items.map((message) => message.id)]);
  const everything = [];
  for await (const message of page) everything.push(message.content);
  note('all messages', everything);
  note('reversed', (await session.messages({ filters: { peer_id: 'alice' }, reverse: true })).items.map((message) => message.id));

  note('search', (await honcho.search('coffee', { limit: 3 })).map((message) => message.id));
  note('peer search', (await alice.search('hiking', { limit: 2 })).map((message) => message.id));

  note('set card', await alice.setCard(['Enjoys dark roast coffee'], assistant));
  note('card', await alice.getCard(assistant));
  note('own card', await alice.getCard());

  const view = alice.conclusionsOf(assistant);
  const conclusions = await view.create([{ content: 'Assistant is attentive', sessionId: session.id }, { content: 'Assistant likes coffee' }]);
  note('conclusions', conclusions.map((conclusion) => [conclusion.id, conclusion.content, conclusion.sessionId, conclusion.level]));
  note('conclusion list', (await view.list()).items.map((conclusion) => conclusion.content));
  note('conclusion query', (await view.query('coffee', 1)).map((conclusion) => conclusion.content));
  note('workspace conclusions', (await honcho.conclusions.list()).items.map((conclusion) => conclusion.id));

  note('representation', await alice.representation({ maxConclusions: 10 }));
  const peerContext = await alice.context({ target: assistant });
  note('peer context', [peerContext.peerId, peerContext.targetId, peerContext.peerCard]);
  const context = await session.context({ tokens: 500, summary: true });
  note('context', [context.messages.length, context.toOpenAI(assistant), context.toAnthropic(assistant).length]);
  note('chat', await alice.chat('What does alice enjoy drinking?'));
  note('chat evidence', await alice.chat('coffee', { includeEvidence: true }));
  const stream = await alice.chatStream('What does alice enjoy?');
  note('chat stream', await stream.getFinalResponse());
  note('workspace chat', await honcho.chat('Who likes coffee?'));

  note('peers', (await honcho.peers()).items.map((peer) => peer.id));
  note('legacy filter', (await honcho.peers({ metadata: { plan: 'pro' } })).items.map((peer) => peer.id));
  note('sessions', (await honcho.sessions()).items.map((item) => [item.id, item.isActive, item.metadata]));
  note('peer sessions', (await alice.sessions()).items.map((item) => item.id));
  note('queue', await honcho.queueStatus({ session }));
  await honcho.scheduleDream({ observer: alice, session });

  const scope = await honcho.scope('coffee-talk');
  await scope.addSessions([session]);
  note('scope sessions', (await scope.sessions()).items.map((item) => item.id));
  note('scopes', (await honcho.scopes()).items.map((item) => item.id));

  const clone = await session.clone();
  note('clone', [clone.id.length > 0, (await clone.messages()).total]);
  note('summaries', Object.keys(await session.summaries()));
  note('workspaces', (await honcho.workspaces()).items);
  return transcript;
}

let published: RunningEmulator;
let ours: RunningEmulator;

beforeAll(async () => {
  [published, ours] = await Promise.all([
    startEmulator({ port: 0, now: () => NOW, idSeed: 42 }),
    startEmulator({ port: 0, now: () => NOW, idSeed: 42 }),
  ]);
});

afterAll(async () => {
  await Promise.all([published.close(), ours.close()]);
});

describe('a 2.5 scenario behaves the same through this package', () => {
  it('observes the same results and leaves the server in the same state', async () => {
    const before = await scenario(new PublishedHoncho({ baseURL: published.url, workspaceId: 'scenario', maxRetries: 0 }));
    const after = await scenario(new Honcho({ baseURL: ours.url, workspaceId: 'scenario', maxRetries: 0 }) as unknown as Client);
    expect(after).toEqual(before);
    expect(ours.store.toSeed()).toEqual(published.store.toSeed());
    expect(ours.store.counts()).toEqual(published.store.counts());
  });
});
