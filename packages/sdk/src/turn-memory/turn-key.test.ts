import { describe, expect, it } from 'vitest';
import { turnKey } from './turn-key.js';

const user = (text: string) => ({ role: 'user', text });
const assistant = (text: string) => ({ role: 'assistant', text });

describe('turnKey', () => {
  it('gives the same conversation the same key', () => {
    expect(turnKey([user('Hi'), assistant('Hello'), user('Again')])).toBe(turnKey([user('Hi'), assistant('Hello'), user('Again')]));
  });

  it('gives another key when any text, role, order or boundary differs', () => {
    const key = turnKey([user('Hi'), assistant('Hello'), user('Again')]);
    expect(turnKey([user('Hi'), assistant('Hello!'), user('Again')])).not.toBe(key);
    expect(turnKey([user('Hi'), user('Hello'), user('Again')])).not.toBe(key);
    expect(turnKey([assistant('Hello'), user('Hi'), user('Again')])).not.toBe(key);
    expect(turnKey([user('HiHello'), user('Again')])).not.toBe(key);
    expect(turnKey([user('Hi'), assistant('Hello'), user('Again'), assistant('x'), user('Again')])).not.toBe(key);
  });

  it('is a short string however long the conversation', () => {
    const key = turnKey([user('x'.repeat(100_000))]);
    expect(key.length).toBeLessThan(40);
    expect(turnKey([])).toBe('0:0:' + (0x811c9dc5).toString(36) + ':' + (0x01000193).toString(36));
  });
});
