import { describe, expect, it } from 'vitest';
import { langgraphMemory } from './langgraph-memory.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('LangGraph graph with Honcho memory', () => {
  it('its recall node gives the model the first turn on the second, and its save node stores each turn once', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await langgraphMemory(honcho);
    expect(result.replies).toEqual(['Lisbon in May it is.', 'Pack light: Lisbon is warm in May.']);
    const [first, second] = result.systemMessages;
    expect(first).toBe('You are a travel agent.');
    expect(second).toMatch(/^You are a travel agent\.\n\n<honcho_memory>\n/);
    expect(second).toContain('I want to go to Lisbon in May.');
    expect(second).toContain('Lisbon in May it is.');
    expect(second).not.toContain('What should I pack?');
    expect(fixture.emulator.store.messages(workspaceId, 'trip-1').map((message) => `${message.peer_id}: ${message.content}`)).toEqual([
      'alice: I want to go to Lisbon in May.',
      'assistant: Lisbon in May it is.',
      'alice: What should I pack?',
      'assistant: Pack light: Lisbon is warm in May.',
    ]);
  });
});
