import { execFile } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { CLI_FLAGS } from '../src/cli/cli-options.js';
import { startHttpCommand, type RunningHttpCommand } from '../src/test-support/http-command.js';
import { BIN_PATH, connectHttp, resultJson } from '../src/test-support/mcp-clients.js';

const run = promisify(execFile);
const LAUNCHER = fileURLToPath(new URL('../bin/honcho-mcp.js', import.meta.url));
const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string; bin: Record<string, string> };

/** Runs the built command to its end; resolves with its exit code and output. */
async function command(args: readonly string[], env: Record<string, string> = {}): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [BIN_PATH, ...args], { env: { PATH: process.env.PATH ?? '', ...env }, timeout: 20_000 });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('the honcho-mcp command', () => {
  it('is the package’s bin: a committed launcher of the built program, both starting with a Node shebang', () => {
    expect(manifest.bin).toEqual({ 'honcho-mcp': './bin/honcho-mcp.js' });
    expect(readFileSync(LAUNCHER, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(readFileSync(BIN_PATH, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
  });

  it('runs the built program through the launcher, as an installed bin does', async () => {
    const { stdout } = await run(process.execPath, [LAUNCHER, '--version'], { timeout: 20_000 });
    expect(stdout.trim()).toBe(manifest.version);
  });

  it('says how to build it when the program is not built, writing nothing to stdout', async () => {
    // The launcher alone, where no dist/ is beside it: what a fresh clone has before its first build.
    const unbuilt = mkdtempSync(join(tmpdir(), 'honcho-mcp-unbuilt-'));
    try {
      mkdirSync(join(unbuilt, 'bin'));
      copyFileSync(LAUNCHER, join(unbuilt, 'bin', 'honcho-mcp.js'));
      const failed = await run(process.execPath, [join(unbuilt, 'bin', 'honcho-mcp.js')], { timeout: 20_000 }).then(
        () => undefined,
        (error: unknown) => error as { code: number; stdout: string; stderr: string },
      );
      expect(failed?.code).toBe(1);
      expect(failed?.stdout).toBe('');
      expect(failed?.stderr).toContain('the command is not built yet');
      expect(failed?.stderr).toContain('--filter @honcho-ai/mcp build');
    } finally {
      rmSync(unbuilt, { recursive: true, force: true });
    }
  });

  it('prints its help, listing every flag, and exits 0', async () => {
    const { code, stdout } = await command(['--help']);
    expect(code).toBe(0);
    for (const flag of CLI_FLAGS) expect(stdout).toContain(`--${flag.name}`);
  });

  it('prints its version', async () => {
    expect(await command(['--version'])).toMatchObject({ code: 0, stdout: `${manifest.version}\n` });
  });

  it.each([
    [['--tools', 'memory'], 'peerId: is required for the memory tools'],
    [['--peeer', 'alice'], 'Unknown option --peeer. Did you mean --peer?'],
    [['--peer', 'alice', '--url', 'ftp://x'], 'baseURL'],
    [['--peer', 'alice', '--transport', 'http', '--allow-origin', 'https://app.example/mcp'], '--allow-origin must be an origin: http:// or https://, a host and an optional port, nothing after it'],
  ])('exits 2 for %j, saying why on stderr', async (args, message) => {
    const { code, stdout, stderr } = await command(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(message);
    expect(stderr).toContain('honcho-mcp --help');
  });

  it('never prints the key it was given, even when refusing to start', async () => {
    const { stderr } = await command(['--peer', '../x'], { HONCHO_API_KEY: 'hch-secret-do-not-print-4242' });
    expect(stderr).not.toContain('hch-secret-do-not-print-4242');
  });
});

describe('honcho-mcp --transport http', () => {
  let emulator: RunningEmulator;
  let served: RunningHttpCommand;
  let url = '';
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0 });
    served = await startHttpCommand(['--peer', 'alice', '--url', emulator.url, '--api-key', 'server-key']);
    url = served.url;
  });
  afterAll(async () => {
    await served.close();
    await emulator.close();
  });

  it('serves Streamable HTTP, with the key it was started with for callers without one', async () => {
    const session = await connectHttp(url);
    try {
      expect((await session.client.listTools()).tools).toHaveLength(6);
      expect(resultJson(await session.client.callTool({ name: 'honcho_save_conclusion', arguments: { content: 'Cycles to work' } }))).toMatchObject({ saved: { content: 'Cycles to work' } });
      expect(emulator.store.conclusions('default').map((conclusion) => conclusion.content)).toEqual(['Cycles to work']);
    } finally {
      await session.close();
    }
  });

  it('refuses a Host header other than its own loopback names (DNS rebinding)', async () => {
    const port = new URL(url).port;
    const response = await fetch(url.replace('127.0.0.1', 'localhost'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(response.status).not.toBe(403);
    await response.body?.cancel();
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, path: '/mcp', method: 'POST', headers: { host: `attacker.example:${port}`, 'content-type': 'application/json' } }, (incoming) => {
        incoming.resume();
        resolve(incoming.statusCode ?? 0);
      });
      outgoing.once('error', reject);
      outgoing.end('{}');
    });
    expect(status).toBe(403);
  });
});
