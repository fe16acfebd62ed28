// Runs a command as a reader would type it: `sh -c '<command>'` in its own process group (so
// `npx` and the processes it starts are stopped together), with the environment of a shell
// rather than of the test run.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { delimiter } from 'node:path';

/** The repository root. */
export const repoRoot = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/**
 * The environment of a reader's shell: what the test run inherited, minus what `npm test`,
 * pnpm and vitest add (`node_modules/.bin` on PATH, `npm_*` variables, vitest's own) and any
 * Honcho client settings, so `pnpm` alone or an example reading HONCHO_URL behaves as it would
 * for the reader.
 */
export function shellEnv(extra: Readonly<Record<string, string>> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined) continue;
    if (/^(npm_|pnpm_|VITEST|TURBO_|NODE_OPTIONS$|INIT_CWD$|TEST$|NODE_ENV$)/i.test(name)) continue;
    // The browser the test run found stays: chromium-for-tests.mjs would find it the same way.
    if (/^HONCHO_/.test(name) && !/^HONCHO_(CHROMIUM|SKIP)_/.test(name)) continue;
    env[name] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((dir) => dir !== '' && !dir.includes('/node_modules/.bin'))
    .join(delimiter);
  env.NO_COLOR = '1';
  env.FORCE_COLOR = '0';
  env.TURBO_TELEMETRY_DISABLED = '1';
  env.DO_NOT_TRACK = '1';
  return { ...env, ...extra };
}

/** A finished command. */
export interface Finished {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  /** stdout and stderr interleaved as they arrived. */
  readonly output: string;
  readonly seconds: number;
  readonly timedOut: boolean;
}

function launch(command: string, cwd: string, env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  return spawn('sh', ['-c', command], { cwd, env, detached: true, stdio: 'pipe' });
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the whole process group: SIGTERM, then SIGKILL after `graceMs`; resolves when it is gone. */
export async function stopGroup(pid: number, graceMs = 5_000): Promise<void> {
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return;
  }
  const deadline = Date.now() + graceMs;
  while (groupAlive(pid) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 50));
  if (groupAlive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    while (groupAlive(pid)) await new Promise((done) => setTimeout(done, 50));
  }
}

/** Runs `command` to its end, or stops it after `seconds`. */
export function runToEnd(command: string, cwd: string, env: NodeJS.ProcessEnv, seconds: number): Promise<Finished> {
  const started = Date.now();
  const child = launch(command, cwd, env);
  child.stdin.end();
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    if (child.pid !== undefined) void stopGroup(child.pid);
  }, seconds * 1000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      // Anything it left running in the background goes too.
      if (child.pid !== undefined && groupAlive(child.pid)) void stopGroup(child.pid);
      resolve({ code, signal, output, seconds: (Date.now() - started) / 1000, timedOut });
    });
  });
}

/** A started server, its ready line seen. */
export interface Running {
  /** The ready line's match; `groups.url` when the pattern has one. */
  readonly ready: RegExpExecArray;
  readonly child: ChildProcessWithoutNullStreams;
  output(): string;
  stop(): Promise<void>;
}

/** Starts `command` and waits until its output matches `ready` (or it exits, or `seconds` pass). */
export function startServer(command: string, cwd: string, env: NodeJS.ProcessEnv, ready: RegExp, seconds: number): Promise<Running> {
  const child = launch(command, cwd, env);
  let output = '';
  let stopped: Promise<void> | undefined;
  const stop = (): Promise<void> => (stopped ??= child.pid === undefined ? Promise.resolve() : stopGroup(child.pid));
  return new Promise((resolve, reject) => {
    const fail = (why: string): void => {
      clearTimeout(timer);
      void stop().then(() => reject(new Error(`\`${command}\` in ${cwd}: ${why}. Output:\n${output}`)));
    };
    const timer = setTimeout(() => fail(`no line matching ${ready} within ${seconds} s`), seconds * 1000);
    const check = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = ready.exec(output);
      if (match && !stopped) {
        clearTimeout(timer);
        resolve({ ready: match, child, output: () => output, stop });
      }
    };
    child.stdout.on('data', check);
    child.stderr.on('data', check);
    child.on('error', (error) => fail(error.message));
    child.on('exit', (code, signal) => {
      if (!ready.test(output)) fail(`exited (${code ?? signal}) before it was ready`);
    });
  });
}

/** Starts a server, waiting and retrying while its fixed port is taken by something else on the machine. */
export async function startServerWhenPortIsFree(command: string, cwd: string, env: NodeJS.ProcessEnv, ready: RegExp, seconds: number): Promise<Running> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      return await startServer(command, cwd, env, ready, seconds);
    } catch (error) {
      const busy = error instanceof Error && /EADDRINUSE/.test(error.message);
      if (!busy || Date.now() > deadline) throw error;
      await new Promise((done) => setTimeout(done, 1_000));
    }
  }
}
