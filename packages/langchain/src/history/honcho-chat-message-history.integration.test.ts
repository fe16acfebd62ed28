import { AIMessage, HumanMessage } from '@langchain/core/messages';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorClient } from '../test-support/emulator-client.js';
import { HonchoChatMessageHistory } from './honcho-chat-message-history.js';
import { STORED_MESSAGE_KEY } from './stored-message.js';

const API_KEY = 'hch-langchain-long-text-0123456789';
const WORKSPACE = 'langchain-long-text';
let emulator: RunningEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});

describe('HonchoChatMessageHistory with text longer than one Honcho message', () => {
  it('stores the pieces in order, each marked as a part, and reads the message back once, whole', async () => {
    const { honcho } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const history = new HonchoChatMessageHistory({ client: honcho, sessionId: 'long', userId: 'ada' });
    const long = new HumanMessage(`${'All about my garden. '.repeat(3_000)}The end.`);
    await history.addMessages([long, new AIMessage('Lovely.')]);

    const stored = emulator.store.messages(WORKSPACE, 'long');
    expect(stored.map((message) => message.peer_id)).toEqual(['ada', 'ada', 'ada', 'assistant']);
    expect(stored.slice(0, 3).map((message) => message.content).join('')).toBe(long.text);
    expect(stored.map((message) => (message.metadata[STORED_MESSAGE_KEY] as { part?: unknown }).part)).toEqual([
      { index: 1, count: 3 },
      { index: 2, count: 3 },
      { index: 3, count: 3 },
      undefined,
    ]);
    expect((await history.getMessages()).map((message) => [message.type, message.text])).toEqual([
      ['human', long.text],
      ['ai', 'Lovely.'],
    ]);
  });
});

describe('HonchoChatMessageHistory when an answer is lost', () => {
  it.each([
    ['the connection drops after the write', 'lost-dropped', { dropConnection: 'after' as const }],
    ['a 500 comes after the write', 'lost-500', { failRate: 1, failStatus: 500, failPhase: 'after' as const }],
  ])('stores each message exactly once when %s', async (_label, sessionId, fault) => {
    const { honcho } = emulatorClient(emulator, WORKSPACE, API_KEY);
    const history = new HonchoChatMessageHistory({ client: honcho, sessionId, userId: 'ada' });
    await history.addMessages([new HumanMessage('My bees swarmed.'), new AIMessage('Did you catch them?')]);
    emulator.faults.set({ ...fault, times: 1, match: { method: 'POST', path: new RegExp(`/sessions/${sessionId}/messages$`) } });
    try {
      await history.addMessages([new HumanMessage('Yes, in a cardboard box.'), new AIMessage('Well done.')]);
    } finally {
      emulator.faults.clear();
    }
    expect(emulator.store.messages(WORKSPACE, sessionId).map((message) => message.content)).toEqual(['My bees swarmed.', 'Did you catch them?', 'Yes, in a cardboard box.', 'Well done.']);
    expect((await history.getMessages()).map((message) => message.text)).toEqual(['My bees swarmed.', 'Did you catch them?', 'Yes, in a cardboard box.', 'Well done.']);
  });
});
