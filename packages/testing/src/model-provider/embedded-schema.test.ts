import { describe, expect, it } from 'vitest';
import { findEmbeddedSchema } from './embedded-schema.js';

const SCHEMA = { type: 'object', properties: { explicit: { type: 'array', items: { type: 'string' } } }, required: ['explicit'] };

describe('findEmbeddedSchema', () => {
  it('finds the JSON Schema a json_object prompt spells out after the word "schema"', () => {
    const messages = [
      { role: 'system', content: `You must respond with a JSON object that conforms to this JSON schema:\n${JSON.stringify(SCHEMA)}\nNo prose.` },
      { role: 'user', content: 'Example: {"explicit": ["x"]}' },
    ];
    expect(findEmbeddedSchema(messages)).toEqual(SCHEMA);
  });

  it('skips example values, broken JSON and braces inside strings', () => {
    const tricky = { type: 'object', properties: { text: { type: 'string', description: 'a } brace' } } };
    expect(findEmbeddedSchema([{ role: 'user', content: 'schema: {"explicit": ["x"]} then schema {broken then schema ' + JSON.stringify(tricky) }])).toEqual(tricky);
    expect(findEmbeddedSchema([{ role: 'user', content: 'Reply with JSON: {"a": 1}' }])).toBeUndefined();
  });
});
