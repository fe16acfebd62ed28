import { describe, expect, it } from 'vitest';
import { issues, useEmulator } from '../support/http.js';

const { api, emulator } = useEmulator();

describe('GET /health, /docs and /openapi.json', () => {
  it('reports ok', async () => {
    expect(await api('GET', '/health')).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers /metrics as a server with metrics off does: 404, plain text, no content type', async () => {
    const reply = await api('GET', '/metrics');
    expect(reply).toMatchObject({ status: 404, text: 'Metrics are disabled' });
    expect(reply.headers.get('content-type')).toBeNull();
  });

  it('serves an HTML page linking to the document', async () => {
    const reply = await api('GET', '/docs');
    expect(reply.headers.get('content-type')).toContain('text/html');
    expect(reply.text).toContain('href="/openapi.json"');
    expect(reply.text).toContain('/v3/workspaces/{workspace_id}/peers/{peer_id}/chat');
  });

  it('serves the repo\'s OpenAPI document with this server first', async () => {
    const reply = await api('GET', '/openapi.json');
    expect(reply.body.openapi).toBe('3.1.0');
    expect(reply.body.servers[0].url).toBe(emulator().url);
    expect(Object.keys(reply.body.paths)).toContain('/v1/chat/completions');
  });

  it('serves every operation of the document', async () => {
    const document = (await api('GET', '/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const served = new Set(emulator().routes.map((route) => `${route.method} ${route.path}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) =>
      ['get', 'post', 'put', 'delete'].filter((method) => method in item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
  });

  it('answers 404 and 405 like Starlette for unknown paths and methods', async () => {
    expect(await api('GET', '/v3/nothing')).toMatchObject({ status: 404, body: { detail: 'Not Found' } });
    const wrongMethod = await api('GET', '/v3/workspaces');
    expect(wrongMethod).toMatchObject({ status: 405, body: { detail: 'Method Not Allowed' } });
    expect(wrongMethod.headers.get('allow')).toBe('POST');
  });
});

describe('POST /v3/keys without authentication', () => {
  it('answers 405, as a server with auth off does', async () => {
    const reply = await api('POST', '/v3/keys?workspace_id=x');
    expect(reply).toMatchObject({ status: 405, body: { detail: 'Feature is disabled' } });
  });

  it('checks expires_at as pydantic does, before it notices authentication is off', async () => {
    const reply = await api('POST', '/v3/keys?workspace_id=x&expires_at=soon');
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toEqual([
      {
        type: 'datetime_from_date_parsing',
        loc: ['query', 'expires_at'],
        msg: 'Input should be a valid datetime or date, input is too short',
        input: 'soon',
        ctx: { error: 'input is too short' },
      },
    ]);
  });
});

describe('webhooks', () => {
  it('registers (get or create), lists, tests and deletes endpoints', async () => {
    await api('POST', '/v3/workspaces', { id: 'hooks' });
    const created = await api('POST', '/v3/workspaces/hooks/webhooks', { url: 'https://example.com/hook' });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), workspace_id: 'hooks', url: 'https://example.com/hook', created_at: expect.any(String) });
    expect(await api('POST', '/v3/workspaces/hooks/webhooks', { url: 'https://example.com/hook' })).toMatchObject({ status: 200, body: { id: created.body.id } });
    await api('POST', '/v3/workspaces/hooks/webhooks', { url: 'http://localhost:9999/other' });
    const list = await api('GET', '/v3/workspaces/hooks/webhooks?size=1&page=2');
    expect(list.body).toMatchObject({ total: 2, page: 2, size: 1, items: [{ url: 'http://localhost:9999/other' }] });
    const test = await api('GET', '/v3/workspaces/hooks/webhooks/test');
    expect(test).toMatchObject({ status: 200, text: 'null' });
    expect(emulator().store.webhookTestEvents('hooks')).toBe(1);
    const deleted = await api('DELETE', `/v3/workspaces/hooks/webhooks/${created.body.id}`);
    expect(deleted).toMatchObject({ status: 204, text: '' });
    expect(deleted.headers.get('content-type')).toBe('application/json');
    expect(await api('DELETE', `/v3/workspaces/hooks/webhooks/${created.body.id}`)).toMatchObject({
      status: 404,
      body: { detail: `Webhook endpoint ${created.body.id} not found for workspace hooks` },
    });
    expect(emulator().store.webhooks('hooks').map((hook) => hook.url)).toEqual(['http://localhost:9999/other']);
  });

  it.each<[string, string, string]>([
    ['a non-http scheme', 'ftp://example.com/x', 'Only HTTP and HTTPS URLs are allowed'],
    ['a relative URL', '/hook', 'Invalid URL format'],
    ['a literal private IPv4 address', 'http://10.1.2.3/hook', 'Private/internal IP addresses are not allowed'],
    ['loopback', 'http://127.0.0.1:8080/hook', 'Private/internal IP addresses are not allowed'],
    ['a literal IPv6 loopback', 'http://[::1]/hook', 'Private/internal IP addresses are not allowed'],
    ['an unclosed IPv6 bracket', 'http://[::1/hook', 'Invalid IPv6 URL'],
  ])('refuses %s with a 422 value_error in the server\'s words', async (_name, url, message) => {
    const reply = await api('POST', '/v3/workspaces/hooks/webhooks', { url });
    expect(reply.status).toBe(422);
    expect(reply.body.detail).toEqual([{ type: 'value_error', loc: ['body', 'url'], msg: `Value error, ${message}`, input: url, ctx: { error: {} } }]);
  });

  it('accepts what only looks private to a WHATWG parser, as the server does', async () => {
    expect((await api('POST', '/v3/workspaces/hooks/webhooks', { url: 'http://127.1/hook' })).status).toBe(201);
  });

  it('stops at 10 endpoints per workspace with a 409', async () => {
    await api('POST', '/v3/workspaces', { id: 'many-hooks' });
    for (let index = 0; index < 10; index += 1) await api('POST', '/v3/workspaces/many-hooks/webhooks', { url: `https://example.com/${index}` });
    expect((await api('POST', '/v3/workspaces/many-hooks/webhooks', { url: 'https://example.com/0' })).status).toBe(200);
    expect(await api('POST', '/v3/workspaces/many-hooks/webhooks', { url: 'https://example.com/10' })).toMatchObject({
      status: 409,
      body: { detail: 'Maximum number of webhook endpoints (10) reached for this workspace.' },
    });
  });

  it('answers for an unknown workspace as the server\'s queries do', async () => {
    expect(await api('GET', '/v3/workspaces/nope/webhooks')).toMatchObject({ status: 200, body: { items: [], total: 0, page: 1, size: 50, pages: 0 } });
    expect(await api('GET', '/v3/workspaces/nope/webhooks/test')).toMatchObject({ status: 200, text: 'null' });
    expect(await api('DELETE', '/v3/workspaces/nope/webhooks/x')).toMatchObject({ status: 404, body: { detail: 'Webhook endpoint x not found for workspace nope' } });
    expect(await api('POST', '/v3/workspaces/nope/webhooks', { url: 'https://example.com/x' })).toMatchObject({ status: 404, body: { detail: 'Workspace nope not found' } });
    expect(emulator().store.workspace('nope')).toBeUndefined();
  });
});

describe('validation edge cases shared by every route', () => {
  it('reports each bad field once, with pydantic types', async () => {
    const reply = await api('POST', '/v3/workspaces/hooks/peers/alice/chat', { query: '', reasoning_level: 'extreme', stream: 'sometimes' });
    expect(issues(reply)).toEqual([
      { type: 'string_too_short', loc: ['body', 'query'] },
      { type: 'bool_parsing', loc: ['body', 'stream'] },
      { type: 'literal_error', loc: ['body', 'reasoning_level'] },
    ]);
    expect(reply.body.detail[2].msg).toBe("Input should be 'minimal', 'low', 'medium', 'high' or 'max'");
  });
});
