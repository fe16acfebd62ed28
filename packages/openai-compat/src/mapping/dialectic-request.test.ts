import { describe, expect, it } from 'vitest';
import { OpenAICompatError } from '../errors/openai-compat-error.js';
import { MAX_QUERY_CHARS, toDialecticRequest } from './dialectic-request.js';

const MODEL = 'workspace/my-app/peer/user-123';
const ask = (content: unknown = 'What does this user like to eat?'): Record<string, unknown> => ({
  model: MODEL,
  messages: [{ role: 'user', content }],
});

function refusal(body: unknown, headers?: HeadersInit): OpenAICompatError {
  try {
    toDialecticRequest(body, headers);
  } catch (error) {
    expect(error).toBeInstanceOf(OpenAICompatError);
    const refused = error as OpenAICompatError;
    expect(refused.status).toBe(400);
    expect(refused.type).toBe('invalid_request_error');
    expect(refused.body).toEqual({ error: { message: refused.message, type: 'invalid_request_error', param: refused.param, code: refused.code } });
    return refused;
  }
  throw new Error('expected the request to be refused');
}

describe('toDialecticRequest', () => {
  it("maps the spec's example request", () => {
    const request = toDialecticRequest({
      model: MODEL,
      messages: [
        { role: 'system', content: 'You are a helpful assistant.' },
        { role: 'user', content: 'What does this user like to eat?' },
      ],
      stream: true,
      temperature: 0.7,
      max_tokens: 1024,
      response_format: {
        type: 'json_schema',
        json_schema: { name: 'food_prefs', schema: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } } },
      },
    });
    expect(request).toEqual({
      model: MODEL,
      workspaceId: 'my-app',
      peerId: 'user-123',
      query: 'What does this user like to eat?',
      stream: true,
      options: {
        reasoningLevel: 'low',
        responseFormat: { type: 'object', properties: { items: { type: 'array', items: { type: 'string' } } } },
      },
    });
  });

  it('asks the last user message, ignoring system, assistant and earlier user messages', () => {
    const request = toDialecticRequest({
      model: MODEL,
      messages: [
        { role: 'user', content: 'first question' },
        { role: 'assistant', content: 'an answer' },
        { role: 'user', content: 'second question' },
        { role: 'assistant', content: 'trailing assistant turn' },
        { role: 'tool', content: 'tool output', tool_call_id: 't1' },
      ],
    });
    expect(request.query).toBe('second question');
    expect(request.stream).toBe(false);
  });

  it('joins the text parts of a content array with spaces and skips images', () => {
    const request = toDialecticRequest(
      ask([
        { type: 'text', text: 'What is in' },
        { type: 'image_url', image_url: { url: 'https://example.com/a.png' } },
        { type: 'text', text: 'this picture?' },
        'not a part',
      ]),
    );
    expect(request.query).toBe('What is in this picture?');
  });

  it('ignores the OpenAI fields that have no meaning here', () => {
    const request = toDialecticRequest({
      ...ask(),
      temperature: 2,
      top_p: 0.1,
      max_tokens: 5,
      max_completion_tokens: 5,
      frequency_penalty: 1,
      presence_penalty: 1,
      stop: ['\n'],
      seed: 7,
      logprobs: true,
      top_logprobs: 3,
      user: 'u1',
      tool_choice: 'none',
      tools: [],
      functions: [],
      n: 1,
      stream: null,
      stream_options: { include_usage: true },
      response_format: { type: 'json_object' },
      some_future_field: { anything: true },
    });
    expect(request.options).toEqual({ reasoningLevel: 'low' });
    expect(request.stream).toBe(false);
    expect(toDialecticRequest({ ...ask(), n: null, response_format: { type: 'text' } }).options).toEqual({ reasoningLevel: 'low' });
    expect(toDialecticRequest({ ...ask(), response_format: { type: 'json_schema', json_schema: { name: 'free' } } }).options).toEqual({
      reasoningLevel: 'low',
    });
  });

  it('reads the session, target and reasoning level from X-Honcho-* headers, case-insensitively', () => {
    const request = toDialecticRequest(ask(), { 'x-honcho-session-id': 'session-abc', 'X-Honcho-Target': 'bob', 'X-HONCHO-REASONING-LEVEL': 'high' });
    expect(request.options).toEqual({ session: 'session-abc', target: 'bob', reasoningLevel: 'high' });
    expect(toDialecticRequest(ask(), new Headers({ 'X-Honcho-Target': 'carol' })).options.target).toBe('carol');
  });

  it('takes honcho_reasoning_level from the body, and the header over it', () => {
    expect(toDialecticRequest({ ...ask(), honcho_reasoning_level: 'max' }).options.reasoningLevel).toBe('max');
    expect(toDialecticRequest({ ...ask(), honcho_reasoning_level: 'max' }, { 'X-Honcho-Reasoning-Level': 'minimal' }).options.reasoningLevel).toBe('minimal');
  });

  it('treats empty X-Honcho-* headers as absent', () => {
    const request = toDialecticRequest({ ...ask(), honcho_reasoning_level: 'medium' }, { 'X-Honcho-Session-Id': '', 'X-Honcho-Target': ' ', 'X-Honcho-Reasoning-Level': '' });
    expect(request.options).toEqual({ reasoningLevel: 'medium' });
  });

  it.each<[string, unknown, string | null, string]>([
    ['a body that is not an object', [], null, 'invalid_type'],
    ['a missing model', { messages: [{ role: 'user', content: 'hi' }] }, 'model', 'missing_required_parameter'],
    ['a model that is not a string', { model: 5, messages: [{ role: 'user', content: 'hi' }] }, 'model', 'invalid_type'],
    ['an OpenAI model name', { model: 'gpt-4o', messages: [{ role: 'user', content: 'hi' }] }, 'model', 'invalid_value'],
    ['a model with a bad peer id', { model: 'workspace/a/peer/b c', messages: [{ role: 'user', content: 'hi' }] }, 'model', 'invalid_value'],
    ['missing messages', { model: MODEL }, 'messages', 'missing_required_parameter'],
    ['messages that are not an array', { model: MODEL, messages: 'hi' }, 'messages', 'invalid_type'],
    ['no messages', { model: MODEL, messages: [] }, 'messages', 'invalid_value'],
    ['a message that is not an object', { model: MODEL, messages: [{ role: 'user', content: 'hi' }, 'oops'] }, 'messages[1]', 'invalid_type'],
    ['no user message', { model: MODEL, messages: [{ role: 'system', content: 'hi' }] }, 'messages', 'invalid_value'],
    ['a user message without text', { model: MODEL, messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'x' } }] }] }, 'messages[0].content', 'invalid_value'],
    ['a blank question', { model: MODEL, messages: [{ role: 'user', content: '   ' }] }, 'messages[0].content', 'invalid_value'],
    ['content of the wrong type', { model: MODEL, messages: [{ role: 'user', content: 42 }] }, 'messages[0].content', 'invalid_type'],
    ['audio input', { model: MODEL, messages: [{ role: 'user', content: [{ type: 'text', text: 'hi' }, { type: 'input_audio', input_audio: {} }] }] }, 'messages[0].content[1]', 'unsupported_parameter'],
    ['tools', { ...ask(), tools: [{ type: 'function', function: { name: 'f' } }] }, 'tools', 'unsupported_parameter'],
    ['legacy functions', { ...ask(), functions: [{ name: 'f' }] }, 'functions', 'unsupported_parameter'],
    ['n: 2', { ...ask(), n: 2 }, 'n', 'unsupported_parameter'],
    ['n: 0', { ...ask(), n: 0 }, 'n', 'unsupported_parameter'],
    ['audio output', { ...ask(), audio: { voice: 'alloy', format: 'mp3' } }, 'audio', 'unsupported_parameter'],
    ['a non-boolean stream', { ...ask(), stream: 'yes' }, 'stream', 'invalid_type'],
    ['a response_format that is not an object', { ...ask(), response_format: 'json' }, 'response_format', 'invalid_type'],
    ['an unknown response_format type', { ...ask(), response_format: { type: 'xml' } }, 'response_format.type', 'invalid_value'],
    ['a json_schema without its object', { ...ask(), response_format: { type: 'json_schema' } }, 'response_format.json_schema', 'invalid_type'],
    ['a schema that is not an object', { ...ask(), response_format: { type: 'json_schema', json_schema: { name: 'x', schema: [] } } }, 'response_format.json_schema.schema', 'invalid_type'],
    ['an unknown reasoning level in the body', { ...ask(), honcho_reasoning_level: 'extreme' }, 'honcho_reasoning_level', 'invalid_value'],
  ])('refuses %s', (_name, body, param, code) => {
    const error = refusal(body);
    expect(error.param).toBe(param);
    expect(error.code).toBe(code);
  });

  it('refuses bad X-Honcho-* headers, naming the header', () => {
    expect(refusal(ask(), { 'X-Honcho-Reasoning-Level': 'turbo' }).param).toBe('X-Honcho-Reasoning-Level');
    expect(refusal(ask(), { 'X-Honcho-Target': 'bob/alice' }).param).toBe('X-Honcho-Target');
    const session = refusal(ask(), { 'X-Honcho-Session-Id': 'x'.repeat(513) });
    expect(session.param).toBe('X-Honcho-Session-Id');
    expect(session.message).toMatch(/at most 512/);
  });

  it("refuses a question longer than the dialectic's limit, counting code points as the server does", () => {
    expect(toDialecticRequest(ask('😀'.repeat(MAX_QUERY_CHARS))).query).toHaveLength(MAX_QUERY_CHARS * 2);
    expect(refusal(ask('a'.repeat(MAX_QUERY_CHARS + 1))).message).toMatch(/10001 characters/);
  });

  it('reports the first problem, in order: model before messages before tools', () => {
    expect(refusal({ model: 'bad', messages: [], tools: [{}] }).param).toBe('model');
    expect(refusal({ model: MODEL, messages: [], tools: [{}] }).param).toBe('messages');
    expect(refusal({ ...ask(), tools: [{}], n: 3 }).param).toBe('tools');
  });
});
