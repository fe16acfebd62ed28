import type { Message } from '../message/message.js';
import type { CountTokens } from '../token-budget/token-count.js';
import { trimToBudget } from '../token-budget/trim-to-budget.js';
import { contextBlocks, SessionContext } from './session-context.js';
import type { Summary } from './summary.js';

/**
 * `context` within `maxTokens`, with what was left out in `trimmed`.
 *
 * What is counted, with `o200k_base`: the text `toOpenAI()` and
 * `toAnthropic()` produce, whichever is more and whoever is the assistant.
 * That is each of the representation, card and summary blocks as they put
 * them, and for each message the larger of its content plus its sender's id
 * (OpenAI's `name`) and `"<peer id>: <content>"` (how Anthropic gets a user's
 * message). The chat format's own few tokens per message, which differ by
 * model and provider, are not counted.
 *
 * Trimming follows the order of turn memory's budget (`trimToBudget`): the
 * oldest messages first, then the representation's lines from the end, the
 * card's lines from the end, and the summary last. With everything left out
 * nothing is counted, so every budget of 1 or more fits.
 *
 * @internal
 */
export function budgetSessionContext(context: SessionContext, maxTokens: number, count: CountTokens): SessionContext {
  // Messages leave from the front, so what the kept ones cost is a sum over a suffix.
  const messageTokens = context.messages.map((message) =>
    Math.max(count(message.peerId) + count(message.content), count(`${message.peerId}: ${message.content}`)),
  );
  const fromMessage = new Array<number>(messageTokens.length + 1).fill(0);
  for (let index = messageTokens.length - 1; index >= 0; index--) fromMessage[index] = (fromMessage[index + 1] ?? 0) + (messageTokens[index] ?? 0);
  const blockTokens = new Map<string, number>();
  const countBlock = (block: string): number => {
    let tokens = blockTokens.get(block);
    if (tokens === undefined) blockTokens.set(block, (tokens = count(block)));
    return tokens;
  };
  const { parts, trim } = trimToBudget<Message, Summary>(
    { messages: context.messages, representation: context.peerRepresentation, peerCard: context.peerCard, summary: context.summary },
    maxTokens,
    (kept) => {
      const blocks = contextBlocks(kept.representation, kept.peerCard, kept.summary).reduce((sum, block) => sum + countBlock(block), 0);
      return blocks + (fromMessage[context.messages.length - kept.messages.length] ?? 0);
    },
  );
  return new SessionContext(context.sessionId, parts.messages, parts.summary, parts.representation, parts.peerCard, trim);
}
