import { HonchoError } from '@honcho-ai/sdk-core';
import type { Message } from '../message/message.js';

/** Where a {@link StoredRecordError} happened. */
export interface StoredRecordErrorDetails {
  /** The Honcho message whose record could not be read. */
  messageId: string;
  /** The Honcho session it is in. */
  sessionId: string;
  /** Why it could not be read (the JSON parser's or the framework's error). */
  cause: unknown;
}

/**
 * A message in the session carries an adapter's marker, but the record in
 * it cannot be read back (its metadata was changed by hand, say). Adapters
 * throw it rather than skip the message, which would silently change the
 * conversation the model sees. Each adapter names its own subclass
 * (`StoredMessageError` of `@honcho-ai/langchain`), so one
 * `StoredRecordError.isInstance(error)` catches them all.
 *
 * @example
 * ```ts
 * export class StoredItemError extends StoredRecordError {
 *   static override readonly kind: string = 'StoredItemError';
 *   constructor(details: StoredRecordErrorDetails) {
 *     super(details, { what: 'an item', code: 'stored_item_unreadable' });
 *   }
 * }
 * ```
 */
export class StoredRecordError extends HonchoError {
  static override readonly kind: string = 'StoredRecordError';
  /** The Honcho message whose record could not be read. */
  readonly messageId: string;
  /** The Honcho session it is in. */
  readonly sessionId: string;

  /**
   * @param details - The message, its session and the cause.
   * @param wording - What the record is, for the message (`'an item'`), and the error's `code`.
   */
  constructor(details: StoredRecordErrorDetails, wording: { readonly what: string; readonly code: string } = { what: 'a record', code: 'stored_record_unreadable' }) {
    const reason = details.cause instanceof Error ? details.cause.message : String(details.cause);
    super(`Message ${details.messageId} of session ${details.sessionId} holds ${wording.what} that cannot be read back: ${reason}`, 0, {
      code: wording.code,
      cause: details.cause,
    });
    this.messageId = details.messageId;
    this.sessionId = details.sessionId;
  }
}

/**
 * The record `decode` reads from a stored message, or the adapter's
 * {@link StoredRecordError} naming the message and session when it throws.
 *
 * @example
 * ```ts
 * const item = readStoredRecord(message, session.id, () => decodeItem(marker.item), StoredItemError);
 * ```
 */
export function readStoredRecord<T>(
  message: Pick<Message, 'id'>,
  sessionId: string,
  decode: () => T,
  ErrorClass: new (details: StoredRecordErrorDetails) => StoredRecordError,
): T {
  try {
    return decode();
  } catch (cause) {
    throw new ErrorClass({ messageId: message.id, sessionId, cause });
  }
}
