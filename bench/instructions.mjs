// Deterministic CPU cost: instructions executed by a contender's client code,
// counted by `valgrind --tool=callgrind`. Unlike CPU time, the count does not
// change when other work shares the machine, so a ratio of counts is stable
// from run to run (within about a percent: V8 compiles on background threads,
// and when a function gets optimised can shift a little).
//
// Each figure runs instruction-worker.mjs twice under callgrind, with 0 and
// with N operations after the same setup and warm-up, and takes
// (count(N) - count(0)) / N: Node's start-up, the imports and the warm-up
// cancel out. The server runs in its own process, outside valgrind.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Whether valgrind is installed; the run reports instruction counts only then. */
export function hasValgrind() {
  const result = spawnSync('valgrind', ['--version'], { stdio: 'ignore' });
  return result.status === 0;
}

/** Instructions one run of the worker executed (all threads). */
function countOnce(baseURL, contender, scenario, count) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--callgrind-out-file=/dev/null',
        process.execPath,
        join(here, 'instruction-worker.mjs'),
        baseURL,
        contender,
        scenario,
        String(count),
      ],
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      const match = /Collected\s*:\s*(\d+)/.exec(stderr);
      if (code !== 0 || match === null) {
        reject(new Error(`callgrind run of ${contender}/${scenario} failed (exit ${code}):\n${stderr.slice(-2000)}`));
      } else {
        resolve(Number(match[1]));
      }
    });
  });
}

/**
 * Instructions per operation of `scenario` (a key of scenarios.mjs) for
 * `contender` (`raw`, `current`, `published`): `count` operations, measured
 * as the difference against a run of none.
 */
export async function instructionsPerOp(baseURL, contender, scenario, count) {
  const [base, full] = await Promise.all([
    countOnce(baseURL, contender, scenario, 0),
    countOnce(baseURL, contender, scenario, count),
  ]);
  return (full - base) / count;
}
