import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HONCHO_REASONING_LEVEL_HEADER, HONCHO_SESSION_HEADER, HONCHO_TARGET_HEADER } from '../headers/honcho-headers.js';
import type { BodyLike, ChunkLike, OpenAIClientLike, OpenAIPackageLike } from './openai-client-like.js';
import { aborted } from './recording-fetch.js';
import { ESPRESSO_MESSAGES, modelFor, TRIP_SCHEMA } from './seed.js';
import { startTransports, type Transport, type Transports } from './transports.js';

const Trip = z.object({ city: z.string(), foods: z.array(z.string()) });

const LISBON_FOOD: BodyLike = {
  model: modelFor('alice'),
  messages: [{ role: 'user', content: 'What does alice want to eat in Lisbon?' }],
};

/**
 * The `openai` client scenarios, run for one `openai` major against the three
 * ways to reach the dialectic: (a) the emulator's own `/v1/chat/completions`,
 * (b) this package's handler on a local HTTP server in front of the emulator,
 * (c) the fetch adapter. Written once; `openai.test.ts` runs it with openai 6
 * on Node 20, `openai.node22.test.ts` with openai 7 on Node 22.
 */
export function describeOpenAIScenarios(openai: OpenAIPackageLike): void {
  let transports: Transports;
  beforeAll(async () => {
    transports = await startTransports();
  });
  afterEach(() => {
    transports.reset();
  });
  afterAll(async () => {
    await transports.close();
  });

  describe.each(['emulator', 'handler', 'fetch adapter'] as const)(`${openai.label} through the %s`, (name) => {
    const transport = (): Transport => {
      const found = transports.all.find((candidate) => candidate.name === name);
      if (found === undefined) throw new Error(`no transport ${name}`);
      return found;
    };
    const client = (): OpenAIClientLike => {
      const { baseURL, fetch } = transport();
      return new openai.OpenAI({ baseURL, apiKey: 'test-key', maxRetries: 0, fetch });
    };
    /**
     * Checks the dialectic calls our code made through the SDK. Only the
     * handler and the adapter record them; for the emulator's own endpoint
     * the answers alone are the evidence.
     */
    const expectDialecticBodies = (check: (bodies: Array<Record<string, unknown> | undefined>) => void): void => {
      const calls = transport().chatCalls?.();
      if (calls !== undefined) check(calls.map((call) => call.body));
    };

    async function streamed(body: BodyLike, headers?: Record<string, string>): Promise<{ chunks: ChunkLike[]; text: string }> {
      const stream = await client().chat.completions.create({ ...body, stream: true }, { headers: headers ?? {} });
      const chunks: ChunkLike[] = [];
      for await (const chunk of stream) chunks.push(chunk);
      return { chunks, text: chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('') };
    }

    async function answer(body: BodyLike, headers?: Record<string, string>): Promise<string | null> {
      const completion = await client().chat.completions.create(body, { headers: headers ?? {} });
      return completion.choices[0]?.message.content ?? null;
    }

    it('answers with a chat.completion', async () => {
      const completion = await client().chat.completions.create(LISBON_FOOD);
      expect(completion.id).toMatch(/^chatcmpl-honcho-[A-Za-z0-9_-]{10,}$/);
      expect(completion.object).toBe('chat.completion');
      expect(completion.model).toBe(modelFor('alice'));
      expect(Number.isInteger(completion.created)).toBe(true);
      expect(completion.choices).toHaveLength(1);
      expect(completion.choices[0]).toMatchObject({ index: 0, finish_reason: 'stop', message: { role: 'assistant' } });
      expect(completion.choices[0]?.message.content).toMatch(/pastel de nata/);
      expect(completion.usage).toEqual({ prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });
    });

    it('streams chunks that parse and concatenate to the same answer', async () => {
      const whole = await answer(LISBON_FOOD);
      const { chunks, text } = await streamed(LISBON_FOOD);
      expect(text).toBe(whole);
      expect(chunks.length).toBeGreaterThan(3);
      expect(chunks[0]?.choices[0]?.delta).toEqual({ role: 'assistant', content: '' });
      expect(chunks.at(-1)?.choices[0]).toMatchObject({ delta: {}, finish_reason: 'stop' });
      expect(chunks.slice(0, -1).every((chunk) => chunk.choices[0]?.finish_reason === null)).toBe(true);
      expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
      expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk' && chunk.model === modelFor('alice'))).toBe(true);
    });

    it('ends the event stream with data: [DONE]', async () => {
      const response = await client().chat.completions.create({ ...LISBON_FOOD, stream: true }).asResponse();
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      const events = (await response.text()).split('\n\n').filter((event) => event !== '');
      expect(events.at(-1)).toBe('data: [DONE]');
      for (const event of events.slice(0, -1)) {
        expect(event.startsWith('data: ')).toBe(true);
        expect(() => JSON.parse(event.slice('data: '.length)) as unknown).not.toThrow();
      }
    });

    it('asks only the last user message, reading the text parts of a content array', async () => {
      const content = await answer({
        model: modelFor('alice'),
        messages: [
          { role: 'system', content: 'You are a helpful assistant.' },
          { role: 'user', content: 'Which tea does bob drink?' },
          { role: 'assistant', content: 'Green tea.' },
          {
            role: 'user',
            content: [
              { type: 'text', text: 'What does alice want' },
              { type: 'image_url', image_url: { url: 'https://example.com/lisbon.png' } },
              { type: 'text', text: 'to eat in Lisbon?' },
            ],
          },
        ],
      });
      expect(content).toMatch(/pastel de nata/);
      expect(content).not.toMatch(/green tea/i);
      expectDialecticBodies((bodies) => expect(bodies).toMatchObject([{ query: 'What does alice want to eat in Lisbon?' }]));
    });

    it('answers with JSON matching a json_schema response_format', async () => {
      const body: BodyLike = {
        ...LISBON_FOOD,
        response_format: { type: 'json_schema', json_schema: { name: 'trip', schema: TRIP_SCHEMA, strict: true } },
      };
      const trip = Trip.parse(JSON.parse((await answer(body)) ?? 'null'));
      expect(trip.city).toMatch(/Lisbon/);
      expect(trip.foods.length).toBeGreaterThan(0);
      // Streamed, the fragments still make the same JSON.
      const { text } = await streamed(body);
      expect(Trip.parse(JSON.parse(text))).toEqual(trip);
      expectDialecticBodies((bodies) => expect(bodies).toMatchObject([{ response_format: TRIP_SCHEMA }, { response_format: TRIP_SCHEMA, stream: true }]));
    });

    it("fills the client's own structured-output helper (chat.completions.parse with zodResponseFormat)", async () => {
      const completion = await client().chat.completions.parse({ ...LISBON_FOOD, response_format: openai.zodResponseFormat(Trip, 'trip') });
      const parsed = Trip.parse(completion.choices[0]?.message.parsed);
      expect(parsed.city).toMatch(/Lisbon/);
    });

    it('ignores json_object and text response formats', async () => {
      for (const format of [{ type: 'json_object' }, { type: 'text' }] as const) {
        const content = await answer({ ...LISBON_FOOD, response_format: format });
        expect(content).toMatch(/^Based on .*pastel de nata/);
      }
      expectDialecticBodies((bodies) => {
        expect(bodies).toHaveLength(2);
        for (const body of bodies) expect(body).not.toHaveProperty('response_format');
      });
    });

    it('scopes the answer to the session named by X-Honcho-Session-Id', async () => {
      const question: BodyLike = { model: modelFor('alice'), messages: [{ role: 'user', content: 'What does alice do in Lisbon?' }] };
      const everywhere = await answer(question);
      expect(everywhere).toMatch(/session trip/);
      expect(everywhere).toMatch(/session work/);
      const inWork = await answer(question, { [HONCHO_SESSION_HEADER]: 'work' });
      expect(inWork).toMatch(/sourdough/);
      expect(inWork).not.toMatch(/session trip/);
      expectDialecticBodies((bodies) => expect(bodies.map((body) => body?.session_id)).toEqual([undefined, 'work']));
    });

    it('answers about the peer named by X-Honcho-Target, from the model peer’s point of view', async () => {
      const question: BodyLike = { model: modelFor('assistant'), messages: [{ role: 'user', content: 'What does bob drink in the afternoon?' }] };
      // Without a target the assistant is asked about itself, and it never spoke of tea: the answer is its own recent memory.
      const aboutItself = await answer(question);
      expect(aboutItself).toMatch(/^Nothing about assistant matches the question/);
      expect(aboutItself).not.toMatch(/tea/);
      const aboutBob = await answer(question, { [HONCHO_TARGET_HEADER]: 'bob' });
      expect(aboutBob).toMatch(/green tea/);
      expect(aboutBob).toMatch(/about bob/);
      expectDialecticBodies((bodies) => expect(bodies.map((body) => body?.target)).toEqual([undefined, 'bob']));
    });

    it('reads more at a higher reasoning level, set by header or by honcho_reasoning_level', async () => {
      const question: BodyLike = { model: modelFor('alice'), messages: [{ role: 'user', content: 'How does alice like her espresso?' }] };
      expect(ESPRESSO_MESSAGES.length).toBe(8);
      expect(await answer(question, { [HONCHO_REASONING_LEVEL_HEADER]: 'minimal' })).toMatch(/^Based on 3 messages/);
      const viaBody = { ...question, honcho_reasoning_level: 'max' };
      expect(await answer(viaBody)).toMatch(/^Based on 8 messages/);
      // The header wins over the body.
      expect(await answer(viaBody, { [HONCHO_REASONING_LEVEL_HEADER]: 'minimal' })).toMatch(/^Based on 3 messages/);
      expect(await answer(question)).toMatch(/^Based on 5 messages/); // low, the default
      expectDialecticBodies((bodies) => expect(bodies.map((body) => body?.reasoning_level)).toEqual(['minimal', 'max', 'minimal', 'low']));
    });

    it('refuses tools and n: 2 with BadRequestError, before asking Honcho', async () => {
      const withTools = client().chat.completions.create({
        ...LISBON_FOOD,
        tools: [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: {} } } }],
      });
      await expect(withTools).rejects.toBeInstanceOf(openai.BadRequestError);
      await expect(withTools).rejects.toMatchObject({ status: 400, param: 'tools' });
      const twoChoices = client().chat.completions.create({ ...LISBON_FOOD, n: 2 });
      await expect(twoChoices).rejects.toBeInstanceOf(openai.BadRequestError);
      await expect(twoChoices).rejects.toMatchObject({ status: 400, param: 'n' });
      const streamedTools = client().chat.completions.create({ ...LISBON_FOOD, n: 2, stream: true });
      await expect(streamedTools).rejects.toBeInstanceOf(openai.BadRequestError);
      expectDialecticBodies((bodies) => expect(bodies).toEqual([]));
    });

    it('refuses a model that is not a Honcho model string, and reports an unknown session or target as NotFoundError', async () => {
      const badModel = client().chat.completions.create({ ...LISBON_FOOD, model: 'gpt-4o' });
      await expect(badModel).rejects.toBeInstanceOf(openai.BadRequestError);
      await expect(badModel).rejects.toMatchObject({ param: 'model' });
      const unknownHeaders: Record<string, string>[] = [{ [HONCHO_SESSION_HEADER]: 'nowhere' }, { [HONCHO_TARGET_HEADER]: 'nobody' }];
      for (const header of unknownHeaders) {
        const unknown = client().chat.completions.create(LISBON_FOOD, { headers: header });
        await expect(unknown).rejects.toBeInstanceOf(openai.NotFoundError);
        await expect(unknown).rejects.toMatchObject({ status: 404 });
      }
    });

    it('reports an unknown workspace as NotFoundError on the emulator\'s own endpoint; through Honcho\'s peer chat the server creates it', async () => {
      const unknown = client().chat.completions.create({ ...LISBON_FOOD, model: 'workspace/nowhere/peer/alice' });
      if (name === 'emulator') {
        await expect(unknown).rejects.toBeInstanceOf(openai.NotFoundError);
        await expect(unknown).rejects.toMatchObject({ status: 404, code: 'model_not_found' });
        return;
      }
      // Peer chat get-or-creates the workspace and the peer, which then has no memory to answer from.
      const completion = await unknown;
      expect(completion.choices[0]?.message.content).toBe('There is no memory about alice yet, so there is nothing to answer from.');
    });

    // The emulator's own endpoint answers from memory in one go; these concern our streaming from the SDK.
    if (name === 'emulator') return;

    it('ends a stream that breaks midway with an APIError the client raises', async () => {
      const cutBefore = transports.emulator.stats.cutStreams;
      transports.emulator.faults.set({ cutStreamAfterChunks: 3, match: { method: 'POST', path: /\/chat$/ } });
      const stream = await client().chat.completions.create({ ...LISBON_FOOD, stream: true });
      const received: string[] = [];
      const failure = await (async () => {
        try {
          for await (const chunk of stream) received.push(chunk.choices[0]?.delta.content ?? '');
          return undefined;
        } catch (error) {
          return error;
        }
      })();
      expect(failure).toBeInstanceOf(openai.APIError);
      expect(String((failure as Error).message)).toMatch(/connection|ended|stream/i);
      expect(received.join('')).not.toBe('');
      expect(transports.emulator.stats.cutStreams).toBe(cutBefore + 1);
    });

    it('cancels the Honcho stream when the client leaves early', async () => {
      transports.emulator.faults.set({ stallStreamAfterChunks: 2, match: { method: 'POST', path: /\/chat$/ } });
      const stream = await client().chat.completions.create({ ...LISBON_FOOD, stream: true });
      for await (const chunk of stream) {
        if (chunk.choices[0]?.delta.content) break; // the first piece of the answer, then the stream stalls
      }
      const call = transport().chatCalls?.()[0];
      expect(call?.body).toMatchObject({ stream: true });
      if (call === undefined) throw new Error('no dialectic call recorded');
      await aborted(call.signal);
    });
  });
}
