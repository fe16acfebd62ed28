import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll } from 'vitest';
import { exampleContext, type ExampleContext } from '../../run-example.js';

/** One emulator for a test file, over real HTTP; each test gets a workspace of its own. */
export interface EmulatorFixture {
  /** The running emulator (valid inside tests). */
  readonly emulator: RunningEmulator;
  /** A context with a fresh workspace, so tests never see each other's data. */
  context(): ExampleContext;
}

/** Starts the emulator before the file's tests and stops it after them. */
export function useEmulator(): EmulatorFixture {
  let running: RunningEmulator | undefined;
  let workspaces = 0;
  beforeAll(async () => {
    running = await startEmulator({ port: 0 });
  });
  afterAll(async () => {
    await running?.close();
  });
  const emulator = (): RunningEmulator => {
    if (!running) throw new Error('the emulator is only running inside tests');
    return running;
  };
  return {
    get emulator() {
      return emulator();
    },
    context() {
      workspaces += 1;
      return exampleContext(emulator().url, `test-${workspaces}`);
    },
  };
}
