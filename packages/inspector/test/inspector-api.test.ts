/**
 * The inspector's API over real HTTP, in front of the emulator over real HTTP: what each route
 * answers, and the guards: the launch token, the Host check, read-only by default, lookups that
 * never create, errors readable and without the key.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent, ConclusionItem, InspectorInfo, MessageItem, ObservationGraph, Paged, PeerDetail, SessionContextView, SessionDetail } from '../src/index.js';
import { InspectorOptionError, startInspector } from '../src/index.js';
import { startWorld, WORKSPACE, WORLD_KEY, type InspectorWorld } from './inspector-world.js';

const W = `/api/workspaces/${WORKSPACE}`;

let world: InspectorWorld;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.close();
});

/** The SSE events of a chat answer, parsed. */
function chatEventsOf(text: string): ChatEvent[] {
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as ChatEvent);
}

describe('what the API answers', () => {
  it('info names the server and workspace, says a key is held, and is read-only by default', async () => {
    const { status, json } = await world.api('/api/info');
    expect(status).toBe(200);
    expect(json()).toEqual({ honchoUrl: world.emulator.url, workspaceId: WORKSPACE, allowWrites: false, authenticated: true, version: expect.any(String) } satisfies InspectorInfo);
  });

  it('lists workspaces, peers and sessions, and a session with its members and their observation settings', async () => {
    expect(((await world.api('/api/workspaces')).json() as Paged<{ id: string }>).items.map((item) => item.id)).toContain(WORKSPACE);
    const peers = (await world.api(`${W}/peers`)).json() as Paged<{ id: string }>;
    expect(peers.items.map((peer) => peer.id).sort()).toEqual(['alice', 'assistant']);
    const sessions = (await world.api(`${W}/sessions`)).json() as Paged<{ id: string }>;
    expect(sessions.items.map((session) => session.id)).toEqual(['onboarding']);
    const session = (await world.api(`${W}/sessions/onboarding`)).json() as SessionDetail;
    expect(session.members.map((member) => member.id).sort()).toEqual(['alice', 'assistant']);
    expect(session.members.every((member) => 'observeMe' in member && 'observeOthers' in member)).toBe(true);
  });

  it('pages messages newest first, and gets one by id', async () => {
    const first = (await world.api(`${W}/sessions/onboarding/messages?size=2`)).json() as Paged<MessageItem>;
    expect(first.items.map((message) => message.content)).toEqual([
      'About six months. I prefer tea in the evening because coffee keeps me awake.',
      'Kyoto in spring is lovely. How long have you been learning?',
    ]);
    expect(first).toMatchObject({ page: 1, pages: 2, total: 3 });
    const older = (await world.api(`${W}/sessions/onboarding/messages?size=2&page=2`)).json() as Paged<MessageItem>;
    expect(older.items.map((message) => message.peerId)).toEqual(['alice']);
    const one = (await world.api(`${W}/sessions/onboarding/messages/${older.items[0]!.id}`)).json() as MessageItem;
    expect(one.content).toBe('I am learning Japanese so I can travel to Kyoto next year.');
  });

  it('shows a peer with its card, its representation globally and from another peer, its sessions, and its conclusions by observer and level', async () => {
    const alice = (await world.api(`${W}/peers/alice`)).json() as PeerDetail;
    expect(alice).toMatchObject({ id: 'alice', card: ['Lives in Lisbon', 'Learning Japanese'], metadata: { plan: 'pro' } });
    const global = (await world.api(`${W}/peers/alice/representation`)).json() as { representation: string; target: string | null };
    expect(global.target).toBeNull();
    expect(global.representation).toContain('I want to visit Kyoto');
    const fromAssistant = (await world.api(`${W}/peers/assistant/representation?target=alice`)).json() as { representation: string; target: string | null };
    expect(fromAssistant.target).toBe('alice');
    expect(fromAssistant.representation).toContain('alice drinks tea in the evening');
    expect(((await world.api(`${W}/peers/alice/sessions`)).json() as Paged<{ id: string }>).items.map((session) => session.id)).toEqual(['onboarding']);
    const byAssistant = (await world.api(`${W}/conclusions?observer=assistant&observed=alice`)).json() as Paged<ConclusionItem>;
    expect(byAssistant.items.map((conclusion) => conclusion.content).sort()).toEqual(['alice drinks tea in the evening', 'alice is learning Japanese']);
    const explicit = (await world.api(`${W}/conclusions?observed=alice&level=explicit`)).json() as Paged<ConclusionItem>;
    expect(explicit.total).toBe(3);
    const one = (await world.api(`${W}/conclusions/${byAssistant.items[0]!.id}`)).json() as ConclusionItem;
    expect(one).toMatchObject({ observerId: 'assistant', observedId: 'alice' });
  });

  it('builds the context as a model gets it under a token budget, with the summaries', async () => {
    const full = (await world.api(`${W}/sessions/onboarding/context`)).json() as SessionContextView;
    expect(full.messages).toHaveLength(3);
    expect(full.openAIMessages.length).toBeGreaterThanOrEqual(3);
    const tight = (await world.api(`${W}/sessions/onboarding/context?tokens=25&peer=alice`)).json() as SessionContextView;
    expect(tight.tokens).toBe(25);
    expect(tight.messages.length).toBeLessThan(3);
    expect(tight.peerCard).toEqual(['Lives in Lisbon', 'Learning Japanese']);
    expect((await world.api(`${W}/sessions/onboarding/summaries`)).json()).toEqual({ short: null, long: null });
  });

  it('searches, and reports the queue, webhooks, the key (described, never shown) and the observation graph', async () => {
    const found = (await world.api(`${W}/search?q=${encodeURIComponent('tea')}`)).json() as { items: MessageItem[] };
    expect(found.items.map((message) => message.sessionId)).toContain('onboarding');
    expect((await world.api(`${W}/queue`)).json()).toMatchObject({ totalWorkUnits: expect.any(Number), pendingWorkUnits: 0 });
    await world.honcho.webhooks.create('https://hooks.example.com/honcho');
    expect((await world.api(`${W}/webhooks`)).json()).toEqual({ items: [expect.objectContaining({ url: 'https://hooks.example.com/honcho' })] });
    expect((await world.api(`${W}/keys`)).json()).toEqual({ configured: true, scope: null, expiresAt: null });
    const graph = (await world.api(`${W}/graph`)).json() as ObservationGraph;
    expect(graph.edges).toEqual(
      expect.arrayContaining([
        { observer: 'assistant', observed: 'alice', conclusions: 2 },
        { observer: 'alice', observed: 'alice', conclusions: 1 },
      ]),
    );
    expect(graph.truncated).toBe(false);
  });

  it('streams a chat answer, then its evidence', async () => {
    const { status, headers, text } = await world.api(`${W}/peers/alice/chat`, { method: 'POST', body: JSON.stringify({ query: 'What does alice drink in the evening?' }) });
    expect(status).toBe(200);
    expect(headers.get('content-type')).toMatch(/^text\/event-stream/);
    const events = chatEventsOf(text);
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.map((event) => event.text).join('')).toContain('tea');
    const done = events.at(-1);
    expect(done?.type).toBe('done');
    expect(done?.type === 'done' && done.evidence?.messages.some((message) => message.sessionId === 'onboarding')).toBe(true);
  });
});

describe('the guards', () => {
  it('refuses API calls without the launch token, or with a wrong one, but serves the page itself', async () => {
    for (const token of [null, 'x'.repeat(43), '']) {
      const { status, json } = await world.api('/api/info', { token });
      expect(status).toBe(403);
      expect(json()).toMatchObject({ error: { kind: 'forbidden', message: expect.stringContaining('launch token') } });
    }
    const page = await fetch(`${world.inspector.origin}/`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('refuses a Host other than its own loopback address (DNS rebinding), even with the token', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const call = request(`${world.inspector.origin}/api/info`, { headers: { host: `rebound.example:${world.inspector.port}`, 'x-honcho-inspector-token': world.inspector.token } }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      });
      call.on('error', reject);
      call.end();
    });
    expect(status).toBe(421);
    expect((await world.api('/api/info', { headers: { origin: 'https://evil.example' } })).status).toBe(403);
  });

  it('is read-only by default: deleting a conclusion and editing a card are refused, and nothing changes', async () => {
    const list = (await world.api(`${W}/conclusions?observer=assistant`)).json() as Paged<ConclusionItem>;
    const target = list.items[0]!;
    const deleted = await world.api(`${W}/conclusions/${target.id}`, { method: 'DELETE' });
    expect(deleted.status).toBe(403);
    expect(deleted.json()).toMatchObject({ error: { kind: 'read-only', message: expect.stringContaining('--allow-writes') } });
    const edited = await world.api(`${W}/peers/alice/card`, { method: 'PUT', body: JSON.stringify({ card: ['nothing'] }) });
    expect(edited.status).toBe(403);
    expect(((await world.api(`${W}/conclusions?observer=assistant`)).json() as Paged<ConclusionItem>).total).toBe(list.total);
    expect(((await world.api(`${W}/peers/alice`)).json() as PeerDetail).card).toEqual(['Lives in Lisbon', 'Learning Japanese']);
  });

  it('looks up a missing peer, session or workspace without creating it', async () => {
    const before = world.emulator.store.counts();
    for (const path of [`${W}/peers/nobody`, `${W}/sessions/nowhere`, '/api/workspaces/no-such-workspace/peers', `${W}/peers/alice/representation?target=nobody`]) {
      const { status, json } = await world.api(path);
      expect(status, path).toBe(404);
      expect(json(), path).toMatchObject({ error: { kind: 'not-found', message: expect.stringMatching(/has no (peer|session|workspace)/) } });
    }
    expect(world.emulator.store.counts()).toEqual(before);
  });

  it('names the field and the rule of a bad query before asking Honcho', async () => {
    const before = world.emulator.stats.requests;
    const cases = [
      [`${W}/conclusions?level=certain`, 'level: must be one of explicit, deductive, inductive, contradiction'],
      [`${W}/sessions/onboarding/messages?size=500`, 'size: must be a whole number from 1 to 100'],
      [`${W}/search?q=`, 'q: give the text to search for'],
      [`${W}/peers?page=0`, 'page: must be a whole number from 1'],
    ] as const;
    for (const [path, message] of cases) {
      const { status, json } = await world.api(path);
      expect(status, path).toBe(400);
      expect(json(), path).toMatchObject({ error: { kind: 'bad-request', message: expect.stringContaining(message) } });
    }
    const chat = await world.api(`${W}/peers/alice/chat`, { method: 'POST', body: JSON.stringify({ query: ' ' }) });
    expect(chat.json()).toMatchObject({ error: { kind: 'bad-request', message: 'query: ask a question (a non-empty string).' } });
    expect(world.emulator.stats.requests).toBe(before);
  });

  it('shows what Honcho said when it refuses, without the key', async () => {
    const wrongKey = await startInspector({ baseURL: world.emulator.url, apiKey: `${WORLD_KEY}-wrong`, workspaceId: WORKSPACE, client: { maxRetries: 0 } });
    try {
      const response = await fetch(`${wrongKey.origin}/api/workspaces/${WORKSPACE}/peers`, { headers: { 'x-honcho-inspector-token': wrongKey.token } });
      const text = await response.text();
      expect(response.status).toBe(502);
      expect(JSON.parse(text)).toMatchObject({ error: { kind: 'honcho', status: 401 } });
      expect(text).not.toContain(WORLD_KEY);
    } finally {
      await wrongKey.close();
    }
  });

  it('never puts the key in any answer', async () => {
    const paths = ['/api/info', '/api/workspaces', `${W}/peers`, `${W}/peers/alice`, `${W}/sessions/onboarding`, `${W}/sessions/onboarding/context`, `${W}/keys`, `${W}/graph`, `${W}/queue`, '/', '/app.js'];
    for (const path of paths) expect((await world.api(path)).text, path).not.toContain(WORLD_KEY);
  });

  it('binds to loopback only', async () => {
    await expect(startInspector({ host: '0.0.0.0', baseURL: world.emulator.url })).rejects.toThrow(InspectorOptionError);
    await expect(startInspector({ host: '0.0.0.0', baseURL: world.emulator.url })).rejects.toThrow('host: must be a loopback address');
  });
});

describe('with --allow-writes', () => {
  let writable: InspectorWorld;
  beforeAll(async () => {
    writable = await startWorld({ inspector: { allowWrites: true } });
  });
  afterAll(async () => {
    await writable?.close();
  });

  it('deletes a conclusion and edits a card', async () => {
    expect(((await writable.api('/api/info')).json() as InspectorInfo).allowWrites).toBe(true);
    const list = (await writable.api(`${W}/conclusions?observer=assistant`)).json() as Paged<ConclusionItem>;
    const target = list.items[0]!;
    expect((await writable.api(`${W}/conclusions/${target.id}`, { method: 'DELETE' })).status).toBe(204);
    const after = (await writable.api(`${W}/conclusions?observer=assistant`)).json() as Paged<ConclusionItem>;
    expect(after.items.map((conclusion) => conclusion.id)).not.toContain(target.id);
    expect(after.total).toBe(list.total - 1);
    const edited = await writable.api(`${W}/peers/alice/card`, { method: 'PUT', body: JSON.stringify({ card: ['Lives in Porto'] }) });
    expect((edited.json() as PeerDetail).card).toEqual(['Lives in Porto']);
    expect(await (await writable.honcho.peer('alice')).getCard()).toEqual(['Lives in Porto']);
    const bad = await writable.api(`${W}/peers/alice/card`, { method: 'PUT', body: JSON.stringify({ card: 'Lives in Porto' }) });
    expect(bad.json()).toMatchObject({ error: { kind: 'bad-request', message: 'card: must be a list of strings, one fact each.' } });
  });
});

describe('against a server without evidence (3.0.12)', () => {
  let plain: InspectorWorld;
  beforeAll(async () => {
    plain = await startWorld({ emulator: { server: '3.0.12' } });
  });
  afterAll(async () => {
    await plain?.close();
  });

  it('streams the answer and says there is no evidence', async () => {
    const { text } = await plain.api(`${W}/peers/alice/chat`, { method: 'POST', body: JSON.stringify({ query: 'What does alice drink?' }) });
    const events = chatEventsOf(text);
    expect(events.some((event) => event.type === 'delta')).toBe(true);
    expect(events.at(-1)).toEqual({ type: 'done', evidence: null });
  });
});
