import type { Evidence } from '@honcho-ai/api-types';
import type { StandardSchemaV1 } from '@honcho-ai/core';
import { describe, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import type {
  ChatResponse,
  ChatResult,
  ChatStreamResult,
  PeerChatOptions,
  WorkspaceChatOptions,
} from './chat-method-types.js';
import type { DialecticStream } from './dialectic-stream.js';

declare function chat<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatResult<O>>;
declare function chatStream<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatStreamResult<O>>;
declare function workspaceChat<const O extends WorkspaceChatOptions = {}>(query: string, options?: O): Promise<ChatResult<O>>;

const Food = z.object({ food: z.string(), rating: z.number().optional() });
type Food = { food: string; rating?: number | undefined };
const Food3 = z3.object({ food: z3.string(), rating: z3.number().optional() });
const jsonSchema = { type: 'object', properties: { food: { type: 'string' } }, required: ['food'] } as const;
declare const standard: StandardSchemaV1<unknown, { n: number }>;

describe('chat result types', () => {
  it('no options: string | null', () => {
    expectTypeOf(chat('q')).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(chat('q', {})).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(chat('q', { target: 'x', reasoningLevel: 'high' })).resolves.toEqualTypeOf<string | null>();
  });
  it('includeEvidence', () => {
    expectTypeOf(chat('q', { includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
    expectTypeOf(chat('q', { includeEvidence: false })).resolves.toEqualTypeOf<string | null>();
    const flag = Math.random() > 0.5;
    expectTypeOf(chat('q', { includeEvidence: flag })).resolves.toEqualTypeOf<ChatResponse<string> | string | null>();
  });
  it('zod 4', () => {
    expectTypeOf(chat('q', { responseFormat: Food })).resolves.toEqualTypeOf<Food | null>();
    expectTypeOf(chat('q', { responseFormat: Food, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<Food>>();
  });
  it('zod 3', () => {
    expectTypeOf(chat('q', { responseFormat: Food3 })).resolves.toEqualTypeOf<{ food: string; rating?: number | undefined } | null>();
  });
  it('json schema', () => {
    expectTypeOf(chat('q', { responseFormat: jsonSchema })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(chat('q', { responseFormat: { type: 'object', properties: {} } })).resolves.toEqualTypeOf<string | null>();
    const loose: Record<string, unknown> = { type: 'object' };
    expectTypeOf(chat('q', { responseFormat: loose })).resolves.toEqualTypeOf<string | null>();
    expectTypeOf(chat('q', { responseFormat: loose, includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
  });
  it('standard schema', () => {
    expectTypeOf(chat('q', { responseFormat: standard })).resolves.toEqualTypeOf<{ n: number } | null>();
  });
  it('stream', () => {
    expectTypeOf(chat('q', { stream: true })).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(chat('q', { stream: true, responseFormat: Food })).resolves.toEqualTypeOf<DialecticStream<Food>>();
    expectTypeOf(chatStream('q')).resolves.toEqualTypeOf<DialecticStream<string>>();
    expectTypeOf(chatStream('q', { responseFormat: Food })).resolves.toEqualTypeOf<DialecticStream<Food>>();
    expectTypeOf(workspaceChat('q', { includeEvidence: true })).resolves.toEqualTypeOf<ChatResponse<string>>();
  });
  it('evidence', () => {
    expectTypeOf<ChatResponse['evidence']>().toEqualTypeOf<Evidence | null>();
  });
});
