import { describe, expect, it, vi } from 'vitest';
import { evidence } from './evidence.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

describe('evidence', () => {
  it('names the message and the conclusion the answer was built from', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      const answer = await evidence(fixture.context().honcho);
      expect(answer.content).toContain('hike');
      expect(answer.evidence?.messages.map((message) => message.content_preview)).toContain('I usually hike on Saturdays in the hills north of the city.');
      expect(answer.evidence?.conclusions.map((conclusion) => conclusion.content)).toContain('alice hikes every Saturday morning with a friend');
      expect(answer.evidence?.tool_calls.map((call) => call.tool_name)).toEqual(['search_memory', 'search_messages']);
      expect(log.mock.calls.map((call) => String(call[0]))).toContainEqual(expect.stringMatching(/^conclusion \S+ \[explicit\]: alice hikes/));
    } finally {
      log.mockRestore();
    }
  });
});
