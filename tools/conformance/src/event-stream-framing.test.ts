import { describe, expect, it } from 'vitest';
import { collapseRuns, framingOf, parseEventData, splitEvents } from './event-stream-framing.js';

const RAW =
  'data: {"delta": {"content": "Hel"}, "done": false}\n\n' +
  'data: {"delta": {"content": "lo \\"there\\""}, "done": false}\n\n' +
  'data: {"done": true}\n\n';

describe('event stream framing', () => {
  it('splits events and parses their data', () => {
    const events = splitEvents(RAW);
    expect(events).toHaveLength(3);
    expect(events.map((e) => parseEventData(e.data))).toEqual([
      { delta: { content: 'Hel' }, done: false },
      { delta: { content: 'lo "there"' }, done: false },
      { done: true },
    ]);
    expect(parseEventData('[DONE]')).toBe('[DONE]');
    expect(splitEvents(': comment\n\n')[0]?.data).toBeNull();
  });

  it('keeps the framing and drops the words and the chunk count', () => {
    expect(framingOf(RAW)).toBe('data: {"delta": {"content": "<text>"}, "done": false}\n\ndata: {"done": true}\n\n');
  });

  it('sees a change of JSON spacing, line endings or the closing event', () => {
    const compact = RAW.replace(/": /g, '":').replace(/, "/g, ',"');
    expect(framingOf(compact)).not.toBe(framingOf(RAW));
    expect(framingOf(RAW.replace(/\n\n/g, '\r\n\r\n'))).not.toBe(framingOf(RAW));
    expect(framingOf(RAW.replace('data: {"done": true}\n\n', 'data: [DONE]\n\n'))).not.toBe(framingOf(RAW));
  });

  it('collapses runs of equal events', () => {
    expect(collapseRuns([{ a: 1 }, { a: 1 }, { b: 2 }, { a: 1 }])).toEqual([{ a: 1 }, { b: 2 }, { a: 1 }]);
  });
});
