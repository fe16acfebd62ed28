/**
 * The emulator over real HTTP, for Node: `startEmulator()` and the pieces the
 * `honcho-emulator` command is made of.
 *
 * @packageDocumentation
 */
export { startEmulator } from './start-emulator.js';
export type { RunningEmulator, StartEmulatorOptions } from './start-emulator.js';
export { startModelProvider } from './start-model-provider.js';
export type { RunningModelProvider, StartModelProviderOptions } from './start-model-provider.js';
export { serveFetchHandler } from './serve-fetch-handler.js';
export type { FetchHandler, RunningServer, ServeOptions } from './serve-fetch-handler.js';
export { parseCliArgs, CLI_USAGE } from './cli-args.js';
export type { CliOptions } from './cli-args.js';
