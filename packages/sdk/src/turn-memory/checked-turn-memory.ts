import { allOf, checkInput, fields, type InputSpec, knownKeys, optionsArgument } from '@honcho-ai/sdk-core';
import type { Honcho } from '../client/honcho.js';
import type { HonchoConfig } from '../client/honcho-config.js';
import { HONCHO_CONFIG_KEYS } from '../client/unknown-option-keys.js';
import { createTurnMemory, turnMemoryShape, type TurnMemoryOptions } from './create-turn-memory.js';
import { userIsNotAssistant } from './memory-identity.js';
import type { TurnMemory } from './turn-memory.js';

/**
 * How an agent-framework adapter reaches Honcho: an existing `client`, or
 * one built from the client's own options (`apiKey`, `baseURL`,
 * `workspaceId`, `maxRetries`, `fetch`, ...) and the environment
 * (`HONCHO_API_KEY`, `HONCHO_URL`, `HONCHO_WORKSPACE_ID`), by the same code
 * as `createHoncho()` of `@honcho-ai/ai-sdk`. The workspace must be known:
 * without one the adapter throws rather than write to a default workspace
 * by accident.
 *
 * @example
 * ```ts
 * new HonchoMemory({ userId: 'ada' }); // all from the environment
 * new HonchoMemory({ client: new Honcho({ workspaceId: 'my-app' }), userId: 'ada' });
 * ```
 */
export interface HonchoConnectionOptions extends Omit<HonchoConfig, 'timeout'> {
  /** An existing `Honcho` client to use; then pass no other client option. */
  client?: Honcho | undefined;
}

/** A turn-memory option an adapter may accept (not the client's), checked by turn memory's own rule. */
export type TurnMemoryOptionKey = Exclude<keyof TurnMemoryOptions, keyof HonchoConfig | 'client'> | 'timeout';

/** What one option object of an adapter is checked against, by {@link checkedTurnMemory}. */
export interface AdapterOptionSpec {
  /** How errors name what the user called: `'honchoTools()'`, `'HonchoRetriever'`. */
  readonly calledAs: string;
  /**
   * The rules of the adapter's own options, by key: handled by it and not
   * passed to turn memory. Spread `memoryIdentityShape` for `userId`,
   * `sessionId` and `assistantId`; a user who is also the assistant is refused.
   */
  readonly own: Readonly<Record<string, InputSpec<unknown>>>;
  /** The turn-memory options it accepts besides the client's (`timeout`, `onError`, ...). */
  readonly memoryKeys: readonly TurnMemoryOptionKey[];
}

// The client's own options; `timeout` is turn memory's budget, listed by each adapter that has one.
const CLIENT_KEYS = ['client', ...HONCHO_CONFIG_KEYS.filter((key) => key !== 'timeout')];

/**
 * Checks an adapter's option object, then creates the turn memory the
 * adapter goes through: one `HonchoValidationError` names every field of the
 * adapter's own and the rule it breaks, and the connection's problems (a bad
 * client, no workspace) are reported by {@link createTurnMemory} in the same
 * form. Nothing is built or sent for bad options.
 *
 * @throws `HonchoValidationError` naming each bad option and its rule.
 *
 * @example
 * ```ts
 * const memory = checkedTurnMemory(options, { calledAs: 'HonchoMemory', own: { ...memoryIdentityShape, userId: required(honchoId()) }, memoryKeys: ['timeout'] });
 * ```
 */
export function checkedTurnMemory(options: unknown, spec: AdapterOptionSpec): TurnMemory {
  const memoryRules = Object.fromEntries(spec.memoryKeys.map((key) => [key, turnMemoryShape[key]]));
  const known = [...Object.keys(spec.own), ...spec.memoryKeys, ...CLIENT_KEYS];
  const optionsSpec = allOf(knownKeys(known, `a ${spec.calledAs} option`), fields({ ...spec.own, ...memoryRules }), userIsNotAssistant);
  checkInput(optionsArgument(optionsSpec, 'an object'), options, `Invalid ${spec.calledAs} options`);
  const connection: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(options as object)) if (!Object.hasOwn(spec.own, key)) connection[key] = value;
  return createTurnMemory(connection, { calledAs: spec.calledAs.replace(/\(\)$/, ''), optionsOf: spec.calledAs });
}
