import { describe, expect, it } from 'vitest';
import { mastra } from './mastra.js';
import { useEmulator } from './shared/emulator-fixture.js';

// @mastra/core needs Node 22.13: run by vitest.node22.config.ts. The model string 'openai/gpt-4o'
// answers from the run's stand-in model provider (OPENAI_BASE_URL), which calls the Honcho tool that
// fits the message and quotes the tool results and the memory it was sent.
const fixture = useEmulator();

describe('Mastra', () => {
  it('stores both turns, saves the conclusion the model asked for, and gives later calls the memory', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await mastra(honcho);
    const [first, second, third] = result.replies;
    // The first turn: a statement, which the model saved with honcho_save_conclusion.
    expect(first).toBe('From honcho_save_conclusion: "I am vegetarian.".');
    const conclusions = fixture.emulator.store.conclusions(workspaceId).map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id, conclusion.session_id]);
    expect(conclusions).toEqual([['I am vegetarian.', 'assistant', 'alice', 'dinner-1']]);
    expect(result.conclusions).toEqual(['I am vegetarian.']);
    // The second turn: a question, asked of honcho_chat, and the memory block (the conclusion and the first turn).
    expect(second).toMatch(/^From honcho_chat: ".*"\. From memory: "I am vegetarian\."; "\[user:alice\] I am vegetarian\."\.$/);
    const stored = (session: string) => fixture.emulator.store.messages(workspaceId, session).map((message) => `${message.peer_id}: ${message.content}`);
    // Each call saves its turn once: the user's message and the final reply, not the tool step between.
    expect(stored('dinner-1')).toEqual(['alice: I am vegetarian.', `assistant: ${first}`, 'alice: What should I cook tonight?', `assistant: ${second}`]);
    expect(result.saved).toEqual(stored('dinner-1'));
    // The request context's call: alice in a new session, known to the agent through the conclusion, with no recent messages yet.
    expect(third).toMatch(/^From honcho_chat: ".*"\. From memory: "I am vegetarian\."\.$/);
    expect(stored('dessert-1')).toEqual(['alice: And for dessert?', `assistant: ${third}`]);
  });
});
