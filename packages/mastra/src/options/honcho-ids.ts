import type { MemoryIdentity } from '@honcho-ai/sdk';
import { resolveCallIdentity } from '@honcho-ai/sdk/integrations';

/**
 * Honcho ids for one call, under the `honcho` key of Mastra's
 * `RequestContext`: `requestContext.set('honcho', { assistantId: 'chef' })`.
 * They replace what the call's `memory` and the options say.
 */
export interface HonchoRequestIds {
  /** The user (Mastra's resource). */
  userId?: string | undefined;
  /** The Honcho session (Mastra's thread). */
  sessionId?: string | undefined;
  /** The agent's peer. */
  assistantId?: string | undefined;
}

/** The `RequestContext` key of {@link HonchoRequestIds}. */
export const HONCHO_REQUEST_CONTEXT_KEY = 'honcho';

/** What a call tells about whose it is: Mastra's memory ids and its request context. */
export interface MastraCallIds {
  /** Mastra's `memory.resource` of the call. */
  readonly resourceId?: string | undefined;
  /** Mastra's `memory.thread` of the call. */
  readonly threadId?: string | undefined;
  /** The call's `RequestContext` (anything with `get(key)`). */
  readonly requestContext?: { get(key: string): unknown } | undefined;
}

/**
 * The ids one call works with, each from the first place that gives it:
 * the request context's `honcho` ids, then the call's Mastra memory
 * (resource = user, thread = session), then the options. Refuses, naming
 * the field and the rule, a bad id, the user as the assistant, and a call
 * with no user anywhere.
 *
 * @throws `HonchoValidationError` for what it refuses; nothing has been sent.
 * @internal
 */
export function callIdentity(options: Partial<MemoryIdentity>, call: MastraCallIds, calledAs: string): MemoryIdentity {
  return resolveCallIdentity(
    options,
    [
      { path: `requestContext.${HONCHO_REQUEST_CONTEXT_KEY}`, ids: call.requestContext?.get(HONCHO_REQUEST_CONTEXT_KEY) },
      { path: 'memory', ids: { userId: call.resourceId, sessionId: call.threadId }, fieldNames: { userId: 'resource', sessionId: 'thread' } },
    ],
    { prefix: `Invalid Honcho ids for this call of ${calledAs}`, userHint: `pass ${calledAs}({ userId }), or memory: { resource } with the call` },
  );
}
