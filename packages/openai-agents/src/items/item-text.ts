import type { AgentInputItem } from '@openai/agents';

/** Who said a text item: the user, or the assistant (the agent). */
export type Speaker = 'user' | 'assistant';

/** What a user or assistant message said, as plain text for Honcho to learn from. */
export interface SpokenText {
  readonly speaker: Speaker;
  readonly text: string;
}

/**
 * The text of a user or assistant message: a user's string content or its
 * `input_text` parts, an assistant's `output_text` parts, joined by new
 * lines. `undefined` for every other item (system and developer messages,
 * function calls and their results, reasoning, hosted tool calls, ...),
 * which Honcho should not model as something a person said.
 *
 * Images, files, audio and refusals add no text; the item itself is still
 * stored whole.
 *
 * @internal
 */
export function spokenText(item: AgentInputItem): SpokenText | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const message = item as { type?: unknown; role?: unknown; content?: unknown };
  if (message.type !== undefined && message.type !== 'message') return undefined;
  if (message.role === 'user') {
    if (typeof message.content === 'string') return { speaker: 'user', text: message.content };
    return { speaker: 'user', text: partTexts(message.content, 'input_text') };
  }
  if (message.role === 'assistant') return { speaker: 'assistant', text: partTexts(message.content, 'output_text') };
  return undefined;
}

function partTexts(content: unknown, type: 'input_text' | 'output_text'): string {
  if (!Array.isArray(content)) return '';
  const texts: string[] = [];
  for (const part of content as unknown[]) {
    if (typeof part !== 'object' || part === null) continue;
    const { type: partType, text } = part as { type?: unknown; text?: unknown };
    if (partType === type && typeof text === 'string') texts.push(text);
  }
  return texts.join('\n');
}
