import { Conclusion as PublishedConclusion } from 'honcho-sdk-published';
import { describe, expect, it } from 'vitest';
import { Conclusion, type ConclusionResponse } from './conclusion.js';

const wire = {
  id: 'c1',
  content: 'Bob prefers tea to coffee, strongly, and has said so on many occasions now',
  observer_id: 'alice',
  observed_id: 'bob',
  session_id: 's1',
  level: 'deductive' as const,
  source_ids: ['a', 'b'],
  times_derived: 3,
  created_at: '2025-02-03T04:05:06Z',
} satisfies ConclusionResponse;

describe('Conclusion', () => {
  it('maps every wire field to camelCase', () => {
    const conclusion = Conclusion.fromApiResponse(wire);
    expect(conclusion).toMatchObject({
      id: 'c1',
      content: wire.content,
      observerId: 'alice',
      observedId: 'bob',
      sessionId: 's1',
      level: 'deductive',
      sourceIds: ['a', 'b'],
      timesDerived: 3,
      createdAt: '2025-02-03T04:05:06Z',
    });
  });

  it('defaults what older servers leave out, as 2.5 does', () => {
    const { source_ids: _s, times_derived: _t, session_id: _session, ...minimal } = wire;
    const conclusion = Conclusion.fromApiResponse({ ...minimal, level: 'explicit' });
    expect(conclusion.sourceIds).toBeNull();
    expect(conclusion.timesDerived).toBe(1);
    expect(conclusion.sessionId).toBeNull();
  });

  it('keeps the wire object reachable without changing JSON output', () => {
    const conclusion = Conclusion.fromApiResponse(wire);
    expect(conclusion.raw).toBe(wire);
    expect(Object.keys(conclusion)).not.toContain('raw');
    expect(new Conclusion('x', 'y', 'a', 'b', null, 't').raw).toBeUndefined();
  });

  it('serialises, prints and defaults exactly like 2.5', () => {
    const ours = Conclusion.fromApiResponse(wire);
    const theirs = PublishedConclusion.fromApiResponse(wire);
    expect(JSON.stringify(ours)).toBe(JSON.stringify(theirs));
    expect(String(ours)).toBe(String(theirs));
    const built = new Conclusion('x', 'short', 'a', 'b', null, 't');
    const builtTheirs = new PublishedConclusion('x', 'short', 'a', 'b', null, 't');
    expect(JSON.stringify(built)).toBe(JSON.stringify(builtTheirs));
    expect(String(built)).toBe("Conclusion(id='x', content='short')");
  });
});
