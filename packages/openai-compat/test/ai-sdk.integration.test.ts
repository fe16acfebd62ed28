import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { serveFetchHandler, startEmulator, type RunningEmulator, type RunningServer } from '@honcho-ai/testing/node';
import { generateText, streamText } from 'ai';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createChatCompletionsHandler } from '../src/handler/chat-completions-handler.js';
import { honchoFetch } from '../src/fetch/honcho-fetch.js';
import { honchoHeaders } from '../src/headers/honcho-headers.js';
import { buildModelString } from '../src/model/model-string.js';
import { recordingFetch } from '../src/test-support/recording-fetch.js';
import { SEED, WORKSPACE } from '../src/test-support/seed.js';

// The AI SDK's OpenAI-compatible provider (ai 6) generating text through the handler over HTTP, and through the fetch adapter.
let emulator: RunningEmulator;
let server: RunningServer;
const recorder = recordingFetch();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, seed: SEED });
  server = await serveFetchHandler(createChatCompletionsHandler({ baseURL: emulator.url, maxRetries: 0, fetch: recorder.fetch }));
});
afterEach(() => {
  recorder.clear();
  emulator.faults.clear();
});
afterAll(async () => {
  await server.close();
  await emulator.close();
});

const providers = {
  handler: () => createOpenAICompatible({ name: 'honcho', baseURL: `${server.url}/v1`, apiKey: 'test-key' }),
  'fetch adapter': () =>
    createOpenAICompatible({ name: 'honcho', baseURL: 'http://openai-compat.invalid/v1', apiKey: 'test-key', fetch: honchoFetch({ baseURL: emulator.url, maxRetries: 0 }) }),
};

describe.each(Object.keys(providers) as Array<keyof typeof providers>)('@ai-sdk/openai-compatible through the %s', (name) => {
  const honcho = providers[name];

  it('generateText answers from memory', async () => {
    const result = await generateText({
      model: honcho()(buildModelString(WORKSPACE, 'alice')),
      system: 'You are a helpful assistant.',
      prompt: 'What does alice want to eat in Lisbon?',
      maxRetries: 0,
    });
    expect(result.text).toMatch(/pastel de nata/);
    expect(result.finishReason).toBe('stop');
  });

  it('streamText streams the same answer', async () => {
    const model = honcho()(buildModelString(WORKSPACE, 'alice'));
    const whole = await generateText({ model, prompt: 'What does alice want to eat in Lisbon?', maxRetries: 0 });
    const result = streamText({ model, prompt: 'What does alice want to eat in Lisbon?', maxRetries: 0 });
    const pieces: string[] = [];
    for await (const piece of result.textStream) pieces.push(piece);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join('')).toBe(whole.text);
    expect(await result.finishReason).toBe('stop');
  });

  it('sends session, target and reasoning level as headers', async () => {
    const result = await generateText({
      model: honcho()(buildModelString(WORKSPACE, 'assistant')),
      prompt: 'What does bob drink in the afternoon?',
      headers: honchoHeaders({ target: 'bob', session: 'trip', reasoningLevel: 'medium' }),
      maxRetries: 0,
    });
    expect(result.text).toMatch(/green tea/);
    if (name === 'handler') {
      expect(recorder.chatCalls()[0]?.body).toMatchObject({ target: 'bob', session_id: 'trip', reasoning_level: 'medium' });
    }
  });

  it('surfaces a stream that breaks midway as an error', async () => {
    emulator.faults.set({ cutStreamAfterChunks: 2, match: { method: 'POST', path: /\/chat$/ } });
    const errors: unknown[] = [];
    const result = streamText({
      model: honcho()(buildModelString(WORKSPACE, 'alice')),
      prompt: 'What does alice want to eat in Lisbon?',
      maxRetries: 0,
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    for await (const _ of result.textStream) {
      // drain
    }
    // The provider hands on the stream's OpenAI error object as it came.
    expect(errors).toEqual([expect.objectContaining({ type: 'server_error', code: 'upstream_connection_error', message: expect.stringMatching(/Honcho/) })]);
  });
});
