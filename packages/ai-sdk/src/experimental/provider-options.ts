import { HonchoValidationError, type Honcho, type HonchoConfig } from '@honcho-ai/sdk';
import { clientFromConfig, HONCHO_CONFIG_KEYS } from '@honcho-ai/sdk/integrations';
import { describe, idIssues, isPlainObject, unknownKeyIssues, type Issue } from '../config/input-issues.js';
import { clientFrom } from './honcho-client-source.js';

/**
 * The `provider` option of the experimental factories: what Honcho's own AI
 * SDK plugin passes there, the options of its `createHoncho()`.
 *
 * Here they are the options of `new Honcho()` from `@honcho-ai/sdk`
 * (`apiKey`, `workspaceId`, `baseURL`, `environment`, `timeout` per request,
 * `maxRetries`, `defaultHeaders`, ...), filled in from the environment as
 * `createHoncho()` fills them (`HONCHO_API_KEY`, `HONCHO_URL`,
 * `HONCHO_WORKSPACE_ID`). `defaultUserId`, `defaultAssistantId` and
 * `defaultSessionId` are accepted and checked, and change nothing: each helper
 * names its peers and session itself (`observerPeerId`, `peerId`, ...).
 */
export interface ExperimentalProviderOptions extends HonchoConfig {
  /** Accepted for the plugin's sake; unused (the helpers name their peers). */
  defaultUserId?: string | undefined;
  /** Accepted for the plugin's sake; unused (the helpers name their peers). */
  defaultAssistantId?: string | undefined;
  /** Accepted for the plugin's sake; unused (the helpers name their session). */
  defaultSessionId?: string | undefined;
}

const UNUSED_ID_KEYS = ['defaultUserId', 'defaultAssistantId', 'defaultSessionId'] as const;
const PROVIDER_KEYS: readonly string[] = [...HONCHO_CONFIG_KEYS, ...UNUSED_ID_KEYS];

/** A client about to be built from `provider`, or why it cannot be. */
export interface ProviderClient {
  readonly issues: readonly Issue[];
  /** Builds the client; call only once every issue (the caller's too) is reported. Throws `HonchoValidationError` with `provider.`-prefixed paths, under `prefix`. */
  create(prefix: string): Honcho;
}

/**
 * Reads `provider`: client options (checked key by key, then by `new Honcho()`
 * itself), or, for convenience, a client source as `client` takes one (a
 * `Honcho`, or what `createHoncho()` returns).
 */
export function clientFromProvider(provider: unknown, path: string): ProviderClient {
  if (!isPlainObject(provider)) {
    const source = clientFrom(provider, path);
    if (source.client !== undefined) {
      const client = source.client;
      return { issues: [], create: () => client };
    }
    return { issues: [{ path, message: `must be the options of createHoncho() or a client (a Honcho, or what createHoncho() returns), got ${describe(provider)}` }], create: unreachable };
  }
  if ('client' in provider && provider.client !== undefined) {
    // What createHoncho() of this package returns, or an object holding a client.
    const source = clientFrom(provider, path);
    if (source.client !== undefined) {
      const client = source.client;
      return { issues: [], create: () => client };
    }
  }
  const issues: Issue[] = [
    ...unknownKeyIssues(provider, PROVIDER_KEYS, path, 'a provider option'),
    ...UNUSED_ID_KEYS.flatMap((key) => (provider[key] === undefined ? [] : idIssues(provider[key], `${path}.${key}`))),
    ...(provider.workspaceId === undefined ? [] : idIssues(provider.workspaceId, `${path}.workspaceId`)),
  ];
  const { defaultUserId: _user, defaultAssistantId: _assistant, defaultSessionId: _session, ...clientOptions } = provider as ExperimentalProviderOptions;
  const configured = clientFromConfig(clientOptions, {
    path: `${path}.workspaceId`,
    message: 'is required: pass provider: { workspaceId } or set the HONCHO_WORKSPACE_ID environment variable',
  });
  return {
    issues: [...issues, ...configured.issues],
    create: (prefix) => {
      try {
        return configured.create();
      } catch (error) {
        // The client's own checks (a bad baseURL, a negative maxRetries...), named as the caller wrote them.
        if (HonchoValidationError.isInstance(error)) {
          throw new HonchoValidationError(
            error.issues.map((issue) => ({ ...issue, path: `${path}.${issue.path}` })),
            { prefix, cause: error },
          );
        }
        throw error;
      }
    },
  };
}

function unreachable(): never {
  throw new Error('no client: the provider option was reported invalid');
}
