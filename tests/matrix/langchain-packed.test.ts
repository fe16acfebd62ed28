import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_NAMES } from '../../packages/sdk/dist/index.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { LANGCHAIN_SAVED_CONCLUSION, MATRIX_API_KEY, reportedRuntime, runSmoke, runtimeFormats, runtimeLabel, RUNTIMES } from './packed-fixtures.js';

// @honcho-ai/langchain as users install it: the packed tarball in the ESM and CJS fixture projects
// (global-setup.ts), with LangChain beside it, imported and required on every supported Node major
// (20, 22 and 24, as @langchain/core 1.x supports). Each run is two createAgent runs with the
// Honcho middleware and tools, then the history and the retriever, checked in the emulator.
const nodeRuntimes = RUNTIMES.filter((runtime) => runtime.label.startsWith('Node '));

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe('the packed @honcho-ai/langchain with LangChain', () => {
  it.each(runtimeFormats(nodeRuntimes))('%s: a run saves a conclusion through a Honcho tool, the next recalls the first turn', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    const label = runtimeLabel(runtime);
    const seen = await runSmoke(runtime, format, 'langchainScript', emulator.url);
    expect(seen).toEqual({
      format,
      runtime: expect.stringMatching(reportedRuntime(runtime)) as unknown,
      first: 'Saved.',
      second: 'You like green tea.',
      tools: [...HONCHO_TOOL_NAMES],
      recalled: true,
      history: ['human', 'ai', 'human', 'ai'],
      retrieved: ['honcho_conclusion'],
      version: 'string',
    });
    const workspaceId = `matrix-langchain-${format}-${label}`;
    expect(emulator.store.messages(workspaceId, 'langchain').map((message) => [message.peer_id, message.content])).toEqual([
      ['alice', 'Remember that I like green tea.'],
      ['assistant', 'Saved.'],
      ['alice', 'What do I like?'],
      ['assistant', 'You like green tea.'],
    ]);
    expect(emulator.store.conclusions(workspaceId).map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([[LANGCHAIN_SAVED_CONCLUSION, 'assistant', 'alice']]);
  }, 90_000);
});
