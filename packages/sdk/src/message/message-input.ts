import type { InputIssue } from '@honcho-ai/sdk-core';
import type { MessageConfiguration } from '../configuration/configuration-types.js';
import { describe, idIssues, InputIssues, metadataIssues } from '../validation/input-issues.js';
import { LIMITS } from '../validation/limits.js';
import { messageConfigIssues } from '../workspace/configuration-issues.js';

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

/** Problems with message content: a string of at most 25,000 characters that is empty or has non-whitespace in it. @internal */
export function messageContentIssues(value: unknown, path: string): InputIssue[] {
  if (typeof value !== 'string') return [{ path, message: `must be a string, got ${describe(value)}` }];
  if (value.length > LIMITS.messageContentMaxLength) {
    return [{ path, message: `must be at most ${LIMITS.messageContentMaxLength} characters (got ${value.length})` }];
  }
  if (value !== '' && value.trim() === '') return [{ path, message: 'must not be only whitespace' }];
  return [];
}

/** Problems with a timestamp given as an ISO 8601 string (or `null`/`undefined`). @internal */
export function timestampIssues(value: unknown, path: string): InputIssue[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'string') return [{ path, message: `must be an ISO 8601 string or a Date, got ${describe(value)}` }];
  if (Number.isNaN(Date.parse(value))) return [{ path, message: `must be an ISO 8601 date-time, got ${describe(value)}` }];
  return [];
}

/**
 * A timestamp given as a `Date` or an ISO 8601 string, as the ISO string the
 * server takes; problems are recorded in `issues` under `path`.
 *
 * @internal
 */
export function normalizeTimestamp(value: unknown, path: string, issues: InputIssues): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) {
      issues.add(path, 'must be a valid Date (got Invalid Date)');
      return value;
    }
    return value.toISOString();
  }
  issues.addAll(timestampIssues(value, path));
  return value;
}

/**
 * Every problem with one message input, each path under `path` (e.g.
 * `messages[3]`), so a batch can report all its bad messages at once.
 *
 * @internal
 */
export function messageInputIssues(input: unknown, path: string): InputIssue[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return [{ path, message: `must be a message object, got ${describe(input)}` }];
  }
  const message = input as Partial<Record<keyof MessageInput, unknown>>;
  // Most messages are plain text from a valid sender: checked without building a path per field.
  if (message.metadata === undefined && message.configuration == null && plainlyValid(message.peerId, message.content, message.createdAt)) return [];
  const at = (field: string): string => (path === '' ? field : `${path}.${field}`);
  return [
    ...idIssues(message.peerId, at('peerId')),
    ...messageContentIssues(message.content, at('content')),
    ...metadataIssues(message.metadata, at('metadata')),
    ...messageConfigIssues(message.configuration, at('configuration')),
    ...timestampIssues(message.createdAt, at('createdAt')),
  ];
}

/**
 * True when every check of {@link messageInputIssues} passes for a message
 * without metadata or configuration (the common one), by the same checkers
 * under an empty path: no path strings or merged arrays per message. False
 * means "look closer": the full check runs and names the problems.
 */
function plainlyValid(peerId: unknown, content: unknown, createdAt: unknown): boolean {
  return idIssues(peerId, '').length === 0 && messageContentIssues(content, '').length === 0 && timestampIssues(createdAt, '').length === 0;
}

/**
 * Builds a validated {@link MessageInput} for `peerId`. Throws before
 * anything is sent, so a bad message never reaches `addMessages`.
 *
 * @internal
 */
export function buildMessageInput(peerId: string, content: string, options: MessageOptions = {}): MessageInput {
  if (options.metadata === undefined && options.configuration === undefined && options.createdAt === undefined && plainlyValid(peerId, content, undefined)) {
    // What the checks below would build for a plain message, without their arrays.
    return { peerId, content };
  }
  const issues = new InputIssues();
  const createdAt = normalizeTimestamp(options.createdAt, 'createdAt', issues);
  issues
    .addAll(idIssues(peerId, 'peerId'))
    .addAll(messageContentIssues(content, 'content'))
    .addAll(metadataIssues(options.metadata, 'metadata'))
    .addAll(messageConfigIssues(options.configuration, 'configuration'))
    .throwIfAny('Invalid message');
  const input: MessageInput = { peerId, content };
  if (options.metadata !== undefined) input.metadata = options.metadata;
  if (options.configuration !== undefined) input.configuration = options.configuration;
  if (typeof createdAt === 'string') input.createdAt = createdAt;
  return input;
}
