import type { BaseMessage } from '@langchain/core/messages';
import type { MemoryTurn } from '@honcho-ai/sdk';
import { turnKey } from '@honcho-ai/sdk/integrations';

/**
 * The user turn an agent's messages belong to, read from the agent's state
 * (the thread's earlier turns when it has a checkpointer, the new input, and
 * this run's model replies and tool results so far).
 *
 * - `key`: a hash of every message up to and including the last human
 *   message, so every step of a tool loop gives the same one;
 * - `isContinuation`: the messages do not end with a human message (a tool
 *   loop's later step ends with tool results): the turn's block is reused;
 * - `userText`: the last human message's text, if it has any;
 * - `promptTexts`: every human and AI text, which the model already sees,
 *   so the memory block does not repeat them.
 *
 * @internal
 */
export function messageTurn(messages: readonly BaseMessage[]): MemoryTurn {
  const lastHuman = lastHumanIndex(messages);
  const parts = messages.slice(0, lastHuman + 1).map((message) => ({
    role: message.type,
    // A tool call id tells apart two tool rounds whose messages carry no text.
    text: message.text !== '' ? message.text : (toolCallId(message) ?? ''),
  }));
  const userText = lastHuman === -1 ? undefined : messages[lastHuman]!.text;
  const promptTexts: string[] = [];
  for (const message of messages) {
    if ((message.type === 'human' || message.type === 'ai') && message.text.trim() !== '') promptTexts.push(message.text);
  }
  return {
    key: turnKey(parts),
    userText: userText === undefined || userText.trim() === '' ? undefined : userText,
    isContinuation: messages.length > 0 && lastHuman !== messages.length - 1,
    promptTexts,
  };
}

/**
 * The reply that ends a run: the text of the last AI message after the
 * turn's human message, or `''` when the run produced none (an interrupt,
 * say).
 *
 * @internal
 */
export function finalReply(messages: readonly BaseMessage[]): string {
  const lastHuman = lastHumanIndex(messages);
  for (let index = messages.length - 1; index > lastHuman; index -= 1) {
    const message = messages[index]!;
    if (message.type === 'ai' && message.text.trim() !== '') return message.text;
  }
  return '';
}

/** Where the last human message is, or -1. */
function lastHumanIndex(messages: readonly BaseMessage[]): number {
  for (let index = messages.length - 1; index >= 0; index -= 1) if (messages[index]!.type === 'human') return index;
  return -1;
}

function toolCallId(message: BaseMessage): string | undefined {
  const id = (message as { tool_call_id?: unknown }).tool_call_id;
  if (typeof id === 'string') return id;
  const calls = (message as { tool_calls?: { id?: string }[] }).tool_calls;
  return calls?.map((call) => call.id ?? '').join(',') || undefined;
}
