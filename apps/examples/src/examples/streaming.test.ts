import { describe, expect, it } from 'vitest';
import { useEmulator } from './shared/emulator-fixture.js';
import { streaming } from './streaming.js';
import { streamingAbort } from './streaming-abort.js';

const fixture = useEmulator();

describe('streaming', () => {
  it('delivers the answer in pieces, then the evidence', async () => {
    const written: string[] = [];
    const result = await streaming(fixture.context().honcho, (delta) => written.push(delta));
    expect(result.deltas.length).toBeGreaterThan(5);
    expect(written).toEqual(result.deltas);
    expect(result.deltas.join('')).toBe(result.text);
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
