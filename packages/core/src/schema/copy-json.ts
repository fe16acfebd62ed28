import { appendPointer } from './json-pointer.js';
import { type JsonCopy, walkJson } from '../validation/json-value.js';

// The JSON rules and their helpers live with the input check in validation/;
// re-exported here for the schema code, which has always imported them from this file.
export { defineEntry, describeValue, isPlainObject, type JsonCopy, NOT_JSON } from '../validation/json-value.js';

/**
 * Deep-copies a value made of JSON data (plain objects, arrays, strings,
 * finite numbers, booleans, null), reporting anything else rather than
 * throwing or looping: circular references, class instances such as `Date`
 * or `Map`, functions, symbols, bigints, `NaN`, getters that throw.
 *
 * Object keys whose value is `undefined` are dropped, as `JSON.stringify`
 * does. An object reached along two paths is copied once and shared, so a
 * value built by heavy sharing does not blow up; callers must not mutate
 * the copy in place.
 *
 * @param value The value to copy.
 * @param path JSON pointer of `value`, used in issues.
 */
export function copyJson(value: unknown, path = '#'): JsonCopy {
  return walkJson(value, path, appendPointer, true);
}

