import { describe, expect, it } from 'vitest';
import type { ExchangeGroup } from './exchange.js';
import { baseUrlKind } from './fixture.js';
import { recordFixtures, serialiseFixture } from './record-fixtures.js';

const groups: ExchangeGroup[] = [
  { name: 'one', description: 'first', exchanges: [{ name: 'health', method: 'GET', path: '/health' }] },
  { name: 'two', description: 'second', exchanges: [{ name: 'root', method: 'GET', path: '/' }] },
];

describe('recordFixtures', () => {
  it('writes one fixture per group with where it came from', async () => {
    const fetch = (async () => new Response('{"status":"ok"}', { headers: { 'content-type': 'application/json' } })) as unknown as typeof globalThis.fetch;
    const seen: string[] = [];
    const fixtures = await recordFixtures(
      groups,
      { baseUrl: 'http://127.0.0.1:8000', runToken: 'abcdefgh', token: 't', fetch },
      { recordedFrom: 'server', serverVersion: '3.0.12', snapshotCommit: 'abc123', snapshotDate: '2026-01-02', now: () => new Date(0) },
      (fixture) => void seen.push(fixture.group),
    );
    expect(seen).toEqual(['one', 'two']);
    expect(fixtures[0]).toEqual({
      meta: {
        formatVersion: 1,
        recordedFrom: 'server',
        serverVersion: '3.0.12',
        snapshotCommit: 'abc123',
        snapshotDate: '2026-01-02',
        recordedAt: '1970-01-01T00:00:00.000Z',
        baseUrlKind: 'loopback',
        authenticated: true,
      },
      group: 'one',
      description: 'first',
      exchanges: [
        { name: 'health', request: { method: 'GET', path: '/health' }, response: { status: 200, contentType: 'application/json', json: { status: 'ok' } } },
      ],
    });
    expect(fixtures[1]?.meta.serverVersion).toBe('3.0.12');
    expect(serialiseFixture(fixtures[0]!)).toMatch(/^\{\n {2}"meta": \{[\s\S]*\}\n$/);
  });

  it('names only the kind of base URL', () => {
    expect(baseUrlKind('http://localhost:8000')).toBe('loopback');
    expect(baseUrlKind('http://127.0.0.1:8000')).toBe('loopback');
    expect(baseUrlKind('http://[::1]:8000')).toBe('loopback');
    expect(baseUrlKind('https://api.honcho.dev')).toBe('remote');
  });
});
