import { describe, expect, it } from 'vitest';
import { openaiAgents } from './openai-agents.js';
import { useEmulator } from './shared/emulator-fixture.js';

// @openai/agents needs Node 22 (through openai 7): run by vitest.node22.config.ts.
const fixture = useEmulator();

describe('OpenAI Agents SDK', () => {
  it('stores both turns, saves the conclusion the model asked for, and gives the second turn the memory', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await openaiAgents(honcho);
    expect(result.replies).toEqual(['Noted: no meat.', 'A mushroom risotto.']);
    expect(result.saved).toEqual(['alice: I am vegetarian.', 'assistant: Noted: no meat.', 'alice: What should I cook tonight?', 'assistant: A mushroom risotto.']);
    expect(result.conclusions).toEqual(['alice is vegetarian']);
    // Nothing to remember in the first turn; the second turn's instructions carry the conclusion, after the agent's own.
    expect(result.instructions.slice(0, 2)).toEqual(['You suggest dinners.', 'You suggest dinners.']);
    expect(result.instructions[2]).toMatch(/^You suggest dinners\.\n\n<honcho_memory>\n[\s\S]*- alice is vegetarian\n[\s\S]*<\/honcho_memory>$/);
    // The tool call and its result round-trip as items: stored, but as messages without text.
    expect(fixture.emulator.store.messages(workspaceId, 'dinner-1').map((message) => message.content === '')).toEqual([false, true, true, false, false, false]);
  });
});
