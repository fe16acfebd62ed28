import { honchoId, inputIssues } from '@honcho-ai/sdk-core';
import { configUrlProblem } from '@honcho-ai/sdk/config';

/** What `honcho init` writes. Each is optional: what is not given stays as the file has it. */
export interface InitSettings {
  /** The server, written as `environmentUrl` (honcho-cli) and `endpoint.baseUrl` (claude-, cursor-honcho, hermes-agent). */
  readonly url?: string | undefined;
  /** The key, written as root `apiKey`, which every tool reads. */
  readonly apiKey?: string | undefined;
  /** The workspace, written as root `workspace`. */
  readonly workspace?: string | undefined;
}

/** Why `key` cannot be written as the API key, or `undefined`. */
export function initKeyProblem(key: string): string | undefined {
  if (key.trim() !== key || key === '') return 'must not be empty or start or end with spaces';
  if (/[\r\n\0]/.test(key)) return 'must not contain line breaks';
  return undefined;
}

const WORKSPACE_ID = honchoId();

/** Why `workspace` cannot be written as the workspace id, or `undefined`: the server's id rule. */
export function initWorkspaceProblem(workspace: string): string | undefined {
  return inputIssues(WORKSPACE_ID, workspace)[0]?.message;
}

/** Each problem with `settings`, as `[flag, rule]`. */
export function initSettingsProblems(settings: InitSettings): [string, string][] {
  const problems: [string, string][] = [];
  // The rule the config loader reads a URL by, so what init writes is what every reader accepts.
  const url = settings.url === undefined ? undefined : configUrlProblem(settings.url);
  if (url !== undefined) problems.push(['--url', url]);
  const key = settings.apiKey === undefined ? undefined : initKeyProblem(settings.apiKey);
  if (key !== undefined) problems.push(['--api-key', key]);
  const workspace = settings.workspace === undefined ? undefined : initWorkspaceProblem(settings.workspace);
  if (workspace !== undefined) problems.push(['--workspace', workspace]);
  return problems;
}
