import { createTurnMemory, HONCHO_CONFIG_KEYS, type Honcho, type HonchoConfig, type TurnMemory } from '@honcho-ai/sdk';
import { describeValue, HonchoValidationError, isPlainObject, unknownKeyIssues, type InputIssue } from '@honcho-ai/sdk-core';

/**
 * How every export of this package reaches Honcho: an existing `client`, or
 * one built from the client's own options (`apiKey`, `baseURL`,
 * `workspaceId`, `maxRetries`, `fetch`, ...) and the environment
 * (`HONCHO_API_KEY`, `HONCHO_URL`, `HONCHO_WORKSPACE_ID`), by the same code
 * as `createHoncho()` of `@honcho-ai/ai-sdk` and `createTurnMemory()` of
 * `@honcho-ai/sdk`. The workspace must be known: without one this throws
 * rather than write to a default workspace by accident.
 *
 * @example
 * ```ts
 * new HonchoChatMessageHistory({ sessionId: 'chat-1', userId: 'ada' }); // all from the environment
 * new HonchoChatMessageHistory({ client: new Honcho({ workspaceId: 'my-app' }), sessionId: 'chat-1', userId: 'ada' });
 * ```
 */
export interface HonchoConnectionOptions extends Omit<HonchoConfig, 'timeout'> {
  /** An existing `Honcho` client to use; then pass no other client option. */
  client?: Honcho | undefined;
}

/** What one option object of this package is checked against. @internal */
export interface OptionSpec {
  /** How errors name what the user called: `'honchoTools()'`, `'HonchoRetriever'`. */
  readonly calledAs: string;
  /** The options of its own, handled by the caller and not passed to turn memory. */
  readonly ownKeys: readonly string[];
  /** The turn-memory options it accepts besides the client's (`timeout`, `onError`, ...). */
  readonly memoryKeys: readonly string[];
  /** The problems with its own options. */
  readonly issues: (options: Readonly<Record<string, unknown>>) => InputIssue[];
}

// The client's own options; `timeout` is turn memory's budget, listed by each caller that has one.
const CLIENT_KEYS = ['client', ...HONCHO_CONFIG_KEYS.filter((key) => key !== 'timeout')];

/**
 * Checks an option object (nothing is built or sent for bad options), then
 * creates the turn memory everything of this package goes through: one
 * `HonchoValidationError` names every field of the caller's own and the
 * rule it breaks; the connection's problems (a bad client, no workspace)
 * are reported by `createTurnMemory` in the same form.
 *
 * @internal
 */
export function checkedTurnMemory(options: unknown, spec: OptionSpec): TurnMemory {
  const prefix = `Invalid ${spec.calledAs} options`;
  if (!isPlainObject(options)) throw new HonchoValidationError([{ path: 'options', message: `must be an object, got ${describeValue(options)}` }], { prefix });
  const issues = [...unknownKeyIssues(options, [...spec.ownKeys, ...spec.memoryKeys, ...CLIENT_KEYS], '', `a ${spec.calledAs} option`), ...spec.issues(options)];
  if (issues.length > 0) throw new HonchoValidationError(issues, { prefix });
  const connection: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options)) if (!spec.ownKeys.includes(key)) connection[key] = value;
  return createTurnMemory(connection, { calledAs: spec.calledAs.replace(/\(\)$/, '') });
}
