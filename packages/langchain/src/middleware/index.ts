/**
 * Honcho memory as LangChain 1.x agent middleware, for
 * `createAgent({ middleware })` of `langchain`: the memory block before the
 * model, the turn saved after the run.
 *
 * @module
 */
export { honchoMiddleware, type HonchoMiddleware, type HonchoMiddlewareOptions } from './honcho-middleware.js';
export type { HonchoCallIdentity } from '../options/call-identity.js';
