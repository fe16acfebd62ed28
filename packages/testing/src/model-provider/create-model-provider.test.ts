import { describe, expect, it, vi } from 'vitest';
import { isConnectionDrop } from '../faults/connection-drop.js';
import { createModelProvider } from './create-model-provider.js';

const NOW = new Date('2025-06-01T00:00:00Z');
const post = (body: unknown) => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
const chat = { model: 'm', messages: [{ role: 'user', content: 'Hello' }] };

describe('createModelProvider', () => {
  it('serves chat completions, with or without the /v1 prefix, and logs each request', async () => {
    const provider = createModelProvider({ now: () => NOW });
    const response = await provider.fetch('chat/completions', post(chat));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'chatcmpl-stub-1', created: Math.floor(NOW.getTime() / 1000), choices: [{ message: { content: 'Hello' } }] });
    expect((await provider.fetch('http://model.test/chat/completions/', post(chat))).status).toBe(200);
    expect(provider.requests).toEqual([
      { method: 'POST', path: '/v1/chat/completions', endpoint: 'chat', body: chat, time: NOW, status: 200 },
      { method: 'POST', path: '/chat/completions/', endpoint: 'chat', body: chat, time: NOW, status: 200 },
    ]);
    provider.reset();
    expect(provider.requests).toEqual([]);
    expect(await (await provider.fetch('chat/completions', post(chat))).json()).toMatchObject({ id: 'chatcmpl-stub-1' });
  });

  it('streams as server-sent events', async () => {
    const response = await createModelProvider().fetch('chat/completions', post({ ...chat, stream: true }));
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const text = await response.text();
    expect(text.endsWith('data: [DONE]\n\n')).toBe(true);
  });

  it('serves the Responses API from the same replies, stores each response for previous_response_id, and streams its events', async () => {
    const provider = createModelProvider({ now: () => NOW });
    const first = await provider.fetch('responses', post({ model: 'm', instructions: 'Be brief.', input: 'Hello' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({
      id: 'resp_stub_1',
      object: 'response',
      status: 'completed',
      instructions: 'Be brief.',
      output: [{ type: 'message', id: 'msg_resp_stub_1', role: 'assistant', content: [{ type: 'output_text', text: 'Hello' }] }],
      usage: { input_tokens: expect.any(Number), output_tokens: 2 },
    });
    const chained = await provider.fetch('responses', post({ model: 'm', previous_response_id: 'resp_stub_1', input: 'Again', stream: true }));
    const events = (await chained.text()).split('\n\n').filter((block) => block !== '').map((block) => JSON.parse(block.split('\ndata: ')[1] ?? '') as { type: string; sequence_number: number });
    expect(events.map((event) => event.type)).toEqual([
      'response.created',
      'response.in_progress',
      'response.output_item.added',
      'response.content_part.added',
      'response.output_text.delta',
      'response.output_text.done',
      'response.content_part.done',
      'response.output_item.done',
      'response.completed',
    ]);
    expect(events.map((event) => event.sequence_number)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    expect(provider.requests.map((request) => request.endpoint)).toEqual(['responses', 'responses']);
    provider.reset();
    expect((await provider.fetch('responses', post({ model: 'm', previous_response_id: 'resp_stub_1', input: 'x' }))).status).toBe(404);
  });

  it('serves embeddings with the default dimensions, and lists models', async () => {
    const provider = createModelProvider({ embeddingDimensions: 12, models: ['a'] });
    const embeddings = (await (await provider.fetch('embeddings', post({ model: 'e', input: 'x' }))).json()) as { data: { embedding: number[] }[] };
    expect(embeddings.data[0]?.embedding).toHaveLength(12);
    expect(await (await provider.fetch('models')).json()).toEqual({ object: 'list', data: [{ id: 'a', object: 'model', created: 0, owned_by: 'honcho-testing' }] });
    expect(await (await provider.fetch('models/org%2Fname')).json()).toMatchObject({ id: 'org/name' });
  });

  it('answers errors in OpenAI shape: bad JSON, bad fields, unknown paths, wrong methods', async () => {
    const provider = createModelProvider();
    const notJson = await provider.fetch('chat/completions', post('{nope'));
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toMatchObject({ error: { type: 'invalid_request_error', code: 'invalid_json', param: null } });
    expect(provider.requests[0]).toMatchObject({ body: '{nope', status: 400 });
    const badField = await provider.fetch('chat/completions', post({ model: 'm' }));
    expect(await badField.json()).toEqual({ error: { message: "Missing required parameter: 'messages'.", type: 'invalid_request_error', param: 'messages', code: 'missing_required_parameter' } });
    const unknown = await provider.fetch('completions', post(chat));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { message: 'Unknown request URL: POST /v1/completions.', type: 'invalid_request_error', param: null, code: 'unknown_url' } });
    expect((await provider.fetch('responses/resp_stub_1')).status).toBe(404);
    const unsupported = await provider.fetch('responses', post({ model: 'm', input: 'x', background: true }));
    expect(unsupported.status).toBe(400);
    expect(await unsupported.json()).toMatchObject({ error: { type: 'invalid_request_error', param: 'background', code: 'unsupported_parameter' } });
    const legacy = await provider.fetch('chat/completions', post({ ...chat, functions: [{ name: 'f' }] }));
    expect(await legacy.json()).toMatchObject({ error: { param: 'functions', code: 'unsupported_parameter' } });
    const wrongMethod = await provider.fetch('responses');
    expect(wrongMethod.status).toBe(405);
    expect(await wrongMethod.json()).toMatchObject({ error: { type: 'invalid_request_error', message: 'GET is not supported; use POST.' } });
    expect((await provider.fetch('chat/completions')).status).toBe(405);
    expect((await provider.fetch('models', post({}))).status).toBe(405);
  });

  it('requires the API key when one is set', async () => {
    const provider = createModelProvider({ apiKey: 'secret' });
    const denied = await provider.fetch('chat/completions', post(chat));
    expect(denied.status).toBe(401);
    expect(await denied.json()).toMatchObject({ error: { code: 'invalid_api_key' } });
    const allowed = await provider.fetch('chat/completions', { ...post(chat), headers: { authorization: 'Bearer secret' } });
    expect(allowed.status).toBe(200);
  });

  it('turns an unexpected failure into a 500 and reports it', async () => {
    const onError = vi.fn();
    const provider = createModelProvider({
      onError,
      respond: () => {
        throw new Error('boom');
      },
    });
    const response = await provider.fetch('chat/completions', post(chat));
    expect(response.status).toBe(500);
    expect(await response.json()).toMatchObject({ error: { type: 'server_error' } });
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.any(Request));
  });

  it('injects the faults it is given, counts them, and restores them on reset', async () => {
    const provider = createModelProvider({ faults: { failRate: 1, failStatus: 429, retryAfter: 2, times: 1, match: { path: 'embeddings$' } } });
    const failed = await provider.fetch('embeddings', post({ model: 'e', input: 'x' }));
    expect(failed.status).toBe(429);
    expect(failed.headers.get('retry-after')).toBe('2');
    expect((await provider.fetch('embeddings', post({ model: 'e', input: 'x' }))).status).toBe(200);
    expect(provider.stats).toMatchObject({ requests: 2, injectedFailures: 1 });
    expect(provider.requests.map((record) => record.status)).toEqual([429, 200]);
    provider.reset();
    expect(provider.stats.requests).toBe(0);
    expect((await provider.fetch('embeddings', post({ model: 'e', input: 'x' }))).status).toBe(429);
    provider.faults.set({ dropConnection: 'before' });
    const dropped = await provider.fetch('chat/completions', post(chat)).catch((error: unknown) => error);
    expect(isConnectionDrop(dropped)).toBe(true);
  });

  it('refuses a bad embeddingDimensions option at once', () => {
    expect(() => createModelProvider({ embeddingDimensions: 0 })).toThrow(RangeError);
  });
});
