import type { HonchoMemoryContext } from './memory-context.js';
import type { CountTokens } from './token-count.js';

/** What a token budget left out of a memory block. */
export interface MemoryTrim {
  /** The budget, in `o200k_base` tokens. */
  readonly maxTokens: number;
  /** The block's tokens as sent (0 when nothing was left). */
  readonly tokens: number;
  /** The block's tokens before trimming. */
  readonly tokensBefore: number;
  /** Recent messages left out, oldest first. */
  readonly messages: number;
  /** Lines of the representation left out, from its end. */
  readonly representationLines: number;
  /** Lines of the peer card left out, from its end. */
  readonly cardLines: number;
  /** Whether the session summary was left out. */
  readonly summary: boolean;
}

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
  const representation = memory.representation === null ? [] : memory.representation.split('\n');
  const card = memory.peerCard ?? [];
  const cut = { messages: 0, representationLines: 0, cardLines: 0, summary: false };
  const trimmed = (): HonchoMemoryContext => {
    const lines = representation.slice(0, representation.length - cut.representationLines).join('\n');
    return {
      ...memory,
      messages: memory.messages.slice(cut.messages),
      representation: memory.representation === null || lines.trim() === '' ? null : lines,
      peerCard: memory.peerCard === null || cut.cardLines >= card.length ? (memory.peerCard === null ? null : []) : card.slice(0, card.length - cut.cardLines),
      summary: cut.summary ? null : memory.summary,
    };
  };
  const measure = (): { block: string | undefined; tokens: number } => {
    const block = render(trimmed());
    return { block, tokens: block === undefined ? 0 : count(block) };
  };
  let current = measure();
  const tokensBefore = current.tokens;
  // Each kind in turn: the fewest of it to leave out (found by bisection, since leaving out more never
  // adds tokens), or all of it when that is still not enough.
  const kinds: { readonly available: number; set(n: number): void }[] = [
    { available: memory.messages.length, set: (n) => (cut.messages = n) },
    { available: representation.length, set: (n) => (cut.representationLines = n) },
    { available: card.length, set: (n) => (cut.cardLines = n) },
    { available: memory.summary === null ? 0 : 1, set: (n) => (cut.summary = n === 1) },
  ];
  for (const kind of kinds) {
    if (current.tokens <= maxTokens || kind.available === 0) continue;
    kind.set(kind.available);
    const all = measure();
    if (all.tokens > maxTokens) {
      current = all;
      continue;
    }
    let [low, high] = [1, kind.available];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      kind.set(middle);
      if (measure().tokens <= maxTokens) high = middle;
      else low = middle + 1;
    }
    kind.set(high);
    current = measure();
  }
  const fits = current.tokens <= maxTokens;
  return {
    block: fits ? current.block : undefined,
    memory: trimmed(),
    trim: { maxTokens, tokens: fits ? current.tokens : 0, tokensBefore, ...cut },
  };
}
