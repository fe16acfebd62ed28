// The built `honcho-mcp --transport http`, started as a user starts it, for tests that read what it
// prints and then connect to it.
import { spawn } from 'node:child_process';
import { BIN_PATH } from './mcp-clients.js';

/** A running `honcho-mcp --transport http` and what it printed at start-up. */
export interface RunningHttpCommand {
  /** The MCP endpoint its start-up line names. */
  readonly url: string;
  /** The lines it printed up to its instructions for clients, in order, each with its `honcho-mcp: ` prefix. */
  readonly startup: readonly string[];
  /** Everything it has written to stderr so far. */
  stderr(): string;
  /** Everything it has written to stdout so far (nothing: it prints to stderr, as over stdio). */
  stdout(): string;
  /** Stops it (SIGTERM) and waits for it to exit. */
  close(): Promise<void>;
}

// The last start-up line: what clients must send.
const INSTRUCTIONS_LINE = /^honcho-mcp: clients .*$/m;
const ENDPOINT = /serving the \w+ tools at (http:\/\/\S+\/mcp)/;

/**
 * Spawns the built command with `--transport http --port 0` and `args`, and
 * `env` as its whole environment besides PATH (so no key of this process's
 * leaks in); resolves once it has printed its instructions for clients.
 */
export async function startHttpCommand(args: readonly string[], env: Record<string, string> = {}): Promise<RunningHttpCommand> {
  const child = spawn(process.execPath, [BIN_PATH, '--transport', 'http', '--port', '0', ...args], { env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  const startup = await new Promise<string[]>((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const last = INSTRUCTIONS_LINE.exec(stderr);
      // Complete only once its newline has arrived: the line may come in more than one chunk.
      if (last !== null && stderr.length > last.index + last[0].length) resolve(stderr.slice(0, last.index + last[0].length).split('\n'));
    });
    child.once('exit', (code) => reject(new Error(`honcho-mcp exited (${String(code)}) before it was ready: ${stderr}`)));
  });
  const url = startup.map((line) => ENDPOINT.exec(line)?.[1]).find((found) => found !== undefined);
  if (url === undefined) {
    await stop();
    throw new Error(`honcho-mcp named no endpoint: ${stderr}`);
  }
  return {
    url,
    startup,
    stderr: () => stderr,
    stdout: () => stdout,
    close: stop,
  };
}
