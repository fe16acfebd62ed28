import { describe, expect, it } from 'vitest';
import { markedMetadata, readStoredMarker, STORED_RECORD_VERSION, storedRecordMessages, type StoredRecordFormat } from './stored-records.js';

const FORMAT: StoredRecordFormat<'record'> = { key: 'my_framework', field: 'record' };
const peers = { userId: 'ada', assistantId: 'helper' };
const at = (metadata: Record<string, unknown> | undefined): Record<string, unknown> => metadata?.[FORMAT.key] as Record<string, unknown>;

describe('storedRecordMessages', () => {
  it('stores speech as its speaker with the record on it, and anything else as the assistant with reasoning off', () => {
    expect(storedRecordMessages(FORMAT, { json: '{"a":1}', spoken: { speaker: 'user', text: 'Hi' } }, peers)).toEqual([
      { peerId: 'ada', content: 'Hi', metadata: { my_framework: { v: 1, record: '{"a":1}' } } },
    ]);
    expect(storedRecordMessages(FORMAT, { json: '{}', spoken: { speaker: 'assistant', text: 'Hello' } }, peers)[0]).toMatchObject({ peerId: 'helper', content: 'Hello' });
    expect(storedRecordMessages(FORMAT, { json: '{"tool":true}' }, peers)).toEqual([
      { peerId: 'helper', content: '', metadata: { my_framework: { v: 1, record: '{"tool":true}' } }, configuration: { reasoning: { enabled: false } } },
    ]);
  });

  it('stores whitespace-only text empty (the server refuses it)', () => {
    expect(storedRecordMessages(FORMAT, { json: '{}', spoken: { speaker: 'user', text: ' \n ' } }, peers)[0]?.content).toBe('');
    expect(storedRecordMessages(FORMAT, { json: '{}', spoken: { speaker: 'user', text: ' \n ' }, split: (text) => [text] }, peers)[0]?.content).toBe('');
  });

  it('cuts long text into messages of one peer, each with its part, the record on the last', () => {
    const text = 'a'.repeat(60_000);
    const messages = storedRecordMessages(FORMAT, { json: '{"long":true}', spoken: { speaker: 'user', text } }, peers);
    expect(messages.map((message) => [message.peerId, message.content.length])).toEqual([
      ['ada', 25_000],
      ['ada', 25_000],
      ['ada', 10_000],
    ]);
    expect(messages.map((message) => at(message.metadata))).toEqual([
      { v: 1, part: { index: 1, count: 3 } },
      { v: 1, part: { index: 2, count: 3 } },
      { v: 1, part: { index: 3, count: 3 }, record: '{"long":true}' },
    ]);
  });

  it('cuts with the adapter\'s split when given', () => {
    const messages = storedRecordMessages(FORMAT, { json: '{}', spoken: { speaker: 'user', text: 'abcdef' }, split: (text) => [text.slice(0, 3), text.slice(3)] }, peers);
    expect(messages.map((message) => message.content)).toEqual(['abc', 'def']);
  });
});

describe('readStoredMarker', () => {
  it('reads back what storedRecordMessages wrote', () => {
    const [message] = storedRecordMessages(FORMAT, { json: '{}' }, peers);
    expect(readStoredMarker(FORMAT, { metadata: message?.metadata ?? {} })).toEqual({ v: STORED_RECORD_VERSION, record: '{}' });
  });

  it('reads nothing from a message without a marker it knows', () => {
    for (const value of [undefined, 'x', null, [1], { v: 2, record: '{}' }, { v: 1, record: 3 }, { v: 1, part: { index: 0, count: 1 } }, { v: 1, part: true }]) {
      expect(readStoredMarker(FORMAT, { metadata: { [FORMAT.key]: value } }), JSON.stringify(value)).toBeUndefined();
    }
    expect(readStoredMarker(FORMAT, { metadata: { other_framework: { v: 1, record: '{}' } } })).toBeUndefined();
  });
});

describe('markedMetadata', () => {
  it('sets popped or cleared and keeps every other metadata key', () => {
    const metadata = { channel: 'web', [FORMAT.key]: { v: 1, record: '{}' } };
    expect(markedMetadata(FORMAT, { metadata }, { popped: true })).toEqual({ channel: 'web', my_framework: { v: 1, record: '{}', popped: true } });
    expect(markedMetadata(FORMAT, { metadata }, { cleared: true })).toEqual({ channel: 'web', my_framework: { v: 1, record: '{}', cleared: true } });
    expect(metadata[FORMAT.key]).toEqual({ v: 1, record: '{}' });
  });

  it('gives a message without a marker one', () => {
    expect(markedMetadata(FORMAT, { metadata: { channel: 'web' } }, { cleared: true })).toEqual({ channel: 'web', my_framework: { v: 1, cleared: true } });
  });
});
