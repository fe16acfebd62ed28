import { memoryIdentityIssues, type MemoryIdentity } from '@honcho-ai/sdk';
import { describeValue, isPlainObject, type InputIssue } from '@honcho-ai/sdk-core';
import { throwIfIssues } from './option-checks.js';

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

const RUN_ID_KEYS = ['userId', 'sessionId', 'assistantId'] as const;

/**
 * The ids one call works with: the options', with those the run's context
 * gives under `honcho` in their place. Refuses, naming the field and the
 * rule, a `context.honcho` that is not an object, an id that is not a Honcho
 * id, the user as the assistant, and a run with no user from either place.
 *
 * @throws `HonchoValidationError` for what it refuses; nothing has been sent.
 * @internal
 */
export function runIdentity(options: Partial<MemoryIdentity>, context: unknown, calledAs: string): MemoryIdentity {
  const given: unknown = isPlainObject(context) ? context.honcho : undefined;
  const issues: InputIssue[] = [];
  const identity: Record<string, string | undefined> = { userId: options.userId, sessionId: options.sessionId, assistantId: options.assistantId };
  if (given !== undefined) {
    if (!isPlainObject(given)) {
      issues.push({ path: 'context.honcho', message: `must be an object of Honcho ids ({ userId, sessionId, assistantId }), got ${describeValue(given)}` });
    } else {
      issues.push(...memoryIdentityIssues(given, 'context.honcho'));
      for (const key of RUN_ID_KEYS) if (given[key] !== undefined) identity[key] = given[key] as string;
    }
  }
  const userId = identity.userId;
  if (issues.length === 0 && userId === undefined) {
    issues.push({ path: 'userId', message: `is required: pass ${calledAs}({ userId }) or run(agent, input, { context: { honcho: { userId } } })` });
  }
  if (issues.length === 0 && userId === identity.assistantId) {
    issues.push({ path: 'assistantId', message: `must differ from userId (both are ${describeValue(userId)})` });
  }
  throwIfIssues(issues, `Invalid Honcho ids for this run of ${calledAs}()`);
  return { userId: userId as string, sessionId: identity.sessionId, assistantId: identity.assistantId };
}
