import { describe, expect, it } from 'vitest';
import { copyJson, describeValue, isPlainObject, NOT_JSON } from './copy-json.js';

describe('copyJson', () => {
  it('deep-copies JSON data', () => {
    const input = { a: [1, 'x', true, null, { b: 2 }] };
    const { value, issues } = copyJson(input);
    expect(issues).toEqual([]);
    expect(value).toEqual(input);
    expect(value).not.toBe(input);
    expect((value as typeof input).a).not.toBe(input.a);
  });

  it('drops undefined object values, as JSON.stringify does', () => {
    expect(copyJson({ a: undefined, b: 1 }).value).toEqual({ b: 1 });
  });

  it('reports a circular reference at its pointer instead of looping', () => {
    const node: Record<string, unknown> = { type: 'object' };
    node.properties = { self: node };
    const { issues } = copyJson(node);
    expect(issues).toEqual([{ path: '#/properties/self', message: 'circular reference: the value contains itself' }]);
  });

  it('copies a shared (non-circular) object once and shares the copy', () => {
    const shared = { type: 'string' };
    const { value, issues } = copyJson({ a: shared, b: shared });
    expect(issues).toEqual([]);
    const copy = value as { a: unknown; b: unknown };
    expect(copy.a).toBe(copy.b);
    expect(copy.a).not.toBe(shared);
  });

  it('reports every non-JSON value with its path', () => {
    class Custom {}
    const { value, issues } = copyJson({
      date: new Date(0),
      map: new Map(),
      fn: () => 1,
      big: 1n,
      nan: Number.NaN,
      sym: Symbol('s'),
      custom: new Custom(),
      list: [undefined],
    });
    expect(issues).toEqual([
      { path: '#/date', message: 'a Date is not a JSON value' },
      { path: '#/map', message: 'a Map is not a JSON value' },
      { path: '#/fn', message: 'a function is not a JSON value' },
      { path: '#/big', message: 'a bigint is not a JSON value' },
      { path: '#/nan', message: 'NaN is not a JSON number' },
      { path: '#/sym', message: 'a symbol is not a JSON value' },
      { path: '#/custom', message: 'a Custom is not a JSON value' },
      { path: '#/list/0', message: 'undefined is not a JSON value' },
    ]);
    expect((value as { date: unknown }).date).toBe(NOT_JSON);
  });

  it('reports a getter that throws', () => {
    const input = {
      get broken(): never {
        throw new Error('boom');
      },
    };
    expect(copyJson(input).issues).toEqual([{ path: '#/broken', message: 'could not be read (boom)' }]);
  });

  it('reports a proxy whose traps throw', () => {
    const hostile = new Proxy(
      {},
      {
        ownKeys() {
          throw new Error('no keys');
        },
      },
    );
    expect(copyJson({ a: hostile }).issues).toEqual([{ path: '#/a', message: 'could not be read (no keys)' }]);
  });

  it('gives up on absurd nesting without exhausting the stack', () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    const { issues } = copyJson(deep);
    expect(issues).toHaveLength(1);
    expect(issues[0]?.message).toBe('nested more than 500 levels deep');
  });

  it('keeps a __proto__ key as data without touching the prototype', () => {
    const input = JSON.parse('{"__proto__": {"polluted": true}}') as unknown;
    const { value } = copyJson(input);
    expect(Object.keys(value as object)).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined();
  });
});

describe('isPlainObject', () => {
  it('accepts {} and null-prototype objects, refuses the rest', () => {
    expect(isPlainObject({})).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    expect(isPlainObject([])).toBe(false);
    expect(isPlainObject(new Date())).toBe(false);
    expect(isPlainObject(null)).toBe(false);
    expect(isPlainObject('x')).toBe(false);
  });
});

describe('describeValue', () => {
  it('names kinds with an article', () => {
    expect(describeValue([])).toBe('an array');
    expect(describeValue(null)).toBe('null');
    expect(describeValue(new Error('x'))).toBe('an Error');
    expect(describeValue(3)).toBe('a number');
    expect(describeValue(undefined)).toBe('an undefined');
  });
});
