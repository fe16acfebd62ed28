/** Prefix of every completion id, as the server writes it. */
export const COMPLETION_ID_PREFIX = 'chatcmpl-honcho-';

const NANOID_ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/**
 * A completion id: `chatcmpl-honcho-` followed by `generate()`, by default a
 * 21-character nanoid-style random suffix like the server's. Pass a generator
 * (see {@link counterIds}) when tests need predictable ids.
 */
export function makeCompletionId(generate: () => string = randomSuffix): string {
  return `${COMPLETION_ID_PREFIX}${generate()}`;
}

/** A suffix generator counting `1`, `2`, `3`...; each call starts its own count. */
export function counterIds(): () => string {
  let next = 0;
  return () => String(++next);
}

function randomSuffix(): string {
  // Web Crypto is global on every supported runtime (Node 20, Bun, Deno, browsers, edge).
  const bytes = crypto.getRandomValues(new Uint8Array(21));
  let id = '';
  for (const byte of bytes) id += NANOID_ALPHABET[byte & 63];
  return id;
}
