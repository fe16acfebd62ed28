import { describe, expect, it } from 'vitest';
import { contentText, parseChatRequest } from './chat-request.js';
import { ModelProviderRequestError } from './model-provider-error.js';

const TOOL = { type: 'function', function: { name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } } } };

function refusal(body: unknown): ModelProviderRequestError {
  try {
    parseChatRequest(body);
  } catch (error) {
    if (ModelProviderRequestError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseChatRequest', () => {
  it('accepts every field the openai clients and servers send, keeping the body as is', () => {
    const body = {
      model: 'gpt-5',
      messages: [{ role: 'developer', content: 'Be brief.' }, { role: 'user', content: [{ type: 'text', text: 'Hi' }] }],
      max_tokens: 10,
      max_completion_tokens: 10,
      temperature: 0,
      top_p: 1,
      seed: 1,
      reasoning_effort: 'minimal',
      verbosity: 'low',
      parallel_tool_calls: false,
      stop: ['x'],
      n: 2,
      user: 'u',
      metadata: { a: 'b' },
      store: true,
      prediction: { type: 'content', content: 'x' },
      service_tier: 'default',
      logprobs: true,
      top_logprobs: 2,
      frequency_penalty: 0,
      presence_penalty: 0,
      logit_bias: {},
      modalities: ['text'],
      reasoning: { max_tokens: 100 },
      tools: [TOOL],
      tool_choice: { type: 'function', function: { name: 'search' } },
      stream: true,
      stream_options: { include_usage: true },
      response_format: { type: 'json_object' },
    };
    const request = parseChatRequest(body);
    expect(request).toMatchObject({ model: 'gpt-5', n: 2, stream: true, includeUsage: true, parallelToolCalls: false, toolChoice: { name: 'search' }, responseFormat: { type: 'json_object' } });
    expect(request.body).toBe(body);
    expect(request.tools).toEqual([{ name: 'search', parameters: TOOL.function.parameters }]);
  });

  it('defaults tool_choice as OpenAI does and counts the turn since the last user message', () => {
    expect(parseChatRequest({ model: 'm', messages: [{ role: 'user', content: 'x' }] }).toolChoice).toBe('none');
    const looped = parseChatRequest({
      model: 'm',
      tools: [TOOL],
      messages: [
        { role: 'user', content: 'old' },
        { role: 'assistant', content: 'a' },
        { role: 'user', content: 'new' },
        { role: 'assistant', tool_calls: [] },
        { role: 'tool', content: 'r' },
        { role: 'assistant', tool_calls: [] },
        { role: 'tool', content: 'r' },
      ],
    });
    expect(looped.toolChoice).toBe('auto');
    expect(looped.turn).toBe(2);
  });

  it('reads json_schema response formats', () => {
    const schema = { type: 'object', properties: {} };
    expect(parseChatRequest({ model: 'm', messages: [{ role: 'user' }], response_format: { type: 'json_schema', json_schema: { name: 'X', schema, strict: true } } }).responseFormat).toEqual({
      type: 'json_schema',
      name: 'X',
      schema,
      strict: true,
    });
  });

  it.each([
    [{ messages: [{ role: 'user' }] }, 'model', 'missing_required_parameter'],
    [{ model: 1, messages: [{ role: 'user' }] }, 'model', 'invalid_type'],
    [{ model: 'm' }, 'messages', 'missing_required_parameter'],
    [{ model: 'm', messages: [] }, 'messages', 'empty_array'],
    [{ model: 'm', messages: [{ content: 'x' }] }, 'messages[0].role', 'missing_required_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], n: 0 }, 'n', 'invalid_value'],
    [{ model: 'm', messages: [{ role: 'user' }], stream: 'yes' }, 'stream', 'invalid_type'],
    [{ model: 'm', messages: [{ role: 'user' }], tool_choice: 'required' }, 'tool_choice', 'invalid_value'],
    [{ model: 'm', messages: [{ role: 'user' }], tools: [TOOL], tool_choice: { type: 'function', function: { name: 'nope' } } }, 'tool_choice', 'invalid_value'],
    [{ model: 'm', messages: [{ role: 'user' }], tools: [{ type: 'function', function: {} }] }, 'tools[0].function.name', 'missing_required_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], response_format: { type: 'yaml' } }, 'response_format.type', 'invalid_value'],
    [{ model: 'm', messages: [{ role: 'user' }], response_format: { type: 'json_schema' } }, 'response_format.json_schema', 'missing_required_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], audio: { voice: 'alloy', format: 'mp3' } }, 'audio', 'unsupported_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], modalities: ['text', 'audio'] }, 'modalities', 'unsupported_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], functions: [{ name: 'f' }] }, 'functions', 'unsupported_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], function_call: 'auto' }, 'function_call', 'unsupported_parameter'],
    [{ model: 'm', messages: [{ role: 'user' }], stream_options: { include_usage: true } }, 'stream_options', 'invalid_value'],
  ])('refuses %j at %s', (body, param, code) => {
    const error = refusal(body);
    expect(error).toMatchObject({ status: 400, param, code, type: 'invalid_request_error' });
  });

  it('refuses a body that is not an object', () => {
    expect(refusal([1]).param).toBeNull();
  });
});

describe('contentText', () => {
  it('reads strings and the text parts of content lists', () => {
    expect(contentText('hi')).toBe('hi');
    expect(contentText([{ type: 'text', text: 'a' }, { type: 'image_url', image_url: { url: 'x' } }, { type: 'text', text: 'b' }])).toBe('a\nb');
    expect(contentText(null)).toBe('');
  });
});
