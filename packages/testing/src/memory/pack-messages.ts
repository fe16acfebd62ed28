import type { MessageRecord } from '../store/records.js';

/**
 * The most recent messages whose token counts add up to at most `budget`,
 * oldest first: the server's running sum over messages newest first, cut
 * where it would exceed the budget.
 */
export function packMessages(messages: readonly MessageRecord[], budget: number): MessageRecord[] {
  const packed: MessageRecord[] = [];
  let used = 0;
  for (let index = messages.length - 1; index >= 0; index -= 1) {
    const message = messages[index] as MessageRecord;
    if (used + message.token_count > budget) break;
    used += message.token_count;
    packed.push(message);
  }
  return packed.reverse();
}
