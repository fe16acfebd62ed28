import { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN } from '@honcho-ai/sdk-core';

/**
 * The server's limits, checked here before any request so a bad input fails
 * fast with an error naming the field and the rule. Values from the v3
 * contract (`packages/api-types/openapi.yaml`).
 */
export const LIMITS = {
  /** Workspace, peer and session ids on create. */
  idPattern: HONCHO_ID_PATTERN,
  idMaxLength: HONCHO_ID_MAX_LENGTH,
  /** Scope names: same charset, shorter, and not starting with `scope.`. */
  scopeNameMaxLength: 506,
  messagesPerBatch: 100,
  messageContentMaxLength: 25_000,
  conclusionsPerBatch: 100,
  conclusionContentMaxLength: 65_535,
  chatQueryMaxLength: 10_000,
  pageSizeMax: 100,
  searchLimitMax: 100,
  topKMax: 100,
  metadataMaxKeys: 100,
  metadataMaxDepth: 5,
  contextTokensMax: 100_000,
  uploadMaxBytes: 5_242_880,
  scopeListMax: 100,
} as const;
