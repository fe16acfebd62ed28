import { parseArgs } from 'node:util';
import type { InspectorOptions } from '../server/start-inspector.js';

/** What the `honcho-inspector` command line asks for. */
export interface InspectorCliOptions extends InspectorOptions {
  readonly help: boolean;
  readonly version: boolean;
}

/** A command line the inspector cannot run with; the message names the flag. */
export class InspectorUsageError extends Error {
  override readonly name = 'InspectorUsageError';
}

/** The `--help` text. */
export const INSPECTOR_USAGE = `Usage: honcho-inspector [options]

Serves a local web inspector of what a Honcho server (or the emulator) holds:
workspaces, peers, sessions, messages, conclusions, cards, representations,
summaries, context, search, the queue, and chat with its evidence. It prints
the URL to open; the URL carries a token that every API call needs.

Options:
      --url <url>             The Honcho server (default: HONCHO_URL, else a config file's, else
                              https://api.honcho.dev)
      --workspace <id>        The workspace to open on (default: HONCHO_WORKSPACE_ID, else a config
                              file's, else "default")
      --api-key <key>         The API key (default: HONCHO_API_KEY, else a config file's; prefer those,
                              since a command line is visible to other users of the machine)
  -p, --port <n>              Port to listen on (default 8100; 0 picks a free one)
      --host <address>        Loopback address to listen on: 127.0.0.1 (default), localhost or ::1
      --allow-writes          Offer deleting conclusions and editing cards (each asks first);
                              without it the inspector changes nothing
  -h, --help                  Show this help
  -v, --version               Print the version

The config files are the ones the other Honcho tools write: the nearest
.honcho/config.json up from the working directory, then ~/.honcho/config.json.
The key stays in this process: the browser never receives it.
`;

/** The inspector's default port (the emulator's is 8000). */
export const DEFAULT_INSPECTOR_PORT = 8100;

/**
 * Reads the command line. The flags are the explicit options: the environment
 * and the config files are read by `startInspector` through
 * `@honcho-ai/sdk/config`, so both ways of starting the inspector see the same.
 */
export function parseInspectorArgs(argv: readonly string[]): InspectorCliOptions {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        url: { type: 'string' },
        workspace: { type: 'string' },
        'api-key': { type: 'string' },
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        'allow-writes': { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
      },
    });
  } catch (error) {
    throw new InspectorUsageError(error instanceof Error ? error.message : String(error));
  }
  const { values } = parsed;
  const port = values.port === undefined ? DEFAULT_INSPECTOR_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new InspectorUsageError(`--port: must be a whole number from 0 to 65535, got "${values.port}"`);
  const url = nonEmpty(values.url);
  if (url !== undefined && !/^https?:\/\/[^/]/.test(url)) throw new InspectorUsageError(`--url: must be an http(s) URL, got "${url}"`);
  return {
    baseURL: url,
    workspaceId: nonEmpty(values.workspace),
    apiKey: nonEmpty(values['api-key']),
    port,
    host: values.host ?? '127.0.0.1',
    allowWrites: values['allow-writes'] === true,
    help: values.help === true,
    version: values.version === true,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}
