/** The largest token budget the SDK accepts for `maxTokens`. */
export const MAX_TOKEN_BUDGET = 1_000_000;

/** What a token budget left out of a memory block, a session context or a tool's answer. */
export interface MemoryTrim {
  /** The budget, in `o200k_base` tokens. */
  readonly maxTokens: number;
  /** The tokens of what is sent, as measured (0 when nothing fits). */
  readonly tokens: number;
  /** The tokens before trimming. */
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

/** The parts of what Honcho knows that a budget trims, whatever form each caller holds them in. */
export interface BudgetParts<Message, Summary> {
  /** Recent messages, oldest first. */
  readonly messages: readonly Message[];
  /** The representation, as lines of text. */
  readonly representation: string | null;
  /** The peer card, one fact per line. */
  readonly peerCard: readonly string[] | null;
  /** The session summary. */
  readonly summary: Summary | null;
}

/** The parts within a budget, and what was left out to get them there. */
export interface TrimmedParts<Message, Summary> {
  readonly parts: { messages: Message[]; representation: string | null; peerCard: string[] | null; summary: Summary | null };
  /** Whether the parts fit; when not, even everything left out was over the budget. */
  readonly fits: boolean;
  readonly trim: MemoryTrim;
}

/**
 * Leaves out parts of a memory until `measure` says it is within `maxTokens`.
 * What goes, in this order, until it fits:
 *
 * 1. the recent messages, oldest first, each whole (never cut mid-message);
 * 2. the representation's lines, from its end;
 * 3. the peer card's lines, from its end;
 * 4. the session summary, whole.
 *
 * Within each kind, the fewest to leave out are found by bisection, since
 * leaving out more never adds tokens. The same input always gives the same
 * result. Each caller measures the text it will send (a memory block, a
 * session context's converted messages, a tool's JSON answer), so the budget
 * bounds exactly that.
 *
 * @example
 * ```ts
 * const count = await loadTokenCounter();
 * const { parts, trim } = trimToBudget(parts, 2_000, (kept) => count(render(kept)));
 * ```
 */
export function trimToBudget<Message, Summary>(
  parts: BudgetParts<Message, Summary>,
  maxTokens: number,
  measure: (parts: TrimmedParts<Message, Summary>['parts']) => number,
): TrimmedParts<Message, Summary> {
  const representation = parts.representation === null ? [] : parts.representation.split('\n');
  const card = parts.peerCard ?? [];
  const cut = { messages: 0, representationLines: 0, cardLines: 0, summary: false };
  const kept = (): TrimmedParts<Message, Summary>['parts'] => {
    const lines = representation.slice(0, representation.length - cut.representationLines).join('\n');
    return {
      messages: parts.messages.slice(cut.messages),
      representation: parts.representation === null || lines.trim() === '' ? null : lines,
      peerCard: parts.peerCard === null ? null : card.slice(0, Math.max(0, card.length - cut.cardLines)),
      summary: cut.summary ? null : parts.summary,
    };
  };
  let tokens = measure(kept());
  const tokensBefore = tokens;
  const kinds: { readonly available: number; set(n: number): void }[] = [
    { available: parts.messages.length, set: (n) => (cut.messages = n) },
    { available: representation.length, set: (n) => (cut.representationLines = n) },
    { available: card.length, set: (n) => (cut.cardLines = n) },
    { available: parts.summary === null ? 0 : 1, set: (n) => (cut.summary = n === 1) },
  ];
  for (const kind of kinds) {
    if (tokens <= maxTokens || kind.available === 0) continue;
    kind.set(kind.available);
    const all = measure(kept());
    if (all > maxTokens) {
      tokens = all;
      continue;
    }
    let [low, high] = [1, kind.available];
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      kind.set(middle);
      if (measure(kept()) <= maxTokens) high = middle;
      else low = middle + 1;
    }
    kind.set(high);
    tokens = measure(kept());
  }
  const fits = tokens <= maxTokens;
  return { parts: kept(), fits, trim: { maxTokens, tokens: fits ? tokens : 0, tokensBefore, ...cut } };
}
