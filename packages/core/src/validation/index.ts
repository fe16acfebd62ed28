export { describeValue } from './describe-value.js';
export { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN, honchoIdIssues } from './honcho-id.js';
export { integerIssues, isPlainObject, numberIssues, oneOfIssues, stringIssues } from './value-issues.js';
// The JSON-data check shares its walk with the schema copier (`copyJson`), so both apply one set of rules.
export { jsonValueIssues } from './json-value.js';
