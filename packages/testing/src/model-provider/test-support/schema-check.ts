import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

// A real, independent validator (draft 2020-12, formats included), so a test
// never checks the filler's output with the filler's own reading of a schema.
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);

/** The validation errors of `value` against `schema`, as `path: message` lines; `[]` when it conforms. */
export function schemaErrors(schema: object, value: unknown): string[] {
  const validate = ajv.compile(schema);
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${error.instancePath || '/'}: ${error.message ?? 'invalid'}`);
}
