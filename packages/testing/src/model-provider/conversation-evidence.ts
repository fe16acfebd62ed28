import { contentText, type ChatMessage } from './chat-request.js';

/** What a conversation gives the stand-in model to answer from. */
export interface ConversationEvidence {
  /** The text of the last user message (the whole prompt when there is no user message). */
  readonly question: string;
  /** Non-empty lines to answer from, in order: tool results first, then the material of the prompt. */
  readonly lines: readonly string[];
  /** The results of the tool calls made since the last user message. */
  readonly toolResults: readonly string[];
}

/** A tagged block such as `<messages>...</messages>`; prompts put the material to work on inside one. */
const TAGGED_BLOCK = /<([A-Za-z][\w-]*)(?:\s[^>]*)?>([\s\S]*?)<\/\1>/g;

/**
 * Reads what to answer from out of a conversation, the same way every time:
 * the tool results since the last user message, and the last user message's
 * material. When that message wraps material in tagged blocks
 * (`<messages>...</messages>`), the last block is the material (prompts put
 * instructions and examples first and the input last); otherwise the whole
 * message is.
 */
export function conversationEvidence(messages: readonly ChatMessage[]): ConversationEvidence {
  let lastUser = -1;
  for (let index = messages.length - 1; index >= 0; index--) {
    if ((messages[index] as ChatMessage).role === 'user') {
      lastUser = index;
      break;
    }
  }
  const prompt = lastUser >= 0 ? contentText((messages[lastUser] as ChatMessage).content) : messages.map((message) => contentText(message.content)).join('\n');
  const toolResults = messages
    .slice(lastUser + 1)
    .filter((message) => message.role === 'tool' || message.role === 'function')
    .map((message) => contentText(message.content).trim())
    .filter((text) => text !== '');
  return { question: prompt.trim(), lines: [...toolResults.flatMap(linesOf), ...linesOf(materialOf(prompt))], toolResults };
}

function materialOf(prompt: string): string {
  let last: string | undefined;
  for (const match of prompt.matchAll(TAGGED_BLOCK)) {
    if ((match[2] ?? '').trim() !== '') last = match[2];
  }
  return last ?? prompt;
}

function linesOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Longest default answer, in characters: enough to carry the evidence, short enough to stay readable in logs. */
export const MAX_ANSWER_CHARS = 4000;

/**
 * The default text answer: the evidence lines joined by newlines (tool
 * results first), cut at {@link MAX_ANSWER_CHARS}. Never empty, so a caller
 * that treats empty content as a failure proceeds.
 */
export function defaultAnswer(evidence: ConversationEvidence): string {
  const text = evidence.lines.join('\n');
  if (text === '') return 'OK.';
  const chars = Array.from(text);
  return chars.length > MAX_ANSWER_CHARS ? chars.slice(0, MAX_ANSWER_CHARS).join('') : text;
}
