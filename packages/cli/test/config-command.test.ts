import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand, runInProcess, useEmptyHomes, writeConfig } from '../src/test-support/run-command.js';

const KEY = 'hch-v3-config-command-key-77aa';
const home = useEmptyHomes();

describe('honcho config', () => {
  it('prints each value with its source and the key as ***', async () => {
    const dir = home();
    const path = writeConfig(dir, { apiKey: KEY, endpoint: { baseUrl: 'http://honcho.lan:8000/v3' } });
    const run = await runInProcess(['config'], { cwd: dir, env: { HONCHO_WORKSPACE_ID: 'app' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      [
        `baseURL      http://honcho.lan:8000  ${path}: endpoint.baseUrl`,
        `apiKey       ***                     ${path}: apiKey`,
        'workspaceId  app                     env HONCHO_WORKSPACE_ID',
        '',
        'files, highest first:',
        `  repo  ${join(dir, '.honcho', 'config.json')}  (not found)`,
        `  home  ${path}`,
        '',
      ].join('\n'),
    );
    expect(run.stdout).not.toContain(KEY);
  });

  it('prints the same as JSON with --json, the key as ***', async () => {
    const dir = home();
    writeConfig(dir, { apiKey: KEY, environmentUrl: 'https://self.example', hosts: { cursor: { workspace: 'cursor' } } });
    const run = await runInProcess(['config', '--json', '--host', 'cursor'], { cwd: dir });
    const printed = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(printed).toMatchObject({ baseURL: 'https://self.example', apiKey: '***', workspaceId: 'cursor', host: 'cursor', sources: { workspaceId: { kind: 'file', keyPath: 'hosts.cursor.workspace' } } });
    expect(run.stdout).not.toContain(KEY);
  });

  it('exits 1 naming file, line and column for a broken file, as text and as JSON', async () => {
    const dir = home();
    const path = writeConfig(dir, `{"apiKey": "${KEY}", "hosts": 3}`);
    const text = await runInProcess(['config'], { cwd: dir });
    expect(text).toMatchObject({ code: 1, stdout: '', stderr: `honcho: Honcho config file ${path}:1:${KEY.length + 25}: hosts must be an object, not a number\n` });
    const json = await runInProcess(['config', '--json'], { cwd: dir });
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout)).toEqual({ error: { kind: 'HonchoConfigFileError', message: expect.stringContaining('hosts must be an object'), path, line: 1, column: expect.any(Number), keyPath: 'hosts' } });
    expect(text.stderr + json.stdout).not.toContain(KEY);
  });

  it('exits 2 for a bad command line, and 0 for --help and --version (the built command)', async () => {
    const dir = home();
    const unknown = await runCommand(['doctor', '--frobnicate'], { cwd: dir });
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("unknown option '--frobnicate'");
    const badTimeout = await runCommand(['doctor', '--timeout', 'soon'], { cwd: dir });
    expect(badTimeout.code).toBe(2);
    expect(badTimeout.stderr).toContain('--timeout must be a number above 0');
    const help = await runCommand(['--help'], { cwd: dir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('doctor');
    expect(help.stdout).toContain('config');
    expect((await runCommand(['--version'], { cwd: dir })).stdout.trim()).toMatch(/^\d+\.\d+\.\d+/);
  });
});
