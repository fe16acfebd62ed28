export { checkServerSchema } from './check-server-schema.js';
export type { SchemaSource } from './detect-schema.js';
export type {
  InferSchemaOutput,
  ResponseFormatInput,
  Zod3SchemaLike,
  Zod4SchemaLike,
} from './infer-schema-output.js';
export {
  inspectServerSchema,
  type InspectServerSchemaOptions,
  type ServerSchemaIssue,
  type ServerSchemaReport,
} from './inspect-server-schema.js';
export type { JsonPrimitive, JsonSchema, JsonSchemaType, JsonValue } from './json-schema.js';
export { resolveResponseFormat, type ResolvedResponseFormat } from './resolve-response-format.js';
export { SchemaValidationError } from './schema-validation-error.js';
export { SERVER_SCHEMA_LIMITS } from './server-schema-limits.js';
export type { StandardJSONSchemaV1, StandardSchemaV1 } from './standard-schema.js';
export { StructuredOutputError } from './structured-output-error.js';
export { toJsonSchema } from './to-json-schema.js';
