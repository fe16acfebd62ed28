/**
 * Experimental helpers on top of `@honcho-ai/sdk`: a dreaming agent (schedule
 * Honcho's background consolidation, wait for it, ask what was learnt) and a
 * peer-identity layer over peer cards (serialised read-modify-write updates,
 * diffs, and comparison across observers).
 *
 * Code written from the docs of Honcho's own AI SDK plugin runs here too:
 * the same factories and options (`provider`, `observedPeerId`, `webhookUrl`,
 * `reflectionQueries`), `getStatus()`'s `{ pending, inProgress, completed,
 * total, isActive }`, `reflect()`'s array of `{ query, insight }`, and
 * `createMultiPerspectiveIdentity` / `compareIdentityPerspectives`; the
 * results carry more fields besides.
 *
 * **Experimental**: these APIs may change in a minor release. Import them
 * from `@honcho-ai/ai-sdk/experimental`.
 *
 * @example
 * ```ts
 * import { createHoncho } from '@honcho-ai/ai-sdk';
 * import { createDreamingAgent, createPeerIdentity } from '@honcho-ai/ai-sdk/experimental';
 *
 * const honcho = createHoncho();
 * const agent = createDreamingAgent({ client: honcho, observerPeerId: 'assistant', observedPeerId: 'user-123', sessionId: 'chat-456' });
 * await agent.dream();
 * await agent.waitForCompletion({ timeoutMs: 60_000 });
 * const identity = createPeerIdentity({ client: honcho, peerId: 'assistant', targetPeerId: 'user-123' });
 * await identity.append('Prefers short answers');
 * ```
 *
 * @packageDocumentation
 */
export {
  createDreamingAgent,
  DEFAULT_POLL_INTERVAL_MS,
  DEFAULT_RECENT_CONCLUSIONS_LIMIT,
  DEFAULT_WAIT_TIMEOUT_MS,
  DREAM_TYPES,
  type DreamType,
  type DreamingAgent,
  type DreamingAgentOptions,
  type DreamingCallOptions,
  type DreamOptions,
  type DreamStatus,
  type FullCycleOptions,
  type FullCycleResult,
  type RecentConclusionsOptions,
  type ReflectOptions,
  type ScheduledDream,
  type WaitForCompletionOptions,
} from './dreaming-agent.js';
export {
  DEFAULT_REFLECTION_CONCURRENCY,
  DEFAULT_REFLECTION_QUERIES,
  type ReflectionReport,
  type ReflectionResult,
} from './reflection.js';
export type { RecentConclusion } from './recent-conclusions.js';
export type { ExperimentalProviderOptions } from './provider-options.js';
export { DreamWaitTimeoutError } from './dream-wait-timeout-error.js';
export { isQueueDrained } from './wait-for-queue.js';
export {
  createPeerIdentity,
  MAX_CARD_ENTRIES,
  MAX_CARD_ENTRY_LENGTH,
  type CardSnapshot,
  type IdentityCallOptions,
  type IdentityMatchOptions,
  type IdentitySnapshot,
  type PeerIdentity,
  type PeerIdentityOptions,
} from './peer-identity.js';
export {
  compareIdentityPerspectives,
  comparePerspectives,
  createMultiPerspectiveIdentity,
  createPeerPerspectives,
  DEFAULT_PERSPECTIVE_CONCURRENCY,
  MAX_PERSPECTIVES,
  type IdentityPerspectivesComparison,
  type PeerPerspectives,
  type PeerPerspectivesOptions,
  type PerspectiveComparison,
} from './peer-perspectives.js';
export { diffCards, type CardDiff } from './card-diff.js';
export type { HonchoClientSource } from './honcho-client-source.js';
export { HonchoValidationError, APIUserAbortError } from '@honcho-ai/sdk';
