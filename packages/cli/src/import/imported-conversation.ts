import { HonchoError } from '@honcho-ai/sdk';

/** One message of an exported conversation, as the import reads it. */
export interface ImportedMessage {
  /** Who said it: the user, or the assistant the export was made with. */
  readonly role: 'user' | 'assistant';
  /** The peer who said it, for histories of named peers (JSONL `peerId`); else the import's user or assistant. */
  readonly peerId?: string | undefined;
  /** The message's text. */
  readonly content: string;
  /** When it was sent (ISO 8601), when the export says. */
  readonly createdAt?: string | undefined;
  /** The export's own id of the message, or its position: stable across reruns of the same file. */
  readonly sourceId: string;
}

/** One conversation of an export, its messages in order (the current branch, for exports that keep several). */
export interface ImportedConversation {
  /** The export's id of the conversation. */
  readonly sourceId: string;
  /** Its title, when the export has one. */
  readonly title?: string | undefined;
  readonly messages: readonly ImportedMessage[];
  /** Messages left out, with why (system prompts, tool output, hidden or empty messages). */
  readonly skipped: number;
}

/** Where in an import's input a problem is. */
export interface ImportInputLocation {
  /** The file read. */
  readonly file: string;
  /** The conversation (its id, or its position when it has none); for JSONL, the line. */
  readonly conversation?: string | undefined;
  /** The field, as a path in the conversation (`mapping.ab12.message.author.role`). */
  readonly field: string;
}

/**
 * An export that cannot be imported as it is: names the file, the
 * conversation and the field, and what was expected there. Nothing has been
 * written when it is thrown.
 */
export class ImportInputError extends HonchoError {
  static override readonly kind: string = 'ImportInputError';
  readonly file: string;
  readonly conversation: string | undefined;
  readonly field: string;

  constructor(location: ImportInputLocation, problem: string) {
    const where = location.conversation === undefined ? '' : `, conversation ${location.conversation}`;
    super(`${location.file}${where}: ${location.field}: ${problem}`, 0, { code: 'import_input_invalid' });
    this.file = location.file;
    this.conversation = location.conversation;
    this.field = location.field;
  }
}

/** A plain JSON object, or `undefined`. */
export function objectOrUndefined(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
}

/** Seconds since the epoch (ChatGPT) or an ISO string (Claude) as ISO 8601; `undefined` when absent. */
export function isoTime(value: unknown, at: ImportInputLocation): string | undefined {
  if (value === undefined || value === null) return undefined;
  const date = typeof value === 'number' ? new Date(value * 1000) : typeof value === 'string' ? new Date(value) : undefined;
  if (date === undefined || Number.isNaN(date.getTime())) throw new ImportInputError(at, `must be a time (seconds since 1970 or an ISO 8601 string), got ${JSON.stringify(value)}`);
  return date.toISOString();
}
