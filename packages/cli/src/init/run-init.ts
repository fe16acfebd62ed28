import { homedir } from 'node:os';
import { join } from 'node:path';
import { CONFIG_FILE_PATH, configFileSettings, describeSource, HonchoConfigFileError, loadHonchoConfig, readConfigFile } from '@honcho-ai/sdk/config';
import type { ProgramIO } from '../cli/program.js';
import { askInitSettings } from './ask-init-settings.js';
import { initSettingsProblems, type InitSettings } from './init-settings.js';
import { ConfigWriteRefusedError, writeConfigFile } from './write-config-file.js';

/** The flags of `honcho init`. */
export interface InitFlags {
  readonly local?: boolean;
  readonly url?: string;
  readonly apiKey?: string;
  readonly workspace?: string;
  readonly force?: boolean;
  readonly yes?: boolean;
  readonly json?: boolean;
}

/**
 * `honcho init`: checks the flags (exit 2 for a bad one), asks for the rest
 * when there is a terminal and no `--yes`, writes the file, then reads the
 * config back to say which written value the environment or a nearer file
 * overrides. Exit 1 when the file was not written.
 */
export async function runInit(flags: InitFlags, io: ProgramIO): Promise<void> {
  const path = join(flags.local ? io.cwd : (io.homeDir ?? homedir()), CONFIG_FILE_PATH);
  const given: InitSettings = { url: flags.url, apiKey: flags.apiKey, workspace: flags.workspace };
  const problems = initSettingsProblems(given);
  if (problems.length > 0) {
    for (const [flag, rule] of problems) io.stderr(`honcho init: ${flag} ${rule}\n`);
    io.setExitCode(2);
    return;
  }
  try {
    let settings = given;
    if (io.prompt !== undefined && !flags.yes) {
      // What the file says now, read as the loader reads it (every tool's spelling), as each question's default.
      const file = readConfigFile(path);
      const current = file === undefined ? undefined : configFileSettings(file, undefined);
      const asked = await askInitSettings(
        given,
        { url: current?.baseURL?.value, workspace: current?.workspaceId?.value, hasKey: current?.apiKey !== undefined },
        path,
        io.prompt,
      );
      if (asked === undefined) {
        io.stderr('honcho init: cancelled; nothing was written\n');
        io.setExitCode(1);
        return;
      }
      settings = asked;
    }
    const write = writeConfigFile(path, settings, { force: flags.force });
    const resolved = loadHonchoConfig({ env: io.env, cwd: io.cwd, homeDir: io.homeDir });
    const overridden = (['baseURL', 'apiKey', 'workspaceId'] as const)
      .filter((field) => (field === 'baseURL' ? settings.url : field === 'apiKey' ? settings.apiKey : settings.workspace) !== undefined)
      .filter((field) => {
        const source = resolved.sources[field];
        return source.kind !== 'file' || source.path !== path;
      })
      .map((field) => `${field} comes from ${describeSource(resolved.sources[field])}, which wins over this file`);
    if (flags.json) {
      io.stdout(`${JSON.stringify({ path: write.path, created: write.created, wrote: write.wrote, kept: write.kept, notes: overridden }, null, 2)}\n`);
      return;
    }
    const shown = write.wrote.map((keyPath) => `${keyPath} = ${keyPath === 'apiKey' ? '***' : keyPath === 'workspace' ? settings.workspace : settings.url}`);
    io.stdout(`${write.created ? 'Created' : 'Updated'} ${write.path} (readable by you alone):\n${shown.map((line) => `  ${line}\n`).join('')}`);
    if (write.kept.length > 0) io.stdout(`Kept as they were: ${write.kept.join(', ')}\n`);
    for (const note of overridden) io.stdout(`Note: ${note}.\n`);
    io.stdout('Run honcho doctor to check the setup.\n');
  } catch (error) {
    if (!HonchoConfigFileError.isInstance(error) && !ConfigWriteRefusedError.isInstance(error)) throw error;
    io.stderr(`honcho init: ${error.message}\n`);
    io.setExitCode(1);
  }
    }
