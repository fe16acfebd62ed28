import { describeValue, HonchoValidationError, isPlainObject, unknownKeyIssues, type InputIssue } from '@honcho-ai/sdk-core';
import { memoryIdentityIssues, type MemoryIdentity } from './memory-identity.js';

/**
 * One place a framework lets a call say whose it is, such as LangChain's
 * `configurable.honcho` or Mastra's `memory: { resource, thread }`.
 */
export interface CallIdentitySource {
  /** Where the ids are, as the user wrote it: `'configurable.honcho'`, `'memory'`. */
  readonly path: string;
  /** What the call gave there: `undefined` when nothing, else it must be an object of Honcho ids. */
  readonly ids: unknown;
  /**
   * The framework's own name for a field, when it has one: `{ userId:
   * 'resource' }` makes a bad user id read `memory.resource: ...`. A source
   * with field names is built by the adapter, so unknown keys are not checked.
   */
  readonly fieldNames?: Readonly<Partial<Record<keyof MemoryIdentity, string>>> | undefined;
}

/** How {@link resolveCallIdentity} words its errors. */
export interface CallIdentityWording {
  /** The error's prefix: `'Invalid Honcho ids for this run of honchoMemoryFilter()'`. */
  readonly prefix: string;
  /** Where a user can be given, after "userId: is required: ": `'pass honchoMiddleware({ userId }) or set configurable.honcho.userId'`. */
  readonly userHint: string;
}

const IDENTITY_KEYS = ['userId', 'sessionId', 'assistantId'] as const;

/**
 * The ids one call of an adapter works with: each of `userId`, `sessionId`
 * and `assistantId` from the first source that gives it, else from
 * `defaults` (the adapter's options), so one agent serves many users and
 * conversations. Refuses, naming each field and its rule, a source that is
 * not an object of Honcho ids, an id that is not a Honcho id, a call with no
 * user anywhere, and a user who is also the assistant.
 *
 * @param sources - Highest precedence first.
 * @throws `HonchoValidationError` for what it refuses; nothing has been sent.
 *
 * @example
 * ```ts
 * const identity = resolveCallIdentity(options, [{ path: 'configurable.honcho', ids: config.configurable?.honcho }], {
 *   prefix: 'Invalid Honcho ids for this call',
 *   userHint: 'pass myAdapter({ userId }) or set configurable.honcho.userId',
 * });
 * ```
 */
export function resolveCallIdentity(defaults: Partial<MemoryIdentity>, sources: readonly CallIdentitySource[], wording: CallIdentityWording): MemoryIdentity {
  const issues: InputIssue[] = [];
  const resolved: Partial<Record<keyof MemoryIdentity, string>> = {};
  for (const source of sources) {
    if (source.ids === undefined) continue;
    if (!isPlainObject(source.ids)) {
      issues.push({ path: source.path, message: `must be an object of Honcho ids ({ userId, sessionId, assistantId }), got ${describeValue(source.ids)}` });
      continue;
    }
    const ids = source.ids;
    const names = source.fieldNames;
    if (names === undefined) issues.push(...unknownKeyIssues(ids, IDENTITY_KEYS, source.path, `a ${source.path} field`));
    const renamed = (path: string): string => {
      const key = IDENTITY_KEYS.find((field) => path === `${source.path}.${field}`);
      return key !== undefined && names?.[key] !== undefined ? `${source.path}.${names[key]}` : path;
    };
    issues.push(...memoryIdentityIssues(ids, source.path).map((issue) => ({ ...issue, path: renamed(issue.path) })));
    for (const key of IDENTITY_KEYS) if (resolved[key] === undefined && typeof ids[key] === 'string') resolved[key] = ids[key];
  }
  const identity = {
    userId: resolved.userId ?? defaults.userId,
    sessionId: resolved.sessionId ?? defaults.sessionId,
    assistantId: resolved.assistantId ?? defaults.assistantId,
  };
  if (issues.length === 0 && identity.userId === undefined) issues.push({ path: 'userId', message: `is required: ${wording.userHint}` });
  // Sources and defaults are each valid here; merged, a call's user may be the default assistant.
  if (issues.length === 0) issues.push(...memoryIdentityIssues(identity));
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix: wording.prefix });
  return identity as MemoryIdentity;
}
