import { expect, it } from 'vitest';
import * as schema from './index.js';

it('exports the public schema API and nothing internal', () => {
  expect(Object.keys(schema).sort()).toEqual([
    'SERVER_SCHEMA_LIMITS',
    'SchemaValidationError',
    'StructuredOutputError',
    'checkServerSchema',
    'inspectServerSchema',
    'resolveResponseFormat',
    'toJsonSchema',
  ]);
  expect(schema.SERVER_SCHEMA_LIMITS).toEqual({ maxDepth: 20, maxNodes: 500 });
});
