import { describe, expect, it } from 'vitest';
import { optionalHonchoIdIssues } from './honcho-id.js';
import { booleanIssues, functionIssues, unknownKeyIssues } from './value-issues.js';

describe('option checks shared by the integrations', () => {
  it('accepts a missing value, or one of the right type', () => {
    expect([...booleanIssues(undefined, 'a'), ...booleanIssues(false, 'a'), ...functionIssues(undefined, 'b'), ...functionIssues(() => {}, 'b')]).toEqual([]);
    expect(optionalHonchoIdIssues(undefined, 'userId')).toEqual([]);
  });

  it('names the rule and the value it got', () => {
    expect(booleanIssues('yes', 'persistInput')).toEqual([{ path: 'persistInput', message: 'must be true or false, got "yes"' }]);
    expect(functionIssues('log', 'onError')).toEqual([{ path: 'onError', message: 'must be a function, got "log"' }]);
    expect(optionalHonchoIdIssues('', 'userId')).toEqual([{ path: 'userId', message: 'must not be empty' }]);
  });

  it('lists each unknown key with the known ones, under its path', () => {
    expect(unknownKeyIssues({ userId: 'a', userID: 'b' }, ['userId'], '', 'an option')).toEqual([
      { path: 'userID', message: 'is not an option (expected one of userId)' },
    ]);
    expect(unknownKeyIssues({ x: 1 }, ['y', 'z'], 'providerOptions.honcho', 'a call option')).toEqual([
      { path: 'providerOptions.honcho.x', message: 'is not a call option (expected one of y, z)' },
    ]);
  });
});
