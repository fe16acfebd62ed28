import { DEFAULT_BASE_URL, honchoId, inputIssues, LOCAL_BASE_URL, type InputSpec, z } from '@honcho-ai/sdk-core';
import { HonchoConfigFileError } from './honcho-config-file-error.js';
import type { ParsedConfigFile } from './read-config-file.js';

/** A value one config file gives, and the key path it came from. */
export interface ConfigFileValue {
  readonly value: string;
  /** Dotted key path in the file, e.g. `hosts.claude_code.endpoint.baseUrl`. */
  readonly keyPath: string;
}

/** What one config file says about the three connection settings, for one host (or none). */
export interface ConfigFileSettings {
  readonly baseURL: ConfigFileValue | undefined;
  readonly apiKey: ConfigFileValue | undefined;
  readonly workspaceId: ConfigFileValue | undefined;
  /** Problems worth telling a user that do not stop the load (two URLs that disagree, a block not chosen). */
  readonly warnings: readonly string[];
}

type Field = 'baseURL' | 'apiKey' | 'workspaceId';

/**
 * The keys each public tool writes, in the order they are tried within one
 * block (a `hosts.<name>` block, then the file's root). The tools disagree on
 * spelling, so every spelling is read (decision 0024):
 * - `honcho-cli`: root `apiKey` and `environmentUrl`;
 * - claude-honcho and cursor-honcho: root `apiKey`, `endpoint.baseUrl` or `endpoint.environment`, `hosts.<name>.workspace`;
 * - hermes-agent: `hosts.<name>.baseUrl` (or `base_url`), root `baseUrl`, `apiKey` and `workspace` in either;
 * - openclaw-honcho: `baseUrl`, `apiKey` and `workspaceId`.
 */
const URL_KEYS = ['baseUrl', 'base_url', 'endpoint.baseUrl', 'environmentUrl'] as const;
const WORKSPACE_KEYS = ['workspaceId', 'workspace'] as const;
const workspaceIdSpec = honchoId();

/**
 * Reads the connection settings of one parsed config file: the `hosts.<host>`
 * block first (when `host` is given and the block exists), then the root.
 * Checks the type of every key it reads, naming the key path and its place.
 *
 * @throws {@link HonchoConfigFileError} for a known key of the wrong type or an unusable URL.
 */
export function configFileSettings(file: ParsedConfigFile, host: string | undefined): ConfigFileSettings {
  const warnings: string[] = [];
  const fail = (keyPath: string, problem: string): HonchoConfigFileError => new HonchoConfigFileError({ path: file.path, ...file.position(keyPath), keyPath }, problem);

  const objectAt = (block: Record<string, unknown>, key: string, keyPath: string): Record<string, unknown> | undefined => {
    const value = block[key];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) throw fail(keyPath, `must be an object, not ${kindOf(value)}`);
    return value as Record<string, unknown>;
  };
  const stringAt = (block: Record<string, unknown>, key: string, keyPath: string): string | undefined => {
    const value = block[key];
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') throw fail(keyPath, `must be a string, not ${kindOf(value)}`);
    return value;
  };

  const hosts = objectAt(file.data, 'hosts', 'hosts');
  const scopes: { block: Record<string, unknown>; prefix: string }[] = [];
  if (host !== undefined) {
    const hostBlock = hosts === undefined ? undefined : objectAt(hosts, host, `hosts.${host}`);
    if (hostBlock !== undefined) scopes.push({ block: hostBlock, prefix: `hosts.${host}.` });
  }
  scopes.push({ block: file.data, prefix: '' });

  const read = (field: Field): ConfigFileValue | undefined => {
    for (const { block, prefix } of scopes) {
      const found = field === 'baseURL' ? urlIn(block, prefix) : field === 'apiKey' ? keyIn(block, prefix) : workspaceIn(block, prefix);
      if (found !== undefined) return found;
    }
    return undefined;
  };

  const urlIn = (block: Record<string, unknown>, prefix: string): ConfigFileValue | undefined => {
    const endpoint = objectAt(block, 'endpoint', `${prefix}endpoint`);
    const candidates: ConfigFileValue[] = [];
    for (const key of URL_KEYS) {
      const keyPath = `${prefix}${key}`;
      const value = key === 'endpoint.baseUrl' ? (endpoint === undefined ? undefined : stringAt(endpoint, 'baseUrl', keyPath)) : stringAt(block, key, keyPath);
      if (value === undefined) continue;
      const [issue] = inputIssues(configUrlSpec, value);
      if (issue !== undefined) throw fail(keyPath, issue.message);
      candidates.push({ value: serverRoot(value), keyPath });
    }
    const environment = endpoint === undefined ? undefined : stringAt(endpoint, 'environment', `${prefix}endpoint.environment`);
    if (environment !== undefined) {
      if (environment !== 'local' && environment !== 'production') throw fail(`${prefix}endpoint.environment`, `must be "local" or "production", not ${JSON.stringify(environment)}`);
      candidates.push({ value: environment === 'local' ? LOCAL_BASE_URL : DEFAULT_BASE_URL, keyPath: `${prefix}endpoint.environment` });
    }
    const [chosen] = candidates;
    const others = candidates.filter((candidate) => candidate.value !== chosen?.value);
    if (chosen !== undefined && others.length > 0) {
      warnings.push(
        `${file.path} names more than one server: ${candidates.map((candidate) => `${candidate.keyPath} = ${candidate.value}`).join(', ')}; using ${chosen.keyPath}. Remove the others so every tool reads the same one.`,
      );
    }
    return chosen;
  };

  const keyIn = (block: Record<string, unknown>, prefix: string): ConfigFileValue | undefined => {
    const keyPath = `${prefix}apiKey`;
    const value = stringAt(block, 'apiKey', keyPath);
    if (value !== undefined && /[\r\n\0]/.test(value)) throw fail(keyPath, 'must not contain line breaks');
    if (value === undefined && prefix === '' && objectAt(block, 'oauth', 'oauth') !== undefined) {
      warnings.push(`${file.path} has an oauth login (honcho-cli's); it is not read, since honcho-cli refreshes it. Set apiKey or HONCHO_API_KEY.`);
    }
    return value === undefined ? undefined : { value, keyPath };
  };

  const workspaceIn = (block: Record<string, unknown>, prefix: string): ConfigFileValue | undefined => {
    for (const key of WORKSPACE_KEYS) {
      const keyPath = `${prefix}${key}`;
      const value = stringAt(block, key, keyPath);
      if (value === undefined) continue;
      const [issue] = inputIssues(workspaceIdSpec, value);
      if (issue !== undefined) throw fail(keyPath, issue.message);
      return { value, keyPath };
    }
    return undefined;
  };

  const settings = { baseURL: read('baseURL'), apiKey: read('apiKey'), workspaceId: read('workspaceId') };
  if (host !== undefined && hosts?.[host] === undefined) {
    warnings.push(`${file.path} has no hosts.${host} block; its root values are used.`);
  }
  if (host === undefined && hosts !== undefined) {
    for (const [name, block] of Object.entries(hosts)) {
      if (typeof block !== 'object' || block === null) continue;
      const set = ['baseUrl', 'base_url', 'endpoint', 'apiKey', 'workspaceId', 'workspace'].filter((key) => (block as Record<string, unknown>)[key] !== undefined);
      if (set.length > 0) warnings.push(`${file.path}: hosts.${name} sets ${set.join(', ')}, not used because no host was chosen (pass host: '${name}', or --host ${name}).`);
    }
  }
  return { ...settings, warnings };
}

/** A config file's URL: the rule the loader reads it by, and `honcho init` writes it by. */
export const configUrlSpec: InputSpec<string> = z.string().check(
  z.refine((value: string) => parsedURL(value) !== undefined, { error: 'must be an absolute http(s) URL such as https://api.honcho.dev', abort: true }),
  z.refine((value: string) => ['http:', 'https:'].includes(parsedURL(value)?.protocol ?? ''), {
    error: (issue) => `must use http: or https:, not ${parsedURL(issue.input as string)?.protocol ?? ''}`,
    abort: true,
  }),
  z.refine((value: string) => parsedURL(value)?.username === '' && parsedURL(value)?.password === '', {
    error: 'must not carry credentials; put the key in apiKey',
    abort: true,
  }),
);

/** What is wrong with a config file's URL by {@link configUrlSpec}, or `undefined`: a prompt's `validate`. */
export function configUrlProblem(value: string): string | undefined {
  return inputIssues(configUrlSpec, value)[0]?.message;
}

/** As the SDK reads a base URL: no trailing slash, no final `/v3` (claude-honcho writes `…/v3`). */
export function serverRoot(url: string): string {
  return url.replace(/\/+$/, '').replace(/\/v3$/, '');
}

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'an array';
  if (value === null) return 'null';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

function parsedURL(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}
