import type { Readable, Writable } from 'node:stream';
import { confirm, intro, isCancel, password, text } from '@clack/prompts';
import { DEFAULT_BASE_URL } from '@honcho-ai/sdk-core';
import { initKeyProblem, initUrlProblem, initWorkspaceProblem, type InitSettings } from './init-settings.js';

/** The terminal `honcho init` asks on. */
export interface PromptStreams {
  readonly input: Readable;
  readonly output: Writable;
}

/** What the file holds now, shown as each question's default. */
export interface CurrentSettings {
  readonly url?: string | undefined;
  readonly workspace?: string | undefined;
  readonly hasKey: boolean;
}

/**
 * Asks for each setting the flags left out, then whether to write `path`.
 * An empty answer keeps what the file has (for the server: the hosted one
 * when the file names none). Resolves to `undefined` when the user cancels
 * (Ctrl+C, Escape) or declines.
 */
export async function askInitSettings(given: InitSettings, current: CurrentSettings, path: string, streams: PromptStreams): Promise<InitSettings | undefined> {
  const io = { input: streams.input, output: streams.output };
  intro('honcho init', { output: streams.output });
  let url = given.url;
  if (url === undefined) {
    const fallback = current.url ?? DEFAULT_BASE_URL;
    const answer = await text({
      ...io,
      message: 'Honcho server URL',
      placeholder: fallback,
      defaultValue: fallback,
      validate: (value) => (value === undefined || value === '' ? undefined : initUrlProblem(value)),
    });
    if (isCancel(answer)) return undefined;
    url = answer === '' ? fallback : answer;
  }
  let apiKey = given.apiKey;
  if (apiKey === undefined) {
    const answer = await password({
      ...io,
      message: current.hasKey ? 'API key (empty keeps the current one)' : 'API key (empty for a server with authentication off)',
      validate: (value) => (value === undefined || value === '' ? undefined : initKeyProblem(value)),
    });
    if (isCancel(answer)) return undefined;
    apiKey = answer === '' ? undefined : answer;
  }
  let workspace = given.workspace;
  if (workspace === undefined) {
    const answer = await text({
      ...io,
      message: 'Workspace (empty: each tool uses its own, or "default")',
      placeholder: current.workspace ?? '',
      defaultValue: current.workspace ?? '',
      validate: (value) => (value === undefined || value === '' ? undefined : initWorkspaceProblem(value)),
    });
    if (isCancel(answer)) return undefined;
    workspace = answer === '' ? undefined : answer;
  }
  const write = await confirm({ ...io, message: `Write ${path}?` });
  if (isCancel(write) || !write) return undefined;
  return { url, apiKey, workspace };
}
