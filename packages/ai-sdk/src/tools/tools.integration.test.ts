import { HonchoValidationError } from '@honcho-ai/sdk';
import { HONCHO_TOOL_SPECS } from '@honcho-ai/sdk/integrations';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonchoMemoryError } from '../index.js';
import { harness } from '../integration/test-support/emulator-honcho.js';
import type { HonchoTools } from './ai-sdk-tools.js';

let emulator: RunningEmulator;
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterAll(async () => {
  await emulator.close();
});

const callOptions = { toolCallId: 'call-1', messages: [] };

/** Runs a tool the way the AI SDK does: validate, then execute. */
async function run<Name extends keyof HonchoTools>(tools: HonchoTools, name: Name, input: unknown): Promise<unknown> {
  const tool = tools[name] as unknown as {
    inputSchema: { validate: (value: unknown) => { success: boolean; value?: unknown; error?: Error } };
    execute: (input: unknown, options: unknown) => Promise<unknown>;
  };
  const checked = tool.inputSchema.validate(input);
  if (!checked.success) throw checked.error;
  return tool.execute(checked.value, callOptions);
}

describe('the Honcho tools, run directly', () => {
  it('without a session, read and write the user own memory', async () => {
    const h = harness(emulator);
    const tools = h.honcho.tools({ userId: 'alice' });

    expect(await run(tools, 'honcho_save_conclusion', { content: 'Alice is learning Japanese' })).toMatchObject({ saved: { content: 'Alice is learning Japanese' } });
    expect(h.emulator.store.conclusions(h.workspaceId)).toMatchObject([{ observer_id: 'alice', observed_id: 'alice', content: 'Alice is learning Japanese' }]);
    expect(await run(tools, 'honcho_search_conclusions', { query: 'Japanese', limit: 3 })).toMatchObject({ conclusions: [{ content: 'Alice is learning Japanese', level: 'explicit' }] });
    expect(await run(tools, 'honcho_get_representation', {})).toMatchObject({ representation: expect.stringContaining('Alice is learning Japanese') });
    expect(await run(tools, 'honcho_chat', { query: 'Which language is alice learning?', reasoningLevel: 'low' })).toMatchObject({ answer: expect.stringContaining('Japanese') });
    expect(await run(tools, 'honcho_context', {})).toEqual({
      representation: expect.stringContaining('Japanese'),
      peerCard: null,
      summary: null,
      recentMessages: [],
    });
    expect(h.emulator.store.sessions(h.workspaceId)).toEqual([]);
  });

  it('with a session, use the assistant view of the user and the session history', async () => {
    const h = harness(emulator);
    await h.honcho.send({ userId: 'alice', sessionId: 'trip', content: 'I want to visit Kyoto in April' });
    await h.honcho.send({ userId: 'alice', sessionId: 'other', content: 'My favourite food is ramen' });
    const tools = h.honcho.tools({ userId: 'alice', sessionId: 'trip', assistantId: 'planner' });

    await run(tools, 'honcho_save_conclusion', { content: 'Alice plans a spring trip to Kyoto' });
    expect(h.emulator.store.conclusions(h.workspaceId)).toMatchObject([
      { observer_id: 'planner', observed_id: 'alice', session_id: 'trip', content: 'Alice plans a spring trip to Kyoto' },
    ]);
    expect(await run(tools, 'honcho_search', { query: 'ramen' })).toMatchObject({ messages: [{ content: 'My favourite food is ramen', sessionId: 'other' }] });
    const context = (await run(tools, 'honcho_context', { topic: 'Kyoto' })) as { representation: string; recentMessages: unknown[] };
    expect(context.representation).toContain('Kyoto');
    expect(context.recentMessages).toEqual([{ role: 'user', peerId: 'alice', content: 'I want to visit Kyoto in April' }]);
    expect(await run(tools, 'honcho_chat', { query: 'When does alice travel to Kyoto?' })).toMatchObject({ answer: expect.stringContaining('Kyoto') });
    expect(h.emulator.store.sessionPeers(h.workspaceId, 'trip')).toMatchObject({ planner: { observe_me: false, observe_others: true } });
  });

  it('refuse invalid input before any request, naming each field', async () => {
    const h = harness(emulator);
    const tools = h.honcho.tools({ userId: 'alice' });
    const error: unknown = await run(tools, 'honcho_search', { query: '', limit: 50, scope: 'all' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HonchoValidationError);
    expect((error as Error).message).toBe(
      'Invalid honcho_search input: query: must not be empty; limit: must be between 1 and 20; scope: is not a field of this tool (fields: query, limit)',
    );
    // Called without validation (as another framework might), the executor checks too.
    await expect(tools.honcho_chat.execute?.({ query: 5 } as never, callOptions)).rejects.toThrow(
      new HonchoValidationError([{ path: 'query', message: 'must be a string' }], { prefix: 'Invalid honcho_chat input' }),
    );
    expect(h.requests).toEqual([]);
  });

  it('report a failure to onError and throw it, so the model sees it as the tool result', async () => {
    const h = harness(emulator);
    const tools = h.honcho.tools({ userId: 'alice', timeout: 2_000 });
    emulator.faults.set({ failRate: 1, failStatus: 500, match: { path: new RegExp(h.workspaceId) } });
    try {
      const error: unknown = await run(tools, 'honcho_chat', { query: 'Anything?' }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HonchoMemoryError);
      expect(error).toMatchObject({ operation: 'tool', toolName: 'honcho_chat', userId: 'alice', status: 500 });
      expect(h.errors).toEqual([error]);
    } finally {
      emulator.faults.clear();
    }
  });

  it('describe every input field for the model, with closed JSON Schemas', () => {
    const h = harness(emulator);
    const tools = h.honcho.tools({ userId: 'alice' }) as unknown as Record<string, { description: string; inputSchema: { jsonSchema: { type: string; properties: Record<string, { description?: string }>; additionalProperties: boolean } } }>;
    for (const [name, tool] of Object.entries(tools)) {
      expect(tool.description.length, name).toBeGreaterThan(80);
      const schema = tool.inputSchema.jsonSchema;
      expect(schema.type).toBe('object');
      expect(schema.additionalProperties).toBe(false);
      for (const [field, property] of Object.entries(schema.properties)) expect(property.description, `${name}.${field}`).toBeTruthy();
    }
  });

  it('are the SDK catalogue in the AI SDK shape: same names, descriptions and schemas as every other format', () => {
    const h = harness(emulator);
    const tools = h.honcho.tools({ userId: 'alice' }) as unknown as Record<string, { description: string; inputSchema: { jsonSchema: unknown } }>;
    expect(Object.keys(tools)).toEqual(Object.keys(HONCHO_TOOL_SPECS));
    for (const spec of Object.values(HONCHO_TOOL_SPECS)) {
      expect(tools[spec.name]!.description).toBe(spec.description);
      expect(tools[spec.name]!.inputSchema.jsonSchema).toEqual(spec.inputSchema);
    }
  });
});
