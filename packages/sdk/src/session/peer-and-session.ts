import type {
  MessageCreate,
  MessageResponse,
  PeerCard,
  PeerContext as WirePeerContext,
  PeerResponse,
  QueueStatus as WireQueueStatus,
  RepresentationResponse,
  SessionPeerConfig as WireSessionPeerConfig,
  SessionContext as WireSessionContext,
  SessionResponse,
  SessionSummaries as WireSessionSummaries,
} from '@honcho-ai/api-types';
import { APITimeoutError, APIUserAbortError, buildPath, checkInput, type HttpClient, type InputSpec, NotFoundError, Page, type PageResponse, type PathParams } from '@honcho-ai/sdk-core';
import {
  BatchNotSent,
  BatchWriteError,
  givenWriteId,
  nothingSentError,
  reconcilingSender,
  WRITE_ID_METADATA_KEY,
  writeIdsFor,
  writeInBatches,
  type ExactlyOnceWrite,
  type SendBatch,
} from '../batching/index.js';
import type { ChatResponse, ChatResult, ChatStreamResult, PeerChatOptions, TypedChatOptions } from '../chat/chat-method-types.js';
import type { ChatRoute } from '../chat/chat-request.js';
import { executeChat, executeChatStream } from '../chat/execute-chat.js';
import { ConclusionsView } from '../conclusions/conclusions-view.js';
import { representationOptionsToWire } from '../conclusions/representation-options.js';
import {
  messageConfigToWire,
  peerConfigFromWire,
  peerConfigToWire,
  sessionPeerConfigFromWire,
  sessionPeerConfigToWire,
  workspaceConfigFromWire,
  workspaceConfigToWire,
} from '../configuration/configuration-mapping.js';
import type { PeerConfig, SessionConfig, SessionPeerConfig } from '../configuration/configuration-types.js';
import { CallBudget } from '../internal/call-budget.js';
import { requestOptions, type CallOptions } from '../internal/call-options.js';
import { ALREADY_DONE } from '../internal/ensure-once.js';
import { resolveId, resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { StoredSettings } from '../internal/stored-settings.js';
import { contextFrom, type WorkspaceContext } from '../internal/workspace-context.js';
import { Message } from '../message/message.js';
import { buildMessageInput, type MessageInput, type MessageOptions } from '../message/message-input.js';
import { PeerContext } from '../peer/peer-context.js';
import {
  peerCardInput,
  peerContextInput,
  peerRepresentationInput,
  peerTargetInput,
  type PeerContextOptions,
  type PeerRepresentationOptions,
  type PeerSearchOptions,
  type PeerSessionsOptions,
} from '../peer/peer-options.js';
import { LIMITS } from '../validation/limits.js';
import { peerConfigSpec, sessionConfigSpec } from '../workspace/configuration-specs.js';
import type { Filters } from '../workspace/filters.js';
import { listOptionsSpec, listPage, normalizeListOptions } from '../workspace/list-options.js';
import { queueStatusFromWire, queueStatusToWire, type QueueStatus } from '../workspace/queue-status.js';
import { recallScopeToWire } from '../workspace/recall-scope.js';
import { messageSearchSpec } from '../workspace/search-input.js';
import { contextOptionsSpec, contextOptionsToWire, type SessionContextOptions } from './context-options.js';
import { uploadFormData, uploadSpec, type UploadableFile, type UploadFileOptions } from './file-upload.js';
import { peerRemovalIds, peersToWire, type PeerAddition, type PeerRemoval } from './peer-addition.js';
import { runtimeContextBudget } from './runtime-context-budget.js';
import { SessionContext } from './session-context.js';
import {
  addMessagesInput,
  cloneInput,
  messageIdInput,
  messageUpdateInput,
  peerConfigurationInput,
  peerInput,
  peerRemovalInput,
  peersInput,
  sessionQueueStatusSpec,
  sessionRepresentationInput,
  type AddMessagesOptions,
  type MessageAddition,
  type MessageAdditionItem,
  type SessionMessagesOptions,
  type SessionQueueStatusOptions,
  type SessionRepresentationOptions,
  type SessionSearchOptions,
} from './session-options.js';
import { SessionSummaries } from './summary.js';

// Peer and Session share this module because each lists the other as live
// objects (`peer.sessions()`, `session.peers()`), and 2.5's positional
// constructors let code build either one alone: each class must reach the
// other's without an import circle or a load-time hand-over (decision 0033).

/**
 * A participant in a workspace: a user, an assistant, an agent. Peers send
 * messages in sessions, and Honcho builds a representation of each from what
 * it says and what is said to it.
 *
 * Get one with `honcho.peer(id)`; the constructor takes the same positional
 * arguments as `@honcho-ai/sdk` 2.5 for code that builds peers by hand.
 *
 * @example
 * ```ts
 * const alice = await honcho.peer('alice', { metadata: { plan: 'pro' } });
 * await session.addMessages([alice.message('I love hiking')]);
 * const answer = await alice.chat('What does alice enjoy?');
 * ```
 */
export class Peer {
  /** The peer's id, unique within its workspace. */
  readonly id: string;
  /** The workspace the peer belongs to. */
  readonly workspaceId: string;
  readonly #context: WorkspaceContext;
  readonly #settings: StoredSettings<PeerConfig, PeerResponse>;
  #createdAt: string | undefined;
  #raw: PeerResponse | undefined;

  /**
   * Prefer `honcho.peer(id)`, which makes sure the peer exists.
   *
   * @param id - The peer's id.
   * @param workspaceId - The workspace it belongs to.
   * @param http - The transport (`honcho.http`).
   * @param metadata - Cached metadata, if known.
   * @param configuration - Cached configuration, if known.
   * @param ensureWorkspace - Makes sure the workspace exists before a call; defaults to assuming it does.
   * @param createdAt - When the peer was created, if known.
   */
  constructor(
    id: string,
    workspaceId: string,
    http: HttpClient,
    metadata?: Record<string, unknown>,
    configuration?: PeerConfig,
    ensureWorkspace?: () => Promise<void>,
    createdAt?: string,
  ) {
    this.id = id;
    this.workspaceId = workspaceId;
    this.#context = contextFrom(http, workspaceId, ensureWorkspace);
    this.#settings = new StoredSettings<PeerConfig, PeerResponse>(
      {
        what: 'peer',
        context: this.#context,
        id,
        createPath: () => buildPath('/v3/workspaces/{workspace_id}/peers', { workspace_id: workspaceId }),
        path: () => this.#path(''),
        ensureWorkspace: true,
        configurationSpec: peerConfigSpec,
        configurationToWire: peerConfigToWire,
        configurationFromWire: peerConfigFromWire,
        remember: (wire) => {
          this.#raw = wire;
          this.#createdAt = wire.created_at;
        },
      },
      metadata,
      configuration,
    );
    this.#createdAt = createdAt;
  }

  /** Metadata as last fetched or set; `undefined` until then. `getMetadata()` fetches it fresh. */
  get metadata(): Record<string, unknown> | undefined {
    return this.#settings.metadata;
  }

  /** Configuration as last fetched or set; `undefined` until then. `getConfiguration()` fetches it fresh. */
  get configuration(): PeerConfig | undefined {
    return this.#settings.configuration;
  }

  /** When the peer was created (ISO 8601), once fetched from the server. */
  get createdAt(): string | undefined {
    return this.#createdAt;
  }

  /** The peer as the server last sent it (snake_case), or `undefined` if it has not been fetched. */
  get raw(): PeerResponse | undefined {
    return this.#raw;
  }

  /**
   * Asks Honcho a question about this peer (or, with `target`, about what
   * this peer knows of another) and resolves to the answer.
   *
   * - `chat(q)` resolves to `string | null`.
   * - With `responseFormat: zodSchema` to the parsed, validated object; with a
   *   plain JSON Schema to its JSON text.
   * - With `includeEvidence: true` to `{ content, evidence }`.
   * - With `stream: true` to the same stream `chatStream` returns.
   *
   * @example
   * ```ts
   * const answer = await alice.chat('What should I recommend?', { reasoningLevel: 'medium' });
   * const prefs = await alice.chat('Food preferences?', { responseFormat: z.object({ likes: z.array(z.string()) }) });
   * ```
   */
  chat<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatResult<O>>;
  /** 2.5's explicit form, `peer.chat<Food>(q, { responseFormat: FoodSchema, includeEvidence: true })`. */
  chat<T>(query: string, options: TypedChatOptions<T> & { includeEvidence: true }): Promise<ChatResponse<T>>;
  /** 2.5's explicit form, `peer.chat<Food>(q, { responseFormat: FoodSchema })`. */
  chat<T>(query: string, options: TypedChatOptions<T> & { includeEvidence?: false }): Promise<T | null>;
  chat(query: string, options?: PeerChatOptions): Promise<unknown> {
    return executeChat(this.#context, this.#chatRoute(), query, options);
  }

  /**
   * Like {@link Peer.chat}, but streams the answer as it is generated.
   *
   * @example
   * ```ts
   * const stream = await alice.chatStream('Summarise what you know about me');
   * for await (const text of stream) process.stdout.write(text);
   * ```
   */
  chatStream<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatStreamResult<O>> {
    return executeChatStream(this.#context, this.#chatRoute(), query, options) as Promise<ChatStreamResult<O>>;
  }

  /**
   * The sessions this peer takes part in, a page at a time. Accepts a bare
   * filter object (as 2.5 did) or list options.
   *
   * @example
   * ```ts
   * for await (const session of await alice.sessions({ filters: { is_active: true } })) console.log(session.id);
   * ```
   */
  async sessions(options?: Filters | PeerSessionsOptions): Promise<Page<Session, SessionResponse>> {
    const listOptions = normalizeListOptions<PeerSessionsOptions>(options);
    checkInput(listOptionsSpec, listOptions, 'Invalid peer.sessions() options');
    await this.#context.ensureWorkspace({ signal: listOptions.signal });
    const context = this.#context;
    return listPage<SessionResponse, Session>({
      http: context.http,
      method: 'POST',
      path: this.#path('/sessions'),
      body: { filters: listOptions.filters },
      options: listOptions,
      transform: (wire) => Session.fromWire(wire, context),
    });
  }

  /**
   * Builds a message from this peer, to pass to `session.addMessages()`.
   * Sends nothing; checks the content, metadata and timestamp now, so a bad
   * message fails here rather than halfway through a batch.
   *
   * @example
   * ```ts
   * await session.addMessages([alice.message('Hi Bob'), bob.message('Hey!', { metadata: { mood: 'happy' } })]);
   * ```
   * @throws {@link HonchoValidationError} naming each invalid field.
   */
  message(content: string, options?: MessageOptions): MessageInput {
    return buildMessageInput(this.id, content, options);
  }

  /** Fetches this peer's metadata (creating the peer if needed) and caches it. */
  getMetadata(options?: CallOptions): Promise<Record<string, unknown>> {
    return this.#settings.getMetadata(options);
  }

  /**
   * Replaces this peer's metadata (at most 100 top-level keys, 5 levels deep).
   *
   * @example
   * ```ts
   * await alice.setMetadata({ plan: 'pro', locale: 'en-GB' });
   * ```
   */
  setMetadata(metadata: Record<string, unknown>, options?: CallOptions): Promise<void> {
    return this.#settings.setMetadata(metadata, options);
  }

  /** Fetches this peer's configuration (creating the peer if needed) and caches it. */
  getConfiguration(options?: CallOptions): Promise<PeerConfig> {
    return this.#settings.getConfiguration(options);
  }

  /**
   * Replaces this peer's configuration. `observeMe: false` stops Honcho from
   * forming a representation of this peer.
   *
   * @example
   * ```ts
   * await assistant.setConfiguration({ observeMe: false });
   * ```
   */
  setConfiguration(configuration: PeerConfig, options?: CallOptions): Promise<void> {
    return this.#settings.setConfiguration(configuration, options);
  }

  /** Fetches this peer's metadata, configuration and creation time in one call. */
  refresh(options?: CallOptions): Promise<void> {
    return this.#settings.fetch(options);
  }

  /**
   * Searches the messages this peer sent.
   *
   * @example
   * ```ts
   * const hits = await alice.search('birthday', { limit: 5 });
   * ```
   */
  async search(query: string, options: PeerSearchOptions = {}): Promise<Message[]> {
    checkInput(messageSearchSpec, { ...options, query }, 'Invalid peer.search() input');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const found = await this.#context.http.post<MessageResponse[]>(this.#path('/search'), {
      ...requestOptions(options),
      body: { query, filters: options.filters, limit: options.limit },
    });
    return found.map((message) => Message.fromApiResponse(message));
  }

  /**
   * This peer's card: the short list of key facts it keeps about itself or,
   * with `target`, about another peer. `null` when there is none yet.
   */
  async getCard(target?: IdLike, options?: CallOptions): Promise<string[] | null> {
    checkInput(peerTargetInput, { target }, 'Invalid peer.getCard() input');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    const response = await this.#context.http.get<PeerCard>(this.#path('/card'), {
      ...requestOptions(options),
      query: { target: targetId(target) },
    });
    return response.peer_card;
  }

  /** @deprecated Use {@link Peer.getCard}. */
  card(target?: IdLike, options?: CallOptions): Promise<string[] | null> {
    return this.getCard(target, options);
  }

  /**
   * Replaces this peer's card (of itself, or with `target` of another peer)
   * and resolves to the card as stored.
   *
   * @example
   * ```ts
   * await alice.setCard(['Lives in Lisbon', 'Vegetarian']);
   * ```
   */
  async setCard(peerCard: string[], target?: IdLike, options?: CallOptions): Promise<string[] | null> {
    checkInput(peerCardInput, { peerCard, target }, 'Invalid peer.setCard() input');
    await this.#context.ensureWorkspace({ signal: options?.signal });
    const response = await this.#context.http.put<PeerCard>(this.#path('/card'), {
      ...requestOptions(options),
      query: { target: targetId(target) },
      body: { peer_card: peerCard },
    });
    return response.peer_card;
  }

  /**
   * What Honcho has concluded about this peer (or, with `target`, what this
   * peer has concluded about another), rendered as text. Narrow it to a
   * session, a scope or a list of sessions, and curate it with a semantic
   * `searchQuery`.
   *
   * @example
   * ```ts
   * const text = await alice.representation({ searchQuery: 'travel', searchTopK: 10, maxConclusions: 30 });
   * ```
   */
  async representation(options: PeerRepresentationOptions = {}): Promise<string> {
    checkInput(peerRepresentationInput, options, 'Invalid peer.representation() options');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const response = await this.#context.http.post<RepresentationResponse>(this.#path('/representation'), {
      ...requestOptions(options),
      body: { ...recallScopeToWire(options), target: targetId(options.target), ...representationOptionsToWire(options) },
    });
    return response.representation;
  }

  /**
   * The representation and the peer card together, in one call.
   *
   * @example
   * ```ts
   * const context = await alice.context({ target: 'bob', searchQuery: 'work' });
   * console.log(context.representation, context.peerCard);
   * ```
   */
  async context(options: PeerContextOptions = {}): Promise<PeerContext> {
    checkInput(peerContextInput, options, 'Invalid peer.context() options');
    await this.#context.ensureWorkspace({ signal: options.signal });
    const wire = representationOptionsToWire(options);
    const response = await this.#context.http.get<WirePeerContext>(this.#path('/context'), {
      ...requestOptions(options),
      query: {
        target: targetId(options.target),
        search_query: wire.search_query,
        search_top_k: wire.search_top_k,
        search_max_distance: wire.search_max_distance,
        include_most_frequent: wire.include_most_frequent,
        max_conclusions: wire.max_conclusions,
      },
    });
    return PeerContext.fromApiResponse(response);
  }

  /**
   * The conclusions this peer has drawn about itself.
   *
   * @example
   * ```ts
   * const mine = await alice.conclusions.list();
   * ```
   */
  get conclusions(): ConclusionsView {
    return new ConclusionsView(this.#context.http, this.workspaceId, this.id, this.id, (options) => this.#context.ensureWorkspace(options));
  }

  /**
   * The conclusions this peer has drawn about `target` (an id or a `Peer`).
   *
   * @example
   * ```ts
   * await alice.conclusionsOf(bob).create([{ content: 'Bob prefers email' }]);
   * ```
   * @throws {@link HonchoValidationError} when `target` is not a valid peer id.
   */
  conclusionsOf(target: IdLike): ConclusionsView {
    checkInput(peerTargetInput, { target }, 'Invalid peer.conclusionsOf() input');
    return new ConclusionsView(this.#context.http, this.workspaceId, this.id, targetId(target) as string, (options) => this.#context.ensureWorkspace(options));
  }

  /** A short description: `Peer(id='alice')`. */
  toString(): string {
    return `Peer(id='${this.id}')`;
  }

  /** What `JSON.stringify(peer)` shows: the peer's fields, never the transport or its key. */
  toJSON(): Record<string, unknown> {
    return {
      id: this.id,
      workspaceId: this.workspaceId,
      metadata: this.#settings.metadata,
      configuration: this.#settings.configuration,
      createdAt: this.#createdAt,
    };
  }

  /** What Node's `util.inspect` and `console.log` show: no transport, no key. */
  [Symbol.for('nodejs.util.inspect.custom')](): string {
    return this.toString();
  }

  #chatRoute(): ChatRoute {
    return { kind: 'peer', path: this.#path('/chat') };
  }

  #path(suffix: string): string {
    return buildPath(`/v3/workspaces/{workspace_id}/peers/{peer_id}${suffix}`, {
      workspace_id: this.workspaceId,
      peer_id: this.id,
    });
  }

  /**
   * Builds a `Peer` from the server's JSON, keeping the JSON as `raw`.
   *
   * @internal
   */
  static fromWire(wire: PeerResponse, context: WorkspaceContext): Peer {
    const peer = new Peer(wire.id, context.workspaceId, context.http, undefined, undefined, context.ensureWorkspace);
    peer.#settings.remember(wire);
    return peer;
  }
}

/** A session's messages are created through one route, at most this many per request. */
const MESSAGES_PER_BATCH = LIMITS.messagesPerBatch;

/**
 * A conversation in a workspace: its peers, its messages, and what Honcho
 * makes of them (context for an LLM prompt, summaries, representations).
 *
 * Get one with `honcho.session(id)`; the constructor takes the same
 * positional arguments as `@honcho-ai/sdk` 2.5 for code that builds sessions
 * by hand. Every method takes per-call `signal`, `timeout`, `maxRetries` and
 * `headers`, and checks its input before anything is sent.
 *
 * @example
 * ```ts
 * const session = await honcho.session('support-42');
 * await session.addPeers([user, [assistant, { observeMe: false }]]);
 * await session.addMessages([user.message('My order is late'), assistant.message('Let me check.')]);
 * const context = await session.context({ tokens: 4000, summary: true, peerTarget: user });
 * const messages = context.toOpenAI(assistant);
 * ```
 */
export class Session {
  /** The session's id, unique within its workspace. */
  readonly id: string;
  /** The workspace the session belongs to. */
  readonly workspaceId: string;
  readonly #context: WorkspaceContext;
  readonly #settings: StoredSettings<SessionConfig, SessionResponse>;
  #createdAt: string | undefined;
  #isActive: boolean | undefined;
  #raw: SessionResponse | undefined;
  /** `/v3/workspaces/…/sessions/…`, encoded on first use (see #path). */
  #root: string | undefined;
  /** The rules of `context()` and `queueStatus()` options, which name this session; built on first use. */
  #contextInput: InputSpec | undefined;
  #queueStatusInput: InputSpec | undefined;

  /**
   * Prefer `honcho.session(id)`, which makes sure the session exists.
   *
   * @param id - The session's id.
   * @param workspaceId - The workspace it belongs to.
   * @param http - The transport (`honcho.http`).
   * @param metadata - Cached metadata, if known.
   * @param configuration - Cached configuration, if known.
   * @param ensureWorkspace - Makes sure the workspace exists before a call; defaults to assuming it does.
   * @param createdAt - When the session was created, if known.
   * @param isActive - Whether the session is active, if known.
   */
  constructor(
    id: string,
    workspaceId: string,
    http: HttpClient,
    metadata?: Record<string, unknown>,
    configuration?: SessionConfig,
    ensureWorkspace?: (options?: { signal?: AbortSignal | undefined }) => Promise<void>,
    createdAt?: string,
    isActive?: boolean,
  ) {
    this.id = id;
    this.workspaceId = workspaceId;
    this.#context = contextFrom(http, workspaceId, ensureWorkspace);
    this.#settings = new StoredSettings<SessionConfig, SessionResponse>(
      {
        what: 'session',
        context: this.#context,
        id,
        createPath: () => buildPath('/v3/workspaces/{workspace_id}/sessions', { workspace_id: workspaceId }),
        path: () => this.#path(''),
        ensureWorkspace: true,
        configurationSpec: sessionConfigSpec,
        configurationToWire: workspaceConfigToWire,
        configurationFromWire: workspaceConfigFromWire,
        remember: (wire) => {
          this.#raw = wire;
          this.#createdAt = wire.created_at;
          this.#isActive = wire.is_active;
        },
        keepUpdateAnswer: true,
      },
      metadata,
      configuration,
    );
    this.#createdAt = createdAt;
    this.#isActive = isActive;
  }

  /** Metadata as last fetched or set; `undefined` until then. `getMetadata()` fetches it fresh. */
  get metadata(): Record<string, unknown> | undefined {
    return this.#settings.metadata;
  }

  /** Configuration as last fetched or set; `undefined` until then. `getConfiguration()` fetches it fresh. */
  get configuration(): SessionConfig | undefined {
    return this.#settings.configuration;
  }

  /** When the session was created (ISO 8601), once fetched from the server. */
  get createdAt(): string | undefined {
    return this.#createdAt;
  }

  /** Whether the session is active (false once deletion has begun), once fetched from the server. */
  get isActive(): boolean | undefined {
    return this.#isActive;
  }

  /** The session as the server last sent it (snake_case), or `undefined` if it has not been fetched. */
  get raw(): SessionResponse | undefined {
    return this.#raw;
  }

  // ---------------------------------------------------------------------------
  // Peers
  // ---------------------------------------------------------------------------

  /**
   * Adds peers to this session, optionally with how each takes part
   * (`observeMe`, `observeOthers`). Peers already in the session stay.
   *
   * @example
   * ```ts
   * await session.addPeers('user-123');
   * await session.addPeers([user, [assistant, { observeMe: false }]]);
   * await session.addPeers({ 'user-123': { observeOthers: true }, assistant: {} });
   * ```
   */
  async addPeers(peers: PeerAddition, options?: CallOptions): Promise<void> {
    checkInput(peersInput, { peers }, 'Invalid session.addPeers() input');
    await this.#ensureWorkspace(options);
    await this.#context.http.post(this.#path('/peers'), { ...requestOptions(options), body: peersToWire(peers) });
  }

  /**
   * Replaces this session's peers: peers not listed are removed. Takes the
   * same forms as {@link addPeers}.
   */
  async setPeers(peers: PeerAddition, options?: CallOptions): Promise<void> {
    checkInput(peersInput, { peers }, 'Invalid session.setPeers() input');
    await this.#ensureWorkspace(options);
    await this.#context.http.put(this.#path('/peers'), { ...requestOptions(options), body: peersToWire(peers) });
  }

  /** Removes peers (ids or `Peer`s) from this session. */
  async removePeers(peers: PeerRemoval, options?: CallOptions): Promise<void> {
    checkInput(peerRemovalInput, { peers }, 'Invalid session.removePeers() input');
    await this.#ensureWorkspace(options);
    await this.#context.http.delete(this.#path('/peers'), { ...requestOptions(options), body: peerRemovalIds(peers) });
  }

  /**
   * Every peer in this session. Fetches all pages (100 peers per request);
   * 2.5 returned only the first page.
   *
   * @example
   * ```ts
   * const ids = (await session.peers()).map((peer) => peer.id);
   * ```
   */
  async peers(options?: CallOptions): Promise<Peer[]> {
    await this.#ensureWorkspace(options);
    const call = requestOptions(options);
    const context = this.#context;
    const path = this.#path('/peers');
    const fetchPage = (page: number, size: number, signal?: AbortSignal): Promise<PageResponse<PeerResponse>> =>
      context.http.get<PageResponse<PeerResponse>>(path, { ...call, signal: signal ?? call.signal, query: { page, size } });
    const first = await fetchPage(1, LIMITS.pageSizeMax);
    const page = new Page<Peer, PeerResponse>(first, (wire) => Peer.fromWire(wire, context), fetchPage, { signal: call.signal });
    return page.toArray();
  }

  /** How `peer` takes part in this session (`observeMe`, `observeOthers`). */
  async getPeerConfiguration(peer: IdLike, options?: CallOptions): Promise<SessionPeerConfig> {
    checkInput(peerInput, { peer }, 'Invalid session.getPeerConfiguration() input');
    await this.#ensureWorkspace(options);
    const path = this.#path('/peers/{peer_id}/config', { peer_id: resolveId(peer) });
    const wire = await this.#context.http.get<WireSessionPeerConfig>(path, requestOptions(options));
    return sessionPeerConfigFromWire(wire);
  }

  /**
   * Sets how `peer` takes part in this session.
   *
   * @example
   * ```ts
   * await session.setPeerConfiguration(assistant, { observeMe: false, observeOthers: true });
   * ```
   */
  async setPeerConfiguration(peer: IdLike, configuration: SessionPeerConfig, options?: CallOptions): Promise<void> {
    checkInput(peerConfigurationInput, { peer, configuration }, 'Invalid session.setPeerConfiguration() input');
    await this.#ensureWorkspace(options);
    await this.#context.http.put(this.#path('/peers/{peer_id}/config', { peer_id: resolveId(peer) }), {
      ...requestOptions(options),
      body: sessionPeerConfigToWire(configuration),
    });
  }

  // ---------------------------------------------------------------------------
  // Messages
  // ---------------------------------------------------------------------------

  /**
   * Stores messages in this session and resolves to them as stored, in input
   * order. Takes any number: they are sent in requests of 100, one after
   * another unless `concurrency` says otherwise.
   *
   * Every message is checked before the first request (sender id, content up
   * to 25,000 characters, metadata limits, timestamp); one bad message fails
   * the call with a `HonchoValidationError` listing all problems, and nothing
   * is sent.
   *
   * A failed request fails the call with a {@link BatchWriteError} that places
   * every message in `written`, `notWritten` (safe to resend) or `unknown`
   * (sent, but the answer was lost: check before resending). Messages are
   * never sent twice by the SDK: message creation is not idempotent, so the
   * transport retries it only when the server provably did not process it
   * (429, 503, connection refused). With the default concurrency of 1, the
   * messages written are always a prefix of the input, so resending
   * `notWritten` keeps the conversation in order.
   *
   * @example
   * ```ts
   * await session.addMessages(user.message('Hello!'));
   * const stored = await session.addMessages(history.map((turn) => peerOf(turn).message(turn.text)));
   * ```
   *
   * @example Recovering from a partial failure
   * ```ts
   * try {
   *   await session.addMessages(history);
   * } catch (error) {
   *   if (!(error instanceof BatchWriteError)) throw error;
   *   // `unknown` batches may have been stored: look before resending them.
   *   const recent = await (await session.messages({ reverse: true, size: 100 })).toArray({ limit: 500 });
   *   const stored = new Set(recent.map((message) => message.content));
   *   const resend = [...error.notWritten, ...error.unknown.filter((item) => !stored.has(item.input.content))]
   *     .sort((a, b) => a.index - b.index)
   *     .map((item) => item.input);
   *   await session.addMessages(resend);
   * }
   * ```
   * @throws {@link HonchoValidationError} before any request, for invalid input.
   * @throws {@link BatchWriteError} when a request fails.
   */
  async addMessages(messages: MessageAddition, options: AddMessagesOptions & { exactlyOnce: true }): Promise<ExactlyOnceWrite<Message>>;
  async addMessages(messages: MessageAddition, options: AddMessagesOptions & { exactlyOnce: boolean }): Promise<Message[] | ExactlyOnceWrite<Message>>;
  async addMessages(messages: MessageAddition, options?: AddMessagesOptions & { exactlyOnce?: false | undefined }): Promise<Message[]>;
  async addMessages(messages: MessageAddition, options: AddMessagesOptions = {}): Promise<Message[] | ExactlyOnceWrite<Message>> {
    checkInput(addMessagesInput, { messages, options }, 'Invalid session.addMessages() input');
    const list: readonly MessageAdditionItem[] = Array.isArray(messages) ? (messages as readonly MessageAdditionItem[]) : [messages as MessageAdditionItem];
    const exactlyOnce = options.exactlyOnce === true;
    if (list.length === 0) return exactlyOnce ? { messages: [], sent: [], alreadyWritten: [], writeIds: [] } : [];
    // One timeout for the whole call, as for any other method (decision 0002):
    // each request gets the time left, and batches not started by the deadline are not sent.
    const budget = new CallBudget(options.timeout, options.signal);
    try {
      if (exactlyOnce) return await this.#addMessagesExactlyOnce(list, options, budget);
      return await this.#writeMessages(list, options, budget, (send) => send);
    } finally {
      budget.dispose();
    }
  }

  /** {@link Session.addMessages} with `exactlyOnce`: ids on every message, a look-up before resending, and what was found. */
  async #addMessagesExactlyOnce(list: readonly MessageAdditionItem[], options: AddMessagesOptions, budget: CallBudget): Promise<ExactlyOnceWrite<Message>> {
    const writeIds = await writeIdsFor(list, [this.workspaceId, this.id]);
    const withIds = list.map((message, index) => ({ ...message, metadata: { ...message.metadata, [WRITE_ID_METADATA_KEY]: writeIds[index] } }));
    const byId = new Map<string, Message>();
    const found = new Set<string>();
    const lookUp = async (ids: readonly string[]): Promise<Map<string, Message>> => {
      const filters = { metadata: { [WRITE_ID_METADATA_KEY]: { in: [...ids] } } };
      const page = await this.messages({ filters, size: MESSAGES_PER_BATCH, signal: budget.signal, timeout: budget.remaining(), maxRetries: options.maxRetries, headers: options.headers });
      const stored = new Map<string, Message>();
      for await (const message of page) {
        const id = givenWriteId(message.metadata);
        // The oldest copy stands for the write (the list is oldest first).
        if (id !== undefined && !stored.has(id)) stored.set(id, message);
      }
      return stored;
    };
    // Ids the caller gave hold across runs: what an earlier run stored is not sent again.
    const given = list.flatMap((message, index) => (givenWriteId(message.metadata) === undefined ? [] : [writeIds[index] as string]));
    try {
      for (let start = 0; start < given.length; start += MESSAGES_PER_BATCH) {
        for (const [id, message] of await lookUp(given.slice(start, start + MESSAGES_PER_BATCH))) {
          byId.set(id, message);
          found.add(id);
        }
      }
    } catch (error) {
      // A session the server does not know yet holds no earlier write.
      if (!NotFoundError.isInstance(error)) {
        // Nothing was sent: report it in the same terms as a failed write, with the look-up's error.
        throw nothingSentError<MessageAdditionItem, Message>(list, error, MESSAGES_PER_BATCH, 'messages');
      }
    }
    const toSend = withIds.filter((message) => !found.has(message.metadata[WRITE_ID_METADATA_KEY] as string));
    const writeIdOf = (message: MessageAdditionItem) => givenWriteId(message.metadata) as string;
    const sent = toSend.length === 0 ? [] : await this.#writeMessages(toSend, options, budget, (send) => reconcilingSender(send, writeIdOf, lookUp, found));
    toSend.forEach((message, index) => byId.set(writeIdOf(message), sent[index] as Message));
    return {
      messages: writeIds.map((id) => byId.get(id) as Message),
      sent: writeIds.flatMap((id, index) => (found.has(id) ? [] : [index])),
      alreadyWritten: writeIds.flatMap((id, index) => (found.has(id) ? [index] : [])),
      writeIds,
    };
  }

  /** Sends checked messages in batches of 100 under one call budget; `wrap` may decorate the batch sender. */
  async #writeMessages(
    list: readonly MessageAdditionItem[],
    options: AddMessagesOptions,
    budget: CallBudget,
    wrap: (send: SendBatch<MessageAdditionItem, Message>) => SendBatch<MessageAdditionItem, Message>,
  ): Promise<Message[]> {
    try {
      const ready = this.#context.ensureWorkspace({ signal: budget.signal });
      if (ready !== ALREADY_DONE) await ready;
    } catch (error) {
      // No message was sent: say so in the same terms as any other failure.
      throw nothingSentError<MessageAdditionItem, Message>(list, error, MESSAGES_PER_BATCH, 'messages');
    }
    const { maxRetries, headers } = options;
    const path = this.#path('/messages');
    return await writeInBatches(
      list,
      wrap(async (batch, { signal }) => {
        let timeout: number | undefined;
        try {
          timeout = budget.remaining();
        } catch (error) {
          throw new BatchNotSent(error);
        }
        let created: MessageResponse[];
        try {
          created = await this.#context.http.post<MessageResponse[]>(path, {
            signal,
            timeout,
            maxRetries,
            headers,
            body: { messages: batch.map(messageToWire) },
            // Creation is never safe to repeat; pinned here so no route-table change can make it retried.
            idempotent: false,
          });
        } catch (error) {
          // The budget's deadline reaches the request as an abort; report it as the timeout it is.
          const reason: unknown = budget.signal?.reason;
          if (APIUserAbortError.isInstance(error) && APITimeoutError.isInstance(reason) && options.signal?.aborted !== true) throw reason;
          throw error;
        }
        return Array.isArray(created) ? created.map((message) => Message.fromApiResponse(message)) : created;
      }),
      { batchSize: MESSAGES_PER_BATCH, concurrency: options.concurrency ?? 1, signal: budget.signal, what: 'messages' },
    );
  }

  /**
   * This session's messages, a page at a time, oldest first (`reverse` for
   * newest first). Accepts a bare filter object (as 2.5 did) or list options.
   *
   * @example
   * ```ts
   * const page = await session.messages({ filters: { peer_id: 'alice' }, size: 100 });
   * for await (const message of page) console.log(message.content);
   * ```
   */
  async messages(options?: Filters | SessionMessagesOptions): Promise<Page<Message, MessageResponse>> {
    const listOptions = normalizeListOptions<SessionMessagesOptions>(options);
    checkInput(listOptionsSpec, listOptions, 'Invalid session.messages() options');
    await this.#ensureWorkspace(listOptions);
    return listPage<MessageResponse, Message>({
      http: this.#context.http,
      method: 'POST',
      path: this.#path('/messages/list'),
      body: { filters: listOptions.filters },
      options: listOptions,
      transform: (wire) => Message.fromApiResponse(wire),
    });
  }

  /** One message of this session, by id. */
  async getMessage(messageId: string, options?: CallOptions): Promise<Message> {
    checkInput(messageIdInput, { messageId }, 'Invalid session.getMessage() input');
    await this.#ensureWorkspace(options);
    const wire = await this.#context.http.get<MessageResponse>(this.#path('/messages/{message_id}', { message_id: messageId }), requestOptions(options));
    return Message.fromApiResponse(wire);
  }

  /**
   * Replaces a message's metadata and resolves to the message as stored.
   *
   * @example
   * ```ts
   * const updated = await session.updateMessage(message, { flagged: true });
   * ```
   */
  async updateMessage(message: Message | string, metadata: Record<string, unknown>, options?: CallOptions): Promise<Message> {
    checkInput(messageUpdateInput, { message, metadata }, 'Invalid session.updateMessage() input');
    await this.#ensureWorkspace(options);
    const messageId = typeof message === 'string' ? message : message.id;
    const wire = await this.#context.http.put<MessageResponse>(this.#path('/messages/{message_id}', { message_id: messageId }), {
      ...requestOptions(options),
      body: { metadata },
    });
    return Message.fromApiResponse(wire);
  }

  /**
   * Uploads a file (PDF, JSON or text; at most 5 MB) as messages from `peer`.
   * The size and type are checked before anything is sent; a file whose type
   * is empty gets one from its name (`.md` → `text/markdown`).
   *
   * @example
   * ```ts
   * await session.uploadFile(input.files[0], user); // browser
   * await session.uploadFile({ filename: 'notes.md', content: await readFile('notes.md'), content_type: 'text/markdown' }, user);
   * ```
   * @throws {@link HonchoValidationError} before any request, for an
   *   oversized file, an unsupported type or other invalid input.
   */
  async uploadFile(
    file: UploadableFile,
    peer: IdLike,
    options: UploadFileOptions = {},
  ): Promise<Message[]> {
    checkInput(uploadSpec, { ...options, file, peer }, 'Invalid file upload');
    const form = uploadFormData(file, peer, options);
    await this.#ensureWorkspace(options);
    const created = await this.#context.http.upload<MessageResponse[]>(this.#path('/messages/upload'), form, requestOptions(options));
    return created.map((message) => Message.fromApiResponse(message));
  }

  /**
   * Searches this session's messages.
   *
   * @example
   * ```ts
   * const hits = await session.search('refund', { limit: 5 });
   * ```
   */
  async search(query: string, options: SessionSearchOptions = {}): Promise<Message[]> {
    checkInput(messageSearchSpec, { ...options, query }, 'Invalid session.search() input');
    await this.#ensureWorkspace(options);
    const found = await this.#context.http.post<MessageResponse[]>(this.#path('/search'), {
      ...requestOptions(options),
      body: { query, filters: options.filters, limit: options.limit },
    });
    return found.map((message) => Message.fromApiResponse(message));
  }

  // ---------------------------------------------------------------------------
  // Metadata and configuration
  // ---------------------------------------------------------------------------

  /** Fetches this session's metadata (creating the session if needed) and caches it. */
  getMetadata(options?: CallOptions): Promise<Record<string, unknown>> {
    return this.#settings.getMetadata(options);
  }

  /**
   * Replaces this session's metadata (at most 100 top-level keys, 5 levels deep).
   *
   * @example
   * ```ts
   * await session.setMetadata({ channel: 'web', priority: 2 });
   * ```
   */
  setMetadata(metadata: Record<string, unknown>, options?: CallOptions): Promise<void> {
    return this.#settings.setMetadata(metadata, options);
  }

  /** Fetches this session's configuration (creating the session if needed) and caches it. */
  getConfiguration(options?: CallOptions): Promise<SessionConfig> {
    return this.#settings.getConfiguration(options);
  }

  /**
   * Replaces this session's configuration (reasoning, peer card, summary, dream).
   *
   * @example
   * ```ts
   * await session.setConfiguration({ summary: { messagesPerShortSummary: 20, messagesPerLongSummary: 60 } });
   * ```
   */
  setConfiguration(configuration: SessionConfig, options?: CallOptions): Promise<void> {
    return this.#settings.setConfiguration(configuration, options);
  }

  /** Fetches this session's metadata, configuration, creation time and state in one call. */
  refresh(options?: CallOptions): Promise<void> {
    return this.#settings.fetch(options);
  }

  /**
   * Deletes this session and its messages. The server marks it inactive at
   * once and deletes it in the background. Cannot be undone.
   */
  async delete(options?: CallOptions): Promise<void> {
    await this.#ensureWorkspace(options);
    await this.#context.http.delete(this.#path(''), requestOptions(options));
    this.#isActive = false;
  }

  /**
   * Copies this session into a new one, with every message or, given
   * `messageId`, the messages up to and including that one.
   *
   * Warning: on Honcho server 3.0.12 a clone picks the messages to copy by
   * session id alone, with no workspace filter, so it can copy the messages
   * of a same-named session in another workspace (or fail with a 500). Until
   * the server is fixed, give each tenant's sessions ids that cannot collide
   * (prefix them with the tenant's id). The SDK cannot detect copied messages
   * and does not try.
   *
   * @example
   * ```ts
   * const branch = await session.clone(lastGoodMessage.id);
   * ```
   */
  async clone(messageId?: IdLike, options?: CallOptions): Promise<Session> {
    checkInput(cloneInput, { messageId }, 'Invalid session.clone() input');
    await this.#ensureWorkspace(options);
    const wire = await this.#context.http.post<SessionResponse>(this.#path('/clone'), {
      ...requestOptions(options),
      query: { message_id: messageId === undefined ? undefined : resolveId(messageId) },
    });
    const clone = new Session(wire.id, this.workspaceId, this.#context.http, undefined, undefined, this.#context.ensureWorkspace);
    clone.#settings.remember(wire);
    return clone;
  }

  // ---------------------------------------------------------------------------
  // What Honcho makes of the session
  // ---------------------------------------------------------------------------

  /**
   * This session packed for an LLM prompt: the latest messages that fit
   * `tokens`, the summary of earlier ones, and optionally a peer's
   * representation and card. Convert it with `toOpenAI()` / `toAnthropic()`.
   *
   * @example
   * ```ts
   * const context = await session.context({ tokens: 4000, summary: true, peerTarget: user, peerPerspective: assistant });
   * const completion = await openai.chat.completions.create({ model: 'gpt-4o', messages: context.toOpenAI(assistant) });
   * ```
   * With `maxTokens`, the whole context is fitted client-side to that many
   * `o200k_base` tokens and `trimmed` says what was left out (a bundled
   * browser or edge app uses `budgetSessionContext` instead):
   *
   * ```ts
   * const context = await session.context({ peerTarget: user, maxTokens: 2000 });
   * if (context.trimmed && context.trimmed.messages > 0) console.log(`${context.trimmed.messages} older messages left out`);
   * ```
   * @throws {@link HonchoValidationError} before any request for invalid
   *   options or combinations the server refuses (e.g. `scope` with `peerPerspective`).
   */
  async context(options: SessionContextOptions = {}): Promise<SessionContext> {
    checkInput((this.#contextInput ??= contextOptionsSpec(this.id)), options, 'Invalid session.context() options');
    const { maxTokens } = options;
    const fit = maxTokens === undefined ? undefined : await runtimeContextBudget();
    await this.#ensureWorkspace(options);
    const wire = await this.#context.http.get<WireSessionContext>(this.#path('/context'), { ...requestOptions(options), query: contextOptionsToWire(options) });
    const context = SessionContext.fromApiResponse(this.id, wire);
    if (maxTokens === undefined || fit === undefined) return context;
    // Rebuilt here: the package imported by name may be another copy (a CommonJS app gets the ES module), with its own class.
    const fitted = fit(context, maxTokens);
    return new SessionContext(this.id, fitted.messages, fitted.summary, fitted.peerRepresentation, fitted.peerCard, fitted.trimmed);
  }

  /** This session's latest short and long summaries. */
  async summaries(options?: CallOptions): Promise<SessionSummaries> {
    await this.#ensureWorkspace(options);
    const wire = await this.#context.http.get<WireSessionSummaries>(this.#path('/summaries'), requestOptions(options));
    return SessionSummaries.fromApiResponse(wire);
  }

  /**
   * Progress of the background work (reasoning, summaries) on this
   * session's messages, optionally narrowed to a sender. The result has no
   * per-session breakdown (`sessions` is absent), and dreams, which the
   * server queues under no session, are not counted.
   *
   * @example
   * ```ts
   * const { pendingWorkUnits } = await session.queueStatus({ sender: user });
   * ```
   */
  async queueStatus(options: SessionQueueStatusOptions = {}): Promise<QueueStatus> {
    checkInput((this.#queueStatusInput ??= sessionQueueStatusSpec(this.id)), options, 'Invalid session.queueStatus() options');
    await this.#ensureWorkspace(options);
    const query = queueStatusToWire({ observer: options.observer, sender: options.sender, session: this.id });
    const wire = await this.#context.http.get<WireQueueStatus>(
      buildPath('/v3/workspaces/{workspace_id}/queue/status', { workspace_id: this.workspaceId }),
      { ...requestOptions(options), query },
    );
    return queueStatusFromWire(wire);
  }

  /**
   * What Honcho has concluded about `peer` from this session's messages (or,
   * with `target`, what `peer` has concluded about `target`), as text.
   *
   * @example
   * ```ts
   * const text = await session.representation(user, { searchQuery: 'shipping', maxConclusions: 20 });
   * ```
   */
  async representation(peer: IdLike, options: SessionRepresentationOptions = {}): Promise<string> {
    checkInput(sessionRepresentationInput, { ...options, peer }, 'Invalid session.representation() input');
    await this.#ensureWorkspace(options);
    const target = options.target === undefined ? undefined : resolveId(options.target);
    const wire = await this.#context.http.post<RepresentationResponse>(
      buildPath('/v3/workspaces/{workspace_id}/peers/{peer_id}/representation', { workspace_id: this.workspaceId, peer_id: resolveId(peer) }),
      { ...requestOptions(options), body: { ...representationOptionsToWire(options), session_id: this.id, target } },
    );
    return wire.representation;
  }

  /** `Session(id='…')`. */
  toString(): string {
    return `Session(id='${this.id}')`;
  }

  // ---------------------------------------------------------------------------

  #path(suffix: string, params?: PathParams): string {
    if (params === undefined) {
      // The session's own route, encoded once: addMessages builds it on every call.
      this.#root ??= buildPath('/v3/workspaces/{workspace_id}/sessions/{session_id}', { workspace_id: this.workspaceId, session_id: this.id });
      return this.#root + suffix;
    }
    return buildPath(`/v3/workspaces/{workspace_id}/sessions/{session_id}${suffix}`, {
      workspace_id: this.workspaceId,
      session_id: this.id,
      ...params,
    });
  }

  #ensureWorkspace(options: CallOptions | undefined): Promise<void> {
    return this.#context.ensureWorkspace({ signal: options?.signal });
  }

  /**
   * Builds a `Session` from the server's JSON, keeping the JSON as `raw`.
   *
   * @internal
   */
  static fromWire(wire: SessionResponse, context: WorkspaceContext): Session {
    const session = new Session(wire.id, context.workspaceId, context.http, undefined, undefined, context.ensureWorkspace);
    session.#settings.remember(wire);
    return session;
  }
}
/** The id of a checked target. */
function targetId(target: IdLike | undefined): string | undefined {
  return target === undefined ? undefined : (resolveIdSafely(target) as string);
}

/** A message input on the wire; the one place it crosses to snake_case. */
function messageToWire(message: MessageAdditionItem): MessageCreate {
  return {
    peer_id: message.peerId,
    content: message.content,
    metadata: message.metadata,
    configuration: messageConfigToWire(message.configuration) ?? undefined,
    created_at: message.createdAt ?? undefined,
  };
}
