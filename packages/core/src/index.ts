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
export * from './abort/index.js';
export * from './tracing/index.js';
export * from './errors/unsupported-feature.js';
