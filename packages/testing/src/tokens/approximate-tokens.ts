/**
 * The emulator's token count: one token per four characters (code points),
 * rounded up. The server uses tiktoken's `o200k_base`, which would need a
 * multi-megabyte table; English prose averages close to four characters per
 * token, and a fixed rule keeps budgets deterministic and easy to reason about
 * in tests.
 */
export function approximateTokens(text: string): number {
  let characters = 0;
  for (const _ of text) characters += 1;
  return Math.ceil(characters / 4);
}
