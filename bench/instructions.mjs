// Deterministic CPU cost: instructions executed by a contender's client code,
// counted by `valgrind --tool=callgrind`. Unlike CPU time, the count does not
// change when other work shares the machine, so a ratio of counts is stable
// from run to run (to about a percent: network reads can split differently).
//
// instruction-worker.mjs runs under callgrind with instrumentation off; once
// it has set up and warmed up, `callgrind_control -i on` starts counting, the
// worker does N operations, and `callgrind_control -i off` stops. So only the
// measured operations count, and start-up runs at valgrind's fast
// uninstrumented speed. The server runs in its own process, outside valgrind.
import { execFile, spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));

/** Whether valgrind and callgrind_control are installed; the run reports instruction counts only then. */
export function hasValgrind() {
  const ok = (command) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
  return ok('valgrind') && ok('callgrind_control');
}

const callgrindControl = (pid, ...args) =>
  new Promise((resolve, reject) => {
    execFile('callgrind_control', [...args, String(pid)], (error) => (error ? reject(error) : resolve()));
  });

/**
 * Instructions per operation of `scenario` (a key of scenarios.mjs) for
 * `contender` (`raw`, `current`, `published`), over `count` operations.
 */
export function instructionsPerOp(baseURL, contender, scenario, count) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'valgrind',
      [
        '--tool=callgrind',
        '--instr-atstart=no',
        '--callgrind-out-file=/dev/null',
        process.execPath,
        // No background compiler or GC threads: the count then depends only on the work done.
        '--single-threaded',
        join(here, 'instruction-worker.mjs'),
        baseURL,
        contender,
        scenario,
        String(count),
      ],
      { stdio: ['pipe', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const fail = (error) => {
      child.kill();
      reject(new Error(`callgrind run of ${contender}/${scenario} failed: ${error.message}\n${stderr.slice(-2000)}`));
    };
    createInterface({ input: child.stdout }).on('line', (line) => {
      const step =
        line === 'ready'
          ? callgrindControl(child.pid, '-i', 'on').then(() => child.stdin.write('go\n'))
          : line === 'done'
            ? callgrindControl(child.pid, '-i', 'off').then(() => child.stdin.write('exit\n'))
            : Promise.resolve();
      step.catch(fail);
    });
    child.on('error', fail);
    child.on('exit', (code) => {
      const match = /Collected\s*:\s*(\d+)/.exec(stderr);
      if (code !== 0 || match === null) fail(new Error(`exit ${code}`));
      else resolve(Number(match[1]) / count);
    });
  });
}
