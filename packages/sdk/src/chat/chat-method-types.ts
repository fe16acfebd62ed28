/**
 * The option and result types of `Peer.chat`, `Peer.chatStream`,
 * `Honcho.chat` and `Honcho.chatStream`.
 *
 * Wiring contract for the resource classes (read before wiring):
 *
 * ```ts
 * chat<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatResult<O>> {
 *   return executeChat(this.context, path, query, options) as Promise<ChatResult<O>>;
 * }
 * chatStream<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatStreamResult<O>> {
 *   return executeChatStream(this.context, path, query, options) as Promise<ChatStreamResult<O>>;
 * }
 * ```
 *
 * (`WorkspaceChatOptions` on `Honcho`.) One generic signature instead of 2.5's
 * four overloads: the result type is computed from the options literal, so
 * every 2.5 call shape keeps its 2.5 result type and the new branches
 * (`stream: true`, zod 3/4 and Standard Schema formats) are exact too.
 *
 * `Peer.chat` only: 2.5 also allowed an explicit type argument,
 * `peer.chat<Food>(q, { responseFormat: FoodSchema })`, which the generic
 * signature rejects (`Food` is not an options type). Two overloads after the
 * generic one keep it compiling; the compiler only reaches them when the
 * generic signature's constraint fails:
 *
 * ```ts
 * chat<const O extends PeerChatOptions = {}>(query: string, options?: O): Promise<ChatResult<O>>;
 * chat<T>(query: string, options: TypedChatOptions<T> & { includeEvidence: true }): Promise<ChatResponse<T>>;
 * chat<T>(query: string, options: TypedChatOptions<T> & { includeEvidence?: false }): Promise<T | null>;
 * chat(query: string, options?: PeerChatOptions): Promise<unknown> {
 *   return executeChat(this.context, path, query, options);
 * }
 * ```
 *
 * @module
 */
import type { DialecticResponse, ReasoningLevel as WireReasoningLevel } from '@honcho-ai/api-types';
import type { ResponseFormatInput, StandardSchemaV1, Zod3SchemaLike, Zod4SchemaLike } from '@honcho-ai/sdk-core';
import type { CallOptions } from '../internal/call-options.js';
import type { IdLike } from '../internal/resolve-id.js';
import type { DialecticStream } from './dialectic-stream.js';
import type { Evidence } from './evidence.js';

/**
 * How hard the dialectic thinks before answering. The server defaults to
 * `low`.
 */
export type ReasoningLevel = WireReasoningLevel;

/**
 * What a `reasoningLevel` option accepts: a {@link ReasoningLevel}, which
 * editors suggest, or any `string`, as 2.5 typed it, so a level read from
 * configuration compiles. A string that is not one of the five levels is
 * refused at run time with a `HonchoValidationError` naming `reasoningLevel`
 * and listing the levels, before any request.
 */
export type ReasoningLevelInput = ReasoningLevel | (string & {});

/**
 * An answer together with what it was built from: what `chat` resolves to
 * when `includeEvidence` is `true`.
 *
 * @example
 * ```ts
 * const { content, evidence } = await peer.chat('What do they like?', { includeEvidence: true });
 * for (const conclusion of evidence?.conclusions ?? []) console.log(conclusion.content);
 * ```
 */
export interface ChatResponse<TContent = string> {
  /** The answer (parsed when a validating schema was given); `null` when the dialectic had nothing to say. */
  content: TContent | null;
  /**
   * What the dialectic read and did while answering. Collated from the
   * agent's own reads, so it over-reports: a listed conclusion was read, which
   * is not proof the answer leaned on it.
   *
   * `null` means the server sent none: a server without evidence (server
   * 3.0.12 has none) answers `includeEvidence` with the content alone. The
   * client's logger says so at `warn`, once per client.
   */
  evidence: Evidence | null;
}

/** 2.5's name for the workspace chat wire answer, with {@link Evidence} as the SDK types it. */
export type WorkspaceChatResponse = Omit<DialecticResponse, 'evidence'> & { evidence?: Evidence | null };

/** Options shared by peer-level and workspace-level chat. */
export interface ChatOptionsBase extends CallOptions {
  /** Only consider what was said in this session (an id or a `Session`). Not combinable with `sessions`. */
  session?: IdLike;
  /**
   * Answer through a named scope's view (one scope, including the
   * higher-order conclusions reasoned inside it) or from the union of several
   * scopes' sessions (a list). Not combinable with `session` or `sessions`.
   */
  scope?: IdLike | IdLike[];
  /**
   * Only consider these sessions. Recall is limited to conclusions stated
   * directly in them (cross-session reasoning cannot be proven to stay inside
   * the list); use a named `scope` when you need that depth.
   */
  sessions?: IdLike[];
  /** How hard to think: `minimal`, `low` (the server's default), `medium`, `high` or `max`. Another string is refused before any request. */
  reasoningLevel?: ReasoningLevelInput;
  /**
   * Ask for a structured answer. A zod 3 or 4 schema or a Standard Schema
   * makes `chat` resolve to the parsed, validated value; a plain JSON Schema
   * object (root `type: "object"`) makes it resolve to the answer's JSON text,
   * as in 2.5. The schema is checked against the server's supported subset
   * before any request (`SchemaValidationError`).
   */
  responseFormat?: ResponseFormatInput;
  /**
   * Also return what the dialectic read while answering: `chat` resolves to a
   * {@link ChatResponse}; a stream fills in `evidence` when it finishes.
   */
  includeEvidence?: boolean;
  /** Stream the answer: `chat` resolves to the same {@link DialecticStream} `chatStream` returns. */
  stream?: boolean;
  /**
   * Streams only: keep the text as it arrives, so `finalText()` and friends
   * work after the stream has been iterated. Off by default, so iterating a
   * long stream holds no more than one chunk at a time.
   */
  keepText?: boolean;
  /**
   * Streams only: the longest wait, in milliseconds, for the next chunk once
   * the stream has started. When it passes, iteration fails with
   * `APITimeoutError` (its `partialText` holds the answer received so far) and
   * the response is cancelled. Every chunk that arrives starts the wait
   * again, and time your code spends between reads does not count.
   *
   * Defaults to the call's `timeout` (the client's, 60 s unless set), which
   * bounds the wait for the response headers. Pass `Infinity` to turn it off
   * and wait on a silent stream for as long as it stays open.
   */
  idleTimeoutMs?: number;
}

/** Options for `Peer.chat` and `Peer.chatStream`. */
export interface PeerChatOptions extends ChatOptionsBase {
  /**
   * Ask what this peer knows about `target` (an id or a `Peer`) rather than
   * about the peer itself.
   */
  target?: IdLike;
}

/** Options for `Honcho.chat` and `Honcho.chatStream` (workspace-wide questions). */
export type WorkspaceChatOptions = ChatOptionsBase;

/**
 * The type an answer comes back as for a response format `F`: the schema's
 * output for a zod 3, zod 4 or Standard Schema (validated), and `string` (the
 * JSON text, as 2.5) for a plain JSON Schema object or no format.
 */
export type ChatContent<F> = F extends null | undefined
  ? // First: with strictNullChecks off, a format typed `undefined` would match
    // every schema shape below.
    string
  : F extends { readonly _zod: { readonly output: infer Output } }
    ? Output
    : F extends { readonly _output: infer Output }
      ? Output
      : F extends StandardSchemaV1
        ? StandardSchemaV1.InferOutput<F>
        : string;

/** The answer type for a whole options object. */
export type ChatContentOf<O> = O extends { readonly responseFormat?: infer F } ? ChatContent<F> : string;

/** The `includeEvidence` flag of an options type, as written (`true`, `false`, `boolean` or absent). */
export type EvidenceFlag<O> = O extends { readonly includeEvidence?: infer E } ? E : undefined;
/** The `stream` flag of an options type, as written. */
export type StreamFlag<O> = O extends { readonly stream?: infer S } ? S : undefined;

/**
 * `Then` when the flag `F` is written `true`, `Else` for `false`, an absent
 * flag or `undefined`; both for `boolean` (it distributes).
 *
 * A bare `F extends true` is not enough: with `strictNullChecks` off,
 * `undefined` is assignable to `true`, so an absent flag (which
 * {@link StreamFlag} reads as `undefined`) would pick the `true` branch and
 * `chat(q, { target })` would be typed as a stream. `true extends F` holds for
 * `true` alone in both modes.
 */
export type IfTrue<F, Then, Else> = F extends true ? (true extends F ? Then : Else) : Else;

/** What a non-streaming chat resolves to for an `includeEvidence` flag `E` and content `C`. */
export type NonStreamResult<E, C> = IfTrue<E, ChatResponse<C>, C | null>;

/**
 * What `chat(query, options)` resolves to for an options object of type `O`:
 *
 * - `stream: true` — a {@link DialecticStream} of the answer type;
 * - `includeEvidence: true` — a {@link ChatResponse} of the answer type;
 * - otherwise the answer, or `null` when the dialectic had nothing to say.
 *
 * The answer type is {@link ChatContent}: parsed for a zod/Standard Schema,
 * `string` otherwise. A `boolean` flag gives the union of its branches.
 */
export type ChatResult<O> = ResultFor<StreamFlag<O>, EvidenceFlag<O>, ChatContentOf<O>>;

/** Distributes over `boolean` flags, so `stream: boolean` gives the union of both results. */
export type ResultFor<S, E, C> = IfTrue<S, DialecticStream<C>, NonStreamResult<E, C>>;

/**
 * 2.5's `ChatQuery`: a peer chat's input after checking, with ids resolved to
 * strings. Kept so code that named the type still compiles; the methods take
 * {@link PeerChatOptions}.
 */
export interface ChatQuery {
  query: string;
  target?: string | undefined;
  session?: string | undefined;
  scope?: string | string[] | undefined;
  sessions?: string[] | undefined;
  reasoningLevel?: ReasoningLevelInput | undefined;
  responseFormat?: ResponseFormatInput | Record<string, unknown> | undefined;
  includeEvidence?: boolean | undefined;
}

/** A response format that validates answers into `T`: a zod 4, zod 3 or Standard Schema. */
export type TypedResponseFormat<T> = Zod4SchemaLike<T> | Zod3SchemaLike<T> | StandardSchemaV1<unknown, T>;

/**
 * Peer chat options with a validating `responseFormat` whose output type is
 * given explicitly, for 2.5's `peer.chat<T>(query, { responseFormat })` form.
 */
export type TypedChatOptions<T> = Omit<PeerChatOptions, 'responseFormat' | 'includeEvidence' | 'stream'> & {
  responseFormat: TypedResponseFormat<T>;
  includeEvidence?: boolean;
};

/** What `chatStream(query, options)` resolves to: always a {@link DialecticStream} of the answer type. */
export type ChatStreamResult<O> = DialecticStream<ChatContentOf<O>>;
