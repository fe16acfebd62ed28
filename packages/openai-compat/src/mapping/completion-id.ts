/** Prefix of every completion id this package makes, as Honcho's server writes them. */
export const COMPLETION_ID_PREFIX = 'chatcmpl-honcho-';

// nanoid's URL-safe alphabet: 64 symbols, so a byte's low 6 bits pick one without bias.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const SUFFIX_LENGTH = 21;

/**
 * A new completion id: `chatcmpl-honcho-` and 21 random URL-safe characters
 * (nanoid's size: about 126 bits of randomness), from Web Crypto, which every
 * supported runtime has.
 *
 * @example
 * ```ts
 * completionId(); // 'chatcmpl-honcho-V1StGXR8_Z5jdHi6B-myT'
 * ```
 */
export function completionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(SUFFIX_LENGTH));
  let suffix = '';
  for (const byte of bytes) suffix += ALPHABET[byte & 63];
  return `${COMPLETION_ID_PREFIX}${suffix}`;
}
