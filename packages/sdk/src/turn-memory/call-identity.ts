import { allOf, checkInput, describeValue, fields, honchoId, type InputSpec, isPlainObject, knownKeys, rule, z } from '@honcho-ai/sdk-core';
import { memoryIdentityShape, userIsNotAssistant, type MemoryIdentity } from './memory-identity.js';

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
 * The ids a source gives, under the framework's own names when it has
 * them, with its unknown keys refused when it has none.
 */
function sourceSpec(source: CallIdentitySource): InputSpec<unknown> {
  const names = source.fieldNames;
  const name = (key: keyof MemoryIdentity): string => names?.[key] ?? key;
  const shape = Object.fromEntries(IDENTITY_KEYS.map((key) => [name(key), z.optional(honchoId())]));
  const ids = fields(shape, 'an object of Honcho ids ({ userId, sessionId, assistantId })');
  const differentPeers = rule((value, path) => {
    if (!isPlainObject(value)) return [];
    const user = value[name('userId')];
    if (typeof user !== 'string' || user !== value[name('assistantId')]) return [];
    return [{ path: `${path}.${name('assistantId')}`, message: `must differ from userId (both are ${describeValue(user)})` }];
  });
  return names === undefined ? allOf(knownKeys(IDENTITY_KEYS, `a ${source.path} field`), ids, differentPeers) : allOf(ids, differentPeers);
}

/** The ids a source gives, keyed by the framework's own names. */
function renamed(source: CallIdentitySource): unknown {
  const names = source.fieldNames;
  if (names === undefined || typeof source.ids !== 'object' || source.ids === null) return source.ids;
  const ids = source.ids as Partial<Record<keyof MemoryIdentity, unknown>>;
  return Object.fromEntries(IDENTITY_KEYS.map((key) => [names[key] ?? key, ids[key]]));
}

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
  const given = sources.filter((source) => source.ids !== undefined);
  // A source's path (`configurable.honcho`) is one key here, printed as the dotted path it is.
  const sourcesSpec = fields(Object.fromEntries(given.map((source) => [source.path, sourceSpec(source)])));
  checkInput(sourcesSpec, Object.fromEntries(given.map((source) => [source.path, renamed(source)])), wording.prefix);
  const resolved: Partial<Record<keyof MemoryIdentity, string>> = {};
  for (const source of given) {
    const ids = source.ids as Partial<Record<keyof MemoryIdentity, unknown>>;
    for (const key of IDENTITY_KEYS) if (resolved[key] === undefined && typeof ids[key] === 'string') resolved[key] = ids[key];
  }
  const identity = {
    userId: resolved.userId ?? defaults.userId,
    sessionId: resolved.sessionId ?? defaults.sessionId,
    assistantId: resolved.assistantId ?? defaults.assistantId,
  };
  // Sources and defaults are each valid here; merged, a call's user may be the default assistant, or missing.
  const userId = z.pipe(z.custom((id) => id !== undefined, { error: `is required: ${wording.userHint}`, abort: true }), honchoId());
  checkInput(allOf(fields({ ...memoryIdentityShape, userId }), userIsNotAssistant), identity, wording.prefix);
  return identity as MemoryIdentity;
}
