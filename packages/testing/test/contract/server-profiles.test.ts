// The `server` option over real HTTP: '3.0.12' answers the four extensions exactly as the
// recorded server does; the default ('extended') serves them.
import { createConnection } from 'node:net';
import { describe, expect, it } from 'vitest';
import { EmulatorOptionError } from '../../src/emulator/emulator-option-error.js';
import { startEmulator } from '../../src/node/index.js';
import { useEmulator, type Http } from '../support/http.js';

const W = '/v3/workspaces/w';

/** A workspace with alice, bob, a conversation and one conclusion; resolves with the conclusion's id. */
async function setUp(api: Http): Promise<string> {
  await api('POST', `${W}/sessions`, { id: 's1', peers: { alice: {}, bob: {} } });
  await api('POST', `${W}/sessions/s1/messages`, { messages: [{ content: 'I love green tea.', peer_id: 'alice' }] });
  const created = await api('POST', `${W}/conclusions`, { conclusions: [{ content: 'Alice likes green tea.', observer_id: 'alice', observed_id: 'alice' }] });
  expect(created.status).toBe(201);
  return (created.body as { id: string }[])[0]!.id;
}

/** The parsed `data:` events of an event-stream body. */
const events = (text: string): unknown[] =>
  text
    .split('\n\n')
    .filter((frame) => frame.startsWith('data: '))
    .map((frame) => JSON.parse(frame.slice('data: '.length)) as unknown);

const completion = { model: 'workspace/w/peer/alice', messages: [{ role: 'user', content: 'What does Alice like?' }] };

describe("server: '3.0.12'", () => {
  const { api, emulator } = useEmulator({ server: '3.0.12' });

  it('says which server it behaves as', () => {
    expect(emulator().serverProfile).toBe('3.0.12');
  });

  it('answers include_evidence without evidence, as the server (which does not know the field)', async () => {
    await setUp(api);
    const plain = await api('POST', `${W}/peers/alice/chat`, { query: 'What does Alice like?', include_evidence: true });
    expect(plain.status).toBe(200);
    expect(Object.keys(plain.body as object)).toEqual(['content']);
    // Not even checked: the server ignores unknown fields.
    expect((await api('POST', `${W}/peers/alice/chat`, { query: 'Tea?', include_evidence: 'maybe' })).status).toBe(200);
  });

  it('streams include_evidence without evidence on the final event', async () => {
    await setUp(api);
    const streamed = await api('POST', `${W}/peers/alice/chat`, { query: 'What does Alice like?', include_evidence: true, stream: true });
    expect(streamed.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(events(streamed.text).at(-1)).toEqual({ done: true });
  });

  it("has no workspace chat: the router's bare 404", async () => {
    await setUp(api);
    const reply = await api('POST', `${W}/chat`, { query: 'What does Alice like?' });
    expect(reply.status).toBe(404);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.text).toBe('{"detail":"Not Found"}');
  });

  it("has no GET .../conclusions/{id}: the router's 405, allowing DELETE", async () => {
    const id = await setUp(api);
    for (const path of [`${W}/conclusions/${id}`, `${W}/conclusions/no-such-conclusion`]) {
      const reply = await api('GET', path);
      expect(reply.status).toBe(405);
      expect(reply.headers.get('content-type')).toBe('application/json');
      expect(reply.headers.get('allow')).toBe('DELETE');
      expect(reply.text).toBe('{"detail":"Method Not Allowed"}');
    }
    // The route the server does have still works.
    expect((await api('DELETE', `${W}/conclusions/${id}`)).status).toBe(204);
  });

  it('has no /v1 routes: 404 for chat completions, streamed or not', async () => {
    await setUp(api);
    for (const body of [completion, { ...completion, stream: true }, { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }]) {
      const reply = await api('POST', '/v1/chat/completions', body, { 'x-honcho-reasoning-level': 'minimal' });
      expect(reply.status).toBe(404);
      expect(reply.text).toBe('{"detail":"Not Found"}');
    }
    expect(emulator().routes.filter((route) => route.path.startsWith('/v1/'))).toEqual([]);
  });

  it('lists, documents and counts only what it serves', async () => {
    const routes = emulator().routes.map((route) => `${route.method} ${route.path}`);
    expect(routes).not.toContain('POST /v3/workspaces/{workspace_id}/chat');
    expect(routes).not.toContain('GET /v3/workspaces/{workspace_id}/conclusions/{conclusion_id}');
    expect(routes).toContain('DELETE /v3/workspaces/{workspace_id}/conclusions/{conclusion_id}');
    const document = (await api('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(document.paths)).not.toContain('/v1/chat/completions');
    expect(Object.keys(document.paths)).not.toContain('/v3/workspaces/{workspace_id}/chat');
    expect(Object.keys(document.paths['/v3/workspaces/{workspace_id}/conclusions/{conclusion_id}'] ?? {})).not.toContain('get');
    const docs = await api('GET', '/docs');
    expect(docs.text).not.toContain('/v1/chat/completions');
    // Everything else is as on the default emulator: the store and the counters.
    const before = emulator().stats.requests;
    await api('POST', `${W}/chat`, { query: 'x' });
    expect(emulator().stats.requests).toBe(before + 1);
    expect(emulator().store.conclusions('w').map((c) => c.content)).toContain('Alice likes green tea.');
  });
});

describe('server: default (extended)', () => {
  const { api, emulator } = useEmulator();

  it('serves the extensions the 2.5 SDK speaks', async () => {
    expect(emulator().serverProfile).toBe('extended');
    const id = await setUp(api);
    const plain = await api('POST', `${W}/peers/alice/chat`, { query: 'What does Alice like?', include_evidence: true });
    expect(Object.keys(plain.body as object).sort()).toEqual(['content', 'evidence']);
    expect((await api('POST', `${W}/peers/alice/chat`, { query: 'Tea?', include_evidence: 'maybe' })).status).toBe(422);
    const streamed = await api('POST', `${W}/peers/alice/chat`, { query: 'What does Alice like?', include_evidence: true, stream: true });
    expect(events(streamed.text).at(-1)).toMatchObject({ done: true, evidence: expect.any(Object) });
    expect((await api('POST', `${W}/chat`, { query: 'What does Alice like?' })).status).toBe(200);
    expect(await api('GET', `${W}/conclusions/${id}`)).toMatchObject({ status: 200, body: { id } });
    expect((await api('POST', '/v1/chat/completions', completion)).status).toBe(200);
  });

  it("is the same as server: 'extended'", async () => {
    const running = await startEmulator({ server: 'extended' });
    try {
      expect(running.serverProfile).toBe('extended');
      expect(running.routes).toEqual(emulator().routes);
    } finally {
      await running.close();
    }
  });
});

describe('server: an unknown value', () => {
  it('is refused with an EmulatorOptionError naming the option and the profiles, before anything listens', async () => {
    // A port known to be free: taken and let go.
    const probe = await startEmulator();
    const { port } = probe;
    await probe.close();
    const error = await startEmulator({ port, server: '3.1' as never }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EmulatorOptionError);
    expect(error).toMatchObject({ option: 'server', allowed: ['extended', '3.0.12'] });
    expect((error as Error).message).toBe('server must be one of "extended", "3.0.12"; got "3.1"');
    const refused = await new Promise<boolean>((resolve) => {
      const socket = createConnection({ port, host: '127.0.0.1' });
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', () => resolve(true));
    });
    expect(refused).toBe(true);
  });
});
