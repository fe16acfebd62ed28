#!/usr/bin/env node
// The README's test command: every check the repo has, in one run, ending with
// a single "N passed, N failed" line. Every step runs even when an earlier one
// fails, so one run reports everything that is wrong.
//
// With --quick (`npm run test:quick`), the contributor's inner loop instead: build the packages
// (turbo rebuilds only what changed), then the unit and integration tests of the packages and of the
// private tools (tools/*, such as the conformance replay), and the repo's conventions. No docs site,
// browsers, packed tarballs, other runtimes or release rehearsal.
//
// CI splits the full run across parallel jobs (.github/workflows/ci.yml): `--part=checks` runs the
// build and the checks that are not tests, `--part=tests --shard=i/n` the build and the i-th of n
// shares of the test files. Every job together runs what one `npm test` runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { provideChromium } from './chromium-for-tests.mjs';
import { nodeBinary } from './runtimes.mjs';

const root = new URL('..', import.meta.url).pathname;
const resultsDir = join(root, '.test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });
// Local binaries first (turbo looks for pnpm there), as `pnpm run` would arrange.
// The registry this workplace reaches answers npm's and pnpm's audit endpoints with 405, so
// `pnpm audit` cannot get an answer here. The supply-chain test still runs the audit and fails on
// any high or critical advisory wherever the endpoint answers; only an unanswered audit is let
// through, printed as "AUDIT NOT RUN" with this reason (tests/matrix/supply-chain.test.ts).
const skipAudit = process.env.HONCHO_SKIP_AUDIT ?? 'the registry reached from this machine answers audit requests with 405 (set by scripts/test-all.mjs)';
const env = { ...process.env, HONCHO_SKIP_AUDIT: skipAudit, PATH: `${join(root, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '0' };

const quick = process.argv.includes('--quick');
const packedDir = join(resultsDir, 'packed');
const packedSummary = join(packedDir, 'tarballs.json');
const part = optionValue('--part') ?? 'all';
const shard = optionValue('--shard');
const usageProblem = !['all', 'checks', 'tests'].includes(part)
  ? `--part: must be checks or tests, got ${part}`
  : shard !== undefined && !/^[1-9]\d*\/[1-9]\d*$/.test(shard)
    ? `--shard: must be i/n (such as 1/3), got ${shard}`
    : undefined;
if (usageProblem !== undefined) {
  console.error(`test-all: ${usageProblem}`);
  process.exit(2);
}
const shardArgs = shard === undefined ? [] : [`--shard=${shard}`];

// The browser tests need a Chromium: get one now (Debian's through apt-get when root, else the one
// the npm package @sparticuz/chromium ships), and hand the tests its path, or, when none could be
// had, the reason and the command that fixes it, which they fail with (docs/decisions/0012).
const needsBrowser = !quick && part !== 'checks';
if (needsBrowser) console.log('\n=== a Chromium for the browser tests ===');
const chromium = quick ? { skipped: 'npm run test:quick runs no browser test' } : part === 'checks' ? { skipped: '--part=checks runs no browser test' } : provideChromium();
const chromiumLine =
  'path' in chromium ? `${chromium.path} (${chromium.source})` : 'skipped' in chromium ? `none: HONCHO_SKIP_BROWSER_TESTS is set ("${chromium.skipped}")` : `NONE, the browser tests will fail: ${chromium.message}`;
if (needsBrowser) console.log(chromiumLine);
if ('path' in chromium) env.HONCHO_CHROMIUM_PATH = chromium.path;
if ('message' in chromium) env.HONCHO_CHROMIUM_MISSING = chromium.message;
else delete env.HONCHO_CHROMIUM_MISSING;

/** @type {{ name: string, command: string[], report?: string, ok?: boolean, seconds?: number }[]} */
const quickSteps = [
  { name: 'build the packages (what changed)', command: ['turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'] },
  {
    name: "the packages' unit and integration tests, and the repo's conventions (vitest, Node 20)",
    report: 'vitest.json',
    command: ['vitest', 'run', ...quickProjects().flatMap((name) => ['--project', name]), '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'vitest.json')}`],
  },
];

/** @type {{ name: string, command: string[], part?: 'checks' | 'tests', report?: string, stdoutTo?: string, ok?: boolean, seconds?: number }[]} */
const fullSteps = [
  { name: 'build every package', command: ['turbo', 'run', 'build', '--output-logs=errors-only'] },
  { name: 'generated API types are current', part: 'checks', command: ['node', 'packages/api-types/scripts/generate.mjs', '--check'] },
  { name: 'type-check sources and tests', part: 'checks', command: ['turbo', 'run', 'typecheck', '--output-logs=errors-only'] },
  // Packed once: publint and attw here, and the runtime matrix and the docs commands (through
  // HONCHO_PACKED_TARBALLS), all check these tarballs. The release rehearsal packs its own, after versioning.
  { name: 'pack the published packages', command: ['node', 'scripts/pack-fixtures.mjs', packedDir, '--tarballs-only'], stdoutTo: packedSummary },
  { name: 'publint and attw on the packed packages', part: 'checks', command: ['node', 'scripts/check-packed.mjs', packedSummary] },
  // No typedoc step of its own: the docs site's build (in the first step) runs typedoc with warnings as errors.
  {
    name: 'unit and integration tests (vitest, Node 20)',
    part: 'tests',
    report: 'vitest.json',
    command: ['vitest', 'run', ...shardArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${join(resultsDir, 'vitest.json')}`],
  },
  {
    name: 'tests that need Node 22 (vitest on the Node 22 binary)',
    part: 'tests',
    report: 'vitest-node22.json',
    command: [
      nodeBinary(22) ?? 'node22-missing',
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'vitest.node22.config.ts',
      '--passWithNoTests',
      ...shardArgs,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(resultsDir, 'vitest-node22.json')}`,
    ],
  },
];
const steps = quick ? quickSteps : fullSteps.filter((step) => part === 'all' || step.part === undefined || step.part === part);

const stepBin = (command) => {
  const [bin, ...args] = command;
  const local = join(root, 'node_modules', '.bin', bin);
  return { bin: existsSync(local) ? local : bin, args };
};

for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const { bin, args } = stepBin(step.command);
  const result = spawnSync(bin, args, { cwd: root, stdio: step.stdoutTo ? ['inherit', 'pipe', 'inherit'] : 'inherit', env, maxBuffer: 64 * 1024 * 1024 });
  if (step.stdoutTo) {
    const stdout = String(result.stdout ?? '');
    process.stdout.write(stdout);
    // The step's JSON summary is its last line (pack-fixtures.mjs prints it there).
    if (result.status === 0) writeFileSync(step.stdoutTo, `${stdout.trim().split('\n').at(-1) ?? ''}\n`);
  }
  // The later steps' pack-fixtures.mjs runs reuse these tarballs (and pack their own if this failed).
  if (step.stdoutTo === packedSummary && result.status === 0) env.HONCHO_PACKED_TARBALLS = packedSummary;
  step.seconds = (Date.now() - started) / 1000;
  step.ok = result.status === 0;
  if (result.error) console.error(result.error);
}

let passed = 0;
let failed = 0;
/** @type {string[]} */
const failures = [];
let skipped = 0;
let checksPassed = 0;
let checksFailed = 0;
for (const step of steps) {
  if (!step.report) {
    if (step.ok) checksPassed += 1;
    else checksFailed += 1;
    continue;
  }
  const reportPath = join(resultsDir, step.report);
  const report = existsSync(reportPath) ? JSON.parse(readFileSync(reportPath, 'utf8')) : undefined;
  const stepFailed = report?.numFailedTests ?? 0;
  failures.push(...failedTestLines(report, step.name));
  passed += report?.numPassedTests ?? 0;
  failed += stepFailed;
  skipped += (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0);
  // A run that failed without a failed test (a crash, a type error in a test-d file, no report) still fails.
  if (!step.ok && stepFailed === 0) checksFailed += 1;
}
console.log('\n=== summary ===');
if (!quick) console.log(`browser for the browser tests: ${chromiumLine}`);
for (const step of steps) console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.seconds?.toFixed(1)} s)`);
const slowest = slowestFiles(steps, 10);
if (slowest.length > 0) console.log(`\nslowest test files:\n${slowest.join('\n')}`);
// Repeated here because a CI log is often read from its tail, where vitest's own list has scrolled away.
if (failures.length > 0) console.log(`\nfailed tests:\n${failures.join('\n')}`);
if (skipped > 0) console.log(`${skipped} tests were skipped: skipped tests count as failures in this repo`);
// Each check step counts as one test, so the closing line never hides a failed check.
const totalFailed = failed + checksFailed + (skipped > 0 ? 1 : 0);
console.log(`\nTests: ${passed + checksPassed} passed, ${totalFailed} failed`);
process.exit(totalFailed === 0 ? 0 : 1);

/**
 * One line per failed test of a vitest JSON report: step, file, test name, and the first line of its
 * failure with the test's own duration (a timeout reads differently from an assertion).
 * @param {any} report
 * @param {string} stepName
 */
function failedTestLines(report, stepName) {
  if (!report) return [];
  const lines = [];
  for (const file of report.testResults ?? []) {
    const relative = String(file.name).replace(`${root}`, '');
    if (file.status === 'failed' && (file.assertionResults ?? []).every((test) => test.status !== 'failed'))
      lines.push(`  [${stepName}] ${relative}: ${String(file.message ?? 'the file failed outside its tests').split('\n')[0].slice(0, 300)}`);
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const firstLine = String(test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      lines.push(`  [${stepName}] ${relative} > ${test.fullName ?? test.title} (${((test.duration ?? 0) / 1000).toFixed(1)} s): ${firstLine}`);
    }
  }
  return lines;
}

/**
 * The `count` slowest test files over every reported step, as `seconds  [step] file`, so a run that
 * got slower names where the time went without opening the JSON reports.
 * @param {{ name: string, report?: string }[]} allSteps
 * @param {number} count
 */
function slowestFiles(allSteps, count) {
  const rows = [];
  for (const step of allSteps) {
    if (!step.report) continue;
    const reportPath = join(resultsDir, step.report);
    if (!existsSync(reportPath)) continue;
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    for (const file of report.testResults ?? []) {
      const seconds = ((file.endTime ?? 0) - (file.startTime ?? 0)) / 1000;
      if (seconds > 0) rows.push({ seconds, line: `  ${seconds.toFixed(1).padStart(7)} s  [${step.name}] ${String(file.name).replace(root, '')}` });
    }
  }
  return rows.sort((a, b) => b.seconds - a.seconds).slice(0, count).map((row) => row.line);
}

/**
 * The vitest projects of `npm run test:quick`: each package's and each tool's (the name its
 * vitest.config.ts gives `packageProject` or `testProject`) and the repo's conventions.
 */
function quickProjects() {
  const packages = ['packages', 'tools']
    .flatMap((folder) => readdirSync(join(root, folder)).map((name) => join(root, folder, name, 'vitest.config.ts')))
    .filter((config) => existsSync(config))
    .map((config) => /\b(?:packageProject|testProject)\('([^']+)'/.exec(readFileSync(config, 'utf8'))?.[1])
    .filter((name) => name !== undefined);
  return [...packages, 'repo'];
}

/** The value of `--name=value` (or `--name value`) on the command line, if given. */
function optionValue(name) {
  const args = process.argv.slice(2);
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith(`${name}=`)) return arg.slice(name.length + 1);
    if (arg === name) return args[index + 1];
  }
  return undefined;
}
