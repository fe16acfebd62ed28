import { turnKey } from '@honcho-ai/sdk/integrations';
import type { PromptMessageLike } from '../language-model/language-model-types.js';

/** What the middleware needs to know about a prompt. */
export interface PromptTurn {
  /**
   * True when the prompt does not end with a user message: a later step of a
   * tool loop (it ends with tool results) or a continuation of the
   * assistant's own message. Such a call belongs to the turn that started
   * with the last user message.
   */
  readonly isContinuation: boolean;
  /**
   * Identifies the turn: a hash of every user, assistant and tool message up
   * to and including the last user message. Every step of a tool loop has the
   * same one; so does a regenerate of the same conversation.
   */
  readonly fingerprint: string;
  /** The text of the last user message, if it has any text. */
  readonly userText: string | undefined;
  /** Messages (other than system ones) before the last user message. */
  readonly priorMessages: number;
  /** The text of every user and assistant message, to avoid repeating them from history. */
  readonly conversationTexts: readonly string[];
}

/** The text of a message: a system message's string, or its text parts joined. */
export function messageText(message: PromptMessageLike): string {
  if (typeof message.content === 'string') return message.content;
  return message.content
    .filter((part) => part.type === 'text' && typeof part.text === 'string')
    .map((part) => part.text as string)
    .join('\n');
}

/** Reads the turn structure of an AI SDK prompt. */
export function analyzePrompt(prompt: readonly PromptMessageLike[]): PromptTurn {
  const conversation = prompt.filter((message) => message.role !== 'system');
  let lastUser = -1;
  for (let index = conversation.length - 1; index >= 0; index -= 1) {
    if (conversation[index]?.role === 'user') {
      lastUser = index;
      break;
    }
  }
  const last = conversation.at(-1);
  const throughUser = lastUser === -1 ? [] : conversation.slice(0, lastUser + 1);
  const userMessage = lastUser === -1 ? undefined : conversation[lastUser];
  const userText = userMessage === undefined ? undefined : messageText(userMessage);
  return {
    isContinuation: last !== undefined && last.role !== 'user',
    fingerprint: turnKey(throughUser.map((message) => ({ role: message.role, text: messageText(message) }))),
    userText: userText === undefined || userText.trim() === '' ? undefined : userText,
    priorMessages: Math.max(lastUser, 0),
    conversationTexts: conversation
      .filter((message) => message.role === 'user' || message.role === 'assistant')
      .map(messageText)
      .filter((text) => text.trim() !== ''),
  };
}
