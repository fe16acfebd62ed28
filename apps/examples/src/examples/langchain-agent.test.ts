import { describe, expect, it } from 'vitest';
import { langchainAgent } from './langchain-agent.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('LangChain agent with Honcho memory', () => {
  it('saves a fact through a Honcho tool, saves each turn once, and the second turn is told the first', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await langchainAgent(honcho);
    expect(result.replies).toEqual(['Noted: no meat.', 'A mushroom risotto.']);
    const [first, afterTool, second] = result.systemMessages;
    // The first turn: nothing known yet; the tool loop's second step reuses the turn's (empty) memory.
    expect(first).toBe('You are a helpful cook.');
    expect(afterTool).toBe(first);
    expect(second).toMatch(/^You are a helpful cook\.\n\n<honcho_memory>\n/);
    expect(second).toContain('alice is vegetarian');
    expect(second).toContain('I am vegetarian.');
    expect(fixture.emulator.store.messages(workspaceId, 'kitchen-1').map((message) => `${message.peer_id}: ${message.content}`)).toEqual([
      'alice: I am vegetarian.',
      'assistant: Noted: no meat.',
      'alice: What should I cook tonight?',
      'assistant: A mushroom risotto.',
    ]);
    expect(result.history).toEqual(['human: I am vegetarian.', 'ai: Noted: no meat.', 'human: What should I cook tonight?', 'ai: A mushroom risotto.']);
    expect(result.retrieved).toEqual([expect.stringMatching(/^honcho_message \S+: I am vegetarian\.$/), expect.stringMatching(/^honcho_conclusion \S+: alice is vegetarian$/)]);
  });
});
