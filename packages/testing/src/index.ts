/**
 * A local, in-memory Honcho server for tests, examples and offline work.
 *
 * - {@link createEmulator}: the emulator as a Fetch-API handler and a bound `fetch`.
 * - `@honcho-ai/testing/msw`: `honchoHandlers(emulator)` for Mock Service Worker.
 * - `@honcho-ai/testing/node`: `startEmulator()` serves it over HTTP; the
 *   `honcho-emulator` command does the same from a shell.
 * - {@link createScriptedToolModel}: a scripted OpenAI-compatible model that
 *   makes tool calls, for testing a tool loop without an LLM.
 * - {@link createModelProvider}: a deterministic, offline OpenAI-compatible
 *   model provider (chat completions, tools, structured output, streaming,
 *   embeddings) to point a server that needs an LLM at; `startModelProvider`
 *   in `@honcho-ai/testing/node` serves it over HTTP.
 * - {@link recordRequests}: a `fetch` that notes what a client sent to Honcho.
 *
 * @packageDocumentation
 */
export { createEmulator, DEFAULT_EMULATOR_BASE_URL } from './emulator/create-emulator.js';
export type { Emulator, EmulatorOptions, EmulatorRouteInfo } from './emulator/create-emulator.js';
export { EmulatorOptionError } from './emulator/emulator-option-error.js';
export { EMULATOR_SERVER_PROFILES, type EmulatorServerProfile } from './emulator/server-profile.js';
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
export type { EmulatorWebhooks, WebhookDeliveryRecord } from './webhooks/webhook-dispatcher.js';
export {
  createScriptedToolModel,
  type ScriptedToolCall,
  type ScriptedToolModel,
  type ScriptedToolModelOptions,
} from './models/scripted-tool-model.js';
export { createModelProvider, DEFAULT_MODEL_PROVIDER_BASE_URL } from './model-provider/create-model-provider.js';
export type { ModelProvider, ModelProviderOptions } from './model-provider/create-model-provider.js';
export type { ChatReplyOptions, ModelReply, ModelResponder, ModelToolCall } from './model-provider/chat-reply.js';
export type { ChatMessage, ChatRequest, ChatResponseFormat, ChatTool, JsonObject, ToolChoice } from './model-provider/chat-request.js';
export { ModelProviderRequestError } from './model-provider/model-provider-error.js';
export type { ModelProviderRequestRecord } from './model-provider/request-record.js';
export { hashedEmbedding } from './model-provider/hashed-embedding.js';
export { recordRequests, type RecordedRequest } from './requests/record-requests.js';
export { approximateTokens } from './tokens/approximate-tokens.js';
export { VERSION } from './version.js';
