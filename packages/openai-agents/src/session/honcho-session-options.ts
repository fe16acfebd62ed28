import type { Honcho } from '@honcho-ai/sdk';
import { checkInput, honchoId, type SpecShape, z } from '@honcho-ai/sdk-core';
import { clientOf, clientSpec, optionsSpec } from '../options/option-checks.js';

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
   * The Honcho client to store the conversation with. Default: one
   * configured from `HONCHO_API_KEY`, `HONCHO_URL` and `HONCHO_WORKSPACE_ID`;
   * without a workspace this throws rather than use a default one by accident.
   */
  client?: Honcho | undefined;
  /** The Honcho session that holds the conversation, and what `getSessionId()` returns. Created on first use. */
  sessionId: string;
  /** The user's peer: user messages are stored as said by this peer, and Honcho models it. */
  userId: string;
  /** The agent's peer: assistant messages and every other item are stored as this peer's. Default `'assistant'`. */
  assistantId?: string | undefined;
}

const OPTIONS = optionsSpec(
  {
    client: clientSpec,
    sessionId: honchoId(),
    userId: honchoId(),
    assistantId: z.optional(honchoId()),
  } satisfies SpecShape<HonchoSessionOptions>,
  'a HonchoSession option',
);

/**
 * Refuses bad options before anything is built or sent, with one
 * `HonchoValidationError` naming each field and the rule it breaks, and
 * returns the client to use.
 *
 * @internal
 */
export function checkSessionOptions(options: HonchoSessionOptions): Honcho {
  checkInput(OPTIONS, options, 'Invalid HonchoSession options');
  return clientOf(options.client);
}
