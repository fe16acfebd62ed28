import { describe, expect, it } from 'vitest';
import { mapSubschemas, subschemaEntries } from './subschemas.js';

describe('subschemaEntries', () => {
  it('lists subschemas under every applicator, in key order, and skips data keywords', () => {
    const node = {
      type: 'object',
      properties: { a: { type: 'string' } },
      items: { type: 'number' },
      anyOf: [{ type: 'null' }],
      enum: [{ type: 'not a schema' }],
      default: { properties: {} },
      $defs: { Skipped: {} },
      dependencies: { a: ['b'], c: { type: 'object' } },
    };
    expect(subschemaEntries(node).map((entry) => entry.tokens)).toEqual([
      ['properties', 'a'],
      ['items'],
      ['anyOf', 0],
      ['dependencies', 'c'],
    ]);
  });

  it('lists a draft-07 tuple `items` list element by element', () => {
    expect(subschemaEntries({ items: [{}, {}] }).map((entry) => entry.tokens)).toEqual([
      ['items', 0],
      ['items', 1],
    ]);
  });

  it('skips malformed containers', () => {
    expect(subschemaEntries({ properties: [], anyOf: {} })).toEqual([]);
  });
});

describe('mapSubschemas', () => {
  it('replaces subschemas only, without modifying the input', () => {
    const node = { properties: { a: { type: 'string' } }, required: ['a'], anyOf: [{ type: 'null' }] };
    const mapped = mapSubschemas(node, () => ({ replaced: true }));
    expect(mapped).toEqual({
      properties: { a: { replaced: true } },
      required: ['a'],
      anyOf: [{ replaced: true }],
    });
    expect(node.properties.a).toEqual({ type: 'string' });
  });
});
