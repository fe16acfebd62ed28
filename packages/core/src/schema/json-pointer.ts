/**
 * Escapes one JSON pointer reference token (RFC 6901): `~` becomes `~0` and
 * `/` becomes `~1`.
 */
export function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

/**
 * Reverses {@link escapePointerToken}. `~1` is decoded before `~0` so that
 * `~01` comes back as `~1`, not `/`.
 */
export function unescapePointerToken(token: string): string {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Appends tokens to a `#`-rooted pointer, escaping each: `#` + `properties`, `a/b` gives `#/properties/a~1b`. */
export function appendPointer(pointer: string, ...tokens: readonly (string | number)[]): string {
  let result = pointer;
  for (const token of tokens) result += `/${escapePointerToken(String(token))}`;
  return result;
}

/**
 * Splits a `$ref` that is a same-document JSON pointer (`#`, `#/a/b`) into
 * its unescaped tokens; `undefined` when the reference is anything else
 * (a URL, a relative file, a plain-name fragment such as `#foo`).
 *
 * Tokens are not percent-decoded: the definitions the server resolves are
 * looked up by their literal names.
 */
export function parseLocalPointer(ref: string): string[] | undefined {
  if (ref === '#') return [];
  if (!ref.startsWith('#/')) return undefined;
  return ref.slice(2).split('/').map(unescapePointerToken);
}
