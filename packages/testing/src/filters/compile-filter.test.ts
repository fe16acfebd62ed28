import { describe, expect, it } from 'vitest';
import { compileFilter } from './compile-filter.js';
import { FILTER_SCHEMAS } from './filter-columns.js';
import { FilterError, FilterEvaluationError } from './filter-error.js';

const peers = [
  { id: 'Alpha', workspace_id: 'w', created_at: '2024-03-01T00:00:00.000Z', metadata: { team: 'red', tier: 1, n: '5', flag: true, tags: ['a', 'b'], profile: { city: 'Lisbon', age: 31 } } },
  { id: 'beta', workspace_id: 'w', created_at: '2024-06-01T00:00:00.000Z', metadata: { team: 'Red', tier: 2, n: 7, tags: ['b'], profile: { city: 'Porto', age: 45 } } },
  { id: '_gamma', workspace_id: 'w', created_at: '2025-01-01T00:00:00.000Z', metadata: { team: '', tier: 3 } },
  { id: 'zeta', workspace_id: 'w', created_at: '2025-06-01T00:00:00.000Z', metadata: { n: null } },
];
const conclusions = [
  { id: 'c1', content: 'Alpha likes TEA', observer_id: 'beta', observed_id: 'Alpha', session_id: null, level: 'explicit', source_ids: null, created_at: '2024-01-01T00:00:00Z', workspace_id: 'w' },
  { id: 'c2', content: 'beta likes coffee', observer_id: 'Alpha', observed_id: 'beta', session_id: 's1', level: 'explicit', source_ids: null, created_at: '2024-01-01T00:00:00Z', workspace_id: 'w' },
];

const select = <T extends { id: string }>(records: readonly T[], filter: unknown, schema = FILTER_SCHEMAS.peers) => {
  const predicate = compileFilter(filter, schema);
  return records.filter((record) => predicate === null || predicate(record)).map((record) => record.id);
};
const refusal = (filter: unknown, schema = FILTER_SCHEMAS.peers) => {
  try {
    compileFilter(filter, schema);
  } catch (error) {
    if (error instanceof FilterError) return error.detail;
    throw error;
  }
  return undefined;
};

describe('compileFilter (the server filter builder, as probed)', () => {
  it.each<[string, unknown, string[]]>([
    ['an empty filter', {}, ['Alpha', 'beta', '_gamma', 'zeta']],
    ['equality on id', { id: 'beta' }, ['beta']],
    ['a bare list is in', { id: ['Alpha', 'zeta'] }, ['Alpha', 'zeta']],
    ['in with a wildcard', { id: { in: ['*'] } }, ['Alpha', 'beta', '_gamma', 'zeta']],
    ['in over a dict means its keys', { id: { in: { Alpha: 1 } } }, ['Alpha']],
    ['an empty in matches nothing', { id: { in: [] } }, []],
    ['ne with a wildcard matches everything', { id: { ne: '*' } }, ['Alpha', 'beta', '_gamma', 'zeta']],
    ['text orders by code point', { id: { gte: 'B' } }, ['beta', '_gamma', 'zeta']],
    ['underscore sorts before lower case', { id: { lt: 'b' } }, ['Alpha', '_gamma']],
    ['contains on text ignores case', { id: { contains: 'ALP' } }, ['Alpha']],
    ['a date range', { created_at: { gte: '2024-01-01', lte: '2024-12-31' } }, ['Alpha', 'beta']],
    ['a compact date', { created_at: { gte: '20250101' } }, ['_gamma', 'zeta']],
    ['OR drops sub-filters without a condition', { OR: [{}, { id: 'beta' }] }, ['beta']],
    ['NOT of nothing excludes nothing', { NOT: [{}] }, ['Alpha', 'beta', '_gamma', 'zeta']],
    ['NOT includes rows the inner condition cannot see', { NOT: [{ metadata: { tier: { gte: 2 } } }] }, ['Alpha', 'zeta']],
    ['metadata equality is containment', { metadata: { team: 'red' } }, ['Alpha']],
    ['metadata list containment', { metadata: { tags: ['a'] } }, ['Alpha']],
    ['a list never contains a bare scalar', { metadata: { tags: 'a' } }, []],
    ['a bare list on a key is containment, not in', { metadata: { team: ['red', 'Red'] } }, []],
    ['a nested object is containment', { metadata: { profile: { city: 'Porto' } } }, ['beta']],
    ['operators below a nested key are literal', { metadata: { profile: { age: { gte: 40 } } } }, []],
    ['null on a key is JSON null', { metadata: { n: null } }, ['zeta']],
    ['ne on a key excludes rows without it', { metadata: { team: { ne: 'red' } } }, ['beta', '_gamma']],
    ['ne on text against the empty string', { metadata: { team: { ne: '' } } }, ['Alpha', 'beta']],
    ['gte with a number compares numerically', { metadata: { n: { gt: 1 } } }, ['Alpha', 'beta']],
    ['a numeric string operand is a number', { metadata: { n: { gt: '6' } } }, ['beta']],
    ['a text operand compares text', { metadata: { team: { gte: 'r' } } }, ['Alpha']],
    ['a boolean compares with the text true/false', { metadata: { flag: { ne: false } } }, ['Alpha']],
    ['in compares the text of each element', { metadata: { n: { in: [5, 7] } } }, ['Alpha', 'beta']],
    ['contains on a key is a case-insensitive substring of its text', { metadata: { profile: { contains: 'lisbon' } } }, ['Alpha']],
    ['contains on a list is a substring of its JSON text', { metadata: { tags: { contains: '"a"' } } }, ['Alpha']],
    ['contains with a list operand matches its Python text', { metadata: { tags: { contains: ['a'] } } }, []],
    ['contains on a boolean matches True', { metadata: { flag: { contains: 'TRUE' } } }, ['Alpha']],
    ['a metadata wildcard', { metadata: { team: '*' } }, ['Alpha', 'beta', '_gamma', 'zeta']],
    ['an operator that is not one is a literal object to contain', { metadata: { tier: { between: [1, 2] } } }, []],
    ['metadata contains an object', { metadata: { contains: { team: 'red' } } }, ['Alpha']],
    ['metadata is never SQL NULL', { metadata: null }, []],
    ['metadata ne null holds everywhere', { metadata: { ne: null } }, ['Alpha', 'beta', '_gamma', 'zeta']],
    ['a bare list on metadata is an array to contain', { metadata: ['a'] }, []],
  ])('%s', (_name, filter, expected) => {
    expect(select(peers, filter)).toEqual(expected);
  });

  it.each<[string, unknown, string]>([
    ['an unknown column', { colour: 'red' }, "Column 'colour' is not allowed to be filtered on or does not exist on Peer"],
    ['a mapped column the model lacks', { is_active: true }, "Column 'is_active' does not exist on Peer"],
    ['an unknown operator on a column', { id: { regex: '.*' } }, "Invalid filter for column 'id': unsupported operator(s) ['regex']. Expected one of ['contains', 'gt', 'gte', 'icontains', 'in', 'lt', 'lte', 'ne'] or a scalar value."],
    ['an empty operator object', { id: {} }, "Invalid filter for column 'id': unsupported operator(s) []. Expected one of ['contains', 'gt', 'gte', 'icontains', 'in', 'lt', 'lte', 'ne'] or a scalar value."],
    ['an unknown operator next to a known one', { id: { foo: 1, gte: 'a' } }, 'Unsupported comparison operator: foo'],
    ['a bad operand before an unknown operator', { id: { gte: 5, foo: 1 } }, "Invalid value for column 'name': expected a string, got int"],
    ['null under an ordering', { id: { gte: null } }, 'Operator \'gte\' does not accept null. Use {"ne": null} for a not-null check, or null on its own for a null check.'],
    ['in with a string', { metadata: { team: { in: 'red' } } }, "Invalid value for 'in' operator: red. Expected an iterable (list, tuple, set), got str"],
    ['in with null on a key', { metadata: { n: { in: null } } }, "Invalid value for 'in' operator: None. Expected an iterable (list, tuple, set), got NoneType"],
    ['ne null on a key', { metadata: { team: { ne: null } } }, "Failed to build numeric comparison condition for operator 'ne' with value 'None': Failed to process numeric cast for value 'None': Invalid value for numeric operator: None. Expected a number, got NoneType"],
    ['a dict under an ordering on a key', { metadata: { n: { gt: { a: 1 } } } }, "Failed to build numeric comparison condition for operator 'gt' with value '{'a': 1}': Failed to process numeric cast for value '{'a': 1}': Invalid value for numeric operator: {'a': 1}. Expected a number, got dict"],
    ['an unknown operator on a key', { metadata: { team: { gte: 'r', foo: 1 } } }, 'Unsupported comparison operator: foo'],
    ['a scalar for metadata', { metadata: 5 }, "Invalid filter for column 'h_metadata': a JSONB column takes an object, optionally under 'contains'"],
    ['an ordering on metadata', { metadata: { gte: 1 } }, "Invalid filter for column 'h_metadata': a JSONB column takes an object, optionally under 'contains'"],
    ['contains on a timestamp', { created_at: { contains: '2' } }, "Operator 'contains' requires a text column, but 'created_at' is datetime"],
    ['a non-date', { created_at: 'yesterday' }, 'Invalid datetime value: yesterday'],
    ['a number for a date', { created_at: 5 }, "Invalid value for column 'created_at': expected a datetime, got int"],
    ['a number in a list of ids', { id: ['Alpha', 5] }, "Invalid value for column 'name': expected a string, got int"],
    ['AND without a list', { AND: { id: 'a' } }, 'AND operator must contain a list, got dict'],
    ['OR of strings', { OR: ['red', 'blue'] }, 'Invalid filter configuration'],
    ['NOT null', { NOT: null }, 'NOT operator cannot be None'],
    ['logical keys before fields, whatever their place', { colour: 1, AND: {} }, 'AND operator must contain a list, got dict'],
    ['nesting past five levels', { AND: [{ AND: [{ AND: [{ AND: [{ AND: [{ AND: [{}] }] }] }] }] }] }, 'Filter nesting exceeds maximum depth of 5'],
  ])('refuses %s in the server words', (_name, filter, detail) => {
    expect(refusal(filter)).toBe(detail);
  });

  it('fails evaluation, as the database does, when a numeric comparison meets text', () => {
    const predicate = compileFilter({ metadata: { team: { gt: 1 } } }, FILTER_SCHEMAS.peers);
    expect(() => peers.filter((record) => predicate?.(record))).toThrow(FilterEvaluationError);
  });

  describe('on messages', () => {
    const messages = [
      { id: 'm1', peer_id: 'alice', session_id: 's', workspace_id: 'w', token_count: 2, created_at: '2023-01-01T00:00:00Z', metadata: { lang: 'en' } },
      { id: 'm2', peer_id: 'bob', session_id: 's', workspace_id: 'w', token_count: 1, created_at: '2023-06-01T00:00:00Z', metadata: {} },
    ];
    it('reads token counts as numbers, from strings and booleans too', () => {
      expect(select(messages, { token_count: '2' }, FILTER_SCHEMAS.messages)).toEqual(['m1']);
      expect(select(messages, { token_count: true }, FILTER_SCHEMAS.messages)).toEqual(['m2']);
      expect(refusal({ token_count: 'abc' }, FILTER_SCHEMAS.messages)).toBe('Invalid numeric value: abc. Expected a number, got str');
    });
    it('has no ordering on booleans', () => {
      expect(refusal({ is_active: { gt: false } }, FILTER_SCHEMAS.sessions)).toBe('Invalid filter configuration');
      expect(refusal({ is_active: { gt: 1 } }, FILTER_SCHEMAS.sessions)).toBe("Invalid value for column 'is_active': expected true or false, got int");
    });
    it('has no id or content column', () => {
      expect(refusal({ id: 'm1' }, FILTER_SCHEMAS.messages)).toBe("Column 'id' is not allowed to be filtered on or does not exist on Message");
      expect(refusal({ content: { contains: 'x' } }, FILTER_SCHEMAS.messages)).toBe("Column 'content' is not allowed to be filtered on or does not exist on Message");
    });
    it('selects by a metadata key being JSON null, not by its absence', () => {
      expect(select(messages, { metadata: { lang: null } }, FILTER_SCHEMAS.messages)).toEqual([]);
    });
  });

  describe('on conclusions (the server falls back to the document table columns)', () => {
    const schema = FILTER_SCHEMAS.conclusions;
    it('reaches raw columns by name', () => {
      expect(select(conclusions, { content: { contains: 'tea' } }, schema)).toEqual(['c1']);
      expect(select(conclusions, { observer: 'beta' }, schema)).toEqual(['c1']);
      expect(select(conclusions, { session_name: 's1' }, schema)).toEqual(['c2']);
      expect(select(conclusions, { times_derived: 1 }, schema)).toEqual(['c1', 'c2']);
      expect(select(conclusions, { source_ids: null }, schema)).toEqual(['c1', 'c2']);
      expect(select(conclusions, { session_id: null }, schema)).toEqual(['c1']);
      expect(select(conclusions, { observed_id: { gte: 'b' } }, schema)).toEqual(['c2']);
    });
    it('refuses what the server refuses', () => {
      expect(refusal({ colour: 1 }, schema)).toBe("Column 'colour' does not exist on Document");
      expect(refusal({ level: 'foo' }, schema)).toBe("Invalid value for column 'level': 'foo'. Expected one of ['contradiction', 'deductive', 'explicit', 'inductive']");
      expect(refusal({ embedding: 1 }, schema)).toBe("Column 'embedding' cannot be filtered on");
      expect(refusal({ source_ids: ['a'] }, schema)).toBe("Invalid filter for column 'source_ids': a JSONB column takes an object, optionally under 'contains'");
    });
  });
});
