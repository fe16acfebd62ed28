export { describeValue } from './describe-value.js';
export { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN } from './honcho-id.js';
export { isPlainObject } from './is-plain-object.js';
// The JSON-data check shares its walk with the schema copier (`copyJson`), so both apply one set of rules.
export { jsonValueIssues } from './json-value.js';
// The one vocabulary for input checks: zod mini schemas whose rules carry their messages, and one checker.
export { allOf, checkInput, formatPath, inputIssues, rule, select, type InputSpec, type ShapeOutput, type SpecOutput, type SpecShape } from './input-spec.js';
export { atLeast, callback, fields, finiteNumber, flag, honchoId, honchoIdRef, integer, knownFields, knownKeys, list, oneOf, optionsArgument, required, says, text } from './rules.js';
export * as z from './zod.js';
