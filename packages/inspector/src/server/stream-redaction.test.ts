import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '../contract/inspector-api.js';
import { redactDeltas, REDACTED, StreamRedactor } from './stream-redaction.js';

const KEY = 'hk-split-key-0a1b2c';
const TEXT = `Your key is ${KEY}, and ${KEY}! keep it safe; hk-split is not it.`;
const EXPECTED = TEXT.split(KEY).join(REDACTED);

function through(pieces: readonly string[]): string[] {
  const redactor = new StreamRedactor(KEY);
  const out = pieces.map((piece) => redactor.push(piece));
  out.push(redactor.flush());
  return out;
}

describe('StreamRedactor', () => {
  it('cuts the key out when the stream splits it at any offset, and leaves the rest of the text intact', () => {
    const start = TEXT.indexOf(KEY);
    for (let cut = start + 1; cut < start + KEY.length; cut += 1) {
      const out = through([TEXT.slice(0, cut), TEXT.slice(cut)]);
      expect(out.join(''), `split at ${cut - start} of the key`).toBe(EXPECTED);
      for (const piece of out) expect(piece).not.toContain(KEY);
    }
  });

  it('cuts it out when every character is its own piece, sending no part that together with the next spells the key', () => {
    const out = through([...TEXT]);
    expect(out.join('')).toBe(EXPECTED);
    // What has been sent at any point never holds the key.
    let sent = '';
    for (const piece of out) {
      sent += piece;
      expect(sent).not.toContain(KEY);
    }
  });

  it('holds back only what could still become the key', () => {
    const redactor = new StreamRedactor(KEY);
    expect(redactor.push('tea in the evening, hk-spl')).toBe('tea in the evening, ');
    expect(redactor.push('ash!')).toBe('hk-splash!');
    expect(redactor.push(' done')).toBe(' done');
    expect(redactor.flush()).toBe('');
  });

  it('sends at the end what it held back, when the text ends with the start of the key', () => {
    expect(through(['it ends with hk-split']).join('')).toBe('it ends with hk-split');
  });
});

describe('redactDeltas', () => {
  async function collect(events: readonly ChatEvent[], secret: string | undefined): Promise<ChatEvent[]> {
    async function* source() {
      yield* events;
    }
    const out: ChatEvent[] = [];
    for await (const event of redactDeltas(source(), secret)) out.push(event);
    return out;
  }

  it('redacts over the joined deltas and sends the held-back text before the final event', async () => {
    const cut = TEXT.indexOf(KEY) + 7;
    const events = await collect([{ type: 'delta', text: TEXT.slice(0, cut) }, { type: 'delta', text: TEXT.slice(cut, -5) }, { type: 'delta', text: TEXT.slice(-5) }, { type: 'done', evidence: null }], KEY);
    expect(events.at(-1)).toEqual({ type: 'done', evidence: null });
    const deltas = events.flatMap((event) => (event.type === 'delta' ? [event.text] : []));
    expect(deltas.join('')).toBe(EXPECTED);
    expect(deltas.some((text) => text.includes(KEY.slice(0, 7)) && text.includes(KEY.slice(7)))).toBe(false);
  });

  it('passes events through unchanged without a key', async () => {
    const events: ChatEvent[] = [{ type: 'delta', text: 'tea' }, { type: 'done', evidence: null }];
    expect(await collect(events, undefined)).toEqual(events);
  });
});
