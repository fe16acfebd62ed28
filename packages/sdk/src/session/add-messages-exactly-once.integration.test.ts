import type { FaultRule } from '@honcho-ai/testing';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteError, WRITE_ID_METADATA_KEY, WriteLookupError } from '../batching/index.js';
import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { Honcho } from '../client/honcho.js';
import type { Session } from './peer-and-session.js';
import type { MessageAdditionItem } from './session-options.js';

// `exactlyOnce` against the emulator over HTTP, with the faults that lose an answer after the
// server wrote: every message must end up stored exactly once, and the result must say which
// messages this call sent and which it found already there.

let emulator: RunningEmulator;
let sessions = 0;
const CREATE_MESSAGES = { method: 'POST', path: /\/sessions\/[^/]+\/messages$/ } as const;

beforeAll(async () => {
  emulator = await startEmulator();
});
afterEach(() => emulator.faults.clear());
afterAll(async () => {
  await emulator.close();
});

async function freshSession(): Promise<{ session: Session; id: string }> {
  sessions += 1;
  const id = `once-${sessions}`;
  const honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'exactly-once', maxRetries: 0 });
  return { session: await honcho.session(id), id };
}

const inputs = (count: number, tag: string): MessageAdditionItem[] => Array.from({ length: count }, (_, i) => ({ peerId: i % 2 === 0 ? 'user' : 'bot', content: `${tag} ${i}` }));

/** How many times each content is stored in the session. */
function storedCounts(id: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const message of emulator.store.messages('exactly-once', id)) counts.set(message.content, (counts.get(message.content) ?? 0) + 1);
  return counts;
}

function expectEachOnce(id: string, items: readonly MessageAdditionItem[]): void {
  const counts = storedCounts(id);
  expect(items.map((item) => counts.get(item.content) ?? 0)).toEqual(items.map(() => 1));
  expect(counts.size).toBe(items.length);
}

describe('session.addMessages(…, { exactlyOnce: true })', () => {
  const ambiguous: Record<string, FaultRule> = {
    'the answer lost after the server wrote': { dropConnection: 'after', times: 1, match: CREATE_MESSAGES },
    'a reset mid-body': { cutBodyAfterBytes: 20, times: 1, match: CREATE_MESSAGES },
    'a 500 after the write': { failRate: 1, failStatus: 500, failPhase: 'after', times: 1, match: CREATE_MESSAGES },
  };

  for (const [name, fault] of Object.entries(ambiguous)) {
    it(`${name}: each message is stored once, and the result says the batch was found already written`, async () => {
      const { session, id } = await freshSession();
      const items = inputs(5, name);
      const faultsBefore = emulator.stats.injectedFaults;
      emulator.faults.set(fault);

      const write = await session.addMessages(items, { exactlyOnce: true });

      expectEachOnce(id, items);
      expect(write.alreadyWritten).toEqual([0, 1, 2, 3, 4]);
      expect(write.sent).toEqual([]);
      expect(write.messages.map((message) => message.content)).toEqual(items.map((item) => item.content));
      expect(write.messages.map((message) => message.metadata[WRITE_ID_METADATA_KEY])).toEqual(write.writeIds);
      expect(emulator.stats.injectedFaults - faultsBefore).toBe(1);
    });

    it(`${name}, without exactlyOnce: the batch is reported unknown (what exactlyOnce resolves)`, async () => {
      const { session } = await freshSession();
      emulator.faults.set(fault);
      const error = await session.addMessages(inputs(3, `${name} plain`)).catch((thrown: unknown) => thrown);
      expect(BatchWriteError.isInstance(error)).toBe(true);
      expect((error as BatchWriteError<MessageAdditionItem, unknown>).unknown.map((item) => item.index)).toEqual([0, 1, 2]);
    });
  }

  it('across batches of 100: the lost batch is looked up, the others are sent once', async () => {
    const { session, id } = await freshSession();
    const items = inputs(250, 'bulk');
    // The second request (messages 100-199) is written and its answer lost.
    let creates = 0;
    emulator.faults.set({ dropConnection: 'after', times: 1, match: (request) => request.method === 'POST' && CREATE_MESSAGES.path.test(new URL(request.url).pathname) && ++creates === 2 });

    const write = await session.addMessages(items, { exactlyOnce: true });

    expectEachOnce(id, items);
    expect(write.alreadyWritten).toEqual(Array.from({ length: 100 }, (_, i) => 100 + i));
    expect(write.sent).toHaveLength(150);
    expect(write.messages.map((message) => message.content)).toEqual(items.map((item) => item.content));
  });

  it('a resumed import whose first run stopped half-way: the stored half is not sent, and the rest survives a lost answer', async () => {
    const { session, id } = await freshSession();
    const items = inputs(4, 'resumed').map((item, index) => ({ ...item, metadata: { [WRITE_ID_METADATA_KEY]: `resumed:${index}` } }));
    await session.addMessages(items.slice(0, 2), { exactlyOnce: true });
    let creates = 0;
    emulator.faults.set({
      dropConnection: 'after',
      times: 1,
      match: (request) => {
        if (request.method !== 'POST' || !CREATE_MESSAGES.path.test(new URL(request.url).pathname)) return false;
        creates += 1;
        return true;
      },
    });

    const write = await session.addMessages(items, { exactlyOnce: true });

    expectEachOnce(id, items);
    // One create request, and it carried only the two messages the first run had not stored.
    expect(creates).toBe(1);
    expect(emulator.store.messages('exactly-once', id).map((message) => message.content)).toEqual(items.map((item) => item.content));
    expect(write.alreadyWritten).toEqual([0, 1, 2, 3]);
    expect(write.sent).toEqual([]);
  });

  it('ids the caller gives make a rerun add nothing twice', async () => {
    const { session, id } = await freshSession();
    const items = inputs(6, 'import').map((item, index) => ({ ...item, metadata: { [WRITE_ID_METADATA_KEY]: `chatgpt:conv-1:${index}` } }));

    const first = await session.addMessages(items.slice(0, 4), { exactlyOnce: true });
    const rerun = await session.addMessages(items, { exactlyOnce: true });

    expectEachOnce(id, items);
    expect(first.sent).toEqual([0, 1, 2, 3]);
    expect(rerun.alreadyWritten).toEqual([0, 1, 2, 3]);
    expect(rerun.sent).toEqual([4, 5]);
    expect(rerun.writeIds).toEqual(items.map((_, index) => `chatgpt:conv-1:${index}`));
  });

  it('derived ids belong to one call: the same words at the same place in a later call are a new message', async () => {
    const { session, id } = await freshSession();
    await session.addMessages({ peerId: 'user', content: 'yes' }, { exactlyOnce: true });
    emulator.faults.set({ dropConnection: 'after', times: 1, match: CREATE_MESSAGES });

    const again = await session.addMessages({ peerId: 'user', content: 'yes' }, { exactlyOnce: true });

    expect(storedCounts(id).get('yes')).toBe(2);
    expect(again.alreadyWritten).toEqual([0]);
  });

  it('where the server refuses the look-up, the batch is reported unknown with a WriteLookupError, and nothing is resent', async () => {
    const { session, id } = await freshSession();
    const items = inputs(3, 'refused');
    emulator.faults.set([
      { dropConnection: 'after', times: 1, match: CREATE_MESSAGES },
      { failRate: 1, failStatus: 422, match: { method: 'POST', path: /\/messages\/list$/ } },
    ]);

    const error = await session.addMessages(items, { exactlyOnce: true }).catch((thrown: unknown) => thrown);

    expect(BatchWriteError.isInstance(error)).toBe(true);
    const report = error as BatchWriteError<MessageAdditionItem, unknown>;
    expect(report.unknown.map((item) => item.index)).toEqual([0, 1, 2]);
    const cause = report.failures[0]?.error;
    expect(WriteLookupError.isInstance(cause)).toBe(true);
    expect((cause as WriteLookupError).message).toContain('may or may not have been written');
    expect((cause as WriteLookupError).writeIds).toHaveLength(3);
    expectEachOnce(id, items);
  });

  it('refuses, before any request, a write id used twice in one call or one that is not a string', async () => {
    const { session } = await freshSession();
    const before = emulator.stats.requests;
    const error = await session
      .addMessages(
        [
          { peerId: 'user', content: 'a', metadata: { [WRITE_ID_METADATA_KEY]: 'same' } },
          { peerId: 'user', content: 'b', metadata: { [WRITE_ID_METADATA_KEY]: 'same' } },
          { peerId: 'user', content: 'c', metadata: { [WRITE_ID_METADATA_KEY]: 7 } },
        ],
        { exactlyOnce: true },
      )
      .catch((thrown: unknown) => thrown);
    expect(HonchoValidationError.isInstance(error)).toBe(true);
    expect(String((error as Error).message)).toContain(`messages[1].metadata.${WRITE_ID_METADATA_KEY}: repeats the write id of messages[0]`);
    expect(String((error as Error).message)).toContain(`messages[2].metadata.${WRITE_ID_METADATA_KEY}: must be a non-empty string`);
    await expect(session.addMessages({ peerId: 'user', content: 'x' }, { exactlyOnce: 'yes' as unknown as true })).rejects.toThrow('options.exactlyOnce: must be true or false');
    expect(emulator.stats.requests).toBe(before);
  });
});
