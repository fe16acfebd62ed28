import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import OpenAI from 'openai';
import OpenAI7 from 'openai7';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { honchoFetch } from '../fetch/honcho-fetch.js';
import { SEED } from '../test-support/seed.js';
import { openAIClientOptions } from './openai-client-options.js';

// The real `openai` client, pointed by openAIClientOptions() at a Honcho server without /v1/chat/completions
// (the emulator as server 3.0.12, which answers it with FastAPI's bare 404), learns why and what to use instead.

const KEY = 'hch-admin-key-never-shown-0123456789';
const MODEL = 'workspace/acme/peer/alice';
const MESSAGES = [{ role: 'user' as const, content: 'What does alice like to eat?' }];
const EXPECTED =
  'the OpenAI-compatible endpoint is not offered by this Honcho server (POST /v1/chat/completions answered 404 Not Found); ' +
  'server 3.0.12 lacks it; give the client honchoFetch() from @honcho-ai/openai-compat as its fetch, which answers through the dialectic in-process ' +
  '(new OpenAI({ ...openAIClientOptions(), fetch: honchoFetch() })), or serve /v1/chat/completions with createChatCompletionsHandler()';

let server3012: RunningEmulator;
let extended: RunningEmulator;

beforeAll(async () => {
  [server3012, extended] = await Promise.all([
    startEmulator({ port: 0, seed: SEED, apiKey: KEY, server: '3.0.12' }),
    startEmulator({ port: 0, seed: SEED, apiKey: KEY }),
  ]);
});
afterAll(async () => {
  await Promise.all([server3012?.close(), extended?.close()]);
});

describe('openAIClientOptions() on a server without /v1/chat/completions', () => {
  /** What each client version must report: its own NotFoundError, with the readable message and OpenAI's fields. */
  async function expectReadable404(create: () => Promise<unknown>, NotFound: abstract new (...args: never[]) => Error): Promise<void> {
    const error: unknown = await create().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFound);
    const apiError = error as Error & { status: number; error: unknown };
    expect(apiError.status).toBe(404);
    expect(apiError.message).toBe(`404 ${EXPECTED}`);
    expect(apiError.error).toMatchObject({ type: 'not_found_error', code: 'endpoint_not_offered', param: null });
    expect(JSON.stringify({ message: apiError.message, error: apiError.error })).not.toContain(KEY);
  }

  it('gives openai 6 an OpenAI-shaped 404 that says so and what to use instead', async () => {
    const openai = new OpenAI({ ...openAIClientOptions({ baseURL: server3012.url, apiKey: KEY }), maxRetries: 0 });
    await expectReadable404(() => openai.chat.completions.create({ model: MODEL, messages: MESSAGES }), OpenAI.NotFoundError);
  });

  it('gives openai 7 the same', async () => {
    const openai = new OpenAI7({ ...openAIClientOptions({ baseURL: server3012.url, apiKey: KEY }), maxRetries: 0 });
    await expectReadable404(() => openai.chat.completions.create({ model: MODEL, messages: MESSAGES }), OpenAI7.NotFoundError);
  });

  it('says the same for a stream', async () => {
    const openai = new OpenAI({ ...openAIClientOptions({ baseURL: server3012.url, apiKey: KEY }), maxRetries: 0 });
    const error: unknown = await openai.chat.completions.create({ model: MODEL, messages: MESSAGES, stream: true }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect((error as Error).message).toBe(`404 ${EXPECTED}`);
  });

  it('works with the way out the message names', async () => {
    const openai = new OpenAI({
      ...openAIClientOptions({ baseURL: server3012.url, apiKey: KEY }),
      fetch: honchoFetch({ baseURL: server3012.url, apiKey: KEY }),
      maxRetries: 0,
    });
    const completion = await openai.chat.completions.create({ model: MODEL, messages: MESSAGES });
    expect(completion.choices[0]?.message.content).toBeTruthy();
  });
});

describe('openAIClientOptions() on a server with the endpoint', () => {
  it('passes answers and the endpoint’s own errors through untouched', async () => {
    const openai = new OpenAI({ ...openAIClientOptions({ baseURL: extended.url, apiKey: KEY }), maxRetries: 0 });
    const completion = await openai.chat.completions.create({ model: MODEL, messages: MESSAGES });
    expect(completion.object).toBe('chat.completion');

    // The endpoint's own error (OpenAI-shaped already) is the client's to report as it came.
    const error: unknown = await openai.chat.completions.create({ model: 'gpt-4o', messages: MESSAGES }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect((error as Error).message).toBe(
      "400 Invalid model string: 'gpt-4o'. Expected format: 'workspace/{workspace_id}/peer/{peer_id}'.",
    );
  });

  it('sends through the fetch it is given', async () => {
    const seen: string[] = [];
    const options = openAIClientOptions({
      baseURL: extended.url,
      apiKey: KEY,
      fetch: (input, init) => {
        seen.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    await new OpenAI({ ...options, maxRetries: 0 }).chat.completions.create({ model: MODEL, messages: MESSAGES });
    expect(seen).toEqual([`${extended.url}/v1/chat/completions`]);
  });

  it('refuses a fetch that is not a function, naming the field', () => {
    expect(() => openAIClientOptions({ fetch: 'nope' as never })).toThrow(/fetch: must be a function/);
  });
});

describe('what the fetch leaves alone', () => {
  const bare404 = async () => new Response(JSON.stringify({ detail: 'Not Found' }), { status: 404, headers: { 'content-type': 'application/json' } });

  it('a bare 404 from outside the client’s /v1 root', async () => {
    const { fetch: send } = openAIClientOptions({ baseURL: 'http://honcho.test', fetch: bare404 });
    const response = await send('http://elsewhere.test/v1/chat/completions', { method: 'POST' });
    expect(await response.json()).toEqual({ detail: 'Not Found' });
  });

  it('a 404 that names a missing resource', async () => {
    const { fetch: send } = openAIClientOptions({
      baseURL: 'http://honcho.test',
      fetch: async () => Response.json({ detail: 'Peer alice not found in workspace acme' }, { status: 404 }),
    });
    const response = await send('http://honcho.test/v1/chat/completions', { method: 'POST' });
    expect(await response.json()).toEqual({ detail: 'Peer alice not found in workspace acme' });
  });
});
