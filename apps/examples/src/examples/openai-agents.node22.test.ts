import { describe, expect, it } from 'vitest';
import { openaiAgents } from './openai-agents.js';
import { useEmulator } from './shared/emulator-fixture.js';

// @openai/agents needs Node 22 (through openai 7): run by vitest.node22.config.ts. Its default model
// (the Responses API) answers from the run's stand-in model provider (OPENAI_BASE_URL), which calls the
// Honcho tool that fits the message and quotes the tool results and the memory it was sent.
const fixture = useEmulator();

describe('OpenAI Agents SDK', () => {
  it('stores both turns, saves the conclusion the model asked for, and gives the second turn the memory', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await openaiAgents(honcho);
    const [first, second] = result.replies;
    expect(first).toBe('From honcho_save_conclusion: "I am vegetarian.".');
    expect(result.conclusions).toEqual(['I am vegetarian.']);
    // The second turn asked honcho_chat, and its instructions carried the conclusion: the history the
    // session resumed is in the input already, so the block leaves it out.
    expect(second).toMatch(/^From honcho_chat: ".*"\. From memory: "I am vegetarian\."\.$/);
    expect(result.saved).toEqual(['alice: I am vegetarian.', `assistant: ${first}`, 'alice: What should I cook tonight?', `assistant: ${second}`]);
    // Each turn's tool call and its result round-trip as items: stored, but as messages without text.
    expect(fixture.emulator.store.messages(workspaceId, 'dinner-1').map((message) => message.content === '')).toEqual([false, true, true, false, false, true, true, false]);
  });
});
