import { context, trace, type Tracer } from '@opentelemetry/api';
import { AsyncLocalStorageContextManager } from '@opentelemetry/context-async-hooks';
import { BasicTracerProvider, InMemorySpanExporter, SimpleSpanProcessor, type ReadableSpan } from '@opentelemetry/sdk-trace-base';
import { HonchoValidationError, InternalServerError, type CallTracing } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../client/honcho.js';
import { openTelemetry, type OpenTelemetryOptions } from './open-telemetry.js';

// Spans from a real OpenTelemetry SDK (in-memory exporter) for calls made to the emulator over HTTP.

const WORKSPACE = 'traced';
const SECRET_QUESTION = 'What is the name of the cat that alice keeps?';
const SECRET_MESSAGE = 'My cat is called Mistletoe and she hates Mondays.';
const API_KEY = 'hch-tracing-secret-key-0123456789';

const exporter = new InMemorySpanExporter();
const provider = new BasicTracerProvider({ spanProcessors: [new SimpleSpanProcessor(exporter)] });
const tracer: Tracer = provider.getTracer('tracing-test');
const contextManager = new AsyncLocalStorageContextManager();
let emulator: RunningEmulator;
/** `traceparent` of every request the client sent, in order. */
let sentTraceparents: (string | null)[] = [];

beforeAll(async () => {
  context.setGlobalContextManager(contextManager.enable());
  emulator = await startEmulator({
    seed: {
      workspaces: [
        {
          id: WORKSPACE,
          peers: ['alice', 'assistant'],
          sessions: [{ id: 'pets', peers: ['alice', 'assistant'], messages: [{ peer_id: 'alice', content: 'I have a cat.' }] }],
        },
      ],
    },
  });
});
afterEach(() => {
  exporter.reset();
  emulator.faults.clear();
  sentTraceparents = [];
});
afterAll(async () => {
  await emulator.close();
  context.disable();
  await provider.shutdown();
});

/** A client sending through a fetch that notes each request's traceparent; `null` turns tracing off. */
function client(tracing: CallTracing | null = openTelemetry({ tracer }), maxRetries = 0): Honcho {
  return new Honcho({
    baseURL: emulator.url,
    workspaceId: WORKSPACE,
    apiKey: API_KEY,
    maxRetries,
    retryBackoff: { initialDelayMs: 1, maxDelayMs: 2 },
    ...(tracing === null ? {} : { tracing }),
    fetch: (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      sentTraceparents.push(request.headers.get('traceparent'));
      return fetch(request);
    },
  });
}

const spans = (): ReadableSpan[] => exporter.getFinishedSpans();
const only = (name: string): ReadableSpan => {
  const found = spans().filter((span) => span.name === name);
  expect(found.map((span) => span.name)).toEqual([name]);
  return found[0]!;
};
const CHAT = 'POST /v3/workspaces/{workspace_id}/peers/{peer_id}/chat';
const MESSAGES = 'POST /v3/workspaces/{workspace_id}/sessions/{session_id}/messages';

describe('tracing', () => {
  it('makes one CLIENT span per call, named by route template, with ids as attributes', async () => {
    const alice = await client().peer('alice');
    const answer = await alice.chat('Does alice have a pet?', { reasoningLevel: 'low' });
    expect(answer).toEqual(expect.any(String));

    for (const span of spans()) expect(span.name).not.toMatch(/alice|traced/);
    const chat = only(CHAT);
    expect(chat.kind).toBe(2);
    expect(chat.attributes).toMatchObject({
      'http.request.method': 'POST',
      'url.template': '/v3/workspaces/{workspace_id}/peers/{peer_id}/chat',
      'http.response.status_code': 200,
      'server.address': '127.0.0.1',
      'honcho.workspace.id': WORKSPACE,
      'honcho.peer.id': 'alice',
      'gen_ai.operation.name': 'chat',
      'gen_ai.provider.name': 'honcho',
      'honcho.chat.reasoning_level': 'low',
      'honcho.chat.stream': false,
    });
    expect(chat.status.code).toBe(0);
    expect(spans().map((span) => span.name)).toContain('POST /v3/workspaces');
  });

  it('nests under the caller’s active span and sends that trace to the server as traceparent', async () => {
    const honcho = client();
    const session = await honcho.session('pets');
    exporter.reset();
    sentTraceparents = [];
    await tracer.startActiveSpan('agent turn', async (turn) => {
      await session.addMessages([{ peerId: 'alice', content: 'Hello again' }]);
      turn.end();
    });
    const turn = only('agent turn');
    const write = only(MESSAGES);
    expect(write.parentSpanContext?.spanId).toBe(turn.spanContext().spanId);
    expect(write.spanContext().traceId).toBe(turn.spanContext().traceId);
    expect(write.attributes['honcho.session.id']).toBe('pets');
    const { traceId, spanId } = write.spanContext();
    expect(sentTraceparents).toEqual([`00-${traceId}-${spanId}-01`]);
  });

  it('records retries as resend_count and one event per retry', async () => {
    emulator.faults.set({ match: { path: /\/peers\/alice\/chat$/ }, failRate: 1, failStatus: 503, times: 2 });
    const alice = await client(openTelemetry({ tracer }), 2).peer('alice');
    await alice.chat('Anything about alice?');
    const chat = only(CHAT);
    expect(chat.attributes['http.request.resend_count']).toBe(2);
    expect(chat.attributes['http.response.status_code']).toBe(200);
    expect(chat.events.filter((event) => event.name === 'honcho.retry').map((event) => event.attributes?.['honcho.retry.attempt'])).toEqual([1, 2]);
    // Every attempt carries the same span's context.
    const { traceId, spanId } = chat.spanContext();
    expect(sentTraceparents.slice(-3)).toEqual(Array(3).fill(`00-${traceId}-${spanId}-01`));
  });

  it('marks a failed call as an error with the status as error.type', async () => {
    emulator.faults.set({ match: { path: /\/peers\/alice\/chat$/ }, failRate: 1, failStatus: 500 });
    const alice = await client().peer('alice');
    await expect(alice.chat('Anything?')).rejects.toBeInstanceOf(InternalServerError);
    const chat = only(CHAT);
    expect(chat.status.code).toBe(2);
    expect(chat.attributes['error.type']).toBe('500');
    expect(chat.attributes['http.response.status_code']).toBe(500);
    expect(chat.events.map((event) => event.name)).toContain('exception');
  });

  describe('a stream’s span', () => {
    it('ends when the stream ends, with the time to the first chunk', async () => {
      const alice = await client().peer('alice');
      const stream = await alice.chatStream('Does alice have a pet?');
      expect(spans().filter((span) => span.name === CHAT)).toEqual([]);
      const text = await stream.finalText();
      expect(text.length).toBeGreaterThan(0);
      const chat = only(CHAT);
      expect(chat.attributes).toMatchObject({ 'honcho.chat.stream': true, 'honcho.stream.outcome': 'completed', 'http.response.status_code': 200 });
      expect(chat.attributes['honcho.chat.time_to_first_chunk_ms']).toEqual(expect.any(Number));
      expect(chat.events.map((event) => event.name)).toContain('honcho.first_chunk');
    });

    it('ends when the reader breaks out early', async () => {
      const alice = await client().peer('alice');
      const stream = await alice.chatStream('Does alice have a pet?');
      for await (const delta of stream) {
        expect(delta).toEqual(expect.any(String));
        break;
      }
      await expect.poll(() => spans().filter((span) => span.name === CHAT).length).toBe(1);
      expect(only(CHAT).attributes['honcho.stream.outcome']).toBe('cancelled');
    });

    it('ends when the stream is aborted, as cancelled rather than failed', async () => {
      emulator.faults.set({ match: { path: /\/chat$/ }, stallStreamAfterChunks: 1 });
      const alice = await client().peer('alice');
      const stream = await alice.chatStream('Does alice have a pet?');
      const iterator = stream[Symbol.asyncIterator]();
      expect((await iterator.next()).done).toBe(false);
      const pending = iterator.next();
      stream.abort();
      await expect(pending).rejects.toThrow();
      await expect.poll(() => spans().filter((span) => span.name === CHAT).length).toBe(1);
      const chat = only(CHAT);
      expect(chat.attributes['honcho.stream.outcome']).toBe('cancelled');
      expect(chat.status.code).toBe(0);
    });

    it('ends as an error when the connection breaks mid-stream', async () => {
      emulator.faults.set({ match: { path: /\/chat$/ }, cutStreamAfterChunks: 1 });
      const alice = await client().peer('alice');
      const stream = await alice.chatStream('Does alice have a pet?');
      await expect(stream.finalText()).rejects.toThrow();
      await expect.poll(() => spans().filter((span) => span.name === CHAT).length).toBe(1);
      const chat = only(CHAT);
      expect(chat.attributes['honcho.stream.outcome']).toBe('error');
      expect(chat.status.code).toBe(2);
    });
  });

  describe('content', () => {
    async function traceConversation(options: OpenTelemetryOptions): Promise<string> {
      const honcho = client(openTelemetry(options));
      const session = await honcho.session('pets');
      await session.addMessages([{ peerId: 'alice', content: SECRET_MESSAGE }]);
      const alice = await honcho.peer('alice');
      const answer = await alice.chat(SECRET_QUESTION);
      const stream = await alice.chatStream(SECRET_QUESTION);
      await stream.finalText();
      return answer ?? '';
    }
    const everyAttribute = (): string => JSON.stringify(spans().map((span) => [span.name, span.attributes, span.events]));

    it('is not recorded by default: no message, question or answer in any span', async () => {
      const answer = await traceConversation({ tracer });
      const recorded = everyAttribute();
      expect(spans().length).toBeGreaterThanOrEqual(4);
      expect(recorded).not.toContain('Mistletoe');
      expect(recorded).not.toContain(SECRET_QUESTION);
      expect(answer.length).toBeGreaterThan(10);
      expect(recorded).not.toContain(answer);
      expect(recorded).not.toMatch(/gen_ai\.(input|output)\.messages|honcho\.request\.body/);
      expect(recorded).not.toContain(API_KEY);
    });

    it('is recorded with recordContent: true, as GenAI messages for chat, never with the key', async () => {
      const answer = await traceConversation({ tracer, recordContent: true });
      const write = only(MESSAGES);
      expect(write.attributes['honcho.request.body']).toContain('Mistletoe');
      const [chat] = spans().filter((span) => span.name === CHAT && span.attributes['honcho.chat.stream'] === false);
      expect(JSON.parse(String(chat?.attributes['gen_ai.input.messages']))).toEqual([{ role: 'user', parts: [{ type: 'text', content: SECRET_QUESTION }] }]);
      expect(JSON.parse(String(chat?.attributes['gen_ai.output.messages']))).toEqual([
        { role: 'assistant', parts: [{ type: 'text', content: answer }], finish_reason: 'stop' },
      ]);
      expect(everyAttribute()).not.toContain(API_KEY);
    });
  });

  it('is off by default: no span and no traceparent', async () => {
    const alice = await client(null).peer('alice');
    await alice.chat('Anything?');
    expect(spans().map((span) => span.name)).toEqual([]);
    expect(sentTraceparents.length).toBeGreaterThan(0);
    expect(sentTraceparents.every((header) => header === null)).toBe(true);
  });

  it('works with the global tracer of @opentelemetry/api', async () => {
    // Built before any provider is registered: the default tracer follows the one registered later.
    const honcho = client(openTelemetry());
    trace.setGlobalTracerProvider(provider);
    try {
      const alice = await honcho.peer('alice');
      await alice.chat('Anything?');
      expect(only(CHAT).instrumentationScope).toMatchObject({ name: '@honcho-ai/sdk', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    } finally {
      trace.disable();
    }
  });

  it('refuses what is not a tracing integration, naming the field', () => {
    expect(() => new Honcho({ baseURL: emulator.url, tracing: { tracer } as unknown as CallTracing })).toThrow(HonchoValidationError);
    expect(() => new Honcho({ baseURL: emulator.url, tracing: { tracer } as unknown as CallTracing })).toThrow(/tracing: must be a tracing integration such as openTelemetry\(\)/);
    expect(() => openTelemetry({ tracer: {} as Tracer })).toThrow(/tracer: must be an OpenTelemetry Tracer/);
    expect(() => openTelemetry({ tracer, recordContnet: true } as OpenTelemetryOptions)).toThrow(/recordContnet: is not an openTelemetry\(\) option/);
    expect(() => openTelemetry({ recordContent: 'yes' } as unknown as OpenTelemetryOptions)).toThrow(/recordContent: must be true or false/);
  });
});
