import { HonchoError } from '@honcho-ai/sdk';

/**
 * A message in the session carries this package's marker, but the LangChain
 * message in it cannot be read back (its metadata was changed by hand, say).
 * Thrown by `getMessages()` rather than skipping the message, which would
 * silently change the conversation the model sees.
 */
export class StoredMessageError extends HonchoError {
  static override readonly kind: string = 'StoredMessageError';
  /** The Honcho message that could not be read. */
  readonly messageId: string;
  /** The Honcho session it is in. */
  readonly sessionId: string;

  constructor(details: { messageId: string; sessionId: string; cause: unknown }) {
    const reason = details.cause instanceof Error ? details.cause.message : String(details.cause);
    super(`Message ${details.messageId} of session ${details.sessionId} holds a LangChain message that cannot be read back: ${reason}`, 0, {
      code: 'stored_message_unreadable',
      cause: details.cause,
    });
    this.messageId = details.messageId;
    this.sessionId = details.sessionId;
  }
}
