import type { StandardJSONSchemaV1, StandardSchemaV1 } from '@honcho-ai/sdk-core';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import type { Honcho } from '../client/honcho.js';
import type {
  ChatResponse,
  ChatResult,
  DialecticStreamResponse,
  Evidence,
  PeerChatOptions,
  ReasoningLevel,
  WorkspaceChatOptions,
} from '../index.js';
import type { Peer } from '../session/peer-and-session.js';
import type { DialecticStream } from './dialectic-stream.js';
import type { WhenStrict } from './test-support/strict-null-checks.js';

declare const peer: Peer;
declare const honcho: Honcho;

const Food = z.object({ food: z.string(), rating: z.number().optional() });
type Food = { food: string; rating?: number | undefined };
const Food3 = z3.object({ food: z3.string(), rating: z3.number().optional() });
/**
 * zod 3's own output type for `Food3`. This file also runs with
 * strictNullChecks off (tsconfig.test.non-strict.json), where zod 3 (which
 * requires strict mode) infers every key optional: chat must give whatever zod
 * infers, and with strict mode on that is exactly `Food`.
 */
type Food3Output = z3.infer<typeof Food3>;
const jsonSchema = { type: 'object', properties: { food: { type: 'string' } }, required: ['food'] } as const;
declare const standard: StandardSchemaV1<unknown, { n: number }> & StandardJSONSchemaV1<unknown, { n: number }>;
declare const flag: boolean;

describe('Peer.chat', () => {
  it('no options, or options without a format: string | null', () => {
    expectTypeOf(peer.chat('q')).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', {})).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { target: 'bob', session: 's', reasoningLevel: 'high' })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { scope: ['a', { id: 'b' }], sessions: ['s1'], signal: new AbortController().signal, timeout: 5 }))
      .resolves.toEqualTypeOf<string | null>();
  });

  it('includeEvidence true / false / boolean', () => {
    expectTypeOf(peer.chat('q', { includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
    expectTypeOf(peer.chat('q', { includeEvidence: false })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { includeEvidence: flag })).resolves.toEqualTypeOf<ChatResponse<string> | string | null>();
  });

  it('zod 4 schema: the parsed type', () => {
    expectTypeOf(peer.chat('q', { responseFormat: Food })).resolves.toEqualTypeOf<Food | null>();
    expectTypeOf(peer.chat('q', { responseFormat: Food, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food>>();
  });

  it('zod 3 schema: the parsed type', () => {
    expectTypeOf<WhenStrict<Food3Output, Food>>().toEqualTypeOf<Food>();
    expectTypeOf(peer.chat('q', { responseFormat: Food3 })).resolves.toEqualTypeOf<Food3Output | null>();
    expectTypeOf(peer.chat('q', { responseFormat: Food3, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food3Output>>();
  });

  it('plain JSON Schema: JSON text', () => {
    expectTypeOf(peer.chat('q', { responseFormat: jsonSchema })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { responseFormat: { type: 'object', properties: {} } })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { responseFormat: jsonSchema, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
  });

  it('Standard Schema: its output type', () => {
    expectTypeOf(peer.chat('q', { responseFormat: standard })).resolves.toEqualTypeOf<{ n: number } | null>();
  });

  it('stream: true: the stream, typed by the format', () => {
    expectTypeOf(peer.chat('q', { stream: true })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chat('q', { stream: true, responseFormat: Food })).resolves.toEqualTypeOf<DialecticStream<Food>>();
    expectTypeOf(peer.chat('q', { stream: false })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(peer.chat('q', { stream: flag })).resolves.toEqualTypeOf<DialecticStream<string> | string | null>();
  });

  it('rejects what cannot be right', () => {
    // @ts-expect-error the query is a string
    void peer.chat(42);
    // @ts-expect-error sessions is a list
    void peer.chat('q', { sessions: 's1' });
  });
});

describe('Peer.chatStream', () => {
  it('always a stream', () => {
    expectTypeOf(peer.chatStream('q')).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chatStream('q', { includeEvidence: true })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(peer.chatStream('q', { responseFormat: Food })).resolves.toEqualTypeOf<DialecticStream<Food>>();
    expectTypeOf(peer.chatStream('q', { responseFormat: jsonSchema })).resolves.toEqualTypeOf<DialecticStream<string>>();
  });

  it('stream members', async () => {
    const stream = await peer.chatStream('q', { responseFormat: Food });
    expectTypeOf(stream.finalText()).resolves.toEqualTypeOf<string>();
    expectTypeOf(stream.finalObject()).resolves.toEqualTypeOf<Food | null>();
    expectTypeOf(stream.evidence).toEqualTypeOf<Evidence | null>();
    expectTypeOf(stream.toReadableStream()).toEqualTypeOf<ReadableStream<string>>();
    expectTypeOf(stream.abort).parameters.toEqualTypeOf<[reason?: unknown]>();
    const plain = await peer.chatStream('q');
    expectTypeOf(plain.finalObject()).resolves.toEqualTypeOf<Record<string, unknown> | null>();
  });
});

describe('Honcho.chat (workspace)', () => {
  it('every branch', () => {
    expectTypeOf(honcho.chat('q')).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(honcho.chat('q', { includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
    expectTypeOf(honcho.chat('q', { responseFormat: Food })).resolves.toEqualTypeOf<Food | null>();
    expectTypeOf(honcho.chat('q', { responseFormat: Food3, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food3Output>>();
    expectTypeOf(honcho.chat('q', { stream: true })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(honcho.chatStream('q', { scope: ['a', 'b'] })).resolves.toEqualTypeOf<DialecticStream<string>>();
  });
});

describe('calls written against 2.5', () => {
  it('keep their 2.5 result types', async () => {
    // peer.chat(q) -> string | null; with includeEvidence -> ChatResponse<string>.
    const answer: string | null = await peer.chat('q');
    const withEvidence: ChatResponse<string> = await peer.chat('q', { includeEvidence: true });
    const { content, evidence } = await honcho.chat('q', { includeEvidence: true });
    expectTypeOf(content).toEqualTypeOf<string | null>();
    expectTypeOf(evidence).toEqualTypeOf<Evidence | null>();
    // A JSON Schema typed loosely, as 2.5's `Record<string, unknown>`.
    const loose: Record<string, unknown> = { type: 'object' };
    const json: string | null = await peer.chat('q', { responseFormat: loose });
    const jsonWithEvidence: ChatResponse<string> = await peer.chat('q', { responseFormat: loose, includeEvidence: true });
    void [answer, withEvidence, json, jsonWithEvidence];
  });

  it('keep the explicit type argument form', () => {
    expectTypeOf(peer.chat<Food>('q', { responseFormat: Food })).resolves.toEqualTypeOf<Food | null>();
    expectTypeOf(peer.chat<Food>('q', { responseFormat: Food, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food>>();
  });

  it('keep a typed options variable working', () => {
    const options: PeerChatOptions = { reasoningLevel: 'low' };
    expectTypeOf(peer.chat('q', options)).resolves.toEqualTypeOf<ChatResult<PeerChatOptions>>();
    const workspaceOptions: WorkspaceChatOptions = { session: 's' };
    void honcho.chat('q', workspaceOptions);
    const level: ReasoningLevel = 'max';
    void peer.chat('q', { reasoningLevel: level });
  });

  it('keep the DialecticStreamResponse members', async () => {
    const stream: DialecticStreamResponse = await peer.chatStream('q');
    for await (const chunk of stream) expectTypeOf(chunk).toEqualTypeOf<string>();
    expectTypeOf(stream.getFinalResponse()).resolves.toEqualTypeOf<string>();
    expectTypeOf(stream.toArray()).resolves.toEqualTypeOf<string[]>();
    expectTypeOf(stream.evidence).toEqualTypeOf<Evidence | null>();
    expectTypeOf(stream[Symbol.asyncIterator]()).toEqualTypeOf<AsyncGenerator<string, void, undefined>>();
  });

  it('keep the 2.5 evidence field types', () => {
    expectTypeOf<Evidence['conclusions'][number]['source_ids']>().toEqualTypeOf<string[]>();
    expectTypeOf<Evidence['conclusions'][number]['session_id']>().toEqualTypeOf<string | null>();
    expectTypeOf<Evidence['reasoning_trace_id']>().toEqualTypeOf<string | null>();
  });
});
