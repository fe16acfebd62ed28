import { describe, expect, it } from 'vitest';
import { aiSdkMiddleware } from './ai-sdk-middleware.js';
import { aiSdkTools } from './ai-sdk-tools.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

// openai('gpt-4o') answers from the run's stand-in model provider (OPENAI_BASE_URL), whose replies
// quote the memory block and the tool results it was sent: what the model got shows in what it said.
describe('AI SDK middleware', () => {
  it('injects what Honcho knows into the prompt and saves each turn, generated and streamed', async () => {
    const result = await aiSdkMiddleware(fixture.context().honcho);
    // The assistant's conclusion (the representation) and alice's own message reached the model.
    expect(result.generated).toBe('From memory: "alice is vegetarian and lives in Lisbon"; "[user:alice] I just moved to Lisbon and I am looking for a vegetarian restaurant.".');
    expect(result.streamed).toBe('From memory: "[user:alice] I am training for a half marathon in the spring.".');
    expect(result.saved).toEqual([
      'alice: Which vegetarian restaurant should I try in Lisbon?',
      `assistant: ${result.generated}`,
      'alice: What should I do the day before my half marathon?',
      `assistant: ${result.streamed}`,
    ]);
  });
});

describe('AI SDK tools', () => {
  it('lets the model ask Honcho, and save what the user says, inside a tool loop', async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await aiSdkTools(honcho);
    expect(result.calls).toEqual([
      { toolName: 'honcho_chat', input: { query: 'What race am I training for?' } },
      { toolName: 'honcho_save_conclusion', input: { content: 'I want a training plan for the spring.' } },
    ]);
    const chat = result.results.find((entry) => entry.toolName === 'honcho_chat')?.output as { answer: string };
    expect(chat.answer).toContain('"I am training for a half marathon in the spring." (alice, session chat-789)');
    expect(result.text).toBe(`From honcho_chat: "${chat.answer}".`);
    expect(result.noted).toBe('From honcho_save_conclusion: "I want a training plan for the spring.".');
    const saved = fixture.emulator.store.conclusions(workspaceId).map((conclusion) => conclusion.content);
    expect(saved).toEqual(['I want a training plan for the spring.']);
  });
});
