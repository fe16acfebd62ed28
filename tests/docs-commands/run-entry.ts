// Runs one manifest entry and checks what the docs promise: exit 0 in time (and the output or
// files the entry names), or a server that prints its ready line and answers its probe.
import { readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect } from 'vitest';
import { byCommand, scratchCopy, writeSetupFiles } from './commands.js';
import type { Completes, Serves } from './manifest.js';
import { probe } from './probes.js';
import { repoRoot, runToEnd, type Running, startServerWhenPortIsFree } from './run-command.js';

/** The last lines of a command's output, for a failure message. */
function tail(output: string, lines = 60): string {
  return output.split('\n').slice(-lines).join('\n');
}

/** True when nothing listens on 127.0.0.1:`port`. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A started server entry, and how commands that talk to it must be written if its port moved. */
export interface StartedEntry {
  readonly server: Running;
  rewrite(command: string): string;
}

/**
 * Starts an entry's server and waits for its ready line. A fixed port some other program holds
 * is replaced by a free one, loudly: on such a machine the command cannot run as written, and
 * everything else about it is still worth checking.
 */
export async function startEntry(entry: Serves, cwd: string, env: NodeJS.ProcessEnv): Promise<StartedEntry> {
  writeSetupFiles(entry, cwd);
  let command = entry.command;
  let rewrite = (text: string): string => text;
  if (entry.port !== undefined) {
    const fixed = entry.port;
    // Our own previous server is gone once stop() resolves; a short wait covers the kernel's release.
    const deadline = Date.now() + 1_000;
    while (!(await portIsFree(fixed)) && Date.now() < deadline) await new Promise((done) => setTimeout(done, 250));
    if (!(await portIsFree(fixed))) {
      const moved = await freePort();
      command = command.includes(`--port ${fixed}`) ? command.replace(`--port ${fixed}`, `--port ${moved}`) : `${command} --port ${moved}`;
      rewrite = (text) => text.replaceAll(`127.0.0.1:${fixed}`, `127.0.0.1:${moved}`);
      console.warn(`docs-commands: port ${fixed} is taken by another program on this machine; running \`${entry.command}\` as \`${command}\``);
    }
  }
  const server = await startServerWhenPortIsFree(command, cwd, entry.answersYes ? { ...env, npm_config_yes: 'true' } : env, entry.ready, entry.seconds);
  return { server, rewrite };
}

/** Starts the server an entry `needs`, runs `body` with the command rewritten for it, stops the server. */
async function withNeeded<T>(needs: string | undefined, command: string, cwd: string, env: NodeJS.ProcessEnv, body: (command: string) => Promise<T>): Promise<T> {
  if (needs === undefined) return body(command);
  const needed = byCommand.get(needs);
  if (needed?.kind !== 'serves') throw new Error(`${needs} is not a server entry of the manifest`);
  const { server, rewrite } = await startEntry(needed, cwd, env);
  try {
    return await body(rewrite(command));
  } finally {
    await server.stop();
  }
}

/** Runs a command that should finish, from `cwd` (or a scratch copy of the checkout), and checks it. */
export async function checkCompletes(entry: Completes, command: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  const scratch = entry.scratch ? scratchCopy(entry.scratch) : undefined;
  try {
    return await runCompletes(entry, command, scratch ? join(scratch, relativeToRepo(cwd)) : cwd, cwd, env);
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  }
}

async function runCompletes(entry: Completes, command: string, dir: string, cwd: string, env: NodeJS.ProcessEnv): Promise<string> {
  writeSetupFiles(entry, dir);
  const before = (entry.unchanged ?? []).map((file) => readFileSync(join(repoRoot, file), 'utf8'));
  let ran = command;
  const result = await withNeeded(entry.needs, command, cwd, env, (rewritten) => runToEnd((ran = rewritten), dir, env, entry.seconds));
  const what = `\`${ran}\` in ${dir}`;
  expect(result.timedOut, `${what} did not finish within ${entry.seconds} s. Output:\n${tail(result.output)}`).toBe(false);
  expect(result.code, `${what} exited with ${result.code ?? result.signal}. Output:\n${tail(result.output)}`).toBe(0);
  if (entry.prints) expect(result.output, `${what} did not print what the docs say`).toMatch(entry.prints);
  (entry.unchanged ?? []).forEach((file, index) => expect(readFileSync(join(repoRoot, file), 'utf8') === before[index], `${what} changed ${file}`).toBe(true));
  return result.output;
}

/** Starts a server entry, probes it and stops it. */
export async function checkServes(entry: Serves, cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  await withNeeded(entry.needs, entry.command, cwd, env, async (command) => {
    const { server } = await startEntry(command === entry.command ? entry : { ...entry, command }, cwd, env);
    try {
      await probe(entry.probe, server);
    } catch (error) {
      throw new Error(`\`${command}\` in ${cwd} started, but its probe (${entry.probe}) failed: ${error instanceof Error ? error.message : String(error)}\nOutput:\n${tail(server.output())}`);
    } finally {
      await server.stop();
    }
  });
}

function relativeToRepo(path: string): string {
  return path === repoRoot ? '.' : path.startsWith(`${repoRoot}/`) ? path.slice(repoRoot.length + 1) : '.';
}
