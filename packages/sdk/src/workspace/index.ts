/**
 * Types shared by workspace-level methods: filters, list options, queue status.
 *
 * @module
 */
export type {
  HealthStatus,
  QueueStatus as QueueStatusResponse,
  WorkspaceResponse,
} from '@honcho-ai/api-types';
export { Page, type PageOptions, type PageResponse, type PageToArrayOptions } from '@honcho-ai/sdk-core';
export type { Filters } from './filters.js';
export type { ListOptions } from './list-options.js';
export type { QueueStatus, QueueStatusFilter, SessionQueueStatus } from './queue-status.js';
export type { RecallScopeInput } from './recall-scope.js';

/** Metadata of a workspace: any JSON object (at most 100 top-level keys, 5 levels deep). The 2.5 name. */
export type WorkspaceMetadata = Record<string, unknown>;
/** Metadata of a session: any JSON object (at most 100 top-level keys, 5 levels deep). The 2.5 name. */
export type SessionMetadata = Record<string, unknown>;
/** Metadata of a peer: any JSON object (at most 100 top-level keys, 5 levels deep). The 2.5 name. */
export type PeerMetadata = Record<string, unknown>;
