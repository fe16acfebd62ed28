import type { Honcho } from '@honcho-ai/sdk';
import { honchoIdIssues } from '@honcho-ai/sdk-core';
import { conversationIssues, throwIfIssues } from '../options/option-checks.js';

/**
 * Options of {@link HonchoSession}.
 *
 * @example
 * ```ts
 * const session = new HonchoSession({ sessionId: 'chat-42', userId: 'user-123' });
 * ```
 */
export interface HonchoSessionOptions {
  /**
   * The Honcho client to store the conversation with. Default: `new Honcho()`,
   * configured from `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`.
   */
  client?: Honcho | undefined;
  /** The Honcho session that holds the conversation, and what `getSessionId()` returns. Created on first use. */
  sessionId: string;
  /** The user's peer: user messages are stored as said by this peer, and Honcho models it. */
  userId: string;
  /** The agent's peer: assistant messages and every other item are stored as this peer's. Default `'assistant'`. */
  assistantId?: string | undefined;
}

const OPTION_KEYS = ['client', 'sessionId', 'userId', 'assistantId'];

/**
 * Refuses bad options before anything is built or sent, with one
 * `HonchoValidationError` naming each field and the rule it breaks.
 *
 * @internal
 */
export function checkSessionOptions(options: HonchoSessionOptions): void {
  const issues = conversationIssues(options, OPTION_KEYS, 'a HonchoSession option');
  if (issues[0]?.path !== 'options') issues.push(...honchoIdIssues(options.sessionId, 'sessionId'));
  throwIfIssues(issues, 'Invalid HonchoSession options');
}
