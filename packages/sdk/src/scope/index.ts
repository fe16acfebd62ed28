/**
 * Scopes: named sets of sessions that bound what recall can see.
 *
 * @module
 */
export { Scope, type ScopeAddSessionsOptions, type ScopeSessionsOptions, type ScopeWaitForBackfillOptions } from './scope.js';
export type { ScopeBackfillState, ScopeStatus } from './scope-status.js';
export type {
  ScopeBackfillJob,
  ScopeResponse,
  ScopeStatus as ScopeStatusResponse,
} from '@honcho-ai/api-types';
