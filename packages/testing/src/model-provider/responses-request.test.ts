import { describe, expect, it } from 'vitest';
import { ModelProviderRequestError } from './model-provider-error.js';
import { parseResponsesRequest, type ResponsesMemory } from './responses-request.js';

const memory = (): ResponsesMemory => ({ conversations: new Map(), items: new Map() });
const search = { type: 'function', name: 'search', parameters: { type: 'object', properties: { q: { type: 'string' } } } };

function refusal(body: unknown, store = memory()): ModelProviderRequestError {
  try {
    parseResponsesRequest(body, store);
  } catch (error) {
    if (ModelProviderRequestError.isInstance(error)) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('parseResponsesRequest', () => {
  it('reads instructions as the system message and a string input as the user message', () => {
    const { chat, items } = parseResponsesRequest({ model: 'gpt-4o', instructions: 'Be brief.', input: 'Hi' }, memory());
    expect(chat).toMatchObject({ api: 'responses', model: 'gpt-4o', messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Hi' }], tools: [], toolChoice: 'none', n: 1, turn: 0 });
    expect(items).toEqual([{ type: 'message', role: 'user', content: 'Hi' }]);
  });

  it('makes one assistant turn of function calls in a row, and tool messages of their outputs', () => {
    const { chat } = parseResponsesRequest(
      {
        model: 'm',
        tools: [search, { type: 'web_search_preview' }],
        input: [
          { role: 'developer', content: [{ type: 'input_text', text: 'Rules.' }] },
          { type: 'message', role: 'user', content: [{ type: 'input_text', text: 'Find tea' }] },
          { type: 'reasoning', id: 'rs_1', summary: [] },
          { type: 'function_call', call_id: 'c1', name: 'search', arguments: '{"q":"tea"}' },
          { type: 'function_call', call_id: 'c2', name: 'search', arguments: '{"q":"green"}' },
          { type: 'function_call_output', call_id: 'c1', output: 'Tea is a drink.' },
          { type: 'function_call_output', call_id: 'c2', output: [{ type: 'input_text', text: 'Green tea.' }] },
        ],
      },
      memory(),
    );
    expect(chat.messages).toEqual([
      { role: 'system', content: 'Rules.' },
      { role: 'user', content: 'Find tea' },
      {
        role: 'assistant',
        content: null,
        tool_calls: [
          { id: 'c1', type: 'function', function: { name: 'search', arguments: '{"q":"tea"}' } },
          { id: 'c2', type: 'function', function: { name: 'search', arguments: '{"q":"green"}' } },
        ],
      },
      { role: 'tool', tool_call_id: 'c1', content: 'Tea is a drink.' },
      { role: 'tool', tool_call_id: 'c2', content: 'Green tea.' },
    ]);
    expect(chat.tools.map((tool) => tool.name)).toEqual(['search']);
    expect(chat.toolChoice).toBe('auto');
    expect(chat.turn).toBe(1);
  });

  it('reads text.format as the response format, and tool_choice in the Responses spelling', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' } } };
    const { chat } = parseResponsesRequest({ model: 'm', input: 'x', tools: [search], tool_choice: { type: 'function', name: 'search' }, text: { format: { type: 'json_schema', name: 'out', schema, strict: true } } }, memory());
    expect(chat.responseFormat).toEqual({ type: 'json_schema', name: 'out', schema, strict: true });
    expect(chat.toolChoice).toEqual({ name: 'search' });
    expect(parseResponsesRequest({ model: 'm', input: 'x', tools: [search], tool_choice: { type: 'allowed_tools', mode: 'required', tools: [] } }, memory()).chat.toolChoice).toBe('required');
  });

  it('resolves previous_response_id and item references from what the provider stored', () => {
    const store = memory();
    store.conversations.set('resp_1', [{ type: 'message', role: 'user', content: 'Hi' }, { type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'Hello' }] }]);
    store.items.set('msg_1', { type: 'message', id: 'msg_1', role: 'assistant', content: [{ type: 'output_text', text: 'Hello' }] });
    const chained = parseResponsesRequest({ model: 'm', previous_response_id: 'resp_1', input: 'Again' }, store);
    expect(chained.chat.messages.map((message) => message.content)).toEqual(['Hi', 'Hello', 'Again']);
    expect(chained.previousResponseId).toBe('resp_1');
    const referenced = parseResponsesRequest({ model: 'm', input: [{ role: 'user', content: 'Hi' }, { type: 'item_reference', id: 'msg_1' }, { role: 'user', content: 'Again' }] }, store);
    expect(referenced.chat.messages.map((message) => message.role)).toEqual(['user', 'assistant', 'user']);
  });

  it.each([
    [{ input: 'x' }, 'model', 'missing_required_parameter', 400],
    [{ model: 'm' }, 'input', 'missing_required_parameter', 400],
    [{ model: 'm', input: 3 }, 'input', 'invalid_type', 400],
    [{ model: 'm', input: [{ role: 'robot', content: 'x' }] }, 'input[0].role', 'invalid_value', 400],
    [{ model: 'm', input: [{ type: 'function_call', name: 'f', arguments: '{}' }] }, 'input[0].call_id', 'missing_required_parameter', 400],
    [{ model: 'm', input: [{ type: 'function_call_output', call_id: 'c' }] }, 'input[0].output', 'missing_required_parameter', 400],
    [{ model: 'm', input: [{ type: 'item_reference', id: 'msg_x' }] }, 'input[0].id', 'item_not_found', 404],
    [{ model: 'm', input: 'x', previous_response_id: 'resp_x' }, 'previous_response_id', 'previous_response_not_found', 404],
    [{ model: 'm', input: 'x', background: true }, 'background', 'unsupported_parameter', 400],
    [{ model: 'm', input: 'x', conversation: 'conv_1' }, 'conversation', 'unsupported_parameter', 400],
    [{ model: 'm', input: 'x', tools: [{ type: 'function' }] }, 'tools[0].name', 'missing_required_parameter', 400],
    [{ model: 'm', input: 'x', tools: [search], tool_choice: { type: 'web_search_preview' } }, 'tool_choice', 'unsupported_value', 400],
    [{ model: 'm', input: 'x', text: { format: { type: 'xml' } } }, 'text.format.type', 'invalid_value', 400],
  ])('refuses %j naming %s', (body, param, code, status) => {
    expect(refusal(body)).toMatchObject({ param, code, status, type: 'invalid_request_error' });
  });
});
