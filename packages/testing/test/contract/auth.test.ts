import { beforeAll, describe, expect, it } from 'vitest';
import { useEmulator } from '../support/http.js';

const { api } = useEmulator({ apiKey: 'admin-secret' });
const admin = { authorization: 'Bearer admin-secret' };
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

/** Mints a key with the admin key; `query` as `POST /v3/keys` takes it. */
async function mint(query: string): Promise<Record<string, string>> {
  const reply = await api('POST', `/v3/keys?${query}`, undefined, admin);
  expect(reply.status).toBe(200);
  return bearer(reply.body.key as string);
}

const NOT_PERMISSIONED = { status: 401, body: { detail: 'JWT not permissioned for this resource' } };
const UNAUTHORIZED = { status: 401, body: { detail: 'Unauthorized access to resource' } };

describe('with an API key configured', () => {
  it('answers 401 without a key or with one it did not issue, in the server\'s words', async () => {
    const noToken: Record<string, string>[] = [{}, { authorization: 'Basic YTpi' }, { authorization: 'Bearer ' }];
    for (const headers of noToken) {
      const missing = await api('POST', '/v3/workspaces', { id: 'a' }, headers);
      expect(missing).toMatchObject({ status: 401, body: { detail: 'No access token provided' } });
      expect(missing.headers.get('www-authenticate')).toBeNull();
    }
    const wrong = await api('POST', '/v3/workspaces', { id: 'a' }, bearer('nope'));
    expect(wrong).toMatchObject({ status: 401, body: { detail: 'Invalid JWT' } });
  });

  it('accepts the key, with any case of the scheme', async () => {
    expect((await api('POST', '/v3/workspaces', { id: 'a' }, admin)).status).toBe(201);
    expect((await api('POST', '/v3/workspaces/list', undefined, { authorization: 'bearer   admin-secret' })).status).toBe(200);
  });

  it('checks the key before validating the request, but after decoding a JSON body', async () => {
    expect(await api('POST', '/v3/workspaces', { metadata: 5 })).toMatchObject({ status: 401 });
    expect(await api('POST', '/v3/workspaces/a/peers/list?reverse=maybe')).toMatchObject({ status: 401 });
    expect(await api('POST', '/v3/keys?workspace_id=a&expires_at=soon', undefined, bearer('nope'))).toMatchObject({ status: 401 });
    const malformed = await api('POST', '/v3/workspaces', '{bad', { 'content-type': 'application/json' });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail[0]).toMatchObject({ type: 'json_invalid', loc: ['body', 1] });
    // A route without a body does not read it.
    expect((await api('POST', '/v3/keys?workspace_id=a', '{bad', { 'content-type': 'application/json' })).status).toBe(401);
  });

  it('leaves /health, /docs and /openapi.json open', async () => {
    for (const path of ['/health', '/docs', '/openapi.json']) expect((await api('GET', path)).status).toBe(200);
  });

  it('answers /v1/chat/completions without a key with a 401 in OpenAI\'s shape', async () => {
    const reply = await api('POST', '/v1/chat/completions', { model: 'workspace/a/peer/p', messages: [{ role: 'user', content: 'hi' }] });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { message: 'No access token provided', type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
  });
});

describe('POST /v3/keys', () => {
  it('issues JWT-shaped keys with the server\'s claims, for the admin key only', async () => {
    const issued = await api('POST', '/v3/keys?workspace_id=a&peer_id=p', undefined, admin);
    expect(issued.status).toBe(200);
    expect(issued.body.key).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const payload = JSON.parse(Buffer.from((issued.body.key as string).split('.')[1] as string, 'base64url').toString('utf8')) as unknown;
    expect(payload).toEqual({ t: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/), w: 'a', p: 'p' });
    const workspaceKey = await mint('workspace_id=a');
    expect(await api('POST', '/v3/keys?workspace_id=a', undefined, workspaceKey)).toMatchObject({ status: 401, body: { detail: 'Resource requires admin privileges' } });
  });

  it('validates key requests like the server', async () => {
    expect(await api('POST', '/v3/keys', undefined, admin)).toMatchObject({
      status: 422,
      body: { detail: 'At least one of workspace_id, peer_id, or session_id must be provided' },
    });
    expect((await api('POST', '/v3/keys?workspace_id=', undefined, admin)).status).toBe(422);
    for (const query of ['peer_id=p', 'session_id=s', 'workspace_id=&session_id=s']) {
      expect(await api('POST', `/v3/keys?${query}`, undefined, admin)).toMatchObject({
        status: 422,
        body: { detail: 'workspace_id is required when scoping a key to a peer or session' },
      });
    }
    const badDate = await api('POST', '/v3/keys?workspace_id=a&expires_at=soon', undefined, admin);
    expect(badDate.status).toBe(422);
    expect(badDate.body.detail[0].loc).toEqual(['query', 'expires_at']);
  });

  it('issues keys with an expiry that no request can use: the server writes exp as an ISO date and then refuses it', async () => {
    for (const expiresAt of ['2099-01-01T00:00:00Z', '2001-01-01T00:00:00Z']) {
      const key = await mint(`workspace_id=a&expires_at=${expiresAt}`);
      expect(await api('POST', '/v3/workspaces/a/peers/list', undefined, key)).toMatchObject({ status: 401, body: { detail: 'Invalid JWT' } });
    }
  });
});

describe('what each key reaches', () => {
  let workspaceKey: Record<string, string>;
  let aliceKey: Record<string, string>;
  let s1Key: Record<string, string>;

  beforeAll(async () => {
    await api('POST', '/v3/workspaces', { id: 'ws' }, admin);
    await api('POST', '/v3/workspaces', { id: 'other' }, admin);
    await api('POST', '/v3/workspaces/ws/sessions', { id: 's1', peers: { alice: {}, bob: {} } }, admin);
    await api('POST', '/v3/workspaces/ws/sessions', { id: 's2', peers: { bob: {} } }, admin);
    await api('POST', '/v3/workspaces/ws/sessions/s1/messages', { messages: [{ peer_id: 'alice', content: 'I keep bees.' }] }, admin);
    workspaceKey = await mint('workspace_id=ws');
    aliceKey = await mint('workspace_id=ws&peer_id=alice');
    s1Key = await mint('workspace_id=ws&session_id=s1');
  });

  it('a workspace key reaches everything in its workspace and nothing else', async () => {
    expect((await api('POST', '/v3/workspaces/ws/peers/list', undefined, workspaceKey)).status).toBe(200);
    expect((await api('POST', '/v3/workspaces/ws/sessions/s2/messages/list', undefined, workspaceKey)).status).toBe(200);
    expect((await api('PUT', '/v3/workspaces/ws', { metadata: { by: 'key' } }, workspaceKey)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/other/peers/list', undefined, workspaceKey)).toMatchObject(NOT_PERMISSIONED);
    expect(await api('POST', '/v3/workspaces/list', undefined, workspaceKey)).toMatchObject({ status: 401, body: { detail: 'Resource requires admin privileges' } });
  });

  it('get-or-create routes compare the key with the ID in the body, after validating it', async () => {
    expect((await api('POST', '/v3/workspaces', { id: 'ws' }, aliceKey)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces', { id: 'other' }, workspaceKey)).toMatchObject(UNAUTHORIZED);
    expect((await api('POST', '/v3/workspaces', { id: 'other', metadata: 5 }, workspaceKey)).status).toBe(422);
    expect((await api('POST', '/v3/workspaces/ws/peers', { id: 'alice' }, aliceKey)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/ws/peers', { id: 'bob' }, aliceKey)).toMatchObject(UNAUTHORIZED);
    expect((await api('POST', '/v3/workspaces/ws/peers', { id: 'bob', metadata: 3 }, aliceKey)).status).toBe(422);
    expect((await api('POST', '/v3/workspaces/ws/peers', { id: 'bob' }, s1Key)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/other/peers', { id: 'carol' }, workspaceKey)).toMatchObject(UNAUTHORIZED);
    expect((await api('POST', '/v3/workspaces/ws/sessions', { id: 's3' }, aliceKey)).status).toBe(201);
    expect((await api('POST', '/v3/workspaces/ws/sessions', { id: 's1' }, s1Key)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/ws/sessions', { id: 's2' }, s1Key)).toMatchObject(UNAUTHORIZED);
    const scoped = await api('POST', '/v3/workspaces/ws/sessions', { id: 's4', scopes: ['x'] }, aliceKey);
    expect(scoped).toMatchObject({ status: 401, body: { detail: 'Scope membership requires a workspace-level key' } });
  });

  it('a peer key reaches its own peer routes and reads the sessions its peer is in', async () => {
    expect((await api('PUT', '/v3/workspaces/ws/peers/alice', { metadata: { by: 'alice' } }, aliceKey)).status).toBe(200);
    expect(await api('PUT', '/v3/workspaces/ws/peers/bob', { metadata: { by: 'alice' } }, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    expect((await api('POST', '/v3/workspaces/ws/peers/alice/chat', { query: 'bees?' }, aliceKey)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/ws/peers/bob/chat', { query: 'bees?' }, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    expect(await api('POST', '/v3/workspaces/ws/peers/list', undefined, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    const messages = await api('POST', '/v3/workspaces/ws/sessions/s1/messages/list', undefined, aliceKey);
    expect(messages.status).toBe(200);
    expect(messages.body.total).toBe(1);
    expect((await api('GET', '/v3/workspaces/ws/sessions/s1/peers', undefined, aliceKey)).status).toBe(200);
    expect((await api('GET', '/v3/workspaces/ws/sessions/s1/context', undefined, aliceKey)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/ws/sessions/s2/messages/list', undefined, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    // Reading is all membership grants.
    const write = await api('POST', '/v3/workspaces/ws/sessions/s1/messages', { messages: [{ peer_id: 'alice', content: 'x' }] }, aliceKey);
    expect(write).toMatchObject(NOT_PERMISSIONED);
    expect(await api('PUT', '/v3/workspaces/ws/sessions/s1', { metadata: {} }, aliceKey)).toMatchObject(NOT_PERMISSIONED);
  });

  it('a peer key reads only its own config in a session, and the context from its own perspective', async () => {
    expect((await api('GET', '/v3/workspaces/ws/sessions/s1/peers/alice/config', undefined, aliceKey)).status).toBe(200);
    expect(await api('GET', '/v3/workspaces/ws/sessions/s1/peers/bob/config', undefined, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    expect(await api('GET', '/v3/workspaces/ws/sessions/s1/context?peer_target=bob', undefined, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    expect((await api('GET', '/v3/workspaces/ws/sessions/s1/context?peer_target=bob&peer_perspective=alice', undefined, aliceKey)).status).toBe(200);
    const sessions = await api('GET', '/v3/workspaces/ws/sessions/s1/context?peer_target=alice&sessions=s1&sessions=s2', undefined, aliceKey);
    expect(sessions).toMatchObject(NOT_PERMISSIONED);
  });

  it('a peer key names only its sessions in chat, and no scopes', async () => {
    expect(await api('POST', '/v3/workspaces/ws/peers/alice/chat', { query: 'bees?', session_id: 's2' }, aliceKey)).toMatchObject(NOT_PERMISSIONED);
    expect((await api('POST', '/v3/workspaces/ws/peers/alice/chat', { query: 'bees?', session_id: 's1' }, aliceKey)).status).toBe(200);
    const allowlist = await api('POST', '/v3/workspaces/ws/peers/alice/chat', { query: 'bees?', filters: { session_id: ['s1', 's2'] } }, aliceKey);
    expect(allowlist).toMatchObject(NOT_PERMISSIONED);
    const scope = { status: 401, body: { detail: '`scope` requires a workspace- or admin-level key' } };
    expect(await api('POST', '/v3/workspaces/ws/peers/alice/chat', { query: 'bees?', scope: 'x' }, aliceKey)).toMatchObject(scope);
    expect(await api('POST', '/v3/workspaces/ws/peers/alice/representation', { scope: 'x' }, aliceKey)).toMatchObject(scope);
    expect(await api('GET', '/v3/workspaces/ws/sessions/s1/context?peer_target=alice&scope=x', undefined, s1Key)).toMatchObject(scope);
  });

  it('holds /v1/chat/completions to the peer chat rules, for the workspace and peer of its model', async () => {
    const ask = (model: string, headers: Record<string, string>) => api('POST', '/v1/chat/completions', { model, messages: [{ role: 'user', content: 'bees?' }] }, headers);
    expect((await ask('workspace/ws/peer/alice', aliceKey)).status).toBe(200);
    expect((await ask('workspace/ws/peer/bob', workspaceKey)).status).toBe(200);
    const refused = await ask('workspace/ws/peer/bob', aliceKey);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: { message: 'JWT not permissioned for this resource', type: 'invalid_request_error', param: 'model', code: 'invalid_api_key' } });
    expect((await ask('workspace/ws/peer/alice', s1Key)).status).toBe(401);
    const inSession = await api('POST', '/v1/chat/completions', { model: 'workspace/ws/peer/alice', messages: [{ role: 'user', content: 'bees?' }] }, { ...aliceKey, 'x-honcho-session-id': 's2' });
    expect(inSession.status).toBe(401);
  });

  it('a session key reaches its own session only, and no peer routes', async () => {
    expect((await api('POST', '/v3/workspaces/ws/sessions/s1/messages/list', undefined, s1Key)).status).toBe(200);
    expect((await api('POST', '/v3/workspaces/ws/sessions/s1/messages', { messages: [{ peer_id: 'alice', content: 'Honey soon.' }] }, s1Key)).status).toBe(201);
    expect((await api('PUT', '/v3/workspaces/ws/sessions/s1', { metadata: {} }, s1Key)).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/ws/sessions/s2/messages/list', undefined, s1Key)).toMatchObject(NOT_PERMISSIONED);
    expect(await api('POST', '/v3/workspaces/ws/peers/alice/chat', { query: 'bees?' }, s1Key)).toMatchObject(NOT_PERMISSIONED);
    expect(await api('GET', '/v3/workspaces/ws/queue/status', undefined, s1Key)).toMatchObject(NOT_PERMISSIONED);
  });

  it('a peer that leaves a session loses its reads there', async () => {
    await api('POST', '/v3/workspaces/ws/sessions', { id: 'brief', peers: { alice: {} } }, admin);
    expect((await api('GET', '/v3/workspaces/ws/sessions/brief/peers', undefined, aliceKey)).status).toBe(200);
    await api('DELETE', '/v3/workspaces/ws/sessions/brief/peers', ['alice'], admin);
    expect(await api('GET', '/v3/workspaces/ws/sessions/brief/peers', undefined, aliceKey)).toMatchObject(NOT_PERMISSIONED);
  });
});
