import * as published from 'honcho-sdk-published';
import { describe, expect, it } from 'vitest';
import * as root from './index.js';
import * as integrations from './integrations/index.js';
import * as tracing from './tracing/index.js';

// The runtime names of each entry point, written out: adding, moving or dropping one is a reviewed diff here.
// The root is what an app calls; `@honcho-ai/sdk/integrations` the building blocks of adapters (decision 0021).
const ROOT = [
  'APIConnectionError', 'APIError', 'APIResponseError', 'APITimeoutError', 'APIUserAbortError', 'AuthenticationError', 'BadRequestError', 'BatchWriteError',
  'Conclusion', 'ConclusionScope', 'ConclusionsView', 'ConflictError', 'ConnectionError', 'DEFAULT_KEPT_TEXT_LIMIT', 'DialecticStream', 'DialecticStreamResponse',
  'HONCHO_TOOL_NAMES', 'Honcho', 'HonchoError', 'HonchoMemoryError', 'HonchoValidationError', 'InternalServerError', 'Keys', 'Message', 'NotFoundError', 'Page',
  'Peer', 'PeerContext', 'PermissionDeniedError', 'REASONING_LEVELS', 'RateLimitError', 'SchemaValidationError', 'Scope', 'ServerError', 'Session', 'SessionContext',
  'SessionSummaries', 'StructuredOutputError', 'Summary', 'TimeoutError', 'UPLOAD_CONTENT_TYPES', 'UnprocessableEntityError', 'VERSION', 'WRITE_ID_METADATA_KEY',
  'WebhookEndpoint', 'Webhooks', 'WorkspaceConclusions', 'WriteLookupError', 'budgetSessionContext', 'createHonchoTools', 'createTurnMemory', 'isUnsupportedFeatureError', 'loadTokenCounter',
];

const INTEGRATIONS = [
  'DEFAULT_ASSISTANT_ID', 'DEFAULT_CONTEXT_TOKENS', 'DEFAULT_MAX_CACHED_ENTRIES', 'DEFAULT_MEMORY_TIMEOUT_MS', 'DEFAULT_TOOL_TIMEOUT_MS', 'HONCHO_CONFIG_KEYS',
  'HONCHO_TOOL_OUTPUT_SCHEMAS', 'HONCHO_TOOL_SPECS', 'MAX_MEMORY_TIMEOUT_MS', 'MAX_TOKEN_BUDGET', 'MEMORY_BLOCK_CLOSE', 'MEMORY_BLOCK_OPEN', 'STORED_RECORD_VERSION',
  'StoredRecordError', 'budgetMemoryBlock', 'checkedTurnMemory', 'clientFromConfig', 'closestKey', 'containsMemoryBlock', 'escapeMemoryText',
  'formatMemoryContext', 'isHonchoToolName', 'markedMetadata', 'memoryIdentityShape', 'memoryTuningShape', 'readStoredMarker',
  'readStoredRecord', 'reportMemoryError', 'resolveCallIdentity', 'runtimeTokenCounter', 'splitMessageContent', 'storedRecordMessages',
  'stripMemoryBlocks', 'toolInputError', 'toolInputIssues', 'trimToBudget', 'turnKey', 'userIsNotAssistant', 'wrapMemoryBlock',
];

/** What 2.5.0's root exported at runtime. */
const PUBLISHED_2_5 = [
  'AuthenticationError', 'BadRequestError', 'Conclusion', 'ConclusionScope', 'ConclusionsView', 'ConflictError', 'ConnectionError', 'DialecticStreamResponse',
  'Honcho', 'HonchoError', 'Message', 'NotFoundError', 'Page', 'Peer', 'PeerContext', 'PermissionDeniedError', 'RateLimitError', 'Scope', 'ServerError', 'Session',
  'SessionContext', 'SessionSummaries', 'Summary', 'TimeoutError', 'UnprocessableEntityError', 'WorkspaceConclusions',
];

describe('entry points', () => {
  it('the root exports exactly the names an app calls', () => {
    expect(Object.keys(root).sort()).toEqual(ROOT);
  });

  it('@honcho-ai/sdk/integrations exports exactly the building blocks of adapters', () => {
    expect(Object.keys(integrations).sort()).toEqual(INTEGRATIONS);
  });

  it('@honcho-ai/sdk/tracing exports the OpenTelemetry integration alone', () => {
    expect(Object.keys(tracing).sort()).toEqual(['openTelemetry']);
  });

  it('keeps every name 2.5.0 exported on the root, so 2.x code keeps working', () => {
    // 2.5.0 is CommonJS: its namespace also holds the interop's `default` and `__esModule`.
    expect(Object.keys(published).filter((name) => name !== 'default' && name !== '__esModule').sort()).toEqual(PUBLISHED_2_5);
    expect(PUBLISHED_2_5.filter((name) => !(name in root))).toEqual([]);
  });

  it('exports each name from one entry point only', () => {
    expect(INTEGRATIONS.filter((name) => ROOT.includes(name))).toEqual([]);
  });
});
