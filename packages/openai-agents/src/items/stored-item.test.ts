import type { AgentInputItem } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { decodeItem } from './item-json.js';
import { spokenText } from './item-text.js';
import { itemToMessages, markedMetadata, readMarker, STORED_ITEM_KEY, type StoredMarker } from './stored-item.js';

const peers = { userId: 'ada', assistantId: 'helper' };
const marker = (metadata: Record<string, unknown> | undefined): StoredMarker => metadata?.[STORED_ITEM_KEY] as StoredMarker;

const items: Record<string, AgentInputItem> = {
  userString: { role: 'user', content: 'I am vegetarian.' },
  userParts: { role: 'user', content: [{ type: 'input_text', text: 'Look at this' }, { type: 'input_image', image: 'https://example.com/a.png' }, { type: 'input_text', text: 'and this' }] },
  assistant: { type: 'message', role: 'assistant', id: 'msg_1', status: 'completed', content: [{ type: 'output_text', text: 'Noted.' }, { type: 'refusal', refusal: 'no' }] },
  system: { role: 'system', content: 'Be brief.' },
  call: { type: 'function_call', callId: 'call_1', name: 'honcho_search', arguments: '{"query":"diet"}', status: 'completed' },
  result: { type: 'function_call_result', callId: 'call_1', name: 'honcho_search', status: 'completed', output: { type: 'text', text: '{"messages":[]}' } },
  reasoning: { type: 'reasoning', id: 'rs_1', content: [{ type: 'input_text', text: 'thinking' }] },
};

describe('spokenText', () => {
  it('is the text of user and assistant messages only', () => {
    expect(spokenText(items.userString!)).toEqual({ speaker: 'user', text: 'I am vegetarian.' });
    expect(spokenText(items.userParts!)).toEqual({ speaker: 'user', text: 'Look at this\nand this' });
    expect(spokenText(items.assistant!)).toEqual({ speaker: 'assistant', text: 'Noted.' });
    for (const name of ['system', 'call', 'result', 'reasoning']) expect(spokenText(items[name]!), name).toBeUndefined();
  });
});

describe('itemToMessages', () => {
  it('stores user text as the user, assistant text as the assistant, each with the exact item', () => {
    const [user] = itemToMessages(items.userParts!, peers);
    expect(user).toMatchObject({ peerId: 'ada', content: 'Look at this\nand this' });
    expect(user?.configuration).toBeUndefined();
    expect(decodeItem(marker(user?.metadata).item ?? '')).toStrictEqual(items.userParts);

    const [assistant] = itemToMessages(items.assistant!, peers);
    expect(assistant).toMatchObject({ peerId: 'helper', content: 'Noted.' });
    expect(decodeItem(marker(assistant?.metadata).item ?? '')).toStrictEqual(items.assistant);
  });

  it('stores every other item as the assistant, with no content and reasoning off', () => {
    for (const name of ['system', 'call', 'result', 'reasoning']) {
      const messages = itemToMessages(items[name]!, peers);
      expect(messages, name).toHaveLength(1);
      expect(messages[0], name).toMatchObject({ peerId: 'helper', content: '', configuration: { reasoning: { enabled: false } } });
      expect(decodeItem(marker(messages[0]?.metadata).item ?? ''), name).toStrictEqual(items[name]);
    }
  });

  it('keeps metadata two levels deep whatever the item, within the server limits', () => {
    const deep = { type: 'function_call', callId: 'c', name: 'n', arguments: '{}', providerData: { a: { b: { c: { d: { e: { f: 1 } } } } } } } as AgentInputItem;
    const [message] = itemToMessages(deep, peers);
    expect(Object.keys(message?.metadata ?? {})).toEqual([STORED_ITEM_KEY]);
    expect(typeof marker(message?.metadata).item).toBe('string');
  });

  it('stores whitespace-only text as empty content (the server refuses blank content)', () => {
    const item: AgentInputItem = { role: 'user', content: '   \n ' };
    const [message] = itemToMessages(item, peers);
    expect(message?.content).toBe('');
    expect(decodeItem(marker(message?.metadata).item ?? '')).toStrictEqual(item);
  });

  it('splits text over 25,000 characters into messages of the same peer, the item on the last', () => {
    const text = 'a'.repeat(60_000);
    const item: AgentInputItem = { role: 'user', content: text };
    const messages = itemToMessages(item, peers);
    expect(messages.map((message) => [message.peerId, message.content.length])).toEqual([
      ['ada', 25_000],
      ['ada', 25_000],
      ['ada', 10_000],
    ]);
    expect(messages.map((message) => message.content).join('')).toBe(text);
    expect(messages.map((message) => marker(message.metadata).part)).toEqual([
      { index: 1, count: 3 },
      { index: 2, count: 3 },
      { index: 3, count: 3 },
    ]);
    expect(messages.map((message) => marker(message.metadata).item !== undefined)).toEqual([false, false, true]);
    expect(decodeItem(marker(messages[2]?.metadata).item ?? '')).toStrictEqual(item);
  });
});

describe('readMarker / markedMetadata', () => {
  it('reads back what itemToMessages wrote, and nothing from other messages', () => {
    const [message] = itemToMessages(items.call!, peers);
    expect(readMarker({ metadata: message?.metadata ?? {} })).toEqual({ v: 1, item: expect.any(String) });
    expect(readMarker({ metadata: {} })).toBeUndefined();
    expect(readMarker({ metadata: { [STORED_ITEM_KEY]: 'x' } })).toBeUndefined();
    expect(readMarker({ metadata: { [STORED_ITEM_KEY]: { v: 2, item: '{}' } } })).toBeUndefined();
    expect(readMarker({ metadata: { [STORED_ITEM_KEY]: { v: 1 } } })).toBeUndefined();
    expect(readMarker({ metadata: { [STORED_ITEM_KEY]: { v: 1, item: 3 } } })).toBeUndefined();
  });

  it('sets popped or cleared and keeps every other metadata key', () => {
    const metadata = { channel: 'web', [STORED_ITEM_KEY]: { v: 1, item: '{}' } };
    expect(markedMetadata({ metadata }, { popped: true })).toEqual({ channel: 'web', [STORED_ITEM_KEY]: { v: 1, item: '{}', popped: true } });
    expect(markedMetadata({ metadata }, { cleared: true })).toEqual({ channel: 'web', [STORED_ITEM_KEY]: { v: 1, item: '{}', cleared: true } });
    expect(metadata[STORED_ITEM_KEY]).toEqual({ v: 1, item: '{}' });
  });
});
