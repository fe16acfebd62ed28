import { describe, expect, it } from 'vitest';
import type { DialecticCorpus } from './corpus.js';
import { fillSchema } from './fill-schema.js';
import { type DialecticHit, searchCorpus, subjectTerms } from './search-corpus.js';
import { conclusion, coffeeCorpus, message } from './test-support/fixtures.js';
import { validateJsonSchema } from './test-support/validate-json-schema.js';

type Schema = Record<string, unknown>;

function hitsFor(question: string, corpus: DialecticCorpus = coffeeCorpus()): DialecticHit[] {
  return [...searchCorpus(corpus, { text: question, observer: 'alice', observed: 'alice', topK: 20 }).ranked];
}

/** Fills, checks the value validates and survives JSON, and returns it. */
function filled(schema: Schema, question: string, corpus?: DialecticCorpus): Record<string, unknown> {
  const hits = hitsFor(question, corpus);
  expect(hits.length).toBeGreaterThan(0);
  const value = fillSchema(schema, hits, question);
  expect(validateJsonSchema(value, schema)).toEqual([]);
  expect(JSON.parse(JSON.stringify(value))).toEqual(value);
  return value as Record<string, unknown>;
}

const SENTIMENTS = ['loves', 'likes', 'neutral', 'dislikes', 'hates'];

const foodPreferences: Schema = {
  type: 'object',
  properties: {
    preferences: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          food: { type: 'string' },
          sentiment: { type: 'string', enum: SENTIMENTS },
          confidence: { type: 'number', minimum: 0, maximum: 1 },
        },
        required: ['food', 'sentiment'],
      },
      maxItems: 3,
    },
    summary: { type: 'string' },
  },
  required: ['preferences', 'summary'],
};

// Every schema here must come out valid; the specific tests below check the values.
const schemas: [string, Schema][] = [
  ['spec food preferences', foodPreferences],
  ['docs optional vs nullable', {
    type: 'object',
    properties: {
      favorite_food: { type: 'string' },
      dietary_restriction: { anyOf: [{ type: 'string' }, { type: 'null' }], description: "The user's dietary restriction, or null if none is known" },
      years_vegetarian: { type: ['integer', 'null'] },
      confidence: { type: 'number' },
    },
    required: ['favorite_food', 'dietary_restriction', 'years_vegetarian'],
  }],
  ['flat strings', { type: 'object', properties: { foods: { type: 'array', items: { type: 'string' } } }, required: ['foods'] }],
  ['defaults', { type: 'object', properties: { mood: { type: 'string', default: 'calm' }, pets: { type: 'integer', default: 2 } }, required: ['mood'] }],
  ['minItems above the hits', { type: 'object', properties: { notes: { type: 'array', items: { type: 'string' }, minItems: 8 } }, required: ['notes'] }],
  ['maxItems one', { type: 'object', properties: { notes: { type: 'array', items: { type: 'string' }, maxItems: 1, minItems: 1 } }, required: ['notes'] }],
  ['nested three deep', {
    type: 'object',
    properties: { profile: { type: 'object', properties: { drinks: { type: 'object', properties: { coffee: { type: 'string' }, strength: { type: 'integer', minimum: 1, maximum: 5 } }, required: ['coffee', 'strength'] } }, required: ['drinks'] } },
    required: ['profile'],
  }],
  ['arrays of objects with nested arrays', {
    type: 'object',
    properties: { facts: { type: 'array', items: { type: 'object', properties: { text: { type: 'string' }, tags: { type: 'array', items: { type: 'string' }, maxItems: 2 } }, required: ['text', 'tags'] } } },
    required: ['facts'],
  }],
  ['anyOf of non-null types', { type: 'object', properties: { years: { anyOf: [{ type: 'integer' }, { type: 'string' }] } }, required: ['years'] }],
  ['oneOf of disjoint types', { type: 'object', properties: { flag: { oneOf: [{ type: 'boolean' }, { type: 'array', items: { type: 'string' } }] } }, required: ['flag'] }],
  ['type lists', { type: 'object', properties: { note: { type: ['string', 'null'] }, count: { type: ['integer', 'string'] } }, required: ['note', 'count'] }],
  ['integer confidence ranges', {
    type: 'object',
    properties: { confidence: { type: 'integer', minimum: 1, maximum: 5 }, certainty: { type: 'integer' }, score: { type: 'number', minimum: 10, maximum: 20 } },
    required: ['confidence', 'certainty', 'score'],
  }],
  ['counts', { type: 'object', properties: { total_mentions: { type: 'integer', maximum: 3 }, count: { type: 'number' } }, required: ['total_mentions', 'count'] }],
  ['const', { type: 'object', properties: { kind: { const: 'food-report' }, version: { const: 2 } }, required: ['kind', 'version'] }],
  ['nullable enum', { type: 'object', properties: { pet: { enum: ['cat', 'dog', null] } }, required: ['pet'] }],
  ['enum unmatched', { type: 'object', properties: { season: { type: 'string', enum: ['winter', 'summer'] } }, required: ['season'] }],
  ['enum of integers', { type: 'object', properties: { rating: { enum: [1, 3, 5] } }, required: ['rating'] }],
  ['booleans', { type: 'object', properties: { likes_coffee: { type: 'boolean' }, known: { type: ['boolean', 'null'] } }, required: ['likes_coffee', 'known'] }],
  ['formats and lengths', {
    type: 'object',
    properties: { when: { type: 'string', format: 'date-time' }, day: { type: 'string', format: 'date' }, short: { type: 'string', maxLength: 5 }, padded: { type: 'string', minLength: 300 } },
    required: ['when', 'day', 'short', 'padded'],
  }],
  ['empty object and untyped array', { type: 'object', properties: { extra: { type: 'object' }, anything: { type: 'array' }, whatever: {} }, required: ['extra', 'anything', 'whatever'] }],
  ['exclusive bounds', {
    type: 'object',
    properties: { confidence: { type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 0.5 }, level: { type: 'integer', exclusiveMinimum: 3, exclusiveMaximum: 5 } },
    required: ['confidence', 'level'],
  }],
  ['only a maximum', { type: 'object', properties: { confidence: { type: 'number', maximum: -2 } }, required: ['confidence'] }],
  ['arrays of arrays', { type: 'object', properties: { grid: { type: 'array', items: { type: 'array', items: { type: 'string' }, minItems: 2 }, maxItems: 2 } }, required: ['grid'] }],
  ['required without a property schema', { type: 'object', properties: {}, required: ['mystery'] }],
  ['closed objects', { type: 'object', properties: { a: { type: 'string' } }, required: ['a'], additionalProperties: false }],
  ['arrays of enums', { type: 'object', properties: { feelings: { type: 'array', items: { enum: SENTIMENTS } } }, required: ['feelings'] }],
  ['nullable object', { type: 'object', properties: { coffee: { anyOf: [{ type: 'object', properties: { roast: { type: 'string' } }, required: ['roast'] }, { type: 'null' }] } }, required: ['coffee'] }],
  ['array with no room', { type: 'object', properties: { none: { type: 'array', maxItems: 0, items: { type: 'string' } }, never: { type: 'array', items: false } }, required: ['none', 'never'] }],
];

describe('fillSchema', () => {
  it.each(schemas)('fills "%s" with a valid value', (_name, schema) => {
    for (const question of ['What are her food preferences?', 'coffee', 'cilantro vegetarian sushi coffee roast']) {
      filled(schema, question);
    }
  });

  it('is deterministic', () => {
    for (const [, schema] of schemas) {
      const hits = hitsFor('coffee sushi');
      expect(JSON.stringify(fillSchema(schema, hits, 'coffee sushi'))).toBe(JSON.stringify(fillSchema(schema, hitsFor('coffee sushi'), 'coffee sushi')));
    }
  });

  it('fills the spec example from the evidence: enums named in the text, one element per hit, capped by maxItems', () => {
    const value = filled(foodPreferences, 'What does she love, hate or eat as food: coffee, cilantro, sushi?');
    const preferences = value.preferences as Record<string, unknown>[];
    expect(preferences).toHaveLength(3);
    expect(preferences.map((item) => [item.food, item.sentiment])).toEqual([
      ['I hate cilantro, it tastes like soap.', 'hates'],
      ['Sushi is my favourite food, especially salmon nigiri.', 'loves'],
      ['I love dark roast coffee.', 'loves'],
    ]);
    for (const item of preferences) expect(item.confidence).toBeGreaterThan(0);
    expect(value.summary).toBe('I hate cilantro, it tastes like soap.');
  });

  it('lets a property name pick the sentence about it', () => {
    const value = filled({ type: 'object', properties: { favorite_food: { type: 'string' }, roast: { type: 'string' } }, required: ['favorite_food', 'roast'] }, 'coffee sushi');
    expect(value).toEqual({ favorite_food: 'Sushi is my favourite food, especially salmon nigiri.', roast: 'alice prefers dark roast coffee' });
  });

  it("ignores the subject's own name when matching a field to a sentence", () => {
    const hits: DialecticHit[] = [
      { kind: 'conclusion', score: 2, conclusion: conclusion({ id: 'c1', content: 'alice goes hiking every Saturday' }) },
      { kind: 'message', score: 1, message: message({ id: 'm1', content: 'I am training for a half marathon.' }) },
    ];
    const schema = { type: 'object', properties: { training: { type: 'string', description: 'The race alice is training for' } }, required: ['training'] } as const;
    expect(fillSchema(schema, hits, 'what is alice training for', subjectTerms('alice', 'alice'))).toEqual({ training: 'I am training for a half marathon.' });
  });

  it('makes nullable fields null when nothing supports them, and reads numbers from the text when something does', () => {
    const [, schema] = schemas[1] as [string, Schema];
    // c1 and c2 tie on score; c2 is newer, so it is the best hit.
    expect(filled(schema, 'coffee')).toEqual({
      favorite_food: 'alice likes coffee from local roasters',
      dietary_restriction: null,
      years_vegetarian: null,
      confidence: 0.41,
    });
    const vegetarian = filled(schema, 'vegetarian');
    expect(vegetarian.years_vegetarian).toBe(5);
    expect(vegetarian.dietary_restriction).toBeNull();
  });

  it('uses defaults when nothing supports a field, required or not', () => {
    expect(filled(schemas[3]?.[1] as Schema, 'coffee')).toEqual({ mood: 'calm', pets: 2 });
  });

  it('writes unsupported optional fields as null, as the server does (its model widens them to T | None)', () => {
    const value = filled({ type: 'object', properties: { allergies: { type: 'string' }, coffee: { type: 'string' } } }, 'coffee');
    expect(value).toEqual({ allergies: null, coffee: 'alice likes coffee from local roasters' });
    expect(Object.keys(value)).toEqual(['allergies', 'coffee']);
  });

  it('fills from peer-card entries, which have no time', () => {
    const corpus = { ...coffeeCorpus(), cards: [{ observer_id: 'alice', observed_id: 'alice', entries: ['Lives in Lisbon'] }] };
    const value = filled({ type: 'object', properties: { city: { type: 'string', description: 'where alice lives' }, since: { type: 'string', format: 'date-time' } }, required: ['city', 'since'] }, 'lives Lisbon', corpus);
    expect(value).toEqual({ city: 'Lives in Lisbon', since: '' });
  });

  it('repeats evidence to reach minItems and stops at maxItems', () => {
    const value = filled({ type: 'object', properties: { notes: { type: 'array', items: { type: 'string' }, minItems: 4 } }, required: ['notes'] }, 'roast');
    expect(value.notes).toEqual(['alice prefers dark roast coffee', 'I love dark roast coffee.', 'alice prefers dark roast coffee', 'I love dark roast coffee.']);
    expect(filled(schemas[5]?.[1] as Schema, 'coffee').notes).toEqual(['alice likes coffee from local roasters']);
  });

  it('fills each array element from its own hit', () => {
    const value = filled(schemas[7]?.[1] as Schema, 'cilantro sushi');
    expect(value.facts).toEqual([
      { text: 'I hate cilantro, it tastes like soap.', tags: ['I hate cilantro, it tastes like soap.'] },
      { text: 'Sushi is my favourite food, especially salmon nigiri.', tags: ['Sushi is my favourite food, especially salmon nigiri.'] },
    ]);
  });

  it('maps confidences into their range and counts hits', () => {
    const value = filled(schemas[11]?.[1] as Schema, 'coffee');
    // The best hit scores 0.69, squashed to 0.41: 1 + 0.41 * 4 rounds to 3; 41 of 100; 10 + 0.41 * 10.
    expect(value).toEqual({ confidence: 3, certainty: 41, score: 14.1 });
    expect(filled(schemas[12]?.[1] as Schema, 'coffee')).toEqual({ total_mentions: 3, count: 3 });
    // Only a maximum: the unit range sits just below it, [-3, -2].
    expect(filled(schemas[21]?.[1] as Schema, 'coffee')).toEqual({ confidence: -2.59 });
    const exclusive = filled(schemas[20]?.[1] as Schema, 'coffee');
    expect(exclusive.level).toBe(4);
  });

  it('picks union members the evidence supports, else the null member, else the first', () => {
    expect(filled(schemas[8]?.[1] as Schema, 'vegetarian')).toEqual({ years: 5 });
    expect(filled(schemas[8]?.[1] as Schema, 'coffee')).toEqual({ years: 0 });
    expect(filled(schemas[10]?.[1] as Schema, 'coffee')).toEqual({ note: 'alice likes coffee from local roasters', count: 3 });
    expect(filled(schemas[26]?.[1] as Schema, 'coffee')).toEqual({ coffee: { roast: 'alice prefers dark roast coffee' } });
    expect(filled(schemas[26]?.[1] as Schema, 'sushi')).toEqual({ coffee: null });
  });

  it('honours const, nullable enums and enum fallbacks', () => {
    expect(filled(schemas[13]?.[1] as Schema, 'coffee')).toEqual({ kind: 'food-report', version: 2 });
    expect(filled(schemas[14]?.[1] as Schema, 'coffee')).toEqual({ pet: null });
    expect(filled(schemas[15]?.[1] as Schema, 'coffee')).toEqual({ season: 'winter' });
    expect(filled(schemas[16]?.[1] as Schema, 'vegetarian years')).toEqual({ rating: 5 });
    expect(filled(schemas[25]?.[1] as Schema, 'cilantro coffee')).toEqual({ feelings: ['hates', 'likes', 'loves'] });
  });

  it('takes timestamps for date formats and fits string lengths', () => {
    const value = filled(schemas[18]?.[1] as Schema, 'coffee');
    expect(value.when).toBe('2026-03-22T14:30:00Z');
    expect(value.day).toBe('2026-03-22');
    expect(value.short).toBe('alice');
  });

  it('keeps a property named __proto__ as data', () => {
    const schema = { type: 'object', properties: { ['__proto__']: { type: 'string' } }, required: ['__proto__'] };
    const value = filled(schema, 'coffee');
    expect(Object.keys(value)).toEqual(['__proto__']);
    expect(JSON.stringify(value)).toBe('{"__proto__":"alice likes coffee from local roasters"}');
  });

  it('returns booleans true when there is evidence', () => {
    expect(filled(schemas[17]?.[1] as Schema, 'coffee')).toEqual({ likes_coffee: true, known: true });
  });

  it('works on conclusions alone', () => {
    const corpus = { messages: [], conclusions: [conclusion({ id: 'c', content: 'Enjoys hiking. Dislikes crowds.' })] };
    const value = filled({ type: 'object', properties: { mood: { enum: SENTIMENTS }, crowds: { type: 'string' } }, required: ['mood', 'crowds'] }, 'hiking crowds', corpus);
    expect(value).toEqual({ mood: 'dislikes', crowds: 'Dislikes crowds.' });
    expect(fillSchema({ type: 'object' }, hitsFor('coffee', { messages: [message({ id: 'm', content: 'coffee' })], conclusions: [] }), 'coffee')).toEqual({});
  });
});
