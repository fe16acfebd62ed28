import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_SPECS } from '../../packages/sdk/dist/node/index.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import { LANGCHAIN_SAVED_CONCLUSION, MATRIX_API_KEY, missingRuntime, packedFixtures, RUNTIMES, runtimeLabel } from './packed-fixtures.js';

// @honcho-ai/langchain as users install it: the packed tarball in the ESM and CJS fixture projects
// (global-setup.ts), with LangChain beside it, imported and required on every supported Node major
// (20, 22 and 24, as @langchain/core 1.x supports). Each run is two createAgent runs with the
// Honcho middleware and tools, then the history and the retriever, checked in the emulator.
const run = promisify(execFile);
const nodeRuntimes = RUNTIMES.filter((runtime) => runtime.label.startsWith('Node '));

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe('the packed @honcho-ai/langchain with LangChain', () => {
  const combos = nodeRuntimes.flatMap((runtime) => (['esm', 'cjs'] as const).map((format) => [`${runtime.label}, ${format}`, runtime, format] as const));
  it.each(combos)('%s: a run saves a conclusion through a Honcho tool, the next recalls the first turn', async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    if (!runtime.binary) throw missingRuntime(runtime);
    const fixture = packedFixtures().fixtures[format];
    const label = runtimeLabel(runtime);
    const { stdout } = await run(runtime.binary, [fixture.langchainScript, emulator.url, label], { cwd: fixture.dir, timeout: 60_000, env: { ...process.env, NO_COLOR: '1' } });
    const seen = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(seen).toEqual({
      format,
      runtime: expect.stringMatching(new RegExp(`^${runtime.reports.replace('.', '\\.')}`)) as unknown,
      first: 'Saved.',
      second: 'You like green tea.',
      tools: Object.keys(HONCHO_TOOL_SPECS),
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
