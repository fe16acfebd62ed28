import { describe, expect, it } from 'vitest';
import { clientInstantsOf, compactRepeat, INT, instantOf, isTimestamp, Normaliser, TEXT, TIMESTAMP } from './normaliser.js';

const RUN = 'k3x9q2ab';
const MSG = 'V1StGXR8_Z5jdHi6B-myT';
const OTHER = 'Uakgb_J5m9g-0JDMbcJqL';

describe('Normaliser', () => {
  it('puts the run token back as {run} in strings and keys, keeping client ids', () => {
    const n = new Normaliser(RUN);
    expect(n.normalise({ id: `cf-${RUN}-alice`, sessions: { [`cf-${RUN}-s1`]: { ok: true } } })).toEqual({
      id: 'cf-{run}-alice',
      sessions: { 'cf-{run}-s1': { ok: true } },
    });
  });

  it('numbers server ids in order of first appearance, the same everywhere', () => {
    const n = new Normaliser(RUN);
    const body = [{ id: MSG, session_id: `cf-${RUN}-s1` }, { id: OTHER }];
    n.learnIds(body, new Set());
    expect(n.normalise(body)).toEqual([{ id: '<id:1>', session_id: 'cf-{run}-s1' }, { id: '<id:2>' }]);
    n.learnIds({ message_id: MSG }, new Set());
    expect(n.normalise({ message_id: MSG, detail: `Message ${OTHER} not found` })).toEqual({
      message_id: '<id:1>',
      detail: 'Message <id:2> not found',
    });
    expect(n.normaliseString(`/v3/workspaces/cf-${RUN}-w/messages/${MSG}`)).toBe('/v3/workspaces/cf-{run}-w/messages/<id:1>');
  });

  it('does not take a client-sent value under an id key for a server id', () => {
    const n = new Normaliser(RUN);
    n.learnIds({ id: 'chosen-by-client', peer_id: 'x' }, new Set(['chosen-by-client', 'x']));
    expect(n.normalise({ id: 'chosen-by-client' })).toEqual({ id: 'chosen-by-client' });
    expect(n.placeholderOf('chosen-by-client')).toBeUndefined();
  });

  it('replaces server timestamps and keeps the instants the client sent', () => {
    const n = new Normaliser(RUN);
    const clientInstants = clientInstantsOf(['2021-06-01T12:00:00Z']);
    expect(
      n.normalise(
        { created_at: '2030-01-01T00:00:00.123456+00:00', sent: '2021-06-01T12:00:00.000Z', naive: '2030-01-01T00:00:00' },
        { clientInstants },
      ),
    ).toEqual({ created_at: TIMESTAMP, sent: '2021-06-01T12:00:00.000Z', naive: TIMESTAMP });
  });

  it('replaces token counts and queue progress, not other numbers', () => {
    const n = new Normaliser(RUN);
    expect(n.normalise({ token_count: 12, pending_work_units: 0, total: 3, page: 1, docs_copied: null })).toEqual({
      token_count: INT,
      pending_work_units: INT,
      total: 3,
      page: 1,
      docs_copied: null,
    });
  });

  it('replaces only the strings at text paths with <text>', () => {
    const n = new Normaliser(RUN);
    expect(n.normalise({ content: 'Alice likes tea.', peer_card: ['a', 'b'], other: 'kept' }, { text: ['content', 'peer_card.*'] })).toEqual({
      content: TEXT,
      peer_card: [TEXT, TEXT],
      other: 'kept',
    });
    expect(n.normalise({ content: null }, { text: ['content'] })).toEqual({ content: null });
  });

  it('replaces the memory address of a Python repr, which every server process draws anew', () => {
    const normaliser = new Normaliser('abcd1234');
    const detail = "Field 'model_dump' conflicts with member <function BaseModel.model_dump at 0x7fbe6c0ce0c0> of protected namespace";
    expect(normaliser.normalise({ detail })).toEqual({
      detail: "Field 'model_dump' conflicts with member <function BaseModel.model_dump at <address>> of protected namespace",
    });
    expect(normaliser.normaliseString('at 0x12 is not an address')).toBe('at 0x12 is not an address');
  });

  it('writes long runs of one character short', () => {
    expect(compactRepeat('a'.repeat(25_000))).toBe('<repeat 25000 "a">');
    expect(compactRepeat('a'.repeat(255))).toBe('a'.repeat(255));
    expect(compactRepeat(`${'a'.repeat(300)}b`)).toBe(`${'a'.repeat(300)}b`);
  });
});

describe('timestamps', () => {
  it('recognises ISO date-times with and without zone', () => {
    expect(isTimestamp('2024-01-01T00:00:00Z')).toBe(true);
    expect(isTimestamp('2024-01-01 00:00:00.5+02:00')).toBe(true);
    expect(isTimestamp('2024-01-01')).toBe(false);
    expect(isTimestamp('yesterday')).toBe(false);
    expect(instantOf('2024-01-01T00:00:00')).toBe(instantOf('2024-01-01T00:00:00.000Z'));
  });
});
