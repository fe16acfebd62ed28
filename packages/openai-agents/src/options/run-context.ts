import type { MemoryIdentity } from '@honcho-ai/sdk';
import { resolveCallIdentity } from '@honcho-ai/sdk/integrations';
import { isPlainObject } from '@honcho-ai/sdk-core';

/**
 * Honcho ids for one run, given in the run's context rather than when the
 * agent and its tools are built. An app usually builds one `Agent` (with
 * `honchoAgentTools()`) and one filter for every user; each request then
 * says whose run it is:
 *
 * ```ts
 * await run(agent, input, { context: { honcho: { userId: 'user-123', sessionId: 'chat-42' } } });
 * ```
 *
 * A field given here replaces the same option of `honchoAgentTools()` and
 * `honchoMemoryFilter()` for that run; a field left out keeps the option.
 */
export interface HonchoRunIds {
  /** The user the run is about. */
  userId?: string | undefined;
  /** The conversation: the Honcho session. */
  sessionId?: string | undefined;
  /** The agent's peer. */
  assistantId?: string | undefined;
}

/**
 * A run context that carries Honcho ids for the run under `honcho`; the
 * rest of the context is the app's own. Use it as (part of) the `TContext`
 * of `run(agent, input, { context })`.
 */
export interface HonchoRunContext {
  /** The Honcho ids of this run. */
  honcho?: HonchoRunIds | undefined;
}

/**
 * The ids one call works with: the options', with those the run's context
 * gives under `honcho` in their place. Refuses, naming the field and the
 * rule, a `context.honcho` that is not an object of Honcho ids, an id that
 * is not a Honcho id, the user as the assistant, and a run with no user from
 * either place.
 *
 * @throws `HonchoValidationError` for what it refuses; nothing has been sent.
 * @internal
 */
export function runIdentity(options: Partial<MemoryIdentity>, context: unknown, calledAs: string): MemoryIdentity {
  const ids: unknown = isPlainObject(context) ? context.honcho : undefined;
  return resolveCallIdentity(options, [{ path: 'context.honcho', ids }], {
    prefix: `Invalid Honcho ids for this run of ${calledAs}()`,
    userHint: `pass ${calledAs}({ userId }) or run(agent, input, { context: { honcho: { userId } } })`,
  });
}
