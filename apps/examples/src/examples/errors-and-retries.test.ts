import { describe, expect, it } from 'vitest';
import { errorsAndRetries } from './errors-and-retries.js';
import { useEmulator } from './shared/emulator-fixture.js';

const fixture = useEmulator();

/** A fault match for alice's chat requests after the first `skip` of them. */
function chatsAfter(skip: number): (request: Request) => boolean {
  let seen = 0;
  return (request) => {
    if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/peers/alice/chat')) return false;
    seen += 1;
    return seen > skip;
  };
}

describe('errors and retries', () => {
  it('reports bad input by field before sending, and a missing message as NotFoundError', async () => {
    const result = await errorsAndRetries(fixture.context().honcho);
    expect(result.invalid.map((issue) => issue.path)).toEqual(['id', 'metadata']);
    expect(result.invalid[0]?.message).toContain('must contain only letters, digits');
    expect(result.notFound).toEqual({ status: 404, name: 'NotFoundError' });
    expect(result.timedOut).toBeNull();
    expect(result.answer).toContain('Gerald');
  });

  it('times out a slow call at its own deadline', async () => {
    const { emulator } = fixture;
    // The first chat would take 30 s: far longer than the 2 s this call allows.
    emulator.faults.set({ latencyMs: 30_000, times: 1, match: chatsAfter(0) });
    try {
      const started = Date.now();
      const result = await errorsAndRetries(fixture.context().honcho);
      expect(result.timedOut).toMatch(/timed out/i);
      expect(result.answer).toContain('Gerald');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      emulator.faults.clear();
    }
  });

  it('retries a chat the server refused with 503 (honouring Retry-After), and answers', async () => {
    const { emulator } = fixture;
    const before = emulator.stats.injectedFailures;
    // The second chat (maxRetries: 5) is refused twice, then works; retryAfter 0 keeps the test fast.
    emulator.faults.set({ failRate: 1, failStatus: 503, retryAfter: 0, times: 2, match: chatsAfter(1) });
    try {
      const result = await errorsAndRetries(fixture.context().honcho);
      expect(result.answer).toContain('Gerald');
    } finally {
      emulator.faults.clear();
    }
    expect(emulator.stats.injectedFailures - before).toBe(2);
  });
});
