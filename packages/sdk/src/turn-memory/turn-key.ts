/** One message of a conversation, as {@link turnKey} reads it. */
export interface TurnKeyPart {
  /** Who spoke, or what kind of item it is (`'user'`, `'assistant'`, `'tool'`, `'function_call'`, ...). */
  readonly role: string;
  /** Its text; `''` for an item without any. */
  readonly text: string;
}

/**
 * A short key for a turn, for `MemoryTurn.key`: a hash of the
 * conversation up to and including the user's message that started it.
 * Every step of a tool loop, and a regenerate of the same conversation,
 * give the same key; a different message anywhere gives another. Pure and
 * synchronous, with no Node `crypto`, so it runs in every runtime.
 *
 * Not a cryptographic hash: two independent 32-bit FNV-1a hashes, plus the
 * message count and total length, enough to tell apart the turns a
 * conversation keeps in memory without holding their text.
 *
 * @example
 * ```ts
 * const key = turnKey([{ role: 'user', text: 'Hi' }, { role: 'assistant', text: 'Hello' }, { role: 'user', text: 'Again' }]);
 * await conversation.memoryBlock({ key, isContinuation: false });
 * ```
 */
export function turnKey(parts: readonly TurnKeyPart[]): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  let length = 0;
  const feed = (text: string): void => {
    for (let index = 0; index < text.length; index += 1) {
      const code = text.charCodeAt(index);
      a = Math.imul(a ^ code, 0x01000193) >>> 0;
      b = Math.imul(b ^ code, 0x811c9dc5 | 1) >>> 0;
    }
    length += text.length;
  };
  for (const part of parts) {
    // Separators no message text holds, so `user: 'ab'` and `user: 'a', user: 'b'` differ.
    feed(`\u0000${part.role}\u0001`);
    feed(part.text);
  }
  return `${parts.length}:${length}:${a.toString(36)}:${b.toString(36)}`;
}
