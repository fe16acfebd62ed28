import { HonchoError } from '@honcho-ai/sdk';

/**
 * A message in the session carries this adapter's marker, but its item
 * cannot be read back (its metadata was changed by hand, say). Thrown by
 * `getItems()` and `popItem()` rather than skipping the item, which would
 * silently change the conversation the agent sees.
 */
export class StoredItemError extends HonchoError {
  static override readonly kind: string = 'StoredItemError';
  /** The Honcho message whose item could not be read. */
  readonly messageId: string;
  /** The Honcho session it is in. */
  readonly sessionId: string;

  constructor(details: { messageId: string; sessionId: string; cause: unknown }) {
    const reason = details.cause instanceof Error ? details.cause.message : String(details.cause);
    super(`Message ${details.messageId} of session ${details.sessionId} holds an item that cannot be read back: ${reason}`, 0, {
      code: 'stored_item_unreadable',
      cause: details.cause,
    });
    this.messageId = details.messageId;
    this.sessionId = details.sessionId;
  }
}
