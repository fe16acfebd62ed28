import { StoredRecordError, type StoredRecordErrorDetails } from '@honcho-ai/sdk/integrations';

/**
 * A message in the session carries this adapter's marker, but its item
 * cannot be read back (its metadata was changed by hand, say). Thrown by
 * `getItems()` and `popItem()` rather than skipping the item, which would
 * silently change the conversation the agent sees. A `StoredRecordError` of
 * `@honcho-ai/sdk/integrations`, with the message's and session's ids.
 */
export class StoredItemError extends StoredRecordError {
  static override readonly kind: string = 'StoredItemError';

  constructor(details: StoredRecordErrorDetails) {
    super(details, { what: 'an item', code: 'stored_item_unreadable' });
  }
}
