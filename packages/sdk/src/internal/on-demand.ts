/**
 * What a minimal app does not need, loaded with `import()` on first use
 * (through `loadOnDemand()`): chat (its request building and, for structured
 * output, schema conversion, the server's subset rules and the answer
 * parser), streamed answers (event-stream parsing, `DialecticStream`), file
 * uploads, session and peer context, summaries, scopes and the bodies of
 * `ConclusionsView`, `WorkspaceConclusions` and `Webhooks` methods, and
 * issuing keys.
 *
 * One module rather than one per feature: a bundler puts the code these share
 * with the rest of the sdk in a chunk of its own, so every separate lazy
 * module would split the main bundle into more, less compressible files.
 *
 * @internal
 */
export { resolveResponseFormat } from '@honcho-ai/sdk-core';
export { parseStructuredText } from '../chat/structured-content.js';
export { openStream } from '../chat/open-stream.js';
export { uploadFormData } from '../session/file-upload.js';
export { contextQuery } from '../session/context-options.js';
export { SessionContext } from '../session/session-context.js';
export { SessionSummaries } from '../session/summary.js';
export { PeerContext } from '../peer/peer-context.js';
export { Scope } from '../scope/scope.js';
export { executeChat, executeChatStream } from '../chat/execute-chat.js';
export { ConclusionsViewCalls } from '../conclusions/conclusions-view-calls.js';
export { workspaceConclusionsCalls } from '../conclusions/workspace-conclusions-calls.js';
export { webhooksCalls } from '../webhooks/webhooks-calls.js';
export { createKey } from '../keys/create-key.js';
