import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { Honcho } from './honcho.js';
import { recordingFetch } from './test-support/emulator-client.js';

const SECRET = 'hch-v3-SECRET-do-not-print-7f3a9c';

function offlineClient() {
  const recorder = recordingFetch();
  const honcho = new Honcho({ apiKey: SECRET, baseURL: 'http://honcho.invalid', workspaceId: 'ws', fetch: recorder.fetch, maxRetries: 0 });
  return { honcho, requests: recorder.requests };
}

async function validationIssues(call: Promise<unknown>): Promise<string[]> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HonchoValidationError);
  return (error as HonchoValidationError).issues.map((issue) => issue.path);
}

describe('Honcho: validation before the network', () => {
  it('refuses bad peer and session input without sending anything', async () => {
    const { honcho, requests } = offlineClient();
    expect(await validationIssues(honcho.peer('not valid!', { metadata: [] as never, configuration: { observe_me: true } as never }))).toEqual([
      'id',
      'metadata',
      'configuration.observe_me',
    ]);
    expect(
      await validationIssues(
        honcho.session('', {
          configuration: { summary: { messagesPerShortSummary: 1 } },
          peers: ['ok', 'bad id', ['alice', { observeMe: 'yes' as never }]],
          scopes: ['scope.nope'],
        }),
      ),
    ).toEqual(['id', 'configuration.summary.messagesPerShortSummary', 'peers[1]', 'peers[2][1].observeMe', 'scopes[0]']);
    expect(await validationIssues(honcho.session('s', { scopes: [] }))).toEqual(['scopes']);
    expect(requests).toEqual([]);
  });

  it('refuses bad list options', async () => {
    const { honcho, requests } = offlineClient();
    expect(await validationIssues(honcho.peers({ size: 0, kind: 'robots' as never }))).toEqual(['size', 'kind']);
    expect(await validationIssues(honcho.sessions({ filters: { created_at: { after: 'x' } } }))).toEqual(['filters.created_at.after']);
    expect(await validationIssues(honcho.workspaces({ page: -1 }))).toEqual(['page']);
    expect(await validationIssues(honcho.scopes({ size: 101 }))).toEqual(['size']);
    expect(requests).toEqual([]);
  });

  it('refuses bad search, scope, metadata, configuration, dream and queue input', async () => {
    const { honcho, requests } = offlineClient();
    expect(await validationIssues(honcho.search('  ', { limit: 101, scope: '' }))).toEqual(['query', 'limit', 'scope']);
    expect(await validationIssues(honcho.search('q', { limit: 0 }))).toEqual(['limit']);
    expect(await validationIssues(honcho.search('q', { scope: 'therapy', filters: { session_id: 's1' } }))).toEqual(['filters.session_id']);
    expect(await validationIssues(honcho.scope('scope.x'))).toEqual(['id']);
    expect(await validationIssues(honcho.getScope(''))).toEqual(['id']);
    expect(await validationIssues(honcho.setMetadata(null as never))).toEqual(['metadata']);
    expect(await validationIssues(honcho.setMetadata(Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i]))))).toEqual(['metadata']);
    expect(await validationIssues(honcho.setConfiguration({ reasoning: { enabled: 1 as never } }))).toEqual(['configuration.reasoning.enabled']);
    expect(await validationIssues(honcho.scheduleDream({ observer: '', dreamType: 'nap' as never, rebuild: true }))).toEqual([
      'observer',
      'dreamType',
      'rebuild',
    ]);
    expect(await validationIssues(honcho.scheduleDream({ observer: 'a', rebuild: true }))).toEqual(['rebuild']);
    expect(await validationIssues(honcho.queueStatus({ observer: { id: 'a b' }, session: '' }))).toEqual(['observer', 'session']);
    expect(await validationIssues(honcho.deleteWorkspace('../etc'))).toEqual(['workspaceId']);
    expect(requests).toEqual([]);
  });

  it('refuses bad webhook and key input', async () => {
    const { honcho, requests } = offlineClient();
    expect(await validationIssues(honcho.webhooks.create('ftp://example.com/hook'))).toEqual(['url']);
    expect(await validationIssues(honcho.webhooks.create('http://127.0.0.1:9000/hook'))).toEqual(['url']);
    expect(await validationIssues(honcho.webhooks.create('not a url'))).toEqual(['url']);
    expect(await validationIssues(honcho.webhooks.list({ size: 1000 }))).toEqual(['size']);
    expect(await validationIssues(honcho.webhooks.delete(''))).toEqual(['endpoint']);
    expect(await validationIssues(honcho.keys.createKey({ peerId: 'bad id', expiresAt: 'tomorrow' }))).toEqual(['peerId', 'expiresAt']);
    expect(await validationIssues(honcho.keys.createKey({ workspaceId: '', expiresAt: new Date(Number.NaN) }))).toEqual([
      'workspaceId',
      'expiresAt',
    ]);
    expect(requests).toEqual([]);
  });
});

describe('Honcho: secrets', () => {
  it('never shows the API key through toString, JSON, inspect or its resources', async () => {
    const { honcho } = offlineClient();
    const { Peer } = await import('../session/peer-and-session.js');
    const peer = new Peer('alice', 'ws', honcho.http, { a: 1 });
    const printed = [
      String(honcho),
      JSON.stringify(honcho),
      inspect(honcho, { showHidden: true, depth: 10 }),
      String(peer),
      JSON.stringify(peer),
      inspect(peer, { showHidden: true, depth: 10 }),
      JSON.stringify(honcho.webhooks),
      inspect(honcho.webhooks, { showHidden: true, depth: 10 }),
      JSON.stringify(honcho.keys),
      inspect(honcho.keys, { showHidden: true, depth: 10 }),
      JSON.stringify(honcho.http),
      inspect(honcho.http, { showHidden: true, depth: 10 }),
      JSON.stringify(honcho.conclusions),
      inspect(honcho.conclusions, { showHidden: true, depth: 10 }),
      JSON.stringify(peer.conclusions),
      JSON.stringify({ ...honcho }),
      JSON.stringify({ ...peer }),
      inspect({ nested: { honcho, peer } }, { depth: 10 }),
    ].join('\n');
    expect(printed).not.toContain(SECRET);
    expect(printed).not.toContain('SECRET');
    expect(JSON.parse(JSON.stringify(peer))).toEqual({ id: 'alice', workspaceId: 'ws', metadata: { a: 1 } });
    expect(String(honcho)).toBe("Honcho(workspaceId='ws', baseURL='http://honcho.invalid')");
  });

  it('keeps the key out of errors from failed calls', async () => {
    const { honcho } = offlineClient();
    const error = await honcho.peer('alice').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(inspect(error, { depth: 10 })).not.toContain(SECRET);
    expect(JSON.stringify(error)).not.toContain(SECRET);
  });
});
