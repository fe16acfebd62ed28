// `honcho import` against the emulator over real HTTP: ChatGPT, Claude and JSONL exports, original
// times, a rerun and a resume after a failure part-way that add nothing twice, --dry-run, and input
// errors that name the file, the conversation and the field.
import { join } from 'node:path';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCommand, runInProcess, useEmptyHomes } from '../src/test-support/run-command.js';

const fixtures = join(import.meta.dirname, 'fixtures', 'import');
const BEES = 'chatgpt-6751a0b2-0c1d-4000-8000-00000000be35';
let emulator: RunningEmulator;
let workspaces = 0;
const home = useEmptyHomes();

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
});
afterEach(() => {
  emulator.faults.clear();
});
afterAll(async () => {
  await emulator.close();
});

function workspace(): { env: Record<string, string>; cwd: string; workspaceId: string } {
  workspaces += 1;
  const workspaceId = `import-${workspaces}`;
  const cwd = home();
  return { env: { HONCHO_URL: emulator.url, HONCHO_WORKSPACE_ID: workspaceId }, cwd, workspaceId };
}

/** `peer: content @ created_at` per stored message of a session. */
function stored(workspaceId: string, sessionId: string): string[] {
  return emulator.store.messages(workspaceId, sessionId).map((message) => `${message.peer_id}: ${message.content} @ ${String(message.created_at).slice(0, 19)}`);
}

describe('honcho import', () => {
  it('imports a ChatGPT export: the current branch of each conversation, as the user and the assistant, at the original times', async () => {
    const { env, cwd, workspaceId } = workspace();
    const run = await runCommand(['import', join(fixtures, 'chatgpt-conversations.json'), '--user', 'ada', '--assistant', 'chatgpt'], { env, cwd });

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe('Imported 6 messages in 2 sessions: 6 written, 0 already there.\n');
    expect(run.stderr).toMatch(/\[#{24}\] 6\/6 messages · 2\/2 sessions · [\d,]+ msg\/s · done\n$/);
    expect(stored(workspaceId, BEES)).toEqual([
      'ada: I keep bees on my roof. @ 2024-12-04T08:13:21',
      'chatgpt: Lovely! How many hives do you have? @ 2024-12-04T08:13:30',
      'ada: Two hives, here is a photo. @ 2024-12-04T08:14:10',
      'chatgpt: Two hives is a good start. @ 2024-12-04T08:14:20',
    ]);
    expect(emulator.store.messages(workspaceId, 'chatgpt-6751a0b2-0c1d-4000-8000-00000000a7e1')).toHaveLength(2);
  });

  it('a rerun adds nothing twice', async () => {
    const { env, cwd, workspaceId } = workspace();
    await runInProcess(['import', join(fixtures, 'claude-conversations.json')], { env, cwd });
    const rerun = await runInProcess(['import', join(fixtures, 'claude-conversations.json'), '--json'], { env, cwd });

    expect(rerun.code).toBe(0);
    expect(JSON.parse(rerun.stdout)).toMatchObject({ messages: 2, messagesDone: 2, sent: 0, alreadyWritten: 2, sessions: 1, skipped: 1 });
    expect(stored(workspaceId, 'claude-2f6b1e0c-7a4d-4c1e-9f3a-5d7c0b8e1a11')).toEqual([
      'user: My starter is called Clint. @ 2024-11-02T10:00:01',
      'assistant: Clint is a great name for a starter. @ 2024-11-02T10:00:04',
    ]);
  });

  it('resumes after a run that failed part-way (the answer to a write lost, then the server gone): every message once', async () => {
    const { env, cwd, workspaceId } = workspace();
    // The second conversation's write is stored, its answer lost; the look-up that would settle it fails too.
    let creates = 0;
    emulator.faults.set([
      { dropConnection: 'after', match: (request) => request.method === 'POST' && /\/messages$/.test(new URL(request.url).pathname) && ++creates === 2 },
      { failRate: 1, failStatus: 500, match: (request) => creates >= 2 && request.method === 'POST' && /\/messages\/list$/.test(new URL(request.url).pathname) },
    ]);
    const failed = await runInProcess(['import', join(fixtures, 'chatgpt-conversations.json')], { env, cwd }).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    expect(stored(workspaceId, 'chatgpt-6751a0b2-0c1d-4000-8000-00000000a7e1')).toHaveLength(2);
    emulator.faults.clear();

    const resumed = await runInProcess(['import', join(fixtures, 'chatgpt-conversations.json'), '--json'], { env, cwd });

    expect(JSON.parse(resumed.stdout)).toMatchObject({ messagesDone: 6, sent: 0, alreadyWritten: 6 });
    expect(stored(workspaceId, BEES)).toHaveLength(4);
    expect(stored(workspaceId, 'chatgpt-6751a0b2-0c1d-4000-8000-00000000a7e1')).toHaveLength(2);
  });

  it('imports a JSONL history into the sessions its lines name, named peers included', async () => {
    const { env, cwd, workspaceId } = workspace();
    const run = await runInProcess(['import', join(fixtures, 'history.jsonl'), '--user', 'runner'], { env, cwd });
    expect(run.code, run.stderr).toBe(0);
    expect(stored(workspaceId, 'history')).toEqual(['runner: I run on Tuesdays. @ 2024-10-01T07:00:00', 'assistant: Nice routine. @ 2024-10-01T07:00:05']);
    expect(stored(workspaceId, 'coaching')).toEqual(['coach: Remember to stretch. @ 2024-10-02T07:00:00']);
  });

  it('--dry-run prints what would be written and writes nothing', async () => {
    const { env, cwd } = workspace();
    const before = emulator.stats.requests;
    const run = await runInProcess(['import', join(fixtures, 'chatgpt-conversations.json'), '--dry-run'], { env, cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        'Would write 6 messages in 2 sessions (chatgpt export; 2 left out, 0 split to fit):',
        `  ${BEES}  4 messages  "Bees on the roof"`,
        '  chatgpt-6751a0b2-0c1d-4000-8000-00000000a7e1  2 messages  "Weather"',
        'Nothing was written (--dry-run).',
        '',
      ].join('\n'),
    );
    expect(emulator.stats.requests).toBe(before);
  });

  it('stops on input it cannot read, naming the file, the conversation and the field, before any request', async () => {
    const { env, cwd } = workspace();
    const before = emulator.stats.requests;
    const run = await runInProcess(['import', join(fixtures, 'history.jsonl'), '--format', 'claude'], { env, cwd });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`honcho import: ${join(fixtures, 'history.jsonl')}: (file): is not JSON`);
    const missing = await runInProcess(['import', join(fixtures, 'nope.json')], { env, cwd });
    expect(missing.stderr).toBe(`honcho import: ${join(fixtures, 'nope.json')}: (file): cannot be read (ENOENT)\n`);
    expect(emulator.stats.requests).toBe(before);
  });
});
