#!/usr/bin/env node
// The `honcho-emulator` command: serve the emulator until interrupted.
import type { EmulatorServerProfile } from '../emulator/server-profile.js';
import { VERSION } from '../version.js';
import { CLI_USAGE, CliUsageError, parseCliArgs, type CliOptions } from './cli-args.js';
import { startEmulator } from './start-emulator.js';
import { startModelProvider } from './start-model-provider.js';
import { InspectorMissingError, serveInspector } from './serve-inspector.js';

/** How the startup line names each server profile. */
const SERVER_DESCRIPTIONS: Record<EmulatorServerProfile, string> = {
  extended: 'server: extended (3.0.12 plus evidence, workspace chat, GET conclusions/{id}, /v1)',
  '3.0.12': 'server: 3.0.12 (as recorded: no evidence, workspace chat, GET conclusions/{id} or /v1)',
};

async function main(): Promise<void> {
  let options;
  try {
    options = parseCliArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof CliUsageError)) throw error;
    process.stderr.write(`honcho-emulator: ${error.message}\n\n${CLI_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) {
    process.stdout.write(CLI_USAGE);
    return;
  }
  if (options.version) {
    process.stdout.write(`${VERSION}\n`);
    return;
  }
  if (options.modelProvider === true) {
    await serveModelProvider(options);
    return;
  }
  const emulator = await startEmulator({
    port: options.port,
    hostname: options.hostname,
    ...(options.apiKey !== undefined && { apiKey: options.apiKey }),
    ...(options.seedFile !== undefined && { seed: options.seedFile }),
    ...(options.server !== undefined && { server: options.server }),
    ...(options.fault !== undefined && { faults: options.fault }),
    ...(options.cors === true && { cors: true }),
    ...(options.webhookSecret !== undefined && { webhookSecret: options.webhookSecret }),
    ...(options.allowLoopbackWebhooks === true && { allowLoopbackWebhooks: true }),
    // One line per failed delivery on stderr; the server only logs them too.
    onWebhookDelivery: (delivery) => {
      if (!delivery.ok) process.stderr.write(`honcho-emulator: webhook ${delivery.eventType} to ${delivery.url} failed: ${delivery.error ?? 'unknown error'}\n`);
    },
  });
  let inspector: { url: string; close(): Promise<void> } | undefined;
  if (options.inspector === true) {
    try {
      inspector = await serveInspector({
        baseURL: emulator.url,
        apiKey: options.apiKey,
        workspaceId: options.inspectorWorkspace,
        port: options.inspectorPort ?? 8100,
        host: options.hostname === 'localhost' || options.hostname === '::1' ? options.hostname : '127.0.0.1',
      });
    } catch (error) {
      await emulator.close();
      if (!(error instanceof InspectorMissingError)) throw error;
      process.stderr.write(`honcho-emulator: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
  }
  // Handlers first: a supervisor may signal as soon as it sees the URL line.
  const stop = () => {
    void Promise.all([inspector?.close(), emulator.close()]).then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.stdout.write(`Honcho emulator listening on ${emulator.url}\n`);
  if (inspector) process.stdout.write(`Honcho inspector: open ${inspector.url}\n`);
  if (!options.quiet) {
    const details = [
      SERVER_DESCRIPTIONS[emulator.serverProfile],
      options.apiKey !== undefined ? 'auth: bearer key required' : 'auth: off',
      options.seedFile !== undefined ? `seed: ${options.seedFile}` : undefined,
      options.cors === true ? 'cors: any origin' : undefined,
      // The secret itself is never printed.
      options.webhookSecret !== undefined ? 'webhooks: delivered, signed' : undefined,
      options.allowLoopbackWebhooks === true ? 'webhooks: LOOPBACK RECEIVERS ALLOWED (127.0.0.1, [::1], localhost; the server refuses them)' : undefined,
      options.fault !== undefined ? `faults: ${JSON.stringify(options.fault)}` : undefined,
      `docs: ${emulator.url}/docs`,
    ].filter(Boolean);
    process.stdout.write(`${details.join(' | ')}\nPress Ctrl+C to stop.\n`);
  }
}

async function serveModelProvider(options: CliOptions): Promise<void> {
  const provider = await startModelProvider({
    port: options.port,
    hostname: options.hostname,
    ...(options.apiKey !== undefined && { apiKey: options.apiKey }),
    ...(options.embeddingDimensions !== undefined && { embeddingDimensions: options.embeddingDimensions }),
    ...(options.fault !== undefined && { faults: options.fault }),
  });
  const stop = () => {
    void provider.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  // The same URL line as the emulator's, so supervisors read both alike; it names the OpenAI base URL.
  process.stdout.write(`Honcho model provider listening on ${provider.baseURL}\n`);
  if (!options.quiet) {
    const details = [
      options.apiKey !== undefined ? 'auth: bearer key required' : 'auth: off',
      `embeddings: ${options.embeddingDimensions ?? 1536} dimensions`,
      options.fault !== undefined ? `faults: ${JSON.stringify(options.fault)}` : undefined,
      'endpoints: POST /v1/chat/completions, POST /v1/responses, POST /v1/embeddings, GET /v1/models',
    ].filter(Boolean);
    process.stdout.write(`${details.join(' | ')}\nPress Ctrl+C to stop.\n`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`honcho-emulator: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
