export { describeValue } from './describe-value.js';
export { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN, honchoIdIssues, optionalHonchoIdIssues } from './honcho-id.js';
export {
  booleanIssues,
  functionIssues,
  integerIssues,
  isPlainObject,
  numberIssues,
  oneOfIssues,
  stringIssues,
  unknownKeyIssues,
} from './value-issues.js';
// The JSON-data check shares its walk with the schema copier (`copyJson`), so both apply one set of rules.
export { jsonValueIssues } from './json-value.js';
