import { describe, expect, it } from 'vitest';
import { openaiClient } from './openai-client.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('openai client against the OpenAI-compatible endpoint', () => {
  it('answers plain, streamed, scoped and structured requests from alice memory', async () => {
    const result = await openaiClient(fixture.context());
    expect(result.plain).toContain('I drink dark roast coffee every morning.');
    expect(result.streamed).toContain('I am learning Portuguese');
    // A role chunk, content chunks and a finish chunk.
    expect(result.chunks).toBeGreaterThan(3);
    expect(result.scoped).toContain('hike on Saturdays');
    expect(result.structured?.city).toContain('Lisbon');
  });
});
