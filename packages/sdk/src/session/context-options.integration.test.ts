import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../client/honcho.js';
import type { SessionContextOptions } from './context-options.js';
import type { Session } from './peer-and-session.js';

// Every `session.context()` option spelling that ran in a 2.x release of @honcho-ai/sdk (read from
// the published 2.0.1 ... 2.5.0 builds), sent over HTTP to the emulator: the query string the
// server received and what it answered. 2.0.1 took `searchQuery` at the top level (a string or a
// message); 2.1 moved it into `representationOptions` and dropped the top-level one silently, so
// plugins written for 2.0 lost their per-prompt search without an error. Both spellings also ran
// without `peerTarget` in no 2.x release (each refused it before sending), but the server's
// context route takes `search_query` with or without `peer_target`, so neither is refused here.

let emulator: RunningEmulator;
let workspaceCount = 0;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

/** A client in its own workspace whose requests are recorded on their way to the emulator. */
function recordedClient(): { honcho: Honcho; sent: URL[] } {
  workspaceCount += 1;
  const sent: URL[] = [];
  const honcho = new Honcho({
    baseURL: emulator.url,
    workspaceId: `ctx-options-${workspaceCount}`,
    maxRetries: 0,
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sent.push(new URL(request.url));
      return fetch(request);
    },
  });
  return { honcho, sent };
}

async function seeded(): Promise<{ session: Session; sent: URL[] }> {
  const { honcho, sent } = recordedClient();
  const session = await honcho.session('support');
  await session.addPeers(['user', 'agent']);
  await session.addMessages([
    { peerId: 'user', content: 'I live in Oslo.' },
    { peerId: 'user', content: 'My hiking boots are late.' },
  ]);
  const conclusions = [
    { content: 'Dana lives in Oslo', observer_id: 'agent', observed_id: 'user', session_id: 'support' },
    { content: 'Dana ordered hiking boots', observer_id: 'agent', observed_id: 'user', session_id: 'support' },
    { content: 'Dana lives in Oslo', observer_id: 'user', observed_id: 'user', session_id: 'support' },
    { content: 'Dana ordered hiking boots', observer_id: 'user', observed_id: 'user', session_id: 'support' },
  ];
  await honcho.http.post(`/v3/workspaces/${honcho.workspaceId}/conclusions`, { body: { conclusions } });
  sent.length = 0;
  return { session, sent };
}

/** The query string of the one context request sent, as the server received it. */
function contextQuery(sent: URL[]): Record<string, string | string[]> {
  const requests = sent.filter((url) => url.pathname.endsWith('/context'));
  expect(requests).toHaveLength(1);
  const params = requests[0]!.searchParams;
  return Object.fromEntries([...new Set(params.keys())].map((key) => [key, params.getAll(key).length > 1 ? params.getAll(key) : params.get(key)!]));
}

interface Row {
  /** The spelling, as a 2.x caller wrote it. */
  readonly spelling: string;
  /** The 2.x releases it ran in, and what they did with it. */
  readonly in2x: string;
  readonly options: SessionContextOptions;
  /** The query string the server must receive. */
  readonly sent: Record<string, string | string[]>;
  /** What the answer's representation must hold (`null`: no representation, as without a target). */
  readonly representation: RegExp | null;
}

const rows: readonly Row[] = [
  {
    spelling: 'searchQuery (top level) with peerTarget',
    in2x: '2.0.1 sent it as search_query; 2.1.0-2.5.0 dropped it without a word',
    options: { peerTarget: 'user', searchQuery: 'boots' },
    sent: { peer_target: 'user', search_query: 'boots' },
    representation: /hiking boots/,
  },
  {
    spelling: 'searchQuery (top level) as a message, with representationOptions',
    in2x: '2.0.1 took a message and sent its content',
    options: { peerTarget: 'user', peerPerspective: 'agent', searchQuery: { content: 'Oslo' }, representationOptions: { searchTopK: 1, maxConclusions: 1 } },
    sent: { peer_target: 'user', peer_perspective: 'agent', search_query: 'Oslo', search_top_k: '1', max_conclusions: '1' },
    representation: /Oslo/,
  },
  {
    spelling: 'searchQuery (top level) without peerTarget',
    in2x: '2.0.1 refused it (peerTarget is required); the server takes it',
    options: { searchQuery: 'boots', tokens: 500 },
    sent: { tokens: '500', search_query: 'boots' },
    representation: null,
  },
  {
    spelling: 'representationOptions.searchQuery without peerTarget',
    in2x: '2.1.0-2.5.0 refused it (peerTarget is required); the server takes it',
    options: { representationOptions: { searchQuery: 'boots' } },
    sent: { search_query: 'boots' },
    representation: null,
  },
  {
    spelling: 'the same search query in both places',
    in2x: 'never both: 2.0.1 read the top level, 2.1.0-2.5.0 the nested one',
    options: { peerTarget: 'user', searchQuery: 'boots', representationOptions: { searchQuery: 'boots' } },
    sent: { peer_target: 'user', search_query: 'boots' },
    representation: /hiking boots/,
  },
  {
    spelling: 'representationOptions (every 2.x key) with summary, tokens, limitToSession',
    in2x: '2.0.1-2.5.0',
    options: {
      summary: false,
      tokens: 1000,
      peerTarget: 'user',
      limitToSession: true,
      representationOptions: { searchQuery: 'Oslo', searchTopK: 2, searchMaxDistance: 0.9, includeMostFrequent: true, maxConclusions: 3 },
    },
    sent: {
      tokens: '1000',
      summary: 'false',
      search_query: 'Oslo',
      peer_target: 'user',
      limit_to_session: 'true',
      search_top_k: '2',
      search_max_distance: '0.9',
      include_most_frequent: 'true',
      max_conclusions: '3',
    },
    representation: /Oslo/,
  },
  {
    spelling: 'sessions allowlist',
    in2x: '2.4.0-2.5.0',
    options: { peerTarget: 'user', sessions: ['support'] },
    sent: { peer_target: 'user', sessions: 'support' },
    representation: /Oslo/,
  },
];

describe('session.context(): every 2.x option spelling reaches the server', () => {
  it.each(rows)('$spelling ($in2x)', async (row) => {
    const { session, sent } = await seeded();
    const context = await session.context(row.options);
    expect(contextQuery(sent)).toEqual(row.sent);
    if (row.representation === null) expect(context.peerRepresentation).toBeNull();
    else expect(context.peerRepresentation).toMatch(row.representation);
    expect(context.messages.length).toBeGreaterThan(0);
  });

  it('a top-level search query narrows the representation as the nested one does', async () => {
    const { session } = await seeded();
    const topLevel = await session.context({ peerTarget: 'user', searchQuery: 'boots', representationOptions: { searchTopK: 1, maxConclusions: 1 } });
    const nested = await session.context({ peerTarget: 'user', representationOptions: { searchQuery: 'boots', searchTopK: 1, maxConclusions: 1 } });
    expect(topLevel.peerRepresentation).toBe(nested.peerRepresentation);
    expect(topLevel.peerRepresentation).toContain('hiking boots');
    expect(topLevel.peerRepresentation).not.toContain('Oslo');
  });

  it('two different search queries are refused before any request, naming both places', async () => {
    const { session, sent } = await seeded();
    const error = await session.context({ peerTarget: 'user', searchQuery: 'boots', representationOptions: { searchQuery: 'Oslo' } }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as HonchoValidationError).message).toMatch(/searchQuery: differs from representationOptions\.searchQuery/);
    expect(sent).toEqual([]);
  });

  it('a top-level search query is checked like the nested one', async () => {
    const { session, sent } = await seeded();
    const empty = await session.context({ searchQuery: '' }).catch((caught: unknown) => caught);
    expect(empty).toBeInstanceOf(HonchoValidationError);
    expect((empty as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(['searchQuery']);
    const wrongType = await session.context({ searchQuery: 42 } as never).catch((caught: unknown) => caught);
    expect((wrongType as HonchoValidationError).issues.map((issue) => issue.path)).toEqual(['searchQuery']);
    expect(sent).toEqual([]);
  });
});
