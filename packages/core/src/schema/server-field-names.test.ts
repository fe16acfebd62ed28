import { describe, expect, it } from 'vitest';
import { findReservedFieldName, serverFieldNames } from './server-field-names.js';

describe('serverFieldNames', () => {
  it('keeps plain names, rewrites the others and numbers repeats', () => {
    const keys = ['a', 'my-key', 'my_key', '_x', 'x', '1a', '日本', '😀', 'model-dump', '__model_validate'];
    expect(serverFieldNames(keys)).toEqual([
      'a',
      'my_key',
      'my_key_2',
      'x',
      'x_2',
      'field_1a',
      'field_',
      'field__2',
      'model_dump',
      'model_validate',
    ]);
  });
});

describe('findReservedFieldName', () => {
  it('finds the first name that becomes a protected pydantic method, with pydantic’s text', () => {
    expect(findReservedFieldName(['a', 'model_dumpling', 'model_fields', 'model_config'])).toBeUndefined();
    expect(findReservedFieldName(['a', '__model_validate', 'model_dump'])).toEqual({
      property: '__model_validate',
      field: 'model_validate',
      serverMessage:
        "Field 'model_validate' conflicts with member <bound method BaseModel.model_validate of <class 'pydantic.main.BaseModel'>> of protected namespace 'model_validate'.",
    });
    expect(findReservedFieldName(['model_dump_json'])?.serverMessage).toBe(
      "Field 'model_dump_json' conflicts with member <function BaseModel.model_dump_json at 0x7f0000000000> of protected namespace 'model_dump'.",
    );
  });
});
