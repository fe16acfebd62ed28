import { afterAll, describe, expect, it } from 'vitest';
// From source, not dist: the emulator under test is this checkout's, fixes included, without a build.
import { startEmulator, type RunningEmulator } from '../../packages/testing/src/node/start-emulator.js';
import { pinnedSdkVersion, preparePythonEnv } from './python-env.js';
import { runScenario, type ScenarioMode, type ScenarioRun } from './run-scenario.js';

// The published Python SDK (honcho-ai from PyPI, the version requirements.txt pins), unchanged,
// against the emulator over real HTTP: scenario.py drives every resource the SDK has, once with
// the sync client and once through its async `.aio` views, and checks what comes back. Each step
// the scenario reports becomes one test here, so a failure names the step and shows Python's
// message or traceback. The venv is created and filled with pip on the first run and reused
// while requirements.txt is unchanged.

const dir = import.meta.dirname;
const pinned = pinnedSdkVersion(dir);
const env = preparePythonEnv(dir);
const modes: ScenarioMode[] = ['sync', 'async'];

// One emulator per mode, so each run sees only its own data. Both runs go at once.
const emulators: RunningEmulator[] = [];
const runs: { run: ScenarioRun; emulator: RunningEmulator }[] = env.ok
  ? await Promise.all(
      modes.map(async (mode) => {
        const emulator = await startEmulator({ port: 0 });
        emulators.push(emulator);
        return { run: await runScenario(env.python, dir, mode, emulator.url), emulator };
      }),
    )
  : [];

afterAll(async () => {
  await Promise.all(emulators.map((emulator) => emulator.close()));
});

describe(`the published Python SDK (honcho-ai ${pinned}) against the emulator`, () => {
  it('has a virtual environment with the pinned honcho-ai', () => {
    if (!env.ok) throw new Error(`${env.problem}\n\nTo fix it, run:\n  ${env.fix}`);
    expect(env.sdkVersion).toBe(pinned);
  });

  for (const { run, emulator } of runs) {
    describe(`${run.mode} client`, () => {
      const stderr = run.stderr.trim() === '' ? '' : `\n\nstderr:\n${run.stderr.trim().slice(-3_000)}`;

      it('runs scenario.py to the end', () => {
        if (!run.done || run.steps.length === 0) {
          throw new Error(`scenario.py ${run.mode} stopped early (exit code ${run.exitCode})\n\nstdout:\n${run.stdout.slice(-3_000)}${stderr}`);
        }
        expect(run.sdkVersion).toBe(pinned);
      });

      for (const step of run.steps) {
        it(step, () => {
          const result = run.results.get(step);
          if (!result) throw new Error(`step ${step} did not report: the run stopped before it (exit code ${run.exitCode})${stderr}`);
          if (!result.ok) throw new Error(`step ${step} failed (${run.mode}):\n${result.detail}${stderr}`);
        });
      }

      // What the steps wrote, read from the store directly rather than back through the SDK.
      it('leaves in the store what the steps wrote', () => {
        const { store } = emulator;
        const ws = `py-${run.mode}`;
        expect(store.workspaces().map((workspace) => workspace.id)).toEqual([ws]);
        expect(store.workspace(ws)).toMatchObject({
          metadata: { env: 'test', nested: { tier: 2 } },
          configuration: { reasoning: { enabled: true, custom_instructions: 'be brief' }, summary: { enabled: false }, dream: { enabled: false } },
        });
        expect(store.sessions(ws).map((session) => session.id)).toEqual(['chat', 'long', 'scoped']);
        expect(store.sessionPeers(ws, 'chat')).toEqual({ alice: {}, bob: {}, assistant: { observe_others: true, observe_me: false } });
        const chat = store.messages(ws, 'chat');
        expect(chat.map((message) => message.peer_id)).toEqual(['alice', 'assistant', 'alice', 'bob', 'assistant', 'alice', 'bob']);
        expect(chat[0]).toMatchObject({ content: 'I love dark roast coffee in the morning.', metadata: { n: 0, starred: true } });
        expect(store.messages(ws, 'long')).toHaveLength(120);
        const conclusions = store.conclusions(ws);
        expect(conclusions.filter((c) => c.observer_id === 'alice' && c.observed_id === 'alice').map((c) => c.content).sort()).toEqual([
          'Alice has a sister named Carol',
          'Alice loves dark roast coffee',
        ]);
        expect(conclusions.filter((c) => c.observed_id === 'bob').map((c) => c.content)).toEqual(['Bob prefers green tea']);
        expect(conclusions.filter((c) => c.observer_id === 'assistant')).toHaveLength(12);
        expect(store.peerCard(ws, 'alice')).toEqual(['Loves coffee', 'Sister: Carol']);
        expect(store.peerCard(ws, 'alice', 'bob')).toEqual(['Drinks tea']);
        expect(store.scopeSessions(ws, 'team')).toEqual(['chat']);
        expect(store.scopeSessions(ws, 'family')).toEqual(['scoped']);
        expect(store.dreams(ws).map(({ observer, observed, session_id, dream_type }) => ({ observer, observed, session_id, dream_type }))).toEqual([
          { observer: 'alice', observed: 'bob', session_id: 'chat', dream_type: 'omni' },
          { observer: 'alice', observed: 'alice', session_id: null, dream_type: 'omni' },
        ]);
      });
    });
  }
});
