import type { MemoryIdentity } from '@honcho-ai/sdk';
import { resolveCallIdentity } from '@honcho-ai/sdk/integrations';
import { isPlainObject } from '@honcho-ai/sdk-core';

/**
 * Who one call is about, set per call in the runnable config under
 * `configurable.honcho`: each field given replaces the one the middleware or
 * tools were created with, so one agent serves many users and threads.
 *
 * @example
 * ```ts
 * await agent.invoke(
 *   { messages: [{ role: 'user', content: 'Hi' }] },
 *   { configurable: { honcho: { userId: 'ada', sessionId: 'chat-42' } } },
 * );
 * ```
 */
export interface HonchoCallIdentity {
  /** The user: the peer Honcho observes and models, who sends the input. */
  userId?: string | undefined;
  /** The Honcho session the conversation is kept in. */
  sessionId?: string | undefined;
  /** The AI peer generating the replies (default `'assistant'`). */
  assistantId?: string | undefined;
}

/** The key of `configurable` that holds a {@link HonchoCallIdentity}. */
export const CONFIGURABLE_KEY = 'honcho';

/**
 * The identity of one call: the defaults given at creation, with what
 * `configurable.honcho` sets on top. Refuses, before any request, a
 * `configurable.honcho` that is not a valid identity, and a call with no
 * user at all.
 *
 * @param calledAs - How the message names the creator (`'honchoMiddleware()'`), to say where `userId` can go.
 * @throws `HonchoValidationError` naming each bad field and its rule.
 * @internal
 */
export function callIdentity(defaults: HonchoCallIdentity, configurable: unknown, calledAs: string): MemoryIdentity {
  const at = `configurable.${CONFIGURABLE_KEY}`;
  const ids: unknown = isPlainObject(configurable) ? configurable[CONFIGURABLE_KEY] : undefined;
  return resolveCallIdentity(defaults, [{ path: at, ids }], {
    prefix: 'Invalid Honcho identity for this call',
    userHint: `pass ${calledAs.replace(/\(\)$/, '')}({ userId }) or set ${at}.userId in the call's config`,
  });
}
