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

  describe('nested fields', () => {
    const nested: ToolInputSchema = {
      type: 'object',
      properties: {
        messages: {
          type: 'array',
          description: 'm',
          minItems: 1,
          maxItems: 2,
          items: {
            type: 'object',
            description: 'one',
            properties: { peer_id: { type: 'string', description: 'p', minLength: 1 }, metadata: { type: 'object', description: 'free', additionalProperties: true } },
            required: ['peer_id'],
            additionalProperties: false,
          },
        },
        peers: {
          type: 'array',
          description: 'ps',
          items: {
            description: 'id or peer',
            anyOf: [
              { type: 'string', description: 'id', minLength: 1 },
              { type: 'object', description: 'peer', properties: { peer_id: { type: 'string', description: 'p' }, observe_me: { type: 'boolean', description: 'o' } }, required: ['peer_id'], additionalProperties: false },
            ],
          },
        },
        summary: { type: 'boolean', description: 's' },
      },
      required: [],
      additionalProperties: false,
    };

    it('accepts valid nested input, free-form objects included', () => {
      expect(toolInputIssues(nested, { messages: [{ peer_id: 'a', metadata: { any: { deep: [1] } } }], peers: ['a', { peer_id: 'b', observe_me: false }], summary: true })).toEqual([]);
    });

    it('names each nested field by its path', () => {
      expect(toolInputIssues(nested, { messages: [{ metadata: [] }, { peer_id: '', extra: 1 }, {}], summary: 'yes' })).toEqual([
        { path: 'messages', message: 'must have at most 2 items' },
        { path: 'messages[0].peer_id', message: 'is required' },
        { path: 'messages[0].metadata', message: 'must be a JSON object' },
        { path: 'messages[1].peer_id', message: 'must not be empty' },
        { path: 'messages[1].extra', message: 'is not a field of this object (fields: peer_id, metadata)' },
        { path: 'messages[2].peer_id', message: 'is required' },
        { path: 'summary', message: 'must be true or false' },
      ]);
      expect(toolInputIssues(nested, { messages: [], peers: 'a' })).toEqual([
        { path: 'messages', message: 'must have at least 1 item' },
        { path: 'peers', message: 'must be a list' },
      ]);
    });

    it('reports an alternative of the value\'s kind, or which kinds are allowed', () => {
      expect(toolInputIssues(nested, { peers: [{ observe_me: 'no' }, 3, ' '] })).toEqual([
        { path: 'peers[0].peer_id', message: 'is required' },
        { path: 'peers[0].observe_me', message: 'must be true or false' },
        { path: 'peers[1]', message: 'must be a string or a JSON object' },
        { path: 'peers[2]', message: 'must not be empty' },
      ]);
    });
  });

  it('checks a string against its pattern', () => {
    const ids: ToolInputSchema = { type: 'object', properties: { id: { type: 'string', description: 'i', minLength: 1, pattern: '^[A-Za-z0-9_-]+$' } }, required: ['id'], additionalProperties: false };
    expect(toolInputIssues(ids, { id: 'user_42-a' })).toEqual([]);
    expect(toolInputIssues(ids, { id: '../etc' })).toEqual([{ path: 'id', message: 'must match the pattern ^[A-Za-z0-9_-]+$' }]);
  });
});
