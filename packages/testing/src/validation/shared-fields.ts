import { SCOPE_PEER_PREFIX } from '../store/records.js';
import { issue, messages } from './validation-issue.js';
import { array, INVALID, isPlainObject, refine, string, union, type Validator } from './validators.js';

/** The server's `RESOURCE_NAME_PATTERN`. */
export const RESOURCE_NAME_PATTERN = { regex: /^[a-zA-Z0-9_-]+$/, source: '^[a-zA-Z0-9_-]+$' } as const;

/** Longest workspace, peer or session ID accepted on create. */
export const MAX_RESOURCE_ID_LENGTH = 512;
/** Scopes are stored as peers named `scope.<name>`, so names are 512 minus that prefix. */
export const MAX_SCOPE_NAME_LENGTH = MAX_RESOURCE_ID_LENGTH - SCOPE_PEER_PREFIX.length;
/** Most top-level keys in a metadata object. */
export const MAX_METADATA_KEYS = 100;
/** Deepest nesting of objects in a metadata object, counting the object itself as level 1 (lists do not count). */
export const MAX_METADATA_DEPTH = 5;

/** A client-chosen workspace, peer or session ID, as checked on create. */
export const resourceId = (): Validator<string> =>
  string({ min: 1, max: MAX_RESOURCE_ID_LENGTH, pattern: RESOURCE_NAME_PATTERN });

/**
 * What is wrong with a scope name, in the server's words, or `undefined`:
 * its length first, then the reserved prefix (so `scope.x` is not reported
 * as a bad character), then the character set.
 */
export function scopeNameProblem(name: string): string | undefined {
  const length = Array.from(name).length;
  if (length < 1 || length > MAX_SCOPE_NAME_LENGTH) return `Scope name must be between 1 and ${MAX_SCOPE_NAME_LENGTH} characters`;
  if (name.startsWith(SCOPE_PEER_PREFIX)) return `Scope name must not start with the reserved prefix '${SCOPE_PEER_PREFIX}' (scope names are unprefixed)`;
  if (!RESOURCE_NAME_PATTERN.regex.test(name)) return `Scope name must match pattern ${RESOURCE_NAME_PATTERN.source}`;
  return undefined;
}

/**
 * A scope name: a string, then {@link scopeNameProblem} as a `value_error`
 * (the server checks names in a validator run after the type). `min: 1`
 * adds the `string_too_short` a field-level length limit gives first, as
 * on scope creation.
 */
export const scopeName = (options: { min?: 1 } = {}): Validator<string> => refine(string(options), scopeNameProblem);

/**
 * A list of scope names checked as a whole, as session creation's `scopes`:
 * the first bad name is a `value_error` located at the list, not the item.
 */
export const scopeNameList = (options: { max: number }): Validator<string[]> =>
  refine(array(string(), options), (names) => names.map(scopeNameProblem).find((problem) => problem !== undefined));

/**
 * One scope name, or a list of 1..100 of them, normalised to what the route
 * needs. The branch tags are how the server's union names its validated
 * string type.
 */
export const scopeOption = (): Validator<string | string[]> =>
  union<string | string[]>([
    ['function-after[_validate_scope_name(), str]', scopeName()],
    ['list[function-after[_validate_scope_name(), str]]', array(scopeName(), { min: 1, max: 100 })],
  ]);

/**
 * Levels of objects nested in objects, the value itself included (`{}` is 1,
 * anything else 0). Lists are not levels and what is inside them is not
 * looked at, as the server's metadata check only follows object values.
 */
export function objectDepth(value: unknown): number {
  if (!isPlainObject(value)) return 0;
  return 1 + Math.max(0, ...Object.values(value).map(objectDepth));
}

/** Returns a copy with NUL characters removed from every string, keys included. */
export function stripNul(value: unknown): unknown {
  if (typeof value === 'string') return value.replaceAll('\u0000', '');
  if (Array.isArray(value)) return value.map(stripNul);
  if (isPlainObject(value)) {
    const result: Record<string, unknown> = {};
    for (const [key, inner] of Object.entries(value)) result[key.replaceAll('\u0000', '')] = stripNul(inner);
    return result;
  }
  return value;
}

/**
 * Resource metadata: an object of at most {@link MAX_METADATA_KEYS} top-level
 * keys and {@link MAX_METADATA_DEPTH} levels of objects ({@link objectDepth});
 * NUL characters are stripped.
 */
export function metadata(): Validator<Record<string, unknown>> {
  return (input, loc, issues) => {
    if (!isPlainObject(input)) {
      issues.push(issue(loc, 'dict_type', messages.dictType(), input));
      return INVALID;
    }
    // The server's wording; the key count is checked first, so 101 deep keys report the count.
    const problem =
      Object.keys(input).length > MAX_METADATA_KEYS
        ? `Metadata exceeds maximum of ${MAX_METADATA_KEYS} top-level keys`
        : objectDepth(input) > MAX_METADATA_DEPTH
          ? `Metadata nesting exceeds maximum depth of ${MAX_METADATA_DEPTH}`
          : undefined;
    if (problem !== undefined) {
      issues.push(issue(loc, 'value_error', messages.valueError(problem), input, { error: {} }));
      return INVALID;
    }
    return stripNul(input) as Record<string, unknown>;
  };
}
