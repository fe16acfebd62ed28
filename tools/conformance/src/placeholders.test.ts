import { describe, expect, it } from 'vitest';
import { createRunToken, fillJson, fillString, readPath, RUN_TOKEN_LENGTH, takeCaptures } from './placeholders.js';

describe('placeholders', () => {
  it('makes run tokens of a fixed length that fit id patterns: a letter, then digits', () => {
    const shape = new RegExp(`^[a-z][0-9]{${RUN_TOKEN_LENGTH - 1}}$`);
    for (let i = 0; i < 200; i += 1) expect(createRunToken()).toMatch(shape);
    for (const value of [0, 0.5, 0.999999]) expect(createRunToken(() => value)).toMatch(shape);
  });

  it('never holds two letters in a row, so no id filter of the catalogue can match the token itself', () => {
    // The draws that once gave 'a' then 'n' ("an": `id icontains "AN"` then matched every peer).
    const draws = [0 / 26, 13 / 26, 0.1, 0.1, 0.1, 0.1, 0.1, 0.1];
    let next = 0;
    const token = createRunToken(() => draws[next++] ?? 0);
    expect(token).toBe('a5111111');
    expect(`cf-${token}-ben`.toLowerCase()).not.toContain('an');
  });

  it('fills the run token and captures in strings, keys and nested values', () => {
    const values = { runToken: 'abcdefgh', captures: new Map([['m1', 'XYZ']]) };
    expect(fillString('/w/cf-{run}-a/messages/{{m1}}', values)).toBe('/w/cf-abcdefgh-a/messages/XYZ');
    expect(fillJson({ peers: { 'cf-{run}-a': { id: '{{m1}}' } }, n: 1, list: ['{run}'] }, values)).toEqual({
      peers: { 'cf-abcdefgh-a': { id: 'XYZ' } },
      n: 1,
      list: ['abcdefgh'],
    });
  });

  it('shows a capture that was never taken', () => {
    expect(fillString('{{nope}}', { runToken: 'abcdefgh', captures: new Map() })).toBe('missing-nope');
  });

  it('captures by dot path, strings and numbers only', () => {
    const body = { items: [{ id: 'a1' }, { id: 7 }], obj: { deep: {} } };
    expect(readPath(body, 'items.0.id')).toBe('a1');
    expect(readPath(body, 'items.5.id')).toBeUndefined();
    const into = new Map<string, string>();
    takeCaptures(body, { first: 'items.0.id', second: 'items.1.id', object: 'obj.deep', absent: 'x.y' }, into);
    expect([...into]).toEqual([
      ['first', 'a1'],
      ['second', '7'],
    ]);
  });
});
