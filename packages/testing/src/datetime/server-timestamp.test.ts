import { describe, expect, it } from 'vitest';
import { serverTimestamp } from './server-timestamp.js';

describe('serverTimestamp', () => {
  it('writes six fraction digits, as the server does, and none on a whole second', () => {
    expect(serverTimestamp(new Date('2026-12-01T15:44:32.121Z'))).toBe('2026-12-01T15:44:32.121000Z');
    expect(serverTimestamp(new Date('2030-01-02T03:04:05.000Z'))).toBe('2030-01-02T03:04:05Z');
    expect(Date.parse(serverTimestamp(new Date('2026-12-01T15:44:32.001Z')))).toBe(Date.parse('2026-12-01T15:44:32.001Z'));
  });
});
