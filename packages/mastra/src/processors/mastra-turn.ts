import type { MemoryTurn } from '@honcho-ai/sdk';
import { turnKey } from '@honcho-ai/sdk/integrations';

/** The parts of a Mastra message this package reads (`MastraDBMessage`, structurally). */
export interface MastraMessageLike {
  readonly role: string;
  readonly content: { readonly parts?: readonly { readonly type: string; readonly text?: string }[]; readonly content?: unknown } | string;
}

/** A message's text: its text parts joined, or its plain content. */
export function messageText(message: MastraMessageLike): string {
  const { content } = message;
  if (typeof content === 'string') return content;
  const parts = (content.parts ?? []).filter((part) => part.type === 'text' && typeof part.text === 'string').map((part) => part.text as string);
  if (parts.length > 0) return parts.join('');
  return typeof content.content === 'string' ? content.content : '';
}

/**
 * The user turn of one `generate()` or `stream()` call, from the messages
 * the agent will send (history from Mastra memory included): keyed by a
 * hash of them up to the last user message, with that message's text as the
 * user's, and every text the model already sees, which the memory block
 * then does not repeat. Mastra runs input processors once per call, before
 * the tool loop, so a turn is never a continuation here.
 *
 * @internal
 */
export function mastraTurn(messages: readonly MastraMessageLike[]): MemoryTurn {
  let lastUser = -1;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    if (messages[index]!.role === 'user') {
      lastUser = index;
      break;
    }
  }
  const userText = lastUser === -1 ? '' : messageText(messages[lastUser]!);
  const promptTexts = messages.map(messageText).filter((text) => text.trim() !== '');
  return {
    key: turnKey(messages.slice(0, lastUser + 1).map((message) => ({ role: message.role, text: messageText(message) }))),
    userText: userText.trim() === '' ? undefined : userText,
    isContinuation: false,
    promptTexts,
  };
}
