import { WRITE_ID_METADATA_KEY, type MessageAdditionItem } from '@honcho-ai/sdk';
import { splitMessageContent } from '@honcho-ai/sdk/integrations';
import type { ImportedConversation } from './imported-conversation.js';

/** The export formats `honcho import` reads. */
export type ImportFormat = 'chatgpt' | 'claude' | 'jsonl';

/** Who the messages are from, in Honcho. */
export interface ImportPeers {
  /** The peer the export's user messages are written as. */
  readonly userId: string;
  /** The peer the export's assistant messages are written as. */
  readonly assistantId: string;
}

/** One session to write: its id, the conversation's title, and its messages, ready for `session.addMessages`. */
export interface PlannedSession {
  readonly sessionId: string;
  readonly title: string | undefined;
  readonly messages: readonly MessageAdditionItem[];
  /** Messages of the export left out (system prompts, tool output, hidden or empty ones). */
  readonly skipped: number;
}

/** What an import will write. */
export interface ImportPlan {
  readonly format: ImportFormat;
  readonly sessions: readonly PlannedSession[];
  /** Messages to write, after splitting. */
  readonly messages: number;
  /** Messages of the export left out. */
  readonly skipped: number;
  /** Export messages longer than the server takes, written as several messages. */
  readonly split: number;
}

const ID_ALPHABET = /[^A-Za-z0-9_-]+/g;
const MAX_SESSION_ID = 100;

/**
 * Turns exported conversations into sessions of messages. Each message keeps
 * its original time, and carries a write id made of the format, the
 * conversation's and the message's ids in the export, and its part, so a
 * rerun or a resume finds what an earlier run wrote and adds nothing twice.
 * A message longer than the server takes is split at a paragraph, line or
 * word boundary.
 */
export function planImport(format: ImportFormat, conversations: readonly ImportedConversation[], peers: ImportPeers): ImportPlan {
  let split = 0;
  let skipped = 0;
  const sessions = conversations.map((conversation): PlannedSession => {
    skipped += conversation.skipped;
    const messages: MessageAdditionItem[] = [];
    for (const message of conversation.messages) {
      const parts = splitMessageContent(message.content);
      if (parts.length > 1) split += 1;
      parts.forEach((content, part) => {
        messages.push({
          peerId: message.peerId ?? (message.role === 'user' ? peers.userId : peers.assistantId),
          content,
          createdAt: message.createdAt,
          metadata: { [WRITE_ID_METADATA_KEY]: `${format}:${conversation.sourceId}:${message.sourceId}:${part}`, imported_from: format },
        });
      });
    }
    return { sessionId: sessionIdOf(format, conversation.sourceId), title: conversation.title, messages, skipped: conversation.skipped };
  });
  return { format, sessions, messages: sessions.reduce((sum, session) => sum + session.messages.length, 0), skipped, split };
}

/** A Honcho session id for a conversation: JSONL's own, else the format and the export's id, in the id alphabet. */
function sessionIdOf(format: ImportFormat, sourceId: string): string {
  const id = format === 'jsonl' ? sourceId : `${format}-${sourceId}`;
  return id.replace(ID_ALPHABET, '-').slice(0, MAX_SESSION_ID);
}
