import type { Honcho } from '@honcho-ai/sdk';
import { clientFromConfig } from '@honcho-ai/sdk/integrations';
import { throwIfIssues, unknownKeyIssues, type Issue } from '../config/input-issues.js';
import { optionsObjectIssues } from './experimental-issues.js';
import { clientFrom } from './honcho-client-source.js';
import { clientFromProvider } from './provider-options.js';

/**
 * The checks every experimental factory runs on its options, before any
 * request: an object, only the `keys` it knows (`client` and `provider` are
 * always known), a usable `client` or `provider` (not both), and the
 * factory's own `rules`. Throws one `HonchoValidationError` naming each
 * problem; returns the client.
 *
 * With neither, a client is built from the environment exactly as
 * `createHoncho()` builds it (`HONCHO_API_KEY`, `HONCHO_URL`,
 * `HONCHO_WORKSPACE_ID`, which must be set). `provider` is what Honcho's own
 * AI SDK plugin takes: client options, filled in from the same environment
 * (see `ExperimentalProviderOptions`).
 */
export function clientFromFactoryOptions<Options extends { readonly client?: unknown; readonly provider?: unknown }>(
  options: Options,
  factory: string,
  keys: readonly string[],
  rules: (options: Options) => Issue[],
): Honcho {
  const prefix = `Invalid ${factory}() options`;
  throwIfIssues(optionsObjectIssues(options, 'options', true), prefix);
  const unknown = unknownKeyIssues(options, [...new Set(['client', 'provider', ...keys])], '', `an option of ${factory}()`);
  if (options.provider !== undefined) {
    const both: Issue[] = options.client === undefined ? [] : [{ path: 'provider', message: 'cannot be combined with client: pass one of them' }];
    const provider = clientFromProvider(options.provider, 'provider');
    throwIfIssues([...unknown, ...both, ...provider.issues, ...rules(options)], prefix);
    return provider.create(prefix);
  }
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
