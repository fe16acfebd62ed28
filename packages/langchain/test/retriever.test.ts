import { HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonchoRetriever, type HonchoRetrieverOptions } from '../src/index.js';
import { emulatorClient } from '../src/test-support/emulator-client.js';

const API_KEY = 'hch-langchain-retriever-secret-0123456789';
const WORKSPACE = 'langchain-retriever';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});

describe('HonchoRetriever', () => {
  it('returns Documents from the user’s messages and the conclusions about them, with ids and sources in their metadata', async () => {
    const { honcho } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const session = await honcho.session('retrieve-1', { peers: { ada: {}, assistant: {} } });
    const [said] = await session.addMessages([
      { peerId: 'ada', content: 'I keep bees on my balcony.' },
      { peerId: 'assistant', content: 'How many hives do you keep?' },
      { peerId: 'ada', content: 'Lisbon is sunny today.' },
    ]);
    const assistant = await honcho.peer('assistant');
    const [concluded] = await assistant.conclusionsOf('ada').create([{ content: 'Ada keeps bees', sessionId: 'retrieve-1' }]);

    const retriever = new HonchoRetriever({ client: honcho, userId: 'ada', sessionId: 'retrieve-1', limit: 1 });
    const documents = await retriever.invoke('bees');
    expect(documents.map((document) => [document.metadata.source, document.pageContent])).toEqual([
      ['honcho_message', 'I keep bees on my balcony.'],
      ['honcho_conclusion', 'Ada keeps bees'],
    ]);
    expect(documents[0]).toMatchObject({ id: said!.id, metadata: { id: said!.id, sessionId: 'retrieve-1', peerId: 'ada', createdAt: said!.createdAt } });
    expect(documents[1]).toMatchObject({ id: concluded!.id, metadata: { id: concluded!.id, observerId: 'assistant', observedId: 'ada', sessionId: 'retrieve-1', level: 'explicit' } });
  });

  it('searches only the sources it is given, in their order; without a session, the user’s own conclusions', async () => {
    const { honcho } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const ada = await honcho.peer('ada-alone');
    const session = await honcho.session('retrieve-2', { peers: { 'ada-alone': {} } });
    await session.addMessages([{ peerId: 'ada-alone', content: 'I play the cello.' }]);
    await ada.conclusionsOf(ada).create([{ content: 'Ada plays the cello' }]);

    const conclusionsOnly = new HonchoRetriever({ client: honcho, userId: 'ada-alone', sources: ['conclusions'] });
    expect((await conclusionsOnly.invoke('cello')).map((document) => document.metadata)).toEqual([expect.objectContaining({ source: 'honcho_conclusion', observerId: 'ada-alone', observedId: 'ada-alone' })]);
    const both = new HonchoRetriever({ client: honcho, userId: 'ada-alone', sources: ['conclusions', 'messages'] });
    expect((await both.invoke('cello')).map((document) => document.metadata.source)).toEqual(['honcho_conclusion', 'honcho_message']);
  });
});

describe('new HonchoRetriever(options)', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['no userId', {}, /userId: is required/],
    ['a limit over 100', { userId: 'ada', limit: 101 }, /limit/],
    ['an empty sources list', { userId: 'ada', sources: [] }, /sources: must be a non-empty array/],
    ['an unknown source', { userId: 'ada', sources: ['web'] }, /sources\[0\]: must be 'messages' or 'conclusions', got "web"/],
    ['a source twice', { userId: 'ada', sources: ['messages', 'messages'] }, /sources: must not name a source twice/],
    ['an unknown option', { userId: 'ada', k: 4 }, /k/],
  ];

  it.each(bad)('refuses %s with a HonchoValidationError naming it, before any request', (_name, options, rule) => {
    const { honcho, requests } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const create = () => new HonchoRetriever({ client: honcho, ...options } as unknown as HonchoRetrieverOptions);
    expect(create).toThrow(HonchoValidationError);
    expect(create).toThrow(rule);
    expect(create).toThrow(/^Invalid HonchoRetriever options/);
    expect(requests).toEqual([]);
  });
});
