import { mkdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCommand, runInProcess, useEmptyHomes, writeConfig } from '../src/test-support/run-command.js';

const KEY = 'hch-v3-init-command-key-5f3c';
const home = useEmptyHomes();
const configIn = (dir: string): string => join(dir, '.honcho', 'config.json');
const readJson = (path: string): unknown => JSON.parse(readFileSync(path, 'utf8'));

/** A project directory inside the home, optionally a git work tree. */
function project(dir: string, git = false): string {
  const path = join(dir, 'project');
  mkdirSync(join(path, git ? '.git' : 'src'), { recursive: true });
  return path;
}

describe('honcho init', () => {
  it('writes ~/.honcho/config.json in the shapes the other tools read, readable by the user alone, the key never printed', async () => {
    const dir = home();
    const run = await runInProcess(['init', '--yes', '--url', 'https://honcho.example.com', '--api-key', KEY, '--workspace', 'my-app'], { homeDir: dir, cwd: project(dir) });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(readJson(configIn(dir))).toEqual({ environmentUrl: 'https://honcho.example.com', endpoint: { baseUrl: 'https://honcho.example.com' }, apiKey: KEY, workspace: 'my-app' });
    expect(statSync(configIn(dir)).mode & 0o777).toBe(0o600);
    expect(statSync(join(dir, '.honcho')).mode & 0o777).toBe(0o700);
    expect(run.stdout).toBe(
      [
        `Created ${configIn(dir)} (readable by you alone):`,
        '  environmentUrl = https://honcho.example.com',
        '  endpoint.baseUrl = https://honcho.example.com',
        '  apiKey = ***',
        '  workspace = my-app',
        'Run honcho doctor to check the setup.',
        '',
      ].join('\n'),
    );
    expect(run.stdout).not.toContain(KEY);

    // The loader reads back each value from the file, with no warning about two servers.
    const config = await runInProcess(['config', '--json'], { homeDir: dir, cwd: project(dir) });
    expect(JSON.parse(config.stdout)).toMatchObject({ baseURL: 'https://honcho.example.com', apiKey: '***', workspaceId: 'my-app', warnings: [] });
  });

  it('keeps every other key of an existing file, other tools’ blocks included, and drops only a contradicting endpoint.environment', async () => {
    const dir = home();
    writeConfig(dir, { apiKey: 'old-key', peerName: 'maya', endpoint: { environment: 'local', timeoutMs: 5000 }, hosts: { cursor: { workspace: 'cursor-ws' } }, oauth: { accessToken: 'x' } });
    const run = await runInProcess(['init', '--yes', '--url', 'http://honcho.lan:8000', '--json'], { homeDir: dir, cwd: dir });
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({ path: configIn(dir), created: false, wrote: ['environmentUrl', 'endpoint.baseUrl'], kept: ['apiKey', 'peerName', 'hosts', 'oauth'], notes: [] });
    expect(readJson(configIn(dir))).toEqual({
      apiKey: 'old-key',
      peerName: 'maya',
      endpoint: { timeoutMs: 5000, baseUrl: 'http://honcho.lan:8000' },
      hosts: { cursor: { workspace: 'cursor-ws' } },
      oauth: { accessToken: 'x' },
      environmentUrl: 'http://honcho.lan:8000',
    });
  });

  it('refuses to write a key into a git work tree without --force, and writes nothing', async () => {
    const dir = home();
    const repo = project(dir, true);
    const refused = await runInProcess(['init', '--local', '--yes', '--url', 'http://localhost:8000', '--api-key', KEY], { homeDir: dir, cwd: repo });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`honcho init: ${configIn(repo)} is inside the git work tree ${repo}, and it would hold an API key`);
    expect(refused.stderr).toContain('pass --force');
    expect(refused.stderr).not.toContain(KEY);
    expect(existsSync(configIn(repo))).toBe(false);

    // Without a key there is nothing to leak; with --force the user has decided.
    expect((await runInProcess(['init', '--local', '--yes', '--url', 'http://localhost:8000'], { homeDir: dir, cwd: repo })).code).toBe(0);
    expect(readJson(configIn(repo))).toEqual({ environmentUrl: 'http://localhost:8000', endpoint: { baseUrl: 'http://localhost:8000' } });
    const forced = await runInProcess(['init', '--local', '--yes', '--api-key', KEY, '--force'], { homeDir: dir, cwd: repo });
    expect(forced.code).toBe(0);
    expect(readJson(configIn(repo))).toMatchObject({ apiKey: KEY });
  });

  it('refuses, naming the place, to rewrite a file it cannot parse, and leaves it as it was', async () => {
    const dir = home();
    const path = writeConfig(dir, '{"apiKey": "k",\n  "hosts": {,}\n}');
    const run = await runInProcess(['init', '--yes', '--workspace', 'w'], { homeDir: dir, cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(new RegExp(`^honcho init: Honcho config file ${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:2:13: is not valid JSON`));
    expect(readFileSync(path, 'utf8')).toBe('{"apiKey": "k",\n  "hosts": {,}\n}');
  });

  it('exits 2 naming the flag and its rule for a bad value, and 1 when there is nothing to write', async () => {
    const dir = home();
    const bad = await runInProcess(['init', '--yes', '--url', 'ftp://honcho', '--workspace', 'has space'], { homeDir: dir, cwd: dir });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('honcho init: --url must use http: or https:, not ftp:');
    expect(bad.stderr).toContain('honcho init: --workspace ');
    const empty = await runInProcess(['init', '--yes'], { homeDir: dir, cwd: dir });
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain('nothing to write');
    expect(existsSync(configIn(dir))).toBe(false);
  });

  it('says which written value the environment overrides', async () => {
    const dir = home();
    const run = await runInProcess(['init', '--yes', '--url', 'https://honcho.example.com', '--workspace', 'app'], { homeDir: dir, cwd: dir, env: { HONCHO_URL: 'http://127.0.0.1:9' } });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Note: baseURL comes from env HONCHO_URL, which wins over this file.');
    expect(run.stdout).not.toContain('workspaceId comes from');
  });

  it('asks on a terminal for what the flags leave out, the key masked', async () => {
    const dir = home();
    const run = await runInProcess(['init'], { homeDir: dir, cwd: dir, answers: ['http://localhost:8000\r', `${KEY}\r`, 'team-space\r', '\r'] });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(readJson(configIn(dir))).toEqual({ environmentUrl: 'http://localhost:8000', endpoint: { baseUrl: 'http://localhost:8000' }, apiKey: KEY, workspace: 'team-space' });
    expect(run.screen).toContain('Honcho server URL');
    expect(run.screen).toContain(`Write ${configIn(dir)}?`);
    expect(run.screen).not.toContain(KEY);
  });

  it("offers what the file holds, in any tool's spelling, as each question's default", async () => {
    const dir = home();
    writeConfig(dir, { baseUrl: 'http://honcho.lan:8000/v3', workspaceId: 'kept-space', apiKey: KEY });
    const run = await runInProcess(['init'], { homeDir: dir, cwd: dir, answers: ['\r', '\r', '\r', '\r'] });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.screen).toContain('API key (empty keeps the current one)');
    expect(readJson(configIn(dir))).toEqual({
      baseUrl: 'http://honcho.lan:8000/v3',
      workspaceId: 'kept-space',
      apiKey: KEY,
      environmentUrl: 'http://honcho.lan:8000',
      endpoint: { baseUrl: 'http://honcho.lan:8000' },
      workspace: 'kept-space',
    });
  });

  it('writes nothing when the question is cancelled', async () => {
    const dir = home();
    const run = await runInProcess(['init', '--url', 'http://localhost:8000'], { homeDir: dir, cwd: dir, answers: ['\u0003'] });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe('honcho init: cancelled; nothing was written\n');
    expect(existsSync(configIn(dir))).toBe(false);
  });

  it('runs as the installed command, which asks nothing when not on a terminal', async () => {
    const dir = home();
    const run = await runCommand(['init', '--url', 'http://localhost:8000', '--workspace', 'piped'], { cwd: dir });
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(readJson(configIn(dir))).toEqual({ environmentUrl: 'http://localhost:8000', endpoint: { baseUrl: 'http://localhost:8000' }, workspace: 'piped' });
    const config = await runInProcess(['config', '--json'], { cwd: dir });
    expect(JSON.parse(config.stdout)).toMatchObject({ baseURL: 'http://localhost:8000', workspaceId: 'piped' });
  });
});
