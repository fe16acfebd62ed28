import { pythonJsonDumps } from '../dialectic/python-json.js';
import { httpError } from '../http/http-error.js';
import { extractPdfText } from './extract-pdf-text.js';

/** The server's file processors, in the order it tries them, as its 415 message lists them. */
const PROCESSORS = "['PDFProcessor', 'TextProcessor', 'JSONProcessor']";

/**
 * A text file's bytes as the server reads them: UTF-8, else UTF-16 (little
 * endian unless a byte-order mark says otherwise), else Latin-1, which always
 * succeeds. A UTF-8 byte-order mark is kept, as Python keeps it.
 */
export function decodeTextUpload(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    // not UTF-8
  }
  try {
    const bigEndian = bytes[0] === 0xfe && bytes[1] === 0xff;
    return new TextDecoder(bigEndian ? 'utf-16be' : 'utf-16le', { fatal: true }).decode(bytes);
  } catch {
    // not UTF-16
  }
  return new TextDecoder('latin1').decode(bytes);
}

function jsonUploadText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    throw httpError(422, 'JSON uploads must be UTF-8 encoded');
  }
  if (text.trim() === '') return '';
  let data: unknown;
  try {
    data = JSON.parse(text) as unknown;
  } catch {
    throw httpError(422, 'Uploaded JSON is invalid');
  }
  // The server stores the document re-serialised by Python, not as uploaded.
  return pythonJsonDumps(data, { ensureAscii: false });
}

/**
 * The text the server makes of an uploaded file, chosen by the part's
 * Content-Type exactly as sent (no lower-casing, no parameters for PDF and
 * JSON): `application/pdf`, any `text/...`, or `application/json`.
 *
 * @param contentType - the part's Content-Type header, `null` when it had none.
 * @throws HttpError 415 for other types, 422 for JSON that is not UTF-8 or not
 *   JSON, 500 for a PDF the server's reader would fail on.
 */
export async function extractUploadText(contentType: string | null, bytes: Uint8Array): Promise<string> {
  const type = contentType ?? '';
  if (type === 'application/pdf') {
    const text = await extractPdfText(bytes);
    if (text === undefined) throw httpError(500, 'An unexpected error occurred');
    return text;
  }
  if (type.startsWith('text/')) return decodeTextUpload(bytes);
  if (type === 'application/json') return jsonUploadText(bytes);
  throw httpError(415, `Unsupported file type: ${contentType ?? 'None'}. Supported types: ${PROCESSORS}`);
}
