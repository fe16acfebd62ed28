import { describe, expect, it } from 'vitest';
import { issues, sseData, useEmulator } from '../support/http.js';

const { api } = useEmulator({
  seed: {
    workspaces: [
      {
        id: 'cafe',
        sessions: [
          { id: 'morning', peers: ['alice', 'barista'], messages: [{ peer_id: 'alice', content: 'I always order a dark roast coffee' }, { peer_id: 'barista', content: 'One dark roast coming up' }] },
          { id: 'evening', peers: ['alice'], messages: [{ peer_id: 'alice', content: 'Tonight I want green tea' }] },
        ],
        conclusions: [
          { observer_id: 'alice', observed_id: 'alice', content: 'Alice loves dark roast coffee', session_id: 'morning' },
          { observer_id: 'barista', observed_id: 'alice', content: 'Alice tips well' },
        ],
        scopes: [{ id: 'nights', sessions: ['evening'] }],
        peer_cards: [{ observer: 'barista', observed: 'alice', peer_card: ['Name: Alice', 'Regular since 2024'] }],
      },
    ],
  },
});
const CHAT = '/v3/workspaces/cafe/peers/alice/chat';

describe('POST .../peers/{peer_id}/chat', () => {
  it('answers as JSON with content only, as the server does (no evidence unless asked for)', async () => {
    const reply = await api('POST', CHAT, { query: 'What coffee does alice like?' });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/json');
    expect(Object.keys(reply.body)).toEqual(['content']);
    expect(reply.body.content).toContain('dark roast');
  });

  it('adds evidence when asked: what was read, and the tool calls', async () => {
    const reply = await api('POST', CHAT, { query: 'dark roast coffee', include_evidence: true });
    const { evidence } = reply.body;
    expect(evidence.conclusions).toEqual([expect.objectContaining({ content: 'Alice loves dark roast coffee', level: 'explicit', session_id: 'morning' })]);
    expect(evidence.messages).toEqual([expect.objectContaining({ session_id: 'morning', peer_id: 'alice', content_preview: 'I always order a dark roast coffee' })]);
    expect(evidence.tool_calls.map((call: { tool_name: string }) => call.tool_name)).toEqual(['search_memory', 'search_messages']);
    expect(evidence.reasoning_trace_id).toBeNull();
  });

  it('lists an explicit conclusion with empty source_ids, never null (the published Python SDK requires a list)', async () => {
    const reply = await api('POST', CHAT, { query: 'dark roast coffee', include_evidence: true });
    expect(reply.body.evidence.conclusions.map((c: { source_ids: unknown }) => c.source_ids)).toEqual([[]]);
    const stream = await api('POST', CHAT, { query: 'dark roast coffee', include_evidence: true, stream: true });
    const done = sseData(stream.text).at(-1) as { evidence: { conclusions: { source_ids: unknown }[] } };
    expect(done.evidence.conclusions.map((c) => c.source_ids)).toEqual([[]]);
  });

  it('answers about a target, from the peer\'s point of view', async () => {
    const reply = await api('POST', '/v3/workspaces/cafe/peers/barista/chat', { query: 'tips', target: 'alice', include_evidence: true });
    expect(reply.body.evidence.conclusions.map((c: { content: string }) => c.content)).toEqual(['Alice tips well']);
  });

  it('answers from the most recent memory when nothing matches, naming what it read', async () => {
    for (const query of ['quantum chromodynamics', 'Who am I?']) {
      const reply = await api('POST', CHAT, { query, include_evidence: true });
      expect(reply.body.content).toMatch(/^Nothing about alice matches the question; the most recent memory \(.*\): "Alice loves dark roast coffee" \(explicit conclusion, session morning\); /);
      expect(reply.body.evidence.conclusions.map((c: { content: string }) => c.content)).toEqual(['Alice loves dark roast coffee']);
      expect(reply.body.evidence.messages.map((m: { content_preview: string }) => m.content_preview)).toEqual(['Tonight I want green tea', 'I always order a dark roast coffee']);
      expect(reply.body.evidence.tool_calls.map((call: { tool_name: string }) => call.tool_name)).toEqual(['search_memory', 'search_messages', 'get_recent_observations', 'get_recent_history']);
    }
  });

  it("reads the asking peer's card of its target", async () => {
    const reply = await api('POST', '/v3/workspaces/cafe/peers/barista/chat', { query: 'Since when is she a regular?', target: 'alice', include_evidence: true });
    expect(reply.body.content).toContain('"Regular since 2024" (peer card)');
    expect(reply.body.evidence.tool_calls.map((call: { tool_name: string }) => call.tool_name)).toContain('get_peer_card');
  });

  it('answers a string, never null, for a peer with no memory, and fills a response_format from nothing', async () => {
    const fresh = await api('POST', '/v3/workspaces/cafe/peers/newcomer/chat', { query: 'Who am I?' });
    expect(fresh.body).toEqual({ content: 'There is no memory about newcomer yet, so there is nothing to answer from.' });
    const schema = { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer' } }, required: ['name'] };
    const structured = await api('POST', '/v3/workspaces/cafe/peers/newcomer/chat', { query: 'Who am I?', response_format: schema });
    expect(JSON.parse(structured.body.content)).toEqual({ name: '', age: null });
  });

  it('limits recall to a session, a filter allowlist or a scope\'s sessions', async () => {
    const evidenceSessions = async (body: Record<string, unknown>) => {
      const reply = await api('POST', CHAT, { query: 'coffee tea dark green', include_evidence: true, ...body });
      return [...new Set(reply.body.evidence.messages.map((m: { session_id: string }) => m.session_id))].sort();
    };
    expect(await evidenceSessions({})).toEqual(['evening', 'morning']);
    expect(await evidenceSessions({ session_id: 'evening' })).toEqual(['evening']);
    expect(await evidenceSessions({ filters: { session_id: ['morning'] } })).toEqual(['morning']);
    expect(await evidenceSessions({ filters: { session_id: { in: ['evening'] } }, session_id: 'evening' })).toEqual(['evening']);
    expect(await evidenceSessions({ scope: 'nights' })).toEqual(['evening']);
    expect(await evidenceSessions({ scope: ['nights'] })).toEqual(['evening']);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a filter on another field', { filters: { peer_id: 'alice', a: 1 } }, "Unsupported filter key(s) for this endpoint: ['a', 'peer_id']. Only 'session_id' is supported."],
    ['filters without session_id', { filters: {} }, "filters must contain 'session_id'"],
    ['a malformed session filter', { filters: { session_id: { gte: 'a' } } }, 'filters.session_id must be a session id, a list of session ids, or {"in": [...]}'],
    ['an empty session id', { filters: { session_id: [''] } }, 'filters.session_id entries must be non-empty strings'],
    ['a session id with a dot', { filters: { session_id: ['a.b'] } }, "Invalid session id in filters.session_id: 'a.b'. Session ids match ^[a-zA-Z0-9_-]+$"],
    ['too many sessions', { filters: { session_id: Array.from({ length: 1001 }, (_, i) => `s${i}`) } }, 'filters.session_id supports at most 1000 sessions per request'],
    ['a session_id outside the allowlist', { session_id: 'evening', filters: { session_id: 'morning' } }, 'session_id must be included in filters.session_id'],
    ['a scope with filters', { scope: 'nights', filters: { session_id: 'morning' } }, '`scope` and `filters` are mutually exclusive'],
    ['a scope with a session_id', { scope: 'nights', session_id: 'morning' }, '`scope` and `session_id` are mutually exclusive'],
  ])('rejects %s with a 422 whose detail is the server\'s message', async (_name, body, detail) => {
    const reply = await api('POST', CHAT, { query: 'coffee', ...body });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ detail });
  });

  it('rejects a scope as the asking peer or the target, and a reserved name that is not a scope yet', async () => {
    const asking = await api('POST', '/v3/workspaces/cafe/peers/scope.nights/chat', { query: 'x' });
    expect(asking.status).toBe(422);
    expect(asking.body).toEqual({ detail: "Peer name(s) ['scope.nights'] are scopes. No representation is formed of a scope, so a scope cannot be a chat observer or target." });
    const target = await api('POST', CHAT, { query: 'x', target: 'scope.later' });
    expect(target.body).toEqual({
      detail: "Peer name(s) ['scope.later'] are in the reserved scope namespace and do not exist, so they may become scopes later. No representation is formed of a scope, so a scope cannot be a chat observer or target.",
    });
  });

  it('refuses to create an asking peer whose name a new peer may not have, creating nothing', async () => {
    const reply = await api('POST', '/v3/workspaces/never-made/peers/a.b/chat', { query: 'x' });
    expect(reply).toMatchObject({ status: 422, body: { detail: "Peer name(s) ['a.b'] must match pattern ^[a-zA-Z0-9_-]+$" } });
    expect((await api('POST', '/v3/workspaces/list', { filters: { id: 'never-made' } })).body.items).toEqual([]);
  });

  it('get-or-creates the workspace and the asking peer, as the server does', async () => {
    const reply = await api('POST', '/v3/workspaces/brand-new/peers/alice/chat', { query: 'x' });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ content: expect.any(String) });
    const peers = await api('POST', '/v3/workspaces/brand-new/peers/list', {});
    expect(peers.body.items.map((peer: { id: string }) => peer.id)).toEqual(['alice']);
  });

  it('404s an unknown scope, session or target; a stream for an unknown session or target ends without an event', async () => {
    expect(await api('POST', CHAT, { query: 'x', scope: 'days' })).toMatchObject({ status: 404, body: { detail: 'Scope days not found in workspace cafe' } });
    expect(await api('POST', CHAT, { query: 'x', session_id: 'nope' })).toMatchObject({ status: 404, body: { detail: 'Session nope not found in workspace cafe' } });
    expect(await api('POST', CHAT, { query: 'x', target: 'ghost' })).toMatchObject({ status: 404, body: { detail: 'Peer ghost not found in workspace cafe' } });
    for (const missing of [{ session_id: 'nope' }, { target: 'ghost' }]) {
      const stream = await api('POST', CHAT, { query: 'x', stream: true, ...missing });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.text).toBe('');
    }
  });

  it('takes an empty session_id as no session, with or without a scope, as the server does', async () => {
    expect((await api('POST', CHAT, { query: 'coffee', session_id: '' })).status).toBe(200);
    expect((await api('POST', CHAT, { query: 'coffee', session_id: '', scope: 'nights' })).status).toBe(200);
  });

  it('reads stream as pydantic reads a boolean', async () => {
    for (const stream of ['yes', 'true', 1, 'on']) expect((await api('POST', CHAT, { query: 'coffee', stream })).headers.get('content-type')).toContain('text/event-stream');
    for (const stream of ['no', 0, 'off']) expect((await api('POST', CHAT, { query: 'coffee', stream })).headers.get('content-type')).toContain('application/json');
    expect(issues(await api('POST', CHAT, { query: 'coffee', stream: ' yes' }))).toEqual([{ type: 'bool_parsing', loc: ['body', 'stream'] }]);
    expect(issues(await api('POST', CHAT, { query: 'coffee', stream: 2 }))).toEqual([{ type: 'bool_parsing', loc: ['body', 'stream'] }]);
  });

  it('bounds the query to 1..10,000 characters', async () => {
    expect((await api('POST', CHAT, { query: 'q'.repeat(10_000) })).status).toBe(200);
    expect(issues(await api('POST', CHAT, { query: 'q'.repeat(10_001) }))).toEqual([{ type: 'string_too_long', loc: ['body', 'query'] }]);
    expect(issues(await api('POST', CHAT, { query: '' }))).toEqual([{ type: 'string_too_short', loc: ['body', 'query'] }]);
    expect(issues(await api('POST', CHAT, {}))).toEqual([{ type: 'missing', loc: ['body', 'query'] }]);
  });

  it('accepts every reasoning level', async () => {
    for (const reasoning_level of ['minimal', 'low', 'medium', 'high', 'max']) {
      expect((await api('POST', CHAT, { query: 'coffee', reasoning_level })).status).toBe(200);
    }
  });

  it('answers with JSON text matching a response_format', async () => {
    const schema = {
      type: 'object',
      properties: { drink: { type: 'string' }, confidence: { type: 'number' }, tags: { type: 'array', items: { type: 'string' } } },
      required: ['drink', 'confidence', 'tags'],
    };
    const reply = await api('POST', CHAT, { query: 'what coffee does alice like', response_format: schema });
    const parsed = JSON.parse(reply.body.content) as Record<string, unknown>;
    expect(parsed).toEqual({ drink: expect.any(String), confidence: expect.any(Number), tags: expect.any(Array) });
  });

  // The server answers a schema it cannot convert with one string detail: the first problem and where it is used.
  it.each<[string, Record<string, unknown>, string]>([
    ['a non-object root', { type: 'array', items: { type: 'string' } }, "root schema must have type 'object'"],
    ['allOf, naming the property', { type: 'object', properties: { a: { allOf: [{ type: 'string' }] } } }, "unsupported construct 'allOf' at properties.a"],
    [
      'a recursive $ref, located where it is used',
      { type: 'object', properties: { n: { $ref: '#/$defs/N' } }, $defs: { N: { type: 'object', properties: { next: { $ref: '#/$defs/N' } } } } },
      'recursive $ref is not supported (cycle: N -> N); restructure the schema so definitions do not reference themselves at properties.n.properties.next',
    ],
    ['two problems at once, naming the first', { type: 'object', properties: { a: { not: {} }, b: { type: 'date' } } }, "unsupported construct 'not' at properties.a"],
    ['an empty schema (no type)', { type: 'object', properties: { a: {} } }, 'schema has no recognizable type at properties.a'],
  ])('refuses a response_format with %s as the server does', async (_name, schema, detail) => {
    const reply = await api('POST', CHAT, { query: 'coffee', response_format: schema });
    expect(reply.status).toBe(422);
    expect(reply.body).toEqual({ detail: `Invalid response_format: ${detail}` });
  });

  it('streams server-sent events byte for byte as the server frames them', async () => {
    const reply = await api('POST', CHAT, { query: 'dark roast coffee', stream: true });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    // Every event is Python's json.dumps of the chunk: one word per delta, the final event bare.
    expect(reply.text).toMatch(/^(data: \{"delta": \{"content": "(?:[^"\\]|\\.)*"\}, "done": false\}\n\n)+data: \{"done": true\}\n\n$/);
    const events = sseData(reply.text) as { delta?: { content: string }; done: boolean }[];
    expect(events[0]).toEqual({ delta: { content: 'Based' }, done: false });
    expect(events[1]).toEqual({ delta: { content: ' on' }, done: false });
    const text = events.map((event) => event.delta?.content ?? '').join('');
    expect(text).toBe((await api('POST', CHAT, { query: 'dark roast coffee' })).body.content);
  });

  it('streams an answer for a question nothing matches, too', async () => {
    const reply = await api('POST', CHAT, { query: 'x', stream: true });
    expect(reply.text.startsWith('data: {"delta": {"content": "Nothing"}, "done": false}\n\n')).toBe(true);
    expect(reply.text.endsWith('data: {"done": true}\n\n')).toBe(true);
  });

  it('puts the evidence on the final event when asked', async () => {
    const reply = await api('POST', CHAT, { query: 'dark roast coffee', stream: true, include_evidence: true });
    const events = sseData(reply.text) as { done: boolean; evidence?: { conclusions: unknown[] } }[];
    const last = events.at(-1);
    expect(last).toMatchObject({ done: true, evidence: { conclusions: [expect.anything()] } });
    expect(events.slice(0, -1).every((event) => event.evidence === undefined)).toBe(true);
  });

  it('streams JSON fragments that concatenate to the structured answer', async () => {
    const schema = { type: 'object', properties: { drink: { type: 'string' } }, required: ['drink'] };
    const reply = await api('POST', CHAT, { query: 'coffee', stream: true, response_format: schema });
    const text = (sseData(reply.text) as { delta?: { content: string } }[]).map((event) => event.delta?.content ?? '').join('');
    expect(JSON.parse(text)).toEqual({ drink: expect.any(String) });
  });
});

describe('POST /v3/workspaces/{workspace_id}/chat', () => {
  it('answers from every peer\'s memory, as JSON or a stream', async () => {
    const reply = await api('POST', '/v3/workspaces/cafe/chat', { query: 'tips coffee', include_evidence: true });
    expect(reply.status).toBe(200);
    const contents = reply.body.evidence.conclusions.map((c: { content: string }) => c.content).sort();
    expect(contents).toEqual(['Alice loves dark roast coffee', 'Alice tips well']);
    const stream = await api('POST', '/v3/workspaces/cafe/chat', { query: 'tea', stream: true, session_id: 'evening' });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.text.endsWith('data: {"done": true}\n\n')).toBe(true);
  });

  it('validates like peer chat', async () => {
    expect(issues(await api('POST', '/v3/workspaces/cafe/chat', { query: 'q'.repeat(10_001) }))).toEqual([{ type: 'string_too_long', loc: ['body', 'query'] }]);
    const bad = await api('POST', '/v3/workspaces/cafe/chat', { query: 'x', response_format: { type: 'string' } });
    expect(bad.body).toEqual({ detail: "Invalid response_format: root schema must have type 'object'" });
    expect((await api('POST', '/v3/workspaces/none/chat', { query: 'x' })).status).toBe(404);
  });
});

describe('POST /v1/chat/completions', () => {
  const model = 'workspace/cafe/peer/alice';

  it('answers with a chat.completion object', async () => {
    const reply = await api('POST', '/v1/chat/completions', {
      model,
      messages: [
        { role: 'system', content: 'ignored' },
        { role: 'user', content: 'What coffee do I like?' },
      ],
      temperature: 0.3,
    });
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      id: expect.stringMatching(/^chatcmpl-honcho-/),
      object: 'chat.completion',
      created: expect.any(Number),
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: expect.stringContaining('dark roast') }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    });
  });

  it('streams chat.completion.chunk events and [DONE]', async () => {
    const reply = await api('POST', '/v1/chat/completions', { model, stream: true, messages: [{ role: 'user', content: 'coffee' }] });
    expect(reply.headers.get('content-type')).toContain('text/event-stream');
    const events = sseData(reply.text);
    expect(events.at(-1)).toBe('[DONE]');
    const chunks = events.slice(0, -1) as { object: string; choices: { delta: { role?: string; content?: string }; finish_reason: string | null }[] }[];
    expect(chunks[0]?.choices[0]).toEqual({ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null });
    expect(chunks.at(-1)?.choices[0]).toEqual({ index: 0, delta: {}, finish_reason: 'stop' });
    expect(chunks.every((chunk) => chunk.object === 'chat.completion.chunk')).toBe(true);
    expect(chunks.map((chunk) => chunk.choices[0]?.delta.content ?? '').join('')).toContain('dark roast');
  });

  it('honours X-Honcho-Session-Id, X-Honcho-Target and a json_schema response format', async () => {
    const schema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'] };
    const reply = await api(
      'POST',
      '/v1/chat/completions',
      { model: 'workspace/cafe/peer/barista', messages: [{ role: 'user', content: 'dark roast' }], response_format: { type: 'json_schema', json_schema: { name: 'a', schema } } },
      { 'X-Honcho-Target': 'alice', 'X-Honcho-Session-Id': 'morning' },
    );
    expect(reply.status).toBe(200);
    expect(JSON.parse(reply.body.choices[0].message.content)).toEqual({ answer: expect.any(String) });
  });

  it.each<[string, Record<string, unknown>, string | null]>([
    ['a bad model string', { model: 'alice', messages: [{ role: 'user', content: 'x' }] }, 'model'],
    ['no user message', { model, messages: [{ role: 'system', content: 'x' }] }, 'messages'],
    ['tools', { model, messages: [{ role: 'user', content: 'x' }], tools: [{ type: 'function', function: { name: 'f' } }] }, 'tools'],
    ['n=2', { model, messages: [{ role: 'user', content: 'x' }], n: 2 }, 'n'],
    ['an unsupported schema', { model, messages: [{ role: 'user', content: 'x' }], response_format: { type: 'json_schema', json_schema: { name: 'a', schema: { type: 'object', properties: { a: { allOf: [] } } } } } }, 'response_format.json_schema.schema'],
  ])('answers 400 in OpenAI\'s shape for %s', async (_name, body, param) => {
    const reply = await api('POST', '/v1/chat/completions', body);
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ error: { message: expect.any(String), type: 'invalid_request_error', param, code: expect.any(String) } });
  });

  it('answers 400 for unparsable JSON and 404 for an unknown workspace or peer, in OpenAI\'s shape', async () => {
    const broken = await api('POST', '/v1/chat/completions', '{', { 'content-type': 'application/json' });
    expect(broken.status).toBe(400);
    expect(broken.body.error.type).toBe('invalid_request_error');
    for (const unknown of ['workspace/nope/peer/alice', 'workspace/cafe/peer/nobody']) {
      const reply = await api('POST', '/v1/chat/completions', { model: unknown, messages: [{ role: 'user', content: 'x' }] });
      expect(reply.status).toBe(404);
      expect(reply.body.error).toMatchObject({ param: 'model', code: 'model_not_found' });
    }
    for (const [header, detail] of [
      [{ 'X-Honcho-Session-Id': 'nope' }, 'Session nope not found in workspace cafe'],
      [{ 'X-Honcho-Target': 'ghost' }, 'Peer ghost not found in workspace cafe'],
    ] as const) {
      const reply = await api('POST', '/v1/chat/completions', { model, messages: [{ role: 'user', content: 'x' }] }, header);
      expect(reply.status).toBe(404);
      expect(reply.body.error).toMatchObject({ message: detail, code: 'not_found' });
    }
  });
});
