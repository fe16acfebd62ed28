import * as z from './zod.js';
import { describeValue } from './describe-value.js';
import { HONCHO_ID_MAX_LENGTH, HONCHO_ID_PATTERN } from './honcho-id.js';
import { allOf, rule, select, type InputSpec, type ShapeOutput } from './input-spec.js';

// The vocabulary's leaves: zod mini schemas whose messages name the rule
// and describe the value given. Every check aborts on failure, so a field
// reports the first rule it breaks, once.

/**
 * zod's error parameter for a rule's message, fixed or built from the
 * value given, stopping the field's later checks when it fails: the one
 * way every spec words a rule.
 */
export function says(message: string | ((input: unknown) => string)): { error: (issue: { input?: unknown }) => string; abort: true } {
  return { error: (issue) => (typeof message === 'string' ? message : message(issue.input)), abort: true };
}

/**
 * The leaves built so far, by rule and bounds. A spec is immutable, so one
 * instance serves every field that states the same rule. The sdk names a
 * Honcho id in dozens of places, and each build is several zod objects made
 * at import: built again for each, they kept V8 compiling zod's constructor
 * as a process started (decision 0033).
 */
const leaves = new Map<string, InputSpec<unknown>>();

function leaf<T>(key: string, build: () => InputSpec<T>): InputSpec<T> {
  let spec = leaves.get(key);
  if (spec === undefined) {
    spec = build();
    leaves.set(key, spec);
  }
  return spec as InputSpec<T>;
}

/** A Honcho id: letters, digits, `_` and `-`, 1..512 characters. */
export function honchoId(): InputSpec<string> {
  return leaf('honchoId', () =>
    z.string(says((value) => `must be a string id, got ${describeValue(value)}`)).check(
      z.refine((value: string) => value.length > 0, says(() => 'must not be empty')),
      z.refine(
        (value: string) => value.length <= HONCHO_ID_MAX_LENGTH,
        says((value) => `must be at most ${HONCHO_ID_MAX_LENGTH} characters (got ${(value as string).length})`),
      ),
      z.refine(
        (value: string) => HONCHO_ID_PATTERN.test(value),
        says((value) => `must contain only letters, digits, "_" and "-" (map emails and other external ids to that alphabet), got ${describeValue(value)}`),
      ),
    ),
  );
}

/** A string of `min..max` characters. */
export function text(min: number, max: number): InputSpec<string> {
  return leaf(`text ${min} ${max}`, () =>
    z.string(says((value) => `must be a string, got ${describeValue(value)}`)).check(
      z.refine((value: string) => value.length >= min, says(() => (min === 1 ? 'must not be empty' : `must be at least ${min} characters`))),
      z.refine((value: string) => value.length <= max, says((value) => `must be at most ${max} characters (got ${(value as string).length})`)),
    ),
  );
}

/** An integer within `min..max`. */
export function integer(min: number, max: number): InputSpec<number> {
  return leaf(`integer ${min} ${max}`, () =>
    z.number(says((value) => `must be an integer, got ${describeValue(value)}`)).check(
      z.refine(Number.isInteger, says((value) => `must be an integer, got ${describeValue(value)}`)),
      z.refine((value: number) => value >= min && value <= max, says((value) => `must be between ${min} and ${max} (got ${String(value)})`)),
    ),
  );
}

/** A finite number within `min..max`. */
export function finiteNumber(min: number, max: number): InputSpec<number> {
  return leaf(`finiteNumber ${min} ${max}`, () =>
    z.number(says((value) => `must be a finite number, got ${describeValue(value)}`)).check(
      z.refine((value: number) => value >= min && value <= max, says((value) => `must be between ${min} and ${max} (got ${String(value)})`)),
    ),
  );
}

/** One of `allowed`. */
export function oneOf<const T extends string>(allowed: readonly T[]): InputSpec<T> {
  const list = allowed.map((item) => JSON.stringify(item)).join(', ');
  return leaf(`oneOf ${list}`, () => z.enum(allowed as unknown as [T, ...T[]], says((value) => `must be one of ${list}, got ${describeValue(value)}`)) as unknown as InputSpec<T>);
}

/** `true` or `false`. */
export function flag(): InputSpec<boolean> {
  return leaf('flag', () => z.boolean(says((value) => `must be true or false, got ${describeValue(value)}`)));
}

/** A function (a callback option). */
export function callback<T extends (...args: never[]) => unknown = (...args: never[]) => unknown>(): InputSpec<T> {
  // One instance for every function type: the check is the same, only the static type differs.
  return leaf('callback', () => z.custom<T>((value) => typeof value === 'function', says((value) => `must be a function, got ${describeValue(value)}`)));
}

/** An integer of at least `min`, with no upper bound but the safe-integer range. */
export function atLeast(min: number): InputSpec<number> {
  return leaf(`atLeast ${min}`, () =>
    z.number(says((value) => `must be an integer, got ${describeValue(value)}`)).check(
      z.refine(Number.isSafeInteger, says((value) => `must be an integer, got ${describeValue(value)}`)),
      z.refine((value: number) => value >= min, says((value) => `must be at least ${min} (got ${String(value)})`)),
    ),
  );
}

/** `spec`, and "is required" for a missing value (`undefined` or `null`). */
export function required<T>(spec: InputSpec<T>): InputSpec<T> {
  return z.pipe(
    z.custom((value) => value !== undefined && value !== null, says(() => 'is required')),
    spec,
  ) as unknown as InputSpec<T>;
}

/**
 * An object with rules for some of its keys (others pass), refusing what
 * is not an object with "must be `noun`, got ...".
 */
export function fields<Shape extends Record<string, InputSpec<unknown>>>(shape: Shape, noun = 'an object'): ReturnType<typeof z.looseObject<Shape>> {
  return z.looseObject(shape, says((value) => `must be ${noun}, got ${describeValue(value)}`));
}

/**
 * A list of `item`s, refusing what is not an array with "must be `noun`,
 * got ...". Each item's issues are reported at its index.
 */
export function list<T>(item: InputSpec<T>, noun: string): InputSpec<T[]> {
  return z.array(item, says((value) => `must be ${noun}, got ${describeValue(value)}`));
}

/**
 * A resource named by its id or by an object carrying it (a `Peer`, a
 * `Session`, `{ id }`): the id is checked by {@link honchoId}, at `.id` for
 * an object; a missing value "is required".
 */
export function honchoIdRef(): InputSpec<string | { readonly id: string }> {
  return leaf('honchoIdRef', () => {
    const id = honchoId();
    const carrier = fields({ id });
    const missing = z.custom(() => false, says(() => 'is required'));
    return select((value) => (value === undefined ? missing : typeof value === 'object' && value !== null && 'id' in value ? carrier : id));
  });
}

/**
 * The options argument of a call that reports its fields by their own names
 * (`observer`, not `options.observer`): `spec` for an object, and for
 * anything else "must be `noun`, got ..." at `name` (`options` unless given).
 */
export function optionsArgument<T>(spec: InputSpec<T>, noun = 'an object', name = 'options'): InputSpec<T> {
  const notObject = z.custom(() => false, { ...says((value) => `must be ${noun}, got ${describeValue(value)}`), path: [name] });
  return select((value) => (typeof value === 'object' && value !== null && !Array.isArray(value) ? spec : notObject));
}

/**
 * Each key of an object outside `known`, named at its own path: catches
 * typos (`topK` for `searchTopK`, `userID`) that would otherwise be
 * ignored. `message` words the issue for a key; a string is the noun for a
 * key, as in "is not `a middleware option` (expected one of ...)".
 */
export function knownKeys(known: readonly string[], message: string | ((key: string) => string)): InputSpec<unknown> {
  const say = typeof message === 'string' ? () => `is not ${message} (expected one of ${known.join(', ')})` : message;
  return rule((value, path) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
    return Object.keys(value)
      .filter((key) => !known.includes(key))
      .map((key) => ({ path: `${path}.${key}`, message: say(key) }));
  });
}

/**
 * An options object: every key outside `shape` (and `alsoKnown`) refused
 * by name with {@link knownKeys}' `message`, then the rules of `shape`,
 * reported together.
 */
export function knownFields<Shape extends Record<string, InputSpec<unknown>>>(
  shape: Shape,
  noun: string,
  message: string | ((key: string) => string),
  alsoKnown: readonly string[] = [],
): InputSpec<ShapeOutput<Shape>> {
  return allOf(knownKeys([...Object.keys(shape), ...alsoKnown], message), fields(shape, noun));
}
