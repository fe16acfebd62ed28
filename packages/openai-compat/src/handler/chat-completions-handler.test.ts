import { APITimeoutError, Honcho } from '@honcho-ai/sdk';
import { createEmulator, type Emulator } from '@honcho-ai/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingFetch } from '../test-support/recording-fetch.js';
import { SEED, modelFor } from '../test-support/seed.js';
import { NO_API_KEY } from '../client/openai-client-options.js';
import { createChatCompletionsHandler, type ChatCompletionsHandler } from './chat-completions-handler.js';

const KEY = 'hch-emulator-secret';
const URL_ = 'http://app.test/v1/chat/completions';

let emulator: Emulator;
let recorder: ReturnType<typeof recordingFetch>;

beforeEach(() => {
  emulator = createEmulator({ apiKey: KEY, seed: SEED });
  recorder = recordingFetch();
  // The recorder forwards to globalThis.fetch; route that to the in-process emulator.
  vi.stubGlobal('fetch', emulator.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

function handlerWith(config: ConstructorParameters<typeof Honcho>[0] = {}, onError?: (error: unknown) => void): ChatCompletionsHandler {
  return createChatCompletionsHandler({ baseURL: emulator.baseURL, maxRetries: 0, fetch: recorder.fetch, ...config }, { onError });
}

function post(body: unknown, headers: Record<string, string> = {}, url = URL_): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

const QUESTION = { model: modelFor('alice'), messages: [{ role: 'user', content: 'What does alice want to eat in Lisbon?' }] };

async function errorOf(response: Response): Promise<Record<string, unknown>> {
  const body = (await response.json()) as { error: Record<string, unknown> };
  expect(Object.keys(body)).toEqual(['error']);
  expect(Object.keys(body.error).sort()).toEqual(['code', 'message', 'param', 'type']);
  return body.error;
}

describe('authentication', () => {
  it("passes the caller's bearer key through to Honcho for that request", async () => {
    const handler = handlerWith();
    const response = await handler(post(QUESTION, { authorization: `Bearer ${KEY}` }));
    expect(response.status).toBe(200);
    expect(recorder.chatCalls()[0]?.authorization).toBe(`Bearer ${KEY}`);

    const wrong = await handler(post(QUESTION, { authorization: 'Bearer not-the-key' }));
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ type: 'authentication_error', code: 'invalid_api_key' });
    expect(recorder.chatCalls()[1]?.authorization).toBe('Bearer not-the-key');
  });

  it('never lends HONCHO_API_KEY to a caller without a key', async () => {
    vi.stubEnv('HONCHO_API_KEY', KEY);
    const response = await handlerWith()(post(QUESTION));
    expect(response.status).toBe(401);
    expect(recorder.chatCalls()[0]?.authorization).toBeNull();
  });

  it('refuses a malformed Authorization header without echoing it', async () => {
    const response = await handlerWith()(post(QUESTION, { authorization: `Basic ${KEY}` }));
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(text).not.toContain(KEY);
    expect(recorder.calls).toEqual([]);
  });

  it('uses a fixed key from the options, ignoring the caller’s', async () => {
    const handler = handlerWith({ apiKey: KEY });
    expect((await handler(post(QUESTION))).status).toBe(200);
    expect((await handler(post(QUESTION, { authorization: 'Bearer something-else' }))).status).toBe(200);
    expect(recorder.chatCalls().map((call) => call.authorization)).toEqual([`Bearer ${KEY}`, `Bearer ${KEY}`]);
  });

  it('uses a given Honcho client as is', async () => {
    const honcho = new Honcho({ baseURL: emulator.baseURL, apiKey: KEY, maxRetries: 0, fetch: recorder.fetch, workspaceId: 'unrelated' });
    const handler = createChatCompletionsHandler(honcho);
    const response = await handler(post(QUESTION, { authorization: 'Bearer ignored' }));
    expect(response.status).toBe(200);
    expect(recorder.chatCalls()[0]?.authorization).toBe(`Bearer ${KEY}`);
    expect(recorder.chatCalls()[0]?.path).toBe('/v3/workspaces/acme/peers/alice/chat');
  });

  it('never puts the key in a response or in what onError receives', async () => {
    const onError = vi.fn();
    const handler = handlerWith({ apiKey: KEY }, onError);
    emulator.faults.set({ failRate: 1, failStatus: 500 });
    const response = await handler(post(QUESTION));
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain(KEY);
    expect(onError).toHaveBeenCalledTimes(1);
    const reported = onError.mock.calls[0]?.[0] as Error;
    expect(`${reported.message} ${reported.stack ?? ''} ${JSON.stringify(reported)}`).not.toContain(KEY);
  });
});

describe('routing and malformed requests', () => {
  const handler = (): ChatCompletionsHandler => handlerWith({ apiKey: KEY });

  it('answers under any prefix ending in /chat/completions', async () => {
    expect((await handler()(post(QUESTION, {}, 'http://app.test/api/honcho/v1/chat/completions'))).status).toBe(200);
    expect((await handler()(post(QUESTION, {}, 'http://app.test/v1/chat/completions/'))).status).toBe(200);
  });

  it('answers 404 for other paths and 405 for other methods, in OpenAI’s shape', async () => {
    const notFound = await handler()(post(QUESTION, {}, 'http://app.test/v1/models'));
    expect(notFound.status).toBe(404);
    expect(await errorOf(notFound)).toMatchObject({ type: 'not_found_error', code: 'unknown_url' });
    const get = await handler()(new Request(URL_));
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect(recorder.calls).toEqual([]);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await handler()(post('{"model":'));
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: 'invalid_json', type: 'invalid_request_error' });
  });

  it('refuses a schema outside the server’s subset before asking Honcho', async () => {
    const response = await handler()(
      post({ ...QUESTION, response_format: { type: 'json_schema', json_schema: { name: 'x', schema: { type: 'object', properties: { a: { allOf: [{ type: 'string' }] } } } } } }),
    );
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ param: 'response_format.json_schema.schema', code: 'invalid_value', message: expect.stringMatching(/allOf/) });
    expect(recorder.calls).toEqual([]);
  });

  it('writes nothing itself for an unknown workspace: only the chat, which the server answers by creating it', async () => {
    const response = await handler()(post({ ...QUESTION, model: 'workspace/ghost/peer/alice' }));
    expect(response.status).toBe(200);
    expect(recorder.calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v3/workspaces/ghost/peers/alice/chat']);
    expect(emulator.store.workspace('ghost')).toBeDefined();
  });

  it('answers 404 for an unknown session, as Honcho does', async () => {
    const response = await handler()(post(QUESTION, { 'X-Honcho-Session-Id': 'nowhere' }));
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toMatchObject({ code: 'model_not_found', param: 'model', message: expect.stringMatching(/Session nowhere not found/) });
  });
});

describe('upstream failures', () => {
  it('passes a 503 on with its Retry-After, and reports it', async () => {
    const onError = vi.fn();
    emulator.faults.set({ failRate: 1, failStatus: 503, retryAfter: 2, match: { path: /\/chat$/ } });
    const response = await handlerWith({ apiKey: KEY }, onError)(post(QUESTION));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('2');
    expect(await errorOf(response)).toMatchObject({ type: 'server_error', code: 'upstream_error' });
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it('answers 502 when Honcho cannot be reached, streamed or not', async () => {
    const onError = vi.fn();
    const handler = createChatCompletionsHandler(
      { baseURL: 'http://honcho.invalid', apiKey: KEY, maxRetries: 0, fetch: () => Promise.reject(new TypeError('fetch failed')) },
      { onError },
    );
    for (const stream of [false, true]) {
      const response = await handler(post({ ...QUESTION, stream }));
      expect(response.status).toBe(502);
      expect(await errorOf(response)).toMatchObject({ type: 'server_error', code: 'upstream_connection_error' });
    }
    expect(onError).toHaveBeenCalledTimes(2);
  });

  it('does not report refused requests', async () => {
    const onError = vi.fn();
    const handler = handlerWith({ apiKey: KEY }, onError);
    await handler(post({ ...QUESTION, n: 2 }));
    await handler(post({ ...QUESTION, model: 'workspace/ghost/peer/alice' }));
    expect(onError).not.toHaveBeenCalled();
  });

  it('reports a stream that breaks midway and ends it with an error event', async () => {
    const onError = vi.fn();
    emulator.faults.set({ cutStreamAfterChunks: 2, match: { path: /\/chat$/ } });
    const response = await handlerWith({ apiKey: KEY }, onError)(post({ ...QUESTION, stream: true }));
    expect(response.status).toBe(200);
    const events = (await response.text()).split('\n\n').filter(Boolean);
    const last = JSON.parse(events.at(-1)?.slice('data: '.length) ?? '{}') as { error?: { type: string } };
    expect(last.error?.type).toBe('server_error');
    expect(events.some((event) => event.includes('[DONE]'))).toBe(false);
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('a stream whose upstream goes silent', () => {
  it('ends with the OpenAI-shaped upstream_timeout error event after the client timeout, not a hung response', async () => {
    const onError = vi.fn();
    emulator.faults.set({ stallStreamAfterChunks: 2, match: { path: /\/chat$/ } });
    const response = await handlerWith({ apiKey: KEY, timeout: 1_000 }, onError)(post({ ...QUESTION, stream: true }));
    expect(response.status).toBe(200);
    const started = Date.now();
    // Bounded, so a hang fails here rather than at the test's timeout.
    const text = await Promise.race([response.text(), new Promise<string>((resolve) => setTimeout(() => resolve('still hanging'), 3_500))]);
    expect(text).not.toBe('still hanging');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    const events = text.split('\n\n').filter(Boolean).map((event) => JSON.parse(event.slice('data: '.length)) as Record<string, unknown>);
    expect(events.filter((event) => 'choices' in event)).toHaveLength(3); // the role chunk and the two pieces before the stall
    expect(events.at(-1)).toMatchObject({ error: { type: 'server_error', code: 'upstream_timeout' } });
    expect(text).not.toContain('[DONE]');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(APITimeoutError);
  });
});

describe('streaming', () => {
  it('answers with event-stream headers and passes reasoning level, session and target to the SDK stream', async () => {
    const response = await handlerWith({ apiKey: KEY })(
      post({ ...QUESTION, model: modelFor('assistant'), stream: true, honcho_reasoning_level: 'high' }, { 'X-Honcho-Target': 'bob', 'X-Honcho-Session-Id': 'trip' }),
    );
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache, no-transform');
    await response.text();
    expect(recorder.chatCalls()[0]?.body).toEqual({
      query: 'What does alice want to eat in Lisbon?',
      target: 'bob',
      session_id: 'trip',
      reasoning_level: 'high',
      stream: true,
    });
  });

  it('cancels the Honcho stream when the response body is cancelled', async () => {
    emulator.faults.set({ stallStreamAfterChunks: 1, match: { path: /\/chat$/ } });
    const response = await handlerWith({ apiKey: KEY })(post({ ...QUESTION, stream: true }));
    const reader = response.body?.getReader();
    if (reader === undefined) throw new Error('no body');
    await reader.read(); // role chunk
    await reader.read(); // the one piece before the stall
    const pending = reader.read();
    await reader.cancel();
    await expect(pending).resolves.toMatchObject({ done: true });
    const signal = recorder.chatCalls()[0]?.signal;
    expect(signal?.aborted).toBe(true);
  });
});

describe('the placeholder key of openAIClientOptions()', () => {
  it('counts as no key in pass-through mode', async () => {
    const unauthenticated = createEmulator({ seed: SEED });
    vi.stubGlobal('fetch', unauthenticated.fetch);
    const response = await handlerWith()(post(QUESTION, { authorization: `Bearer ${NO_API_KEY}` }));
    expect(response.status).toBe(200);
    expect(recorder.chatCalls()[0]?.authorization).toBeNull();
  });

  it('is checked before the body: a malformed Authorization header is a 401 even for a bad body', async () => {
    const response = await handlerWith()(post('not json', { authorization: 'Token abc' }));
    expect(response.status).toBe(401);
  });
});
