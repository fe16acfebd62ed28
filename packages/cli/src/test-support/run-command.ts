import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { PassThrough } from 'node:stream';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach } from 'vitest';
import { runCli } from '../cli/program.js';

/** The committed launcher, as an installed bin runs it. */
export const LAUNCHER = fileURLToPath(new URL('../../bin/honcho.js', import.meta.url));

/** What one run of the command printed, its exit status and how long it took. */
export interface CommandRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
  readonly ms: number;
}

/** A fresh directory standing for both the home and the working directory: no config file anywhere unless a test writes one. */
export function emptyHome(): string {
  return mkdtempSync(join(tmpdir(), 'honcho-cli-'));
}

/**
 * For a test file: a function that makes an {@link emptyHome}, and an
 * `afterEach` that removes every home made during the test.
 */
export function useEmptyHomes(): () => string {
  const homes: string[] = [];
  afterEach(() => {
    for (const dir of homes.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = emptyHome();
    homes.push(dir);
    return dir;
  };
}

/** Writes `<dir>/.honcho/config.json`. */
export function writeConfig(dir: string, content: unknown): string {
  mkdirSync(join(dir, '.honcho'), { recursive: true });
  const path = join(dir, '.honcho', 'config.json');
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content, null, 2));
  return path;
}

/** Runs the built command in a child process, with only PATH, HOME and `env` in its environment. */
export function runCommand(args: readonly string[], options: { env?: Record<string, string>; cwd: string }): Promise<CommandRun> {
  const started = performance.now();
  return new Promise((resolve) => {
    execFile(process.execPath, [LAUNCHER, ...args], { cwd: options.cwd, env: { PATH: process.env.PATH ?? '', HOME: options.cwd, ...options.env }, timeout: 30_000 }, (error, stdout, stderr) => {
      const code = error === null ? 0 : typeof error.code === 'number' ? error.code : 1;
      resolve({ code, stdout, stderr, ms: Math.round(performance.now() - started) });
    });
  });
}

/** What {@link runInProcess} runs the command line with. */
export interface InProcessOptions {
  readonly cwd: string;
  readonly env?: Record<string, string>;
  /** The home directory; `cwd` when omitted. */
  readonly homeDir?: string;
  /**
   * Keystrokes answering the command's questions, one string per question
   * (`'text\r'`), typed once the question is on the screen. Given, the
   * command has a terminal to ask on; omitted, it has none.
   */
  readonly answers?: readonly string[];
}

/** Runs the command line in this process (faster than a child), capturing what it prints, and in `screen` what it drew on the terminal. */
export async function runInProcess(args: readonly string[], options: InProcessOptions): Promise<CommandRun & { screen: string }> {
  const started = performance.now();
  let stdout = '';
  let stderr = '';
  let code = 0;
  let screen = '';
  const input = new PassThrough();
  const output = new PassThrough();
  const answers = [...(options.answers ?? [])];
  let answered = 0;
  output.on('data', (chunk: Buffer) => {
    screen += chunk.toString();
    // @clack/prompts draws each active question with a `◆`.
    const questions = screen.split('◆').length - 1;
    while (answered < questions && answers.length > 0) {
      answered += 1;
      const keys = answers.shift() ?? '';
      setTimeout(() => input.write(keys), 5);
    }
  });
  await runCli(args, {
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    env: options.env ?? {},
    cwd: options.cwd,
    homeDir: options.homeDir ?? options.cwd,
    setExitCode: (value) => (code = value),
    prompt: options.answers === undefined ? undefined : { input, output },
  });
  return { code, stdout, stderr, ms: Math.round(performance.now() - started), screen };
}

/** A TCP port nothing listens on: bound, then closed, so the next connection is refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
