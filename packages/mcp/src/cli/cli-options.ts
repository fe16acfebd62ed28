import { closestKey, MAX_TOKEN_BUDGET } from '@honcho-ai/sdk/integrations';
import { ORIGIN_RULE, parseOrigin } from '../http/origin-check.js';
import { MCP_TOOLSETS, type McpToolset } from '../server/honcho-mcp-options.js';

/** What `honcho-mcp` was asked to do, from its flags and environment. @internal */
export interface CliOptions {
  readonly help: boolean;
  readonly version: boolean;
  readonly transport: 'stdio' | 'http';
  readonly host: string;
  readonly port: number;
  readonly sessions: boolean;
  /** Web origins served besides loopback ones, as browsers send them. */
  readonly allowedOrigins: readonly string[];
  readonly tools: McpToolset;
  readonly apiKey: string | undefined;
  readonly baseURL: string | undefined;
  readonly workspaceId: string | undefined;
  readonly peerId: string | undefined;
  readonly assistantPeerId: string | undefined;
  readonly sessionId: string | undefined;
  readonly maxTokens: number | undefined;
  readonly timeout: number | undefined;
  readonly maxRetries: number | undefined;
}

/** A command line `honcho-mcp` cannot run with; printed with a pointer to `--help`. @internal */
export class CliUsageError extends Error {
  override readonly name = 'CliUsageError';
}

interface Flag {
  readonly name: string;
  /** The environment variable read when the flag is not given. */
  readonly env?: string;
  readonly value?: string;
  /** Given more than once, every value counts (each may also list several, comma-separated). */
  readonly repeatable?: true;
  readonly help: string;
}

/** Every flag, in the order `--help` lists them. */
export const CLI_FLAGS: readonly Flag[] = [
  { name: 'peer', env: 'HONCHO_PEER_ID', value: 'ID', help: 'The user the memory tools are about (required unless --tools workspace).' },
  { name: 'assistant-peer', env: 'HONCHO_ASSISTANT_PEER_ID', value: 'ID', help: "Whose view of the user the memory tools read and write (default: the user's own)." },
  { name: 'session', env: 'HONCHO_SESSION_ID', value: 'ID', help: 'The conversation the memory tools are in (adds its summary to honcho_context).' },
  { name: 'max-tokens', env: 'HONCHO_MCP_MAX_TOKENS', value: 'N', help: "At most N o200k_base tokens for honcho_context's answer, summary, card and representation included; what is left out is named in it (default: no budget)." },
  { name: 'tools', env: 'HONCHO_MCP_TOOLS', value: MCP_TOOLSETS.join('|'), help: 'memory: the six memory tools (default); workspace: the hosted Honcho MCP server\'s toolset; all: both.' },
  { name: 'url', env: 'HONCHO_URL', value: 'URL', help: 'The Honcho API (default: a .honcho/config.json up from here or in your home, else https://api.honcho.dev).' },
  { name: 'workspace', env: 'HONCHO_WORKSPACE_ID', value: 'ID', help: 'The workspace (default: a .honcho/config.json\'s, else "default"); workspace tools may name another.' },
  { name: 'api-key', env: 'HONCHO_API_KEY', value: 'KEY', help: 'The Honcho API key (default: a .honcho/config.json\'s). Prefer the variable or the file: a flag is visible to other users of the machine.' },
  { name: 'timeout', env: 'HONCHO_TIMEOUT', value: 'MS', help: 'Milliseconds one Honcho call may take, retries included (default 60000).' },
  { name: 'max-retries', env: 'HONCHO_MAX_RETRIES', value: 'N', help: 'Retries of a failed Honcho call, 0-10 (default 2).' },
  { name: 'transport', value: 'stdio|http', help: 'stdio (default), or Streamable HTTP on --host and --port.' },
  { name: 'host', value: 'HOST', help: 'HTTP: the address to listen on (default 127.0.0.1).' },
  { name: 'port', env: 'PORT', value: 'PORT', help: 'HTTP: the port (default 8787).' },
  { name: 'stateless', help: 'HTTP: no MCP sessions; every request is served on its own.' },
  { name: 'allow-origin', value: 'ORIGIN', repeatable: true, help: 'HTTP: a web origin to serve besides loopback, e.g. https://app.example (repeatable or comma-separated); any other Origin, null included, gets 403.' },
  { name: 'help', help: 'Print this help.' },
  { name: 'version', help: 'Print the version.' },
];

/**
 * Reads `honcho-mcp`'s flags, falling back to the environment for each, and
 * checks them. `--name value` and `--name=value` are both accepted.
 *
 * @throws {@link CliUsageError} naming the flag (or variable) and the rule, suggesting the closest flag for an unknown one.
 * @internal
 */
export function parseCliOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): CliOptions {
  const given = new Map<string, string | true>();
  const repeated = new Map<string, string[]>();
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? '';
    if (!arg.startsWith('--')) throw new CliUsageError(`Unexpected argument ${JSON.stringify(arg)}: every option is a --flag.`);
    const [rawName = '', inline] = splitOnce(arg.slice(2));
    const flag = CLI_FLAGS.find((candidate) => candidate.name === rawName);
    if (flag === undefined) throw new CliUsageError(`Unknown option --${rawName}.${suggestion(rawName)}`);
    if (flag.value === undefined) {
      if (inline !== undefined) throw new CliUsageError(`--${flag.name} takes no value.`);
      given.set(flag.name, true);
      continue;
    }
    const value = inline ?? argv[index + 1];
    if (value === undefined || (inline === undefined && value.startsWith('--'))) throw new CliUsageError(`--${flag.name} needs a value (${flag.value}).`);
    if (inline === undefined) index += 1;
    given.set(flag.name, value);
    if (flag.repeatable) repeated.set(flag.name, [...(repeated.get(flag.name) ?? []), ...value.split(',')]);
  }
  const read = (name: string): { value: string; source: string } | undefined => {
    const value = given.get(name);
    if (typeof value === 'string') return { value, source: `--${name}` };
    const variable = CLI_FLAGS.find((flag) => flag.name === name)?.env;
    const fromEnv = variable === undefined ? undefined : env[variable]?.trim();
    return variable !== undefined && fromEnv !== undefined && fromEnv !== '' ? { value: fromEnv, source: variable } : undefined;
  };
  const text = (name: string): string | undefined => read(name)?.value;
  const integer = (name: string, min: number, max: number): number | undefined => {
    const found = read(name);
    if (found === undefined) return undefined;
    const value = Number(found.value);
    if (!/^\d+$/.test(found.value) || value < min || value > max) throw new CliUsageError(`${found.source} must be a whole number from ${min} to ${max}, got ${JSON.stringify(found.value)}.`);
    return value;
  };

  const tools = read('tools');
  if (tools !== undefined && !(MCP_TOOLSETS as readonly string[]).includes(tools.value)) {
    throw new CliUsageError(`${tools.source} must be one of ${MCP_TOOLSETS.join(', ')}, got ${JSON.stringify(tools.value)}.`);
  }
  const allowedOrigins = (repeated.get('allow-origin') ?? []).map((entry) => {
    const origin = parseOrigin(entry.trim());
    if (origin === undefined) throw new CliUsageError(`--allow-origin ${ORIGIN_RULE}, got ${JSON.stringify(entry)}.`);
    return origin;
  });
  const transport = text('transport') ?? 'stdio';
  if (transport !== 'stdio' && transport !== 'http') throw new CliUsageError(`--transport must be stdio or http, got ${JSON.stringify(transport)}.`);
  return {
    help: given.has('help'),
    version: given.has('version'),
    transport,
    host: text('host') ?? '127.0.0.1',
    port: integer('port', 0, 65_535) ?? 8787,
    sessions: !given.has('stateless'),
    allowedOrigins: [...new Set(allowedOrigins)],
    tools: (tools?.value as McpToolset | undefined) ?? 'memory',
    apiKey: text('api-key'),
    baseURL: text('url'),
    workspaceId: text('workspace'),
    peerId: text('peer'),
    assistantPeerId: text('assistant-peer'),
    sessionId: text('session'),
    maxTokens: integer('max-tokens', 1, MAX_TOKEN_BUDGET),
    timeout: integer('timeout', 1, 3_600_000),
    maxRetries: integer('max-retries', 0, 10),
  };
}

/** `--help`'s text. @internal */
export function cliHelp(version: string): string {
  const width = Math.max(...CLI_FLAGS.map((flag) => `--${flag.name}${flag.value === undefined ? '' : ` ${flag.value}`}`.length));
  const lines = CLI_FLAGS.map((flag) => {
    const usage = `--${flag.name}${flag.value === undefined ? '' : ` ${flag.value}`}`.padEnd(width);
    return `  ${usage}  ${flag.help}${flag.env === undefined ? '' : ` [${flag.env}]`}`;
  });
  return [
    `honcho-mcp ${version}: Honcho memory for MCP clients (Claude Desktop, Cursor, VS Code, ...).`,
    '',
    'Usage: npx -y @honcho-ai/mcp --peer <user id> [options]',
    '',
    'Options (each falls back to the environment variable in brackets):',
    ...lines,
    '',
    'Over stdio the server speaks MCP on stdin and stdout and logs to stderr.',
  ].join('\n');
}

function splitOnce(text: string): [string, string | undefined] {
  const at = text.indexOf('=');
  return at === -1 ? [text, undefined] : [text.slice(0, at), text.slice(at + 1)];
}

function suggestion(name: string): string {
  const close = closestKey(name, CLI_FLAGS.map((flag) => flag.name));
  return close === undefined ? ' Run with --help for the options.' : ` Did you mean --${close}?`;
}
