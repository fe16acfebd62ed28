import type { AgentInputItem } from '@openai/agents';
import { describe, expect, it } from 'vitest';
import { decodeItem, encodeItem } from './item-json.js';

describe('encodeItem / decodeItem', () => {
  it('gives back a function call and its result exactly, keys in their order', () => {
    const call: AgentInputItem = { type: 'function_call', callId: 'call_1', name: 'lookup', arguments: '{"q":"ramen"}', status: 'completed', providerData: { nested: { a: { b: { c: { d: { e: 1 } } } } } } };
    const result: AgentInputItem = { type: 'function_call_result', callId: 'call_1', name: 'lookup', status: 'completed', output: { type: 'text', text: 'found 3' } };
    for (const item of [call, result]) {
      const text = encodeItem(item);
      expect(decodeItem(text)).toStrictEqual(item);
      expect(JSON.stringify(decodeItem(text))).toBe(JSON.stringify(item));
    }
  });

  it('keeps bytes as bytes', () => {
    // Longer than one chunk of the base64 encoder.
    const data = new Uint8Array(40_000).map((_, index) => (index * 7) % 256);
    const item = { type: 'function_call_result', callId: 'c', name: 'shot', status: 'completed', output: [{ type: 'input_image', image: { data, mediaType: 'image/png' } }] } as unknown as AgentInputItem;
    const back = decodeItem(encodeItem(item)) as unknown as { output: [{ image: { data: Uint8Array } }] };
    expect(back.output[0].image.data).toBeInstanceOf(Uint8Array);
    const copy = back.output[0].image.data;
    expect(copy.length === data.length && copy.every((byte, index) => byte === data[index])).toBe(true);
    expect({ ...back, output: [] }).toStrictEqual({ ...item, output: [] });
  });

  it('keeps properties and list entries set to undefined, as structuredClone does', () => {
    const item = { type: 'function_call', callId: 'c', name: 'n', arguments: '{}', namespace: undefined, providerData: { list: [1, undefined, null] } } as unknown as AgentInputItem;
    const back = decodeItem(encodeItem(item));
    expect(back).toStrictEqual(structuredClone(item));
    expect(Object.keys(back)).toContain('namespace');
    expect((back as unknown as { providerData: { list: unknown[] } }).providerData.list).toStrictEqual([1, undefined, null]);
  });

  it('keeps text with NUL, quotes and emoji', () => {
    const item: AgentInputItem = { role: 'user', content: 'a\u0000b "c" 🍜 \\n' };
    expect(encodeItem(item)).not.toContain('\u0000');
    expect(decodeItem(encodeItem(item))).toStrictEqual(item);
  });

  it('refuses what JSON cannot hold', () => {
    const cyclic: Record<string, unknown> = { role: 'user', content: 'x' };
    cyclic.self = cyclic;
    expect(() => encodeItem(cyclic as AgentInputItem)).toThrow(TypeError);
    expect(() => decodeItem('{not json')).toThrow(SyntaxError);
  });
});
