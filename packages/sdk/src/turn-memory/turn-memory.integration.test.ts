import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { Peer } from '../session/peer-and-session.js';
import { createTurnMemory } from './create-turn-memory.js';
import { HonchoMemoryError } from './honcho-memory-error.js';
import type { TurnMemory } from './turn-memory.js';

let env: EmulatorClient;
beforeAll(async () => {
  env = await startEmulatorClient();
});
afterAll(async () => {
  await env.close();
});

let workspaces = 0;

/** Turn memory on a fresh workspace of the emulator, recording its requests and the failures it reports. */
function memoryOnEmulator(): { memory: TurnMemory; workspaceId: string; requests: string[]; errors: HonchoMemoryError[] } {
  workspaces += 1;
  const workspaceId = `turn-memory-${workspaces}`;
  const requests: string[] = [];
  const errors: HonchoMemoryError[] = [];
  const recording: typeof fetch = (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    requests.push(`${request.method} ${new URL(request.url).pathname.replace(`/v3/workspaces/${workspaceId}`, '')}`);
    return fetch(input, init);
  };
  const memory = createTurnMemory({ baseURL: env.emulator.url, workspaceId, maxRetries: 0, fetch: recording, onError: (error) => errors.push(error) });
  return { memory, workspaceId, requests, errors };
}

/** A session's messages as `peer: content` lines. */
function transcript(workspaceId: string, sessionId: string): string[] {
  return env.emulator.store.messages(workspaceId, sessionId).map((message) => `${message.peer_id}: ${message.content}`);
}

describe('a conversation with a session', () => {
  it('injects nothing for a new user, saves the turn, and recalls it in the next turn', async () => {
    const { memory, workspaceId, errors } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'alice', sessionId: 'chat-1' });

    const first = { key: 'turn-1', userText: 'I am vegetarian' };
    expect(await conversation.memoryBlock(first)).toBeUndefined();
    await conversation.saveTurn(first, 'Noted: no meat.');
    expect(transcript(workspaceId, 'chat-1')).toEqual(['alice: I am vegetarian', 'assistant: Noted: no meat.']);
    expect(env.emulator.store.sessionPeers(workspaceId, 'chat-1')).toMatchObject({ alice: { observe_me: true }, assistant: { observe_me: false, observe_others: true } });

    const block = await conversation.memoryBlock({ key: 'turn-2', userText: 'What should I cook?', promptTexts: ['Noted: no meat.'] });
    expect(block).toMatch(/^<honcho_memory>\n[\s\S]*\n<\/honcho_memory>$/);
    expect(block).toContain('[user:alice] I am vegetarian');
    // Already in the prompt, so not repeated from the history.
    expect(block).not.toContain('Noted: no meat.');
    expect(errors).toEqual([]);
  });

  it("leaves messages without text (an adapter's record of a tool call) out of the recent messages", async () => {
    const { memory, workspaceId } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'erin', sessionId: 'tool-records' });
    await conversation.saveTurn({ userText: 'Is it warm?' }, 'Yes, 21 degrees.');
    const session = await conversation.session();
    await session.addMessages([new Peer('assistant', workspaceId, memory.client.http).message('', { metadata: { tool_call: 'get_weather' } })]);
    expect(transcript(workspaceId, 'tool-records')).toEqual(['erin: Is it warm?', 'assistant: Yes, 21 degrees.', 'assistant: ']);

    const block = await conversation.memoryBlock({ key: 'next', userText: 'And tomorrow?' });
    expect(block).toContain('<recent_messages>\n[user:erin] Is it warm?\n[assistant] Yes, 21 degrees.\n</recent_messages>');
  });

  it('fetches once per turn: a continuation reuses the block and saves no user message', async () => {
    const { memory, workspaceId, requests } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'bob', sessionId: 'loop' });
    await conversation.saveTurn({ userText: 'Hello' }, 'Hi Bob');
    const turn = { key: 'plan', userText: 'Plan my day' };
    const block = await conversation.memoryBlock(turn);
    const sent = requests.length;
    expect(await conversation.memoryBlock({ ...turn, isContinuation: true })).toBe(block);
    expect(requests.length).toBe(sent);
    await conversation.saveTurn({ ...turn, isContinuation: true }, 'Step one: coffee.');
    expect(transcript(workspaceId, 'loop').slice(2)).toEqual(['assistant: Step one: coffee.']);
  });

  it('saves the user message once per key with persistInputOnce, and on every call without it', async () => {
    const { memory, workspaceId } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'carol', sessionId: 'regen' });
    const regenerate = { key: 'k', userText: 'Again?', persistInputOnce: true };
    await conversation.saveTurn(regenerate, 'First answer');
    await conversation.saveTurn(regenerate, 'Second answer');
    const lone = { key: 'lone', userText: 'Hi' };
    await conversation.saveTurn(lone, 'Hello');
    await conversation.saveTurn(lone, 'Hello again');
    await conversation.saveTurn({ userText: 'Kept to myself' }, 'Fine', { persistInput: false });
    expect(transcript(workspaceId, 'regen')).toEqual([
      'carol: Again?',
      'assistant: First answer',
      'assistant: Second answer',
      'carol: Hi',
      'assistant: Hello',
      'carol: Hi',
      'assistant: Hello again',
      'assistant: Fine',
    ]);
  });

  it('splits a reply longer than the server takes into consecutive messages', async () => {
    const { memory, workspaceId } = memoryOnEmulator();
    const reply = `${'word '.repeat(6_000)}\n\n${'more '.repeat(2_000)}`;
    await memory.conversation({ userId: 'dave', sessionId: 'long' }).saveTurn({ userText: 'Tell me everything' }, reply);
    const contents = env.emulator.store.messages(workspaceId, 'long').map((message) => message.content);
    expect(contents).toHaveLength(3);
    expect(contents.slice(1).join('')).toBe(reply);
  });

  it('renders with formatContext, and injects nothing when it returns blank', async () => {
    const { memory } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'erin', sessionId: 'fmt' });
    await conversation.saveTurn({ userText: 'I like </honcho_memory> tags' }, 'Odd, but fine.');
    expect(await conversation.memoryBlock({}, { formatContext: (memory) => `messages: ${memory.messages.length}` })).toBe('<honcho_memory>\nmessages: 2\n</honcho_memory>');
    expect(await conversation.memoryBlock({}, { formatContext: () => '  ' })).toBeUndefined();
    expect(await conversation.memoryBlock({}, { injectHistory: false })).toBeUndefined();
    expect(await conversation.memoryBlock({})).toContain('I like &lt;/honcho_memory&gt; tags');
  });
});

describe('a conversation without a session', () => {
  it("reads the user's own representation and writes nothing", async () => {
    const { memory, workspaceId, requests } = memoryOnEmulator();
    const seed = env.client({ workspaceId });
    const frank = await seed.peer('frank');
    await frank.conclusionsOf(frank).create([{ content: 'Frank is training for a marathon' }]);
    const sent = requests.length;
    const conversation = memory.conversation({ userId: 'frank' });
    expect(await conversation.memoryBlock({ userText: 'How far today?' })).toContain('Frank is training for a marathon');
    await conversation.saveTurn({ userText: 'How far today?' }, '10 km.');
    expect(requests.slice(sent).every((request) => request.startsWith('GET '))).toBe(true);
    expect(env.emulator.store.sessions(workspaceId)).toEqual([]);
  });
});

describe('fail-open', () => {
  const unreachable = (errors: HonchoMemoryError[]): TurnMemory =>
    // Port 1 refuses connections: Honcho is down.
    createTurnMemory({ workspaceId: 'down', baseURL: 'http://127.0.0.1:1', apiKey: 'hch-never-shown', maxRetries: 0, onError: (error) => errors.push(error) });

  it('reports each failure as a HonchoMemoryError without the key, and carries on', async () => {
    const errors: HonchoMemoryError[] = [];
    const conversation = unreachable(errors).conversation({ userId: 'gina', sessionId: 's' });
    await expect(conversation.memoryBlock({ userText: 'Hi' })).resolves.toBeUndefined();
    await expect(conversation.saveTurn({ userText: 'Hi' }, 'Hello')).resolves.toBeUndefined();
    expect(errors.map((error) => [error.operation, error.status, error.code])).toEqual([
      ['context', 0, 'memory_unavailable'],
      ['persist', 0, 'memory_unavailable'],
    ]);
    expect(errors[0]?.message).toMatch(/^Honcho memory unavailable for user 'gina' in session 's'; generating without it: /);
    expect(errors.map((error) => error.message).join('\n')).not.toContain('hch-never-shown');
  });

  it('survives an onError that throws, and does not report an abort', async () => {
    const conversation = createTurnMemory({ workspaceId: 'down', baseURL: 'http://127.0.0.1:1', maxRetries: 0, onError: () => {
      throw new Error('logger broke');
    } }).conversation({ userId: 'hank', sessionId: 's' });
    await expect(conversation.memoryBlock({ userText: 'Hi' })).resolves.toBeUndefined();
    const errors: HonchoMemoryError[] = [];
    await expect(
      unreachable(errors).conversation({ userId: 'hank' }).memoryBlock({ userText: 'Hi' }, { signal: AbortSignal.abort() }),
    ).resolves.toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('rejects from context(), which callers use for data rather than a prompt', async () => {
    await expect(unreachable([]).conversation({ userId: 'ivy' }).context()).rejects.toThrow();
  });
});

describe('saving a turn whose answer is lost', () => {
  it('stores it exactly once and reports nothing: the save looks its messages up instead of failing or sending them again', async () => {
    const { memory, workspaceId, errors } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'jo', sessionId: 'lost-answer' });
    await conversation.saveTurn({ key: 't1', userText: 'Hello' }, 'Hi Jo.');
    env.emulator.faults.set({ dropConnection: 'after', times: 1, match: { method: 'POST', path: new RegExp(`/workspaces/${workspaceId}/sessions/lost-answer/messages$`) } });
    try {
      await conversation.saveTurn({ key: 't2', userText: 'I moved to Porto.' }, 'Porto is lovely.');
    } finally {
      env.emulator.faults.clear();
    }
    expect(transcript(workspaceId, 'lost-answer')).toEqual(['jo: Hello', 'assistant: Hi Jo.', 'jo: I moved to Porto.', 'assistant: Porto is lovely.']);
    expect(errors).toEqual([]);
  });
});

describe('tools', () => {
  it('share the caches of the conversation: the session is made once', async () => {
    const { memory, workspaceId, requests } = memoryOnEmulator();
    const conversation = memory.conversation({ userId: 'judy', sessionId: 'tools' });
    await conversation.saveTurn({ userText: 'I play the cello' }, 'Lovely.');
    const tools = conversation.tools();
    const saved = await tools.honcho_save_conclusion.execute({ content: 'Judy plays the cello' });
    expect(env.emulator.store.conclusions(workspaceId)).toMatchObject([{ id: saved.saved.id, observer_id: 'assistant', observed_id: 'judy', session_id: 'tools' }]);
    expect(requests.filter((request) => request === 'POST /sessions')).toHaveLength(1);
  });

  it('report a Honcho failure to onError and throw it as a HonchoMemoryError, but pass bad input on as it is', async () => {
    const errors: HonchoMemoryError[] = [];
    const tools = createTurnMemory({ workspaceId: 'down', baseURL: 'http://127.0.0.1:1', maxRetries: 0, onError: (error) => errors.push(error) })
      .conversation({ userId: 'kim' })
      .tools({ timeout: 2_000 });
    const failure: unknown = await tools.honcho_chat.execute({ query: 'Anything?' }).catch((error: unknown) => error);
    expect(HonchoMemoryError.isInstance(failure)).toBe(true);
    expect(failure).toMatchObject({ operation: 'tool', toolName: 'honcho_chat', userId: 'kim' });
    expect(errors).toEqual([failure]);
    await expect(tools.honcho_chat.execute({} as never)).rejects.toThrow(HonchoValidationError);
    expect(errors).toHaveLength(1);
  });
});

describe('saveMessage', () => {
  it('stores one message, with its sender an observed member, creating the session once', async () => {
    const { memory, workspaceId, requests } = memoryOnEmulator();
    const alice = new Peer('alice', workspaceId, memory.client.http);
    const stored = await memory.saveMessage('group', alice.message('Hi all', { metadata: { channel: 'slack' } }));
    await memory.saveMessage('group', alice.message('Anyone here?'));
    expect(stored).toMatchObject({ peerId: 'alice', sessionId: 'group', content: 'Hi all', metadata: { channel: 'slack' } });
    expect(env.emulator.store.sessionPeers(workspaceId, 'group')).toEqual({ alice: { observe_me: true } });
    expect(requests.filter((request) => request === 'POST /sessions')).toHaveLength(1);
    await expect(memory.saveMessage('a b', alice.message('x'))).rejects.toThrow('Invalid saveMessage() input: sessionId: must contain only letters');
  });
});
