import { describe, expect, it } from 'vitest';
import { openaiFunctionCalling } from './openai-function-calling.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('Honcho tools for OpenAI function calling', () => {
  it("answers the model's Honcho calls from alice's memory, saves the fact, and leaves the app's own tool alone", async () => {
    const { honcho, workspaceId } = fixture.context();
    const result = await openaiFunctionCalling(honcho);
    expect(result.toolMessages.map((message) => message.tool_call_id)).toEqual(['call_0', 'call_1']);
    expect(JSON.parse(result.toolMessages[0]!.content)).toEqual({
      messages: [{ content: 'I am training for a half marathon in the spring.', sessionId: 'support-42', createdAt: expect.any(String) }],
    });
    expect(JSON.parse(result.toolMessages[1]!.content)).toMatchObject({ saved: { content: 'alice is preparing for a race' } });
    expect(fixture.emulator.store.conclusions(workspaceId)).toMatchObject([
      { content: 'alice is preparing for a race', observer_id: 'assistant', observed_id: 'alice', session_id: 'support-42' },
    ]);
    // The second request carried both results back to the model.
    expect(result.answer).toContain('call_0={"messages":[{"content":"I am training for a half marathon');
    expect(result.answer).toContain('call_1={"saved"');
  });
});
