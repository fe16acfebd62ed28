import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { HonchoError } from '@honcho-ai/sdk-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HonchoConfigFileError } from './honcho-config-file-error.js';
import { loadHonchoConfig } from './load-honcho-config.js';

const KEY = 'hch-v3-config-test-key-5f1e2d';
let root: string;
let home: string;
let repo: string;
let cwd: string;

/** Writes `text` (an object is serialized) to `<dir>/.honcho/config.json`; returns the path. */
function writeConfig(dir: string, text: unknown): string {
  mkdirSync(join(dir, '.honcho'), { recursive: true });
  const path = join(dir, '.honcho', 'config.json');
  writeFileSync(path, typeof text === 'string' ? text : JSON.stringify(text, null, 2));
  return path;
}

/** The loader with this test's home, a working directory two levels inside the repo, and an empty environment. */
function load(options: Parameters<typeof loadHonchoConfig>[0] = {}) {
  return loadHonchoConfig({ homeDir: home, cwd, env: {}, ...options });
}

/** The HonchoConfigFileError `run` throws. */
function refusal(run: () => unknown): HonchoConfigFileError {
  try {
    run();
  } catch (error) {
    expect(HonchoConfigFileError.isInstance(error)).toBe(true);
    return error as HonchoConfigFileError;
  }
  throw new Error('expected a HonchoConfigFileError');
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'honcho-config-'));
  home = join(root, 'home');
  repo = join(root, 'work', 'repo');
  cwd = join(repo, 'packages', 'app');
  mkdirSync(home, { recursive: true });
  mkdirSync(cwd, { recursive: true });
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe('loadHonchoConfig: precedence', () => {
  it('gives the defaults, each marked default, when nothing is configured', () => {
    const config = load();
    expect({ baseURL: config.baseURL, apiKey: config.apiKey, workspaceId: config.workspaceId }).toEqual({ baseURL: 'https://api.honcho.dev', apiKey: undefined, workspaceId: 'default' });
    expect(config.sources).toEqual({ baseURL: { kind: 'default' }, apiKey: { kind: 'default' }, workspaceId: { kind: 'default' } });
    expect(config.files).toEqual([
      { scope: 'repo', path: join(cwd, '.honcho', 'config.json'), found: false },
      { scope: 'home', path: join(home, '.honcho', 'config.json'), found: false },
    ]);
  });

  it('takes options over the environment, the environment over the repo file, the repo file over the home file, per value', () => {
    const homeFile = writeConfig(home, { apiKey: 'home-key', environmentUrl: 'https://home.example', workspaceId: 'home-ws' });
    const repoFile = writeConfig(repo, { baseUrl: 'https://repo.example', workspace: 'repo-ws' });
    const env = { HONCHO_URL: 'https://env.example' };
    const config = load({ env, workspaceId: 'opt-ws' });
    expect({ baseURL: config.baseURL, apiKey: config.apiKey, workspaceId: config.workspaceId }).toEqual({ baseURL: 'https://env.example', apiKey: 'home-key', workspaceId: 'opt-ws' });
    expect(config.sources).toEqual({
      baseURL: { kind: 'env', variable: 'HONCHO_URL' },
      apiKey: { kind: 'file', path: homeFile, keyPath: 'apiKey' },
      workspaceId: { kind: 'option' },
    });
    const withoutEnv = load();
    expect(withoutEnv.baseURL).toBe('https://repo.example');
    expect(withoutEnv.sources.baseURL).toEqual({ kind: 'file', path: repoFile, keyPath: 'baseUrl' });
    expect(withoutEnv.workspaceId).toBe('repo-ws');
    expect(withoutEnv.files).toEqual([
      { scope: 'repo', path: repoFile, found: true },
      { scope: 'home', path: homeFile, found: true },
    ]);
  });

  it('treats empty options and variables as unset, and reads HONCHO_BASE_URL when HONCHO_URL is absent', () => {
    const config = load({ baseURL: '', env: { HONCHO_URL: '', HONCHO_BASE_URL: 'http://10.0.0.5:8000/', HONCHO_API_KEY: ' ' } });
    expect(config.baseURL).toBe('http://10.0.0.5:8000');
    expect(config.sources.baseURL).toEqual({ kind: 'env', variable: 'HONCHO_BASE_URL' });
    expect(config.apiKey).toBeUndefined();
  });

  it('warns when HONCHO_URL and HONCHO_BASE_URL disagree, and uses HONCHO_URL', () => {
    const config = load({ env: { HONCHO_URL: 'http://a.example', HONCHO_BASE_URL: 'http://b.example' } });
    expect(config.baseURL).toBe('http://a.example');
    expect(config.warnings).toEqual(['HONCHO_URL and HONCHO_BASE_URL name different servers; using HONCHO_URL.']);
  });

  it('finds the repo file from a directory deep inside it, and stops at the home directory', () => {
    const homeFile = writeConfig(home, { baseUrl: 'https://home.example' });
    const inHome = join(home, 'projects', 'x');
    mkdirSync(inHome, { recursive: true });
    const config = load({ cwd: inHome });
    expect(config.files).toEqual([
      { scope: 'repo', path: join(inHome, '.honcho', 'config.json'), found: false },
      { scope: 'home', path: homeFile, found: true },
    ]);
  });
});

describe('loadHonchoConfig: the shapes the public tools write', () => {
  it.each([
    ['honcho-cli: root apiKey + environmentUrl', { apiKey: KEY, environmentUrl: 'https://self.example' }, 'https://self.example', 'environmentUrl'],
    ['claude-honcho: endpoint.baseUrl ending in /v3', { apiKey: KEY, endpoint: { baseUrl: 'http://honcho.lan:8000/v3' } }, 'http://honcho.lan:8000', 'endpoint.baseUrl'],
    ['claude-honcho: endpoint.environment local', { apiKey: KEY, endpoint: { environment: 'local' } }, 'http://localhost:8000', 'endpoint.environment'],
    ['hermes-agent: root baseUrl', { apiKey: KEY, baseUrl: 'https://honcho.example/' }, 'https://honcho.example', 'baseUrl'],
    ['hermes-agent (older): root base_url', { apiKey: KEY, base_url: 'https://honcho.example' }, 'https://honcho.example', 'base_url'],
  ])('%s', (_name, file, baseURL, keyPath) => {
    const path = writeConfig(home, file);
    const config = load();
    expect(config.baseURL).toBe(baseURL);
    expect(config.sources.baseURL).toEqual({ kind: 'file', path, keyPath });
    expect(config.apiKey).toBe(KEY);
  });

  it("reads a hosts.<name> block over its file's root when that host is asked for", () => {
    const path = writeConfig(home, {
      apiKey: 'root-key',
      endpoint: { baseUrl: 'https://root.example' },
      workspace: 'root-ws',
      hosts: { claude_code: { workspace: 'claude_code', apiKey: KEY, baseUrl: 'http://honcho.lan:8000' }, hermes: { workspace: 'hermes' } },
    });
    const claude = load({ host: 'claude_code' });
    expect({ baseURL: claude.baseURL, apiKey: claude.apiKey, workspaceId: claude.workspaceId }).toEqual({ baseURL: 'http://honcho.lan:8000', apiKey: KEY, workspaceId: 'claude_code' });
    expect(claude.sources).toEqual({
      baseURL: { kind: 'file', path, keyPath: 'hosts.claude_code.baseUrl' },
      apiKey: { kind: 'file', path, keyPath: 'hosts.claude_code.apiKey' },
      workspaceId: { kind: 'file', path, keyPath: 'hosts.claude_code.workspace' },
    });
    const hermes = load({ host: 'hermes' });
    expect({ baseURL: hermes.baseURL, apiKey: hermes.apiKey, workspaceId: hermes.workspaceId }).toEqual({ baseURL: 'https://root.example', apiKey: 'root-key', workspaceId: 'hermes' });
    expect(hermes.sources.baseURL).toEqual({ kind: 'file', path, keyPath: 'endpoint.baseUrl' });
  });

  it('says when host blocks go unused because no host was chosen, and when the chosen one is missing', () => {
    const path = writeConfig(home, { apiKey: KEY, hosts: { cursor: { workspace: 'cursor', baseUrl: 'http://x.example' } } });
    expect(load().warnings).toEqual([`${path}: hosts.cursor sets baseUrl, workspace, not used because no host was chosen (pass host: 'cursor', or --host cursor).`]);
    expect(load({ host: 'obsidian' }).warnings).toEqual([`${path} has no hosts.obsidian block; its root values are used.`]);
  });

  it('warns when one file names two different servers, using the first in its order', () => {
    const path = writeConfig(home, { environmentUrl: 'https://api.honcho.dev', endpoint: { baseUrl: 'http://localhost:8000/v3' } });
    const config = load();
    expect(config.baseURL).toBe('http://localhost:8000');
    expect(config.warnings).toEqual([
      `${path} names more than one server: endpoint.baseUrl = http://localhost:8000, environmentUrl = https://api.honcho.dev; using endpoint.baseUrl. Remove the others so every tool reads the same one.`,
    ]);
  });

  it("ignores honcho-cli's oauth login, saying so", () => {
    const path = writeConfig(home, { environmentUrl: 'https://api.honcho.dev', oauth: { accessToken: 'tok' } });
    const config = load();
    expect(config.apiKey).toBeUndefined();
    expect(config.warnings).toEqual([`${path} has an oauth login (honcho-cli's); it is not read, since honcho-cli refreshes it. Set apiKey or HONCHO_API_KEY.`]);
  });
});

describe('loadHonchoConfig: a file that cannot be used is an error naming the file, line and column', () => {
  it('refuses a trailing comma, at the comma', () => {
    const path = writeConfig(home, `{\n  "apiKey": "${KEY}",\n  "environmentUrl": "https://x.example",\n}\n`);
    const error = refusal(() => load());
    expect(error).toBeInstanceOf(HonchoError);
    expect(error).toMatchObject({ path, line: 3, column: 40, code: 'config_file' });
    expect(error.message).toBe(`Honcho config file ${path}:3:40: is not valid JSON: a trailing comma before }`);
    expect(error.message).not.toContain(KEY);
  });

  it('refuses a byte-order mark, at line 1 column 1', () => {
    const path = writeConfig(home, `\uFEFF{"apiKey": "${KEY}"}`);
    const error = refusal(() => load());
    expect(error).toMatchObject({ path, line: 1, column: 1 });
    expect(error.message).toContain('byte-order mark');
  });

  it.each([
    ['an array', '[\n  {"apiKey": "k"}\n]', 'must hold a JSON object ({ ... }) at the top level, not an array', 1, 1],
    ['a string', '\n\n  "https://x.example"', 'must hold a JSON object ({ ... }) at the top level, not a string', 3, 3],
    ['null', 'null', 'must hold a JSON object ({ ... }) at the top level, not null', 1, 1],
  ])('refuses a root that is %s', (_kind, text, problem, line, column) => {
    const path = writeConfig(home, text);
    expect(refusal(() => load())).toMatchObject({ path, line, column, problem });
  });

  it.each([
    ['a comment', '{\n  // mine\n  "apiKey": "k"\n}', 2, 3, 'expected a "quoted" property name, found a comment (JSON has none)'],
    ['single quotes', "{'apiKey': 'k'}", 1, 2, 'expected a "quoted" property name, found a single quote (JSON strings use double quotes)'],
    ['a missing comma', '{\n  "apiKey": "k"\n  "workspace": "w"\n}', 3, 3, 'expected , or } after a value, found the character "\\""'],
    ['an empty file', '', 1, 1, 'the file is empty: it needs a JSON object such as {}'],
    ['a cut-off file', '{"apiKey": "k', 1, 12, 'the file ends inside a string (a missing closing ")'],
  ])('refuses %s, at its place', (_kind, text, line, column, message) => {
    const path = writeConfig(home, text);
    expect(refusal(() => load())).toMatchObject({ path, line, column, problem: `is not valid JSON: ${message}` });
  });

  it.each([
    [{ apiKey: 42 }, 'apiKey', 'must be a string, not a number', 2, 13],
    [{ endpoint: 'http://x.example' }, 'endpoint', 'must be an object, not a string', 2, 15],
    [{ endpoint: { baseUrl: true } }, 'endpoint.baseUrl', 'must be a string, not a boolean', 3, 16],
    [{ endpoint: { environment: 'staging' } }, 'endpoint.environment', 'must be "local" or "production", not "staging"', 3, 20],
    [{ environmentUrl: 'api.honcho.dev' }, 'environmentUrl', 'must be an absolute http(s) URL such as https://api.honcho.dev', 2, 21],
    [{ baseUrl: 'https://user:pw@x.example' }, 'baseUrl', 'must not carry credentials; put the key in apiKey', 2, 14],
    [{ workspace: 'my workspace' }, 'workspace', 'must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got "my workspace"', 2, 16],
    [{ hosts: { claude_code: { apiKey: ['k'] } } }, 'hosts.claude_code.apiKey', 'must be a string, not an array', 4, 17],
    [{ hosts: [] }, 'hosts', 'must be an object, not an array', 2, 12],
  ])('refuses %j, naming the key path and its place', (file, keyPath, problem, line, column) => {
    const path = writeConfig(home, file);
    const error = refusal(() => load({ host: 'claude_code' }));
    expect(error).toMatchObject({ path, keyPath, problem, line, column });
    expect(error.message).toBe(`Honcho config file ${path}:${line}:${column}: ${keyPath} ${problem}`);
  });

  it('refuses a config path that is a directory, without falling back to the home file', () => {
    writeConfig(home, { apiKey: KEY });
    mkdirSync(join(repo, '.honcho', 'config.json'), { recursive: true });
    const error = refusal(() => load());
    expect(error).toMatchObject({ path: join(repo, '.honcho', 'config.json'), line: undefined, problem: 'is a directory, not a file' });
  });

  it('refuses a broken repo file even when the environment sets every value: a file that is there is read', () => {
    writeConfig(repo, '{"apiKey": }');
    expect(refusal(() => load({ env: { HONCHO_URL: 'http://a.example', HONCHO_API_KEY: 'k', HONCHO_WORKSPACE_ID: 'w' } })).line).toBe(1);
  });
});

describe('loadHonchoConfig: the key stays out of what is printed', () => {
  it('shows *** in JSON.stringify, util.inspect and toString, and the real key only through apiKey and toClientOptions()', () => {
    writeConfig(home, { apiKey: KEY, environmentUrl: 'http://honcho.lan:8000' });
    const config = load({ host: 'x' });
    expect(JSON.stringify(config)).not.toContain(KEY);
    expect(JSON.parse(JSON.stringify(config))).toMatchObject({ apiKey: '***', baseURL: 'http://honcho.lan:8000' });
    expect(inspect(config, { depth: 5 })).not.toContain(KEY);
    expect(inspect(config)).toContain("apiKey: '***'");
    expect(String(config)).toBe(
      [
        `baseURL http://honcho.lan:8000 (${join(home, '.honcho', 'config.json')}: environmentUrl)`,
        `apiKey *** (${join(home, '.honcho', 'config.json')}: apiKey)`,
        'workspaceId default (default)',
      ].join('\n'),
    );
    expect(`${config}`).not.toContain(KEY);
    const options = config.toClientOptions();
    expect(options).toEqual({ baseURL: 'http://honcho.lan:8000', workspaceId: 'default', apiKey: KEY });
    expect(JSON.stringify(options)).not.toContain(KEY);
    expect(inspect(options)).not.toContain(KEY);
  });

  it('gives client options without apiKey when there is none', () => {
    expect(Object.keys(load().toClientOptions())).toEqual(['baseURL', 'workspaceId']);
  });
});
