#!/usr/bin/env node
// The `honcho-inspector` command: serve the inspector until interrupted.
import { HonchoConfigFileError } from '@honcho-ai/sdk/config';
import { InspectorOptionError, startInspector } from '../server/start-inspector.js';
import { VERSION } from '../version.js';
import { INSPECTOR_USAGE, InspectorUsageError, parseInspectorArgs } from './cli-args.js';

async function main(): Promise<void> {
  let options;
  try {
    options = parseInspectorArgs(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof InspectorUsageError)) throw error;
    process.stderr.write(`honcho-inspector: ${error.message}\n\n${INSPECTOR_USAGE}`);
    process.exitCode = 2;
    return;
  }
  if (options.help) return void process.stdout.write(INSPECTOR_USAGE);
  if (options.version) return void process.stdout.write(`${VERSION}\n`);
  const { help: _help, version: _version, ...inspectorOptions } = options;
  let inspector;
  try {
    inspector = await startInspector(inspectorOptions);
  } catch (error) {
    if (error instanceof InspectorOptionError || HonchoConfigFileError.isInstance(error)) {
      process.stderr.write(`honcho-inspector: ${error.message}\n`);
      process.exitCode = 2;
      return;
    }
    throw error;
  }
  const stop = () => void inspector.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const { info } = inspector;
  process.stdout.write(`Honcho inspector: open ${inspector.url}\n`);
  process.stdout.write(
    `honcho: ${info.honchoUrl} | workspace: ${info.workspaceId} | ${info.authenticated ? 'key: set (kept here, never sent to the browser)' : 'key: none'} | ${info.allowWrites ? 'writes allowed (each asks first)' : 'read-only'}\nPress Ctrl+C to stop.\n`,
  );
}

main().catch((error: unknown) => {
  // The SDK's messages never carry the key; whatever else fails is reported by its message alone.
  process.stderr.write(`honcho-inspector: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
