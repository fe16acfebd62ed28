/**
 * Transport and shared machinery for the Honcho clients: typed errors, the
 * HTTP client with its retry policy, configuration, logging, server-sent
 * events, pagination, JSON Schema handling and the input checks shared by
 * every package (ids, numbers, strings).
 *
 * @packageDocumentation
 */
export * from './errors/index.js';
export * from './sse/index.js';
export * from './pagination/index.js';
export * from './schema/index.js';
export * from './http/index.js';
export * from './config/index.js';
export * from './logging/index.js';
export * from './validation/index.js';
// Star exports only: a named re-export here compiles to an import in this file, and bundlers then
// keep every module this barrel re-exports (the on-demand schema and SSE code) in the app's main chunk.
export * from './abort/index.js';
// Not through errors/index.ts, which the main chunk loads: only calls naming a server feature (all on demand) need it.
export * from './errors/unsupported-feature.js';
