import { honchoIdIssues } from '@honcho-ai/sdk-core';

/** What `honcho init` writes. Each is optional: what is not given stays as the file has it. */
export interface InitSettings {
  /** The server, written as `environmentUrl` (honcho-cli) and `endpoint.baseUrl` (claude-, cursor-honcho, hermes-agent). */
  readonly url?: string | undefined;
  /** The key, written as root `apiKey`, which every tool reads. */
  readonly apiKey?: string | undefined;
  /** The workspace, written as root `workspace`. */
  readonly workspace?: string | undefined;
}

/** Why `url` cannot be written as the server, or `undefined`. */
export function initUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'must be an absolute http(s) URL such as https://api.honcho.dev or http://localhost:8000';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return `must use http: or https:, not ${parsed.protocol}`;
  if (parsed.username !== '' || parsed.password !== '') return 'must not carry credentials; give the key as the API key';
  if (parsed.search !== '' || parsed.hash !== '') return 'must not have a query string or fragment';
  return undefined;
}

/** Why `key` cannot be written as the API key, or `undefined`. */
export function initKeyProblem(key: string): string | undefined {
  if (key.trim() !== key || key === '') return 'must not be empty or start or end with spaces';
  if (/[\r\n\0]/.test(key)) return 'must not contain line breaks';
  return undefined;
}

/** Why `workspace` cannot be written as the workspace id, or `undefined`: the server's id rule. */
export function initWorkspaceProblem(workspace: string): string | undefined {
  return honchoIdIssues(workspace, 'workspace')[0]?.message;
}

/** Each problem with `settings`, as `[flag, rule]`. */
export function initSettingsProblems(settings: InitSettings): [string, string][] {
  const problems: [string, string][] = [];
  const url = settings.url === undefined ? undefined : initUrlProblem(settings.url);
  if (url !== undefined) problems.push(['--url', url]);
  const key = settings.apiKey === undefined ? undefined : initKeyProblem(settings.apiKey);
  if (key !== undefined) problems.push(['--api-key', key]);
  const workspace = settings.workspace === undefined ? undefined : initWorkspaceProblem(settings.workspace);
  if (workspace !== undefined) problems.push(['--workspace', workspace]);
  return problems;
}
