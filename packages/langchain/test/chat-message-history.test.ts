import { inspect } from 'node:util';
import { InMemoryChatMessageHistory } from '@langchain/core/chat_history';
import { AIMessage, HumanMessage, SystemMessage, ToolMessage, type BaseMessage } from '@langchain/core/messages';
import { fakeModel } from '@langchain/core/testing';
import { ChatPromptTemplate, MessagesPlaceholder } from '@langchain/core/prompts';
import { RunnableWithMessageHistory } from '@langchain/core/runnables';
import { createAgent } from 'langchain';
import { HonchoValidationError } from '@honcho-ai/sdk';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonchoChatMessageHistory, STORED_MESSAGE_KEY, StoredMessageError, type HonchoChatMessageHistoryOptions } from '../src/index.js';
import { honchoMiddleware } from '../src/middleware/index.js';
import { emulatorClient, messageWrites } from '../src/test-support/emulator-client.js';

const API_KEY = 'hch-langchain-history-secret-0123456789';
const WORKSPACE = 'langchain-history';
let emulator: RunningEmulator;
let sessions = 0;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: API_KEY });
});
afterAll(async () => {
  await emulator?.close();
});

function setup() {
  const client = emulatorClient(emulator, WORKSPACE, API_KEY);
  const sessionId = `history-${(sessions += 1)}`;
  return { ...client, sessionId, history: new HonchoChatMessageHistory({ client: client.honcho, sessionId, userId: 'ada' }) };
}

const stored = (sessionId: string) => emulator.store.messages(WORKSPACE, sessionId);
const asDicts = (messages: readonly BaseMessage[]) => messages.map((message) => message.toDict());

const conversation = (): BaseMessage[] => [
  new SystemMessage('You are a helpful assistant.'),
  new HumanMessage({ content: 'Is it warm in Lisbon?', id: 'human-1' }),
  new AIMessage({ content: '', tool_calls: [{ id: 'call_w', name: 'get_weather', args: { city: 'Lisbon' }, type: 'tool_call' }] }),
  new ToolMessage({ content: '{"celsius":21}', tool_call_id: 'call_w', name: 'get_weather' }),
  new AIMessage({ content: 'Yes, 21 degrees.', id: 'ai-1' }),
];

describe('HonchoChatMessageHistory', () => {
  it('gives back the messages in order, exactly as added and as InMemoryChatMessageHistory does, in one write', async () => {
    const { history, requests, sessionId } = setup();
    const memory = new InMemoryChatMessageHistory();
    await history.addMessages(conversation());
    await memory.addMessages(conversation());

    expect(messageWrites(requests)).toHaveLength(1);
    expect(asDicts(await history.getMessages())).toEqual(asDicts(await memory.getMessages()));
    // Human → the user's peer, AI → the assistant's; the system prompt, tool call and result say nothing Honcho should model.
    expect(stored(sessionId).map((message) => [message.peer_id, message.content])).toEqual([
      ['assistant', ''],
      ['ada', 'Is it warm in Lisbon?'],
      ['assistant', ''],
      ['assistant', ''],
      ['assistant', 'Yes, 21 degrees.'],
    ]);
    expect(JSON.parse((stored(sessionId)[3]!.metadata[STORED_MESSAGE_KEY] as { message: string }).message)).toEqual(conversation()[3]!.toDict());
  });

  it('addUserMessage and addAIMessage append one message each, after what is there', async () => {
    const { history, sessionId } = setup();
    await history.addUserMessage('I am Ada.');
    await history.addAIMessage('Hello, Ada.');
    const messages = await history.getMessages();
    expect(messages.map((message) => [message.type, message.text])).toEqual([
      ['human', 'I am Ada.'],
      ['ai', 'Hello, Ada.'],
    ]);
    expect(stored(sessionId).map((message) => message.peer_id)).toEqual(['ada', 'assistant']);
  });

  it('stores a text longer than one Honcho message as several, and gives it back whole', async () => {
    const { history, sessionId } = setup();
    const long = `${'word '.repeat(6_000)}end`;
    await history.addMessages([new HumanMessage(long), new AIMessage('Short.')]);
    expect(stored(sessionId).length).toBe(3);
    expect((await history.getMessages()).map((message) => message.text)).toEqual([long, 'Short.']);
  });

  it('clear() hides every earlier message from the history, keeps them in Honcho, and the history goes on after it', async () => {
    const { history, sessionId } = setup();
    await history.addMessages(conversation());
    await history.clear();
    expect(await history.getMessages()).toEqual([]);
    await history.clear(); // nothing new: no second mark
    await history.addMessages([new HumanMessage('Who am I?')]);
    expect((await history.getMessages()).map((message) => message.text)).toEqual(['Who am I?']);
    // Nothing was deleted: the session holds every message, the newest before the clear marked.
    const messages = stored(sessionId);
    expect(messages).toHaveLength(6);
    expect(messages.map((message) => (message.metadata[STORED_MESSAGE_KEY] as { cleared?: boolean }).cleared === true)).toEqual([false, false, false, false, true, false]);
  });

  it('reads messages it did not write (the agent middleware’s, another peer’s) with roles from their peers', async () => {
    const { honcho, history, sessionId } = setup();
    const agent = createAgent({ model: fakeModel().respond(new AIMessage('Nice to meet you, Ada.')), middleware: [honchoMiddleware({ client: honcho, userId: 'ada', sessionId })] });
    await agent.invoke({ messages: [new HumanMessage('My name is Ada.')] });
    const session = await honcho.session(sessionId);
    await session.addMessages([{ peerId: 'bo', content: 'I am Bo, her brother.' }]);

    const messages = await history.getMessages();
    expect(messages.map((message) => [message.type, message.text, message.name])).toEqual([
      ['human', 'My name is Ada.', undefined],
      ['ai', 'Nice to meet you, Ada.', undefined],
      ['human', 'I am Bo, her brother.', 'bo'],
    ]);
    expect(messages.map((message) => message.id)).toEqual(stored(sessionId).map((message) => message.id));
  });

  it('is the history of a RunnableWithMessageHistory chain: the second call sees the first', async () => {
    const { honcho, sessionId } = setup();
    const model = fakeModel().respond(new AIMessage('Noted, Ada.')).respond(new AIMessage('You are Ada.'));
    const prompt = ChatPromptTemplate.fromMessages([['system', 'Be brief.'], new MessagesPlaceholder('history'), ['human', '{input}']]);
    const chain = new RunnableWithMessageHistory({
      runnable: prompt.pipe(model),
      getMessageHistory: (id: string) => new HonchoChatMessageHistory({ client: honcho, sessionId: id, userId: 'ada' }),
      inputMessagesKey: 'input',
      historyMessagesKey: 'history',
    });
    const config = { configurable: { sessionId } };
    await chain.invoke({ input: 'I am Ada.' }, config);
    await chain.invoke({ input: 'Who am I?' }, config);
    expect(model.calls[1]!.messages.map((message) => message.text)).toEqual(['Be brief.', 'I am Ada.', 'Noted, Ada.', 'Who am I?']);
    expect(stored(sessionId).map((message) => [message.peer_id, message.content])).toEqual([
      ['ada', 'I am Ada.'],
      ['assistant', 'Noted, Ada.'],
      ['ada', 'Who am I?'],
      ['assistant', 'You are Ada.'],
    ]);
  });

  it('throws a StoredMessageError naming the message when a marked message cannot be read back', async () => {
    const { honcho, history, sessionId } = setup();
    await history.addMessages([new HumanMessage('Hi')]);
    const session = await honcho.session(sessionId);
    const [message] = (await session.messages()).items;
    await session.updateMessage(message!, { [STORED_MESSAGE_KEY]: { v: 1, message: '{not json' } });
    const error = await history.getMessages().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StoredMessageError);
    expect((error as StoredMessageError).messageId).toBe(message!.id);
    expect((error as Error).message).toContain(`Message ${message!.id} of session ${sessionId}`);
  });

  it('never shows the API key: not in inspect, JSON.stringify or its errors', async () => {
    const { history } = setup();
    expect(inspect(history, { depth: 6 })).not.toContain(API_KEY);
    expect(JSON.stringify(history)).not.toContain(API_KEY);
    const refused = await history.addMessages(['hi'] as unknown as BaseMessage[]).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HonchoValidationError);
    expect((refused as Error).message).toBe('Invalid addMessages() input: messages[0]: must be a LangChain message (HumanMessage, AIMessage, ...), got "hi"');
  });
});

describe('new HonchoChatMessageHistory(options)', () => {
  const bad: [string, Record<string, unknown>, RegExp][] = [
    ['no sessionId', { userId: 'ada' }, /sessionId: is required/],
    ['no userId', { sessionId: 'chat-1' }, /userId: is required/],
    ['a sessionId that is not a Honcho id', { sessionId: 'chat 1', userId: 'ada' }, /sessionId: must contain only/],
    ['the user as the assistant', { sessionId: 'chat-1', userId: 'ada', assistantId: 'ada' }, /assistantId: must differ from userId/],
    ['a zero timeout', { sessionId: 'chat-1', userId: 'ada', timeout: 0 }, /timeout/],
    ['an option of the middleware', { sessionId: 'chat-1', userId: 'ada', contextTokens: 10 }, /contextTokens/],
    ['a client that is not a Honcho', { sessionId: 'chat-1', userId: 'ada', client: 'honcho' }, /client: must be a Honcho client/],
  ];

  it.each(bad)('refuses %s with a HonchoValidationError naming it, before any request', (_name, options, rule) => {
    const { honcho, requests } = setup();
    const withClient = 'client' in options ? options : { client: honcho, ...options };
    const create = () => new HonchoChatMessageHistory(withClient as unknown as HonchoChatMessageHistoryOptions);
    expect(create).toThrow(HonchoValidationError);
    expect(create).toThrow(rule);
    expect(create).toThrow(/^Invalid HonchoChatMessageHistory/);
    expect(requests).toEqual([]);
  });

  it('refuses options that are not an object', () => {
    expect(() => new HonchoChatMessageHistory(null as unknown as HonchoChatMessageHistoryOptions)).toThrow(/options: must be an object, got null/);
  });
});
