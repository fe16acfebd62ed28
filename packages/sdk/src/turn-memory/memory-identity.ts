import { describeValue, functionIssues, integerIssues, optionalHonchoIdIssues, type InputIssue } from '@honcho-ai/sdk-core';
import { LIMITS } from '../validation/limits.js';

/** Longest memory timeout accepted, in milliseconds (the client's own ceiling is far above any sensible value here). */
export const MAX_MEMORY_TIMEOUT_MS = 600_000;

/** Who a conversation is between. Only `userId` is required. */
export interface MemoryIdentity {
  /** The user: the peer Honcho observes and models, who sends the input. */
  userId: string;
  /**
   * The conversation (your own chat or thread id). With it, turns are saved
   * and the session's summary and recent messages join the memory; without
   * it, nothing is written.
   */
  sessionId?: string | undefined;
  /** The AI peer generating the replies; defaults to the turn memory's `assistantId` (`'assistant'`). */
  assistantId?: string | undefined;
}

/**
 * Problems with the identity fields of an options object: each of `userId`,
 * `sessionId` and `assistantId` that is present must be a Honcho id, and the
 * user and the assistant must be different peers. `path` prefixes each
 * field (`'providerOptions.honcho'`). Whether `userId` is required is the
 * caller's rule.
 *
 * @example
 * ```ts
 * const issues = memoryIdentityIssues({ userId: resourceId, sessionId: threadId }, 'memory');
 * ```
 */
export function memoryIdentityIssues(config: Readonly<Record<string, unknown>>, path = ''): InputIssue[] {
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  const issues = [
    ...optionalHonchoIdIssues(config.userId, at('userId')),
    ...optionalHonchoIdIssues(config.sessionId, at('sessionId')),
    ...optionalHonchoIdIssues(config.assistantId, at('assistantId')),
  ];
  if (typeof config.userId === 'string' && config.userId === config.assistantId) {
    issues.push({ path: at('assistantId'), message: `must differ from userId (both are ${describeValue(config.userId)})` });
  }
  return issues;
}

/**
 * Problems with the options every memory path shares: `timeout`
 * (1..600,000 ms), `contextTokens` (0..100,000) and `onError` (a function),
 * each optional.
 */
export function memoryTuningIssues(config: Readonly<Record<string, unknown>>, path = ''): InputIssue[] {
  const at = (key: string): string => (path === '' ? key : `${path}.${key}`);
  return [
    ...integerIssues(config.timeout, at('timeout'), 1, MAX_MEMORY_TIMEOUT_MS),
    ...integerIssues(config.contextTokens, at('contextTokens'), 0, LIMITS.contextTokensMax),
    ...functionIssues(config.onError, at('onError')),
  ];
}
