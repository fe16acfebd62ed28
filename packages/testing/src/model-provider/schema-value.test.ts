import { describe, expect, it } from 'vitest';
import type { JsonObject } from './chat-request.js';
import { conversationEvidence } from './conversation-evidence.js';
import { valueForSchema } from './schema-value.js';
import { schemaErrors } from './test-support/schema-check.js';

const NOW = new Date('2025-06-01T12:00:00.000Z');
const evidence = conversationEvidence([
  { role: 'user', content: 'Alice loves green tea.\nAlice has a dog named Rover.\nAlice lives in Lisbon since 2019.' },
]);
const empty = conversationEvidence([{ role: 'user', content: '' }]);

function check(schema: JsonObject, from = evidence) {
  const value = valueForSchema(schema, from, NOW);
  expect(schemaErrors(schema, value), JSON.stringify(value)).toEqual([]);
  return value;
}

describe('valueForSchema', () => {
  it('fills an array of observations with one element per evidence line ($defs and $ref, strict)', () => {
    const schema = {
      $defs: {
        Observation: { type: 'object', properties: { content: { type: 'string' } }, required: ['content'], additionalProperties: false },
      },
      type: 'object',
      properties: { explicit: { type: 'array', items: { $ref: '#/$defs/Observation' } } },
      required: ['explicit'],
      additionalProperties: false,
    };
    expect(check(schema)).toEqual({
      explicit: [{ content: 'Alice loves green tea.' }, { content: 'Alice has a dog named Rover.' }, { content: 'Alice lives in Lisbon since 2019.' }],
    });
  });

  it('conforms to enum, const, nested objects, anyOf with null, oneOf, minItems and maxItems', () => {
    const schema = {
      type: 'object',
      properties: {
        mood: { enum: ['happy', 'sad', 'neutral'] },
        kind: { const: 'profile' },
        pet: { type: 'object', properties: { name: { type: 'string' }, age: { type: 'integer', minimum: 1, maximum: 30 } }, required: ['name', 'age'] },
        nickname: { anyOf: [{ type: 'string', maxLength: 5 }, { type: 'null' }] },
        id: { oneOf: [{ type: 'integer', minimum: 10 }, { type: 'string', enum: ['x'] }] },
        tags: { type: 'array', items: { type: 'string', minLength: 2 }, minItems: 5, maxItems: 6 },
        few: { type: 'array', items: { type: 'number', exclusiveMinimum: 0 }, maxItems: 1 },
        flag: { type: 'boolean' },
      },
      required: ['mood', 'kind', 'pet', 'nickname', 'id', 'tags', 'few', 'flag'],
      additionalProperties: false,
    };
    const value = check(schema) as Record<string, unknown>;
    expect(value.kind).toBe('profile');
    expect((value.tags as unknown[]).length).toBe(5);
    // Without any evidence the same schema still validates.
    check(schema, empty);
  });

  it('gives formatted strings valid values, with or without evidence', () => {
    const schema = {
      type: 'object',
      properties: Object.fromEntries(['date-time', 'date', 'time', 'email', 'uri', 'uuid', 'ipv4', 'ipv6', 'hostname', 'duration'].map((format) => [format, { type: 'string', format }])),
      required: ['date-time', 'date', 'time', 'email', 'uri', 'uuid', 'ipv4', 'ipv6', 'hostname', 'duration'],
    };
    expect((check(schema) as Record<string, unknown>)['date-time']).toBe('2025-06-01T12:00:00.000Z');
    check(schema, empty);
  });

  it('merges allOf, follows definitions pointers and cuts recursive references', () => {
    const schema = {
      definitions: {
        Node: {
          type: 'object',
          properties: { label: { type: 'string' }, children: { type: 'array', items: { $ref: '#/definitions/Node' } }, parent: { anyOf: [{ $ref: '#/definitions/Node' }, { type: 'null' }] } },
          required: ['label', 'children', 'parent'],
        },
      },
      allOf: [{ $ref: '#/definitions/Node' }, { type: 'object', properties: { extra: { type: 'integer' } }, required: ['extra'] }],
    };
    const value = check(schema) as Record<string, unknown>;
    expect(value.extra).toBe(0);
  });

  it('fills the non-strict schema Pydantic writes (defaults, optional fields, titles)', () => {
    const schema = {
      title: 'Answer',
      type: 'object',
      properties: {
        summary: { title: 'Summary', type: 'string' },
        confidence: { title: 'Confidence', type: 'number', minimum: 0, maximum: 1, default: 0.5 },
        sources: { title: 'Sources', type: 'array', items: { type: 'string' }, default: [] },
        note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null },
      },
      required: ['summary'],
    };
    const value = check(schema) as Record<string, unknown>;
    expect(typeof value.summary).toBe('string');
    expect(value.summary).not.toBe('');
  });

  it('is deterministic', () => {
    const schema = { type: 'object', properties: { facts: { type: 'array', items: { type: 'string' } } }, required: ['facts'] };
    expect(valueForSchema(schema, evidence, NOW)).toEqual(valueForSchema(schema, evidence, NOW));
  });
});
