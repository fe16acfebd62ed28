import { parseArgs } from 'node:util';
import { EMULATOR_SERVER_PROFILES, type EmulatorServerProfile } from '../emulator/server-profile.js';
import type { FaultRule } from '../faults/fault-rule.js';

/** What the `honcho-emulator` command line asks for. */
export interface CliOptions {
  port: number;
  hostname: string;
  apiKey?: string;
  /** Path of a JSON seed file. */
  seedFile?: string;
  /** The server to behave as (`--server`); set only when given (the emulator's default is `extended`). */
  server?: EmulatorServerProfile;
  /** Answer cross-origin browser requests (`--cors`); set only when given. */
  cors?: true;
  /** Sign and deliver webhook events with this secret (`--webhook-secret`). */
  webhookSecret?: string;
  /** Accept and deliver to receivers on this machine (`--allow-loopback-webhooks`); set only when given. */
  allowLoopbackWebhooks?: true;
  /** One rule built from the fault flags, when any was given. */
  fault?: FaultRule;
  /** Serve the stand-in OpenAI-compatible model provider instead of the emulator (`--model-provider`); set only when given. */
  modelProvider?: true;
  /** The model provider's default embedding length (`--embedding-dimensions`). */
  embeddingDimensions?: number;
  /** Serve the inspector (@honcho-ai/inspector) beside the emulator (`--inspector`); set only when given. */
  inspector?: true;
  /** The inspector's port (`--inspector-port`; default 8100). */
  inspectorPort?: number;
  /** The workspace the inspector opens on (`--inspector-workspace`). */
  inspectorWorkspace?: string;
  quiet: boolean;
  help: boolean;
  version: boolean;
}

/** The `--help` text. */
export const CLI_USAGE = `Usage: honcho-emulator [options]

       honcho-emulator --model-provider [options]

Runs an in-memory Honcho v3 server (the emulator from @honcho-ai/testing), or
with --model-provider a deterministic, offline OpenAI-compatible model provider
(POST /v1/chat/completions, POST /v1/responses, POST /v1/embeddings,
GET /v1/models) to point a server that needs an LLM and embeddings at, or an
app's OpenAI client (OPENAI_BASE_URL).

Options:
  -p, --port <n>              Port to listen on (default 8000, 8080 with --model-provider; 0 picks a free one)
      --host <address>        Interface to bind (default 127.0.0.1)
      --api-key <key>         Require "Authorization: Bearer <key>" and enable POST /v3/keys
                              (with --model-provider: only require the key)
      --model-provider        Serve the stand-in model provider instead of the emulator
      --embedding-dimensions <n>  Embedding length when a request sends no "dimensions" (default 1536;
                              --model-provider only)
      --seed <file.json>      Load workspaces, peers, sessions, messages and conclusions at start
      --server <profile>      The server to behave as: "extended" (default) is server 3.0.12 plus what
                              @honcho-ai/sdk 2.5 calls and it lacks (evidence in chat answers,
                              workspace chat, GET conclusions/{id}, /v1/chat/completions);
                              "3.0.12" is the recorded server 3.0.12 without them
      --cors                  Let web pages from any origin call the emulator (CORS headers, preflights)
      --webhook-secret <s>    Deliver webhook events (queue.empty, test.event) to registered endpoints,
                              signed with this secret as the server's WEBHOOK_SECRET signs them
      --allow-loopback-webhooks  Accept webhook endpoints on this machine (127.0.0.1, [::1], localhost)
                              and deliver to them; the server refuses loopback addresses
      --inspector             Also serve the inspector, a web UI of what the emulator holds (needs the
                              package @honcho-ai/inspector installed); prints the URL to open
      --inspector-port <n>    The inspector's port (default 8100; 0 picks a free one)
      --inspector-workspace <id>  The workspace the inspector opens on (default "default")
  -q, --quiet                 Print nothing but the URL line
  -h, --help                  Show this help
  -v, --version               Print the version

Fault injection (one rule, applied to requests matching --fault-method/--fault-path;
also with --model-provider):
      --latency <ms|min-max>  Delay every matching request (fixed, or uniform in a range)
      --fail-rate <0..1>      Fail this fraction of matching requests
      --fail-status <code>    Status of injected failures (default 503)
      --retry-after <s>       Retry-After header on injected failures
      --drop <before|after>   Drop connections before or after handling
      --drop-rate <0..1>      Fraction of matching requests to drop (default 1)
      --cut-stream-after <n>  Break event streams after n events
      --stall-stream-after <n>  Stop event streams after n events, leaving them open
      --fault-times <n>       Stop injecting after n faults
      --fault-method <M,...>  Only requests with these methods (e.g. POST or GET,POST)
      --fault-path <regex>    Only requests whose path matches (e.g. "/messages$")
      --fault-seed <n>        Seed for the fault PRNG (default 0)

Examples:
  honcho-emulator --port 8000
  honcho-emulator --port 0 --api-key secret --seed fixtures/demo.json
  honcho-emulator --server 3.0.12
  honcho-emulator --inspector
  honcho-emulator --webhook-secret test-secret --allow-loopback-webhooks
  honcho-emulator --fail-rate 0.2 --fail-status 503 --retry-after 1 --fault-path "/messages$"
  honcho-emulator --cut-stream-after 3 --fault-path "/chat$"
  honcho-emulator --model-provider --port 8080 --embedding-dimensions 1536
`;

/** A command-line problem; the CLI prints the message and exits with status 2. */
export class CliUsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliUsageError';
  }
}

function number(name: string, value: string | undefined, check: (n: number) => boolean, rule: string): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed) || !check(parsed)) throw new CliUsageError(`--${name} must be ${rule}, got "${value}"`);
  return parsed;
}

const whole = (n: number) => Number.isInteger(n) && n >= 0;
const fraction = (n: number) => n >= 0 && n <= 1;

/** Parses `honcho-emulator` arguments; throws {@link CliUsageError} on bad input. */
export function parseCliArgs(argv: readonly string[]): CliOptions {
  let values: Record<string, string | boolean | undefined>;
  try {
    values = parseArgs({
      args: [...argv],
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string', short: 'p' },
        host: { type: 'string' },
        'api-key': { type: 'string' },
        seed: { type: 'string' },
        server: { type: 'string' },
        cors: { type: 'boolean' },
        'webhook-secret': { type: 'string' },
        'allow-loopback-webhooks': { type: 'boolean' },
        'model-provider': { type: 'boolean' },
        'embedding-dimensions': { type: 'string' },
        inspector: { type: 'boolean' },
        'inspector-port': { type: 'string' },
        'inspector-workspace': { type: 'string' },
        quiet: { type: 'boolean', short: 'q' },
        help: { type: 'boolean', short: 'h' },
        version: { type: 'boolean', short: 'v' },
        latency: { type: 'string' },
        'fail-rate': { type: 'string' },
        'fail-status': { type: 'string' },
        'retry-after': { type: 'string' },
        drop: { type: 'string' },
        'drop-rate': { type: 'string' },
        'cut-stream-after': { type: 'string' },
        'stall-stream-after': { type: 'string' },
        'fault-times': { type: 'string' },
        'fault-method': { type: 'string' },
        'fault-path': { type: 'string' },
        'fault-seed': { type: 'string' },
      },
    }).values;
  } catch (error) {
    throw new CliUsageError(error instanceof Error ? error.message : String(error));
  }
  const text = (name: string) => values[name] as string | undefined;
  const modelProvider = values['model-provider'] === true;
  const port = number('port', text('port'), (n) => whole(n) && n <= 65535, 'a port number (0-65535)') ?? (modelProvider ? 8080 : 8000);
  const dimensions = number('embedding-dimensions', text('embedding-dimensions'), (n) => Number.isInteger(n) && n >= 1 && n <= 16_384, 'an integer from 1 to 16384');
  if (dimensions !== undefined && !modelProvider) throw new CliUsageError('--embedding-dimensions needs --model-provider');
  const inspector = values.inspector === true;
  const inspectorPort = number('inspector-port', text('inspector-port'), (n) => whole(n) && n <= 65535, 'a port number (0-65535)');
  const inspectorWorkspace = text('inspector-workspace');
  if (!inspector && (inspectorPort !== undefined || inspectorWorkspace !== undefined)) throw new CliUsageError('--inspector-port and --inspector-workspace need --inspector');
  if (inspector && modelProvider) throw new CliUsageError('--inspector shows an emulator; it cannot be combined with --model-provider');

  const fault: FaultRule = {};
  const latency = text('latency');
  if (latency !== undefined) {
    const range = /^(\d+)-(\d+)$/.exec(latency);
    if (range) fault.latencyMs = { min: Number(range[1]), max: Number(range[2]) };
    else fault.latencyMs = number('latency', latency, whole, 'milliseconds or a min-max range') as number;
  }
  const failRate = number('fail-rate', text('fail-rate'), fraction, 'between 0 and 1');
  if (failRate !== undefined) fault.failRate = failRate;
  const failStatus = number('fail-status', text('fail-status'), (n) => Number.isInteger(n) && n >= 400 && n <= 599, 'an HTTP error status (400-599)');
  if (failStatus !== undefined) fault.failStatus = failStatus;
  const retryAfter = number('retry-after', text('retry-after'), whole, 'whole seconds');
  if (retryAfter !== undefined) fault.retryAfter = retryAfter;
  const drop = text('drop');
  if (drop !== undefined) {
    if (drop !== 'before' && drop !== 'after') throw new CliUsageError(`--drop must be "before" or "after", got "${drop}"`);
    fault.dropConnection = drop;
  }
  const dropRate = number('drop-rate', text('drop-rate'), fraction, 'between 0 and 1');
  if (dropRate !== undefined) fault.dropRate = dropRate;
  const cut = number('cut-stream-after', text('cut-stream-after'), whole, 'a whole number of events');
  if (cut !== undefined) fault.cutStreamAfterChunks = cut;
  const stall = number('stall-stream-after', text('stall-stream-after'), whole, 'a whole number of events');
  if (stall !== undefined) fault.stallStreamAfterChunks = stall;
  if (cut !== undefined && stall !== undefined) throw new CliUsageError('--cut-stream-after and --stall-stream-after cannot be combined');
  const times = number('fault-times', text('fault-times'), whole, 'a whole number');
  if (times !== undefined) fault.times = times;
  const seed = number('fault-seed', text('fault-seed'), Number.isInteger, 'an integer');
  if (seed !== undefined) fault.seed = seed;
  const method = text('fault-method');
  const path = text('fault-path');
  if (path !== undefined) {
    try {
      new RegExp(path);
    } catch {
      throw new CliUsageError(`--fault-path must be a regular expression, got "${path}"`);
    }
  }
  if (method !== undefined || path !== undefined) {
    fault.match = {
      ...(method !== undefined && { method: method.split(',').map((part) => part.trim().toUpperCase()) }),
      ...(path !== undefined && { path }),
    };
  }
  const hasFault = Object.keys(fault).some((key) => key !== 'match' && key !== 'seed' && key !== 'times');
  if (!hasFault && (fault.match !== undefined || fault.seed !== undefined || fault.times !== undefined)) {
    throw new CliUsageError('--fault-method, --fault-path, --fault-seed and --fault-times need a fault flag (--latency, --fail-rate, --drop, ...)');
  }

  const options: CliOptions = {
    port,
    hostname: text('host') ?? '127.0.0.1',
    quiet: values.quiet === true,
    help: values.help === true,
    version: values.version === true,
  };
  const apiKey = text('api-key');
  if (apiKey !== undefined) options.apiKey = apiKey;
  if (inspector) options.inspector = true;
  if (inspectorPort !== undefined) options.inspectorPort = inspectorPort;
  if (inspectorWorkspace !== undefined) options.inspectorWorkspace = inspectorWorkspace;
  const seedFile = text('seed');
  if (seedFile !== undefined) options.seedFile = seedFile;
  const server = text('server');
  if (server !== undefined) {
    if (!(EMULATOR_SERVER_PROFILES as readonly string[]).includes(server)) {
      throw new CliUsageError(`--server must be one of ${EMULATOR_SERVER_PROFILES.map((profile) => `"${profile}"`).join(', ')}, got "${server}"`);
    }
    options.server = server as EmulatorServerProfile;
  }
  if (values.cors === true) options.cors = true;
  const webhookSecret = text('webhook-secret');
  if (webhookSecret !== undefined) {
    if (webhookSecret === '') throw new CliUsageError('--webhook-secret must not be empty');
    options.webhookSecret = webhookSecret;
  }
  if (values['allow-loopback-webhooks'] === true) options.allowLoopbackWebhooks = true;
  if (hasFault) options.fault = fault;
  if (modelProvider) {
    // The emulator's data and browser options have no meaning for the model provider; refusing them beats ignoring them.
    const refused = [
      values.seed !== undefined && '--seed',
      values.server !== undefined && '--server',
      values.cors === true && '--cors',
      webhookSecret !== undefined && '--webhook-secret',
      values['allow-loopback-webhooks'] === true && '--allow-loopback-webhooks',
    ].filter((flag): flag is string => typeof flag === 'string');
    if (refused.length > 0) throw new CliUsageError(`--model-provider cannot be combined with ${refused.join(', ')}`);
    options.modelProvider = true;
    if (dimensions !== undefined) options.embeddingDimensions = dimensions;
  }
  return options;
}
