import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HONCHO_TOOL_NAMES } from '../../packages/sdk/dist/index.js';
import { startEmulator } from '../../packages/testing/dist/node/index.js';
import {
  AGENTS_SAVED_CONCLUSION,
  type FixtureProject,
  LANGCHAIN_SAVED_CONCLUSION,
  MASTRA_SAVED_CONCLUSION,
  MATRIX_API_KEY,
  reportedRuntime,
  type Runtime,
  runSmoke,
  runtimeFormats,
  runtimeLabel,
  RUNTIMES,
} from './packed-fixtures.js';

// Each framework adapter as users install it: the packed tarball in the ESM and CJS fixture
// projects (global-setup.ts), with its framework beside it, imported and required on every Node
// major the framework supports. Each smoke is two runs of the framework's own agent with a scripted
// model: the first saves a conclusion through a Honcho tool, the second must see the first turn.
// The emulator then holds the conversation once and the one conclusion.

/** One framework's smoke: where it runs, what its script reports and what it stores. */
interface FrameworkSmoke {
  readonly adapter: string;
  readonly framework: string;
  /** What the second run proves, in the test's title. */
  readonly recall: string;
  readonly runtimes: readonly Runtime[];
  readonly script: Exclude<keyof FixtureProject, 'dir'>;
  /** The script's workspace is `matrix-<name>-<format>-<runtime>` and its session `<name>`. */
  readonly name: string;
  /** What the script reports beyond the fields every framework reports. */
  readonly reports: Record<string, unknown>;
  /** The stored messages, as [peer, content]. */
  readonly stored: readonly (readonly [string, string])[];
  readonly saved: string;
}

const nodeMajors = (...labels: string[]) => RUNTIMES.filter((runtime) => labels.includes(runtime.label));
const [remember, saved, question, answer] = [
  ['alice', 'Remember that I like green tea.'],
  ['assistant', 'Saved.'],
  ['alice', 'What do I like?'],
  ['assistant', 'You like green tea.'],
] as const;

const FRAMEWORKS: readonly FrameworkSmoke[] = [
  {
    adapter: '@honcho-ai/langchain',
    framework: 'LangChain',
    recall: 'the next recalls the first turn; the history and the retriever read the emulator',
    // @langchain/core 1.x supports Node 20 and later.
    runtimes: nodeMajors('Node 20', 'Node 22', 'Node 24'),
    script: 'langchainScript',
    name: 'langchain',
    reports: { recalled: true, history: ['human', 'ai', 'human', 'ai'], retrieved: ['honcho_conclusion'] },
    stored: [remember, saved, question, answer],
    saved: LANGCHAIN_SAVED_CONCLUSION,
  },
  {
    adapter: '@honcho-ai/mastra',
    framework: 'Mastra',
    recall: 'the next gets that turn in its prompt',
    // @mastra/core 1.x needs Node 22.13.
    runtimes: nodeMajors('Node 22', 'Node 24'),
    script: 'mastraScript',
    name: 'mastra',
    reports: { recalled: true },
    stored: [remember, saved, question, answer],
    saved: MASTRA_SAVED_CONCLUSION,
  },
  {
    adapter: '@honcho-ai/openai-agents',
    framework: 'the Agents SDK',
    recall: 'the next resumes from the HonchoSession',
    // @openai/agents 0.20 needs Node 22, through openai 7.
    runtimes: nodeMajors('Node 22', 'Node 24'),
    script: 'agentsScript',
    name: 'agents',
    // Six items in the session; the second run's model call carried the first run's four and the new question.
    reports: { items: 6, resumed: 5 },
    // The tool call and its output are items of their own, stored as messages without text.
    stored: [remember, ['assistant', ''], ['assistant', ''], saved, question, answer],
    saved: AGENTS_SAVED_CONCLUSION,
  },
];

let emulator: Awaited<ReturnType<typeof startEmulator>> | undefined;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0, apiKey: MATRIX_API_KEY });
});

afterAll(async () => {
  await emulator?.close();
});

describe.each(FRAMEWORKS.map((smoke) => [smoke.adapter, smoke] as const))('the packed %s with its framework', (_adapter, smoke) => {
  it.each(runtimeFormats(smoke.runtimes))(`${smoke.framework}, %s: a run saves a conclusion through a Honcho tool, ${smoke.recall}`, async (_label, runtime, format) => {
    if (!emulator) throw new Error('emulator not started');
    const seen = await runSmoke(runtime, format, smoke.script, emulator.url);
    expect(seen).toEqual({
      format,
      runtime: expect.stringMatching(reportedRuntime(runtime)) as unknown,
      first: saved[1],
      second: answer[1],
      tools: [...HONCHO_TOOL_NAMES],
      version: 'string',
      ...smoke.reports,
    });
    const workspaceId = `matrix-${smoke.name}-${format}-${runtimeLabel(runtime)}`;
    expect(emulator.store.messages(workspaceId, smoke.name).map((message) => [message.peer_id, message.content])).toEqual(smoke.stored);
    expect(emulator.store.conclusions(workspaceId).map((conclusion) => [conclusion.content, conclusion.observer_id, conclusion.observed_id])).toEqual([[smoke.saved, 'assistant', 'alice']]);
  }, 90_000);
});
