import { createModelProvider, type ModelProvider, type ModelProviderOptions } from '../model-provider/create-model-provider.js';
import { serveFetchHandler, type RunningServer } from './serve-fetch-handler.js';

/** Options for {@link startModelProvider}. */
export interface StartModelProviderOptions extends Omit<ModelProviderOptions, 'baseURL'> {
  /** Port to listen on; `0` (the default) picks a free one. */
  port?: number;
  /** Interface to bind; default `127.0.0.1`. */
  hostname?: string;
}

/** A running model provider: the provider plus where it listens. */
export interface RunningModelProvider extends ModelProvider {
  /** The server's origin, e.g. `http://127.0.0.1:53122`. */
  readonly url: string;
  /** `${url}/v1`: the base URL to give an OpenAI client or a server's `base_url` setting. */
  readonly baseURL: string;
  /** The port listened on (the one picked when `port` was 0). */
  readonly port: number;
  /** The HTTP server, for tests that need socket-level control. */
  readonly server: RunningServer['server'];
  /** Stops listening and ends open connections, streams included. */
  close(): Promise<void>;
}

/**
 * Starts the stand-in OpenAI-compatible model provider on a real HTTP
 * server, for processes that cannot take a `fetch` (a server under test
 * configured with a base URL).
 *
 * @example
 * ```ts
 * import { startModelProvider } from '@honcho-ai/testing/node';
 *
 * const provider = await startModelProvider({ port: 0 });
 * const openai = new OpenAI({ apiKey: 'test', baseURL: provider.baseURL });
 * // ...
 * await provider.close();
 * ```
 */
export async function startModelProvider(options: StartModelProviderOptions = {}): Promise<RunningModelProvider> {
  const { port, hostname, ...rest } = options;
  // The provider's base URL is known only once the port is: requests in between get a 503, not a crash.
  let provider: ModelProvider | undefined;
  const served = await serveFetchHandler((request) => (provider === undefined ? new Response(null, { status: 503 }) : provider.handler(request)), {
    ...(port !== undefined && { port }),
    ...(hostname !== undefined && { hostname }),
  });
  provider = createModelProvider({ ...rest, baseURL: `${served.url}/v1` });
  return {
    // `requests` is the provider's own live array, so the spread copy stays current.
    ...provider,
    url: served.url,
    baseURL: `${served.url}/v1`,
    port: served.port,
    server: served.server,
    close: () => served.close(),
  };
}
