import type { Honcho } from '@honcho-ai/sdk';
import { throwIfIssues, unknownKeyIssues, type Issue } from '../config/input-issues.js';
import { clientFromConfig } from '../provider/client-from-config.js';
import { optionsObjectIssues } from './experimental-issues.js';
import { clientFrom } from './honcho-client-source.js';

/**
 * The checks every experimental factory runs on its options, before any
 * request: an object, only the `keys` it knows, a usable `client`, and the
 * factory's own `rules`. Throws one `HonchoValidationError` naming each
 * problem; returns the client.
 *
 * Without a `client`, one is built from the environment exactly as
 * `createHoncho()` builds it (`HONCHO_API_KEY`, `HONCHO_URL`,
 * `HONCHO_WORKSPACE_ID`, which must be set).
 */
export function clientFromFactoryOptions<Options extends { readonly client?: unknown }>(
  options: Options,
  factory: string,
  keys: readonly string[],
  rules: (options: Options) => Issue[],
): Honcho {
  const prefix = `Invalid ${factory}() options`;
  throwIfIssues(optionsObjectIssues(options, 'options', true), prefix);
  const unknown = unknownKeyIssues(options, keys, '', `an option of ${factory}()`);
  if (options.client === undefined) {
    const configured = clientFromConfig({}, {
      path: 'client',
      message:
        'is required unless the environment names a workspace: pass a Honcho client or createHoncho(), or set HONCHO_WORKSPACE_ID (with HONCHO_API_KEY and HONCHO_URL as needed)',
    });
    throwIfIssues([...unknown, ...configured.issues, ...rules(options)], prefix);
    return configured.create();
  }
  const source = clientFrom(options.client, 'client');
  throwIfIssues([...unknown, ...source.issues, ...rules(options)], prefix);
  return source.client as Honcho;
}
