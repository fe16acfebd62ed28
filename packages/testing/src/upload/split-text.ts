/** Where a long upload may break, best first: paragraph, line, sentence, word. */
const DELIMITERS = ['\n\n', '\n', '. ', ' '] as const;

/** The last start of `delimiter` lying wholly inside `chars[from, to)`, or -1. */
function lastInside(chars: readonly string[], delimiter: string, from: number, to: number): number {
  const parts = [...delimiter];
  for (let start = to - parts.length; start >= from; start--) {
    if (parts.every((part, offset) => chars[start + offset] === part)) return start;
  }
  return -1;
}

/**
 * Splits `text` into messages of at most `max` characters, as the server
 * splits an upload: each piece ends just after the last paragraph break in
 * its window (else line break, else `. `, else space) that is not at the
 * window's start, or is cut hard at `max`. Pieces keep their delimiters, so
 * they join back into `text`; short text (empty text too) is one piece.
 * Characters are code points, as Python counts them.
 */
export function splitText(text: string, max: number): string[] {
  const chars = [...text];
  if (chars.length <= max) return [text];
  const pieces: string[] = [];
  let position = 0;
  while (position < chars.length) {
    const end = position + max;
    if (end >= chars.length) {
      pieces.push(chars.slice(position).join(''));
      break;
    }
    let cut = end;
    for (const delimiter of DELIMITERS) {
      const found = lastInside(chars, delimiter, position, end);
      if (found > position) {
        cut = found + delimiter.length;
        break;
      }
    }
    pieces.push(chars.slice(position, cut).join(''));
    position = cut;
  }
  return pieces;
}
