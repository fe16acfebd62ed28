import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_NAMES } from '../../packages/sdk/dist/index.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { AGENTS_SAVED_CONCLUSION, MATRIX_API_KEY, reportedRuntime, runSmoke, runtimeFormats, runtimeLabel, RUNTIMES } from './packed-fixtures.js';

// @honcho-ai/openai-agents as users install it: the packed tarball in the ESM and CJS fixture
// projects (global-setup.ts), with the Agents SDK beside it, imported and required on every Node
// major the Agents SDK supports (22 and 24: @openai/agents 0.20 needs Node 22, through openai 7).
// Each run is two Agents SDK runs with a HonchoSession and the Honcho tools, checked in the emulator.
const agentsRuntimes = RUNTIMES.filter((runtime) => runtime.label === 'Node 22' || runtime.label === 'Node 24');

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe('the packed @honcho-ai/openai-agents with the Agents SDK', () => {
  it.each(runtimeFormats(agentsRuntimes))('%s: a run saves a conclusion through a Honcho tool, the next resumes from the HonchoSession', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const seen = await runSmoke(runtime, format, 'agentsScript', emulator.url);
    expect(seen).toEqual({
      format,
      runtime: expect.stringMatching(reportedRuntime(runtime)) as unknown,
      first: 'Saved.',
      second: 'You like green tea.',
      tools: [...HONCHO_TOOL_NAMES],
      items: 6,
      resumed: 5,
      version: 'string',
    });
    const workspaceId = `matrix-agents-${format}-${label}`;
    expect(emulator.store.messages(workspaceId, 'agents').map((message) => [message.peer_id, message.content])).toEqual([
      ['alice', 'Remember that I like green tea.'],
      ['assistant', ''],
      ['assistant', ''],
      ['assistant', 'Saved.'],
      ['alice', 'What do I like?'],
      ['assistant', 'You like green tea.'],
    ]);
    expect(emulator.store.conclusions(workspaceId).map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([[AGENTS_SAVED_CONCLUSION, 'assistant', 'alice']]);
  }, 90_000);
});
