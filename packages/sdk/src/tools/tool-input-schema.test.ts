import { describe, expect, it } from 'vitest';
import { toolInputIssues, type ToolInputSchema } from './tool-input-schema.js';

const schema: ToolInputSchema = {
  type: 'object',
  properties: {
    query: { type: 'string', description: 'q', minLength: 1, maxLength: 10 },
    level: { type: 'string', description: 'l', enum: ['low', 'high'] },
    limit: { type: 'integer', description: 'n', minimum: 1, maximum: 20 },
  },
  required: ['query'],
  additionalProperties: false,
};

describe('toolInputIssues', () => {
  it('accepts valid input, with or without optional fields', () => {
    expect(toolInputIssues(schema, { query: 'tea' })).toEqual([]);
    expect(toolInputIssues(schema, { query: 'tea', level: 'high', limit: 20, extra: undefined })).toEqual([
      { path: 'extra', message: 'is not a field of this tool (fields: query, level, limit)' },
    ]);
  });

  it('reports every problem at once', () => {
    expect(toolInputIssues(schema, { level: 'medium', limit: 2.5, other: 1 })).toEqual([
      { path: 'query', message: 'is required' },
      { path: 'level', message: 'must be one of low, high' },
      { path: 'limit', message: 'must be an integer' },
      { path: 'other', message: 'is not a field of this tool (fields: query, level, limit)' },
    ]);
    expect(toolInputIssues(schema, { query: '   ', limit: 0 })).toEqual([
      { path: 'query', message: 'must not be empty' },
      { path: 'limit', message: 'must be between 1 and 20' },
    ]);
    expect(toolInputIssues(schema, { query: 'x'.repeat(11) })).toEqual([{ path: 'query', message: 'must be at most 10 characters' }]);
    expect(toolInputIssues(schema, { query: 3 })).toEqual([{ path: 'query', message: 'must be a string' }]);
  });

  it('refuses anything but an object', () => {
    expect(toolInputIssues(schema, 'tea')).toEqual([{ path: '', message: 'must be a JSON object' }]);
    expect(toolInputIssues(schema, ['tea'])).toEqual([{ path: '', message: 'must be a JSON object' }]);
  });
});
