import { HonchoValidationError, type CountTokens, type HonchoContextOutput, type MemoryTrim } from '@honcho-ai/sdk';
import { runtimeTokenCounter, trimToBudget } from '@honcho-ai/sdk/integrations';

/** `honcho_context`'s answer, with what a `maxTokens` budget left out when it left anything out. */
export type BudgetedContextAnswer = HonchoContextOutput & { trimmed?: MemoryTrim };

/**
 * `honcho_context`'s answer within `maxTokens` `o200k_base` tokens, counted
 * over the JSON text the model reads, `trimmed` included. What goes first is
 * the SDK's order (`trimToBudget`): the oldest messages, each whole, then the
 * representation's lines from the end, the card's lines from the end, the
 * summary last. An answer that fits comes back as it is.
 *
 * @param countTokens - The counter given in the options; else the tokenizer is imported by package name on first use.
 * @throws HonchoValidationError naming `maxTokens` when even an answer with everything left out is over it,
 *   and naming `countTokens` where the tokenizer cannot be imported at run time (a bundled app).
 * @internal
 */
export async function budgetContextAnswer(answer: HonchoContextOutput, maxTokens: number, countTokens: CountTokens | undefined): Promise<BudgetedContextAnswer> {
  const count = countTokens ?? (await tokenizerAtRunTime());
  const tokensBefore = count(JSON.stringify(answer));
  if (tokensBefore <= maxTokens) return answer;
  const lines = (text: string | null) => (text === null ? 0 : text.split('\n').length);
  const withReport = (kept: HonchoContextOutput, tokens: number): BudgetedContextAnswer => ({
    ...kept,
    trimmed: {
      maxTokens,
      tokens,
      tokensBefore,
      messages: answer.recentMessages.length - kept.recentMessages.length,
      representationLines: lines(answer.representation) - lines(kept.representation),
      cardLines: (answer.peerCard?.length ?? 0) - (kept.peerCard?.length ?? 0),
      summary: answer.summary !== null && kept.summary === null,
    },
  });
  const toAnswer = (parts: { messages: HonchoContextOutput['recentMessages']; representation: string | null; peerCard: string[] | null; summary: string | null }): HonchoContextOutput => ({
    representation: parts.representation,
    peerCard: parts.peerCard,
    summary: parts.summary,
    recentMessages: parts.messages,
  });
  // While trimming, the report's own token count is taken as maxTokens: it can only get shorter.
  const { parts, fits } = trimToBudget(
    { messages: answer.recentMessages, representation: answer.representation, peerCard: answer.peerCard, summary: answer.summary },
    maxTokens,
    (kept) => count(JSON.stringify(withReport(toAnswer(kept), maxTokens))),
  );
  if (!fits) {
    const least = count(JSON.stringify(withReport(toAnswer({ messages: [], representation: null, peerCard: answer.peerCard === null ? null : [], summary: null }), maxTokens)));
    throw new HonchoValidationError([{ path: 'maxTokens', message: `is too small for honcho_context: its answer with everything left out takes ${least} tokens` }]);
  }
  return settledReport(toAnswer(parts), count, withReport, maxTokens);
}

// Imported by name so that the handler every MCP app bundles (an edge function's too) carries no
// tokenizer unless it is given one.
async function tokenizerAtRunTime(): Promise<CountTokens> {
  try {
    return await runtimeTokenCounter();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new HonchoValidationError([{ path: 'countTokens', message: `is needed with maxTokens here: the tokenizer did not load at run time (${reason}). In a bundled app, pass countTokens: await loadTokenCounter()` }]);
  }
}

/**
 * The answer whose `trimmed.tokens` is its own token count. Starting from the
 * count with `maxTokens` written in, each step writes a number no longer than
 * the last, so the count never rises above the budget; it settles in a step or two.
 */
function settledReport(kept: HonchoContextOutput, count: CountTokens, withReport: (kept: HonchoContextOutput, tokens: number) => BudgetedContextAnswer, maxTokens: number): BudgetedContextAnswer {
  let tokens = count(JSON.stringify(withReport(kept, maxTokens)));
  let answer = withReport(kept, tokens);
  for (let step = 0; step < 4; step++) {
    const counted = count(JSON.stringify(answer));
    if (counted === tokens) break;
    tokens = counted;
    answer = withReport(kept, tokens);
  }
  return answer;
}
