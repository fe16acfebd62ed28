import { APIUserAbortError, type Honcho, type Peer, type QueueStatus, type ScheduleDreamOptions, type WebhookEndpoint } from '@honcho-ai/sdk';
import { allOf, checkInput, describeValue, fields, flag, honchoId, integer, isPlainObject, rule, z } from '@honcho-ai/sdk-core';
import { untilAborted } from './abortable.js';
import { clientFromFactoryOptions, factoryOptionsSpec } from './factory-options.js';
import type { HonchoClientSource } from './honcho-client-source.js';
import { callInput, callOptionsShape, callSpec, dateSpec, httpUrlSpec, textListSpec, textSpec } from './experimental-specs.js';
import type { ExperimentalProviderOptions } from './provider-options.js';
import { recentConclusions, type RecentConclusion } from './recent-conclusions.js';
import { DEFAULT_REFLECTION_CONCURRENCY, DEFAULT_REFLECTION_QUERIES, reflectionReport, reflectOn, type ReflectionReport } from './reflection.js';
import { waitForQueue } from './wait-for-queue.js';

/** A kind of dream: `'omni'` consolidates and derives new conclusions; `'card_refresh'` rebuilds the peer card. */
export type DreamType = NonNullable<ScheduleDreamOptions['dreamType']>;

/** Every dream type the server runs: `'omni'` consolidates and derives new conclusions; `'card_refresh'` rebuilds the peer card. */
export const DREAM_TYPES: readonly DreamType[] = ['omni', 'card_refresh'];
/** Default pause between two queue-status polls of `waitForCompletion()`. */
export const DEFAULT_POLL_INTERVAL_MS = 2_000;
/** Default time `waitForCompletion()` waits before giving up. */
export const DEFAULT_WAIT_TIMEOUT_MS = 120_000;
/** Default number of conclusions `getRecentConclusions()` returns. */
export const DEFAULT_RECENT_CONCLUSIONS_LIMIT = 50;

const MAX_QUERY_LENGTH = 10_000;
const MAX_QUERIES = 50;
const MAX_RECENT_CONCLUSIONS = 1_000;
const MIN_POLL_INTERVAL_MS = 10;
const MAX_WAIT_MS = 24 * 60 * 60 * 1_000;

/** Cancellation and a time limit, for any call of a {@link DreamingAgent}. */
export interface DreamingCallOptions {
  /** Cancels the call. */
  signal?: AbortSignal | undefined;
  /** Milliseconds each request may take (the client's default otherwise). */
  timeout?: number | undefined;
}

/** Options of {@link createDreamingAgent}. */
export interface DreamingAgentOptions {
  /**
   * The Honcho client: a `Honcho` from `@honcho-ai/sdk`, or the result of
   * `createHoncho()`. Optional: without it, a client is built from the
   * environment as `createHoncho()` builds one (`HONCHO_API_KEY`,
   * `HONCHO_URL`, and `HONCHO_WORKSPACE_ID`, which must then be set).
   */
  client?: HonchoClientSource | undefined;
  /**
   * What Honcho's own AI SDK plugin takes instead of `client`: options to
   * build the client from (`{ workspaceId, apiKey, baseURL, ... }`, the rest
   * from the environment), or a client source as `client` takes one. Give
   * `client` or `provider`, not both. See {@link ExperimentalProviderOptions}.
   */
  provider?: ExperimentalProviderOptions | HonchoClientSource | undefined;
  /** The peer whose memory dreams work on (typically the assistant). */
  observerPeerId: string;
  /** The peer that memory is about (typically the user); defaults to `observerPeerId` (self-reflection). */
  observedPeerId?: string | undefined;
  /** The session dreams are limited to. */
  sessionId: string;
  /**
   * A webhook for the workspace's events (dream completions among them):
   * registered before the agent's first dream is scheduled (once; a URL
   * already registered is reused), and where `registerWebhook()` registers
   * when called without a URL.
   */
  webhookUrl?: string | URL | undefined;
  /** The questions `reflect()` asks by default (default {@link DEFAULT_REFLECTION_QUERIES}). */
  reflectionQueries?: readonly string[] | undefined;
  /** Reflection questions asked at once, 1..16 (default 3). */
  reflectionConcurrency?: number | undefined;
}

/** Options of {@link DreamingAgent.dream}. */
export interface DreamOptions extends DreamingCallOptions {
  /** The dream to run (default `'omni'`); see {@link DREAM_TYPES}. */
  type?: DreamType | undefined;
  /** With `'card_refresh'`, rebuild the card from the conclusions alone, ignoring the old card. */
  rebuild?: boolean | undefined;
}

/** A dream the agent scheduled. */
export interface ScheduledDream {
  readonly type: DreamType;
  readonly observerPeerId: string;
  readonly observedPeerId: string;
  readonly sessionId: string;
  /** When it was sent to the server (on this machine's clock). */
  readonly scheduledAt: Date;
}

/**
 * The queue status of an agent's work, as {@link DreamingAgent.getStatus}
 * reports it: the short names Honcho's own AI SDK plugin documents
 * (`pending`, `inProgress`, `completed`, `total`, `isActive`) beside the
 * SDK's `QueueStatus` fields they come from.
 */
export interface DreamStatus extends QueueStatus {
  /** Work units not started (`pendingWorkUnits`). */
  readonly pending: number;
  /** Work units running (`inProgressWorkUnits`). */
  readonly inProgress: number;
  /** Work units done (`completedWorkUnits`). */
  readonly completed: number;
  /** Every work unit counted (`totalWorkUnits`). */
  readonly total: number;
  /** Whether anything is pending or in progress: `false` once the queue has drained. */
  readonly isActive: boolean;
}

/** Options of {@link DreamingAgent.waitForCompletion}. */
export interface WaitForCompletionOptions {
  /** Pause between two polls, 10 ms..24 h (default 2,000). */
  pollIntervalMs?: number | undefined;
  /** Give up after this long, 1 ms..24 h (default 120,000), with a `DreamWaitTimeoutError`. */
  timeoutMs?: number | undefined;
  /** Stops waiting at once, with `APIUserAbortError`. */
  signal?: AbortSignal | undefined;
}

/** Options of {@link DreamingAgent.reflect}. */
export interface ReflectOptions extends DreamingCallOptions {
  /** Questions asked at once, 1..16; defaults to the agent's `reflectionConcurrency`. */
  concurrency?: number | undefined;
}

/** Options of {@link DreamingAgent.fullCycle}. */
export interface FullCycleOptions extends WaitForCompletionOptions {
  /** The dream to run (default `'omni'`). */
  type?: DreamType | undefined;
  /** The questions to reflect with afterwards; defaults to the agent's. */
  queries?: readonly string[] | undefined;
}

/**
 * What {@link DreamingAgent.fullCycle} did: the reflection's results, as an
 * array of `{ query, insight, ... }` (the shape Honcho's own AI SDK plugin
 * documents), with the dream, the drained status and the new conclusions
 * beside.
 */
export interface FullCycleResult extends ReflectionReport {
  readonly dream: ScheduledDream;
  /** The queue status once it drained. */
  readonly status: DreamStatus;
  /** The reflection's report (the same results as this array). */
  readonly reflection: ReflectionReport;
  /** The conclusions created since the dream was scheduled, newest first. */
  readonly newConclusions: readonly RecentConclusion[];
}

/** Options of {@link DreamingAgent.getRecentConclusions}. */
export interface RecentConclusionsOptions extends DreamingCallOptions {
  /** Only conclusions created at or after this time. */
  since?: Date | string | undefined;
  /** Most conclusions to return, 1..1,000 (default 50). Pages are fetched until it is reached. */
  limit?: number | undefined;
}

/**
 * Drives Honcho's dreaming for one observer/observed pair: schedule dreams,
 * wait for the queue to drain, then ask what was learnt. Made by
 * {@link createDreamingAgent}. **Experimental**: the API may change in a minor release.
 */
export interface DreamingAgent {
  /** The Honcho client the agent calls through. */
  readonly client: Honcho;
  /** The workspace the agent works in. */
  readonly workspaceId: string;
  readonly observerPeerId: string;
  readonly observedPeerId: string;
  readonly sessionId: string;
  /**
   * Schedules a dream now (skipping the server's thresholds and cool-downs).
   * Resolves once the server accepted it; the dream itself runs in the
   * background. The first one registers the agent's `webhookUrl`, if any.
   */
  dream(options?: DreamOptions): Promise<ScheduledDream>;
  /**
   * The queue of work that changes what the observer knows of the observed
   * peer: the observer's dreams, dreams about the observed peer, and the
   * reasoning about the observed peer's messages. Not narrowed to the
   * session: the server queues dreams under no session, so a session-narrowed
   * status never sees them.
   */
  getStatus(options?: DreamingCallOptions): Promise<DreamStatus>;
  /**
   * Polls {@link DreamingAgent.getStatus} until nothing is pending or in
   * progress, and resolves to that status. Rejects with `DreamWaitTimeoutError`
   * after `timeoutMs`, or `APIUserAbortError` as soon as `signal` aborts.
   */
  waitForCompletion(options?: WaitForCompletionOptions): Promise<DreamStatus>;
  /**
   * The plugin's positional form: `waitForCompletion(pollIntervalMs, timeoutMs)`,
   * with this package's defaults (2 s, 2 min) for what is left out.
   */
  waitForCompletion(pollIntervalMs?: number, timeoutMs?: number): Promise<DreamStatus>;
  /**
   * Asks the observer each query about the observed peer (a dialectic chat
   * each), a few at a time. Resolves to an array of `{ query, insight, ... }`,
   * one per query in order. Never rejects for a failed query: its `ok` is
   * `false`, its `insight` `''`, and it is listed in `failures` too. An
   * aborted `signal` rejects the whole call with `APIUserAbortError`.
   */
  reflect(queries?: readonly string[], options?: ReflectOptions): Promise<ReflectionReport>;
  /** Dream, wait for the queue to drain, reflect, and collect the conclusions created meanwhile. */
  fullCycle(options?: FullCycleOptions): Promise<FullCycleResult>;
  /** One question to the observer about the observed peer; `''` when Honcho had nothing to say. */
  ask(query: string, options?: DreamingCallOptions): Promise<string>;
  /**
   * Registers a webhook for the workspace's events (the agent's `webhookUrl`
   * when `url` is omitted). Registering a URL already registered returns the
   * existing endpoint instead of adding a second.
   */
  registerWebhook(url?: string | URL, options?: DreamingCallOptions): Promise<WebhookEndpoint>;
  /**
   * The observer's conclusions about the observed peer, newest first, across
   * as many pages as needed. Each also carries `created_at` (the same as
   * `createdAt`), as the plugin returns it.
   */
  getRecentConclusions(options?: RecentConclusionsOptions): Promise<RecentConclusion[]>;
  /** The plugin's positional form: `getRecentConclusions(since, limit)`. */
  getRecentConclusions(since?: Date | string, limit?: number): Promise<RecentConclusion[]>;
}

const queries = z.optional(textListSpec(MAX_QUERY_LENGTH, { maxItems: MAX_QUERIES, allowEmpty: false }));
const concurrency = z.optional(integer(1, 16));
const dreamType = z.optional(
  z.custom<DreamType>((type) => DREAM_TYPES.includes(type as DreamType), { error: (issue) => `must be one of ${DREAM_TYPES.join(', ')}, got ${describeValue(issue.input)}`, abort: true }),
);
const waitShape = { pollIntervalMs: z.optional(integer(MIN_POLL_INTERVAL_MS, MAX_WAIT_MS)), timeoutMs: z.optional(integer(1, MAX_WAIT_MS)) };
const rebuildOnlyRefreshes = rule((options, path) =>
  isPlainObject(options) && options.rebuild === true && options.type !== 'card_refresh' ? [{ path: `${path}.rebuild`, message: "only applies to type 'card_refresh'" }] : [],
);

const AGENT_OPTIONS = factoryOptionsSpec('createDreamingAgent', {
  observerPeerId: honchoId(),
  observedPeerId: z.optional(honchoId()),
  sessionId: honchoId(),
  webhookUrl: z.optional(httpUrlSpec),
  reflectionQueries: queries,
  reflectionConcurrency: concurrency,
});

/** Each method's input: its options and its arguments, named at the top level. */
const SPECS = {
  plain: callSpec(),
  dream: allOf(callSpec({ type: dreamType, rebuild: z.optional(flag()), ...callOptionsShape }), rebuildOnlyRefreshes),
  // Waiting is bounded by `timeoutMs`; a per-request `timeout` would be silently ignored there.
  wait: callSpec({ ...waitShape, signal: callOptionsShape.signal }),
  reflect: callSpec({ concurrency, ...callOptionsShape }, { queries }),
  fullCycle: callSpec({ ...waitShape, signal: callOptionsShape.signal, type: dreamType, queries }),
  ask: callSpec(callOptionsShape, { query: textSpec(MAX_QUERY_LENGTH) }),
  registerWebhook: callSpec(callOptionsShape, {
    url: z.pipe(z.custom((url) => url !== undefined, { error: 'is required when the agent has no webhookUrl', abort: true }), httpUrlSpec),
  }),
  recent: callSpec({ since: z.optional(dateSpec), limit: z.optional(integer(1, MAX_RECENT_CONCLUSIONS)), ...callOptionsShape }),
};

/**
 * Creates a {@link DreamingAgent}. **Experimental**: exported from
 * `@honcho-ai/ai-sdk/experimental`; the API may change in a minor release.
 *
 * @example
 * ```ts
 * import { createDreamingAgent } from '@honcho-ai/ai-sdk/experimental';
 *
 * const agent = createDreamingAgent({ client: honcho.client, observerPeerId: 'assistant', observedPeerId: 'user-123', sessionId: 'chat-456' });
 * const cycle = await agent.fullCycle({ timeoutMs: 60_000 });
 * for (const { query, insight } of cycle) console.log(query, insight);
 * console.log(cycle.failures, cycle.newConclusions);
 * ```
 *
 * Returns the agent itself, so `await createDreamingAgent(...)`, as Honcho's
 * own AI SDK plugin writes it, works too.
 * @throws `HonchoValidationError` naming each invalid option, before any request.
 */
export function createDreamingAgent(options: DreamingAgentOptions): DreamingAgent {
  const client = clientFromFactoryOptions(options, 'createDreamingAgent', AGENT_OPTIONS);
  return new HonchoDreamingAgent(client, options);
}

class HonchoDreamingAgent implements DreamingAgent {
  readonly observerPeerId: string;
  readonly observedPeerId: string;
  readonly sessionId: string;
  readonly #client: Honcho;
  readonly #webhookUrl: string | undefined;
  #webhook: Promise<WebhookEndpoint> | undefined;
  readonly #queries: readonly string[];
  readonly #concurrency: number;
  #observer: Promise<Peer> | undefined;
  #observed: Promise<unknown> | undefined;

  constructor(client: Honcho, options: DreamingAgentOptions) {
    this.#client = client;
    this.observerPeerId = options.observerPeerId;
    this.observedPeerId = options.observedPeerId ?? options.observerPeerId;
    this.sessionId = options.sessionId;
    this.#webhookUrl = options.webhookUrl === undefined ? undefined : String(options.webhookUrl);
    this.#queries = [...(options.reflectionQueries ?? DEFAULT_REFLECTION_QUERIES)];
    this.#concurrency = options.reflectionConcurrency ?? DEFAULT_REFLECTION_CONCURRENCY;
  }

  // Getters, not fields: the client stays out of `JSON.stringify(agent)` and object spreads.
  get client(): Honcho {
    return this.#client;
  }

  get workspaceId(): string {
    return this.#client.workspaceId;
  }

  async dream(options: DreamOptions = {}): Promise<ScheduledDream> {
    checkInput(SPECS.dream, callInput(options), 'Invalid agent.dream() input');
    const type = options.type ?? 'omni';
    await this.#ensurePeers(options);
    await this.#ensureWebhook(options);
    // Taken before the request: nothing the dream concludes can be older.
    const scheduledAt = new Date();
    await this.#client.scheduleDream({
      observer: this.observerPeerId,
      observed: this.observedPeerId,
      session: this.sessionId,
      dreamType: type,
      ...(options.rebuild !== undefined && { rebuild: options.rebuild }),
      signal: options.signal,
      timeout: options.timeout,
    });
    return { type, observerPeerId: this.observerPeerId, observedPeerId: this.observedPeerId, sessionId: this.sessionId, scheduledAt };
  }

  async getStatus(options: DreamingCallOptions = {}): Promise<DreamStatus> {
    checkInput(SPECS.plain, callInput(options), 'Invalid agent.getStatus() input');
    // observer OR sender on the server: the observer's dreams (which carry no session) and the work about the observed peer.
    const status = await this.#client.queueStatus({ observer: this.observerPeerId, sender: this.observedPeerId, signal: options.signal, timeout: options.timeout });
    return dreamStatus(status);
  }

  waitForCompletion(options?: WaitForCompletionOptions): Promise<DreamStatus>;
  waitForCompletion(pollIntervalMs?: number, timeoutMs?: number): Promise<DreamStatus>;
  async waitForCompletion(first?: WaitForCompletionOptions | number, second?: number): Promise<DreamStatus> {
    const options = positionalWait(first, second);
    checkInput(SPECS.wait, callInput(options), 'Invalid agent.waitForCompletion() input');
    return waitForQueue((call) => this.getStatus({ signal: call.signal, timeout: call.timeout }), {
      pollIntervalMs: options.pollIntervalMs ?? DEFAULT_POLL_INTERVAL_MS,
      timeoutMs: options.timeoutMs ?? DEFAULT_WAIT_TIMEOUT_MS,
      signal: options.signal,
    });
  }

  async reflect(queries?: readonly string[], options: ReflectOptions = {}): Promise<ReflectionReport> {
    checkInput(SPECS.reflect, callInput(options, { queries }), 'Invalid agent.reflect() input');
    if (options.signal?.aborted === true) throw abortError(options.signal);
    const observer = await this.#ensurePeers(options);
    return reflectOn(observer, this.#target(), queries ?? this.#queries, {
      concurrency: options.concurrency ?? this.#concurrency,
      signal: options.signal,
      timeout: options.timeout,
      logger: this.#client.http.logger,
    });
  }

  async fullCycle(options: FullCycleOptions = {}): Promise<FullCycleResult> {
    checkInput(SPECS.fullCycle, callInput(options), 'Invalid agent.fullCycle() input');
    const dream = await this.dream({ ...(options.type !== undefined && { type: options.type }), signal: options.signal });
    const status = await this.waitForCompletion({ pollIntervalMs: options.pollIntervalMs, timeoutMs: options.timeoutMs, signal: options.signal });
    const reflection = await this.reflect(options.queries, { signal: options.signal });
    // Second-granular server clocks: look back one second so a conclusion made in the dream's first second counts.
    const since = new Date(dream.scheduledAt.getTime() - 1_000);
    const newConclusions = await this.getRecentConclusions({ since, limit: MAX_RECENT_CONCLUSIONS, signal: options.signal });
    return Object.assign(reflectionReport(reflection.results), { dream, status, reflection, newConclusions });
  }

  async ask(query: string, options: DreamingCallOptions = {}): Promise<string> {
    checkInput(SPECS.ask, callInput(options, { query }), 'Invalid agent.ask() input');
    const observer = await this.#ensurePeers(options);
    const target = this.#target();
    const answer = await observer.chat(query, { ...(target !== undefined && { target }), signal: options.signal, timeout: options.timeout });
    return answer ?? '';
  }

  async registerWebhook(url?: string | URL, options: DreamingCallOptions = {}): Promise<WebhookEndpoint> {
    const chosen = url ?? this.#webhookUrl;
    checkInput(SPECS.registerWebhook, callInput(options, { url: chosen }), 'Invalid agent.registerWebhook() input');
    const href = new URL(String(chosen)).href;
    const call = { signal: options.signal, timeout: options.timeout };
    for await (const endpoint of await this.#client.webhooks.list(call)) {
      if (sameUrl(endpoint.url, href)) return endpoint;
    }
    return this.#client.webhooks.create(href, call);
  }

  getRecentConclusions(options?: RecentConclusionsOptions): Promise<RecentConclusion[]>;
  getRecentConclusions(since?: Date | string, limit?: number): Promise<RecentConclusion[]>;
  async getRecentConclusions(first?: RecentConclusionsOptions | Date | string, second?: number): Promise<RecentConclusion[]> {
    const options = positionalRecent(first, second);
    checkInput(SPECS.recent, callInput(options), 'Invalid agent.getRecentConclusions() input');
    const observer = await this.#observerPeer(options);
    return recentConclusions(observer.conclusionsOf(this.observedPeerId), {
      since: options.since === undefined ? undefined : new Date(options.since),
      limit: options.limit ?? DEFAULT_RECENT_CONCLUSIONS_LIMIT,
      signal: options.signal,
      timeout: options.timeout,
    });
  }

  /**
   * The observer's `Peer`, created once and shared by every call (again after
   * a failure). Its creation is not tied to one caller's signal, which would
   * fail the others' calls; each caller stops waiting on its own signal instead.
   */
  #observerPeer(options: DreamingCallOptions): Promise<Peer> {
    this.#observer ??= once(
      () => this.#client.peer(this.observerPeerId),
      (failed) => {
        if (this.#observer === failed) this.#observer = undefined;
      },
    );
    return untilAborted(this.#observer, options.signal, () => abortError(options.signal));
  }

  /**
   * Both peers exist before a dream is scheduled or a question asked: the
   * server refuses a dream for an unknown observer, and a chat about an
   * unknown target is a 404. Each is created once per agent (again after a
   * failure), as the observer is.
   */
  async #ensurePeers(options: DreamingCallOptions): Promise<Peer> {
    const observer = await this.#observerPeer(options);
    if (this.observedPeerId !== this.observerPeerId) {
      this.#observed ??= once(
        () => this.#client.peer(this.observedPeerId),
        (failed) => {
          if (this.#observed === failed) this.#observed = undefined;
        },
      );
      await untilAborted(this.#observed, options.signal, () => abortError(options.signal));
    }
    return observer;
  }

  /**
   * The agent's `webhookUrl` is registered before its first dream, so the
   * dream's completion event reaches it. Once per agent (again after a
   * failure, which fails that dream rather than passing unnoticed).
   */
  async #ensureWebhook(options: DreamingCallOptions): Promise<void> {
    const url = this.#webhookUrl;
    if (url === undefined) return;
    this.#webhook ??= once(
      () => this.registerWebhook(url, { timeout: options.timeout }),
      (failed) => {
        if (this.#webhook === failed) this.#webhook = undefined;
      },
    );
    await untilAborted(this.#webhook, options.signal, () => abortError(options.signal));
  }

  #target(): string | undefined {
    return this.observedPeerId === this.observerPeerId ? undefined : this.observedPeerId;
  }
}

/** Starts `create`; `forget` gets the promise back if it fails, so the caller can drop it and try again next time. */
function once<T>(create: () => Promise<T>, forget: (failed: Promise<T>) => void): Promise<T> {
  const created = create();
  created.catch(() => forget(created));
  return created;
}

function dreamStatus(status: QueueStatus): DreamStatus {
  return {
    ...status,
    pending: status.pendingWorkUnits,
    inProgress: status.inProgressWorkUnits,
    completed: status.completedWorkUnits,
    total: status.totalWorkUnits,
    isActive: status.pendingWorkUnits > 0 || status.inProgressWorkUnits > 0,
  };
}

// The options form: `first` is the options object, and nothing comes after it.
const insideOptions = z.optional(z.custom(() => false, { error: 'give it inside the options object when the first argument is one', abort: true }));
const WAIT_ARGUMENTS = fields({
  pollIntervalMs: z.optional(
    z.custom((first) => isPlainObject(first), { error: (issue) => `must be a number of milliseconds or an options object, got ${describeValue(issue.input)}`, abort: true }),
  ),
  timeoutMs: insideOptions,
});
const RECENT_ARGUMENTS = fields({ limit: insideOptions });

/** `waitForCompletion(options)` or the plugin's `waitForCompletion(pollIntervalMs, timeoutMs)`, as options. */
function positionalWait(first: unknown, second: unknown): WaitForCompletionOptions {
  if (typeof first === 'number' || (first === undefined && second !== undefined)) {
    return { pollIntervalMs: first as number | undefined, timeoutMs: second as number | undefined };
  }
  checkInput(WAIT_ARGUMENTS, { pollIntervalMs: first, timeoutMs: second }, 'Invalid agent.waitForCompletion() input');
  return (first ?? {}) as WaitForCompletionOptions;
}

/** `getRecentConclusions(options)` or the plugin's `getRecentConclusions(since, limit)`, as options. */
function positionalRecent(first: unknown, second: unknown): RecentConclusionsOptions {
  if (first === undefined && second === undefined) return {};
  if (typeof first === 'string' || first instanceof Date || first === undefined) {
    return { since: first as Date | string | undefined, limit: second as number | undefined };
  }
  checkInput(RECENT_ARGUMENTS, { limit: second }, 'Invalid agent.getRecentConclusions() input');
  return first as RecentConclusionsOptions;
}

function abortError(signal: AbortSignal | undefined): APIUserAbortError {
  return new APIUserAbortError('Request was aborted', { cause: signal?.reason });
}

function sameUrl(registered: string, wanted: string): boolean {
  try {
    return new URL(registered).href === wanted;
  } catch {
    return registered === wanted;
  }
}
