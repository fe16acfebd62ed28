import { describe, expect, it } from 'vitest';
import { originRefusal, parseOrigin } from './origin-check.js';

describe('parseOrigin', () => {
  it.each([
    ['https://app.example', 'https://app.example'],
    ['HTTPS://App.Example:8443', 'https://app.example:8443'],
    ['http://app.example:80', 'http://app.example'],
    ['http://[::1]:6274', 'http://[::1]:6274'],
  ])('reads %s as %s', (text, origin) => {
    expect(parseOrigin(text)).toBe(origin);
  });

  it.each(['null', '', '*', 'app.example', 'https://app.example/', 'https://app.example/path', 'https://app.example?x', 'https://user@app.example', 'http://localhost\\@evil.example', 'ftp://app.example', 'chrome-extension://abc', 'https://app.example:port', 'https:// app.example'])(
    'refuses %j, which names no http(s) origin',
    (text) => {
      expect(parseOrigin(text)).toBeUndefined();
    },
  );
});

describe('originRefusal', () => {
  const none = new Set<string>();

  it.each(['http://localhost:5173', 'http://localhost', 'https://localhost:3000', 'http://127.0.0.1:8080', 'http://127.255.0.9', 'http://[::1]:6274', 'HTTP://LOCALHOST:1'])('lets the loopback origin %s through', (origin) => {
    expect(originRefusal(origin, none)).toBeUndefined();
  });

  it('lets a request without Origin through', () => {
    expect(originRefusal(null, none)).toBeUndefined();
  });

  it.each(['http://evil.example', 'http://localhost.evil.example', 'http://127.0.0.1.evil.example', 'http://128.0.0.1', 'http://0.0.0.0:8787', 'http://[::2]', 'null', ''])('refuses %j with a 403 JSON-RPC error naming it', async (origin) => {
    const response = originRefusal(origin, none);
    expect(response?.status).toBe(403);
    expect(response?.headers.get('content-type')).toBe('application/json');
    expect(await response?.json()).toMatchObject({ jsonrpc: '2.0', error: { code: -32600, message: expect.stringContaining(`the origin ${JSON.stringify(origin)} is not allowed`) }, id: null });
  });

  it('lets an allowed origin through, and only that exact scheme, host and port', () => {
    const allowed = new Set(['https://app.example']);
    expect(originRefusal('https://app.example', allowed)).toBeUndefined();
    for (const other of ['http://app.example', 'https://app.example:8443', 'https://sub.app.example', 'https://app.example.evil']) expect(originRefusal(other, allowed)?.status, other).toBe(403);
  });

  it('says how to allow an origin, and shortens a long one', async () => {
    const long = `https://${'a'.repeat(300)}.example`;
    const { error } = (await originRefusal(long, new Set())?.json()) as { error: { message: string } };
    expect(error.message).toContain(`"${long.slice(0, 100)}..."`);
    expect(error.message).toContain(`Allow it with --allow-origin ${long} (honcho-mcp) or allowedOrigins (createMcpHandler)`);
  });
});
