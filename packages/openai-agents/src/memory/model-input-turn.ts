import type { AgentInputItem } from '@openai/agents';
import type { MemoryTurn } from '@honcho-ai/sdk';
import { turnKey } from '@honcho-ai/sdk/integrations';
import { spokenText } from '../items/item-text.js';

/**
 * The user turn one model call belongs to, read from the input the runner
 * built (session history, the new input, the items of this run so far).
 *
 * - `key`: a hash of every item up to and including the last user message,
 *   so every step of a tool loop gives the same one.
 * - `isContinuation`: the input does not end with a user message (a tool
 *   loop's later step ends with tool outputs): the turn's block is reused.
 * - `userText`: the last user message's text, if it has any.
 * - `promptTexts`: every user and assistant text in the input, which the
 *   model already sees, so the block does not repeat them.
 *
 * @internal
 */
export function modelInputTurn(input: readonly AgentInputItem[]): MemoryTurn {
  let lastUser = -1;
  for (let index = input.length - 1; index >= 0; index -= 1) {
    if (spokenText(input[index]!)?.speaker === 'user') {
      lastUser = index;
      break;
    }
  }
  const parts = input.slice(0, lastUser + 1).map(keyPart);
  const userText = lastUser === -1 ? undefined : spokenText(input[lastUser]!)?.text;
  const promptTexts: string[] = [];
  for (const item of input) {
    const text = spokenText(item)?.text;
    if (text !== undefined && text.trim() !== '') promptTexts.push(text);
  }
  return {
    key: turnKey(parts),
    userText: userText === undefined || userText.trim() === '' ? undefined : userText,
    isContinuation: input.length > 0 && lastUser !== input.length - 1,
    promptTexts,
  };
}

/** An item as the turn key reads it: who said what, or the kind of item with its call id. */
function keyPart(item: AgentInputItem): { role: string; text: string } {
  const spoken = spokenText(item);
  if (spoken !== undefined) return { role: spoken.speaker, text: spoken.text };
  const { type, role, callId } = item as { type?: unknown; role?: unknown; callId?: unknown };
  const kind = typeof role === 'string' ? role : typeof type === 'string' ? type : 'item';
  // A call id tells apart two tool rounds whose items carry no text.
  return { role: kind, text: typeof callId === 'string' ? callId : '' };
}
