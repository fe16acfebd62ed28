/**
 * Longest message content the server stores, in UTF-16 code units as
 * `@honcho-ai/sdk` checks it before sending (the server counts code points,
 * which are never more).
 */
export const MESSAGE_CONTENT_MAX_LENGTH = 25_000;

/**
 * Cuts text into pieces of at most `max` code units, in order, so that
 * joining them gives the text back. A cut never falls between the two
 * halves of a surrogate pair (an emoji stays whole). Empty text is one empty
 * piece.
 *
 * @internal
 */
export function splitContent(text: string, max = MESSAGE_CONTENT_MAX_LENGTH): string[] {
  const pieces: string[] = [];
  let start = 0;
  while (text.length - start > max) {
    let end = start + max;
    const last = text.charCodeAt(end - 1);
    if (last >= 0xd800 && last <= 0xdbff) end -= 1;
    pieces.push(text.slice(start, end));
    start = end;
  }
  pieces.push(text.slice(start));
  return pieces;
}
