import { describe, expect, it } from 'vitest';
import { RequestValidationError } from '../validation/validation-issue.js';
import { checkResponseFormat, pointerToLoc } from './response-format.js';

describe('response_format checking', () => {
  it('turns JSON pointers into locations', () => {
    expect(pointerToLoc('#')).toEqual([]);
    expect(pointerToLoc('#/properties/a~1b/anyOf/0')).toEqual(['properties', 'a/b', 'anyOf', 0]);
  });

  it('inlines $refs of a valid schema', () => {
    const schema = { type: 'object', properties: { p: { $ref: '#/$defs/P' } }, $defs: { P: { type: 'string' } } };
    expect(checkResponseFormat(schema)).toEqual({ type: 'object', properties: { p: { type: 'string' } } });
  });

  it('reports each problem at its place, with the offending subschema as input', () => {
    try {
      checkResponseFormat({ type: 'object', properties: { a: { type: 'string', patternProperties: {} } } });
      expect.unreachable();
    } catch (error) {
      expect((error as RequestValidationError).issues).toEqual([
        {
          type: 'value_error',
          loc: ['body', 'response_format', 'properties', 'a'],
          msg: 'Value error, patternProperties is not supported',
          input: { type: 'string', patternProperties: {} },
          ctx: { error: {} },
        },
      ]);
    }
  });
});
