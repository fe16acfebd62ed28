import { describe, expect, it } from 'vitest';
import { mastra } from './mastra.js';
import { useEmulator } from './shared/emulator-fixture.js';

// @mastra/core needs Node 22.13: run by vitest.node22.config.ts.
const fixture = useEmulator();

describe('Mastra', () => {
  it('stores both turns, saves the conclusion the model asked for, and gives the second turn the memory after the instructions', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await mastra(honcho);
    expect(result.replies).toEqual(['Noted: no meat.', 'A mushroom risotto.', 'A lemon sorbet.']);
    const stored = (session: string) => fixture.emulator.store.messages(workspaceId, session).map((message) => `${message.peer_id}: ${message.content}`);
    // Each call saves its turn once: the user's message and the final reply, not the tool step between.
    expect(stored('dinner-1')).toEqual(['alice: I am vegetarian.', 'assistant: Noted: no meat.', 'alice: What should I cook tonight?', 'assistant: A mushroom risotto.']);
    expect(result.saved).toEqual(stored('dinner-1'));
    const conclusions = fixture.emulator.store.conclusions(workspaceId).map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id, conclusion.session_id]);
    expect(conclusions).toEqual([['alice is vegetarian', 'assistant', 'alice', 'dinner-1']]);
    expect(result.conclusions).toEqual(['alice is vegetarian']);

    // Nothing to remember in the first turn, for both of its model calls (the tool call, then the reply).
    const [first, afterTool, second, third] = result.systemPrompts;
    expect([first, afterTool]).toEqual(['You suggest dinners.', 'You suggest dinners.']);
    // The second turn: the memory block after the instructions, with the conclusion and the first turn.
    expect(second).toMatch(/^You suggest dinners\.\n<honcho_memory>\n[\s\S]*\n<\/honcho_memory>$/);
    expect(second).toContain('- alice is vegetarian');
    expect(second).toContain('[user:alice] I am vegetarian.\n[assistant] Noted: no meat.');
    // The request context's call: alice in a new session, known to the agent, with no recent messages yet.
    expect(third).toMatch(/^You suggest dinners\.\n<honcho_memory>\n[\s\S]*- alice is vegetarian\n[\s\S]*<\/honcho_memory>$/);
    expect(third).not.toContain('<recent_messages>');
    expect(stored('dessert-1')).toEqual(['alice: And for dessert?', 'assistant: A lemon sorbet.']);
    expect(result.systemPrompts).toHaveLength(4);
  });
});
