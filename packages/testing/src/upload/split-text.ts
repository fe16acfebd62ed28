/**
 * Splits `text` into pieces of at most `max` UTF-16 units (so at most `max`
 * characters however they are counted), cutting at the last paragraph break,
 * else line break, else space inside each window, and never inside a
 * surrogate pair. Empty input gives no pieces.
 */
export function splitText(text: string, max: number): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max);
    let cut = Math.max(window.lastIndexOf('\n\n'), -1);
    if (cut <= 0) cut = window.lastIndexOf('\n');
    if (cut <= 0) cut = window.lastIndexOf(' ');
    if (cut <= 0) {
      cut = max;
      const last = rest.charCodeAt(cut - 1);
      if (last >= 0xd800 && last <= 0xdbff) cut -= 1;
    }
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut).replace(/^\s+/, '');
  }
  if (rest.trim() !== '') pieces.push(rest);
  return pieces;
}
