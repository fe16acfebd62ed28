#!/usr/bin/env node
// The README's test command: every check the repo has, in one run, ending with
// a single "N passed, N failed" line. Every step runs even when an earlier one
// fails, so one run reports everything that is wrong.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
mkdirSync(resultsDir, { recursive: true });
// Local binaries first (turbo looks for pnpm there), as `pnpm run` would arrange.
const env = { ...process.env, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

/** @type {{ name: string, command: string[], ok?: boolean, seconds?: number }[]} */
const steps = [
  { name: 'build every package', command: ['turbo', 'run', 'build', '--output-logs=errors-only'] },
  { name: 'generated API types are current', command: ['node', 'packages/api-types/scripts/generate.mjs', '--check'] },
  { name: 'type-check sources and tests', command: ['turbo', 'run', 'typecheck', '--output-logs=errors-only'] },
  { name: 'publint and attw on packed packages', command: ['turbo', 'run', 'check:package', '--output-logs=errors-only', '--concurrency=1'] },
  { name: 'API docs build (typedoc)', command: ['typedoc', '--logLevel', 'Warn'] },
  {
    name: 'unit and integration tests (vitest)',
    command: ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'vitest.json')}`],
  },
];

const stepBin = (command) => {
  const [bin, ...args] = command;
  const local = join(root, 'node_modules', '.bin', bin);
  return { bin: existsSync(local) ? local : bin, args };
};

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const { bin, args } = stepBin(step.command);
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', env });
  step.seconds = (Date.now() - started) / 1000;
  step.ok = result.status === 0;
  if (result.error) console.error(result.error);
}

let passed = 0;
let failed = 0;
let skipped = 0;
const reportPath = join(resultsDir, 'vitest.json');
if (existsSync(reportPath)) {
  const report = JSON.parse(readFileSync(reportPath, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}
// Each check step counts as one test, so the closing line never hides a failed check.
const vitestStep = steps[steps.length - 1];
const checkSteps = steps.slice(0, -1);
const checksPassed = checkSteps.filter((step) => step.ok).length;
const checksFailed = checkSteps.length - checksPassed;
// vitest failing without a failed test (a crash, a type error in a test-d file) is still a failure.
const vitestCrashed = !vitestStep.ok && failed === 0 ? 1 : 0;
console.log('\n=== summary ===');
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds?.toFixed(1)} s)`);
if (skipped > 0) console.log(`${skipped} tests were skipped: skipped tests count as failures in this repo`);
const totalFailed = failed + checksFailed + vitestCrashed + (skipped > 0 ? 1 : 0);
console.log(`\nTests: ${passed + checksPassed} passed, ${totalFailed} failed`);
process.exit(totalFailed === 0 ? 0 : 1);
