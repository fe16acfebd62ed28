import { checkInput, fields, integer, required, z } from '@honcho-ai/sdk-core';
import type { Message } from '../message/message.js';
import type { CountTokens } from '../token-budget/token-count.js';
import { MAX_TOKEN_BUDGET, trimToBudget } from '../token-budget/trim-to-budget.js';
import { contextBlocks, SessionContext } from './session-context.js';
import type { Summary } from './summary.js';

const budgetInput = fields({
  maxTokens: required(integer(1, MAX_TOKEN_BUDGET)),
  countTokens: z.custom<CountTokens>((count) => typeof count === 'function', { error: 'must be a function, e.g. await loadTokenCounter()', abort: true }),
});

/**
 * `context` within `maxTokens` `o200k_base` tokens, with what was left out
 * in `trimmed`: what `session.context({ maxTokens })` returns, for a bundled
 * app (browser, edge worker) where the SDK cannot load the tokenizer itself.
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
 * @example
 * ```ts
 * import { budgetSessionContext, loadTokenCounter } from '@honcho-ai/sdk';
 *
 * const context = budgetSessionContext(await session.context({ peerTarget: user }), 2000, await loadTokenCounter());
 * ```
 */
export function budgetSessionContext(context: SessionContext, maxTokens: number, count: CountTokens): SessionContext {
  checkInput(budgetInput, { maxTokens, countTokens: count }, 'Invalid budgetSessionContext() input');
  // Each message costs the same wherever the cut falls, so it is counted once.
  const costs = new Map(context.messages.map((message) => [message, Math.max(count(message.peerId) + count(message.content), count(`${message.peerId}: ${message.content}`))]));
  const { parts, trim } = trimToBudget<Message, Summary>(
    { messages: context.messages, representation: context.peerRepresentation, peerCard: context.peerCard, summary: context.summary },
    maxTokens,
    (kept) => [...contextBlocks(kept.representation, kept.peerCard, kept.summary).map((block) => count(block)), ...kept.messages.map((message) => costs.get(message) ?? 0)].reduce((sum, tokens) => sum + tokens, 0),
  );
  return new SessionContext(context.sessionId, parts.messages, parts.summary, parts.representation, parts.peerCard, trim);
}
