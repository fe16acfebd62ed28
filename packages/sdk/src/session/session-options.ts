import { allOf, fields, flag, type InputSpec, isPlainObject, required, select, type SpecShape, text, z } from '@honcho-ai/sdk-core';
import { givenWriteIdsSpec, type ExactlyOnceWrite, type WriteLookupError } from '../batching/index.js';
import { representationOptionsShape, type RepresentationOptions } from '../conclusions/representation-options.js';
import type { CallOptionKey, CallOptions } from '../internal/call-options.js';
import { resolveIdSafely, type IdLike } from '../internal/resolve-id.js';
import { messageInputSpec, type MessageInput } from '../message/message-input.js';
import { idLike } from '../validation/id-like.js';
import { metadataSpec } from '../validation/metadata.js';
import { sessionPeerConfigSpec } from '../workspace/configuration-specs.js';
import type { Filters } from '../workspace/filters.js';
import type { ListOptions } from '../workspace/list-options.js';
import { queueStatusFilterShape } from '../workspace/queue-status.js';
import type { Session } from './peer-and-session.js';
import { peerAdditionSpec, peerRemovalSpec } from './peer-addition.js';

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

// The rules of each Session method's input; an options object's rules are tied to its type with `satisfies`. Those that
// name the session (queueStatus here, context in context-options.ts) are built by each session on first use.
export const peersInput = fields({ peers: peerAdditionSpec });
export const peerRemovalInput = fields({ peers: peerRemovalSpec });
export const peerInput = fields({ peer: idLike });
export const peerConfigurationInput = fields({ peer: idLike, configuration: required(sessionPeerConfigSpec) });

const messageList = z.array(messageInputSpec);
const anything = z.unknown();
const writeIdsInput = fields({ messages: givenWriteIdsSpec });
export const addMessagesInput = allOf(
  fields({
    messages: select<MessageAddition>((messages) => (Array.isArray(messages) ? messageList : messageInputSpec)),
    options: fields({ exactlyOnce: z.optional(flag()) } satisfies SpecShape<Pick<AddMessagesOptions, 'exactlyOnce'>>),
  }),
  // Write ids matter to an exactly-once write only; `concurrency` is checked by writeInBatches.
  select((input) => (isPlainObject(input) && isPlainObject(input.options) && input.options.exactlyOnce === true ? writeIdsInput : anything)),
);

const messageIdSpec = text(1, Number.MAX_SAFE_INTEGER);
export const messageIdInput = fields({ messageId: messageIdSpec });
export const messageUpdateInput = fields({
  message: z.pipe(
    z.transform((message: unknown) => (typeof message === 'string' ? message : (message as { id?: unknown } | null)?.id)),
    messageIdSpec,
  ),
  metadata: required(metadataSpec),
});
export const cloneInput = fields({ messageId: z.optional(z.pipe(z.transform(resolveIdSafely), messageIdSpec)) });

export const sessionRepresentationInput = fields({
  peer: idLike,
  target: z.optional(idLike),
  ...representationOptionsShape,
} satisfies SpecShape<Omit<SessionRepresentationOptions, CallOptionKey> & { peer: IdLike }>);

/** The rules of `session.queueStatus()` options for session `sessionId`. */
export function sessionQueueStatusSpec(sessionId: string): InputSpec {
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