/**
 * Best-effort text from a PDF, without a PDF library, laid out as the server
 * lays out what pdfplumber reads: `[Page N]` and the page's text, pages
 * without text left out, joined by blank lines. Each page content stream
 * (one without `/Type` or `/Subtype`, which mark fonts, images and object
 * streams) counts as a page; its text is the string operands of the
 * text-showing operators (`(...) Tj`, `[...] TJ`, `'`, `"`), inflating
 * `/FlateDecode` streams with the platform's `DecompressionStream`. Good
 * enough for simple text PDFs (what tests generate).
 *
 * @returns `undefined` when there is no content stream at all (the server's
 *   PDF reader fails on such a file).
 */
export async function extractPdfText(bytes: Uint8Array): Promise<string | undefined> {
  const raw = latin1(bytes);
  const pages: string[] = [];
  let pageCount = 0;
  const streamPattern = />>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(raw); match !== null; match = streamPattern.exec(raw)) {
    const start = match.index + match[0].length;
    const end = raw.indexOf('endstream', start);
    if (end === -1) break;
    const dictionary = dictionaryEndingAt(raw, match.index + 2);
    streamPattern.lastIndex = end;
    if (/\/(?:Type|Subtype|Length1)\b/.test(dictionary)) continue;
    pageCount += 1;
    let content = raw.slice(start, end);
    if (/\/FlateDecode/.test(dictionary)) {
      const inflated = await inflate(bytes.subarray(start, end));
      if (inflated === undefined) continue;
      content = latin1(inflated);
    } else if (/\/Filter/.test(dictionary)) {
      continue;
    }
    const text = showText(content).trim();
    if (text !== '') pages.push(`[Page ${pageCount}]\n${text}`);
  }
  return pageCount === 0 ? undefined : pages.join('\n\n');
}

/** The `<< ... >>` dictionary whose closing `>>` ends just before `close`, nested dictionaries included. */
function dictionaryEndingAt(raw: string, close: number): string {
  let depth = 0;
  for (let index = close - 3; index >= 1; index--) {
    const pair = raw.slice(index - 1, index + 1);
    if (pair === '>>') {
      depth += 1;
      index -= 1;
    } else if (pair === '<<') {
      if (depth === 0) return raw.slice(index + 1, close - 2);
      depth -= 1;
      index -= 1;
    }
  }
  return '';
}

function latin1(bytes: Uint8Array): string {
  let out = '';
  for (let index = 0; index < bytes.length; index += 0x8000) {
    out += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return out;
}

async function inflate(data: Uint8Array): Promise<Uint8Array | undefined> {
  if (typeof DecompressionStream === 'undefined') return undefined;
  try {
    const stream = new Blob([data as BlobPart]).stream().pipeThrough(new DecompressionStream('deflate'));
    return new Uint8Array(await new Response(stream).arrayBuffer());
  } catch {
    return undefined;
  }
}

/** The text a content stream shows, with line breaks where it moves to a new line. */
function showText(content: string): string {
  let out = '';
  const tokens = /\((?:\\.|[^\\)])*\)|\[[^\]]*\]\s*TJ|T\*|Td|TD|ET|'|"/g;
  for (const token of content.match(tokens) ?? []) {
    if (token.startsWith('(')) out += unescapePdfString(token.slice(1, -1));
    else if (token.startsWith('[')) {
      for (const part of token.match(/\((?:\\.|[^\\)])*\)/g) ?? []) out += unescapePdfString(part.slice(1, -1));
    } else out += '\n';
  }
  return out.replace(/[ \t]*\n[ \t]*/g, '\n').replace(/\n{3,}/g, '\n\n');
}

function unescapePdfString(value: string): string {
  return value.replace(/\\([nrtbf()\\]|[0-7]{1,3}|\r?\n)/g, (_, escape: string) => {
    switch (escape) {
      case 'n':
        return '\n';
      case 'r':
        return '\r';
      case 't':
        return '\t';
      case 'b':
        return '\b';
      case 'f':
        return '\f';
      case '(':
      case ')':
      case '\\':
        return escape;
      default:
        return /^[0-7]+$/.test(escape) ? String.fromCharCode(Number.parseInt(escape, 8)) : '';
    }
  });
}
