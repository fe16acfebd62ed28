import { HonchoError } from '@honcho-ai/sdk-core';
import { describe, expect, it } from 'vitest';
import { readStoredRecord, StoredRecordError, type StoredRecordErrorDetails } from './stored-record-error.js';

class StoredThingError extends StoredRecordError {
  static override readonly kind: string = 'StoredThingError';
  constructor(details: StoredRecordErrorDetails) {
    super(details, { what: 'a thing', code: 'stored_thing_unreadable' });
  }
}

describe('readStoredRecord', () => {
  it('returns what decode reads', () => {
    expect(readStoredRecord({ id: 'm1' }, 's1', () => JSON.parse('{"a":1}') as unknown, StoredThingError)).toEqual({ a: 1 });
  });

  it('throws the adapter\'s error naming the message, the session and the cause', () => {
    let caught: unknown;
    try {
      readStoredRecord({ id: 'm1' }, 's1', () => JSON.parse('{broken') as unknown, StoredThingError);
    } catch (error) {
      caught = error;
    }
    expect(StoredThingError.isInstance(caught)).toBe(true);
    expect(StoredRecordError.isInstance(caught)).toBe(true);
    expect(HonchoError.isInstance(caught)).toBe(true);
    const error = caught as StoredThingError;
    expect(error).toMatchObject({ name: 'StoredThingError', messageId: 'm1', sessionId: 's1', code: 'stored_thing_unreadable', status: 0 });
    expect(error.message).toMatch(/^Message m1 of session s1 holds a thing that cannot be read back: /);
    expect(error.cause).toBeInstanceOf(SyntaxError);
  });

  it('words a record without a subclass generically', () => {
    const error = new StoredRecordError({ messageId: 'm2', sessionId: 's2', cause: 'bad' });
    expect(error.message).toBe('Message m2 of session s2 holds a record that cannot be read back: bad');
    expect(error.code).toBe('stored_record_unreadable');
  });
});
