import type { SessionContext } from '../session/session-context.js';

/** A message from the session's recent history, labelled for the prompt. */
export interface HonchoHistoryMessage {
  /** `'assistant'` for messages sent by the generating assistant (`assistantId`), `'user'` for every other peer. */
  role: 'user' | 'assistant';
  /** The peer who sent it: the user, another user, or another agent. */
  peerId: string;
  /** The message text. */
  content: string;
  /** When it was sent (ISO 8601). */
  createdAt: string;
}

/**
 * What Honcho knows for one conversation, as the memory block is made from
 * it and `formatContext` receives it.
 *
 * Whose view: with a `sessionId`, what the assistant (`assistantId`) has
 * learnt about the user; without one, the user's own representation, which
 * needs no assistant peer.
 *
 * @example
 * ```ts
 * const block = await conversation.memoryBlock(turn, {
 *   formatContext: (memory) =>
 *     [memory.representation, ...(memory.peerCard ?? [])].filter(Boolean).join('\n'),
 * });
 * ```
 */
export interface HonchoMemoryContext {
  /** The user the memory is about. */
  userId: string;
  /** The peer generating the reply; its messages are labelled `assistant`. */
  assistantId: string;
  /** The conversation, when there is one. */
  sessionId: string | undefined;
  /** The peer whose view of the user this is: `assistantId` with a session, `userId` without. */
  observerId: string;
  /** What Honcho has concluded about the user, as text; `null` when nothing yet. */
  representation: string | null;
  /** Key facts about the user, one per entry; `null` when there is no card yet. */
  peerCard: string[] | null;
  /** The summary of the session's earlier conversation (sessions only); `null` when none. */
  summary: string | null;
  /**
   * Recent messages of the session, oldest first (sessions with
   * `injectHistory` only). Messages already present in the prompt are left
   * out, so a client-side `messages` array is never repeated.
   */
  messages: HonchoHistoryMessage[];
  /**
   * The session context as the SDK returned it (sessions only), for
   * `toOpenAI()` / `toAnthropic()` or fields not copied above.
   */
  sessionContext: SessionContext | undefined;
}

/** True when the context holds nothing worth injecting. @internal */
export function isEmptyMemory(context: HonchoMemoryContext): boolean {
  return (
    !context.representation?.trim() &&
    (context.peerCard === null || context.peerCard.length === 0) &&
    !context.summary?.trim() &&
    context.messages.length === 0
  );
}
