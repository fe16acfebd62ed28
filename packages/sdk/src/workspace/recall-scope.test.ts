import { describe, expect, it } from 'vitest';
import { inputIssues } from '@honcho-ai/sdk-core';
import { recallScopeSpec, recallScopeToWire, scopeNameSpec } from './recall-scope.js';

describe('recallScopeSpec and recallScopeToWire', () => {
  it('maps session, scope and sessions to the wire', () => {
    expect(recallScopeToWire({ session: { id: 's1' } })).toEqual({ session_id: 's1' });
    expect(recallScopeToWire({ scope: 'therapy' })).toEqual({ scope: 'therapy' });
    expect(recallScopeToWire({ scope: ['a', { id: 'b' }] })).toEqual({ scope: ['a', 'b'] });
    expect(recallScopeToWire({ sessions: ['s1', { id: 's2' }] })).toEqual({ filters: { session_id: ['s1', 's2'] } });
  });

  it('refuses scope with session or sessions, and empty or oversized lists', () => {
    expect(inputIssues(recallScopeSpec, { scope: 'a', session: 's', sessions: ['t'] }).map((issue) => issue.path)).toEqual(['session', 'sessions']);
    expect(inputIssues(recallScopeSpec, { scope: [] })[0]?.message).toBe('must name at least one scope');
    expect(inputIssues(recallScopeSpec, { scope: Array.from({ length: 101 }, (_, i) => `s${i}`) })[0]?.message).toContain('at most 100');
    expect(inputIssues(recallScopeSpec, { sessions: [] })[0]?.message).toContain('at least one session');
    expect(inputIssues(recallScopeSpec, { sessions: Array.from({ length: 1001 }, (_, i) => `s${i}`) })[0]?.message).toContain('at most 1000');
  });
});

describe('scopeNameSpec', () => {
  it('checks length, charset and the reserved prefix', () => {
    expect(inputIssues(scopeNameSpec, 'therapy', 'id')).toEqual([]);
    expect(inputIssues(scopeNameSpec, '', 'id')[0]?.message).toBe('must not be empty');
    expect(inputIssues(scopeNameSpec, 'x'.repeat(507), 'id')[0]?.message).toContain('at most 506');
    expect(inputIssues(scopeNameSpec, 'scope.therapy', 'id')[0]?.message).toContain('reserved prefix');
    expect(inputIssues(scopeNameSpec, 'a b', 'id')[0]?.message).toContain('letters, digits');
  });
});
