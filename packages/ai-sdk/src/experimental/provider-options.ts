import { HonchoValidationError, type Honcho, type HonchoConfig } from '@honcho-ai/sdk';
import { clientFromConfig, HONCHO_CONFIG_KEYS } from '@honcho-ai/sdk/integrations';
import { allOf, fields, honchoId, type InputSpec, isPlainObject, knownKeys, rule, select, z } from '@honcho-ai/sdk-core';
import { clientFrom, clientSourceSpec, type HonchoClientSource } from './honcho-client-source.js';

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
const MISSING_WORKSPACE = 'is required: pass provider: { workspaceId } or set the HONCHO_WORKSPACE_ID environment variable';

/** The client options, without the plugin's unused ids. */
function clientOptionsOf(provider: Readonly<Record<string, unknown>>): HonchoConfig {
  const { defaultUserId: _user, defaultAssistantId: _assistant, defaultSessionId: _session, ...clientOptions } = provider as ExperimentalProviderOptions;
  return clientOptions;
}

const providerOptionsSpec = allOf(
  knownKeys(PROVIDER_KEYS, 'a provider option'),
  fields({
    defaultUserId: z.optional(honchoId()),
    defaultAssistantId: z.optional(honchoId()),
    defaultSessionId: z.optional(honchoId()),
    workspaceId: z.optional(honchoId()),
  }),
  // The rest of the client's options are checked by `new Honcho()` itself, when the client is built.
  rule((provider, path) => clientFromConfig(clientOptionsOf(provider as Record<string, unknown>), { path: `${path}.workspaceId`, message: MISSING_WORKSPACE }).issues),
);

/**
 * The rules of `provider`: client options (checked key by key here, then by
 * `new Honcho()` itself when {@link clientFromProvider} builds the client),
 * or, for convenience, a client source as `client` takes one (a `Honcho`, or
 * what `createHoncho()` returns).
 */
export const providerSpec: InputSpec<ExperimentalProviderOptions | HonchoClientSource> = select((provider) =>
  isPlainObject(provider) && clientFrom(provider) === undefined
    ? providerOptionsSpec
    : clientSourceSpec('must be the options of createHoncho() or a client (a Honcho, or what createHoncho() returns)'),
);

/**
 * The client `provider` (checked by {@link providerSpec}) names, or builds.
 * The client's own refusals (a bad `baseURL`, a negative `maxRetries`, ...)
 * are named as the caller wrote them (`provider.baseURL`), under `prefix`.
 */
export function clientFromProvider(provider: ExperimentalProviderOptions | HonchoClientSource, prefix: string): Honcho {
  const given = clientFrom(provider);
  if (given !== undefined) return given;
  try {
    return clientFromConfig(clientOptionsOf(provider as Record<string, unknown>), { path: 'provider.workspaceId', message: MISSING_WORKSPACE }).create();
  } catch (error) {
    if (HonchoValidationError.isInstance(error)) {
      throw new HonchoValidationError(
        error.issues.map((issue) => ({ ...issue, path: `provider.${issue.path}` })),
        { prefix, cause: error },
      );
    }
    throw error;
  }
}
