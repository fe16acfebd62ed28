import { HonchoValidationError, InternalServerError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { BatchWriteError } from '../batching/index.js';
import type { MessageInput } from '../message/message-input.js';
import { recordingFetch, sessionOver, wireMessage } from './test-support/recording-fetch.js';

async function validationError(promise: Promise<unknown>): Promise<HonchoValidationError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(HonchoValidationError);
  return error as HonchoValidationError;
}

const paths = (error: HonchoValidationError): string[] => error.issues.map((issue) => issue.path);

describe('Session: input is checked before anything is sent', () => {
  it('addMessages names every bad message of a large batch and sends nothing', async () => {
    const { calls, fetch } = recordingFetch();
    const session = sessionOver(fetch);
    const messages: MessageInput[] = Array.from({ length: 250 }, (_, i) => ({ peerId: 'alice', content: `m${i}` }));
    messages[3] = { peerId: 'not valid!', content: 'x' };
    messages[120] = { peerId: 'alice', content: 'x'.repeat(25_001) };
    messages[121] = { peerId: 'alice', content: '   ' };
    messages[200] = { peerId: 'alice', content: 'ok', metadata: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) };
    messages[249] = { peerId: 'alice', content: 'ok', createdAt: 'yesterday' };
    const error = await validationError(session.addMessages(messages));
    expect(paths(error)).toEqual([
      'messages[3].peerId',
      'messages[120].content',
      'messages[121].content',
      'messages[200].metadata',
      'messages[249].createdAt',
    ]);
    expect(error.message).toContain('25000');
    expect(calls).toHaveLength(0);
  });

  it('addMessages accepts content of exactly 25,000 characters', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json([wireMessage(0)]));
    await sessionOver(fetch).addMessages({ peerId: 'alice', content: 'x'.repeat(25_000) });
    expect(calls).toHaveLength(1);
  });

  it('addMessages refuses a bad concurrency before sending', async () => {
    const { calls, fetch } = recordingFetch();
    const error = await validationError(sessionOver(fetch).addMessages([{ peerId: 'alice', content: 'hi' }], { concurrency: 0 }));
    expect(paths(error)).toEqual(['concurrency']);
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['addPeers', (s: ReturnType<typeof sessionOver>) => s.addPeers(['ok', 'bad id', ['alice', { observeMe: 'yes' as never }], 42 as never]), ['peers[1]', 'peers[2][1].observeMe', 'peers[3]']],
    ['setPeers', (s: ReturnType<typeof sessionOver>) => s.setPeers({ 'has space': {}, fine: { observe_me: true } as never }), ['peers.has space', 'peers.fine.observe_me']],
    ['removePeers', (s: ReturnType<typeof sessionOver>) => s.removePeers(['', { id: 'a/b' }]), ['peers[0]', 'peers[1]']],
    ['getPeerConfiguration', (s: ReturnType<typeof sessionOver>) => s.getPeerConfiguration(''), ['peer']],
    ['setPeerConfiguration', (s: ReturnType<typeof sessionOver>) => s.setPeerConfiguration('alice', { observeOthers: 1 as never }), ['configuration.observeOthers']],
    ['messages', (s: ReturnType<typeof sessionOver>) => s.messages({ size: 101, page: 0 }), ['page', 'size']],
    ['getMessage', (s: ReturnType<typeof sessionOver>) => s.getMessage(''), ['messageId']],
    ['updateMessage', (s: ReturnType<typeof sessionOver>) => s.updateMessage('m1', [] as never), ['metadata']],
    ['search', (s: ReturnType<typeof sessionOver>) => s.search('  ', { limit: 101 }), ['query', 'limit']],
    ['setMetadata', (s: ReturnType<typeof sessionOver>) => s.setMetadata(null as never), ['metadata']],
    ['setConfiguration', (s: ReturnType<typeof sessionOver>) => s.setConfiguration({ summary: { messagesPerShortSummary: 5 } }), ['configuration.summary.messagesPerShortSummary']],
    ['clone', (s: ReturnType<typeof sessionOver>) => s.clone(''), ['messageId']],
    ['queueStatus', (s: ReturnType<typeof sessionOver>) => s.queueStatus({ observer: 'bad id', session: 'other' }), ['observer', 'session']],
    ['representation', (s: ReturnType<typeof sessionOver>) => s.representation('alice', { searchTopK: 0, searchMaxDistance: 2, target: '' }), ['target', 'searchTopK', 'searchMaxDistance']],
    [
      'context',
      (s: ReturnType<typeof sessionOver>) => s.context({ tokens: 100_001, scope: 'team', peerPerspective: 'bob', limitToSession: true, sessions: ['other'] }),
      ['sessions', 'tokens', 'sessions', 'sessions', 'sessions', 'peerPerspective', 'scope', 'scope'],
    ],
  ] as const)('%s', async (_name, call, expected) => {
    const { calls, fetch } = recordingFetch();
    const error = await validationError(call(sessionOver(fetch)));
    expect(paths(error)).toEqual(expected);
    expect(calls).toHaveLength(0);
  });

  it('addMessages refuses invalid per-call options as an input error, sending nothing', async () => {
    const { calls, fetch } = recordingFetch();
    const error = await validationError(sessionOver(fetch).addMessages([{ peerId: 'alice', content: 'hi' }], { timeout: -1 }));
    expect(paths(error)).toEqual(['timeout']);
    expect(calls).toHaveLength(0);
  });

  it('context names misspelt options and representation options', async () => {
    const { calls, fetch } = recordingFetch();
    const error = await validationError(
      sessionOver(fetch).context({ peer_target: 'x', representationOptions: { searchTopK: 5, top_k: 3 } } as never),
    );
    expect(paths(error)).toEqual(['peer_target', 'representationOptions.top_k']);
    expect(calls).toHaveLength(0);
  });

  it('context needs peerTarget for a scope, and a scope name without the reserved prefix; a search query needs no peerTarget (the server takes it without one)', async () => {
    const { fetch } = recordingFetch();
    const error = await validationError(sessionOver(fetch).context({ scope: 'scope.team', representationOptions: { searchQuery: 'x' } }));
    expect(paths(error)).toEqual(['scope', 'scope']);
  });
});

describe('Session: what is sent', () => {
  it('addMessages splits into requests of 100 sent one after another, mapping each message to the wire', async () => {
    let inFlight = 0;
    let peak = 0;
    const { calls, fetch } = recordingFetch(async (request) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight--;
      const batch = (request.body as { messages: { content: string }[] }).messages;
      return Response.json(batch.map((message, i) => ({ ...wireMessage(i), content: message.content })), { status: 201 });
    });
    const inputs: MessageInput[] = Array.from({ length: 250 }, (_, i) => ({ peerId: 'alice', content: `m${i}` }));
    inputs[0] = { peerId: 'alice', content: 'first', metadata: { a: 1 }, configuration: { reasoning: { enabled: false, customInstructions: 'x' } }, createdAt: '2024-05-01T10:00:00Z' };
    inputs[1] = { peerId: 'alice', content: 'second', configuration: null };
    const stored = await sessionOver(fetch).addMessages(inputs);
    expect(stored.map((message) => message.content)).toEqual(inputs.map((input) => input.content));
    expect(calls.map((call) => (call.body as { messages: unknown[] }).messages.length)).toEqual([100, 100, 50]);
    expect(peak).toBe(1);
    expect(calls[0]?.url.pathname).toBe('/v3/workspaces/w/sessions/s1/messages');
    const [first, second] = (calls[0]?.body as { messages: Record<string, unknown>[] }).messages;
    expect(first).toEqual({
      peer_id: 'alice',
      content: 'first',
      metadata: { a: 1 },
      configuration: { reasoning: { enabled: false, custom_instructions: 'x' } },
      created_at: '2024-05-01T10:00:00Z',
    });
    expect(second).toEqual({ peer_id: 'alice', content: 'second' });
  });

  it('addMessages with concurrency sends batches side by side', async () => {
    let inFlight = 0;
    let peak = 0;
    const { fetch } = recordingFetch(async (request) => {
      inFlight++;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      return Response.json((request.body as { messages: unknown[] }).messages.map((_, i) => wireMessage(i)), { status: 201 });
    });
    const inputs: MessageInput[] = Array.from({ length: 500 }, (_, i) => ({ peerId: 'alice', content: `m${i}` }));
    await sessionOver(fetch).addMessages(inputs, { concurrency: 4 });
    expect(peak).toBe(4);
  });

  it('addMessages never retries a batch the server may have stored (500), and reports it unknown', async () => {
    const { calls, fetch } = recordingFetch((request) =>
      request.url.pathname.endsWith('/messages') && (request.body as { messages: { content: string }[] }).messages[0]?.content === 'm100'
        ? Response.json({ detail: 'An unexpected error occurred' }, { status: 500 })
        : Response.json((request.body as { messages: unknown[] }).messages.map((_, i) => wireMessage(i)), { status: 201 }),
    );
    const inputs: MessageInput[] = Array.from({ length: 300 }, (_, i) => ({ peerId: 'alice', content: `m${i}` }));
    const error = (await sessionOver(fetch).addMessages(inputs).catch((e: unknown) => e)) as BatchWriteError<MessageInput>;
    expect(BatchWriteError.isInstance(error)).toBe(true);
    expect(calls).toHaveLength(2);
    expect(calls.map((call) => call.headers.get('x-honcho-retry-count'))).toEqual(['0', '0']);
    expect(error.cause).toBeInstanceOf(InternalServerError);
    expect(error.status).toBe(500);
    expect(error.written).toHaveLength(100);
    expect(error.unknown.map((item) => item.index)).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
    expect(error.notWritten.map((item) => item.index)).toEqual(Array.from({ length: 100 }, (_, i) => 200 + i));
    // The caller's own inputs come back, ready to resend.
    expect(error.notWrittenInputs[0]).toBe(inputs[200]);
  });

  it('addMessages bounds the whole call by `timeout`: batches not started in time are not sent', async () => {
    const { calls, fetch } = recordingFetch(async (request) => {
      await new Promise((resolve) => setTimeout(resolve, 40));
      return Response.json((request.body as { messages: unknown[] }).messages.map((_, i) => wireMessage(i)), { status: 201 });
    });
    const inputs: MessageInput[] = Array.from({ length: 1000 }, (_, i) => ({ peerId: 'alice', content: `m${i}` }));
    const started = Date.now();
    const error = (await sessionOver(fetch).addMessages(inputs, { timeout: 100 }).catch((e: unknown) => e)) as BatchWriteError<MessageInput>;
    expect(Date.now() - started).toBeLessThan(1000);
    expect(BatchWriteError.isInstance(error)).toBe(true);
    expect(error.cause).toMatchObject({ name: 'APITimeoutError' });
    expect(calls.length).toBeLessThan(10);
    expect(error.notWritten.length).toBeGreaterThanOrEqual(1000 - calls.length * 100);
    expect(error.written.length + error.unknown.length + error.notWritten.length).toBe(1000);
  });

  it('addMessages of nothing sends nothing', async () => {
    const { calls, fetch } = recordingFetch();
    expect(await sessionOver(fetch).addMessages([])).toEqual([]);
    expect(calls).toHaveLength(0);
  });

  it('addMessages reports a failed workspace creation as nothing written', async () => {
    const { calls, fetch } = recordingFetch();
    const session = sessionOver(fetch, 's1', () => Promise.reject(new Error('workspace down')));
    const error = (await session.addMessages([{ peerId: 'alice', content: 'x' }]).catch((e: unknown) => e)) as BatchWriteError;
    expect(BatchWriteError.isInstance(error)).toBe(true);
    expect(error.notWritten).toHaveLength(1);
    expect((error.cause as Error).message).toBe('workspace down');
    expect(calls).toHaveLength(0);
  });

  it('peers() fetches every page, 100 at a time', async () => {
    const total = 250;
    const { calls, fetch } = recordingFetch((request) => {
      const page = Number(request.url.searchParams.get('page'));
      const size = Number(request.url.searchParams.get('size'));
      const start = (page - 1) * size;
      const items = Array.from({ length: Math.max(0, Math.min(size, total - start)) }, (_, i) => ({
        id: `peer-${start + i}`,
        workspace_id: 'w',
        metadata: { n: start + i },
        configuration: { observe_me: false },
        created_at: '2025-01-01T00:00:00Z',
      }));
      return Response.json({ items, total, page, size, pages: Math.ceil(total / size) });
    });
    const peers = await sessionOver(fetch).peers();
    expect(peers.map((peer) => peer.id)).toEqual(Array.from({ length: total }, (_, i) => `peer-${i}`));
    expect(peers[7]?.metadata).toEqual({ n: 7 });
    expect(peers[7]?.configuration).toEqual({ observeMe: false });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}${call.url.search}`)).toEqual([
      'GET /v3/workspaces/w/sessions/s1/peers?page=1&size=100',
      'GET /v3/workspaces/w/sessions/s1/peers?page=2&size=100',
      'GET /v3/workspaces/w/sessions/s1/peers?page=3&size=100',
    ]);
  });

  it('encodes ids in paths, so an id cannot change the route', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json(wireMessage(0)));
    await sessionOver(fetch).getMessage('../../peers/x?y=1');
    expect(calls[0]?.url.pathname).toBe('/v3/workspaces/w/sessions/s1/messages/..%2F..%2Fpeers%2Fx%3Fy%3D1');
  });

  it('context sends every option as the query the route reads', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ id: 's1', messages: [] }));
    await sessionOver(fetch).context({
      tokens: 2000,
      summary: false,
      peerTarget: { id: 'alice' },
      sessions: ['s1', { id: 's2' }],
      representationOptions: { searchQuery: { content: 'pizza' }, searchTopK: 5, searchMaxDistance: 0.4, includeMostFrequent: true, maxConclusions: 10 },
    });
    const query = calls[0]?.url.searchParams;
    expect(calls[0]?.url.pathname).toBe('/v3/workspaces/w/sessions/s1/context');
    expect(query?.getAll('sessions')).toEqual(['s1', 's2']);
    expect(Object.fromEntries([...(query?.entries() ?? [])].filter(([key]) => key !== 'sessions'))).toEqual({
      tokens: '2000',
      summary: 'false',
      peer_target: 'alice',
      search_query: 'pizza',
      search_top_k: '5',
      search_max_distance: '0.4',
      include_most_frequent: 'true',
      max_conclusions: '10',
    });
  });

  it('queueStatus is always scoped to this session', async () => {
    const { calls, fetch } = recordingFetch(() =>
      Response.json({ total_work_units: 3, completed_work_units: 1, in_progress_work_units: 1, pending_work_units: 1 }),
    );
    const status = await sessionOver(fetch).queueStatus({ observer: { id: 'bot' }, sender: 'alice', session: 's1' });
    expect(status).toEqual({ totalWorkUnits: 3, completedWorkUnits: 1, inProgressWorkUnits: 1, pendingWorkUnits: 1 });
    expect(calls[0]?.url.pathname).toBe('/v3/workspaces/w/queue/status');
    expect(Object.fromEntries(calls[0]?.url.searchParams ?? [])).toEqual({ observer_id: 'bot', sender_id: 'alice', session_id: 's1' });
  });

  it('representation is limited to this session', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ representation: 'likes pizza' }));
    const text = await sessionOver(fetch).representation('alice', { target: 'bob', searchQuery: 'food', maxConclusions: 3 });
    expect(text).toBe('likes pizza');
    expect(calls[0]?.url.pathname).toBe('/v3/workspaces/w/peers/alice/representation');
    expect(calls[0]?.body).toEqual({ session_id: 's1', target: 'bob', search_query: 'food', max_conclusions: 3 });
  });

  it('passes per-call options to the transport', async () => {
    const { calls, fetch } = recordingFetch(() => Response.json({ id: 's1', short_summary: null, long_summary: null }));
    await sessionOver(fetch).summaries({ headers: { 'x-trace': 'abc' } });
    expect(calls[0]?.headers.get('x-trace')).toBe('abc');
    const controller = new AbortController();
    controller.abort();
    await expect(sessionOver(fetch).summaries({ signal: controller.signal })).rejects.toMatchObject({ name: 'APIUserAbortError' });
  });
});

describe('Session: secrets', () => {
  it('never shows the API key when printed or serialised', async () => {
    const { inspect } = await import('node:util');
    const { fetch } = recordingFetch();
    const session = sessionOver(fetch);
    for (const shown of [JSON.stringify(session), String(session), inspect(session, { depth: 10, showHidden: true })]) {
      expect(shown).not.toContain('hch-test-key');
    }
    expect(JSON.stringify(session)).toBe('{"id":"s1","workspaceId":"w"}');
  });
});
