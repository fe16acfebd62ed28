import type { AgentInputItem } from '@openai/agents';

/** A user turn as the Agents SDK stores a string input. */
export const userSays = (text: string): AgentInputItem => ({ role: 'user', content: text });

/** An assistant reply as a model returns it. */
export const assistantSays = (text: string, id = 'msg_1'): AgentInputItem => ({
  type: 'message',
  role: 'assistant',
  id,
  status: 'completed',
  content: [{ type: 'output_text', text }],
  providerData: { annotations: [] },
});

/** A function call and its result, with provider data nested deeper than Honcho's metadata allows. */
export const toolRoundTrip = (callId: string): [AgentInputItem, AgentInputItem] => [
  { type: 'function_call', id: `fc_${callId}`, callId, name: 'get_weather', arguments: '{"city":"Lisbon"}', status: 'completed', providerData: { a: { b: { c: { d: { e: { f: 'deep' } } } } } } },
  { type: 'function_call_result', callId, name: 'get_weather', status: 'completed', output: { type: 'text', text: '{"temperature":21,"sky":"clear"}' } },
];

/** A reasoning item, which Honcho should keep but not learn from. */
export const reasoning = (id: string): AgentInputItem => ({ type: 'reasoning', id, content: [{ type: 'input_text', text: 'The user asked about weather.' }], providerData: { encrypted: 'opaque==' } });
