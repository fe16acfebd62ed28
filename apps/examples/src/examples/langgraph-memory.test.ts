import { describe, expect, it } from 'vitest';
import { langgraphMemory } from './langgraph-memory.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('LangGraph graph with Honcho memory', () => {
  it('its recall node gives the model the first turn on the second, and its save node stores each turn once', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await langgraphMemory(honcho);
    // The first turn: no memory yet, so the stand-in answers from the message itself.
    // The second quotes the memory block, which held the first turn (and not the second's own message).
    expect(result.replies).toEqual(['I want to go to Lisbon in May.', 'From memory: "[user:alice] I want to go to Lisbon in May.".']);
    expect(fixture.emulator.store.messages(workspaceId, 'trip-1').map((message) => `${message.peer_id}: ${message.content}`)).toEqual([
      'alice: I want to go to Lisbon in May.',
      'assistant: I want to go to Lisbon in May.',
      'alice: What should I pack?',
      'assistant: From memory: "[user:alice] I want to go to Lisbon in May.".',
    ]);
  });
});
