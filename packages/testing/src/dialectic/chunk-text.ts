/** A word with the whitespace before it; trailing whitespace rides on the last word. */
const WORD = /\s*\S+(?:\s+$)?/y;

/**
 * Splits `text` into the pieces a stream sends, lazily and deterministically:
 * by default one word per piece with its leading whitespace (`"The"`,
 * `" user"`), as model tokens roughly arrive; with `chunkChars`, fixed runs of
 * that many code points (so an emoji is never split). The pieces always
 * concatenate back to `text`; empty text gives no pieces.
 *
 * @throws RangeError when `chunkChars` is not a positive integer.
 */
export function chunkText(text: string, chunkChars?: number): Generator<string, void, undefined> {
  // Checked here, not in the generator, so a bad value fails when the stream is built rather than mid-stream.
  if (chunkChars !== undefined && (!Number.isInteger(chunkChars) || chunkChars < 1)) {
    throw new RangeError(`chunkChars must be a positive integer, got ${chunkChars}`);
  }
  return chunkChars === undefined ? words(text) : runs(text, chunkChars);
}

function* runs(text: string, chunkChars: number): Generator<string, void, undefined> {
  let piece = '';
  let length = 0;
  for (const char of text) {
    piece += char;
    length += 1;
    if (length === chunkChars) {
      yield piece;
      piece = '';
      length = 0;
    }
  }
  if (piece !== '') yield piece;
}

function* words(text: string): Generator<string, void, undefined> {
  const word = new RegExp(WORD.source, WORD.flags);
  let end = 0;
  while (end < text.length) {
    word.lastIndex = end;
    const match = word.exec(text);
    // Only all-whitespace text fails to match; send it whole.
    if (match === null) {
      yield text.slice(end);
      return;
    }
    end = word.lastIndex;
    yield match[0];
  }
}
