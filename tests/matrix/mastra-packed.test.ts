import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_NAMES } from '../../packages/sdk/dist/index.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { MATRIX_API_KEY, reportedRuntime, runSmoke, runtimeFormats, runtimeLabel, RUNTIMES } from './packed-fixtures.js';

// @honcho-ai/mastra as users install it: the packed tarball in the ESM and CJS fixture projects
// (global-setup.ts), with Mastra's core beside it, imported and required on every Node major
// Mastra supports (22 and 24: @mastra/core 1.x needs Node 22.13). Each run is two generate() calls
// of a Mastra Agent with HonchoMemory and the Honcho tools, checked in the emulator.
const mastraRuntimes = RUNTIMES.filter((runtime) => runtime.label === 'Node 22' || runtime.label === 'Node 24');

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe('the packed @honcho-ai/mastra with Mastra', () => {
  it.each(runtimeFormats(mastraRuntimes))('%s: a call saves a conclusion through a Honcho tool and its turn, the next gets that turn in its prompt', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const seen = await runSmoke(runtime, format, 'mastraScript', emulator.url);
    expect(seen).toEqual({
      format,
      runtime: expect.stringMatching(reportedRuntime(runtime)) as unknown,
      first: 'Saved.',
      second: 'You like green tea.',
      tools: [...HONCHO_TOOL_NAMES],
      recalled: true,
      version: 'string',
    });
    const workspaceId = `matrix-mastra-${format}-${label}`;
    expect(emulator.store.messages(workspaceId, 'mastra').map((message) => [message.peer_id, message.content])).toEqual([
      ['alice', 'Remember that I like green tea.'],
      ['assistant', 'Saved.'],
      ['alice', 'What do I like?'],
      ['assistant', 'You like green tea.'],
    ]);
    expect(emulator.store.conclusions(workspaceId).map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([['Likes green tea (mastra)', 'assistant', 'alice']]);
  }, 90_000);
});
