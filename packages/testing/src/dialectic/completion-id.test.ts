import { describe, expect, it } from 'vitest';
import { COMPLETION_ID_PREFIX, counterIds, makeCompletionId } from './completion-id.js';

describe('makeCompletionId', () => {
  it('prefixes a 21-character random suffix by default', () => {
    const first = makeCompletionId();
    expect(first).toMatch(/^chatcmpl-honcho-[A-Za-z0-9_-]{21}$/);
    expect(makeCompletionId()).not.toBe(first);
  });

  it('takes an injected generator for predictable ids', () => {
    const next = counterIds();
    expect([makeCompletionId(next), makeCompletionId(next)]).toEqual([`${COMPLETION_ID_PREFIX}1`, `${COMPLETION_ID_PREFIX}2`]);
    expect(makeCompletionId(counterIds())).toBe('chatcmpl-honcho-1');
    expect(makeCompletionId(() => 'abc123')).toBe('chatcmpl-honcho-abc123');
  });
});
