/**
 * A local, in-memory Honcho server for tests, examples and offline work.
 *
 * - {@link createEmulator}: the emulator as a Fetch-API handler and a bound `fetch`.
 * - `@honcho-ai/testing/msw`: `honchoHandlers(emulator)` for Mock Service Worker.
 * - `@honcho-ai/testing/node`: `startEmulator()` serves it over HTTP; the
 *   `honcho-emulator` command does the same from a shell.
 * - {@link createScriptedToolModel}: a scripted OpenAI-compatible model that
 *   makes tool calls, for testing a tool loop without an LLM.
 *
 * @packageDocumentation
 */
export { createEmulator, DEFAULT_EMULATOR_BASE_URL } from './emulator/create-emulator.js';
export type { Emulator, EmulatorOptions, EmulatorRouteInfo } from './emulator/create-emulator.js';
export type { CorsOptions } from './http/cors.js';
export type { RouteMethod } from './http/route-table.js';
export { EmulatorConnectionDrop, isConnectionDrop, CONNECTION_DROP } from './faults/connection-drop.js';
export type { EmulatorStats, FaultController } from './faults/fault-injector.js';
export type { FaultMatch, FaultRule } from './faults/fault-rule.js';
export type {
  EmulatorSeed,
  SeedConclusion,
  SeedMessage,
  SeedPeer,
  SeedPeerCard,
  SeedScope,
  SeedSession,
  SeedWebhook,
  SeedWorkspace,
} from './seed/emulator-seed.js';
export { EmulatorSeedError, parseEmulatorSeed } from './seed/load-seed.js';
export type { EmulatorStore, ScheduledDream, StoreCounts, StoredConclusion } from './store/emulator-store.js';
export {
  createScriptedToolModel,
  type ScriptedToolCall,
  type ScriptedToolModel,
  type ScriptedToolModelOptions,
} from './models/scripted-tool-model.js';
export { approximateTokens } from './tokens/approximate-tokens.js';
export { VERSION } from './version.js';
