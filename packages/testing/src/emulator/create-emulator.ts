import type { ErrorDetail, HTTPValidationError } from '@honcho-ai/api-types';
import { checkRouteAccess } from '../auth/authorize.js';
import { decodesBodyFirst } from '../auth/decodes-body-first.js';
import { KeyRegistry } from '../auth/key-registry.js';
import { isConnectionDrop } from '../faults/connection-drop.js';
import { emptyStats, FaultInjector, type EmulatorStats, type FaultController } from '../faults/fault-injector.js';
import type { FaultRule } from '../faults/fault-rule.js';
import { corsOptionsOf, isPreflight, preflightResponse, withCorsHeaders, type CorsOptions } from '../http/cors.js';
import { HttpError } from '../http/http-error.js';
import { readJsonBody } from '../http/read-json-body.js';
import { jsonResponse } from '../http/responses.js';
import { RouteTable, type RouteMethod } from '../http/route-table.js';
import { openAIError } from '../routes/chat-completion-routes.js';
import type { EmulatorSeed } from '../seed/emulator-seed.js';
import { applySeed, parseEmulatorSeed } from '../seed/load-seed.js';
import type { EmulatorStore } from '../store/emulator-store.js';
import { MemoryStore } from '../store/memory-store.js';
import { RequestValidationError } from '../validation/validation-issue.js';
import { WebhookDispatcher, type EmulatorWebhooks, type WebhookDeliveryRecord } from '../webhooks/webhook-dispatcher.js';
import type { EmulatorContext } from './emulator-context.js';
import { EMULATOR_ROUTES } from './emulator-routes.js';
import { routesOfProfile, serverProfileOption, type EmulatorServerProfile } from './server-profile.js';

/** Where `emulator.fetch` resolves relative URLs, and the default msw origin: Honcho's local default. */
export const DEFAULT_EMULATOR_BASE_URL = 'http://localhost:8000';

/** Options for {@link createEmulator}. */
export interface EmulatorOptions {
  /**
   * The admin key: require `Authorization: Bearer <key>` on every route
   * except `/health`, `/docs` and `/openapi.json` (401 otherwise), and
   * enable `POST /v3/keys`, whose keys reach only their workspace, peer or
   * session, as on the server. Omitted, authentication is off, as on a
   * server with `AUTH.USE_AUTH=false`.
   */
  apiKey?: string;
  /** Data to start with; {@link Emulator.reset} returns to it. Checked with {@link parseEmulatorSeed}. */
  seed?: EmulatorSeed;
  /** Fault-injection rules in effect from the start (and again after a reset). */
  faults?: FaultRule | readonly FaultRule[];
  /** Base URL for relative URLs given to `emulator.fetch`; default `http://localhost:8000`. */
  baseURL?: string;
  /** The clock for `created_at` timestamps; default the real time. */
  now?: () => Date;
  /** Seed of the PRNG behind generated IDs (messages, conclusions, clones...); default 1. */
  idSeed?: number;
  /**
   * Called with any error a route did not expect (the client gets the
   * server's 500 body). Default: `console.error`.
   */
  onError?: (error: unknown, request: Request) => void;
  /**
   * Let pages from other origins call the emulator from a browser: preflight
   * `OPTIONS` requests get a 204 allowing the method and headers asked for
   * (they are not counted in `stats` nor subject to fault rules, so a test's
   * fault budget is spent on real calls), and every response carries
   * `Access-Control-Allow-Origin`. `true` allows any origin; `{ origin }`
   * allows one. Default: off, as on a server without CORS middleware.
   */
  cors?: boolean | CorsOptions;
  /**
   * Milliseconds (on the `now` clock) a scheduled dream stays pending in
   * `GET .../queue/status` before it counts as completed, so code that waits
   * for dreams can be tested; `Infinity` keeps dreams pending for good.
   * Default 0: dreams complete as soon as they are scheduled.
   */
  dreamDurationMs?: number;
  /**
   * Which server to behave as. `'extended'` (the default) is server 3.0.12 plus what the
   * published `@honcho-ai/sdk` 2.5 calls and that server lacks: evidence in chat answers,
   * workspace chat, `GET .../conclusions/{id}` and `POST /v1/chat/completions`. `'3.0.12'` is
   * the recorded server and nothing more: those four answer exactly as it does (no
   * `evidence`, 404 `{"detail":"Not Found"}`, 405 with `allow: DELETE`, 404), so tests see what
   * a deployed 3.0.12 server will do. Any other value throws `EmulatorOptionError`.
   *
   * @example
   * ```ts
   * const emulator = createEmulator({ server: '3.0.12' });
   * (await emulator.fetch('/v3/workspaces/w/chat', { method: 'POST', body: '{}' })).status; // 404
   * ```
   */
  server?: EmulatorServerProfile;
  /**
   * The server's `WEBHOOK_SECRET`: deliver webhook events to the workspace's
   * registered endpoints as the server does. `queue.empty` goes out when the
   * work that new messages queued has been processed (at once, here) and
   * `test.event` on `GET .../webhooks/test`; each is a POST of
   * `{"data","timestamp","type"}` (sorted keys, compact JSON) signed with
   * HMAC-SHA256 in `X-Honcho-Signature`, sent once with no retries. Omitted,
   * nothing is delivered, as a server without a secret signs nothing.
   *
   * @example
   * ```ts
   * const emulator = createEmulator({ webhookSecret: 'test-secret', allowLoopbackWebhooks: true });
   * ```
   */
  webhookSecret?: string;
  /**
   * Let a test receive webhooks on this machine. The server refuses to
   * register a loopback literal (`http://127.0.0.1:...`, `http://[::1]:...`)
   * and the emulator keeps that rule unless this is on; it also delivers to
   * a `localhost` receiver only when this is on, since a deployed server
   * cannot reach the developer's machine. Other private addresses stay
   * refused. Default off.
   */
  allowLoopbackWebhooks?: boolean;
  /** Told of each webhook delivery attempt. Default: failures are logged with `console.warn`. */
  onWebhookDelivery?: (delivery: WebhookDeliveryRecord) => void;
}

/** A route the emulator serves, as the OpenAPI document spells it. */
export interface EmulatorRouteInfo {
  method: RouteMethod;
  path: string;
}

/**
 * An in-memory Honcho server. Hand {@link Emulator.fetch} to any client that
 * takes a `fetch`, mount {@link Emulator.handler} in anything that serves
 * Fetch-API handlers, use `honchoHandlers` from `@honcho-ai/testing/msw`, or
 * serve it over HTTP with `startEmulator` from `@honcho-ai/testing/node`.
 */
export interface Emulator {
  /** The Fetch-API handler: one request in, one response out. Rejects with `EmulatorConnectionDrop` for injected drops. */
  readonly handler: (request: Request) => Promise<Response>;
  /** A `fetch` bound to the emulator; relative URLs resolve against {@link Emulator.baseURL}. */
  // `Request | URL | string` rather than `RequestInfo`, which only the DOM library declares.
  readonly fetch: (input: Request | URL | string, init?: RequestInit) => Promise<Response>;
  /** The base URL `fetch` resolves against (and msw handlers default to). */
  readonly baseURL: string;
  /** What was really stored, for assertions. */
  readonly store: EmulatorStore;
  /** Fault injection, changeable at run time. */
  readonly faults: FaultController;
  /** Live counters of requests and injected faults. */
  readonly stats: Readonly<EmulatorStats>;
  /** Every route served (under `'3.0.12'`, without the extension routes). */
  readonly routes: readonly EmulatorRouteInfo[];
  /**
   * The server behaved as: the `server` option, `'extended'` when it was not given. (Not named
   * `server`, which on `startEmulator`'s result is the HTTP server.)
   */
  readonly serverProfile: EmulatorServerProfile;
  /** Webhook deliveries made (with `webhookSecret`), and a way to wait for those under way. */
  readonly webhooks: EmulatorWebhooks;
  /** Back to the state right after creation: seed data only, initial faults, zeroed stats, no issued keys. */
  reset(): void;
}

/**
 * Creates an in-memory emulator of the Honcho v3 server: same routes, status
 * codes, validation errors, pagination, filters and streaming format, with a
 * deterministic dialectic instead of an LLM. It shares only the wire types
 * (`@honcho-ai/api-types`) and the response-format checker (`@honcho-ai/sdk-core`)
 * with the clients, never client code, so client bugs cannot hide here.
 *
 * @example
 * ```ts
 * import { createEmulator } from '@honcho-ai/testing';
 *
 * const emulator = createEmulator({ seed: { workspaces: [{ id: 'demo', peers: ['alice'] }] } });
 * const response = await emulator.fetch('/v3/workspaces/demo/peers/list', { method: 'POST' });
 * console.log((await response.json()).items); // [{ id: 'alice', ... }]
 * ```
 */
export function createEmulator(options: EmulatorOptions = {}): Emulator {
  // Checked first: a bad option refuses to build an emulator rather than build the wrong one.
  const serverProfile = serverProfileOption(options.server);
  const now = options.now ?? (() => new Date());
  const baseURL = options.baseURL ?? DEFAULT_EMULATOR_BASE_URL;
  const seed = options.seed === undefined ? undefined : parseEmulatorSeed(options.seed);
  const store = new MemoryStore(now, options.idSeed ?? 1);
  const keys = new KeyRegistry(options.apiKey, now, () => store.newId());
  const stats = emptyStats();
  const faults = new FaultInjector(stats);
  const table = new RouteTable<EmulatorContext>(routesOfProfile(serverProfile, EMULATOR_ROUTES));
  const dreamDurationMs = options.dreamDurationMs ?? 0;
  if (!(dreamDurationMs >= 0)) throw new RangeError(`dreamDurationMs must be a number of milliseconds >= 0, got ${String(options.dreamDurationMs)}`);
  if (options.webhookSecret !== undefined && (typeof options.webhookSecret !== 'string' || options.webhookSecret === '')) {
    throw new RangeError('webhookSecret must be a non-empty string');
  }
  const webhooks = new WebhookDispatcher({
    secret: options.webhookSecret,
    allowLoopback: options.allowLoopbackWebhooks === true,
    now,
    onDelivery: options.onWebhookDelivery,
  });
  const context: EmulatorContext = { store, keys, now, dreamDurationMs, serverProfile, webhooks };
  const onError = options.onError ?? ((error: unknown) => console.error('[honcho-emulator] unexpected error', error));

  const initialise = () => {
    store.clear();
    keys.clear();
    if (seed) applySeed(store, seed);
    faults.set(options.faults ?? []);
    Object.assign(stats, emptyStats());
    webhooks.clear();
  };
  initialise();

  const dispatch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const match = table.match(request.method, url.pathname);
    if (match.kind === 'not-found') return jsonResponse({ detail: 'Not Found' } satisfies ErrorDetail, 404);
    if (match.kind === 'method-not-allowed') {
      return jsonResponse({ detail: 'Method Not Allowed' } satisfies ErrorDetail, 405, { allow: match.allowed.join(', ') });
    }
    const denied = checkRouteAccess({ keys, workspaceOf: (id) => store.data.get(id) }, match.route, match.params, url, request);
    try {
      if (denied) {
        // The server decodes a JSON body before it checks the key: malformed JSON is a 422 even then.
        if (decodesBodyFirst(match.route.method, match.route.path)) await readJsonBody(request.clone());
        if (url.pathname.startsWith('/v1/')) return openAIError(denied.status, denied.message, null, 'invalid_api_key');
        return jsonResponse(denied.body, denied.status, denied.headers);
      }
      return await match.route.handler({ request, url, params: match.params, context });
    } catch (error) {
      if (error instanceof HttpError) return jsonResponse(error.body, error.status, error.headers);
      if (error instanceof RequestValidationError) return jsonResponse({ detail: [...error.issues] } satisfies HTTPValidationError, 422);
      if (isConnectionDrop(error)) throw error;
      onError(error, request);
      return jsonResponse({ detail: 'An unexpected error occurred' } satisfies ErrorDetail, 500);
    }
  };

  const cors = corsOptionsOf(options.cors);
  const handler = async (request: Request): Promise<Response> => {
    if (cors && isPreflight(request)) return preflightResponse(request, cors);
    stats.requests += 1;
    const response = await faults.run(request, dispatch);
    return cors ? withCorsHeaders(response, request, cors) : response;
  };

  return {
    handler,
    fetch: (input, init) => handler(input instanceof Request && init === undefined ? input : new Request(resolve(input, baseURL), init)),
    baseURL,
    store,
    faults,
    stats,
    routes: table.routes.map(({ method, path }) => ({ method, path })),
    serverProfile,
    webhooks,
    reset: initialise,
  };
}

function resolve(input: Request | URL | string, baseURL: string): Request | URL | string {
  if (typeof input === 'string') return new URL(input, baseURL);
  return input;
}
