import { allOf, describeValue, fields, type InputSpec, integer, isPlainObject, knownKeys, optionsArgument, says, select, z } from '@honcho-ai/sdk-core';

// The leaves the experimental helpers' specs share, with their messages.

/** One text entry (a card entry, a query): a non-empty string of at most `maxLength` characters. */
export function textSpec(maxLength: number): InputSpec<string> {
  return z.string({ error: (issue) => `must be a string, got ${describeValue(issue.input)}` }).check(
    z.refine((text: string) => text.trim().length > 0, says('must not be empty or only whitespace')),
    z.refine((text: string) => text.length <= maxLength, says((text) => `must be at most ${maxLength} characters (got ${(text as string).length})`)),
  );
}

/** A list of text entries, each a {@link textSpec}; an empty or overlong list is named as a whole. */
export function textListSpec(maxLength: number, options: { maxItems: number; allowEmpty: boolean }): InputSpec<readonly string[]> {
  const notList = z.custom(() => false, says((value) => `must be a list of strings, got ${describeValue(value)}`));
  const empty = z.custom(() => false, says('must hold at least one entry'));
  const tooLong = z.custom(() => false, says((list) => `must hold at most ${options.maxItems} entries (got ${(list as unknown[]).length})`));
  const entries = z.array(textSpec(maxLength));
  return select((value) => {
    if (!Array.isArray(value)) return notList;
    if (!options.allowEmpty && value.length === 0) return empty;
    return value.length > options.maxItems ? tooLong : entries;
  });
}

/** An `AbortSignal`. */
export const signalSpec = z.custom<AbortSignal>(
  (value) => typeof value === 'object' && value !== null && 'aborted' in value && typeof (value as { addEventListener?: unknown }).addEventListener === 'function',
  says((value) => `must be an AbortSignal, got ${describeValue(value)}`),
);

/** A `Date` or an ISO 8601 string that parses. */
export const dateSpec = select<Date | string>((value) =>
  value instanceof Date
    ? z.custom(() => !Number.isNaN(value.getTime()), says('must be a valid date, got an invalid Date'))
    : z.custom((text) => typeof text === 'string' && !Number.isNaN(Date.parse(text)), says((text) => `must be a Date or an ISO 8601 date string, got ${describeValue(text)}`)),
);

/** An http(s) URL, as a string or a `URL`. */
export const httpUrlSpec = select<string | URL>((value) => {
  const text = value instanceof URL ? value.href : value;
  if (typeof text !== 'string') return z.custom(() => false, says(`must be an http or https URL, got ${describeValue(value)}`));
  const parsed = parseUrl(text);
  if (parsed === undefined) return z.custom(() => false, says(`must be an absolute http or https URL, got ${describeValue(text)}`));
  return z.custom(() => parsed.protocol === 'http:' || parsed.protocol === 'https:', says(`must use http or https, got ${describeValue(parsed.protocol)}`));
});

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** Longest per-request `timeout` accepted: a day. */
export const MAX_CALL_TIMEOUT_MS = 24 * 60 * 60 * 1_000;

/** The per-call options every method takes: `signal` and `timeout`. */
export const callOptionsShape = { signal: z.optional(signalSpec), timeout: z.optional(integer(1, MAX_CALL_TIMEOUT_MS)) };

/**
 * A method's input, every field named at the top level as 2.x named them:
 * the options object's fields (`shape`, by default {@link callOptionsShape}),
 * no other option key, and the positional arguments (`args`). Check it
 * against {@link callInput}.
 */
export function callSpec(shape: Record<string, InputSpec<unknown>> = callOptionsShape, args: Record<string, InputSpec<unknown>> = {}): InputSpec<unknown> {
  const options = Object.keys(shape);
  const unknown = (): string => `is not a known option (expected one of ${options.join(', ')})`;
  return optionsArgument(allOf(knownKeys([...options, ...Object.keys(args)], unknown), fields({ ...args, ...shape })), 'an object');
}

/** The value {@link callSpec} checks: the options with the positional arguments beside them (options that are not an object, as they are). */
export function callInput(options: unknown, args: Record<string, unknown> = {}): unknown {
  if (options === undefined) return args;
  return isPlainObject(options) ? { ...options, ...args } : options;
}
