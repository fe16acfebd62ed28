import * as z from './zod.js';
import { HonchoValidationError, type InputIssue } from '../errors/client-errors.js';

/**
 * A declarative description of a method's input: a zod mini schema whose
 * every rule carries its own message (built from this folder's rules), so
 * that the same schema gives the check and, through `z.input`, the type.
 */
export type InputSpec<T = unknown> = z.ZodMiniType<T, unknown>;

/**
 * Marks a path segment that holds a whole relative path (`.a.b[2]`) written
 * by a rule that walks its value itself; {@link formatPath} appends it as is.
 */
const RAW_SEGMENT = '\u0000';

/**
 * Every problem `spec` finds in `value`, at property paths such as
 * `messages[0].content`, under `at` (`''` for none).
 */
export function inputIssues(spec: InputSpec, value: unknown, at = ''): InputIssue[] {
  const result = z.safeParse(spec, value);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: formatPath(at, issue.path), message: issue.message }));
}

/**
 * Throws one {@link HonchoValidationError} naming every problem `spec`
 * finds in `value`, before any request is sent.
 *
 * @param prefix Starts the message, e.g. `Invalid peer.search() input`.
 */
export function checkInput(spec: InputSpec, value: unknown, prefix: string): void {
  const issues = inputIssues(spec, value);
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
}

/**
 * A rule written as a function that walks the value itself (the filter
 * language, JSON data, metadata limits), as a schema. `problems` gets the
 * value and a root path, and returns issues at paths under that root.
 */
export function rule<T = unknown>(problems: (value: unknown, path: string) => readonly InputIssue[]): InputSpec<T> {
  // Optional so that an absent key reaches the rule as `undefined`, which the rule judges.
  return z.optional(z.unknown()).check(
    z.superRefine((value, context) => {
      for (const issue of problems(value, RAW_SEGMENT)) {
        const relative = issue.path.startsWith(RAW_SEGMENT) ? issue.path : `${RAW_SEGMENT}.${issue.path}`;
        context.addIssue({ code: 'custom', message: issue.message, input: value, path: [relative] });
      }
    }),
  ) as unknown as InputSpec<T>;
}

/** `base` followed by zod's path segments: `.key`, `[3]`, or a rule's raw relative path. */
export function formatPath(base: string, segments: readonly PropertyKey[]): string {
  let path = base;
  for (const segment of segments) {
    if (typeof segment === 'number') path += `[${segment}]`;
    else if (typeof segment === 'string' && segment.startsWith(RAW_SEGMENT)) path += segment.slice(1);
    else path += path === '' ? String(segment) : `.${String(segment)}`;
  }
  return path.startsWith('.') ? path.slice(1) : path;
}

/**
 * The shape of a spec for the options interface `T`: one rule per key, none
 * missing and none extra, each checking that key's type. Written as
 * `fields({...} satisfies SpecShape<Options>)`, it ties a method's spec to
 * the interface its TSDoc documents, so neither can change alone.
 */
export type SpecShape<T> = { [K in keyof T]-?: InputSpec<{} extends Pick<T, K> ? T[K] | undefined : T[K]> };

/**
 * A rule that depends on the value's form: `pick` chooses the spec to
 * apply (a list or a single name, say), whose issues are reported at their
 * own paths under this value.
 */
export function select<T>(pick: (value: unknown) => InputSpec): InputSpec<T> {
  return reportingEach((value) => [pick(value)]);
}

/**
 * Every one of `specs` applied to the same value, their issues in the order
 * given: a method's input made of shared parts, or a rule across fields that
 * must run even when a field is already wrong (a check on an object does not).
 */
export function allOf<T>(...specs: readonly InputSpec[]): InputSpec<T> {
  return reportingEach(() => specs);
}

/** A spec that checks a value with each spec `specsFor` names for it, and reports their issues at their own paths. */
function reportingEach<T>(specsFor: (value: unknown) => readonly InputSpec[]): InputSpec<T> {
  return z.optional(z.unknown()).check(
    z.superRefine((value, context) => {
      for (const spec of specsFor(value)) {
        const result = z.safeParse(spec, value);
        if (result.success) continue;
        for (const issue of result.error.issues) context.addIssue({ code: 'custom', message: issue.message, input: value, path: [...issue.path] });
      }
    }),
  ) as unknown as InputSpec<T>;
}

/** What a spec lets through: the type of a value it accepts. */
export type SpecOutput<Spec> = Spec extends InputSpec<infer T> ? T : never;

/** What an object spec of `Shape` lets through: each key's {@link SpecOutput}. */
export type ShapeOutput<Shape extends Record<string, InputSpec<unknown>>> = { [Key in keyof Shape]: SpecOutput<Shape[Key]> };
