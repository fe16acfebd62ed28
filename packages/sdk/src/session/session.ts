import type {
  MessageCreate,
  MessageResponse,
  PeerResponse,
  QueueStatus as WireQueueStatus,
  RepresentationResponse,
  SessionPeerConfig as WireSessionPeerConfig,
  SessionContext as WireSessionContext,
  SessionResponse,
  SessionSummaries as WireSessionSummaries,
} from '@honcho-ai/api-types';
import { allOf, APITimeoutError, APIUserAbortError, buildPath, checkInput, fields, flag, type HttpClient, type InputSpec, isPlainObject, NotFoundError, Page, type PageResponse, type PathParams, required, select, type SpecShape, text, z } from '@honcho-ai/sdk-core';
import {
  BatchNotSent,
  BatchWriteError,
  givenWriteId,
  givenWriteIdsSpec,
  nothingSentError,
  reconcilingSender,
  WRITE_ID_METADATA_KEY,
  writeIdsFor,
  writeInBatches,
  type ExactlyOnceWrite,
  type SendBatch,
} from '../batching/index.js';
import { CallBudget } from '../internal/call-budget.js';
import {
  representationOptionsShape,
  representationOptionsToWire,
  type RepresentationOptions,
} from '../conclusions/representation-options.js';
import {
  messageConfigToWire,
  sessionPeerConfigFromWire,
  sessionPeerConfigToWire,
  workspaceConfigFromWire,
  workspaceConfigToWire,
} from '../configuration/configuration-mapping.js';
import type { SessionConfig, SessionPeerConfig } from '../configuration/configuration-types.js';
import { requestOptions, type CallOptionKey, type CallOptions } from '../internal/call-options.js';
import { resolveId, resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { ALREADY_DONE } from '../internal/ensure-once.js';
import { StoredSettings } from '../internal/stored-settings.js';
import { contextFrom, type WorkspaceContext } from '../internal/workspace-context.js';
import { Message } from '../message/message.js';
import { messageInputSpec, type MessageInput } from '../message/message-input.js';
import type { Peer } from '../peer/peer.js';
import { buildPeer } from '../internal/peer-builder.js';
import { idLike } from '../validation/id-like.js';
import { LIMITS } from '../validation/limits.js';
import { metadataSpec } from '../validation/metadata.js';
import { sessionConfigSpec, sessionPeerConfigSpec } from '../workspace/configuration-specs.js';
import type { Filters } from '../workspace/filters.js';
import { listOptionsSpec, listPage, normalizeListOptions, type ListOptions } from '../workspace/list-options.js';
import { queueStatusFilterShape, queueStatusFromWire, queueStatusToWire, type QueueStatus } from '../workspace/queue-status.js';
import { messageSearchSpec } from '../workspace/search-input.js';
import { contextOptionsSpec, contextOptionsToWire, type SessionContextOptions } from './context-options.js';
import { uploadFormData, uploadSpec, type UploadableFile, type UploadFileOptions } from './file-upload.js';
import { peerAdditionSpec, peerRemovalIds, peerRemovalSpec, peersToWire, type PeerAddition, type PeerRemoval } from './peer-addition.js';
import { runtimeContextBudget } from './runtime-context-budget.js';
import { SessionContext } from './session-context.js';
import { SessionSummaries } from './summary.js';

/**
 * A message as `session.addMessages()` takes it: a {@link MessageInput}
 * (what `peer.message()` builds), whose `createdAt` may also be `null`, as
 * 2.5 accepted.
 */
export type MessageAdditionItem = Omit<MessageInput, 'createdAt'> & { createdAt?: string | null | undefined };

/** One message or a list of them, as `session.addMessages()` takes them. */
export type MessageAddition = MessageAdditionItem | readonly MessageAdditionItem[];

/**
 * Options of {@link Session.addMessages}. `timeout` bounds the whole call,
 * every request included; `maxRetries` applies to each request (one per 100
 * messages); `signal` stops the whole call.
 */
export interface AddMessagesOptions extends CallOptions {
  /**
   * Batch requests in flight at once (1–16). Default 1: the server orders a
   * session's messages by arrival, so batches sent side by side could store
   * a later part of the conversation before an earlier one. Raise it for
   * bulk imports where that order does not matter.
   */
  concurrency?: number | undefined;
  /**
   * Write each message at most once, even when a request's answer is lost
   * after the server acted (a timeout, a reset connection, a 500 after the
   * commit). Each message carries a write id in its metadata
   * (`honcho_write_id`: yours when you set it, else one derived for this
   * call); after such a failure the SDK looks the batch's ids up and sends
   * only the missing messages. Messages whose ids you gave are also looked up
   * before sending, so rerunning an import adds nothing twice. The call then
   * resolves to an {@link ExactlyOnceWrite} saying which messages it sent
   * and which it found already written.
   *
   * A timeout can fire while the server is still writing; if the look-up runs
   * before that write lands, the message is sent again. Where the server
   * refuses the look-up, the batch is reported `unknown` with a
   * {@link WriteLookupError}: the SDK does not guess.
   */
  exactlyOnce?: boolean | undefined;
}

/** Options of {@link Session.messages}: filters, pagination and per-call options. */
export type SessionMessagesOptions = ListOptions;

/** Options of {@link Session.search}. */
export interface SessionSearchOptions extends CallOptions {
  /** Narrow the search; see the filter language. */
  filters?: Filters | undefined;
  /** Most results to return, 1..100 (the server defaults to 10). */
  limit?: number | undefined;
}

/** Options of {@link Session.queueStatus}. */
export interface SessionQueueStatusOptions extends CallOptions {
  /**
   * Only work naming this observer. The server names an observer on dreams
   * only, and queues dreams under no session, so within a session this counts
   * nothing; use `honcho.queueStatus({ observer })` to follow a dream.
   */
  observer?: IdLike | undefined;
  /** Only work on messages this peer sent (or, with `observer`, work matching either). */
  sender?: IdLike | undefined;
  /** Accepted for 2.5 compatibility; must be this session when given. */
  session?: IdLike | undefined;
}

/** Options of {@link Session.representation}. */
export interface SessionRepresentationOptions extends RepresentationOptions, CallOptions {
  /** Describe `target` from the peer's point of view, instead of the peer itself. */
  target?: IdLike | undefined;
}

/** A session's messages are created through one route, at most this many per request. */
const MESSAGES_PER_BATCH = LIMITS.messagesPerBatch;

// The rules of each method's input, built once; those that name the session are built per session (see #contextInput).
const peerId = idLike();
const peersInput = fields({ peers: peerAdditionSpec });
const peerRemovalInput = fields({ peers: peerRemovalSpec });
const peerInput = fields({ peer: peerId });
const peerConfigurationInput = fields({ peer: peerId, configuration: required(sessionPeerConfigSpec) });

const messageList = z.array(messageInputSpec);
const anything = z.unknown();
const writeIdsInput = fields({ messages: givenWriteIdsSpec });
const addMessagesInput = allOf(
  fields({
    messages: select<MessageAddition>((messages) => (Array.isArray(messages) ? messageList : messageInputSpec)),
    options: fields({ exactlyOnce: z.optional(flag()) } satisfies SpecShape<Pick<AddMessagesOptions, 'exactlyOnce'>>),
  }),
  // Write ids matter to an exactly-once write only; `concurrency` is checked by writeInBatches.
  select((input) => (isPlainObject(input) && isPlainObject(input.options) && input.options.exactlyOnce === true ? writeIdsInput : anything)),
);

const messageIdSpec = text(1, Number.MAX_SAFE_INTEGER);
const messageIdInput = fields({ messageId: messageIdSpec });
const messageUpdateInput = fields({
  message: z.pipe(
    z.transform((message: unknown) => (typeof message === 'string' ? message : (message as { id?: unknown } | null)?.id)),
    messageIdSpec,
  ),
  metadata: required(metadataSpec),
});
const cloneInput = fields({ messageId: z.optional(z.pipe(z.transform(resolveIdSafely), messageIdSpec)) });

const representationInput = fields({
  peer: peerId,
  target: z.optional(peerId),
  ...representationOptionsShape,
} satisfies SpecShape<Omit<SessionRepresentationOptions, CallOptionKey> & { peer: IdLike }>);

/** The rules of `session.queueStatus()` options for session `sessionId`. */
function sessionQueueStatusSpec(sessionId: string): InputSpec {
  const thisSession = z.custom<IdLike>((session) => resolveIdSafely(session) === sessionId, {
    error: `must be this session (${JSON.stringify(sessionId)}) when given; use honcho.queueStatus() for another`,
    abort: true,
  });
  return fields({
    observer: queueStatusFilterShape.observer,
    sender: queueStatusFilterShape.sender,
    session: z.optional(thisSession),
  } satisfies SpecShape<Omit<SessionQueueStatusOptions, CallOptionKey>>);
}

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
    const page = new Page<Peer, PeerResponse>(first, (wire) => buildPeer(wire, context), fetchPage, { signal: call.signal });
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
    checkInput(representationInput, { ...options, peer }, 'Invalid session.representation() input');
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
