import type {
  MessageResponse,
  PeerCard,
  PeerContext as WirePeerContext,
  PeerResponse,
  RepresentationResponse,
  SessionResponse,
} from '@honcho-ai/api-types';
import { allOf, buildPath, checkInput, fields, list, text, type HttpClient, type InputSpec, type Page, type SpecShape, z } from '@honcho-ai/sdk-core';
import type {
  ChatResponse,
  ChatResult,
  ChatStreamResult,
  PeerChatOptions,
  TypedChatOptions,
} from '../chat/chat-method-types.js';
import type { ChatRoute } from '../chat/chat-request.js';
import { executeChat, executeChatStream } from '../chat/execute-chat.js';
import { ConclusionsView } from '../conclusions/conclusions-view.js';
import { representationOptionsShape, representationOptionsToWire, type RepresentationOptions } from '../conclusions/representation-options.js';
import { peerConfigFromWire, peerConfigToWire } from '../configuration/configuration-mapping.js';
import type { PeerConfig } from '../configuration/configuration-types.js';
import { requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { StoredSettings } from '../internal/stored-settings.js';
import { contextFrom, type WorkspaceContext } from '../internal/workspace-context.js';
import { Message } from '../message/message.js';
import { buildMessageInput, type MessageInput, type MessageOptions } from '../message/message-input.js';
import type { Session } from '../session/session.js';
import { idLike } from '../validation/id-like.js';
import { peerConfigSpec } from '../workspace/configuration-specs.js';
import type { Filters } from '../workspace/filters.js';
import { listOptionsSpec, listPage, normalizeListOptions, type ListOptions } from '../workspace/list-options.js';
import { sessionFromWire } from '../workspace/session-from-wire.js';
import { recallScopeSpec, recallScopeToWire, type RecallScopeInput } from '../workspace/recall-scope.js';
import { messageSearchSpec } from '../workspace/search-input.js';
import { PeerContext } from './peer-context.js';
import { registerPeerBuilder } from '../internal/peer-builder.js';

/** Options of {@link Peer.search}. */
export interface PeerSearchOptions extends CallOptions {
  /** Narrow the search; see the filter language. */
  filters?: Filters | undefined;
  /** Most results to return, 1..100 (the server defaults to 10). */
  limit?: number | undefined;
}

/** Options of {@link Peer.representation}: where to look, what to describe, and how to curate it. */
export interface PeerRepresentationOptions extends RepresentationOptions, RecallScopeInput, CallOptions {
  /** Describe `target` (an id or a `Peer`) from this peer's point of view, instead of this peer itself. */
  target?: IdLike | undefined;
}

/** Options of {@link Peer.context}. */
export interface PeerContextOptions extends RepresentationOptions, CallOptions {
  /** Get the context for `target` (an id or a `Peer`) from this peer's point of view. */
  target?: IdLike | undefined;
}

/** Options of {@link Peer.sessions}. */
export type PeerSessionsOptions = ListOptions;

/** Another peer, named by id or as a `Peer`, when given. */
const target: InputSpec<IdLike | undefined> = z.optional(idLike());

const targetInput = fields({ target });

const setCardInput = fields({ peerCard: list(text(0, Number.MAX_SAFE_INTEGER), 'a list of strings'), target });

const contextInput = fields({ ...representationOptionsShape, target } satisfies SpecShape<Omit<PeerContextOptions, CallOptionKey>>);

const representationInput = allOf(
  recallScopeSpec,
  fields({ ...representationOptionsShape, target } satisfies SpecShape<Omit<PeerRepresentationOptions, CallOptionKey | keyof RecallScopeInput>>),
);

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
      transform: (wire) => sessionFromWire(wire, context),
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
    checkInput(targetInput, { target }, 'Invalid peer.getCard() input');
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
    checkInput(setCardInput, { peerCard, target }, 'Invalid peer.setCard() input');
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
    checkInput(representationInput, options, 'Invalid peer.representation() options');
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
    checkInput(contextInput, options, 'Invalid peer.context() options');
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
    checkInput(targetInput, { target }, 'Invalid peer.conclusionsOf() input');
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

// session.ts lists a session's peers with this, without importing this module (see peer-builder.ts).
registerPeerBuilder(Peer.fromWire);

/** The id of a checked target. */
function targetId(target: IdLike | undefined): string | undefined {
  return target === undefined ? undefined : (resolveIdSafely(target) as string);
}
