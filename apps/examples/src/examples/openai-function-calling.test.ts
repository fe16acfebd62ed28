import { describe, expect, it } from 'vitest';
import { openaiFunctionCalling } from './openai-function-calling.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('Honcho tools for OpenAI function calling', () => {
  it("answers the model's honcho_chat call from alice's memory, and the model's reply quotes it", async () => {
    const { honcho } = fixture.context();
    const result = await openaiFunctionCalling(honcho);
    // The model (the stand-in, reached through OPENAI_BASE_URL) asked Honcho the user's question.
    expect(result.toolMessages.map((message) => message.tool_call_id)).toEqual(['call_1_0']);
    const answer = (JSON.parse(result.toolMessages[0]!.content) as { answer: string }).answer;
    expect(answer).toContain('"I am training for a half marathon in the spring." (alice, session support-42)');
    // The second request carried the result back to the model, which answered from it.
    expect(result.answer).toMatch(/^From honcho_chat: "Based on .*I am training for a half marathon in the spring/);
  });
});
