import { serverTimestamp } from '../datetime/server-timestamp.js';
import { expectedList, issue, messages, RequestValidationError, type Loc, type ValidationIssue } from './validation-issue.js';

/** Returned by a validator that reported at least one issue. */
export const INVALID: unique symbol = Symbol('invalid');

/**
 * Checks one value the way a pydantic field would: returns the (possibly
 * normalised) value, or {@link INVALID} after pushing issues located at `loc`.
 */
export interface Validator<T> {
  (input: unknown, loc: Loc, issues: ValidationIssue[]): T | typeof INVALID;
  /** Set by {@link optional}: an absent key is fine. */
  readonly optional?: boolean;
}

/** The type a validator produces. */
export type Infer<V> = V extends Validator<infer T> ? T : never;

type Shape = Record<string, Validator<unknown>>;
type ObjectOf<S extends Shape> = { [K in keyof S]: Infer<S[K]> };

/** Python's `len()` counts code points, not UTF-16 units. */
const codePoints = (value: string) => {
  let count = 0;
  for (const _ of value) count += 1;
  return count;
};

/** Options for {@link string}. */
export interface StringOptions {
  min?: number;
  max?: number;
  /** Checked after the length; `source` is what the message quotes. */
  pattern?: { regex: RegExp; source: string };
  /** Remove NUL characters first, as the server does for content and metadata. */
  stripNul?: boolean;
}

/** A string, with optional length and pattern limits. */
export function string(options: StringOptions = {}): Validator<string> {
  return (input, loc, issues) => {
    if (typeof input !== 'string') {
      issues.push(issue(loc, 'string_type', messages.stringType(), input));
      return INVALID;
    }
    const value = options.stripNul ? input.replaceAll('\u0000', '') : input;
    const length = options.min !== undefined || options.max !== undefined ? codePoints(value) : 0;
    if (options.min !== undefined && length < options.min) {
      issues.push(issue(loc, 'string_too_short', messages.stringTooShort(options.min), input, { min_length: options.min }));
      return INVALID;
    }
    if (options.max !== undefined && length > options.max) {
      issues.push(issue(loc, 'string_too_long', messages.stringTooLong(options.max), input, { max_length: options.max }));
      return INVALID;
    }
    if (options.pattern && !options.pattern.regex.test(value)) {
      const { source } = options.pattern;
      issues.push(issue(loc, 'string_pattern_mismatch', messages.stringPatternMismatch(source), input, { pattern: source }));
      return INVALID;
    }
    return value;
  };
}

/** Inclusive numeric bounds. */
export interface RangeOptions {
  ge?: number;
  le?: number;
}

function checkRange(value: number, input: unknown, loc: Loc, issues: ValidationIssue[], range: RangeOptions): boolean {
  if (range.ge !== undefined && value < range.ge) {
    issues.push(issue(loc, 'greater_than_equal', messages.greaterThanEqual(range.ge), input, { ge: range.ge }));
    return false;
  }
  if (range.le !== undefined && value > range.le) {
    issues.push(issue(loc, 'less_than_equal', messages.lessThanEqual(range.le), input, { le: range.le }));
    return false;
  }
  return true;
}

/** An integer; like pydantic's lax mode it accepts `5.0` and `"5"`. */
export function integer(range: RangeOptions = {}): Validator<number> {
  return (input, loc, issues) => {
    let value: number;
    if (typeof input === 'number') {
      if (!Number.isFinite(input) || !Number.isInteger(input)) {
        issues.push(issue(loc, 'int_from_float', messages.intFromFloat(), input));
        return INVALID;
      }
      value = input;
    } else if (typeof input === 'string') {
      if (!/^\s*[+-]?\d+\s*$/.test(input)) {
        issues.push(issue(loc, 'int_parsing', messages.intParsing(), input));
        return INVALID;
      }
      value = Number.parseInt(input, 10);
    } else {
      issues.push(issue(loc, 'int_type', messages.intType(), input));
      return INVALID;
    }
    return checkRange(value, input, loc, issues, range) ? value : INVALID;
  };
}

/** A finite number; accepts numeric strings as pydantic's lax mode does. */
export function number(range: RangeOptions = {}): Validator<number> {
  return (input, loc, issues) => {
    let value: number;
    if (typeof input === 'number' && Number.isFinite(input)) value = input;
    else if (typeof input === 'string' && input.trim() !== '' && Number.isFinite(Number(input))) value = Number(input);
    else {
      const type = typeof input === 'string' ? 'float_parsing' : 'float_type';
      issues.push(issue(loc, type, type === 'float_parsing' ? messages.floatParsing() : messages.floatType(), input));
      return INVALID;
    }
    return checkRange(value, input, loc, issues, range) ? value : INVALID;
  };
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y']);
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n']);

/**
 * A boolean; accepts what pydantic's lax mode accepts: 0 and 1 (also as
 * `1.0`), and the words above in any case but without surrounding spaces
 * (`" yes"` is refused). Other whole numbers are `bool_parsing`, fractions
 * `bool_type`, as the server answers.
 */
export function boolean(): Validator<boolean> {
  return (input, loc, issues) => {
    if (typeof input === 'boolean') return input;
    if (input === 0 || input === 1) return input === 1;
    if (typeof input === 'string' || Number.isInteger(input)) {
      const word = String(input).toLowerCase();
      if (TRUE_WORDS.has(word)) return true;
      if (FALSE_WORDS.has(word)) return false;
      issues.push(issue(loc, 'bool_parsing', messages.boolParsing(), input));
      return INVALID;
    }
    issues.push(issue(loc, 'bool_type', messages.boolType(), input));
    return INVALID;
  };
}

/**
 * One of a fixed set of strings. `kind` picks pydantic's error type:
 * `literal_error` for `Literal[...]` fields, `enum` for `Enum` fields.
 */
export function oneOf<const T extends string>(values: readonly T[], kind: 'literal_error' | 'enum' = 'literal_error'): Validator<T> {
  const expected = expectedList(values);
  return (input, loc, issues) => {
    if (typeof input === 'string' && (values as readonly string[]).includes(input)) return input as T;
    issues.push(issue(loc, kind, `Input should be ${expected}`, input, { expected }));
    return INVALID;
  };
}

/** Options for {@link array}. */
export interface ArrayOptions {
  min?: number;
  max?: number;
}

/** A list whose items all pass `item`. */
export function array<T>(item: Validator<T>, options: ArrayOptions = {}): Validator<T[]> {
  return (input, loc, issues) => {
    if (!Array.isArray(input)) {
      issues.push(issue(loc, 'list_type', messages.listType(), input));
      return INVALID;
    }
    if (options.min !== undefined && input.length < options.min) {
      issues.push(
        issue(loc, 'too_short', messages.tooShort(options.min, input.length), input, {
          field_type: 'List',
          min_length: options.min,
          actual_length: input.length,
        }),
      );
      return INVALID;
    }
    if (options.max !== undefined && input.length > options.max) {
      issues.push(
        issue(loc, 'too_long', messages.tooLong(options.max, input.length), input, {
          field_type: 'List',
          max_length: options.max,
          actual_length: input.length,
        }),
      );
      return INVALID;
    }
    const result: T[] = [];
    let ok = true;
    input.forEach((element, index) => {
      const value = item(element, [...loc, index], issues);
      if (value === INVALID) ok = false;
      else result.push(value);
    });
    return ok ? result : INVALID;
  };
}

/** An object mapping arbitrary keys to values that pass `value` (`dict[str, T]`). */
export function record<T>(value: Validator<T>): Validator<Record<string, T>> {
  return (input, loc, issues) => {
    if (!isPlainObject(input)) {
      issues.push(issue(loc, 'dict_type', messages.dictType(), input));
      return INVALID;
    }
    const result: Record<string, T> = {};
    let ok = true;
    for (const [key, element] of Object.entries(input)) {
      const checked = value(element, [...loc, key], issues);
      if (checked === INVALID) ok = false;
      else result[key] = checked;
    }
    return ok ? result : INVALID;
  };
}

/** Options for {@link object}. */
export interface ObjectOptions {
  /**
   * Unknown keys: `ignore` drops them (the default), `allow` keeps them as
   * given (pydantic `extra="allow"`), `forbid` reports them.
   */
  extra?: 'ignore' | 'allow' | 'forbid';
  /** Older names accepted for a key, e.g. `{ conclusions: ['observations'] }`. */
  aliases?: Record<string, readonly string[]>;
}

/** A model: every key of `shape` is checked; missing required keys are reported. */
export function object<S extends Shape>(shape: S, options: ObjectOptions = {}): Validator<ObjectOf<S>> {
  return (input, loc, issues) => {
    if (!isPlainObject(input)) {
      issues.push(issue(loc, 'model_attributes_type', messages.modelAttributesType(), input));
      return INVALID;
    }
    const result: Record<string, unknown> = {};
    let ok = true;
    for (const [key, validate] of Object.entries(shape)) {
      const name: string = key in input ? key : (options.aliases?.[key]?.find((alias) => alias in input) ?? key);
      if (!(name in input) || input[name] === undefined) {
        if (validate.optional) {
          const value = validate(undefined, [...loc, key], issues);
          result[key] = value === INVALID ? undefined : value;
          continue;
        }
        issues.push(issue([...loc, key], 'missing', messages.missing(), input));
        ok = false;
        continue;
      }
      const value = validate(input[name], [...loc, name], issues);
      if (value === INVALID) ok = false;
      else result[key] = value;
    }
    if (options.extra === 'forbid' || options.extra === 'allow') {
      const known = new Set([...Object.keys(shape), ...Object.values(options.aliases ?? {}).flat()]);
      for (const key of Object.keys(input)) {
        if (known.has(key)) continue;
        if (options.extra === 'allow') {
          result[key] = input[key];
        } else {
          issues.push(issue([...loc, key], 'extra_forbidden', messages.extraForbidden(), input[key]));
          ok = false;
        }
      }
    }
    return ok ? (result as ObjectOf<S>) : INVALID;
  };
}

/**
 * A key that may be absent. With `fallback`, absence yields it (pydantic's
 * default); `null` is still checked by `inner`, so wrap in {@link nullable}
 * for `X | None` fields.
 */
export function optional<T>(inner: Validator<T>): Validator<T | undefined>;
export function optional<T>(inner: Validator<T>, fallback: () => T): Validator<T>;
export function optional<T>(inner: Validator<T>, fallback?: () => T): Validator<T | undefined> {
  const validate: Validator<T | undefined> = (input, loc, issues) => (input === undefined ? fallback?.() : inner(input, loc, issues));
  return Object.assign(validate, { optional: true });
}

/** `X | None`: `null` passes through as `null`. */
export function nullable<T>(inner: Validator<T>): Validator<T | null> {
  return (input, loc, issues) => (input === null ? null : inner(input, loc, issues));
}

/** Any JSON value, unchecked. */
export function anything(): Validator<unknown> {
  return (input) => input;
}

/** Any JSON object, unchecked inside (`dict[str, Any]`). */
export function anyObject(): Validator<Record<string, unknown>> {
  return (input, loc, issues) => {
    if (!isPlainObject(input)) {
      issues.push(issue(loc, 'dict_type', messages.dictType(), input));
      return INVALID;
    }
    return input;
  };
}

/** An ISO 8601 date-time string, returned in UTC as the server writes timestamps ({@link serverTimestamp}). */
export function datetime(): Validator<string> {
  return (input, loc, issues) => {
    if (typeof input === 'string' && /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/.test(input.trim())) {
      const time = Date.parse(input.trim());
      if (!Number.isNaN(time)) return serverTimestamp(new Date(time));
    }
    issues.push(issue(loc, 'datetime_from_date_parsing', messages.datetimeParsing(), input));
    return INVALID;
  };
}

/**
 * The first of several shapes that fits. When none does, each branch's issues
 * are reported with the branch's tag inserted after `loc`, as pydantic does
 * for unions (`["body", "scope", "str"]`).
 */
export function union<T>(branches: readonly (readonly [tag: string, validate: Validator<T>])[]): Validator<T> {
  return (input, loc, issues) => {
    const collected: ValidationIssue[] = [];
    for (const [tag, validate] of branches) {
      const attempt: ValidationIssue[] = [];
      const value = validate(input, [...loc, tag], attempt);
      if (value !== INVALID) return value;
      collected.push(...attempt);
    }
    issues.push(...collected);
    return INVALID;
  };
}

/** Runs `inner`, then `check`, which returns a message for a `value_error` or nothing. */
export function refine<T>(inner: Validator<T>, check: (value: T) => string | undefined): Validator<T> {
  const validate: Validator<T> = (input, loc, issues) => {
    const value = inner(input, loc, issues);
    if (value === INVALID) return INVALID;
    const problem = check(value);
    if (problem === undefined) return value;
    issues.push(issue(loc, 'value_error', messages.valueError(problem), input, { error: {} }));
    return INVALID;
  };
  return inner.optional ? Object.assign(validate, { optional: true }) : validate;
}

/** Validates `input` at `loc`, throwing {@link RequestValidationError} with every issue found. */
export function parse<T>(validate: Validator<T>, input: unknown, loc: Loc): T {
  const issues: ValidationIssue[] = [];
  const value = validate(input, loc, issues);
  if (value === INVALID || issues.length > 0) throw new RequestValidationError(issues);
  return value;
}

/** A non-null, non-array object. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
