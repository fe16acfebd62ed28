import type { ScopeOption, SessionAllowlistFilter } from '@honcho-ai/api-types';
import { describeValue, fields, type InputSpec, list, says, select, type SpecShape, z } from '@honcho-ai/sdk-core';
import { resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { idLike } from '../validation/id-like.js';
import { LIMITS } from '../validation/limits.js';

const SCOPE_PREFIX = 'scope.';
/** Most sessions a `sessions` allowlist may name, as the server allows. */
const SESSION_ALLOWLIST_MAX = 1000;

/** A scope name: 1..506 of letters, digits, `_` and `-`, without the internal `scope.` prefix. @internal */
export const scopeNameSpec: InputSpec<string> = z.string(says((value) => `must be a scope name or a Scope, got ${describeValue(value)}`)).check(
  z.refine((value: string) => value.length > 0, says('must not be empty')),
  z.refine(
    (value: string) => value.length <= LIMITS.scopeNameMaxLength,
    says((value) => `must be at most ${LIMITS.scopeNameMaxLength} characters (got ${(value as string).length})`),
  ),
  z.refine((value: string) => !value.startsWith(SCOPE_PREFIX), says(`must not start with the reserved prefix "${SCOPE_PREFIX}" (scope names are unprefixed)`)),
  z.refine((value: string) => LIMITS.idPattern.test(value), says('must contain only letters, digits, "_" and "-"')),
);

/** A scope given by name or as a `Scope`. @internal */
export const scopeLikeSpec: InputSpec<IdLike> = z.pipe(z.transform(resolveIdSafely), scopeNameSpec) as unknown as InputSpec<IdLike>;

/** A list of scopes, by name or as `Scope`s: 1..100 of them. @internal */
export const scopeListSpec = list(scopeLikeSpec, 'a list of scopes').check(
  z.refine((names: readonly unknown[]) => names.length > 0, says('must name at least one scope')),
  z.refine((names: readonly unknown[]) => names.length <= LIMITS.scopeListMax, says((names) => `must name at most ${LIMITS.scopeListMax} scopes (got ${(names as unknown[]).length})`)),
);

const sessionListSpec = z.array(idLike, says((value) => `must be a list of sessions, got ${describeValue(value)}`)).check(
  z.refine((ids: readonly unknown[]) => ids.length > 0, says('must name at least one session (an empty allowlist would recall nothing)')),
  z.refine((ids: readonly unknown[]) => ids.length <= SESSION_ALLOWLIST_MAX, says((ids) => `must name at most ${SESSION_ALLOWLIST_MAX} sessions (got ${(ids as unknown[]).length})`)),
);

/** Where recall may look: one session, a named scope (or several), or an allowlist of sessions. */
export interface RecallScopeInput {
  session?: IdLike | undefined;
  scope?: IdLike | readonly IdLike[] | undefined;
  sessions?: readonly IdLike[] | undefined;
}

/** The wire fields for {@link RecallScopeInput}. @internal */
export interface RecallScopeFields {
  session_id?: string;
  scope?: ScopeOption;
  filters?: SessionAllowlistFilter;
}

/** The rules of {@link RecallScopeInput}, by field. @internal */
export const recallScopeShape = {
  session: z.optional(idLike),
  scope: z.optional(select<IdLike | readonly IdLike[]>((scope) => (Array.isArray(scope) ? scopeListSpec : scopeLikeSpec))),
  sessions: z.optional(sessionListSpec),
} satisfies SpecShape<RecallScopeInput>;

/**
 * `scope` excludes `session` and `sessions`, as on the server: a check for
 * the object that holds the three fields.
 *
 * @internal
 */
export const scopeExcludesSessions = z.superRefine((input: RecallScopeInput, context) => {
  if (input.scope === undefined) return;
  for (const key of ['session', 'sessions'] as const) {
    if (input[key] !== undefined) {
      context.addIssue({ code: 'custom', path: [key], input: input[key], message: 'cannot be combined with scope (a scope already decides what is visible)' });
    }
  }
});

/** {@link RecallScopeInput} as a spec. @internal */
export const recallScopeSpec = fields(recallScopeShape).check(scopeExcludesSessions);

/**
 * The wire fields for a checked {@link RecallScopeInput}: `sessions`
 * travels as `filters: {session_id: [...]}`, as in 2.5.
 *
 * @internal
 */
export function recallScopeToWire(input: RecallScopeInput): RecallScopeFields {
  const fields: RecallScopeFields = {};
  if (input.session !== undefined) fields.session_id = resolveIdSafely(input.session) as string;
  if (input.scope !== undefined) {
    fields.scope = (Array.isArray(input.scope) ? (input.scope as readonly IdLike[]).map(resolveIdSafely) : resolveIdSafely(input.scope)) as ScopeOption;
  }
  if (input.sessions !== undefined) fields.filters = { session_id: input.sessions.map(resolveIdSafely) as string[] };
  return fields;
}
