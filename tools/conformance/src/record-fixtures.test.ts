import { describe, expect, it } from 'vitest';
import type { ExchangeGroup } from './exchange.js';
import { baseUrlKind } from './fixture.js';
import { recordFixtures, serialiseFixture } from './record-fixtures.js';
import { assertServerDefectsShown, ServerDefectFixedError } from './server-defects.js';

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

  describe('an exchange marked as a server defect', () => {
    const marked: ExchangeGroup[] = [
      {
        name: 'defects',
        description: 'a marked defect',
        exchanges: [
          {
            name: 'clone leaks',
            method: 'POST',
            path: '/clone',
            divergence: {
              kind: 'server-defect',
              reason: 'server 3.0.12 (ddbb90e): a 500 where a correct server answers 201',
              symptom: { status: 500 },
              expected: { status: 201, contentType: 'application/json', json: {} },
            },
          },
        ],
      },
    ];
    const answering = (status: number) =>
      (async () => new Response('{}', { status, headers: { 'content-type': 'application/json' } })) as unknown as typeof globalThis.fetch;
    const options = (status: number) => ({ baseUrl: 'http://127.0.0.1:8000', runToken: 'abcdefgh', fetch: answering(status) });

    it('is recorded, marker and all, while the server shows the defect', async () => {
      const [fixture] = await recordFixtures(marked, options(500), { recordedFrom: 'server' });
      expect(fixture?.exchanges[0]?.response.status).toBe(500);
      expect(fixture?.exchanges[0]?.divergence?.kind).toBe('server-defect');
    });

    it('fails the recording, naming the marker to remove, once the server is fixed; nothing is written', async () => {
      const written: string[] = [];
      const recording = recordFixtures(marked, options(201), { recordedFrom: 'server' }, (fixture) => void written.push(fixture.group));
      await expect(recording).rejects.toThrow(ServerDefectFixedError);
      await expect(recordFixtures(marked, options(201), { recordedFrom: 'server' })).rejects.toThrow(
        /conformance group defects: the server no longer shows a defect[\s\S]*"clone leaks": answered 201[\s\S]*Remove the `divergence: 'server-defect'` marker/,
      );
      expect(written).toEqual([]);
    });

    it('is not checked in a recording from the emulator, which has no defects', async () => {
      const [fixture] = await recordFixtures(marked, options(201), { recordedFrom: 'emulator' });
      expect(() => assertServerDefectsShown(fixture!)).not.toThrow();
    });

    it('holds a body symptom to the recorded body', async () => {
      const [fixture] = await recordFixtures(marked, options(500), { recordedFrom: 'server' });
      const leak = { kind: 'server-defect', reason: 'r', symptom: { bodyIncludes: 'A words' }, expected: { status: 200, contentType: null } } as const;
      const withBody = (json: string) => ({ ...fixture!, exchanges: [{ ...fixture!.exchanges[0]!, divergence: leak, response: { status: 200, contentType: 'application/json', json: { items: [json] } } }] });
      expect(() => assertServerDefectsShown(withBody('the A words'))).not.toThrow();
      expect(() => assertServerDefectsShown(withBody('B words only'))).toThrow(ServerDefectFixedError);
    });
  });

  it('names only the kind of base URL', () => {
    expect(baseUrlKind('http://localhost:8000')).toBe('loopback');
    expect(baseUrlKind('http://127.0.0.1:8000')).toBe('loopback');
    expect(baseUrlKind('http://[::1]:8000')).toBe('loopback');
    expect(baseUrlKind('https://api.honcho.dev')).toBe('remote');
  });
});
