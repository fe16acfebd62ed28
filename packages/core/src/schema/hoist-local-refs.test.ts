import { describe, expect, it } from 'vitest';
import { hoistLocalRefs } from './hoist-local-refs.js';

describe('hoistLocalRefs', () => {
  it('leaves a schema without pointer refs alone', () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/$defs/A' } }, $defs: { A: { type: 'string' } } };
    expect(hoistLocalRefs(schema)).toEqual(schema);
  });

  it('moves a repeated schema written as a pointer into $defs, named after its path', () => {
    const schema = {
      type: 'object',
      properties: {
        home: { type: 'object', properties: { city: { type: 'string' } } },
        work: { $ref: '#/properties/home' },
      },
    };
    expect(hoistLocalRefs(schema)).toEqual({
      type: 'object',
      properties: {
        home: { type: 'object', properties: { city: { type: 'string' } } },
        work: { $ref: '#/$defs/home' },
      },
      $defs: { home: { type: 'object', properties: { city: { type: 'string' } } } },
    });
  });

  it('turns root recursion "#" into a named definition without document keywords', () => {
    const schema = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#' } } },
    };
    expect(hoistLocalRefs(schema, 'Tree')).toEqual({
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: { children: { type: 'array', items: { $ref: '#/$defs/Tree' } } },
      $defs: {
        Tree: { type: 'object', properties: { children: { type: 'array', items: { $ref: '#/$defs/Tree' } } } },
      },
    });
  });

  it('rewrites pointers inside existing definitions and avoids name clashes', () => {
    const schema = {
      type: 'object',
      properties: { list: { type: 'array', items: { type: 'string' } }, again: { $ref: '#/properties/list/items' } },
      $defs: { 'list.items': { type: 'number' }, Other: { $ref: '#/properties/list/items' } },
    };
    const result = hoistLocalRefs(schema);
    expect(result.properties).toEqual({
      list: { type: 'array', items: { type: 'string' } },
      again: { $ref: '#/$defs/list.items_2' },
    });
    expect(result.$defs).toEqual({
      'list.items': { type: 'number' },
      Other: { $ref: '#/$defs/list.items_2' },
      'list.items_2': { type: 'string' },
    });
  });

  it('escapes names that need it in the new $ref', () => {
    const schema = {
      type: 'object',
      properties: { 'a/b': { type: 'string' }, c: { $ref: '#/properties/a~1b' } },
    };
    const result = hoistLocalRefs(schema);
    expect((result.properties as Record<string, unknown>).c).toEqual({ $ref: '#/$defs/a~1b' });
    expect(result.$defs).toEqual({ 'a/b': { type: 'string' } });
  });

  it('leaves unresolvable pointers for the checks to report', () => {
    const schema = { type: 'object', properties: { a: { $ref: '#/properties/missing' } } };
    expect(hoistLocalRefs(schema)).toEqual(schema);
  });

  it('does not modify its input', () => {
    const schema = { type: 'object', properties: { a: { type: 'string' }, b: { $ref: '#/properties/a' } } };
    const before = structuredClone(schema);
    hoistLocalRefs(schema);
    expect(schema).toEqual(before);
  });
});
