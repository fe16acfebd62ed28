import { describe, expect, it } from 'vitest';
import { langchainAgent } from './langchain-agent.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

// new ChatOpenAI() answers from the run's stand-in model provider (OPENAI_BASE_URL): it calls the
// Honcho tool that fits the message, and its replies quote the tool results and the memory it was sent.
describe('LangChain agent with Honcho memory', () => {
  it('saves a fact through a Honcho tool, saves each turn once, and the second turn is told the first', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await langchainAgent(honcho);
    expect(result.toolCalls).toEqual(['honcho_save_conclusion', 'honcho_chat']);
    const [first, second] = result.replies;
    expect(first).toBe('From honcho_save_conclusion: "I am vegetarian.".');
    // The second run had no checkpointer: the first turn reached the model through Honcho, in the memory block.
    expect(second).toMatch(/^From honcho_chat: "Nothing about alice matches the question; the most recent memory \(1 message and 1 conclusion\): .*\. From memory: "I am vegetarian\."; "\[user:alice\] I am vegetarian\."\.$/);
    expect(fixture.emulator.store.messages(workspaceId, 'kitchen-1').map((message) => `${message.peer_id}: ${message.content}`)).toEqual([
      'alice: I am vegetarian.',
      `assistant: ${first}`,
      'alice: What should I cook tonight?',
      `assistant: ${second}`,
    ]);
    expect(result.history).toEqual(['human: I am vegetarian.', `ai: ${first}`, 'human: What should I cook tonight?', `ai: ${second}`]);
    expect(result.retrieved).toEqual([expect.stringMatching(/^honcho_message \S+: I am vegetarian\.$/), expect.stringMatching(/^honcho_conclusion \S+: I am vegetarian\.$/)]);
  });
});
