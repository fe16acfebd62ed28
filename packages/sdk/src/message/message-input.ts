import { checkInput, describeValue, fields, honchoId, select, text, z, type InputSpec, type SpecShape } from '@honcho-ai/sdk-core';
import type { MessageConfiguration } from '../configuration/configuration-types.js';
import { LIMITS } from '../validation/limits.js';
import { metadataSpec } from '../validation/metadata.js';
import { messageConfigSpec } from '../workspace/configuration-specs.js';
import { validDateSpec } from '../validation/valid-date.js';

/**
 * A message to store, as `peer.message()` builds it and
 * `session.addMessages()` takes it. The same shape as in `@honcho-ai/sdk` 2.5.
 *
 * @example
 * ```ts
 * const input: MessageInput = { peerId: 'alice', content: 'Hi!', metadata: { channel: 'web' } };
 * await session.addMessages([input, bob.message('Hello, Alice')]);
 * ```
 */
export interface MessageInput {
  /** The peer who sent it. */
  peerId: string;
  /** The text: up to 25,000 characters, empty allowed, whitespace-only not. */
  content: string;
  /** Metadata to attach: at most 100 top-level keys, 5 levels deep. */
  metadata?: Record<string, unknown> | undefined;
  /** Per-message settings (reasoning). */
  configuration?: MessageConfiguration | null | undefined;
  /** When it was sent (ISO 8601), for importing history; the server uses the current time otherwise. */
  createdAt?: string | undefined;
}

/** Options of {@link Peer.message}. */
export interface MessageOptions {
  metadata?: Record<string, unknown> | undefined;
  configuration?: MessageConfiguration | null | undefined;
  /** A `Date` or an ISO 8601 string. */
  createdAt?: string | Date | undefined;
}

/** Message content: at most 25,000 characters, empty allowed, whitespace-only not. */
const messageContentSpec: InputSpec<string> = text(0, LIMITS.messageContentMaxLength).check(
  z.refine((value: string) => value === '' || value.trim() !== '', { error: 'must not be only whitespace', abort: true }),
);

const isoDateTime: InputSpec<string> = z.string({ error: (issue) => `must be an ISO 8601 string or a Date, got ${describeValue(issue.input)}` }).check(
  z.refine((value: string) => !Number.isNaN(Date.parse(value)), { error: (issue) => `must be an ISO 8601 date-time, got ${describeValue(issue.input)}`, abort: true }),
);

/** A timestamp as a message carries it: an ISO 8601 string, or `null` or nothing for the server's time. */
const storedTimestampSpec: InputSpec<string | null | undefined> = z.optional(z.nullable(isoDateTime));

/** A timestamp as `peer.message()` and uploads take it: a valid `Date` or an ISO 8601 string. @internal */
export const timestampSpec: InputSpec<string | Date | undefined> = select((value) => (value instanceof Date ? validDateSpec : storedTimestampSpec));

/** A checked {@link timestampSpec} value as the ISO string the server takes. @internal */
export function isoTimestamp(value: string | Date | null | undefined): string | undefined {
  return value instanceof Date ? value.toISOString() : (value ?? undefined);
}

/** The rules of one message as `session.addMessages()` takes it, whose `createdAt` may also be `null` (as 2.5 accepted). */
const messageInputShape = {
  peerId: honchoId(),
  content: messageContentSpec,
  metadata: metadataSpec,
  configuration: messageConfigSpec,
  createdAt: storedTimestampSpec,
} satisfies SpecShape<Omit<MessageInput, 'createdAt'> & { createdAt?: string | null | undefined }>;

/** One message to store. @internal */
export const messageInputSpec = fields(messageInputShape, 'a message object');

/** What `peer.message()` checks, in the order it reports problems. */
const builtMessageSpec = fields({
  createdAt: timestampSpec,
  peerId: messageInputShape.peerId,
  content: messageInputShape.content,
  metadata: messageInputShape.metadata,
  configuration: messageInputShape.configuration,
} satisfies SpecShape<MessageOptions & Pick<MessageInput, 'peerId' | 'content'>>);

/**
 * Builds a validated {@link MessageInput} for `peerId`. Throws before
 * anything is sent, so a bad message never reaches `addMessages`.
 *
 * @internal
 */
export function buildMessageInput(peerId: string, content: string, options: MessageOptions = {}): MessageInput {
  checkInput(builtMessageSpec, { ...options, peerId, content }, 'Invalid message');
  const input: MessageInput = { peerId, content };
  if (options.metadata !== undefined) input.metadata = options.metadata;
  if (options.configuration !== undefined) input.configuration = options.configuration;
  const createdAt = isoTimestamp(options.createdAt);
  if (createdAt !== undefined) input.createdAt = createdAt;
  return input;
}
