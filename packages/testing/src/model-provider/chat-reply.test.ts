import { describe, expect, it } from 'vitest';
import { decideReply, type ChatReplyOptions } from './chat-reply.js';
import { parseChatRequest } from './chat-request.js';
import { schemaErrors } from './test-support/schema-check.js';

const NOW = new Date('2025-06-01T00:00:00Z');
const PARAMS = { type: 'object', properties: { query: { type: 'string' }, limit: { type: 'integer', minimum: 1 } }, required: ['query', 'limit'], additionalProperties: false };
const tool = (name: string, parameters: object = PARAMS) => ({ type: 'function', function: { name, parameters } });

function reply(body: Record<string, unknown>, options: ChatReplyOptions = {}) {
  return decideReply(parseChatRequest({ model: 'm', messages: [{ role: 'user', content: 'Find tea facts.' }], ...body }), options, NOW);
}

describe('decideReply', () => {
  it('answers with text by default, even when tools are offered', async () => {
    expect(await reply({ tools: [tool('search')] })).toEqual({ content: 'Find tea facts.', toolCalls: [], finishReason: 'stop' });
  });

  it('makes the scripted calls of the current turn, skipping tools the request does not offer', async () => {
    const options = { toolCalls: [[{ name: 'search', arguments: '{"query":"tea","limit":2}' }, { name: 'absent' }], [{ name: 'search', arguments: { query: 'more', limit: 1 } }]] };
    const first = await reply({ tools: [tool('search')] }, options);
    expect(first).toEqual({ content: null, toolCalls: [{ id: 'call_1_0', name: 'search', arguments: '{"query":"tea","limit":2}' }], finishReason: 'tool_calls' });
    const second = await reply(
      {
        tools: [tool('search')],
        messages: [
          { role: 'user', content: 'Find tea facts.' },
          { role: 'assistant', tool_calls: [{ id: 'call_1_0', type: 'function', function: { name: 'search', arguments: '{}' } }] },
          { role: 'tool', tool_call_id: 'call_1_0', content: 'Tea is a drink.' },
        ],
      },
      options,
    );
    expect(second.toolCalls).toEqual([{ id: 'call_3_0', name: 'search', arguments: '{"query":"more","limit":1}' }]);
    // No tools offered: the script does not apply.
    expect((await reply({}, options)).toolCalls).toEqual([]);
  });

  it('forces a call with schema-valid arguments for tool_choice required or a named function', async () => {
    const required = await reply({ tools: [tool('search'), tool('other', { type: 'object', properties: { x: { type: 'boolean' } } })], tool_choice: 'required' });
    expect(required.toolCalls.map((call) => call.name)).toEqual(['search']);
    expect(schemaErrors(PARAMS, JSON.parse(required.toolCalls[0]?.arguments ?? 'null'))).toEqual([]);
    const named = await reply({ tools: [tool('search'), tool('bare', {})], tool_choice: { type: 'function', function: { name: 'bare' } } });
    expect(named.toolCalls).toEqual([{ id: 'call_1_0', name: 'bare', arguments: '{}' }]);
  });

  it('never calls with tool_choice none, and keeps one call without parallel tool calls', async () => {
    const options = { toolCalls: [[{ name: 'search' }, { name: 'search' }]] };
    expect((await reply({ tools: [tool('search')], tool_choice: 'none' }, options)).toolCalls).toEqual([]);
    expect((await reply({ tools: [tool('search')], parallel_tool_calls: false }, options)).toolCalls).toHaveLength(1);
    expect((await reply({ tools: [tool('search')] }, options)).toolCalls).toHaveLength(2);
  });

  it('lets respond decide first, and falls back when it returns undefined', async () => {
    const respond = (request: { model: string }) => (request.model === 'm' ? { content: 'custom' } : undefined);
    expect((await reply({}, { respond })).content).toBe('custom');
    expect((await reply({ model: 'other' }, { respond })).content).toBe('Find tea facts.');
    expect((await reply({ tools: [tool('search')] }, { respond: () => ({ toolCalls: [{ name: 'search', arguments: {} }], content: 'thinking' }) }))).toMatchObject({
      content: 'thinking',
      finishReason: 'tool_calls',
    });
  });

  it('answers JSON for json_schema and json_object formats', async () => {
    const schema = { type: 'object', properties: { answer: { type: 'string' } }, required: ['answer'], additionalProperties: false };
    const structured = await reply({ response_format: { type: 'json_schema', json_schema: { name: 'A', schema, strict: true } } });
    expect(JSON.parse(structured.content ?? '')).toEqual({ answer: 'Find tea facts.' });
    const loose = await reply({ response_format: { type: 'json_object' } });
    expect(JSON.parse(loose.content ?? '')).toEqual({ answer: 'Find tea facts.' });
    const described = await reply({
      response_format: { type: 'json_object' },
      messages: [
        { role: 'system', content: `Reply in JSON matching this schema: ${JSON.stringify({ type: 'object', properties: { facts: { type: 'array', items: { type: 'string' } } }, required: ['facts'] })}` },
        { role: 'user', content: 'Tea is green.\nTea is warm.' },
      ],
    });
    expect(JSON.parse(described.content ?? '')).toEqual({ facts: ['Tea is green.', 'Tea is warm.'] });
  });
});
