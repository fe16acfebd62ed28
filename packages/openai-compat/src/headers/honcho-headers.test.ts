import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { honchoHeaders, isReasoningLevel, REASONING_LEVELS } from './honcho-headers.js';

describe('honchoHeaders', () => {
  it('gives one header per field set, and none for the rest', () => {
    expect(honchoHeaders()).toEqual({});
    expect(honchoHeaders({ session: 'support-42' })).toEqual({ 'X-Honcho-Session-Id': 'support-42' });
    expect(honchoHeaders({ session: 's', target: 'bob', reasoningLevel: 'high' })).toEqual({
      'X-Honcho-Session-Id': 's',
      'X-Honcho-Target': 'bob',
      'X-Honcho-Reasoning-Level': 'high',
    });
  });

  it("takes objects with an id, such as the SDK's Session and Peer", () => {
    expect(honchoHeaders({ session: { id: 's1' }, target: { id: 'bob' } })).toEqual({ 'X-Honcho-Session-Id': 's1', 'X-Honcho-Target': 'bob' });
  });

  it('reports every bad field at once, before anything is sent', () => {
    let error: unknown;
    try {
      honchoHeaders({ session: 'has space', target: '', reasoningLevel: 'extreme' as never });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(['session', 'target', 'reasoningLevel']);
    expect((error as HonchoValidationError).message).toMatch(/reasoningLevel: must be one of minimal, low, medium, high, max, got "extreme"/);
  });
});

describe('isReasoningLevel', () => {
  it('accepts exactly the five levels', () => {
    expect(REASONING_LEVELS).toEqual(['minimal', 'low', 'medium', 'high', 'max']);
    for (const level of REASONING_LEVELS) expect(isReasoningLevel(level)).toBe(true);
    for (const other of ['LOW', '', 'none', 1, null, undefined]) expect(isReasoningLevel(other)).toBe(false);
  });
});
