import { HonchoValidationError, HttpClient } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { recordingFetch } from '../client/test-support/emulator-client.js';
import { Peer } from '../session/peer-and-session.js';
import { PeerContext } from './peer-context.js';

function offlinePeer() {
  const recorder = recordingFetch();
  const http = new HttpClient({ baseURL: 'http://honcho.invalid', fetch: recorder.fetch, maxRetries: 0 });
  let ensured = 0;
  const peer = new Peer('alice', 'ws', http, undefined, undefined, async () => {
    ensured += 1;
  });
  return { peer, requests: recorder.requests, ensured: () => ensured };
}

async function issuesOf(call: Promise<unknown> | (() => unknown)): Promise<string[]> {
  let error: unknown;
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (caught) {
    error = caught;
  }
  expect(error).toBeInstanceOf(HonchoValidationError);
  return (error as HonchoValidationError).issues.map((issue) => issue.path);
}

describe('Peer: validation before the network', () => {
  it('checks metadata, configuration and card contents', async () => {
    const { peer, requests, ensured } = offlinePeer();
    expect(await issuesOf(peer.setMetadata(undefined as never))).toEqual(['metadata']);
    expect(await issuesOf(peer.setMetadata({ a: { b: { c: { d: { e: { f: 1 } } } } } }))).toEqual(['metadata']);
    expect(await issuesOf(peer.setConfiguration({ observeMe: 'no' as never }))).toEqual(['configuration.observeMe']);
    expect(await issuesOf(peer.setCard('fact' as never))).toEqual(['peerCard']);
    expect(await issuesOf(peer.setCard(['ok', 3 as never], 'bad target'))).toEqual(['peerCard[1]', 'target']);
    expect(await issuesOf(peer.getCard({ id: '' }))).toEqual(['target']);
    expect(requests).toEqual([]);
    expect(ensured()).toBe(0);
  });

  it('checks search, list and representation options', async () => {
    const { peer, requests } = offlinePeer();
    expect(await issuesOf(peer.search('', { limit: 101, filters: { OR: {} as never } }))).toEqual(['query', 'filters.OR', 'limit']);
    expect(await issuesOf(peer.sessions({ size: 0, reverse: 1 as never }))).toEqual(['size', 'reverse']);
    expect(
      await issuesOf(
        peer.representation({
          scope: 'therapy',
          session: 's1',
          searchTopK: 0,
          searchMaxDistance: 1.5,
          maxConclusions: 101,
          includeMostFrequent: 'yes' as never,
          target: 'x y',
        }),
      ),
    ).toEqual(['session', 'searchTopK', 'searchMaxDistance', 'includeMostFrequent', 'maxConclusions', 'target']);
    expect(await issuesOf(peer.representation({ sessions: [] }))).toEqual(['sessions']);
    expect(await issuesOf(peer.context({ searchQuery: '   ', searchTopK: 500 }))).toEqual(['searchQuery', 'searchTopK']);
    expect(await issuesOf(() => peer.conclusionsOf(''))).toEqual(['target']);
    expect(requests).toEqual([]);
  });

  it('builds messages without sending anything', () => {
    const { peer, requests } = offlinePeer();
    expect(peer.message('Hello', { metadata: { a: 1 }, createdAt: new Date('2025-01-01T00:00:00Z') })).toEqual({
      peerId: 'alice',
      content: 'Hello',
      metadata: { a: 1 },
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    expect(() => peer.message('   ')).toThrow(HonchoValidationError);
    expect(requests).toEqual([]);
  });
});

describe('Peer: construction as in 2.5', () => {
  it('keeps the positional constructor and its caches', () => {
    const http = new HttpClient({ baseURL: 'http://honcho.invalid' });
    const peer = new Peer('bob', 'ws', http, { k: 'v' }, { observeMe: false }, undefined, '2025-01-01T00:00:00Z');
    expect(peer.id).toBe('bob');
    expect(peer.workspaceId).toBe('ws');
    expect(peer.metadata).toEqual({ k: 'v' });
    expect(peer.configuration).toEqual({ observeMe: false });
    expect(peer.createdAt).toBe('2025-01-01T00:00:00Z');
    expect(peer.raw).toBeUndefined();
    expect(String(peer)).toBe("Peer(id='bob')");
    expect(peer.conclusionsOf(peer)).toBeDefined();
  });
});

describe('PeerContext', () => {
  it('maps the wire context, defaulting absent fields to null', () => {
    const context = PeerContext.fromApiResponse({ peer_id: 'a', target_id: 'b' });
    expect({ ...context }).toEqual({ peerId: 'a', targetId: 'b', representation: null, peerCard: null });
    expect(String(context)).toBe("PeerContext(peerId='a', targetId='b')");
    expect(new PeerContext('a', 'a', 'text', ['x']).peerCard).toEqual(['x']);
  });
});
