import { HonchoValidationError, InternalServerError, SchemaValidationError, StructuredOutputError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { z as z3 } from 'zod3';
import { DialecticStream } from './dialectic-stream.js';
import { executeChat, executeChatStream } from './execute-chat.js';
import {
  EVIDENCE,
  PEER_CHAT,
  PEER_CHAT_ROUTE,
  WORKSPACE_CHAT,
  WORKSPACE_CHAT_ROUTE,
  delta,
  openEventStream,
  sse,
  testContext,
  useChatServers,
  type ChatHandler,
} from './test-support/chat-server.js';

const serve = useChatServers();

function answering(content: string | null, evidence: unknown = undefined): ChatHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(evidence === undefined ? { content } : { content, evidence }));
  };
}

describe('request body', () => {
  it('sends peer chat exactly as 2.5 does', async () => {
    const server = await serve(answering('hi'));
    const answer = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'What does alice like?', {
      target: { id: 'bob' },
      sessions: ['s1', { id: 's2' }],
      session: 's2',
      reasoningLevel: 'high',
      includeEvidence: false,
    });
    expect(answer).toBe('hi');
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.method).toBe('POST');
    expect(server.requests[0]!.path).toBe(PEER_CHAT);
    expect(server.requests[0]!.body).toStrictEqual({
      query: 'What does alice like?',
      stream: false,
      target: 'bob',
      session_id: 's2',
      filters: { session_id: ['s1', 's2'] },
      reasoning_level: 'high',
    });
  });

  it('sends a scope list and include_evidence only when true', async () => {
    const server = await serve(answering('x', EVIDENCE));
    await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { scope: ['a', { id: 'b' }], includeEvidence: true });
    expect(server.requests[0]!.body).toStrictEqual({ query: 'q', stream: false, scope: ['a', 'b'], include_evidence: true });
  });

  it('sends workspace chat as 2.5 does', async () => {
    const server = await serve(answering('x'));
    await executeChat(testContext(server.url), WORKSPACE_CHAT_ROUTE, 'q', { session: { id: 's1' }, reasoningLevel: 'low' });
    expect(server.requests[0]!.path).toBe(WORKSPACE_CHAT);
    expect(server.requests[0]!.body).toStrictEqual({ query: 'q', stream: false, session_id: 's1', reasoning_level: 'low' });
  });

  it('sends the checked JSON Schema of a zod schema as response_format', async () => {
    const server = await serve(answering('{"food":"sushi"}'));
    await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { responseFormat: z.object({ food: z.string() }) });
    expect(server.requests[0]!.body).toMatchObject({
      response_format: { type: 'object', properties: { food: { type: 'string' } }, required: ['food'] },
    });
    expect(JSON.stringify(server.requests[0]!.body)).not.toContain('$schema');
  });

  it('counts the query in characters as the server does, not UTF-16 units', async () => {
    const server = await serve(answering('x'));
    await executeChat(testContext(server.url), PEER_CHAT_ROUTE, '😀'.repeat(10_000), undefined);
    expect(server.requests).toHaveLength(1);
  });

  it('forwards per-call headers', async () => {
    let header: string | undefined;
    const server = await serve((request, response, raw) => {
      header = raw.headers['x-trace'] as string | undefined;
      answering('x')(request, response, raw);
    });
    await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { headers: { 'x-trace': 't1' } });
    expect(header).toBe('t1');
  });
});

describe('validation before the network', () => {
  it('reports every problem at once and sends nothing', async () => {
    const server = await serve(answering('x'));
    const error = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, '', {
      target: 'bad id!',
      scope: 'scope.x',
      sessions: [],
      session: 's1',
      reasoningLevel: 'extreme' as never,
      includeEvidence: 'yes' as never,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HonchoValidationError);
    const paths = (error as HonchoValidationError).issues.map((issue) => issue.path);
    expect(paths).toEqual(
      expect.arrayContaining(['query', 'target', 'scope', 'sessions', 'session', 'reasoningLevel', 'includeEvidence']),
    );
    expect(server.requests).toHaveLength(0);
  });

  it('checks query length and whitespace', async () => {
    const context = testContext('http://127.0.0.1:9');
    await expect(executeChat(context, PEER_CHAT_ROUTE, 'x'.repeat(10_001), undefined)).rejects.toThrow(/query: must be at most 10000/);
    await expect(executeChat(context, PEER_CHAT_ROUTE, '   ', undefined)).rejects.toThrow(/only whitespace/);
    // 10,000 emoji are 20,000 UTF-16 units but 10,000 characters to the server.
    await expect(executeChat(context, PEER_CHAT_ROUTE, '😀'.repeat(10_001), undefined)).rejects.toThrow(/got 10001/);
    await expect(executeChat(context, PEER_CHAT_ROUTE, 42 as never, undefined)).rejects.toThrow(/query: must be a string/);
  });

  it('applies 2.5 scope exclusivity and the allowlist rule', async () => {
    const context = testContext('http://127.0.0.1:9');
    const issues = async (options: Parameters<typeof executeChat>[3]): Promise<string[]> => {
      const error = (await executeChat(context, PEER_CHAT_ROUTE, 'q', options).catch((caught: unknown) => caught)) as HonchoValidationError;
      return error.issues.map((issue) => `${issue.path}: ${issue.message}`);
    };
    expect(await issues({ scope: 'a', sessions: ['s1'] })).toEqual(['sessions: scope and sessions are mutually exclusive']);
    expect(await issues({ scope: 'a', session: 's1' })).toEqual(['session: scope and session are mutually exclusive']);
    expect((await issues({ session: 's3', sessions: ['s1'] }))[0]).toMatch(/^session: must be one of sessions/);
    expect(await issues({ scope: Array.from({ length: 101 }, (_, i) => `s${i}`) })).toEqual(['scope: must name at most 100 scopes (got 101)']);
    expect(await issues({ scope: ['ok', 'x'.repeat(507)] })).toEqual(['scope[1]: must be at most 506 characters (got 507)']);
    expect(await issues({ typo: 1 } as never)).toEqual(['typo: is not a chat option']);
  });

  it('rejects peer-only options on workspace chat', async () => {
    const error = (await executeChat(testContext('http://127.0.0.1:9'), WORKSPACE_CHAT_ROUTE, 'q', {
      target: 'bob',
      sessions: ['s1'],
    }).catch((caught: unknown) => caught)) as HonchoValidationError;
    expect(error.issues.map((issue) => issue.path)).toEqual(['target', 'sessions']);
    expect(error.message).toMatch(/not supported by workspace chat/);
  });

  it('raises SchemaValidationError for a schema the server rejects, naming construct and path, before any request', async () => {
    const server = await serve(answering('x'));
    const schema = z.object({ tags: z.array(z.string()), meta: z.record(z.string(), z.string()) });
    const error = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { responseFormat: schema }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SchemaValidationError);
    expect(String((error as Error).message)).toMatch(/meta/);
    expect(String((error as Error).message)).toMatch(/additionalProperties/);
    const unconvertible = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', {
      responseFormat: z.object({ when: z.date() }),
    }).catch((caught: unknown) => caught);
    expect(unconvertible).toBeInstanceOf(SchemaValidationError);
    const bad = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', {
      responseFormat: { type: 'object', properties: { a: { allOf: [{ type: 'string' }] } } },
    }).catch((caught: unknown) => caught);
    expect(bad).toBeInstanceOf(SchemaValidationError);
    expect(String((bad as Error).message)).toMatch(/allOf/);
    expect(String((bad as Error).message)).toMatch(/properties\/a|properties\.a|\ba\b/);
    expect(server.requests).toHaveLength(0);
  });
});

describe('answers', () => {
  it('returns null for an empty or null answer, in every mode', async () => {
    for (const content of ['', null]) {
      const server = await serve(answering(content, EVIDENCE));
      const context = testContext(server.url);
      expect(await executeChat(context, PEER_CHAT_ROUTE, 'q', undefined)).toBeNull();
      expect(await executeChat(context, PEER_CHAT_ROUTE, 'q', { responseFormat: z.object({ a: z.string() }) })).toBeNull();
      expect(await executeChat(context, PEER_CHAT_ROUTE, 'q', { responseFormat: { type: 'object' } })).toBeNull();
      expect(await executeChat(context, PEER_CHAT_ROUTE, 'q', { includeEvidence: true })).toStrictEqual({ content: null, evidence: EVIDENCE });
    }
  });

  it('returns ChatResponse with typed evidence, and null evidence when the server sends none', async () => {
    const server = await serve(answering('Sushi.', EVIDENCE));
    expect(await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { includeEvidence: true })).toStrictEqual({
      content: 'Sushi.',
      evidence: EVIDENCE,
    });
    const bare = await serve(answering('Sushi.'));
    expect(await executeChat(testContext(bare.url), PEER_CHAT_ROUTE, 'q', { includeEvidence: true })).toStrictEqual({
      content: 'Sushi.',
      evidence: null,
    });
  });

  it('fills in the evidence fields 2.5 typed as always present', async () => {
    const sparse = {
      conclusions: [{ id: 'c1', content: 'x', level: 'explicit', created_at: '2025-01-01T00:00:00Z' }],
      messages: [],
      tool_calls: [],
      reasoning_trace_id: null,
      truncated: true,
    };
    const server = await serve(answering('A.', sparse));
    const result = (await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { includeEvidence: true })) as {
      evidence: { conclusions: { source_ids: string[]; session_id: string | null }[]; truncated?: boolean };
    };
    expect(result.evidence.conclusions[0]).toMatchObject({ source_ids: [], session_id: null });
    expect(result.evidence.truncated).toBe(true);
  });

  it('returns the JSON text for a plain JSON Schema (as 2.5)', async () => {
    const server = await serve(answering('{"food":"sushi"}'));
    const answer = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', {
      responseFormat: { type: 'object', properties: { food: { type: 'string' } } },
    });
    expect(answer).toBe('{"food":"sushi"}');
  });

  it.each([
    ['zod 4', z.object({ food: z.string(), rating: z.number().optional(), note: z.string().nullable() })],
    ['zod 3', z3.object({ food: z3.string(), rating: z3.number().optional(), note: z3.string().nullable() })],
  ])('parses and validates with %s, dropping nulls that stand for omitted optional fields', async (_name, schema) => {
    const server = await serve(answering('{"food":"sushi","rating":null,"note":null}', EVIDENCE));
    const context = testContext(server.url);
    expect(await executeChat(context, PEER_CHAT_ROUTE, 'q', { responseFormat: schema })).toStrictEqual({ food: 'sushi', note: null });
    expect(await executeChat(context, PEER_CHAT_ROUTE, 'q', { responseFormat: schema, includeEvidence: true })).toStrictEqual({
      content: { food: 'sushi', note: null },
      evidence: EVIDENCE,
    });
  });

  it('applies zod transforms and defaults', async () => {
    const server = await serve(answering('{"food":"sushi","count":null}'));
    const schema = z.object({ food: z.string().transform((food) => food.toUpperCase()), count: z.number().default(3) });
    expect(await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { responseFormat: schema })).toStrictEqual({
      food: 'SUSHI',
      count: 3,
    });
  });

  it('raises StructuredOutputError carrying the raw text when the answer fails the schema', async () => {
    const raw = '{"food": 42}';
    const server = await serve(answering(raw));
    const error = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', {
      responseFormat: z.object({ food: z.string() }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).value).toBe(raw);
    expect((error as StructuredOutputError).issues[0]!.path).toBe('food');
  });

  it('raises StructuredOutputError with the raw text when the answer is not JSON', async () => {
    const server = await serve(answering('I could not decide'));
    const error = await executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', {
      responseFormat: z3.object({ food: z3.string() }),
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StructuredOutputError);
    expect((error as StructuredOutputError).value).toBe('I could not decide');
  });
});

describe('retried like 2.5: the dialectic stores nothing', () => {
  it('retries a 500 up to maxRetries (three requests with maxRetries 2)', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"detail":"boom"}');
    });
    await expect(executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', undefined)).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
  });

  it('retries a connection dropped after the request was sent, then answers', async () => {
    let calls = 0;
    const server = await serve((request, response, raw) => {
      calls += 1;
      if (calls === 1) response.socket?.destroy();
      else answering('ok')(request, response, raw);
    });
    expect(await executeChat(testContext(server.url), WORKSPACE_CHAT_ROUTE, 'q', undefined)).toBe('ok');
    expect(server.requests).toHaveLength(2);
  });

  it('sends once with maxRetries: 0', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(503, { 'content-type': 'application/json' });
      response.end('{"detail":"busy"}');
    });
    await expect(executeChat(testContext(server.url), PEER_CHAT_ROUTE, 'q', { maxRetries: 0 })).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});

describe('stream: true', () => {
  it('resolves to a DialecticStream, the same kind chatStream returns, and sends stream: true', async () => {
    const server = await serve((_request, response) => {
      openEventStream(response);
      response.end(delta('Hel') + delta('lo') + sse({ done: true }));
    });
    const context = testContext(server.url);
    const viaChat = await executeChat(context, PEER_CHAT_ROUTE, 'q', { stream: true });
    expect(viaChat).toBeInstanceOf(DialecticStream);
    expect(await (viaChat as DialecticStream).finalText()).toBe('Hello');
    const viaStream = await executeChatStream(context, PEER_CHAT_ROUTE, 'q', { reasoningLevel: 'max' });
    expect(await viaStream.toArray()).toEqual(['Hel', 'lo']);
    expect(server.requests.map((request) => request.body)).toStrictEqual([
      { query: 'q', stream: true },
      { query: 'q', reasoning_level: 'max', stream: true },
    ]);
  });

  it('rejects the call itself for an error status, after the retries a stream that has not started gets', async () => {
    const server = await serve((_request, response) => {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end('{"detail":"boom"}');
    });
    await expect(executeChatStream(testContext(server.url), PEER_CHAT_ROUTE, 'q', undefined)).rejects.toBeInstanceOf(InternalServerError);
    expect(server.requests).toHaveLength(3);
  });

  it('is never resent once its response has arrived: a stream cut midway fails', async () => {
    const server = await serve((_request, response) => {
      openEventStream(response);
      response.write(delta('Hel'));
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const stream = await executeChatStream(testContext(server.url), PEER_CHAT_ROUTE, 'q', undefined);
    await expect(stream.finalText()).rejects.toThrow();
    expect(server.requests).toHaveLength(1);
  });
});
