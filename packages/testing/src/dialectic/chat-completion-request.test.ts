import { describe, expect, it } from 'vitest';
import { MAX_QUERY_CHARS, parseChatCompletionRequest } from './chat-completion-request.js';

const MODEL = 'workspace/my-app/peer/user-123';
const base = { model: MODEL, messages: [{ role: 'user', content: 'What does this user like?' }] };
const parse = (body: unknown, headers: Record<string, string> = {}) => parseChatCompletionRequest(body, new Headers(headers));

describe('parseChatCompletionRequest', () => {
  it('maps a minimal request with the defaults', () => {
    expect(parse(base)).toEqual({
      ok: true,
      workspaceId: 'my-app',
      peerId: 'user-123',
      model: MODEL,
      query: 'What does this user like?',
      stream: false,
      reasoningLevel: 'low',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>, Record<string, unknown>]>([
    ['the last user message is the question', { messages: [
      { role: 'system', content: 'You are helpful.' },
      { role: 'user', content: 'first' },
      { role: 'assistant', content: 'reply' },
      { role: 'user', content: 'second' },
      { role: 'assistant', content: 'trailing' },
    ] }, {}, { query: 'second' }],
    ['text parts joined with a space, images skipped', { messages: [{ role: 'user', content: [
      { type: 'text', text: 'What is' },
      { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
      { type: 'text', text: 'in her cup?' },
    ] }] }, {}, { query: 'What is in her cup?' }],
    ['stream true', { stream: true }, {}, { stream: true }],
    ['stream null', { stream: null }, {}, { stream: false }],
    ['json_schema response format', { response_format: { type: 'json_schema', json_schema: { name: 'prefs', schema: { type: 'object', properties: {} } } } }, {}, { responseFormat: { type: 'object', properties: {} } }],
    ['json_schema without a schema', { response_format: { type: 'json_schema', json_schema: { name: 'prefs' } } }, {}, { responseFormat: undefined }],
    ['json_object ignored', { response_format: { type: 'json_object' } }, {}, { responseFormat: undefined }],
    ['text ignored', { response_format: { type: 'text' } }, {}, { responseFormat: undefined }],
    ['sampling and other OpenAI fields ignored', { temperature: 0.7, max_tokens: 10, top_p: 0.5, stop: ['x'], frequency_penalty: 1, presence_penalty: 1, seed: 3, logprobs: true, user: 'u', tool_choice: 'none', metadata: { a: 1 } }, {}, {}],
    ['n of 1', { n: 1 }, {}, {}],
    ['n null', { n: null }, {}, {}],
    ['empty tools', { tools: [] }, {}, {}],
    ['null tools', { tools: null }, {}, {}],
    ['reasoning level from the body', { honcho_reasoning_level: 'high' }, {}, { reasoningLevel: 'high' }],
    ['reasoning level header beats the body', { honcho_reasoning_level: 'high' }, { 'X-Honcho-Reasoning-Level': 'minimal' }, { reasoningLevel: 'minimal' }],
    ['empty reasoning header falls back to the body', { honcho_reasoning_level: 'max' }, { 'x-honcho-reasoning-level': '' }, { reasoningLevel: 'max' }],
    ['session and target headers', {}, { 'X-Honcho-Session-Id': 'session-abc', 'x-honcho-target': 'bob' }, { sessionId: 'session-abc', target: 'bob' }],
    ['empty session and target headers', {}, { 'X-Honcho-Session-Id': '', 'X-Honcho-Target': '' }, { sessionId: undefined, target: undefined }],
  ])('accepts: %s', (_name, overrides, headers, expected) => {
    const result = parse({ ...base, ...overrides }, headers);
    expect(result.ok).toBe(true);
    expect(result).toMatchObject(Object.fromEntries(Object.entries(expected).filter(([, value]) => value !== undefined)));
    for (const [key, value] of Object.entries(expected)) if (value === undefined) expect(result).not.toHaveProperty(key);
  });

  it.each<[string, unknown, Record<string, string>, string | null, string]>([
    ['a body that is not an object', [], {}, null, 'invalid_type'],
    ['a null body', null, {}, null, 'invalid_type'],
    ['a missing model', { messages: base.messages }, {}, 'model', 'missing_required_parameter'],
    ['a model that is not a string', { ...base, model: 7 }, {}, 'model', 'invalid_type'],
    ['a plain OpenAI model name', { ...base, model: 'gpt-4o' }, {}, 'model', 'invalid_value'],
    ['a model without a peer', { ...base, model: 'workspace/my-app' }, {}, 'model', 'invalid_value'],
    ['a model with a bad id character', { ...base, model: 'workspace/my.app/peer/u' }, {}, 'model', 'invalid_value'],
    ['a model with extra segments', { ...base, model: 'workspace/a/peer/b/session/c' }, {}, 'model', 'invalid_value'],
    ['missing messages', { model: MODEL }, {}, 'messages', 'missing_required_parameter'],
    ['messages that are not a list', { ...base, messages: 'hi' }, {}, 'messages', 'invalid_type'],
    ['empty messages', { ...base, messages: [] }, {}, 'messages', 'invalid_value'],
    ['a message that is not an object', { ...base, messages: ['hi'] }, {}, 'messages[0]', 'invalid_type'],
    ['no user message', { ...base, messages: [{ role: 'system', content: 'x' }, { role: 'assistant', content: 'y' }] }, {}, 'messages', 'invalid_value'],
    ['a user message without text', { ...base, messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'u' } }] }] }, {}, 'messages[0].content', 'invalid_value'],
    ['user content of the wrong type', { ...base, messages: [{ role: 'user', content: 5 }] }, {}, 'messages[0].content', 'invalid_type'],
    ['a question over 10,000 characters', { ...base, messages: [{ role: 'user', content: 'x'.repeat(MAX_QUERY_CHARS + 1) }] }, {}, 'messages[0].content', 'invalid_value'],
    ['audio content', { ...base, messages: [{ role: 'user', content: [{ type: 'input_audio', input_audio: { data: '', format: 'wav' } }] }] }, {}, 'messages[0].content', 'unsupported_parameter'],
    ['tools', { ...base, tools: [{ type: 'function', function: { name: 'f' } }] }, {}, 'tools', 'unsupported_parameter'],
    ['n of 2', { ...base, n: 2 }, {}, 'n', 'unsupported_parameter'],
    ['n of 0', { ...base, n: 0 }, {}, 'n', 'unsupported_parameter'],
    ['a non-boolean stream', { ...base, stream: 'yes' }, {}, 'stream', 'invalid_type'],
    ['a response format that is not an object', { ...base, response_format: 'json' }, {}, 'response_format', 'invalid_type'],
    ['an unknown response format type', { ...base, response_format: { type: 'xml' } }, {}, 'response_format.type', 'invalid_value'],
    ['json_schema without json_schema', { ...base, response_format: { type: 'json_schema' } }, {}, 'response_format.json_schema', 'invalid_type'],
    ['a schema that is not an object', { ...base, response_format: { type: 'json_schema', json_schema: { name: 'n', schema: [] } } }, {}, 'response_format.json_schema.schema', 'invalid_type'],
    ['audio output', { ...base, audio: { voice: 'alloy', format: 'mp3' } }, {}, 'audio', 'unsupported_parameter'],
    ['an invalid body reasoning level', { ...base, honcho_reasoning_level: 'extreme' }, {}, 'honcho_reasoning_level', 'invalid_value'],
    ['an invalid header reasoning level', base, { 'X-Honcho-Reasoning-Level': 'LOW' }, 'X-Honcho-Reasoning-Level', 'invalid_value'],
  ])('rejects %s with an OpenAI-shaped 400', (_name, body, headers, param, code) => {
    const result = parse(body, headers);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ error: { message: expect.any(String), type: 'invalid_request_error', param, code } });
    expect(result.body.error.message.length).toBeGreaterThan(0);
  });

  it('reports the first problem in the server order', () => {
    const result = parse({ model: 'bad', messages: [], tools: [{}], n: 3 });
    expect(result.ok || result.body.error.param).toBe('model');
    const second = parse({ model: MODEL, messages: [{ role: 'user', content: 'q' }], tools: [{}], n: 3 });
    expect(second.ok || second.body.error.param).toBe('tools');
  });
});
