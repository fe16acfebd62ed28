import { chmodSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { HonchoError } from '@honcho-ai/sdk-core';
import { readConfigFile } from '@honcho-ai/sdk/config';
import { gitWorkTreeOf } from './git-work-tree.js';
import type { InitSettings } from './init-settings.js';

/** Why `honcho init` wrote nothing. */
export type ConfigWriteRefusal = 'key-in-git-work-tree' | 'nothing-to-write';

/**
 * `honcho init` refused to write: the file would put a key inside a git work
 * tree (without `--force`), or there was nothing to write. The file is as it was.
 */
export class ConfigWriteRefusedError extends HonchoError {
  static override readonly kind: string = 'ConfigWriteRefusedError';
  readonly path: string;
  readonly reason: ConfigWriteRefusal;

  constructor(path: string, reason: ConfigWriteRefusal, message: string) {
    super(message, 0, { code: reason });
    this.path = path;
    this.reason = reason;
  }
}

/** What {@link writeConfigFile} did. */
export interface ConfigWrite {
  readonly path: string;
  /** Whether the file was new. */
  readonly created: boolean;
  /** The key paths written, e.g. `environmentUrl`, `endpoint.baseUrl`, `apiKey`, `workspace`. */
  readonly wrote: readonly string[];
  /** Top-level keys the file had that were kept as they were (other tools' settings). */
  readonly kept: readonly string[];
}

/** Options for {@link writeConfigFile}. */
export interface WriteConfigFileOptions {
  /** Write a key even though the file is inside a git work tree. */
  readonly force?: boolean | undefined;
}

/**
 * Writes `settings` into the config file at `path`, in the shapes the other
 * tools read: the server as `environmentUrl` (honcho-cli) and
 * `endpoint.baseUrl` (claude-honcho, cursor-honcho, hermes-agent; an
 * `endpoint.environment` there goes, since it names a server too), the key as
 * root `apiKey`, the workspace as root `workspace`. Every other key of an
 * existing file is kept, `hosts` blocks included. The file is written whole
 * to a temporary file beside it and renamed over it, with mode 600 (its
 * directory 700), so a reader never sees half a file and other users cannot
 * read the key.
 *
 * @throws `HonchoConfigFileError` when the existing file cannot be read or
 *   parsed (it is left as it is); {@link ConfigWriteRefusedError} when the
 *   file would hold a key inside a git work tree and `force` is not set, or
 *   when `settings` is empty.
 */
export function writeConfigFile(path: string, settings: InitSettings, options: WriteConfigFileOptions = {}): ConfigWrite {
  const existing = readConfigFile(path);
  const wrote: string[] = [];
  if (settings.url === undefined && settings.apiKey === undefined && settings.workspace === undefined) {
    throw new ConfigWriteRefusedError(path, 'nothing-to-write', `nothing to write to ${path}: give --url, --api-key or --workspace, or run honcho init in a terminal to be asked`);
  }
  const data: Record<string, unknown> = { ...(existing?.data ?? {}) };
  if (settings.url !== undefined) {
    data['environmentUrl'] = settings.url;
    const endpoint = data['endpoint'];
    // The rest of claude-honcho's endpoint block stays, but not its `environment`: a second way of naming the
    // server, which would contradict the URL just written.
    const { environment: _replaced, ...rest } = typeof endpoint === 'object' && endpoint !== null && !Array.isArray(endpoint) ? (endpoint as Record<string, unknown>) : {};
    data['endpoint'] = { ...rest, baseUrl: settings.url };
    wrote.push('environmentUrl', 'endpoint.baseUrl');
  }
  if (settings.apiKey !== undefined) {
    data['apiKey'] = settings.apiKey;
    wrote.push('apiKey');
  }
  if (settings.workspace !== undefined) {
    data['workspace'] = settings.workspace;
    wrote.push('workspace');
  }

  const written = new Set(wrote.map((keyPath) => keyPath.split('.')[0]));
  const kept = Object.keys(existing?.data ?? {}).filter((key) => !written.has(key));

  const folder = dirname(path);
  const workTree = gitWorkTreeOf(dirname(folder));
  if (workTree !== undefined && holdsKey(data) && options.force !== true) {
    throw new ConfigWriteRefusedError(
      path,
      'key-in-git-work-tree',
      `${path} is inside the git work tree ${workTree}, and it would hold an API key, which a commit could publish. ` +
        'Keep the key in HONCHO_API_KEY or ~/.honcho/config.json, or add .honcho/ to .gitignore and pass --force.',
    );
  }

  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    writeFileSync(temporary, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
    renameSync(temporary, path);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  // A file that existed keeps its mode through the rename only if it was ours; make sure of it.
  chmodSync(path, 0o600);
  return { path, created: existing === undefined, wrote, kept };
}

/** Whether the document has an API key anywhere a tool reads one: the root or a `hosts` block. */
function holdsKey(data: Record<string, unknown>): boolean {
  if (typeof data['apiKey'] === 'string' && data['apiKey'] !== '') return true;
  const hosts = data['hosts'];
  if (typeof hosts !== 'object' || hosts === null) return false;
  return Object.values(hosts).some((block) => typeof block === 'object' && block !== null && typeof (block as Record<string, unknown>)['apiKey'] === 'string');
}
