import { describe, expect, it } from 'vitest';
import { createEmulator } from '../emulator/create-emulator.js';
import { startEmulator } from '../node/start-emulator.js';
import { parseCliArgs } from '../node/cli-args.js';

const preflight = (origin: string, headers = 'content-type, authorization'): RequestInit => ({
  method: 'OPTIONS',
  headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': headers },
});

describe('the cors option', () => {
  it('is off by default: no CORS headers, and a preflight is an ordinary 405', async () => {
    const emulator = createEmulator();
    const health = await emulator.fetch('/health', { headers: { origin: 'http://page.test' } });
    expect(health.headers.get('access-control-allow-origin')).toBeNull();
    const answer = await emulator.fetch('/v3/workspaces', preflight('http://page.test'));
    expect(answer.status).toBe(405);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights with 204, echoing the origin and the headers asked for, without counting them', async () => {
    const emulator = createEmulator({ cors: true, faults: { failRate: 1 } });
    const answer = await emulator.fetch('/v3/workspaces/w/peers/alice/chat', preflight('http://page.test', 'content-type, authorization, x-stainless-retry-count'));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type, authorization, x-stainless-retry-count');
    expect(emulator.stats.requests).toBe(0);
    expect(emulator.stats.injectedFailures).toBe(0);
  });

  it('adds the headers to every answer, errors and injected failures included, and exposes Retry-After', async () => {
    const emulator = createEmulator({ cors: true });
    const created = await emulator.fetch('/v3/workspaces', { method: 'POST', headers: { origin: 'http://page.test', 'content-type': 'application/json' }, body: JSON.stringify({ id: 'w' }) });
    expect(created.status).toBe(201);
    expect(created.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(await created.json()).toMatchObject({ id: 'w' });
    const missing = await emulator.fetch('/v3/workspaces/w/sessions/nope', { method: 'DELETE', headers: { origin: 'http://page.test' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('access-control-allow-origin')).toBe('http://page.test');
    emulator.faults.set({ failRate: 1, failStatus: 503, retryAfter: 2 });
    const failed = await emulator.fetch('/health', { headers: { origin: 'http://page.test' } });
    expect(failed.status).toBe(503);
    expect(failed.headers.get('access-control-allow-origin')).toBe('http://page.test');
    expect(failed.headers.get('access-control-expose-headers')).toContain('retry-after');
  });

  it('allows only the configured origin when one is given', async () => {
    const emulator = createEmulator({ cors: { origin: 'http://localhost:5173' } });
    const answer = await emulator.fetch('/health', { headers: { origin: 'http://elsewhere.test' } });
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('streams event streams through unchanged over real HTTP', async () => {
    const emulator = await startEmulator({ cors: true, seed: { workspaces: [{ id: 'w', sessions: [{ id: 's', messages: [{ peer_id: 'alice', content: 'I love dark roast coffee.' }] }] }] } });
    try {
      const options = await fetch(`${emulator.url}/v3/workspaces/w/peers/alice/chat`, preflight('http://page.test'));
      expect(options.status).toBe(204);
      const response = await fetch(`${emulator.url}/v3/workspaces/w/peers/alice/chat`, {
        method: 'POST',
        headers: { origin: 'http://page.test', 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'What coffee does she love?', stream: true }),
      });
      expect(response.headers.get('access-control-allow-origin')).toBe('http://page.test');
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const text = await response.text();
      expect(text).toContain('roast');
      expect(text.trimEnd().endsWith('data: {"done": true}')).toBe(true);
    } finally {
      await emulator.close();
    }
  });

  it('is turned on from the command line with --cors', () => {
    expect(parseCliArgs(['--cors']).cors).toBe(true);
    expect(parseCliArgs([]).cors).toBeUndefined();
  });
});
