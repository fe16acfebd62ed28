import { describe, expect, it } from 'vitest';
import { aiSdkMiddleware } from './ai-sdk-middleware.js';
import { aiSdkTools } from './ai-sdk-tools.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('AI SDK middleware', () => {
  it('injects what Honcho knows into the system prompt and saves each turn, generated and streamed', async () => {
    const result = await aiSdkMiddleware(fixture.context().honcho);
    expect(result.generated).toBe('Try the vegetarian thali at a place near you.');
    expect(result.streamed).toBe('A rest day, then an easy run.');
    const [first, second] = result.systemPrompts;
    // The app's own system prompt stays first and unchanged; the memory block follows it.
    expect(first).toMatch(/^You are a helpful concierge\.\n<honcho_memory>/);
    expect(first).toContain('- alice is vegetarian and lives in Lisbon');
    expect(first).toContain('[user:alice] I am training for a half marathon in the spring.');
    // The second call sees the first turn, saved by the middleware.
    expect(second).toContain('[user:alice] Where should I eat tonight?\n[assistant] Try the vegetarian thali at a place near you.');
    expect(result.saved).toEqual([
      'alice: Where should I eat tonight?',
      'assistant: Try the vegetarian thali at a place near you.',
      'alice: What should I do the day before my race?',
      'assistant: A rest day, then an easy run.',
    ]);
  });
});

describe('AI SDK tools', () => {
  it('lets the model ask Honcho and save a conclusion inside a tool loop', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await aiSdkTools(honcho);
    expect(result.calls.map((call) => call.toolName)).toEqual(['honcho_chat', 'honcho_save_conclusion']);
    const chat = result.results.find((entry) => entry.toolName === 'honcho_chat')?.output as { answer: string | null };
    expect(chat.answer).toContain('I am training for a half marathon in the spring.');
    expect(result.text).toContain('half marathon');
    const saved = fixture.emulator.store.conclusions(workspaceId).map((conclusion) => conclusion.content);
    expect(saved).toContain('alice wants a training plan for the spring');
    // The turn itself was saved too: the prompt and the final answer.
    expect(fixture.emulator.store.messages(workspaceId, 'chat-789').at(-2)?.content).toBe('Plan my training week.');
  });
});
