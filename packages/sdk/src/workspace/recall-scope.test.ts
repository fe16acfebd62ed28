import { describe, expect, it } from 'vitest';
import { recallScope, scopeNameIssues } from './recall-scope.js';

describe('recallScope', () => {
  it('maps session, scope and sessions to the wire', () => {
    expect(recallScope({ session: { id: 's1' } }).fields).toEqual({ session_id: 's1' });
    expect(recallScope({ scope: 'therapy' }).fields).toEqual({ scope: 'therapy' });
    expect(recallScope({ scope: ['a', { id: 'b' }] }).fields).toEqual({ scope: ['a', 'b'] });
    expect(recallScope({ sessions: ['s1', { id: 's2' }] }).fields).toEqual({ filters: { session_id: ['s1', 's2'] } });
  });

  it('refuses scope with session or sessions, and empty or oversized lists', () => {
    expect(recallScope({ scope: 'a', session: 's', sessions: ['t'] }).issues.map((issue) => issue.path)).toEqual(['session', 'sessions']);
    expect(recallScope({ scope: [] }).issues[0]?.message).toBe('must name at least one scope');
    expect(recallScope({ scope: Array.from({ length: 101 }, (_, i) => `s${i}`) }).issues[0]?.message).toContain('at most 100');
    expect(recallScope({ sessions: [] }).issues[0]?.message).toContain('at least one session');
    expect(recallScope({ sessions: Array.from({ length: 1001 }, (_, i) => `s${i}`) }).issues[0]?.message).toContain('at most 1000');
  });
});

describe('scopeNameIssues', () => {
  it('checks length, charset and the reserved prefix', () => {
    expect(scopeNameIssues('therapy', 'id')).toEqual([]);
    expect(scopeNameIssues('', 'id')[0]?.message).toBe('must not be empty');
    expect(scopeNameIssues('x'.repeat(507), 'id')[0]?.message).toContain('at most 506');
    expect(scopeNameIssues('scope.therapy', 'id')[0]?.message).toContain('reserved prefix');
    expect(scopeNameIssues('a b', 'id')[0]?.message).toContain('letters, digits');
  });
});
