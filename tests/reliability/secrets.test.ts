import { inspect } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { aiSdk, compat, sdk, testingNode } from './packages.js';
import { failOnUnhandledRejections } from './unhandled-rejections.js';

failOnUnhandledRejections();

// A key that is easy to find anywhere it leaks. The client is driven through
// every error path with debug logging on, and the key must show up in none of
// the places a developer (or a log shipper) would see.
const SECRET = 'hch-SECRET-5f1d2c9a7b3e4d60a8c1';
// The emulator wants this one, so the secret above earns a 401.
const SERVER_KEY = 'hch-server-only-key';
const REFUSED_URL = 'http://127.0.0.1:1';

type Emulator = Awaited<ReturnType<typeof testingNode.startEmulator>>;
let authorized: Emulator | undefined;
let strict: Emulator | undefined;
const serverOf = (e: Emulator | undefined): Emulator => {
  if (!e) throw new Error('emulator not started');
  return e;
};

beforeAll(async () => {
  // One emulator accepts the secret (to reach 404/422/500/stream paths), one refuses it (401).
  authorized = await testingNode.startEmulator({ port: 0, apiKey: SECRET });
  strict = await testingNode.startEmulator({ port: 0, apiKey: SERVER_KEY });
});
afterAll(async () => {
  await authorized?.close();
  await strict?.close();
});
afterEach(() => {
  authorized?.faults.clear();
});

const logLines: string[] = [];
const captureSink = {
  debug: (...args: unknown[]) => logLines.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10 }))).join(' ')),
  info: (...args: unknown[]) => logLines.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10 }))).join(' ')),
  warn: (...args: unknown[]) => logLines.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10 }))).join(' ')),
  error: (...args: unknown[]) => logLines.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 10 }))).join(' ')),
};

const client = (baseURL: string, extra: Partial<sdk.HonchoConfig> = {}): sdk.Honcho =>
  new sdk.Honcho({ baseURL, apiKey: SECRET, workspaceId: 'secrets', logLevel: 'debug', logger: captureSink, timeout: 5_000, ...extra });

/** Every rendering of a value a developer or a logger might produce. */
const renderings = (value: unknown): Record<string, string> => {
  const out: Record<string, string> = {
    inspect: inspect(value, { depth: 10, showHidden: false }),
    inspectHidden: inspect(value, { depth: 10, showHidden: true }),
    string: safe(() => String(value)),
    json: safe(() => JSON.stringify(value) ?? ''),
  };
  if (value instanceof Error) {
    out.message = value.message;
    out.stack = value.stack ?? '';
    const withBody = value as Error & { body?: unknown; cause?: unknown; headers?: unknown };
    out.body = safe(() => JSON.stringify(withBody.body) ?? '') + inspect(withBody.body, { depth: 10 });
    out.cause = inspect(withBody.cause, { depth: 10 });
    out.headers = inspect(withBody.headers, { depth: 10 });
  }
  return out;
};
const safe = (render: () => string): string => {
  try {
    return render();
  } catch (error) {
    return `<render threw ${String(error)}>`;
  }
};
const leaks = (value: unknown): string[] =>
  Object.entries(renderings(value))
    .filter(([, text]) => text.includes(SECRET))
    .map(([where]) => where);

const capture = async (run: () => Promise<unknown>): Promise<unknown> => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
};

const expectNoLeak = (error: unknown): void => {
  expect(leaks(error)).toEqual([]);
  expect(logLines.filter((line) => line.includes(SECRET))).toEqual([]);
};

/** A fetch answering every request with `body` (status 200), for malformed answers. */
const fixedFetch =
  (body: string, contentType = 'application/json'): typeof fetch =>
  async () =>
    new Response(body, { status: 200, headers: { 'content-type': contentType } });

describe('SDK error paths never reveal the API key', () => {
  const paths: [string, () => Promise<unknown>, (error: unknown) => boolean][] = [
    ['401 from a server with another key', () => client(serverOf(strict).url).peer('alice'), (e) => sdk.AuthenticationError.isInstance(e)],
    ['404 (unknown workspace deleted)', () => client(serverOf(authorized).url).http.get('/v3/workspaces/does-not-exist/peers/nobody/card'), (e) => sdk.NotFoundError.isInstance(e)],
    ['422 from the server (raw request with a bad id)', () => client(serverOf(authorized).url).http.post('/v3/workspaces', { body: { id: 'not valid' } }), (e) => sdk.UnprocessableEntityError.isInstance(e)],
    [
      '500 after retries',
      async () => {
        serverOf(authorized).faults.set({ failRate: 1, failStatus: 500 });
        return client(serverOf(authorized).url, { maxRetries: 2 }).peer('alice');
      },
      (e) => sdk.InternalServerError.isInstance(e),
    ],
    ['connection refused', () => client(REFUSED_URL, { maxRetries: 1 }).peer('alice'), (e) => sdk.APIConnectionError.isInstance(e)],
    [
      'timeout',
      async () => {
        serverOf(authorized).faults.set({ latencyMs: 3_000 });
        return client(serverOf(authorized).url, { timeout: 200, maxRetries: 0 }).peer('alice');
      },
      (e) => sdk.APITimeoutError.isInstance(e),
    ],
    [
      'abort on a warm client',
      async () => {
        const honcho = client(serverOf(authorized).url);
        await honcho.peer('bob');
        // Far longer than the test's timeout: only a working abort ends this call in time.
        serverOf(authorized).faults.set({ latencyMs: 60_000 });
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 50);
        return honcho.peer('alice', { signal: controller.signal });
      },
      (e) => sdk.APIUserAbortError.isInstance(e),
    ],
    [
      // The first call of a client also creates the workspace; the abort must end that wait too.
      'abort on the first call of a client',
      async () => {
        serverOf(authorized).faults.set({ latencyMs: 60_000 });
        const controller = new AbortController();
        setTimeout(() => controller.abort(), 50);
        return client(serverOf(authorized).url).peer('alice', { signal: controller.signal });
      },
      (e) => sdk.APIUserAbortError.isInstance(e),
    ],
    ['malformed JSON', () => client('http://malformed.test', { fetch: fixedFetch('{"id": "alice", oops') }).peer('alice'), (e) => sdk.HonchoError.isInstance(e)],
    [
      'stream cut mid-answer',
      async () => {
        const honcho = client(serverOf(authorized).url);
        const alice = await honcho.peer('alice');
        // Something to say, so the answer spans several events and the cut lands mid-answer.
        const session = await honcho.session('stream-cut');
        await session.addMessages([alice.message('I love vegetarian food and hiking in Sintra.'), alice.message('My favourite food is vegetarian ramen.')]);
        serverOf(authorized).faults.set({ cutStreamAfterChunks: 2 });
        const stream = await alice.chatStream('What food does alice like?');
        for await (const delta of stream) void delta;
      },
      (e) => sdk.APIConnectionError.isInstance(e),
    ],
  ];

  it.each(paths)('%s', async (_name, run, isExpected) => {
    logLines.length = 0;
    const error = await capture(run);
    expect(isExpected(error), `unexpected error: ${inspect(error)}`).toBe(true);
    expectNoLeak(error);
    // Debug logging was really on, so a clean log means scrubbing, not silence.
    expect(logLines.length).toBeGreaterThan(0);
  });
});

describe('client objects never reveal the API key', () => {
  it('Honcho, its transport, peers, sessions, messages and streams', async () => {
    const honcho = client(serverOf(authorized).url);
    const alice = await honcho.peer('alice');
    const session = await honcho.session('s-secret');
    const [message] = await session.addMessages([alice.message('hello')]);
    const stream = await alice.chatStream('hi');
    for await (const delta of stream) void delta;
    const objects: Record<string, unknown> = { honcho, http: honcho.http, alice, session, message, stream, conclusions: alice.conclusions, webhooks: honcho.webhooks, keys: honcho.keys };
    const found = Object.entries(objects).flatMap(([name, value]) => leaks(value).map((where) => `${name}.${where}`));
    expect(found).toEqual([]);
    expect(logLines.filter((line) => line.includes(SECRET))).toEqual([]);
  });
});

describe('AI SDK memory errors never reveal the API key', () => {
  const prompt = [{ role: 'user', content: [{ type: 'text', text: 'Hello there' }] }];
  const scenarios: [string, () => string][] = [
    ['401', () => serverOf(strict).url],
    ['connection refused', () => REFUSED_URL],
    [
      '500',
      () => {
        serverOf(authorized).faults.set({ failRate: 1, failStatus: 500 });
        return serverOf(authorized).url;
      },
    ],
  ];

  it.each(scenarios)('onError payloads and thrown errors on %s', async (_name, url) => {
    logLines.length = 0;
    const reported: unknown[] = [];
    const honcho = aiSdk.createHoncho({ apiKey: SECRET, baseURL: url(), workspaceId: 'secrets', logLevel: 'debug', logger: captureSink, maxRetries: 0, timeout: 3_000, onError: (error) => reported.push(error) });
    const middleware = honcho.middleware({ userId: 'alice', sessionId: 'chat-1' });
    const transform = middleware.transformParams as unknown as (args: { params: { prompt: unknown[] }; type: string }) => Promise<unknown>;
    await transform({ params: { prompt }, type: 'generate' });
    expect(reported.length).toBeGreaterThan(0);
    for (const error of reported) expectNoLeak(error);
    const thrown = await capture(() => honcho.send({ userId: 'alice', sessionId: 'chat-1', content: 'hi' }));
    expectNoLeak(thrown);
    const found = [honcho, honcho.client, middleware].flatMap((value) => leaks(value));
    expect(found).toEqual([]);
  });
});

describe('openai-compat error bodies never reveal the API key', () => {
  const body = JSON.stringify({ model: 'workspace/secrets/peer/alice', messages: [{ role: 'user', content: 'What does alice like?' }] });
  const request = (authorization?: string): Request =>
    new Request('http://compat.test/v1/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body });

  const cases: [string, () => Promise<Response>][] = [
    ['handler with a configured key, 401 upstream', () => compat.createChatCompletionsHandler({ baseURL: serverOf(strict).url, apiKey: SECRET, maxRetries: 0 })(request())],
    ['handler passing the caller key through, 401 upstream', () => compat.createChatCompletionsHandler({ baseURL: serverOf(strict).url, maxRetries: 0 })(request(`Bearer ${SECRET}`))],
    ['handler, upstream refused', () => compat.createChatCompletionsHandler({ baseURL: REFUSED_URL, apiKey: SECRET, maxRetries: 0 })(request())],
    [
      'handler, upstream 500',
      () => {
        serverOf(authorized).faults.set({ failRate: 1, failStatus: 500 });
        return compat.createChatCompletionsHandler({ baseURL: serverOf(authorized).url, apiKey: SECRET, maxRetries: 0 })(request());
      },
    ],
    ['handler, malformed Authorization carrying the key', () => compat.createChatCompletionsHandler({ baseURL: serverOf(strict).url, maxRetries: 0 })(request(`Basic ${SECRET} extra`))],
    ['honchoFetch, 401 upstream', () => compat.honchoFetch({ baseURL: serverOf(strict).url, maxRetries: 0 })('http://ignored.test/v1/chat/completions', { method: 'POST', headers: { authorization: `Bearer ${SECRET}`, 'content-type': 'application/json' }, body })],
    ['honchoFetch, upstream refused', () => compat.honchoFetch({ baseURL: REFUSED_URL, apiKey: SECRET, maxRetries: 0 })('http://ignored.test/v1/chat/completions', { method: 'POST', headers: { 'content-type': 'application/json' }, body })],
  ];

  it.each(cases)('%s', async (_name, run) => {
    const response = await run();
    expect(response.status).toBeGreaterThanOrEqual(400);
    const text = await response.text();
    expect(text).toContain('"error"');
    expect(text).not.toContain(SECRET);
    expect([...response.headers.entries()].join('\n')).not.toContain(SECRET);
  });

  it('onError hears about upstream failures without the key', async () => {
    const heard: unknown[] = [];
    const handler = compat.createChatCompletionsHandler({ baseURL: REFUSED_URL, apiKey: SECRET, maxRetries: 0 }, { onError: (error) => heard.push(error) });
    await handler(request());
    expect(heard.length).toBeGreaterThan(0);
    for (const error of heard) expect(leaks(error)).toEqual([]);
  });
});

describe('hostile input and environments', () => {
  it('refuses ../ ids before any request', async () => {
    const sent: string[] = [];
    const honcho = new sdk.Honcho({ baseURL: 'http://never.test', apiKey: SECRET, fetch: async (input) => {
      sent.push(String(input));
      return new Response('{}');
    } });
    for (const id of ['../admin', '..', 'a/../b', '%2e%2e', '..%2F']) {
      const error = await capture(() => honcho.peer(id));
      expect(sdk.HonchoValidationError.isInstance(error)).toBe(true);
      const sessionError = await capture(() => honcho.session(id));
      expect(sdk.HonchoValidationError.isInstance(sessionError)).toBe(true);
    }
    expect(sent).toEqual([]);
  });

  it('response JSON with __proto__ keys does not pollute Object.prototype', async () => {
    const hostile = '{"id":"alice","workspace_id":"secrets","created_at":"2030-01-01T00:00:00Z","configuration":{"__proto__":{"polluted":true}},"metadata":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}},"__proto__":{"polluted":true}}';
    const honcho = new sdk.Honcho({ baseURL: 'http://hostile.test', workspaceId: 'secrets', fetch: fixedFetch(hostile) });
    const alice = await honcho.peer('alice');
    await alice.getMetadata().catch(() => undefined);
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });

  it('refuses browser use without dangerouslyAllowBrowser (simulated globals)', () => {
    const g = globalThis as Record<string, unknown>;
    const saved = { window: g.window, document: g.document };
    g.window = {};
    g.document = {};
    try {
      const error = (() => {
        try {
          new sdk.Honcho({ baseURL: 'http://browser.test', apiKey: SECRET });
        } catch (caught) {
          return caught;
        }
        return undefined;
      })();
      expect(sdk.HonchoValidationError.isInstance(error)).toBe(true);
      expect(String(error)).toMatch(/dangerouslyAllowBrowser/);
      expect(leaks(error)).toEqual([]);
      expect(() => new sdk.Honcho({ baseURL: 'http://browser.test', apiKey: SECRET, dangerouslyAllowBrowser: true })).not.toThrow();
    } finally {
      if (saved.window === undefined) delete g.window;
      else g.window = saved.window;
      if (saved.document === undefined) delete g.document;
      else g.document = saved.document;
    }
  });
});
