import type { Honcho } from '@honcho-ai/sdk';
import { clientFromConfig } from '@honcho-ai/sdk/integrations';
import { allOf, checkInput, fields, type InputSpec, isPlainObject, knownKeys, optionsArgument, rule, z } from '@honcho-ai/sdk-core';
import { clientFrom, clientSourceSpec } from './honcho-client-source.js';
import { clientFromProvider, providerSpec } from './provider-options.js';

const MISSING_WORKSPACE =
  'is required unless the environment names a workspace: pass a Honcho client or createHoncho(), or set HONCHO_WORKSPACE_ID (with HONCHO_API_KEY and HONCHO_URL as needed)';

/** `client` or `provider`, not both; with neither, a workspace from the environment. */
const oneClient = rule((options, path) => {
  if (!isPlainObject(options)) return [];
  if (options.provider !== undefined) return options.client === undefined ? [] : [{ path: `${path}.provider`, message: 'cannot be combined with client: pass one of them' }];
  return options.client === undefined ? clientFromConfig({}, { path: `${path}.client`, message: MISSING_WORKSPACE }).issues : [];
});

/**
 * The spec of an experimental factory's options: an object, only the keys
 * of `shape` (`client` and `provider` are always known), a usable `client`
 * or `provider` (not both), and `shape`'s rules.
 */
export function factoryOptionsSpec(factory: string, shape: Record<string, InputSpec<unknown>>): InputSpec<unknown> {
  const full = { client: z.optional(clientSourceSpec()), provider: z.optional(providerSpec), ...shape };
  return optionsArgument(allOf(knownKeys(Object.keys(full), `an option of ${factory}()`), fields(full), oneClient), 'an object');
}

/**
 * Checks an experimental factory's options with `spec` (from
 * {@link factoryOptionsSpec}), before any request, and returns the client:
 * the one given, the one `provider` names or builds, or, with neither, one
 * built from the environment exactly as `createHoncho()` builds it
 * (`HONCHO_API_KEY`, `HONCHO_URL`, `HONCHO_WORKSPACE_ID`, which must be set).
 *
 * @throws `HonchoValidationError` naming each problem.
 */
export function clientFromFactoryOptions(options: { readonly client?: unknown; readonly provider?: unknown }, factory: string, spec: InputSpec<unknown>): Honcho {
  const prefix = `Invalid ${factory}() options`;
  checkInput(spec, options, prefix);
  if (options.provider !== undefined) return clientFromProvider(options.provider as Parameters<typeof clientFromProvider>[0], prefix);
  return clientFrom(options.client) ?? clientFromConfig({}, { path: 'client', message: MISSING_WORKSPACE }).create();
}
