import { describe, expect, it } from 'vitest';
import { useEmulator } from '../support/http.js';

const { api } = useEmulator({ apiKey: 'admin-secret' });
const admin = { authorization: 'Bearer admin-secret' };

describe('with an API key configured', () => {
  it('answers 401 without a key or with a wrong one', async () => {
    const missing = await api('POST', '/v3/workspaces', { id: 'a' });
    expect(missing).toMatchObject({ status: 401, body: { detail: 'Not authenticated' } });
    const wrong = await api('POST', '/v3/workspaces', { id: 'a' }, { authorization: 'Bearer nope' });
    expect(wrong).toMatchObject({ status: 401, body: { detail: expect.any(String) } });
  });

  it('accepts the key', async () => {
    expect((await api('POST', '/v3/workspaces', { id: 'a' }, admin)).status).toBe(201);
  });

  it('leaves /health, /docs and /openapi.json open', async () => {
    for (const path of ['/health', '/docs', '/openapi.json']) expect((await api('GET', path)).status).toBe(200);
  });

  it('issues keys that work as bearer tokens until they expire', async () => {
    const issued = await api('POST', '/v3/keys?workspace_id=a', undefined, admin);
    expect(issued.status).toBe(200);
    expect(issued.body.key).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const bearer = { authorization: `Bearer ${issued.body.key}` };
    expect((await api('POST', '/v3/workspaces/a/peers', { id: 'p' }, bearer)).status).toBe(201);
    // Only the admin key mints keys.
    expect((await api('POST', '/v3/keys?workspace_id=a', undefined, bearer)).status).toBe(403);
    const expired = await api('POST', '/v3/keys?workspace_id=a&expires_at=2000-01-01T00:00:00Z', undefined, admin);
    const stale = await api('POST', '/v3/workspaces/a/peers', { id: 'p' }, { authorization: `Bearer ${expired.body.key}` });
    expect(stale).toMatchObject({ status: 401, body: { detail: expect.stringContaining('expired') } });
  });

  it('validates key requests like the server', async () => {
    expect((await api('POST', '/v3/keys', undefined, admin)).status).toBe(400);
    expect((await api('POST', '/v3/keys?peer_id=p', undefined, admin)).status).toBe(400);
    const badDate = await api('POST', '/v3/keys?workspace_id=a&expires_at=soon', undefined, admin);
    expect(badDate.status).toBe(422);
    expect(badDate.body.detail[0].loc).toEqual(['query', 'expires_at']);
  });

  it('answers /v1/chat/completions without a key with a 401 in OpenAI\'s shape', async () => {
    const reply = await api('POST', '/v1/chat/completions', { model: 'workspace/a/peer/p', messages: [{ role: 'user', content: 'hi' }] });
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ error: { message: expect.any(String), type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
  });
});
