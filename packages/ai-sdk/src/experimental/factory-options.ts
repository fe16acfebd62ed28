import type { Honcho } from '@honcho-ai/sdk';
import { throwIfIssues, unknownKeyIssues, type Issue } from '../config/input-issues.js';
import { optionsObjectIssues } from './experimental-issues.js';
import { clientFrom } from './honcho-client-source.js';

/**
 * The checks every experimental factory runs on its options, before any
 * request: an object, only the `keys` it knows, a usable `client`, and the
 * factory's own `rules`. Throws one `HonchoValidationError` naming each
 * problem; returns the client.
 */
export function clientFromFactoryOptions<Options extends { readonly client: unknown }>(
  options: Options,
  factory: string,
  keys: readonly string[],
  rules: (options: Options) => Issue[],
): Honcho {
  const prefix = `Invalid ${factory}() options`;
  throwIfIssues(optionsObjectIssues(options, 'options', true), prefix);
  const source = clientFrom(options.client, 'client');
  throwIfIssues([...unknownKeyIssues(options, keys, '', `an option of ${factory}()`), ...source.issues, ...rules(options)], prefix);
  return source.client as Honcho;
}
