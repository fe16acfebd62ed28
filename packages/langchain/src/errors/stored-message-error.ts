import { StoredRecordError, type StoredRecordErrorDetails } from '@honcho-ai/sdk/integrations';

/**
 * A message in the session carries this package's marker, but the LangChain
 * message in it cannot be read back (its metadata was changed by hand, say).
 * Thrown by `getMessages()` rather than skipping the message, which would
 * silently change the conversation the model sees. A `StoredRecordError` of
 * `@honcho-ai/sdk/integrations`, with the message's and session's ids.
 */
export class StoredMessageError extends StoredRecordError {
  static override readonly kind: string = 'StoredMessageError';

  constructor(details: StoredRecordErrorDetails) {
    super(details, { what: 'a LangChain message', code: 'stored_message_unreadable' });
  }
}
