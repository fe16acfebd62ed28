import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmulator } from '@honcho-ai/testing/node';
import { describe, expect, it } from 'vitest';
import { exampleNames, firstErrorLine, formatOutcomes, redact } from './run-examples.js';

const packageRoot = dirname(dirname(fileURLToPath(import.meta.url)));

/** Runs `npm run examples`' own command (the package script's `tsx src/run-examples.ts`) as a user would. */
function runRunner(env: NodeJS.ProcessEnv, args: readonly string[] = []): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete childEnv[key];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/run-examples.ts', ...args], { cwd: packageRoot, env: childEnv });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

/** The table's rows as `{ example: [result, detail] }`. */
function rows(stdout: string): Record<string, [string, string]> {
  const table: Record<string, [string, string]> = {};
  for (const line of stdout.split('\n')) {
    const match = /^\| (\S+) \| (passed|skipped|failed) \| [\d.]+ s \| (.*) \|$/.exec(line);
    if (match?.[1] && match[2]) table[match[1]] = [match[2], match[3] ?? ''];
  }
  return table;
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

describe('npm run examples', () => {
  it('without HONCHO_URL, runs every example against an emulator it starts, and all pass', async () => {
    const { code, stdout, stderr } = await runRunner({ HONCHO_URL: undefined, HONCHO_API_KEY: undefined });
    expect(stderr).toBe('');
    expect(stdout).toContain('HONCHO_URL is not set: running the examples against an embedded emulator at http://127.0.0.1:');
    const table = rows(stdout);
    expect(Object.keys(table)).toEqual(exampleNames());
    expect(Object.entries(table).filter(([, [result]]) => result !== 'passed')).toEqual([]);
    expect(stdout).toContain(`${exampleNames().length} examples: ${exampleNames().length} passed, 0 skipped, 0 failed`);
    expect(code).toBe(0);
  }, 300_000);

  it('against a 3.0.12 server, skips the examples that need what it lacks, with the reason, and fails none', async () => {
    const emulator = await startEmulator({ port: 0, server: '3.0.12' });
    try {
      const { code, stdout } = await runRunner({ HONCHO_URL: emulator.url, HONCHO_API_KEY: undefined });
      expect(stdout).toContain(`Running the examples against ${emulator.url}`);
      const table = rows(stdout);
      expect(Object.keys(table)).toEqual(exampleNames());
      expect(Object.entries(table).filter(([, [result]]) => result === 'failed')).toEqual([]);
      expect(Object.fromEntries(Object.entries(table).filter(([, [result]]) => result === 'skipped'))).toEqual({
        evidence: ['skipped', 'this server sends no evidence with chat answers (includeEvidence)'],
        'openai-client': ['skipped', 'this server does not offer the OpenAI-compatible endpoint (POST /v1/chat/completions)'],
        streaming: ['skipped', 'this server sends no evidence with chat answers (includeEvidence)'],
      });
      expect(code).toBe(0);
    } finally {
      await emulator.close();
    }
  }, 300_000);

  it('reports a failed example with its first error line, never the API key, and exits 1', async () => {
    const key = 'hch-secret-key-that-must-not-print';
    const url = `http://127.0.0.1:${await closedPort()}`;
    const { code, stdout } = await runRunner({ HONCHO_URL: url, HONCHO_API_KEY: key }, ['quick-start']);
    const table = rows(stdout);
    expect(Object.keys(table)).toEqual(['quick-start']);
    expect(table['quick-start']?.[0]).toBe('failed');
    expect(table['quick-start']?.[1]).toMatch(/ECONNREFUSED|connect|fetch failed/i);
    expect(stdout).toContain('1 example: 0 passed, 0 skipped, 1 failed');
    expect(stdout).not.toContain(key);
    expect(code).toBe(1);
  }, 60_000);

  it('refuses an unknown example name before running anything', async () => {
    const { code, stderr } = await runRunner({ HONCHO_URL: 'http://127.0.0.1:9' }, ['no-such-example']);
    expect(stderr).toContain('no such example: no-such-example');
    expect(code).toBe(1);
  }, 60_000);
});

describe('the results table', () => {
  it('takes the first line that says something, past Node warnings, and hides the key', () => {
    const stderr = '(node:123) ExperimentalWarning: x\n(Use `node --trace-warnings ...`)\n\nAuthenticationError: 401 bad key sk-123\n    at x';
    expect(firstErrorLine(stderr)).toBe('AuthenticationError: 401 bad key sk-123');
    expect(redact('AuthenticationError: 401 bad key sk-123', 'sk-123')).toBe('AuthenticationError: 401 bad key [redacted]');
  });

  it('escapes pipes in a detail so the row stays one row', () => {
    const table = formatOutcomes([{ example: 'a', result: 'failed', ms: 1234, detail: 'x | y' }]);
    expect(table).toContain('| a | failed | 1.2 s | x \\| y |');
    expect(table).toContain('1 example: 0 passed, 0 skipped, 1 failed');
  });
});
