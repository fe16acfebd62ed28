import { Agent, tool, type AgentInputItem, type Tool } from '@openai/agents';
import { assistantMessage, functionCall, ScriptedModel, type ScriptedModelInput } from '@openai/agents/testing';

/** A local tool of the app under test, not Honcho's: its calls and results must round-trip through the session. */
export const weatherTool = tool({
  name: 'get_weather',
  description: 'The weather in a city.',
  parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'], additionalProperties: true },
  strict: false,
  execute: (input) => JSON.stringify({ city: (input as { city: string }).city, sky: 'clear', celsius: 21 }),
});

/**
 * An Agents SDK `Agent` whose model is the SDK's own test double
 * (`ScriptedModel`): each model call consumes the next scripted step and is
 * recorded with the input the runner built, history from the session
 * included. Streaming runs get the same steps as stream events.
 */
export function scriptedAgent(steps: ScriptedModelInput[], tools: Tool[] = []): { agent: Agent; model: ScriptedModel } {
  const model = new ScriptedModel(steps);
  const agent = new Agent({ name: 'Assistant', instructions: 'You are a helpful assistant.', model, tools });
  return { agent, model };
}

/** The assistant's reply, as a scripted step. */
export const reply = (text: string, id?: string): ScriptedModelInput => [assistantMessage(text, id === undefined ? {} : { id })];

/** A function call, as a scripted step. */
export const callTool = (name: string, args: Record<string, unknown>, callId: string): ScriptedModelInput => [functionCall(name, args, { callId, id: `fc_${callId}` })];

/** The items of a model call's input (the runner sends a list when there is history). */
export function inputItems(input: string | AgentInputItem[]): AgentInputItem[] {
  return typeof input === 'string' ? [{ role: 'user', content: input }] : input;
}
