import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import * as V25 from 'honcho-sdk-published';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../index.js';

// Every option spelling of the 2.x releases (read from the published 2.0.1 ... 2.5.0 builds'
// declarations and code), each called as 2.x code calls it, once through the published 2.5.0
// and once through this package, against the same emulator over HTTP. Each call must succeed
// with both, and the request the server receives must be the same: the same route, query
// string and body. A spelling only 2.0 had (session.context's top-level `searchQuery`, which
// 2.1-2.5 dropped) cannot be compared with 2.5.0; context-options.integration.test.ts sends it
// and checks what the server received and answered.

/** What a row's call is handed: 2.5's objects, or ours standing in for them. */
interface Env {
  readonly honcho: V25.Honcho;
  readonly alice: V25.Peer;
  readonly bob: V25.Peer;
  readonly session: V25.Session;
}

interface Row {
  readonly method: string;
  /** The 2.x releases the spellings ran in. */
  readonly releases: string;
  /** The end of the path of the request to compare (a call may also make others, such as the workspace's get-or-create). */
  readonly route: string;
  readonly call: (env: Env) => Promise<unknown>;
}

const rows: readonly Row[] = [
  {
    method: 'session.context (every 2.1+ option)',
    releases: '2.1.0-2.5.0',
    route: '/context',
    call: ({ session }) =>
      session.context({
        summary: false,
        tokens: 500,
        peerTarget: 'alice',
        peerPerspective: 'bob',
        limitToSession: true,
        representationOptions: { searchQuery: 'hi', searchTopK: 2, searchMaxDistance: 0.5, includeMostFrequent: true, maxConclusions: 3 },
      }),
  },
  { method: 'session.context (sessions)', releases: '2.4.0-2.5.0', route: '/context', call: ({ session }) => session.context({ peerTarget: 'alice', sessions: ['s1'] }) },
  { method: 'peer.chat', releases: '2.0.1-2.5.0', route: '/chat', call: ({ alice }) => alice.chat('q', { target: 'bob', session: 's1', reasoningLevel: 'low' }) },
  {
    method: 'peer.chat (responseFormat, includeEvidence, objects for ids)',
    releases: '2.3.0-2.5.0',
    route: '/chat',
    call: ({ alice, bob, session }) => alice.chat('q', { target: bob, session, includeEvidence: true, responseFormat: { type: 'object', properties: {} } }),
  },
  { method: 'peer.chat (sessions)', releases: '2.4.0-2.5.0', route: '/chat', call: ({ alice }) => alice.chat('q', { target: 'bob', sessions: ['s1'] }) },
  {
    method: 'peer.chat (a scope, a scope list)',
    releases: '2.4.0-2.5.0',
    route: '/chat',
    call: async ({ honcho, alice }) => {
      const team = await honcho.scope('team');
      await honcho.scope('work');
      await alice.chat('q', { scope: team });
      return alice.chat('q', { scope: ['team', 'work'] });
    },
  },
  { method: 'peer.chatStream', releases: '2.0.1-2.5.0', route: '/chat', call: ({ alice }) => alice.chatStream('q', { target: 'bob', session: 's1', reasoningLevel: 'minimal' }).then((stream) => stream.toArray()) },
  { method: 'honcho.chat', releases: '2.4.0-2.5.0', route: '/chat', call: ({ honcho }) => honcho.chat('q', { session: 's1', reasoningLevel: 'high', includeEvidence: true }) },
  {
    method: 'peer.context',
    releases: '2.0.1-2.5.0',
    route: '/context',
    call: ({ alice }) => alice.context({ target: 'bob', searchQuery: 'hi', searchTopK: 2, searchMaxDistance: 0.5, includeMostFrequent: true, maxConclusions: 3 }),
  },
  {
    method: 'peer.representation',
    releases: '2.0.1-2.5.0',
    route: '/representation',
    call: ({ alice }) => alice.representation({ target: 'bob', session: 's1', searchQuery: 'hi', searchTopK: 2, searchMaxDistance: 0.5, includeMostFrequent: true, maxConclusions: 3 }),
  },
  { method: 'peer.representation (sessions)', releases: '2.4.0-2.5.0', route: '/representation', call: ({ alice }) => alice.representation({ target: 'bob', sessions: ['s1'] }) },
  {
    method: 'session.representation',
    releases: '2.0.1-2.5.0',
    route: '/representation',
    call: ({ session }) => session.representation('alice', { target: 'bob', searchQuery: 'x', searchTopK: 2, searchMaxDistance: 0.5, includeMostFrequent: true, maxConclusions: 3 }),
  },
  { method: 'peer.search', releases: '2.0.1-2.5.0', route: '/search', call: ({ alice }) => alice.search('hi', { filters: { session_id: 's1' }, limit: 3 }) },
  { method: 'session.search', releases: '2.0.1-2.5.0', route: '/search', call: ({ session }) => session.search('hi', { filters: { peer_id: 'alice' }, limit: 3 }) },
  { method: 'honcho.search', releases: '2.0.1-2.5.0', route: '/search', call: ({ honcho }) => honcho.search('hi', { filters: { peer_id: 'alice' }, limit: 3 }) },
  { method: 'honcho.peers', releases: '2.1.0-2.5.0', route: '/peers/list', call: ({ honcho }) => honcho.peers({ filters: { metadata: { a: 1 } }, page: 1, size: 5, reverse: true }) },
  { method: 'honcho.peers (a bare filter object)', releases: '2.0.1-2.5.0', route: '/peers/list', call: ({ honcho }) => honcho.peers({ metadata: { a: 1 } }) },
  { method: 'honcho.sessions', releases: '2.1.0-2.5.0', route: '/sessions/list', call: ({ honcho }) => honcho.sessions({ filters: { is_active: true }, page: 1, size: 5, reverse: true }) },
  { method: 'honcho.workspaces', releases: '2.1.2-2.5.0', route: '/workspaces/list', call: ({ honcho }) => honcho.workspaces({ filters: {}, page: 1, size: 5, reverse: true }) },
  { method: 'peer.sessions', releases: '2.1.0-2.5.0', route: '/sessions', call: ({ alice }) => alice.sessions({ filters: { is_active: true }, page: 2, size: 1, reverse: true }) },
  { method: 'session.messages', releases: '2.1.0-2.5.0', route: '/messages/list', call: ({ session }) => session.messages({ filters: { peer_id: 'alice' }, page: 1, size: 2, reverse: true }) },
  { method: 'honcho.queueStatus', releases: '2.0.1-2.5.0', route: '/queue/status', call: ({ honcho, bob }) => honcho.queueStatus({ observer: 'alice', sender: bob, session: 's1' }) },
  { method: 'session.queueStatus', releases: '2.0.1-2.5.0', route: '/queue/status', call: ({ session }) => session.queueStatus({ observer: 'alice', sender: 'bob' }) },
  { method: 'honcho.scheduleDream', releases: '2.0.1-2.5.0', route: '/schedule_dream', call: ({ honcho }) => honcho.scheduleDream({ observer: 'alice', observed: 'bob', session: 's1' }) },
  { method: 'peer.getCard', releases: '2.0.1-2.5.0', route: '/card', call: ({ alice }) => alice.getCard('bob') },
  { method: 'peer.setCard', releases: '2.0.1-2.5.0', route: '/card', call: ({ alice, bob }) => alice.setCard(['x'], bob) },
  {
    method: 'peer.conclusions.list',
    releases: '2.0.1-2.5.0',
    route: '/conclusions/list',
    call: ({ alice }) => alice.conclusions.list({ page: 1, size: 2, reverse: true, session: 's1', filters: { level: 'explicit' } }),
  },
  { method: 'conclusionsOf(bob).query', releases: '2.0.1-2.5.0', route: '/conclusions/query', call: ({ alice }) => alice.conclusionsOf('bob').query('hi', 3, 0.5, { session_id: 's1' }) },
  { method: 'conclusionsOf(bob).create', releases: '2.0.1-2.5.0', route: '/conclusions', call: ({ alice }) => alice.conclusionsOf('bob').create([{ content: 'x', sessionId: 's1' }]) },
  {
    method: 'conclusionsOf(bob).representation',
    releases: '2.0.1-2.5.0',
    route: '/representation',
    call: ({ alice }) => alice.conclusionsOf('bob').representation({ searchQuery: 'x', searchTopK: 2, searchMaxDistance: 0.5, includeMostFrequent: true, maxConclusions: 3 }),
  },
  {
    method: 'session.uploadFile',
    releases: '2.0.1-2.5.0',
    route: '/messages/upload',
    call: ({ session }) =>
      session.uploadFile({ filename: 'a.txt', content: new TextEncoder().encode('hello'), content_type: 'text/plain' }, 'alice', {
        metadata: { m: 1 },
        configuration: { reasoning: { enabled: false } },
        createdAt: '2025-01-01T00:00:00Z',
      }),
  },
  {
    method: 'session.addMessages (peer.message options)',
    releases: '2.0.1-2.5.0',
    route: '/messages',
    call: ({ session, alice }) =>
      session.addMessages([alice.message('hi', { metadata: { m: 1 }, createdAt: new Date('2025-01-01T00:00:00Z'), configuration: { reasoning: { enabled: false } } })]),
  },
  {
    method: 'honcho.session (metadata, configuration, peers)',
    releases: '2.1.2-2.5.0',
    route: '/sessions',
    call: ({ honcho, alice }) => honcho.session('s2', { metadata: { x: 1 }, configuration: { reasoning: { enabled: true } }, peers: [alice, ['bob', { observeMe: false }]] }),
  },
  { method: 'honcho.peer (metadata, configuration)', releases: '2.0.1-2.5.0', route: '/peers', call: ({ honcho }) => honcho.peer('carol', { metadata: { x: 1 }, configuration: { observeMe: false } }) },
  {
    method: 'session.setPeerConfiguration',
    releases: '2.0.1-2.5.0',
    route: '/config',
    call: ({ session }) => session.setPeerConfiguration('alice', { observeMe: true, observeOthers: false }),
  },
  {
    method: 'honcho.setConfiguration',
    releases: '2.0.1-2.5.0',
    route: '/workspaces/ws-compare',
    call: ({ honcho }) =>
      honcho.setConfiguration({
        reasoning: { enabled: true, customInstructions: 'x' },
        peerCard: { use: true, create: false },
        summary: { enabled: true, messagesPerShortSummary: 20 },
        dream: { enabled: true },
      }),
  },
];

/** A request as the server receives it, with the workspace id written as `WS` so the two runs compare. */
interface Received {
  readonly method: string;
  readonly path: string;
  readonly query: Record<string, string[]>;
  readonly body: unknown;
}

async function received(request: Request, workspaceId: string): Promise<Received> {
  const url = new URL(request.url);
  const query: Record<string, string[]> = {};
  for (const key of new Set(url.searchParams.keys())) query[key] = url.searchParams.getAll(key);
  let body: unknown;
  if ((request.headers.get('content-type') ?? '').startsWith('multipart/form-data')) {
    const form = await request.formData();
    const parts: Record<string, unknown> = {};
    for (const [name, value] of form) parts[name] = typeof value === 'string' ? value : { name: value.name, type: value.type, text: await value.text() };
    body = parts;
  } else {
    const text = await request.text();
    body = text === '' ? undefined : (JSON.parse(text) as unknown);
  }
  return { method: request.method, path: url.pathname.replaceAll(workspaceId, 'WS'), query, body };
}

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

/** Runs one row through a client made by `connect`, returning the row's request as the server received it. */
async function run(row: Row, flavour: 'published 2.5.0' | 'this package', runIndex: number): Promise<Received> {
  const workspaceId = `ws-compare-${flavour === 'this package' ? 'ours' : 'v25'}-${runIndex}`;
  const log: Request[] = [];
  const realFetch = globalThis.fetch;
  const recording = (input: Request | URL | string, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    log.push(request.clone());
    return realFetch(request);
  };
  let honcho: V25.Honcho;
  if (flavour === 'published 2.5.0') {
    // 2.5.0 calls the global fetch and takes no fetch option.
    globalThis.fetch = recording as typeof fetch;
    honcho = new V25.Honcho({ baseURL: emulator.url, workspaceId, maxRetries: 0 });
  } else {
    honcho = new Honcho({ baseURL: emulator.url, workspaceId, maxRetries: 0, fetch: recording }) as unknown as V25.Honcho;
  }
  try {
    const alice = await honcho.peer('alice');
    const bob = await honcho.peer('bob');
    const session = await honcho.session('s1');
    await session.addPeers([alice, bob]);
    await session.addMessages([alice.message('hi there')]);
    log.length = 0;
    await row.call({ honcho, alice, bob, session });
  } finally {
    globalThis.fetch = realFetch;
  }
  const route = row.route.replace('ws-compare', workspaceId);
  const matching = log.filter((request) => new URL(request.url).pathname.endsWith(route));
  expect(matching.length, `requests to ${row.route}`).toBeGreaterThan(0);
  return received(matching.at(-1)!, workspaceId);
}

describe('each 2.x option spelling sends what 2.5.0 sends', () => {
  it.each(rows.map((row, index) => [row.method, row.releases, row, index] as const))('%s (%s)', async (_method, _releases, row, index) => {
    const theirs = await run(row, 'published 2.5.0', index);
    const ours = await run(row, 'this package', index);
    expect(ours).toEqual(theirs);
  });
});
