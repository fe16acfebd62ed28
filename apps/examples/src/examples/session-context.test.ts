import { describe, expect, it } from 'vitest';
import { sessionContext } from './session-context.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('session context', () => {
  it('puts what the assistant knows about alice first, then the newest messages that fit, in each vendor shape', async () => {
    const { openai, anthropic } = await sessionContext(fixture.context().honcho);
    expect(openai[0]).toEqual({ role: 'system', content: expect.stringContaining('alice is vegetarian') as string });
    expect(anthropic[0]).toEqual({ role: 'user', content: expect.stringContaining('alice is vegetarian') as string });
    // 60 tokens hold only the end of the 12-message conversation.
    expect(openai.length).toBeGreaterThan(2);
    expect(openai.length).toBeLessThan(13);
    expect(openai.at(-2)).toEqual({ role: 'user', name: 'alice', content: 'I drink dark roast coffee every morning.' });
    expect(openai.at(-1)).toEqual({ role: 'assistant', name: 'assistant', content: 'Noted, thanks for telling me.' });
    expect(anthropic.at(-2)).toEqual({ role: 'user', content: 'alice: I drink dark roast coffee every morning.' });
    expect(anthropic).toHaveLength(openai.length);
  });
});
