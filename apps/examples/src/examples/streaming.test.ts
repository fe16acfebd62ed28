import { describe, expect, it, vi } from 'vitest';
import { useEmulator } from './shared/emulator-fixture.js';
import { streaming } from './streaming.js';
import { streamingAbort } from './streaming-abort.js';

const fixture = useEmulator();

describe('streaming', () => {
  it('delivers the answer in pieces, then the evidence', async () => {
    const written: string[] = [];
    const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => written.push(String(chunk)) > 0);
    const result = await streaming(fixture.context().honcho).finally(() => stdout.mockRestore());
    expect(written.length).toBeGreaterThan(5);
    expect(written.join('')).toBe(`${result.text}\n`);
    expect(result.text).toContain('I am training for a half marathon in the spring.');
    expect(result.evidence?.messages[0]?.content_preview).toBe('I am training for a half marathon in the spring.');
  });

  it('stops on break and on an aborted signal, and the server sees the connection close', async () => {
    const result = await streamingAbort(fixture.context().honcho);
    expect(result.brokenAfter).toEqual(['Based', ' on', ' 1']);
    expect(result.signalled.deltas).toHaveLength(2);
    expect(result.signalled.error).toBe('APIUserAbortError');
  });
});
