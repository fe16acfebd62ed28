import { HonchoValidationError } from '@honcho-ai/sdk-core';
import { startEmulator, type RunningEmulator } from '@honcho-ai/testing/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Honcho } from '../client/honcho.js';
import { createHonchoTools } from '../tools/create-honcho-tools.js';

// Values JSON cannot carry, anywhere the SDK takes JSON, are input errors
// naming the place and the rule, before any request: never a RangeError from
// a recursive check, nor a TypeError from JSON.stringify.

let emulator: RunningEmulator;
let honcho: Honcho;

beforeAll(async () => {
  emulator = await startEmulator({ port: 0 });
  honcho = new Honcho({ baseURL: emulator.url, workspaceId: 'json-input', maxRetries: 0 });
});
afterAll(async () => {
  await emulator.close();
});

function cyclic(): Record<string, unknown> {
  const value: Record<string, unknown> = { plan: 'pro' };
  value.self = value;
  return value;
}

/** The validation error of `call`, checking that nothing reached the server. */
async function refusedBeforeAnyRequest(call: () => Promise<unknown>): Promise<HonchoValidationError> {
  const before = emulator.stats.requests;
  const error = await call().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(HonchoValidationError);
  expect(emulator.stats.requests).toBe(before);
  return error as HonchoValidationError;
}

const issuesOf = (error: HonchoValidationError) => error.issues.map(({ path, message }) => `${path}: ${message}`);

describe('metadata', () => {
  it('peer.setMetadata and session.setMetadata with a cycle (x.self = x)', async () => {
    const alice = await honcho.peer('alice');
    const session = await honcho.session('s1');
    for (const call of [() => alice.setMetadata(cyclic()), () => session.setMetadata(cyclic()), () => honcho.setMetadata(cyclic())]) {
      const error = await refusedBeforeAnyRequest(call);
      expect(issuesOf(error)).toEqual(['metadata.self: circular reference: the value contains itself']);
    }
  });

  it('BigInt, functions, symbols, NaN and Infinity, and class instances, nested anywhere', async () => {
    const alice = await honcho.peer('alice');
    const error = await refusedBeforeAnyRequest(() =>
      alice.setMetadata({ counts: { total: 10n }, tags: ['a', Number.NaN], at: new Date(0), ratio: Number.POSITIVE_INFINITY, fn: () => 1, sym: Symbol('s') }),
    );
    expect(issuesOf(error)).toEqual([
      'metadata.counts.total: a bigint is not a JSON value',
      'metadata.tags[1]: NaN is not a JSON number',
      'metadata.at: a Date is not a JSON value',
      'metadata.ratio: Infinity is not a JSON number',
      'metadata.fn: a function is not a JSON value',
      'metadata.sym: a symbol is not a JSON value',
    ]);
  });

  it('on messages, added through a session or built with peer.message', async () => {
    const alice = await honcho.peer('alice');
    const session = await honcho.session('s1');
    const error = await refusedBeforeAnyRequest(() =>
      session.addMessages([alice.message('fine'), { peerId: 'alice', content: 'loop', metadata: cyclic() }]),
    );
    expect(issuesOf(error)).toEqual(['messages[1].metadata.self: circular reference: the value contains itself']);
    expect(() => alice.message('hi', { metadata: { id: 1n } })).toThrow(HonchoValidationError);
    const stored = await session.addMessages([alice.message('kept', { metadata: { nested: { ok: [1, 'two', null] } } })]);
    expect(stored[0]?.metadata).toEqual({ nested: { ok: [1, 'two', null] } });
  });
});

describe('configuration and filters', () => {
  it('configuration keys the SDK does not know still have to be JSON', async () => {
    const session = await honcho.session('s1');
    const error = await refusedBeforeAnyRequest(() => session.setConfiguration({ future: cyclic() } as never));
    expect(issuesOf(error)).toEqual(['configuration.future.self: circular reference: the value contains itself']);
    const workspace = await refusedBeforeAnyRequest(() => honcho.setConfiguration({ summary: { enabled: true }, limit: 5n } as never));
    expect(issuesOf(workspace)).toEqual(['configuration.limit: a bigint is not a JSON value']);
  });

  it('filters on lists, searches and conclusions', async () => {
    const alice = await honcho.peer('alice');
    const loop = cyclic();
    const calls: [() => Promise<unknown>, string][] = [
      [() => honcho.peers({ filters: { metadata: loop } }), 'filters.metadata.self: circular reference: the value contains itself'],
      [() => honcho.sessions({ created_at: { gte: new Date(0) } }), 'filters.created_at.gte: a Date is not a JSON value'],
      [() => honcho.search('tea', { filters: { OR: [{ peer_id: 'alice' }, loop] } }), 'filters.OR[1].self: circular reference: the value contains itself'],
      [() => alice.conclusions.list({ filters: { level: 1n } as never }), 'options.filters.level: a bigint is not a JSON value'],
    ];
    for (const [call, issue] of calls) expect(issuesOf(await refusedBeforeAnyRequest(call))).toEqual([issue]);
  });
});

describe('tool arguments', () => {
  it('a tool input that is not JSON is an input error naming the field', async () => {
    const tools = createHonchoTools({ honcho, peerId: 'alice' });
    const input: Record<string, unknown> = { query: 'what does alice like?' };
    input.again = input;
    const error = await refusedBeforeAnyRequest(() => tools.honcho_chat.execute(input as never));
    expect(issuesOf(error)).toEqual(['again: circular reference: the value contains itself']);
    const big = await refusedBeforeAnyRequest(() => tools.honcho_search.execute({ query: 'tea', limit: 3n } as never));
    expect(issuesOf(big)).toEqual(['limit: a bigint is not a JSON value']);
  });
});
