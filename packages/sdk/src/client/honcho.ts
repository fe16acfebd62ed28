import type {
  DreamType,
  HealthStatus,
  MessageResponse,
  PeerResponse,
  QueueStatus as WireQueueStatus,
  ScopeResponse,
  SessionResponse,
  WorkspaceResponse,
} from '@honcho-ai/api-types';
import { allOf, buildPath, checkInput, fields, flag, honchoId, HttpClient, isPlainObject, oneOf, optionsArgument, resolveConfig, rule, type Page, type SpecShape, z } from '@honcho-ai/sdk-core';
import type { ChatResult, ChatStreamResult, WorkspaceChatOptions } from '../chat/chat-method-types.js';
import type { ChatRoute } from '../chat/chat-request.js';
import { executeChat, executeChatStream } from '../chat/execute-chat.js';
import { WorkspaceConclusions } from '../conclusions/workspace-conclusions.js';
import { workspaceConfigFromWire, workspaceConfigToWire, peerConfigToWire } from '../configuration/configuration-mapping.js';
import type { PeerConfig, SessionConfig, WorkspaceConfig } from '../configuration/configuration-types.js';
import { requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { ensureOnce } from '../internal/ensure-once.js';
import { StoredSettings } from '../internal/stored-settings.js';
import { resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import type { WorkspaceContext } from '../internal/workspace-context.js';
import { Keys } from '../keys/keys.js';
import { Message } from '../message/message.js';
import { Scope } from '../scope/scope.js';
import { peerAdditionSpec, peersToWire, type PeerAddition } from '../session/peer-addition.js';
import { Peer, Session } from '../session/peer-and-session.js';
import { idLike } from '../validation/id-like.js';
import { VERSION } from '../version.js';
import { Webhooks } from '../webhooks/webhooks.js';
import { metadataSpec } from '../validation/metadata.js';
import { peerConfigSpec, sessionConfigSpec, workspaceConfigSpec } from '../workspace/configuration-specs.js';
import type { Filters } from '../workspace/filters.js';
import { listOptionsShape, listOptionsSpec, listPage, normalizeListOptions, type ListOptions } from '../workspace/list-options.js';
import { queueStatusFilterSpec, queueStatusFromWire, queueStatusToWire, type QueueStatus, type QueueStatusFilter } from '../workspace/queue-status.js';
import { recallScopeShape, recallScopeToWire, scopeListSpec, scopeNameSpec } from '../workspace/recall-scope.js';
import { messageSearchShape } from '../workspace/search-input.js';
import { assertBrowserAllowed } from './browser-guard.js';
import type { HonchoConfig } from './honcho-config.js';
import { knownOptionKeys } from './unknown-option-keys.js';

/** Options of {@link Honcho.peer}. */
export interface HonchoPeerOptions extends CallOptions {
  /** Metadata to store on the peer, replacing what it had. */
  metadata?: Record<string, unknown> | undefined;
  /** Configuration to store on the peer, replacing what it had. */
  configuration?: PeerConfig | undefined;
}

/** Options of {@link Honcho.peers}. */
export interface PeerListOptions extends ListOptions {
  /**
   * Which peers to list: omitted, ordinary peers; `'scope'`, the peers that
   * store scopes; `'all'`, both.
   */
  kind?: 'scope' | 'all' | undefined;
}

/** Options of {@link Honcho.session}. */
export interface HonchoSessionOptions extends CallOptions {
  /** Metadata to store on the session, replacing what it had. */
  metadata?: Record<string, unknown> | undefined;
  /** Configuration to store on the session, replacing what it had. */
  configuration?: SessionConfig | undefined;
  /** Peers to add when the session is created (ids, `Peer`s, or `[peer, config]` pairs). */
  peers?: PeerAddition | undefined;
  /**
   * Scopes the session joins (each created if needed). Joining at creation
   * avoids the background backfill a later `scope.addSessions()` starts.
   */
  scopes?: IdLike[] | undefined;
}

/** Options of {@link Honcho.scope}. */
export interface HonchoScopeOptions extends CallOptions {
  /** Metadata to store on the scope. */
  metadata?: Record<string, unknown> | undefined;
}

/** Options of {@link Honcho.scopes}. */
export interface ScopeListOptions extends CallOptions {
  /** The page to start from, counting from 1. */
  page?: number | undefined;
  /** Items per page, 1..100; the server defaults to 50. */
  size?: number | undefined;
  /** Newest first. */
  reverse?: boolean | undefined;
  /** Fetch the next page in the background while the current one is consumed by `for await`. */
  prefetch?: boolean | undefined;
}

/** Options of {@link Honcho.search}. */
export interface WorkspaceSearchOptions extends CallOptions {
  /** Narrow the search; see the filter language. */
  filters?: Filters | undefined;
  /**
   * Only search the sessions of this scope (or of any of these scopes). A
   * scope with no sessions matches nothing. Not combinable with a
   * `session_id` filter.
   */
  scope?: IdLike | readonly IdLike[] | undefined;
  /** Most results to return, 1..100 (the server defaults to 10). */
  limit?: number | undefined;
}

/** Options of {@link Honcho.queueStatus}. */
export interface QueueStatusOptions extends QueueStatusFilter, CallOptions {}

/** Options of {@link Honcho.scheduleDream}. */
export interface ScheduleDreamOptions extends CallOptions {
  /** The peer whose memory the dream works on. */
  observer: IdLike;
  /** Limit the dream to one session. */
  session?: IdLike | undefined;
  /** The peer the memory is about; defaults to `observer` (self-reflection). */
  observed?: IdLike | undefined;
  /**
   * `'omni'` (the default, as in 2.5) consolidates and derives new
   * conclusions; `'card_refresh'` only rebuilds the peer card.
   */
  dreamType?: DreamType | undefined;
  /** With `'card_refresh'`, rebuild the card from current conclusions alone, ignoring the old card. */
  rebuild?: boolean | undefined;
}

const DREAM_TYPES: readonly DreamType[] = ['omni', 'card_refresh'];
const PEER_KINDS = ['scope', 'all'] as const;

const clientOptionsInput = optionsArgument(knownOptionKeys());

const peerInput = fields({ id: honchoId(), metadata: metadataSpec, configuration: peerConfigSpec } satisfies SpecShape<Omit<HonchoPeerOptions, CallOptionKey> & { id: string }>);

const peerListInput = fields({ ...listOptionsShape, kind: z.optional(oneOf(PEER_KINDS)) } satisfies SpecShape<Omit<PeerListOptions, CallOptionKey>>);

const sessionInput = fields({
  id: honchoId(),
  metadata: metadataSpec,
  configuration: sessionConfigSpec,
  peers: z.optional(peerAdditionSpec),
  scopes: z.optional(scopeListSpec),
} satisfies SpecShape<Omit<HonchoSessionOptions, CallOptionKey> & { id: string }>);

const scopeInput = fields({ id: scopeNameSpec, metadata: metadataSpec } satisfies SpecShape<Omit<HonchoScopeOptions, CallOptionKey> & { id: string }>);

const scopeIdInput = fields({ id: scopeNameSpec });

const { page, size, reverse, prefetch } = listOptionsShape;
const scopePageInput = fields({ page, size, reverse, prefetch } satisfies SpecShape<Omit<ScopeListOptions, CallOptionKey>>);

const workspaceIdInput = fields({ workspaceId: honchoId() });

const searchInput = allOf(
  fields({ ...messageSearchShape, scope: recallScopeShape.scope } satisfies SpecShape<Omit<WorkspaceSearchOptions, CallOptionKey> & { query: string }>),
  rule((input) => {
    const { scope, filters } = input as WorkspaceSearchOptions;
    if (scope === undefined || !isPlainObject(filters) || filters.session_id === undefined) return [];
    return [{ path: 'filters.session_id', message: 'cannot be combined with scope (a scope already decides which sessions are searched)' }];
  }),
);

const queueStatusInput = queueStatusFilterSpec;

const scheduleDreamInput = optionsArgument(
  allOf(
    fields({
      observer: idLike,
      observed: z.optional(idLike),
      session: z.optional(idLike),
      dreamType: z.optional(oneOf(DREAM_TYPES)),
      rebuild: z.optional(flag()),
    } satisfies SpecShape<Omit<ScheduleDreamOptions, CallOptionKey>>),
    // Apart from the fields, so that it is reported even when one of them is wrong.
    rule((options) => {
      const { rebuild, dreamType } = options as ScheduleDreamOptions;
      return rebuild === true && dreamType !== 'card_refresh' ? [{ path: 'rebuild', message: "only applies to dreamType 'card_refresh'" }] : [];
    }),
  ),
  'an object with an observer',
);

/**
 * The entry point: a client bound to one workspace.
 *
 * Configuration comes from the options, then the environment
 * (`HONCHO_API_KEY`, `HONCHO_URL`, `HONCHO_WORKSPACE_ID`), then defaults
 * (`https://api.honcho.dev`, workspace `default`). The workspace is created on
 * first use.
 *
 * @example
 * ```ts
 * import { Honcho } from '@honcho-ai/sdk';
 *
 * const honcho = new Honcho({ workspaceId: 'my-app' });
 * const alice = await honcho.peer('alice');
 * const answer = await alice.chat('What does alice like?');
 * ```
 */
export class Honcho {
  /** The workspace this client works in. */
  readonly workspaceId: string;
  readonly #http: HttpClient;
  readonly #context: WorkspaceContext;
  readonly #settings: StoredSettings<WorkspaceConfig, WorkspaceResponse>;

  /**
   * @throws {@link HonchoValidationError} for an invalid option or environment
   *   variable, naming it; for an unknown option key, suggesting the closest
   *   known one; and in a browser unless `dangerouslyAllowBrowser` is set.
   */
  constructor(options: HonchoConfig = {}) {
    // Checked before destructuring: `null` would throw a raw TypeError, and a
    // string would spread into an object of characters and silently fall back
    // to the default (production) URL.
    checkInput(clientOptionsInput, options, 'Invalid client options');
    const { dangerouslyAllowBrowser, ...clientOptions } = options;
    assertBrowserAllowed(dangerouslyAllowBrowser);
    const config = resolveConfig(clientOptions);
    this.workspaceId = config.workspaceId;
    this.#http = new HttpClient({ ...clientOptions, product: `honcho-typescript/${VERSION}` });
    const http = this.#http;
    const workspaceId = this.workspaceId;
    const ensure = ensureOnce(async () => {
      await http.post(buildPath('/v3/workspaces', {}), { body: { id: workspaceId } });
    });
    this.#context = { http, workspaceId, ensureWorkspace: ensure };
    this.#settings = new StoredSettings<WorkspaceConfig, WorkspaceResponse>({
      what: 'workspace',
      context: this.#context,
      id: workspaceId,
      createPath: () => buildPath('/v3/workspaces', {}),
      path: () => buildPath('/v3/workspaces/{workspace_id}', { workspace_id: workspaceId }),
      // The get-or-create both reads and ensures the workspace.
      ensureWorkspace: false,
      configurationSpec: workspaceConfigSpec,
      configurationToWire: workspaceConfigToWire,
      configurationFromWire: workspaceConfigFromWire,
    });
  }

  /** The HTTP transport, for calls this SDK does not wrap. Its API key is never printed. */
  get http(): HttpClient {
    return this.#http;
  }

  /** The API root this client talks to. */
  get baseURL(): string {
    return this.#http.baseURL;
  }

  /** @internal Shared with the resource objects this client creates. */
  get context(): WorkspaceContext {
    return this.#context;
  }

  /** Workspace metadata as last fetched or set; `undefined` until then. `getMetadata()` fetches it fresh. */
  get metadata(): Record<string, unknown> | undefined {
    return this.#settings.metadata;
  }

  /** Workspace configuration as last fetched or set; `undefined` until then. `getConfiguration()` fetches it fresh. */
  get configuration(): WorkspaceConfig | undefined {
    return this.#settings.configuration;
  }

  /**
   * Conclusions across the whole workspace, whoever drew them. To create or
   * query the conclusions one peer drew about another, use
   * `peer.conclusionsOf(other)`.
   */
  get conclusions(): WorkspaceConclusions {
    return new WorkspaceConclusions(this.#http, this.workspaceId, this.#ensure);
  }

  /** The workspace's webhook endpoints: register, list, remove, and send a test event. */
  get webhooks(): Webhooks {
    return new Webhooks(this.#http, this.workspaceId, this.#ensure);
  }

  /** Issue scoped API keys (needs an admin key). */
  get keys(): Keys {
    return new Keys(this.#http, this.workspaceId);
  }

  /**
   * Gets or creates the peer `id`. With `metadata` or `configuration`, stores
   * them on the peer, replacing what it had.
   *
   * @example
   * ```ts
   * const alice = await honcho.peer('alice', { metadata: { plan: 'pro' } });
   * ```
   * @throws {@link HonchoValidationError} for an invalid id, metadata or configuration, before any request.
   */
  async peer(id: string, options: HonchoPeerOptions = {}): Promise<Peer> {
    checkInput(peerInput, { ...options, id }, 'Invalid honcho.peer() input');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const wire = await this.#http.post<PeerResponse>(this.#path('/peers'), {
      ...requestOptions(options),
      body: { id, metadata: options.metadata, configuration: peerConfigToWire(options.configuration) },
    });
    return Peer.fromWire(wire, this.#context);
  }

  /**
   * The workspace's peers, a page at a time. Accepts a bare filter object
   * (as 2.5 did) or list options; `kind` also lists the peers that store scopes.
   *
   * @example
   * ```ts
   * const page = await honcho.peers({ filters: { metadata: { plan: 'pro' } }, size: 50 });
   * const everyone = await page.toArray();
   * ```
   */
  async peers(options?: Filters | PeerListOptions): Promise<Page<Peer, PeerResponse>> {
    const listOptions = normalizeListOptions<PeerListOptions>(options, ['kind']);
    checkInput(peerListInput, listOptions, 'Invalid honcho.peers() options');
    await this.#context.ensureWorkspace({ signal: listOptions.signal });
    return listPage<PeerResponse, Peer>({
      http: this.#http,
      method: 'POST',
      path: this.#path('/peers/list'),
      body: { filters: listOptions.filters, kind: listOptions.kind },
      options: listOptions,
      transform: (wire) => Peer.fromWire(wire, this.#context),
    });
  }

  /**
   * Gets or creates the session `id`. With `metadata` or `configuration`,
   * stores them, replacing what it had; `peers` and `scopes` are added to it,
   * new or not (a scope named here is created if needed).
   *
   * @example
   * ```ts
   * const session = await honcho.session('support-42', { peers: [alice, assistant], metadata: { channel: 'web' } });
   * ```
   */
  async session(id: string, options: HonchoSessionOptions = {}): Promise<Session> {
    checkInput(sessionInput, { ...options, id }, 'Invalid honcho.session() input');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const wire = await this.#http.post<SessionResponse>(this.#path('/sessions'), {
      ...requestOptions(options),
      body: {
        id,
        metadata: options.metadata,
        configuration: workspaceConfigToWire(options.configuration),
        peers: options.peers === undefined ? undefined : peersToWire(options.peers),
        scopes: options.scopes?.map(resolveIdSafely) as string[] | undefined,
      },
    });
    return Session.fromWire(wire, this.#context);
  }

  /**
   * The workspace's sessions, a page at a time. Accepts a bare filter object
   * (as 2.5 did) or list options.
   *
   * @example
   * ```ts
   * for await (const session of await honcho.sessions({ filters: { is_active: true }, reverse: true })) {
   *   console.log(session.id);
   * }
   * ```
   */
  async sessions(options?: Filters | ListOptions): Promise<Page<Session, SessionResponse>> {
    const listOptions = normalizeListOptions<ListOptions>(options);
    checkInput(listOptionsSpec, listOptions, 'Invalid honcho.sessions() options');
    await this.#context.ensureWorkspace({ signal: listOptions.signal });
    return listPage<SessionResponse, Session>({
      http: this.#http,
      method: 'POST',
      path: this.#path('/sessions/list'),
      body: { filters: listOptions.filters },
      options: listOptions,
      transform: (wire) => Session.fromWire(wire, this.#context),
    });
  }

  /**
   * Gets or creates the scope `id`: a named set of sessions that bounds what
   * recall through it can see.
   *
   * @example
   * ```ts
   * const therapy = await honcho.scope('therapy');
   * await therapy.addSessions([session1, session2]);
   * ```
   * @throws `ConflictError` when a peer already holds the scope's reserved internal name.
   */
  async scope(id: string, options: HonchoScopeOptions = {}): Promise<Scope> {
    checkInput(scopeInput, { ...options, id }, 'Invalid honcho.scope() input');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const wire = await this.#http.post<ScopeResponse>(this.#path('/scopes'), {
      ...requestOptions(options),
      body: { id, metadata: options.metadata },
    });
    return this.#scopeFromWire(wire);
  }

  /**
   * Gets an existing scope, never creating it, so a typo cannot provision a
   * new recall boundary.
   *
   * @throws `NotFoundError` when no scope has this id.
   */
  async getScope(id: string, options?: CallOptions): Promise<Scope> {
    checkInput(scopeIdInput, { id }, 'Invalid honcho.getScope() input');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    const path = buildPath('/v3/workspaces/{workspace_id}/scopes/{scope_id}', { workspace_id: this.workspaceId, scope_id: id });
    return this.#scopeFromWire(await this.#http.get<ScopeResponse>(path, requestOptions(options)));
  }

  /** The workspace's scopes, a page at a time. */
  async scopes(options: ScopeListOptions = {}): Promise<Page<Scope, ScopeResponse>> {
    checkInput(scopePageInput, options, 'Invalid honcho.scopes() options');
    await this.#context.ensureWorkspace({ signal: options.signal });
    return listPage<ScopeResponse, Scope>({
      http: this.#http,
      method: 'POST',
      path: this.#path('/scopes/list'),
      options,
      transform: this.#scopeFromWire,
    });
  }

  /** Fetches the workspace's metadata (creating the workspace if needed) and caches it. */
  getMetadata(options?: CallOptions): Promise<Record<string, unknown>> {
    return this.#settings.getMetadata(options);
  }

  /**
   * Replaces the workspace's metadata.
   *
   * @example
   * ```ts
   * await honcho.setMetadata({ environment: 'staging' });
   * ```
   */
  setMetadata(metadata: Record<string, unknown>, options?: CallOptions): Promise<void> {
    return this.#settings.setMetadata(metadata, options);
  }

  /** Fetches the workspace's configuration (creating the workspace if needed) and caches it. */
  getConfiguration(options?: CallOptions): Promise<WorkspaceConfig> {
    return this.#settings.getConfiguration(options);
  }

  /**
   * Replaces the workspace's configuration: reasoning, peer cards, summaries
   * and dreams. Sessions and messages can override it.
   *
   * @example
   * ```ts
   * await honcho.setConfiguration({ summary: { messagesPerShortSummary: 20, messagesPerLongSummary: 60 } });
   * ```
   */
  setConfiguration(configuration: WorkspaceConfig, options?: CallOptions): Promise<void> {
    return this.#settings.setConfiguration(configuration, options);
  }

  /** Fetches the workspace's metadata and configuration in one call. */
  refresh(options?: CallOptions): Promise<void> {
    return this.#settings.fetch(options);
  }

  /**
   * The ids of every workspace the key can see (admin keys: all of them), a
   * page at a time. Accepts a bare filter object (as 2.5 did) or list options.
   */
  async workspaces(options?: Filters | ListOptions): Promise<Page<string, WorkspaceResponse>> {
    const listOptions = normalizeListOptions<ListOptions>(options);
    checkInput(listOptionsSpec, listOptions, 'Invalid honcho.workspaces() options');
    return listPage<WorkspaceResponse, string>({
      http: this.#http,
      method: 'POST',
      path: buildPath('/v3/workspaces/list', {}),
      body: { filters: listOptions.filters },
      options: listOptions,
      transform: (wire) => wire.id,
    });
  }

  /**
   * Deletes a workspace and everything in it. The server accepts the
   * deletion and finishes it in the background.
   *
   * @throws `ConflictError` while the workspace still has active sessions.
   */
  async deleteWorkspace(workspaceId: string, options?: CallOptions): Promise<void> {
    checkInput(workspaceIdInput, { workspaceId }, 'Invalid honcho.deleteWorkspace() input');
    await this.#http.delete(buildPath('/v3/workspaces/{workspace_id}', { workspace_id: workspaceId }), requestOptions(options));
  }

  /**
   * Searches every message in the workspace.
   *
   * @example
   * ```ts
   * const hits = await honcho.search('refund', { filters: { peer_id: 'alice' }, limit: 20 });
   * ```
   */
  async search(query: string, options: WorkspaceSearchOptions = {}): Promise<Message[]> {
    checkInput(searchInput, { ...options, query }, 'Invalid honcho.search() input');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const found = await this.#http.post<MessageResponse[]>(this.#path('/search'), {
      ...requestOptions(options),
      body: { query, filters: options.filters, scope: recallScopeToWire({ scope: options.scope }).scope, limit: options.limit },
    });
    return found.map((message) => Message.fromApiResponse(message));
  }

  /**
   * Asks a question about the whole workspace: every peer, every conclusion.
   * Resolves like `peer.chat()`: the answer (`string | null`), a parsed object
   * with a schema, `{ content, evidence }` with `includeEvidence: true`, a
   * stream with `stream: true`.
   *
   * @example
   * ```ts
   * const themes = await honcho.chat('What are common themes across all users?');
   * ```
   */
  chat<const O extends WorkspaceChatOptions = {}>(query: string, options?: O): Promise<ChatResult<O>> {
    return executeChat(this.#context, this.#chatRoute(), query, options) as Promise<ChatResult<O>>;
  }

  /**
   * Like {@link Honcho.chat}, but streams the answer as it is generated.
   *
   * @example
   * ```ts
   * const stream = await honcho.chatStream('What do all peers have in common?');
   * for await (const text of stream) process.stdout.write(text);
   * ```
   */
  chatStream<const O extends WorkspaceChatOptions = {}>(query: string, options?: O): Promise<ChatStreamResult<O>> {
    return executeChatStream(this.#context, this.#chatRoute(), query, options) as Promise<ChatStreamResult<O>>;
  }

  /**
   * How much background work (reasoning, summaries, dreams) is done and
   * pending, for the workspace or narrowed to an observer, sender or session
   * (see {@link QueueStatusFilter} for what each narrows to: a dream is
   * followed by its `observer`, a session's messages by `session`).
   *
   * @example
   * ```ts
   * const { pendingWorkUnits } = await honcho.queueStatus({ session: 'support-42' });
   * await honcho.scheduleDream({ observer: 'assistant' });
   * const dreams = await honcho.queueStatus({ observer: 'assistant' });
   * ```
   */
  async queueStatus(options: QueueStatusOptions = {}): Promise<QueueStatus> {
    checkInput(queueStatusInput, options, 'Invalid honcho.queueStatus() options');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const wire = await this.#http.get<WireQueueStatus>(this.#path('/queue/status'), { ...requestOptions(options), query: queueStatusToWire(options) });
    return queueStatusFromWire(wire);
  }

  /**
   * Schedules a dream: background consolidation of what `observer` knows
   * about `observed` (itself by default). `dreamType: 'card_refresh'` only
   * rebuilds the peer card (from scratch with `rebuild: true`).
   *
   * @example
   * ```ts
   * await honcho.scheduleDream({ observer: 'alice' });
   * await honcho.scheduleDream({ observer: assistant, observed: alice, dreamType: 'card_refresh', rebuild: true });
   * ```
   */
  async scheduleDream(options: ScheduleDreamOptions): Promise<void> {
    checkInput(scheduleDreamInput, options, 'Invalid honcho.scheduleDream() options');
    const observer = resolveIdSafely(options.observer);
    const observed = options.observed === undefined ? observer : resolveIdSafely(options.observed);
    const session = options.session === undefined ? undefined : resolveIdSafely(options.session);
    const dreamType = options.dreamType ?? 'omni';
    await this.#context.ensureWorkspace({ signal: options.signal });
    await this.#http.post(this.#path('/schedule_dream'), {
      ...requestOptions(options),
      body: { observer, observed, session_id: session, dream_type: dreamType, rebuild: options.rebuild },
    });
  }

  /**
   * Whether the server is up. Needs no credentials and touches no workspace.
   *
   * @example
   * ```ts
   * const { status } = await honcho.health({ timeout: 2_000 }); // 'ok'
   * ```
   */
  async health(options?: CallOptions): Promise<HealthStatus> {
    return this.#http.get<HealthStatus>(buildPath('/health', {}), requestOptions(options));
  }

  /** A readable description that never includes the API key. */
  toString(): string {
    return `Honcho(workspaceId='${this.workspaceId}', baseURL='${this.baseURL}')`;
  }

  /** What `JSON.stringify(honcho)` shows: no API key. */
  toJSON(): Record<string, unknown> {
    return { workspaceId: this.workspaceId, baseURL: this.baseURL };
  }

  /** What Node's `util.inspect` and `console.log` show: no API key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  /**
   * Passed to resources built here; keeps `this` out of their hands. Forwards
   * the caller's signal, so their first call can be aborted during the wait.
   */
  readonly #ensure = (options?: { signal?: AbortSignal | undefined }): Promise<void> => this.#context.ensureWorkspace(options);

  #chatRoute(): ChatRoute {
    return { kind: 'workspace', path: this.#path('/chat') };
  }

  #path(suffix: string): string {
    return buildPath(`/v3/workspaces/{workspace_id}${suffix}`, { workspace_id: this.workspaceId });
  }

  readonly #scopeFromWire = (wire: ScopeResponse): Scope =>
    new Scope(wire.id, this.workspaceId, this.#http, wire.metadata ?? undefined, this.#ensure, wire.created_at);
}
