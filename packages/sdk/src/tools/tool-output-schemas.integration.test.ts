import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulatorClient, type EmulatorClient } from '../client/test-support/emulator-client.js';
import { createHonchoTools } from './create-honcho-tools.js';
import { HONCHO_TOOL_OUTPUT_SCHEMAS } from './tool-output-schemas.js';
import { HONCHO_TOOL_NAMES } from './tool-specs.js';
import type { HonchoToolName } from './tool-types.js';

// The output schemas are written by hand beside the Output types: each tool's real output, from
// the emulator over HTTP, must match its schema exactly (every field, no others), in the shapes with
// data and in the empty ones (no card, no summary, no matches).
let env: EmulatorClient;
const ajv = new Ajv({ strict: true, allErrors: true });
const validators = Object.fromEntries(HONCHO_TOOL_NAMES.map((name) => [name, ajv.compile(HONCHO_TOOL_OUTPUT_SCHEMAS[name])]));
const problems = (name: HonchoToolName, output: unknown): string[] => {
  const validate = validators[name]!;
  return validate(output) ? [] : (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message ?? ''}`);
};

beforeAll(async () => {
  env = await startEmulatorClient();
});
afterAll(async () => {
  await env.close();
});

describe('HONCHO_TOOL_OUTPUT_SCHEMAS', () => {
  it('has one strict JSON Schema object for each tool, every property required', () => {
    expect(Object.keys(HONCHO_TOOL_OUTPUT_SCHEMAS)).toEqual([...HONCHO_TOOL_NAMES]);
    for (const schema of Object.values(HONCHO_TOOL_OUTPUT_SCHEMAS)) expect(schema.required).toEqual(Object.keys(schema.properties));
  });

  it("matches every tool's output in a session with messages, conclusions and a card", async () => {
    const honcho = env.client({ workspaceId: 'output-schemas' });
    const session = await honcho.session('trip');
    const [bob, guide] = await Promise.all([honcho.peer('bob'), honcho.peer('guide')]);
    await session.addMessages([bob.message('I am planning a trip to Lisbon in May'), guide.message('Lisbon in May is lovely')]);
    await bob.setCard(['Lives in Porto']);
    const tools = createHonchoTools({ honcho, peerId: 'bob', observerPeerId: 'guide', sessionId: 'trip' });
    const outputs: Record<HonchoToolName, unknown> = {
      honcho_save_conclusion: await tools.honcho_save_conclusion.execute({ content: 'Bob travels to Lisbon in May' }),
      honcho_search: await tools.honcho_search.execute({ query: 'Lisbon' }),
      honcho_context: await tools.honcho_context.execute({}),
      honcho_get_representation: await tools.honcho_get_representation.execute({ topic: 'travel' }),
      honcho_chat: await tools.honcho_chat.execute({ query: 'Where is bob going?' }),
      honcho_search_conclusions: await tools.honcho_search_conclusions.execute({ query: 'Lisbon' }),
    };
    expect((outputs.honcho_search as { messages: unknown[] }).messages).toHaveLength(1);
    expect((outputs.honcho_search_conclusions as { conclusions: unknown[] }).conclusions).toHaveLength(1);
    expect((outputs.honcho_context as { recentMessages: unknown[] }).recentMessages).toHaveLength(2);
    for (const name of HONCHO_TOOL_NAMES) expect(problems(name, outputs[name]), name).toEqual([]);
  });

  it('matches the empty shapes: no card, no summary, no matches', async () => {
    const honcho = env.client({ workspaceId: 'output-schemas-empty' });
    const tools = createHonchoTools({ honcho, peerId: 'nobody' });
    const context = await tools.honcho_context.execute({});
    expect(context).toMatchObject({ peerCard: null, summary: null, recentMessages: [] });
    expect(problems('honcho_context', context)).toEqual([]);
    expect(problems('honcho_search', await tools.honcho_search.execute({ query: 'anything' }))).toEqual([]);
    expect(problems('honcho_search_conclusions', await tools.honcho_search_conclusions.execute({ query: 'anything' }))).toEqual([]);
  });

  it('refuses an output with a field the schema does not name, or without one it requires', () => {
    expect(problems('honcho_save_conclusion', { saved: { id: 'c1', content: 'x', extra: 1 } })).toEqual(['/saved must NOT have additional properties']);
    expect(problems('honcho_search', { messages: [{ content: 'x', sessionId: 's' }] })).toEqual(["/messages/0 must have required property 'createdAt'"]);
    expect(problems('honcho_context', { representation: null, peerCard: null, summary: null, recentMessages: [{ role: 'system', peerId: 'p', content: 'x' }] })).toEqual([
      '/recentMessages/0/role must be equal to one of the allowed values',
    ]);
  });
});
