/**
 * What a minimal app does not need, loaded with `import()` on first use
 * (through `loadOnDemand()`): chat (its request building, structured output
 * and streamed answers, all in chat/), file uploads, session and peer context,
 * summaries, and the bodies of the `Scope`, `ConclusionsView`,
 * `WorkspaceConclusions`, `Webhooks` and `Keys` methods. Go-to-definition on a
 * name read from `loadOnDemand()` lands on its implementation, not here.
 *
 * One module rather than one `import()` per feature, because of how bundlers
 * split: each lazy module would put the code it shares with the eager part
 * into its own chunk per combination of lazy modules, and those chunks
 * compress separately. Measured with bench/bundle.mjs, one `import()` per
 * feature costs the minimal bundle 1.3 to 5.6 KB (decision 0007).
 *
 * Nothing imported from here may import `loadOnDemand()` back, directly or
 * through the classes it builds: tests/repo/no-import-cycles.test.ts fails
 * on such a circle.
 *
 * @internal
 */
export { executeChat, executeChatStream } from '../chat/execute-chat.js';
export { uploadFile } from '../session/file-upload.js';
export { fetchSessionContext } from '../session/session-context.js';
export { fetchSessionSummaries } from '../session/summary.js';
export { fetchPeerContext } from '../peer/peer-context.js';
export { scopeCalls } from '../scope/scope-calls.js';
export { ConclusionsViewCalls } from '../conclusions/conclusions-view-calls.js';
export { workspaceConclusionsCalls } from '../conclusions/workspace-conclusions-calls.js';
export { webhooksCalls } from '../webhooks/webhooks-calls.js';
export { createKey } from '../keys/create-key.js';
