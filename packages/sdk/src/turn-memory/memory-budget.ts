import type { CountTokens } from '../token-budget/token-count.js';
import { trimToBudget, type MemoryTrim } from '../token-budget/trim-to-budget.js';
import type { HonchoMemoryContext } from './memory-context.js';

export type { MemoryTrim } from '../token-budget/trim-to-budget.js';

/** A block within its budget, and what was left out to get it there. */
export interface BudgetedBlock {
  /** The whole block, framing included; `undefined` when nothing fits or there is nothing to say. */
  readonly block: string | undefined;
  /** The context the block was rendered from, with what did not fit left out. */
  readonly memory: HonchoMemoryContext;
  readonly trim: MemoryTrim;
}

/**
 * Fits a memory block into `maxTokens`, counting the whole block as it will
 * be sent: the framing, the preamble, the representation, the card, the
 * summary and the messages. What goes, in this order, until it fits:
 *
 * 1. the recent messages, oldest first, each whole (never cut mid-message);
 * 2. the representation's lines, from its end;
 * 3. the peer card's lines, from its end;
 * 4. the session summary, whole.
 *
 * If even the framing alone does not fit, there is no block. The same input
 * always gives the same block.
 *
 * @param render - Renders a (trimmed) context into the whole block, or `undefined` for nothing to inject.
 */
export function budgetMemoryBlock(memory: HonchoMemoryContext, maxTokens: number, count: CountTokens, render: (memory: HonchoMemoryContext) => string | undefined): BudgetedBlock {
  const measure = (context: HonchoMemoryContext) => {
    const block = render(context);
    return block === undefined ? 0 : count(block);
  };
  const { parts, fits, trim } = trimToBudget(memory, maxTokens, (kept) => measure({ ...memory, ...kept }));
  const trimmed: HonchoMemoryContext = { ...memory, ...parts };
  return { block: fits ? render(trimmed) : undefined, memory: trimmed, trim };
}
