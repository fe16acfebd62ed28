import { HonchoConfigFileError, loadHonchoConfig, type LoadHonchoConfigOptions } from '@honcho-ai/sdk/config';
import { Command, InvalidArgumentError, Option } from 'commander';
import { renderConfig } from '../config/render-config.js';
import { renderCheck, renderVerdict, reportJson } from '../doctor/render-report.js';
import { DEFAULT_DOCTOR_TIMEOUT_MS, DEFAULT_QUEUE_SECONDS, runDoctor } from '../doctor/run-doctor.js';
import { Honcho } from '@honcho-ai/sdk';
import { ImportInputError } from '../import/imported-conversation.js';
import { planImport, type ImportFormat, type ImportPlan } from '../import/plan-import.js';
import { progressLine } from '../import/progress-line.js';
import { readExport } from '../import/read-export.js';
import { runImport } from '../import/run-import.js';
import type { PromptStreams } from '../init/ask-init-settings.js';
import { runInit, type InitFlags } from '../init/run-init.js';
import { VERSION } from '../version.js';

/** Where the program writes, and what it reads: the process's by default, a test's own otherwise. */
export interface ProgramIO {
  readonly stdout: (text: string) => void;
  readonly stderr: (text: string) => void;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly cwd: string;
  readonly homeDir?: string | undefined;
  readonly setExitCode: (code: number) => void;
  /** The terminal to ask questions on (`honcho init`); absent when input or output is not a terminal. */
  readonly prompt?: PromptStreams | undefined;
}

interface ConnectionFlags {
  url?: string;
  apiKey?: string;
  workspace?: string;
  host?: string;
  json?: boolean;
}

function positiveNumber(label: string, max: number): (value: string) => number {
  return (value) => {
    const parsed = Number(value);
    if (!/^\d+(\.\d+)?$/.test(value) || parsed <= 0 || parsed > max) throw new InvalidArgumentError(`${label} must be a number above 0 and at most ${max}.`);
    return parsed;
  };
}

/** The flags every command reads the config with; each wins over the environment and the files. */
function withConnectionFlags(command: Command): Command {
  return command
    .option('--url <url>', 'the Honcho server (over HONCHO_URL and the config files)')
    .option('--workspace <id>', 'the workspace (over HONCHO_WORKSPACE_ID and the config files)')
    .addOption(new Option('--api-key <key>', 'the API key; prefer HONCHO_API_KEY or a config file, since a command line is visible to other users'))
    .option('--host <name>', 'the hosts.<name> block of the config files to read (claude_code, cursor, hermes, ...)')
    .option('--json', 'print the result as JSON');
}

function loaderOptions(flags: ConnectionFlags, io: ProgramIO): LoadHonchoConfigOptions {
  return { baseURL: flags.url, apiKey: flags.apiKey, workspaceId: flags.workspace, host: flags.host, env: io.env, cwd: io.cwd, homeDir: io.homeDir };
}

/**
 * The `honcho` command line: `init`, `config`, `doctor` and `import`, parsed by
 * commander. Exit status: 0 when nothing failed, 1 when a check failed or the
 * config did not load, 2 for a bad command line.
 */
export function createProgram(io: ProgramIO): Command {
  const program = new Command('honcho')
    .description('Set up, check and show your Honcho config, and import conversations. Settings come from flags, then HONCHO_URL / HONCHO_API_KEY / HONCHO_WORKSPACE_ID, then the nearest .honcho/config.json, then ~/.honcho/config.json.')
    .version(VERSION, '-v, --version')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr })
    .showHelpAfterError('(run honcho --help for the commands)');

  program
    .command('init')
    .description('write ~/.honcho/config.json (or, with --local, .honcho/config.json here) in the shape the other Honcho tools read, asking for what the flags leave out')
    .option('--local', 'write .honcho/config.json in this directory, for this project, instead of the home one')
    .option('--url <url>', 'the Honcho server')
    .addOption(new Option('--api-key <key>', 'the API key; prefer answering the question, since a command line is visible to other users'))
    .option('--workspace <id>', 'the workspace')
    .option('--force', 'write an API key even though the file is inside a git work tree')
    .option('-y, --yes', 'ask nothing: write what the flags give')
    .option('--json', 'print what was written as JSON')
    .action((flags: InitFlags) => runInit(flags, io));

  withConnectionFlags(program.command('config').description('print the resolved config, the key redacted, with where each value came from')).action((flags: ConnectionFlags) => {
    try {
      const config = loadHonchoConfig(loaderOptions(flags, io));
      io.stdout(`${flags.json ? JSON.stringify(config, null, 2) : renderConfig(config)}\n`);
    } catch (error) {
      if (!HonchoConfigFileError.isInstance(error)) throw error;
      if (flags.json) io.stdout(`${JSON.stringify({ error: { kind: error.name, message: error.message, path: error.path, line: error.line ?? null, column: error.column ?? null, keyPath: error.keyPath ?? null } }, null, 2)}\n`);
      else io.stderr(`honcho: ${error.message}\n`);
      io.setExitCode(1);
    }
  });

  withConnectionFlags(program.command('doctor').description('check the setup end to end: config, DNS, TCP, TLS, version, /health, key, workspace, deriver queue, webhooks, features'))
    .addOption(new Option('--timeout <ms>', 'milliseconds each network step may take').default(DEFAULT_DOCTOR_TIMEOUT_MS).argParser(positiveNumber('--timeout', 600_000)))
    .option('--no-chat', 'skip the one chat (lowest reasoning level) that checks whether answers carry evidence')
    .addOption(new Option('--queue-seconds <s>', 'seconds to watch a non-empty deriver queue for movement').default(DEFAULT_QUEUE_SECONDS).argParser(positiveNumber('--queue-seconds', 600)))
    .action(async (flags: ConnectionFlags & { timeout: number; queueSeconds: number; chat: boolean }) => {
      const report = await runDoctor({
        ...loaderOptions(flags, io),
        timeoutMs: flags.timeout,
        queueSeconds: flags.queueSeconds,
        chat: flags.chat,
        onCheck: flags.json ? undefined : (check) => io.stdout(`${renderCheck(check)}\n`),
      });
      io.stdout(flags.json ? `${reportJson(report)}\n` : `${renderVerdict(report)}\n`);
      io.setExitCode(report.ok ? 0 : 1);
    });
  withConnectionFlags(program.command('import').argument('<file>', 'a ChatGPT or Claude conversations.json, or a .jsonl history').description('import conversations into Honcho, each message once: a rerun or a resume adds nothing twice'))
    .addOption(new Option('--format <format>', 'the export format (default: told from the file)').choices(['chatgpt', 'claude', 'jsonl']))
    .option('--user <id>', "the peer the export's user messages are written as", 'user')
    .option('--assistant <id>', "the peer the export's assistant messages are written as", 'assistant')
    .option('--session <id>', 'for a .jsonl history without sessionId fields: the session (default: the file name)')
    .option('--dry-run', 'print what would be written, and write nothing')
    .action(async (file: string, flags: ConnectionFlags & { format?: ImportFormat; user: string; assistant: string; session?: string; dryRun?: boolean }) => {
      const peers = { userId: flags.user, assistantId: flags.assistant };
      let plan: ImportPlan;
      try {
        const read = await readExport(file, { format: flags.format, session: flags.session });
        plan = planImport(read.format, read.conversations, peers);
      } catch (error) {
        if (!ImportInputError.isInstance(error)) throw error;
        io.stderr(`honcho import: ${error.message}\n`);
        io.setExitCode(1);
        return;
      }
      if (flags.dryRun) {
        io.stdout(flags.json ? `${JSON.stringify(dryRunReport(plan), null, 2)}\n` : renderDryRun(plan));
        return;
      }
      const config = loadHonchoConfig(loaderOptions(flags, io));
      const honcho = new Honcho(config.toClientOptions());
      const started = Date.now();
      let lastLine = 0;
      const done = await runImport(honcho, plan, peers, {
        onProgress: (progress) => {
          // A line a second at most, and the last one: the output stays readable in a log as on a terminal.
          if (flags.json || (Date.now() - lastLine < 1_000 && progress.messagesDone < progress.messages)) return;
          lastLine = Date.now();
          io.stderr(`${progressLine(progress, Date.now() - started)}\n`);
        },
      });
      io.stdout(
        flags.json
          ? `${JSON.stringify({ ...done, skipped: plan.skipped, split: plan.split }, null, 2)}\n`
          : `Imported ${done.messagesDone} messages in ${done.sessionsDone} sessions: ${done.sent} written, ${done.alreadyWritten} already there.\n`,
      );
    });
  return program;
}

function dryRunReport(plan: ImportPlan): Record<string, unknown> {
  return {
    format: plan.format,
    messages: plan.messages,
    skipped: plan.skipped,
    split: plan.split,
    sessions: plan.sessions.map((session) => ({ sessionId: session.sessionId, title: session.title ?? null, messages: session.messages.length, skipped: session.skipped })),
  };
}

function renderDryRun(plan: ImportPlan): string {
  const lines = plan.sessions.map((session) => `  ${session.sessionId}  ${session.messages.length} messages${session.title === undefined ? '' : `  "${session.title}"`}`);
  return `Would write ${plan.messages} messages in ${plan.sessions.length} sessions (${plan.format} export; ${plan.skipped} left out, ${plan.split} split to fit):\n${lines.join('\n')}\nNothing was written (--dry-run).\n`;
}

/**
 * Runs the `honcho` command line with `argv` (without the node and script
 * paths). Resolves once the command is done; the exit status is set through
 * `io.setExitCode`.
 */
export async function runCli(argv: readonly string[], io: ProgramIO): Promise<void> {
  const program = createProgram(io);
  try {
    await program.parseAsync([...argv], { from: 'user' });
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('commander.')) {
      // Help and version are exits too, with status 0; every other commander exit is a bad command line.
      io.setExitCode(code === 'commander.helpDisplayed' || code === 'commander.version' || code === 'commander.help' ? 0 : 2);
      return;
    }
    throw error;
  }
}
