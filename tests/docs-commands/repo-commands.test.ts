// The commands the docs give for working in this repository, run as written from where the docs
// say, against the checkout as `npm test` leaves it (installed and built; turbo's cache makes the
// build commands quick). Servers are started, probed and stopped.
import { join } from 'node:path';
import { describe, it } from 'vitest';
import { expand } from './commands.js';
import { MANIFEST } from './manifest.js';
import { repoRoot, shellEnv } from './run-command.js';
import { checkCompletes, checkServes } from './run-entry.js';

const env = shellEnv();
const MARGIN_MS = 15_000;

/** At most `size` of the functions given run at once. */
function pool(size: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const queue: (() => void)[] = [];
  return async (task) => {
    if (running >= size) await new Promise<void>((start) => queue.push(start));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };
}
// Two cores: each example is a Node process with tsx, an emulator and a client.
const examplesPool = pool(2);

describe('commands for this repository, as the docs write them', () => {
  for (const entry of MANIFEST) {
    if (!('where' in entry) || !('repo' in entry.where)) continue;
    const cwd = join(repoRoot, entry.where.repo);
    if (entry.kind === 'serves') {
      it(`serves: ${entry.command}`, () => checkServes(entry, cwd, env), entry.seconds * 1000 + MARGIN_MS);
    } else if (entry.each) {
      describe.concurrent(entry.command, () => {
        for (const command of expand(entry)) it(command, () => examplesPool(() => checkCompletes(entry, command, cwd, env)), 2 * entry.seconds * 1000 + MARGIN_MS);
      });
    } else {
      it(entry.command, () => checkCompletes(entry, entry.command, cwd, env), entry.seconds * 1000 + MARGIN_MS);
    }
  }
});
