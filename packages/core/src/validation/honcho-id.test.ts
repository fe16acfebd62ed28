import { describe, expect, it } from 'vitest';
import { HONCHO_ID_MAX_LENGTH } from './honcho-id.js';
import { inputIssues } from './input-spec.js';
import { honchoId } from './rules.js';

const honchoIdIssues = (value: unknown, path: string) => inputIssues(honchoId(), value, path);

describe('honchoId()', () => {
  it.each(['a', 'user-123', 'A_b-9', 'x'.repeat(HONCHO_ID_MAX_LENGTH)])('accepts %s', (id) => {
    expect(honchoIdIssues(id, 'peerId')).toEqual([]);
  });

  it.each([
    [undefined, 'must be a string id, got undefined undefined'],
    [42, 'must be a string id, got number 42'],
    [null, 'must be a string id, got null'],
    ['', 'must not be empty'],
    ['x'.repeat(513), 'must be at most 512 characters (got 513)'],
    ['a b', 'must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "a b"'],
    ['../etc', 'must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "../etc"'],
    ['a/b', 'must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "a/b"'],
    ['bob@example.com', 'must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "bob@example.com"'],
  ])('refuses %j, naming the rule', (id, message) => {
    expect(honchoIdIssues(id, 'peerId')).toEqual([{ path: 'peerId', message }]);
  });

  it('never quotes more than 40 characters of a bad id', () => {
    const [issue] = honchoIdIssues(`${'y'.repeat(100)}!`, 'sessionId');
    expect(issue?.message).toContain(`"${'y'.repeat(40)}…"`);
  });
});
