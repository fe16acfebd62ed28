import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_BASE_URL, DEFAULT_WORKSPACE_ID, REDACTED } from '@honcho-ai/sdk-core';
import { configFileSettings, serverRoot, type ConfigFileSettings } from './config-file-settings.js';
import { readConfigFile } from './read-config-file.js';

/** Options of {@link loadHonchoConfig}. Every field is optional. */
export interface LoadHonchoConfigOptions {
  /** Wins over everything else (a command's `--url`). */
  baseURL?: string | undefined;
  /** Wins over everything else (a command's `--api-key`). */
  apiKey?: string | undefined;
  /** Wins over everything else (a command's `--workspace`). */
  workspaceId?: string | undefined;
  /** Which `hosts.<name>` block to read (`claude_code`, `cursor`, `hermes`, ...); its values win over its file's root. */
  host?: string | undefined;
  /** Where to start looking for a repo-local `.honcho/config.json`; default `process.cwd()`. */
  cwd?: string | undefined;
  /** The home directory holding `.honcho/config.json`; default `os.homedir()`. */
  homeDir?: string | undefined;
  /** Environment to read `HONCHO_URL`, `HONCHO_API_KEY` and `HONCHO_WORKSPACE_ID` from; default `process.env`. */
  env?: Readonly<Record<string, string | undefined>> | undefined;
}

/** Where one resolved value came from. */
export type ConfigValueSource =
  | { readonly kind: 'option' }
  | { readonly kind: 'env'; readonly variable: string }
  | { readonly kind: 'file'; readonly path: string; readonly keyPath: string }
  | { readonly kind: 'default' };

/** A config file the loader looked for. */
export interface ConfigFileLookup {
  /** `repo`: the nearest `.honcho/config.json` up from `cwd`; `home`: `~/.honcho/config.json`. */
  readonly scope: 'repo' | 'home';
  /** The file read; for a repo file not found, where the search started. */
  readonly path: string;
  readonly found: boolean;
}

/** The client options the resolved config gives, for `new Honcho(...)`. */
export interface HonchoConnectionOptions {
  baseURL: string;
  workspaceId: string;
  apiKey?: string;
}

/** What {@link loadHonchoConfig} resolved. The API key is `***` in `JSON.stringify`, `util.inspect` and `toString()`. */
export interface LoadedHonchoConfig {
  /** Server root, without a trailing slash or a final `/v3`. */
  readonly baseURL: string;
  /** The API key, when any source gave one. None is sent otherwise, which a server with auth off accepts. */
  readonly apiKey: string | undefined;
  readonly workspaceId: string;
  /** The `hosts.<name>` block asked for, if any. */
  readonly host: string | undefined;
  /** Where each value came from. */
  readonly sources: { readonly baseURL: ConfigValueSource; readonly apiKey: ConfigValueSource; readonly workspaceId: ConfigValueSource };
  /** The files looked for, highest precedence first. */
  readonly files: readonly ConfigFileLookup[];
  /** What a user should hear that did not stop the load: files that disagree with themselves, host blocks not chosen, two URL variables. */
  readonly warnings: readonly string[];
  /** Options for `new Honcho(...)`: `baseURL`, `workspaceId`, and `apiKey` when there is one. */
  toClientOptions(): HonchoConnectionOptions;
  /** One line per value with its source, the key redacted. */
  toString(): string;
}

/** The variables read, highest first per value. `HONCHO_BASE_URL` is what honcho-cli, hermes-agent and openclaw-honcho read. */
export const CONFIG_ENV_VARS = {
  baseURL: ['HONCHO_URL', 'HONCHO_BASE_URL'],
  apiKey: ['HONCHO_API_KEY'],
  workspaceId: ['HONCHO_WORKSPACE_ID'],
} as const;

/** The config file's path under a home or repository directory. */
export const CONFIG_FILE_PATH = join('.honcho', 'config.json');

/**
 * Resolves where Honcho is, its key and the workspace, as the ecosystem's
 * tools write them, highest first: `options`; the environment (`HONCHO_URL`,
 * `HONCHO_API_KEY`, `HONCHO_WORKSPACE_ID`); the nearest `.honcho/config.json`
 * up from `cwd`; `~/.honcho/config.json`; the SDK's defaults. Each value is
 * resolved on its own and {@link LoadedHonchoConfig.sources} says where it
 * came from. Every shape the public tools write is read: root `apiKey` and
 * `environmentUrl` (honcho-cli), `endpoint.baseUrl`, root `baseUrl`, and a
 * `hosts.<host>` block, whose values win over its file's root.
 *
 * Node only (it reads files): import it from `@honcho-ai/sdk/config`.
 *
 * @throws {@link HonchoConfigFileError} when a config file exists but cannot be
 *   read or parsed, or a known key has the wrong type. It never falls back in silence.
 *
 * @example
 * ```ts
 * import { Honcho } from '@honcho-ai/sdk';
 * import { loadHonchoConfig } from '@honcho-ai/sdk/config';
 *
 * const config = loadHonchoConfig({ host: 'claude_code' });
 * console.log(String(config)); // baseURL http://localhost:8000 (~/.honcho/config.json: endpoint.baseUrl) ...
 * const honcho = new Honcho(config.toClientOptions());
 * ```
 */
export function loadHonchoConfig(options: LoadHonchoConfigOptions = {}): LoadedHonchoConfig {
  const env = options.env ?? process.env;
  const cwd = resolve(options.cwd ?? process.cwd());
  const home = resolve(options.homeDir ?? homedir());
  const host = nonEmpty(options.host);
  const warnings: string[] = [];

  const homePath = join(home, CONFIG_FILE_PATH);
  const repoPath = findRepoConfig(cwd, home);
  const files: ConfigFileLookup[] = [
    { scope: 'repo', path: repoPath ?? join(cwd, CONFIG_FILE_PATH), found: false },
    { scope: 'home', path: homePath, found: false },
  ];
  const settings: { lookup: ConfigFileLookup; settings: ConfigFileSettings }[] = [];
  for (const [index, lookup] of files.entries()) {
    if (lookup.scope === 'repo' && repoPath === undefined) continue;
    const parsed = readConfigFile(lookup.path);
    if (parsed === undefined) continue;
    const found = { ...lookup, found: true };
    files[index] = found;
    const read = configFileSettings(parsed, host);
    warnings.push(...read.warnings);
    settings.push({ lookup: found, settings: read });
  }

  const resolveField = (field: 'baseURL' | 'apiKey' | 'workspaceId', explicit: string | undefined): { value: string | undefined; source: ConfigValueSource } => {
    if (nonEmpty(explicit) !== undefined) return { value: explicit, source: { kind: 'option' } };
    for (const variable of CONFIG_ENV_VARS[field]) {
      const value = nonEmpty(env[variable]);
      if (value !== undefined) return { value, source: { kind: 'env', variable } };
    }
    for (const { lookup, settings: read } of settings) {
      const found = read[field];
      if (found !== undefined) return { value: found.value, source: { kind: 'file', path: lookup.path, keyPath: found.keyPath } };
    }
    return { value: undefined, source: { kind: 'default' } };
  };

  const [urlVariable, aliasVariable] = CONFIG_ENV_VARS.baseURL;
  const primary = nonEmpty(env[urlVariable]);
  const alias = nonEmpty(env[aliasVariable]);
  if (primary !== undefined && alias !== undefined && serverRoot(primary) !== serverRoot(alias)) {
    warnings.push(`${urlVariable} and ${aliasVariable} name different servers; using ${urlVariable}.`);
  }

  const baseURL = resolveField('baseURL', options.baseURL);
  const apiKey = resolveField('apiKey', options.apiKey);
  const workspaceId = resolveField('workspaceId', options.workspaceId);
  return loadedConfig({
    baseURL: baseURL.value === undefined ? DEFAULT_BASE_URL : serverRoot(baseURL.value),
    apiKey: apiKey.value,
    workspaceId: workspaceId.value ?? DEFAULT_WORKSPACE_ID,
    host,
    sources: { baseURL: baseURL.source, apiKey: apiKey.source, workspaceId: workspaceId.source },
    files,
    warnings,
  });
}

/** The nearest `.honcho/config.json` from `cwd` up, stopping before the home directory (whose file is read as the home one). */
function findRepoConfig(cwd: string, home: string): string | undefined {
  for (let dir = cwd; ; dir = dirname(dir)) {
    if (dir === home) return undefined;
    const candidate = join(dir, CONFIG_FILE_PATH);
    // Anything at the path (a directory, an unreadable file) is the one: reading it says what is wrong.
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) return undefined;
  }
}

type LoadedFields = Omit<LoadedHonchoConfig, 'toClientOptions' | 'toString'>;

/** Describes where a value came from, in words. */
export function describeSource(source: ConfigValueSource): string {
  switch (source.kind) {
    case 'option':
      return 'option';
    case 'env':
      return `env ${source.variable}`;
    case 'file':
      return `${source.path}: ${source.keyPath}`;
    case 'default':
      return 'default';
  }
}

function loadedConfig(fields: LoadedFields): LoadedHonchoConfig {
  const printable = (): Record<string, unknown> => ({ ...fields, apiKey: fields.apiKey === undefined ? undefined : REDACTED });
  const config: LoadedHonchoConfig = {
    ...fields,
    toClientOptions: () => hideKey({ baseURL: fields.baseURL, workspaceId: fields.workspaceId, ...(fields.apiKey !== undefined && { apiKey: fields.apiKey }) }),
    toString: () =>
      [
        `baseURL ${fields.baseURL} (${describeSource(fields.sources.baseURL)})`,
        `apiKey ${fields.apiKey === undefined ? '(none)' : REDACTED} (${describeSource(fields.sources.apiKey)})`,
        `workspaceId ${fields.workspaceId} (${describeSource(fields.sources.workspaceId)})`,
      ].join('\n'),
  };
  Object.defineProperty(config, 'toJSON', { value: printable, enumerable: false });
  Object.defineProperty(config, Symbol.for('nodejs.util.inspect.custom'), { value: printable, enumerable: false });
  return Object.freeze(config);
}

// The options object is as printable as the config it came from: people log what they pass to a client.
function hideKey(options: HonchoConnectionOptions): HonchoConnectionOptions {
  const printable = (): Record<string, unknown> => ({ ...options, ...(options.apiKey !== undefined && { apiKey: REDACTED }) });
  Object.defineProperty(options, 'toJSON', { value: printable, enumerable: false });
  Object.defineProperty(options, Symbol.for('nodejs.util.inspect.custom'), { value: printable, enumerable: false });
  return options;
}

function nonEmpty(value: string | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}
