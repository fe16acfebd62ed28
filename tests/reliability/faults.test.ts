import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sdk, testing, testingNode } from './packages.js';
import { failOnUnhandledRejections } from './unhandled-rejections.js';

// Every transport fault a client meets in production, against the SDK users
// install (packages/*/dist). Each case asserts the typed error (class, status,
// attempts counted at the server) or the successful retry, and is bounded.
//
// Faults come from the emulator over real HTTP wherever it can produce them
// (latency, error statuses with Retry-After, connection drops before and after
// handling, cut and stalled event streams). msw is used only for what the
// emulator cannot send: Retry-After as an HTTP date or `retry-after-ms`, slow
// or cut bodies, malformed event streams, invalid JSON and HTML pages. Its
// handlers forward everything else to an in-process emulator.

failOnUnhandledRejections();

type RunningEmulator = Awaited<ReturnType<typeof testingNode.startEmulator>>;
type FaultRule = Parameters<RunningEmulator['faults']['add']>[0];

const WS = 'faults';
/** Retries in milliseconds, so a server's Retry-After is the only long wait and stands out in the timings. */
const FAST_BACKOFF = { initialDelayMs: 5, maxDelayMs: 20 };
/**
 * How soon an aborted call must settle. The faults below hold the request for
 * 10-30 s, so any bound far below that proves the abort ended the call; 1 s
 * holds on a loaded 2-core machine where timers fire 100+ ms late. The lags
 * actually measured are printed at the end of the file (`abort lag`).
 */
const ABORT_SETTLES_WITHIN_MS = 1_000;
/** Slack over a timeout's own length before a call counts as hung, for the same reason. */
const TIMEOUT_SLACK_MS = 1_500;

const MSW_BASE = 'http://faults.msw.test';
const SEED = {
  workspaces: [
    {
      id: WS,
      peers: ['alice', 'assistant'],
      sessions: [
        {
          id: 's1',
          peers: ['alice', 'assistant'],
          messages: [{ peer_id: 'alice', content: 'I love hiking in the mountains and drinking green tea every morning.' }],
        },
      ],
      conclusions: [{ observer_id: 'alice', observed_id: 'alice', content: 'Alice loves hiking and green tea', session_id: 's1' }],
    },
  ],
};

let emulator: RunningEmulator;
const inProcess = testing.createEmulator({ baseURL: MSW_BASE, seed: SEED });
const msw = setupServer(http.all(`${MSW_BASE}/*`, ({ request }) => inProcess.handler(request)));
const figures: Record<string, number> = {};

beforeAll(async () => {
  emulator = await testingNode.startEmulator({ port: 0, seed: SEED });
  // Real servers on 127.0.0.1 pass straight through msw.
  msw.listen({ onUnhandledRequest: 'bypass' });
});
afterEach(() => {
  emulator.faults.clear();
  msw.resetHandlers();
});
afterAll(async () => {
  msw.close();
  await emulator.close();
  console.info(`fault-suite figures (ms): ${JSON.stringify(figures)}`);
});

interface Fixture {
  readonly honcho: sdk.Honcho;
  readonly alice: sdk.Peer;
  readonly session: sdk.Session;
}

const client = (baseURL: string, options: sdk.HonchoConfig = {}): sdk.Honcho =>
  new sdk.Honcho({ baseURL, workspaceId: WS, maxRetries: 2, retryBackoff: FAST_BACKOFF, ...options });

/** A client whose workspace get-or-create is done, so faults hit only the call under test. */
async function warm(baseURL = emulator.url, options: sdk.HonchoConfig = {}): Promise<Fixture> {
  const honcho = client(baseURL, options);
  const alice = await honcho.peer('alice');
  const session = await honcho.session('s1');
  return { honcho, alice, session };
}

/** Requests the emulator received while `run` ran. */
async function countRequests<T>(run: () => Promise<T>): Promise<{ result: T | undefined; error: unknown; requests: number; elapsedMs: number }> {
  const before = emulator.stats.requests;
  const started = Date.now();
  try {
    const result = await run();
    return { result, error: undefined, requests: emulator.stats.requests - before, elapsedMs: Date.now() - started };
  } catch (error) {
    return { result: undefined, error, requests: emulator.stats.requests - before, elapsedMs: Date.now() - started };
  }
}

const PEERS_LIST = { method: 'POST', path: /\/peers\/list$/ } as const;
const MESSAGES = { method: 'POST', path: /\/sessions\/s1\/messages$/ } as const;
const CHAT = { method: 'POST', path: /\/chat$/ } as const;

const listPeers = (honcho: sdk.Honcho, options: { signal?: AbortSignal; timeout?: number } = {}) =>
  honcho.peers(options).then((page) => page.items.map((peer) => peer.id));

let messageCounter = 0;
const uniqueText = (label: string): string => `${label} ${++messageCounter} ${Math.random().toString(36).slice(2)}`;
const storedCount = (content: string): number => emulator.store.messages(WS, 's1').filter((message) => message.content === content).length;

function expectError<E>(error: unknown, kind: { isInstance(value: unknown): value is E }, name: string): E {
  expect(kind.isInstance(error), `expected ${name}, got ${String(error)}`).toBe(true);
  return error as E;
}

describe('connection refused', () => {
  let refusedURL: string;
  beforeAll(async () => {
    // A port that was just free: nothing listens there.
    const probe: Server = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    refusedURL = `http://127.0.0.1:${port}`;
  });

  /** Counts attempts on the client side: with nothing listening, no server can. */
  const countingFetch = (): { fetch: typeof fetch; attempts: () => number } => {
    let attempts = 0;
    return { fetch: (input, init) => (attempts++, fetch(input, init)), attempts: () => attempts };
  };

  it('a read fails with APIConnectionError after every retry (nothing reached a server)', async () => {
    const counting = countingFetch();
    const error = await listPeers(client(refusedURL, { fetch: counting.fetch })).catch((caught: unknown) => caught);
    const connection = expectError(error, sdk.APIConnectionError, 'APIConnectionError');
    expect(sdk.APITimeoutError.isInstance(connection)).toBe(false);
    expect(counting.attempts()).toBe(3);
  });

  it('a write is retried too (a refused connection proves nothing was sent) and reported notWritten', async () => {
    const fixture = await warm();
    const counting = countingFetch();
    // Built by hand (as 2.5 code does) so the message write is the first request: no workspace get-or-create.
    const offline = new sdk.Session('s1', WS, client(refusedURL, { fetch: counting.fetch }).http);
    const error = await offline.addMessages([fixture.alice.message(uniqueText('refused'))]).catch((caught: unknown) => caught);
    const batch = expectError(error, sdk.BatchWriteError, 'BatchWriteError');
    expect(batch.notWritten.map((item) => item.index)).toEqual([0]);
    expect(batch.unknown).toEqual([]);
    expect(sdk.APIConnectionError.isInstance(batch.cause)).toBe(true);
    expect(counting.attempts()).toBe(3);
  });
});

describe('connection reset', () => {
  it('before the response: a read is retried and succeeds', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, dropConnection: 'before', times: 1 });
    const { result, requests } = await countRequests(() => listPeers(honcho));
    expect(result).toEqual(expect.arrayContaining(['alice', 'assistant']));
    expect(requests).toBe(2);
    expect(emulator.stats.droppedBeforeHandling).toBeGreaterThanOrEqual(1);
  });

  it('before the response, every time: APIConnectionError after three attempts', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, dropConnection: 'before' });
    const { error, requests } = await countRequests(() => listPeers(honcho));
    expectError(error, sdk.APIConnectionError, 'APIConnectionError');
    expect(requests).toBe(3);
  });

  it('before the server handled a write: not retried, reported unknown, and nothing was stored', async () => {
    const { alice, session } = await warm();
    const content = uniqueText('reset-before');
    emulator.faults.set({ match: MESSAGES, dropConnection: 'before', times: 1 });
    const { error, requests } = await countRequests(() => session.addMessages([alice.message(content)]));
    const batch = expectError(error, sdk.BatchWriteError, 'BatchWriteError');
    // A reset cannot say whether the server read the request, so the SDK does not claim either way.
    expect(batch.unknown.map((item) => item.index)).toEqual([0]);
    expect(sdk.APIConnectionError.isInstance(batch.cause)).toBe(true);
    expect(requests).toBe(1);
    expect(storedCount(content)).toBe(0);
  });

  it('after the server processed a write: not retried (no duplicate), reported unknown, stored once', async () => {
    const { alice, session } = await warm();
    const content = uniqueText('reset-after');
    emulator.faults.set({ match: MESSAGES, dropConnection: 'after', times: 1 });
    const { error, requests } = await countRequests(() => session.addMessages([alice.message(content)]));
    const batch = expectError(error, sdk.BatchWriteError, 'BatchWriteError');
    expect(batch.unknown.map((item) => item.index)).toEqual([0]);
    expect(batch.written).toEqual([]);
    expect(requests).toBe(1);
    expect(storedCount(content)).toBe(1);
    expect(emulator.stats.droppedAfterHandling).toBeGreaterThanOrEqual(1);
  });

  it('after the server processed an idempotent get-or-create: retried, and the peer exists once', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: { method: 'POST', path: /\/peers$/ }, dropConnection: 'after', times: 1 });
    const { result, requests } = await countRequests(() => honcho.peer('carol'));
    expect(result?.id).toBe('carol');
    expect(requests).toBe(2);
    expect(emulator.store.peers(WS).filter((peer) => peer.id === 'carol')).toHaveLength(1);
  });
});

describe('429 Too Many Requests', () => {
  it('Retry-After in seconds is honoured, then the read succeeds', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, failRate: 1, failStatus: 429, retryAfter: 1, times: 1 });
    const { result, requests, elapsedMs } = await countRequests(() => listPeers(honcho));
    expect(result).toContain('alice');
    expect(requests).toBe(2);
    // Backoff alone is at most 20 ms here; a second means the header was read.
    expect(elapsedMs).toBeGreaterThanOrEqual(950);
    figures['retry-after 1 s, total'] = elapsedMs;
  });

  it('a write turned away with 429 is retried (the server did not act) and stored once', async () => {
    const { alice, session } = await warm();
    const content = uniqueText('429-write');
    emulator.faults.set({ match: MESSAGES, failRate: 1, failStatus: 429, retryAfter: 0, times: 2 });
    const { result, requests } = await countRequests(() => session.addMessages([alice.message(content)]));
    expect(result?.map((message) => message.content)).toEqual([content]);
    expect(requests).toBe(3);
    expect(storedCount(content)).toBe(1);
  });

  it('a storm that does not recover: RateLimitError with status 429 after three attempts', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, failRate: 1, failStatus: 429, retryAfter: 0 });
    const { error, requests } = await countRequests(() => listPeers(honcho));
    const limited = expectError(error, sdk.RateLimitError, 'RateLimitError');
    expect(limited.status).toBe(429);
    expect(requests).toBe(3);
  });

  it('Retry-After as an HTTP date is honoured (msw: the emulator sends seconds only)', async () => {
    const { honcho } = await warm(MSW_BASE);
    let hits = 0;
    msw.use(
      http.post(
        `${MSW_BASE}/v3/workspaces/${WS}/peers/list`,
        () => {
          hits++;
          // Dates have whole seconds: the wait is between 1 and 2 s.
          const at = new Date(Date.now() + 2_000).toUTCString();
          return HttpResponse.json({ detail: 'slow down' }, { status: 429, headers: { 'retry-after': at } });
        },
        { once: true },
      ),
    );
    const started = Date.now();
    const peers = await listPeers(honcho);
    const elapsedMs = Date.now() - started;
    expect(peers).toContain('alice');
    expect(hits).toBe(1);
    expect(elapsedMs).toBeGreaterThanOrEqual(900);
    expect(elapsedMs).toBeLessThan(2_000 + TIMEOUT_SLACK_MS);
    figures['retry-after date (+2 s), total'] = elapsedMs;
  });

  it('retry-after-ms is honoured and wins over Retry-After (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    msw.use(
      http.post(
        `${MSW_BASE}/v3/workspaces/${WS}/peers/list`,
        () => HttpResponse.json({ detail: 'slow down' }, { status: 429, headers: { 'retry-after-ms': '400', 'retry-after': '30' } }),
        { once: true },
      ),
    );
    const started = Date.now();
    const peers = await listPeers(honcho);
    const elapsedMs = Date.now() - started;
    expect(peers).toContain('alice');
    expect(elapsedMs).toBeGreaterThanOrEqual(380);
    // Had the 30 s Retry-After been used, this call would still be waiting.
    expect(elapsedMs).toBeLessThan(400 + TIMEOUT_SLACK_MS);
    figures['retry-after-ms 400, total'] = elapsedMs;
  });
});

describe.each([500, 502, 503, 504])('%i storms', (status) => {
  it('that recover: a read succeeds on the third attempt', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, failRate: 1, failStatus: status, times: 2 });
    const { result, requests } = await countRequests(() => listPeers(honcho));
    expect(result).toContain('alice');
    expect(requests).toBe(3);
  });

  it('that do not recover: ServerError with the status after three attempts', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, failRate: 1, failStatus: status });
    const { error, requests } = await countRequests(() => listPeers(honcho));
    const server = expectError(error, sdk.ServerError, 'ServerError');
    expect(server.status).toBe(status);
    expect(requests).toBe(3);
  });

  it(`on a write: ${status === 503 ? 'retried (503 means turned away unprocessed) and stored once' : 'not retried (the server may have acted), reported unknown'}`, async () => {
    const { alice, session } = await warm();
    const content = uniqueText(`${status}-write`);
    emulator.faults.set({ match: MESSAGES, failRate: 1, failStatus: status, times: 1 });
    const { result, error, requests } = await countRequests(() => session.addMessages([alice.message(content)]));
    if (status === 503) {
      expect(result?.map((message) => message.content)).toEqual([content]);
      expect(requests).toBe(2);
      expect(storedCount(content)).toBe(1);
    } else {
      const batch = expectError(error, sdk.BatchWriteError, 'BatchWriteError');
      expect(batch.status).toBe(status);
      expect(batch.unknown.map((item) => item.index)).toEqual([0]);
      expect(requests).toBe(1);
      // The emulator's injected failures never write; "unknown" resolves, by checking, to not stored.
      expect(storedCount(content)).toBe(0);
    }
  });
});

describe('slow responses and timeouts', () => {
  it('slow headers: APITimeoutError at the call timeout, not retried', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, latencyMs: 10_000 });
    const { error, requests, elapsedMs } = await countRequests(() => listPeers(honcho, { timeout: 300 }));
    const timeout = expectError(error, sdk.APITimeoutError, 'APITimeoutError');
    expect(timeout.message).toContain('300 ms');
    expect(requests).toBe(1);
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
    expect(elapsedMs).toBeLessThan(300 + TIMEOUT_SLACK_MS);
    figures['slow headers, timeout 300, settled'] = elapsedMs;
  });

  it('slow body within the timeout: the answer arrives whole (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/list`, async ({ request }) => {
        const real = await inProcess.handler(request);
        const text = await real.text();
        return new HttpResponse(dribble(text, 6, 50), { status: real.status, headers: { 'content-type': 'application/json' } });
      }),
    );
    const peers = await listPeers(honcho, { timeout: 5_000 });
    expect(peers).toEqual(expect.arrayContaining(['alice', 'assistant']));
  });

  it('slow body past the timeout: APITimeoutError, not retried (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    let hits = 0;
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/list`, () => {
        hits++;
        return new HttpResponse(dribble('{"items": [], "total": 0, "page": 1, "size": 50, "pages": 0}', 20, 100), {
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const started = Date.now();
    const error = await listPeers(honcho, { timeout: 400 }).catch((caught: unknown) => caught);
    expectError(error, sdk.APITimeoutError, 'APITimeoutError');
    expect(hits).toBe(1);
    expect(Date.now() - started).toBeLessThan(400 + TIMEOUT_SLACK_MS);
  });
});

describe('event streams', () => {
  const streamText = async (stream: AsyncIterable<string>): Promise<{ text: string; error: unknown }> => {
    let text = '';
    try {
      for await (const piece of stream) text += piece;
    } catch (error) {
      return { text, error };
    }
    return { text, error: undefined };
  };

  it('a healthy stream ends cleanly (the control case)', async () => {
    const { alice } = await warm();
    const { text, error } = await streamText(await alice.chatStream('What does alice love?'));
    expect(error).toBeUndefined();
    expect(text.length).toBeGreaterThan(0);
  });

  it('stalled: APITimeoutError after idleTimeoutMs, with the text so far delivered', async () => {
    const { alice } = await warm();
    emulator.faults.set({ match: CHAT, stallStreamAfterChunks: 1 });
    const started = Date.now();
    const { text, error } = await streamText(await alice.chatStream('What does alice love?', { idleTimeoutMs: 300 }));
    const elapsedMs = Date.now() - started;
    const timeout = expectError(error, sdk.APITimeoutError, 'APITimeoutError');
    expect(timeout.message).toMatch(/idle/i);
    expect(text.length).toBeGreaterThan(0);
    expect(emulator.stats.stalledStreams).toBeGreaterThanOrEqual(1);
    expect(elapsedMs).toBeLessThan(300 + TIMEOUT_SLACK_MS);
    figures['stalled stream, idle 300, settled'] = elapsedMs;
  });

  it('cut between events (no final event): APIConnectionError, not a silent short answer', async () => {
    const { alice } = await warm();
    emulator.faults.set({ match: CHAT, cutStreamAfterChunks: 1 });
    const { error } = await streamText(await alice.chatStream('What does alice love?'));
    expectError(error, sdk.APIConnectionError, 'APIConnectionError');
    expect(emulator.stats.cutStreams).toBeGreaterThanOrEqual(1);
  });

  it('cut in the middle of an event: APIConnectionError (msw)', async () => {
    const { alice } = await warm(MSW_BASE);
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/alice/chat`, () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode('data: {"delta": {"content": "Alice loves "}, "done": false}\n\n'));
            controller.enqueue(encoder.encode('data: {"delta": {"content": "hik'));
            await delay(20);
            controller.error(new Error('socket hang up'));
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    const { text, error } = await streamText(await alice.chatStream('What does alice love?'));
    expectError(error, sdk.APIConnectionError, 'APIConnectionError');
    expect(text).toBe('Alice loves ');
  });

  it('ends part-way through an event: APIConnectionError (msw)', async () => {
    const { alice } = await warm(MSW_BASE);
    msw.use(
      http.post(
        `${MSW_BASE}/v3/workspaces/${WS}/peers/alice/chat`,
        () => new HttpResponse('data: {"delta": {"content": "Alice"}, "done": false}\n\ndata: {"delta": {"con', { headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    const { error } = await streamText(await alice.chatStream('What does alice love?'));
    expectError(error, sdk.APIConnectionError, 'APIConnectionError');
  });

  it('malformed event data: APIResponseError (msw)', async () => {
    const { alice } = await warm(MSW_BASE);
    msw.use(
      http.post(
        `${MSW_BASE}/v3/workspaces/${WS}/peers/alice/chat`,
        () => new HttpResponse('data: {"delta": {"content": "ok"}, "done": false}\n\ndata: {not json at all\n\n', { headers: { 'content-type': 'text/event-stream' } }),
      ),
    );
    const { text, error } = await streamText(await alice.chatStream('What does alice love?'));
    expectError(error, sdk.APIResponseError, 'APIResponseError');
    expect(text).toBe('ok');
  });
});

describe('bodies that are not what they claim', () => {
  it('invalid JSON in a success: APIResponseError with the status, not retried (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    let hits = 0;
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/list`, () => {
        hits++;
        return new HttpResponse('{"items": [{"id": "alice", ', { headers: { 'content-type': 'application/json' } });
      }),
    );
    const error = await listPeers(honcho).catch((caught: unknown) => caught);
    const response = expectError(error, sdk.APIResponseError, 'APIResponseError');
    expect(response.status).toBe(200);
    expect(hits).toBe(1);
  });

  it('an HTML error page from a proxy: ServerError 502 with the page as body, retried like any 502 (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    let hits = 0;
    const page = '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>';
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/list`, () => {
        hits++;
        return new HttpResponse(page, { status: 502, headers: { 'content-type': 'text/html' } });
      }),
    );
    const error = await listPeers(honcho).catch((caught: unknown) => caught);
    const server = expectError(error, sdk.ServerError, 'ServerError');
    expect(server.status).toBe(502);
    expect(JSON.stringify(server.body)).toContain('Bad Gateway');
    expect(hits).toBe(3);
  });

  it('an HTML page with status 200 (a captive portal): APIResponseError, not retried (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    let hits = 0;
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/list`, () => {
        hits++;
        return new HttpResponse('<!doctype html><html><body>Sign in to the Wi-Fi</body></html>', { headers: { 'content-type': 'text/html' } });
      }),
    );
    const error = await listPeers(honcho).catch((caught: unknown) => caught);
    const response = expectError(error, sdk.APIResponseError, 'APIResponseError');
    expect(response.message).toContain('Sign in');
    expect(hits).toBe(1);
  });
});

describe('abort at each phase settles promptly and is not retried', () => {
  /** Aborts after `afterMs` and measures how long the call took to settle after the abort. */
  async function abortAfter(afterMs: number, run: (signal: AbortSignal) => Promise<unknown>): Promise<{ error: unknown; lagMs: number }> {
    const controller = new AbortController();
    let abortedAt = 0;
    const timer = setTimeout(() => {
      abortedAt = Date.now();
      controller.abort(new Error('user navigated away'));
    }, afterMs);
    try {
      await run(controller.signal);
    } catch (error) {
      return { error, lagMs: Date.now() - abortedAt };
    } finally {
      clearTimeout(timer);
    }
    throw new Error('expected the call to be aborted');
  }

  function expectAbort(phase: string, outcome: { error: unknown; lagMs: number }): void {
    const abort = expectError(outcome.error, sdk.APIUserAbortError, 'APIUserAbortError');
    expect(sdk.APITimeoutError.isInstance(abort)).toBe(false);
    expect(outcome.lagMs).toBeGreaterThanOrEqual(0);
    expect(outcome.lagMs).toBeLessThan(ABORT_SETTLES_WITHIN_MS);
    figures[`abort lag: ${phase}`] = outcome.lagMs;
  }

  it('connect: a connection that never opens (fetch never answers)', async () => {
    // A local connect cannot be held open (the kernel completes it at once), so
    // the connect phase is a fetch that never settles and ignores the signal:
    // the worst case, proving the client does not depend on fetch honouring it.
    let attempts = 0;
    const honcho = client(emulator.url, {
      fetch: () => {
        attempts++;
        return new Promise<Response>(() => undefined);
      },
    });
    const before = emulator.stats.requests;
    const outcome = await abortAfter(50, (signal) => listPeers(honcho, { signal }));
    expectAbort('connect', outcome);
    expect(attempts).toBe(1);
    expect(emulator.stats.requests - before).toBe(0);
  });

  it('workspace get-or-create of a fresh client (honcho.peers())', async () => {
    const honcho = client(emulator.url, { workspaceId: 'fresh-abort' });
    emulator.faults.set({ match: { method: 'POST', path: /^\/v3\/workspaces$/ }, latencyMs: 10_000 });
    const before = emulator.stats.requests;
    const outcome = await abortAfter(50, (signal) => listPeers(honcho, { signal }));
    expectAbort('workspace get-or-create', outcome);
    expect(emulator.stats.requests - before).toBe(1);
  });

  it('headers: the server holds the request', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, latencyMs: 10_000 });
    const before = emulator.stats.requests;
    const outcome = await abortAfter(50, (signal) => listPeers(honcho, { signal }));
    expectAbort('headers', outcome);
    expect(emulator.stats.requests - before).toBe(1);
  });

  it('backoff: waiting out a 30 s Retry-After', async () => {
    const { honcho } = await warm();
    emulator.faults.set({ match: PEERS_LIST, failRate: 1, failStatus: 503, retryAfter: 30 });
    const before = emulator.stats.requests;
    const outcome = await abortAfter(150, (signal) => listPeers(honcho, { signal }));
    expectAbort('backoff', outcome);
    expect(emulator.stats.requests - before).toBe(1);
  });

  it('body: headers arrived, the body stalls (msw)', async () => {
    const { honcho } = await warm(MSW_BASE);
    let hits = 0;
    msw.use(
      http.post(`${MSW_BASE}/v3/workspaces/${WS}/peers/list`, () => {
        hits++;
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"items": ['));
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'application/json' } });
      }),
    );
    const outcome = await abortAfter(100, (signal) => listPeers(honcho, { signal }));
    expectAbort('body', outcome);
    expect(hits).toBe(1);
  });

  it('stream: mid-iteration of a stalled event stream', async () => {
    const { alice } = await warm();
    emulator.faults.set({ match: CHAT, stallStreamAfterChunks: 1 });
    const before = emulator.stats.requests;
    let text = '';
    const outcome = await abortAfter(150, async (signal) => {
      for await (const piece of await alice.chatStream('What does alice love?', { signal })) text += piece;
    });
    expectAbort('stream', outcome);
    expect(text.length).toBeGreaterThan(0);
    expect(emulator.stats.requests - before).toBe(1);
  });
});

/** A body that sends `text` in `pieces` parts, `gapMs` apart. */
function dribble(text: string, pieces: number, gapMs: number): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  const size = Math.ceil(bytes.length / pieces);
  let offset = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (offset >= bytes.length) {
        controller.close();
        return;
      }
      if (offset > 0) await delay(gapMs);
      controller.enqueue(bytes.slice(offset, offset + size));
      offset += size;
    },
  });
}
