import { describe, expect, it } from 'vitest';
import { decideReply, type ChatReplyOptions } from './chat-reply.js';
import { parseChatRequest } from './chat-request.js';
import { schemaErrors } from './test-support/schema-check.js';
import { isStatementOfFact } from './tool-policy.js';

const NOW = new Date('2025-06-01T00:00:00Z');
const object = (properties: object, required: string[]) => ({ type: 'object', properties, required, additionalProperties: false });
// The shapes of the Honcho catalogue's schemas: a required text, and options the policy leaves out.
const SCHEMAS: Record<string, object> = {
  honcho_chat: object({ query: { type: 'string', minLength: 1, maxLength: 10_000 }, reasoningLevel: { type: 'string', enum: ['minimal', 'low', 'medium', 'high', 'max'] } }, ['query']),
  honcho_search: object({ query: { type: 'string', minLength: 1 }, limit: { type: 'integer', minimum: 1, maximum: 20, default: 5 } }, ['query']),
  honcho_context: object({ topic: { type: 'string', minLength: 1 } }, []),
  honcho_save_conclusion: object({ content: { type: 'string', minLength: 1, maxLength: 65_535 } }, ['content']),
  get_weather: object({ city: { type: 'string' } }, ['city']),
};
const tool = (name: string) => ({ type: 'function', function: { name, parameters: SCHEMAS[name] } });
const tools = (...names: string[]) => names.map(tool);

function reply(messages: object[], body: Record<string, unknown> = {}, options: ChatReplyOptions = {}) {
  return decideReply(parseChatRequest({ model: 'gpt-4o', messages, ...body }), options, NOW);
}
const user = (content: string) => [{ role: 'system', content: 'You help.' }, { role: 'user', content }];

describe('the default tool policy', () => {
  it('asks honcho_chat a question, with the message as its query and nothing else, valid against the schema', async () => {
    const answer = await reply(user('What race is alice training for?'), { tools: tools('honcho_context', 'honcho_search', 'honcho_chat') });
    expect(answer).toEqual({ content: null, toolCalls: [{ id: 'call_2_0', name: 'honcho_chat', arguments: '{"query":"What race is alice training for?"}' }], finishReason: 'tool_calls' });
    expect(schemaErrors(SCHEMAS.honcho_chat as object, JSON.parse(answer.toolCalls[0]?.arguments ?? ''))).toEqual([]);
  });

  it('falls back through the read tools in order, and takes a request as a question', async () => {
    expect((await reply(user('Suggest a dinner for tonight.'), { tools: tools('honcho_context', 'honcho_search') })).toolCalls).toEqual([
      { id: 'call_2_0', name: 'honcho_search', arguments: '{"query":"Suggest a dinner for tonight."}' },
    ]);
    expect((await reply(user('Plan my week'), { tools: tools('honcho_context') })).toolCalls).toEqual([{ id: 'call_2_0', name: 'honcho_context', arguments: '{}' }]);
  });

  it('saves a first-person statement with honcho_save_conclusion, and calls nothing for one when the tool is not offered', async () => {
    const saved = await reply(user('I am vegetarian and I live in Lisbon.'), { tools: tools('honcho_chat', 'honcho_save_conclusion') });
    expect(saved.toolCalls).toEqual([{ id: 'call_2_0', name: 'honcho_save_conclusion', arguments: '{"content":"I am vegetarian and I live in Lisbon."}' }]);
    expect(await reply(user('I am vegetarian.'), { tools: tools('honcho_chat') })).toEqual({ content: 'I am vegetarian.', toolCalls: [], finishReason: 'stop' });
  });

  it('calls once per turn: with the result back, it answers quoting the result and the memory block', async () => {
    const messages = [
      { role: 'system', content: 'You help.\n\n<honcho_memory>\nWhat Honcho, the memory service, knows about the user "alice". Use it.\n<representation>\n## Explicit Observations\n\n- alice is vegetarian\n</representation>\n<recent_messages>\n[user:alice] I run &amp; hike.\n</recent_messages>\n</honcho_memory>' },
      { role: 'user', content: 'What race is alice training for?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_2_0', type: 'function', function: { name: 'honcho_chat', arguments: '{}' } }] },
      { role: 'tool', tool_call_id: 'call_2_0', content: '{"answer":"Based on 1 message about alice: \\"I am training for a half marathon\\" (alice, session s1).","sessionId":"s1"}' },
    ];
    const answer = await reply(messages, { tools: tools('honcho_chat') });
    expect(answer).toEqual({
      content: 'From honcho_chat: "Based on 1 message about alice: "I am training for a half marathon" (alice, session s1).". From memory: "alice is vegetarian"; "[user:alice] I run & hike.".',
      toolCalls: [],
      finishReason: 'stop',
    });
    // A plain call with the memory block and no tools answers from the memory too.
    expect((await reply([messages[0] as object, { role: 'user', content: 'Dinner?' }])).content).toBe('From memory: "alice is vegetarian"; "[user:alice] I run & hike.".');
  });

  it('gives the same reply to the same request', async () => {
    const body = { tools: tools('honcho_chat', 'honcho_save_conclusion') };
    expect(await reply(user('Where does alice live?'), body)).toEqual(await reply(user('Where does alice live?'), body));
  });

  it('stays out of the way: a script, autoToolCalls false, tool_choice none, and tools that are not Honcho\'s', async () => {
    const body = { tools: tools('honcho_chat', 'get_weather') };
    const question = user('What is the weather in Lisbon?');
    expect((await reply(question, body, { toolCalls: [[{ name: 'get_weather', arguments: { city: 'Lisbon' } }]] })).toolCalls.map((call) => call.name)).toEqual(['get_weather']);
    expect((await reply(question, body, { toolCalls: [] })).toolCalls).toEqual([]);
    expect((await reply(question, body, { autoToolCalls: false })).toolCalls).toEqual([]);
    expect((await reply(question, { ...body, tool_choice: 'none' })).toolCalls).toEqual([]);
    expect((await reply(question, { tools: tools('get_weather') })).toolCalls).toEqual([]);
  });

  it('leaves optional properties out of forced calls rather than sending null', async () => {
    const forced = await reply(user('Anything'), { tools: tools('honcho_chat'), tool_choice: 'required' });
    const args = JSON.parse(forced.toolCalls[0]?.arguments ?? '') as Record<string, unknown>;
    expect(args).not.toHaveProperty('reasoningLevel');
    expect(schemaErrors(SCHEMAS.honcho_chat as object, args)).toEqual([]);
  });
});

describe('isStatementOfFact', () => {
  it.each([
    ['I am vegetarian.', true],
    ["I'm moving to Porto next month", true],
    ['My sister lives in Lisbon.', true],
    ['I wonder, what should I cook?', false],
    ['What should I cook?', false],
    ['Suggest a dinner.', false],
    ['Ideas for dinner', false],
  ])('%s → %s', (message, expected) => {
    expect(isStatementOfFact(message)).toBe(expected);
  });
});
