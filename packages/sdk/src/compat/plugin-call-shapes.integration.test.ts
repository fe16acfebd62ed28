import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuthenticationError, HonchoValidationError, NotFoundError, type ReasoningLevel } from '../index.js';
import { Honcho } from '../index.js';

// The call shapes public plugins built on @honcho-ai/sdk 2.x are seen to use, each written
// from the shape (not copied from a plugin), run against the emulator over real HTTP. Four
// of these broke when plugins moved to this package: a base URL ending in /v3, a reassigned
// http.apiKey, Object.assign on http.defaultHeaders, and a reasoningLevel typed string. The
// type-level half is plugin-call-shapes.test-d.ts. Shapes the 2.5 comparisons already run
// (sdk-2.5-scenario, sdk-2x-option-spellings) are not repeated here.

const ADMIN_KEY = 'plugin-admin-key';

interface Seen {
  readonly method: string;
  /** The path the proxy received, prefix included. */
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
}

/**
 * A reverse proxy in front of the emulator that serves it under `/honcho`
 * (and, for the plain cases, at the root), noting each request's path and
 * headers. Anything else is the proxy's own 404.
 */
interface Proxy {
  readonly url: string;
  readonly seen: Seen[];
  close(): Promise<void>;
}

async function startProxy(upstream: string): Promise<Proxy> {
  const seen: Seen[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    seen.push({ method: request.method ?? 'GET', path: path.split('?')[0] ?? path, headers: request.headers });
    const forwarded = path.startsWith('/honcho/') ? path.slice('/honcho'.length) : path.startsWith('/v3/') || path === '/health' ? path : undefined;
    if (forwarded === undefined) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('no such route on the proxy');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      }
      const body = chunks.length === 0 ? undefined : Buffer.concat(chunks);
      fetch(`${upstream}${forwarded}`, { method: request.method, headers, body })
        .then((answer) => {
          const out: Record<string, string> = {};
          answer.headers.forEach((value, name) => {
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(name)) out[name] = value;
          });
          response.writeHead(answer.status, out);
          if (answer.body === null) response.end();
          else Readable.fromWeb(answer.body as import('node:stream/web').ReadableStream).pipe(response);
        })
        .catch(() => response.writeHead(502).end());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let emulator: RunningEmulator;
let proxy: Proxy;
let workspaces = 0;
/** A fresh workspace id per client, so tests do not see each other's data. */
const workspace = (): string => `plugin-${++workspaces}`;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: ADMIN_KEY });
  proxy = await startProxy(emulator.url);
});
afterAll(async () => {
  await proxy.close();
  await emulator.close();
});
afterEach(() => {
  vi.unstubAllEnvs();
  proxy.seen.length = 0;
});

describe('a base URL ending in /v3', () => {
  it.each([
    ['with /v3', '/v3', '/v3/workspaces'],
    ['with /v3/', '/v3/', '/v3/workspaces'],
    ['without a suffix', '', '/v3/workspaces'],
    ['behind a proxy prefix', '/honcho', '/honcho/v3/workspaces'],
    ['behind a proxy prefix, with /v3', '/honcho/v3', '/honcho/v3/workspaces'],
  ])('%s reaches the server (baseURL proxy%s)', async (_label, suffix, firstPath) => {
    const honcho = new Honcho({ baseURL: `${proxy.url}${suffix}`, apiKey: ADMIN_KEY, workspaceId: workspace(), maxRetries: 0 });
    const alice = await honcho.peer('alice');
    await alice.setMetadata({ plan: 'pro' });
    expect(await alice.getMetadata()).toEqual({ plan: 'pro' });
    expect(proxy.seen[0]?.path).toBe(firstPath);
    expect(proxy.seen.every((request) => !request.path.includes('/v3/v3'))).toBe(true);
    expect(honcho.baseURL).toBe(`${proxy.url}${suffix.startsWith('/honcho') ? '/honcho' : ''}`);
  });

  it('from HONCHO_URL too', async () => {
    vi.stubEnv('HONCHO_URL', `${emulator.url}/v3`);
    vi.stubEnv('HONCHO_API_KEY', ADMIN_KEY);
    const honcho = new Honcho({ workspaceId: workspace(), maxRetries: 0 });
    expect(honcho.baseURL).toBe(emulator.url);
    const session = await honcho.session('s1');
    expect(session.id).toBe('s1');
  });

  it('an error names the URL that was requested, prefix included', async () => {
    const honcho = new Honcho({ baseURL: `${proxy.url}/wrong-prefix/v3`, apiKey: ADMIN_KEY, workspaceId: 'nowhere', maxRetries: 0 });
    const error: unknown = await honcho.peer('alice').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect((error as Error).message).toContain(`(POST ${proxy.url}/wrong-prefix/v3/workspaces)`);
    expect((error as Error).message).not.toContain(ADMIN_KEY);
  });
});

describe('honcho.http.apiKey reassigned (a token refresh)', () => {
  it('later requests carry the new key, both ways', async () => {
    const honcho = new Honcho({ baseURL: emulator.url, apiKey: 'stale-token', workspaceId: workspace(), maxRetries: 0 });
    await expect(honcho.peer('alice')).rejects.toBeInstanceOf(AuthenticationError);
    honcho.http.apiKey = ADMIN_KEY;
    const alice = await honcho.peer('alice');
    expect(alice.id).toBe('alice');
    honcho.http.apiKey = 'revoked-token';
    const error: unknown = await alice.getMetadata().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(JSON.stringify(error) + String(error) + JSON.stringify(honcho.http)).not.toMatch(/revoked-token|plugin-admin-key/);
  });
});

describe('Object.assign(honcho.http.defaultHeaders, …) and delete', () => {
  it('adds headers to every later request, and delete stops sending them', async () => {
    const honcho = new Honcho({ baseURL: proxy.url, apiKey: ADMIN_KEY, workspaceId: workspace(), maxRetries: 0 });
    Object.assign(honcho.http.defaultHeaders, { 'X-Honcho-Host': 'some-plugin/1.0', 'X-Plugin-Session': 'abc' });
    const alice = await honcho.peer('alice');
    const sent = proxy.seen.length;
    delete honcho.http.defaultHeaders['X-Plugin-Session'];
    await alice.getMetadata();
    expect(proxy.seen.slice(0, sent).map((request) => [request.headers['x-honcho-host'], request.headers['x-plugin-session']])).toEqual(
      Array.from({ length: sent }, () => ['some-plugin/1.0', 'abc']),
    );
    expect(proxy.seen.slice(sent).map((request) => [request.headers['x-honcho-host'], request.headers['x-plugin-session']])).toEqual([
      ['some-plugin/1.0', undefined],
    ]);
  });

  it('an invalid header is refused by name before any request', async () => {
    const honcho = new Honcho({ baseURL: emulator.url, apiKey: ADMIN_KEY, workspaceId: workspace(), maxRetries: 0 });
    Object.assign(honcho.http.defaultHeaders, { 'X-Broken': 'line\nbreak' });
    const before = emulator.stats.requests;
    const error: unknown = await honcho.peer('alice').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as Error).message).toContain('defaultHeaders.X-Broken');
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('reasoningLevel read from configuration (typed string)', () => {
  const config: { reasoningLevel: string } = { reasoningLevel: 'minimal' };

  it('a valid level works in peer.chat, chatStream and honcho.chat', async () => {
    const honcho = new Honcho({ baseURL: emulator.url, apiKey: ADMIN_KEY, workspaceId: workspace(), maxRetries: 0 });
    const alice = await honcho.peer('alice');
    expect(typeof (await alice.chat('What does alice like?', { reasoningLevel: config.reasoningLevel }))).toBe('string');
    const stream = await alice.chatStream('What does alice like?', { reasoningLevel: config.reasoningLevel });
    expect(typeof (await stream.finalText())).toBe('string');
    expect(await honcho.chat('Who is here?', { reasoningLevel: config.reasoningLevel })).not.toBeUndefined();
  });

  it('an unknown level is refused by name, listing the levels, before any request', async () => {
    const honcho = new Honcho({ baseURL: emulator.url, apiKey: ADMIN_KEY, workspaceId: workspace(), maxRetries: 0 });
    const alice = await honcho.peer('alice');
    const level: string = 'extreme';
    const before = emulator.stats.requests;
    const calls = [
      () => alice.chat('q', { reasoningLevel: level }),
      () => alice.chat('q', { reasoningLevel: level, stream: true }),
      () => alice.chatStream('q', { reasoningLevel: level }),
      () => honcho.chat('q', { reasoningLevel: level }),
      () => honcho.chatStream('q', { reasoningLevel: level }),
    ];
    for (const call of calls) {
      const error: unknown = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HonchoValidationError);
      expect((error as Error).message).toMatch(/reasoningLevel: must be one of "minimal", "low", "medium", "high", "max", got "extreme"/);
    }
    expect(emulator.stats.requests).toBe(before);
  });
});

describe('the loose shapes plugins use', () => {
  it('get-or-create by id, addMessages with one message or a list, chat with session/target/stream, context to OpenAI, card, metadata, peers, search, conclusions', async () => {
    const honcho = new Honcho({ baseURL: `${emulator.url}/v3`, apiKey: ADMIN_KEY, workspaceId: workspace(), maxRetries: 0 });
    const user = await honcho.peer('user-1');
    const assistant = await honcho.peer('assistant', { configuration: { observeMe: false } });
    const session = await honcho.session('chat-1');
    await session.addPeers([user, assistant]);

    const one = await session.addMessages(user.message('I grow tomatoes on my balcony'));
    const two = await session.addMessages([assistant.message('Nice, which variety?'), user.message('Mostly cherry tomatoes')]);
    expect(one.map((message) => message.content)).toEqual(['I grow tomatoes on my balcony']);
    expect(two).toHaveLength(2);

    const level: ReasoningLevel | string = 'low';
    const answer = await assistant.chat('What does the user grow?', { session, target: user, reasoningLevel: level });
    expect(typeof answer).toBe('string');
    const stream = await assistant.chat('What does the user grow?', { session: session.id, target: user.id, reasoningLevel: level, stream: true });
    expect(typeof (await stream.finalText())).toBe('string');

    const context = await session.context({ summary: true, tokens: 2_000, peerTarget: user, peerPerspective: assistant });
    const openai = context.toOpenAI(assistant);
    expect(openai.map((message) => message.role)).toEqual(expect.arrayContaining(['user', 'assistant']));
    expect(openai.some((message) => message.content === 'Mostly cherry tomatoes')).toBe(true);

    expect(await user.setCard(['Grows tomatoes'])).toEqual(['Grows tomatoes']);
    expect(await user.card()).toEqual(['Grows tomatoes']);

    await honcho.setMetadata({ plugin: 'x' });
    await user.setMetadata({ name: 'User' });
    await session.setMetadata({ channel: 'cli' });
    expect([await honcho.getMetadata(), await user.getMetadata(), await session.getMetadata()]).toEqual([
      { plugin: 'x' },
      { name: 'User' },
      { channel: 'cli' },
    ]);

    const ids: string[] = [];
    for await (const peer of await honcho.peers()) ids.push(peer.id);
    expect(ids.sort()).toEqual(['assistant', 'user-1']);

    const found = await honcho.search('tomatoes', { limit: 5 });
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((message) => message.content.includes('tomatoes'))).toBe(true);

    const view = assistant.conclusionsOf(user);
    const created = await view.create([{ content: 'Grows cherry tomatoes', sessionId: session.id }]);
    expect(created.map((conclusion) => conclusion.content)).toEqual(['Grows cherry tomatoes']);
    expect(await view.create([])).toEqual([]);
    expect((await view.list()).items.map((conclusion) => conclusion.content)).toContain('Grows cherry tomatoes');
    expect((await view.query('tomatoes', 5)).map((conclusion) => conclusion.content)).toContain('Grows cherry tomatoes');
  });
});
