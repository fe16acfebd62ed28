import { LIMITS } from '../validation/limits.js';

/**
 * Splits text into messages the server stores: pieces of at most `max`
 * characters (default 25,000, the server's limit), cut at a paragraph, line
 * or word boundary when there is one in the second half of a piece, so a
 * long model answer is stored whole, as consecutive messages. Text with
 * nothing but whitespace gives no pieces (the server refuses it).
 *
 * @example
 * ```ts
 * await session.addMessages(splitMessageContent(reply).map((content) => assistant.message(content)));
 * ```
 */
export function splitMessageContent(text: string, max: number = LIMITS.messageContentMaxLength): string[] {
  if (text.trim() === '') return [];
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = -1;
    for (const boundary of ['\n\n', '\n', ' ']) {
      const at = window.lastIndexOf(boundary);
      if (at >= max / 2) {
        cut = at + boundary.length;
        break;
      }
    }
    if (cut === -1) cut = max;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  pieces.push(rest);
  return pieces.filter((piece) => piece.trim() !== '');
}
