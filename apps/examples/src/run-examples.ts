/**
 * `npm run examples`: runs every example in src/examples against the Honcho
 * server named by HONCHO_URL (with HONCHO_API_KEY), or against an emulator
 * started here when it is not set, and prints a table of what each did:
 * passed, skipped (the server lacks a feature it needs, and which) or failed
 * (with the first line of the error). Exits 1 only when an example failed.
 * Each example runs in its own process (as `tsx src/examples/<name>.ts`
 * would) and in a workspace of its own, `examples-<run>-<name>`; one whose
 * first line says `// Needs Node 22.` runs on that Node (example-runtime.ts).
 *
 * Options: `--concurrency <n>` (default 2), `--timeout <seconds>` per example
 * (default 180), and example names to run only those.
 */
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmulator, startModelProvider } from '@honcho-ai/testing/node';
import { nodeForExample } from './example-runtime.js';
import { isMain } from './run-example.js';
import { SKIPPED_EXIT_CODE, SKIPPED_MARKER } from './examples/shared/skip.js';
import { STAND_IN_API_KEY } from './stand-in-model.js';

/** The folder of the examples package, where `tsx` resolves. */
const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));
const examplesDir = join(packageRoot, 'src', 'examples');

/** What one example did. */
export interface ExampleOutcome {
  /** The file's name without `.ts`, e.g. `openai-client`. */
  readonly example: string;
  readonly result: 'passed' | 'skipped' | 'failed';
  /** Wall time of the example's process, in milliseconds. */
  readonly ms: number;
  /** For skipped, the reason; for failed, the first line of the error (never the API key). */
  readonly detail?: string;
}

/** Options of {@link runExamples}. */
export interface RunExamplesOptions {
  /** The server every example talks to. */
  readonly baseURL: string;
  /** Passed to the examples as HONCHO_API_KEY and kept out of every detail. */
  readonly apiKey?: string;
  /** Examples run at once. Default 2. */
  readonly concurrency?: number;
  /** A run longer than this fails as timed out. Default 180 000. */
  readonly timeoutMs?: number;
  /** Only these examples (file names without `.ts`); default every one. */
  readonly only?: readonly string[];
  /** Told of each outcome as it arrives, in completion order. */
  readonly onOutcome?: (outcome: ExampleOutcome) => void;
}

/** Every example's name, in file order: the `.ts` files of src/examples that are not tests. */
export function exampleNames(): string[] {
  return readdirSync(examplesDir)
    .filter((file) => file.endsWith('.ts') && !/\.test(-d)?\.ts$/.test(file))
    .map((file) => basename(file, '.ts'))
    .sort();
}

/** Runs the examples, each in its own process and workspace, and returns their outcomes in name order. */
export async function runExamples(options: RunExamplesOptions): Promise<ExampleOutcome[]> {
  const all = exampleNames();
  const unknown = (options.only ?? []).filter((name) => !all.includes(name));
  if (unknown.length > 0) throw new Error(`no such example: ${unknown.join(', ')} (there are: ${all.join(', ')})`);
  const names = options.only && options.only.length > 0 ? all.filter((name) => options.only?.includes(name)) : all;
  const concurrency = Math.max(1, options.concurrency ?? 2);
  // One workspace per example and run: examples reuse peer and session names, and a second run
  // (or two examples at once) in the same workspace would read the other's messages.
  const runId = Date.now().toString(36);
  const outcomes = new Map<string, ExampleOutcome>();
  const queue = [...names];
  const worker = async (): Promise<void> => {
    for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
      const outcome = await runOne(name, `examples-${runId}-${name}`, options);
      outcomes.set(name, outcome);
      options.onOutcome?.(outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, names.length) }, worker));
  return names.map((name) => outcomes.get(name) as ExampleOutcome);
}

function runOne(name: string, workspaceId: string, options: RunExamplesOptions): Promise<ExampleOutcome> {
  const started = performance.now();
  const env: NodeJS.ProcessEnv = { ...process.env, HONCHO_URL: options.baseURL, HONCHO_WORKSPACE_ID: workspaceId };
  if (options.apiKey === undefined) delete env.HONCHO_API_KEY;
  else env.HONCHO_API_KEY = options.apiKey;
  const file = join(examplesDir, `${name}.ts`);
  const runtime = nodeForExample(file);
  if ('skip' in runtime) return Promise.resolve({ example: name, result: 'skipped', ms: performance.now() - started, detail: runtime.skip });
  const child = spawn(runtime.node, ['--import', 'tsx', file], {
    cwd: packageRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const timeoutMs = options.timeoutMs ?? 180_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, timeoutMs);
  return new Promise((resolve) => {
    child.on('close', (code) => {
      clearTimeout(timer);
      const ms = performance.now() - started;
      const clean = (line: string): string => redact(line, options.apiKey);
      if (timedOut) resolve({ example: name, result: 'failed', ms, detail: `timed out after ${timeoutMs / 1000} s` });
      else if (code === 0) resolve({ example: name, result: 'passed', ms });
      else if (code === SKIPPED_EXIT_CODE) {
        // The last marker, wherever its line starts: an example may have written text with no newline before it.
        const at = stdout.lastIndexOf(SKIPPED_MARKER);
        const reason = at === -1 ? 'no reason given' : (stdout.slice(at + SKIPPED_MARKER.length).split('\n')[0] ?? '').trim();
        resolve({ example: name, result: 'skipped', ms, detail: clean(reason) });
      } else resolve({ example: name, result: 'failed', ms, detail: clean(firstErrorLine(stderr) ?? `exit code ${code ?? 'none'}`) });
    });
  });
}

/**
 * The line of stderr that names the error: the first that starts with an error's name
 * (`NotFoundError: ...`, `Error [ERR_MODULE_NOT_FOUND]: ...`), past the source excerpt Node
 * prints above an uncaught one; else the first that says something, past Node's warnings.
 */
export function firstErrorLine(stderr: string): string | undefined {
  const lines = stderr
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('(node:') && !line.startsWith('(Use `node --trace-warnings'));
  return lines.find((line) => /^[\w$.]*(Error|Exception)( \[[^\]]*\])?:/.test(line)) ?? lines[0];
}

/** `text` with every occurrence of the API key replaced. */
export function redact(text: string, apiKey: string | undefined): string {
  return apiKey ? text.split(apiKey).join('[redacted]') : text;
}

/** The outcomes as a Markdown table (readable in a terminal, pasteable into a README), then a count. */
export function formatOutcomes(outcomes: readonly ExampleOutcome[]): string {
  const cell = (text: string): string => text.replaceAll('|', '\\|');
  const rows = outcomes.map(
    (outcome) => `| ${outcome.example} | ${outcome.result} | ${(outcome.ms / 1000).toFixed(1)} s | ${cell(outcome.detail ?? '')} |`,
  );
  const count = (result: ExampleOutcome['result']): number => outcomes.filter((outcome) => outcome.result === result).length;
  return [
    '| example | result | time | reason or first error line |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
    `${outcomes.length} ${outcomes.length === 1 ? 'example' : 'examples'}: ${count('passed')} passed, ${count('skipped')} skipped, ${count('failed')} failed`,
  ].join('\n');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    options: { concurrency: { type: 'string' }, timeout: { type: 'string' } },
    allowPositionals: true,
  });
  const concurrency = values.concurrency === undefined ? 2 : Number(values.concurrency);
  const timeoutSeconds = values.timeout === undefined ? 180 : Number(values.timeout);
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`--concurrency: must be a whole number from 1, got ${values.concurrency}`);
  if (!(timeoutSeconds > 0)) throw new Error(`--timeout: must be a number of seconds above 0, got ${values.timeout}`);
  const external = process.env.HONCHO_URL;
  const emulator = external ? undefined : await startEmulator({ port: 0 });
  const baseURL = external ?? emulator?.url ?? '';
  console.log(
    external
      ? `Running the examples against ${baseURL}`
      : `HONCHO_URL is not set: running the examples against an embedded emulator at ${baseURL}`,
  );
  // One stand-in model provider for every example's process, unless OPENAI_BASE_URL names a provider.
  const model = process.env.OPENAI_BASE_URL ? undefined : await startModelProvider({ port: 0 });
  if (model !== undefined) {
    process.env.OPENAI_BASE_URL = model.baseURL;
    process.env.OPENAI_API_KEY = STAND_IN_API_KEY;
    console.log(`OPENAI_BASE_URL is not set: the examples' models are the stand-in model provider at ${model.baseURL}`);
  }
  try {
    const outcomes = await runExamples({
      baseURL,
      apiKey: process.env.HONCHO_API_KEY || undefined,
      concurrency,
      timeoutMs: timeoutSeconds * 1000,
      only: positionals,
      onOutcome: (outcome) => console.log(`  ${outcome.result.padEnd(7)} ${outcome.example}`),
    });
    console.log(`\n${formatOutcomes(outcomes)}`);
    process.exitCode = outcomes.some((outcome) => outcome.result === 'failed') ? 1 : 0;
  } finally {
    await Promise.all([emulator?.close(), model?.close()]);
  }
}

if (isMain(import.meta.url)) {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
