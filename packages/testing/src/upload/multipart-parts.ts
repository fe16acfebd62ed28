/** One part of a multipart body, as its headers name it. */
export interface MultipartPartHeaders {
  /** The `name` of its Content-Disposition. */
  name: string;
  /** Its Content-Type header as sent, `null` when it has none. */
  contentType: string | null;
}

function boundaryOf(contentType: string | null): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return (match?.[1] ?? match?.[2])?.trim();
}

/**
 * The headers of each part of a `multipart/form-data` body, in order. The
 * platform's `formData()` lower-cases part types and gives type-less files
 * `text/plain`; the server sees the header as sent, so this reads it raw.
 * Returns `[]` for a body that is not multipart.
 */
export function multipartPartHeaders(body: Uint8Array, contentType: string | null): MultipartPartHeaders[] {
  const boundary = boundaryOf(contentType);
  if (boundary === undefined) return [];
  // Headers are ASCII; Latin-1 keeps every byte at its offset.
  const text = new TextDecoder('latin1').decode(body);
  const parts: MultipartPartHeaders[] = [];
  const delimiter = `--${boundary}`;
  for (let at = text.indexOf(delimiter); at !== -1; at = text.indexOf(delimiter, at + delimiter.length)) {
    const headersStart = text.indexOf('\r\n', at) + 2;
    const headersEnd = text.indexOf('\r\n\r\n', headersStart);
    if (headersStart < 2 || headersEnd === -1) break;
    const headers = text.slice(headersStart, headersEnd).split('\r\n');
    const header = (name: string) => {
      const line = headers.find((candidate) => candidate.toLowerCase().startsWith(`${name}:`));
      return line === undefined ? null : line.slice(name.length + 1).trim();
    };
    const disposition = /\bname=(?:"([^"]*)"|([^;\s]+))/i.exec(header('content-disposition') ?? '');
    const partName = disposition?.[1] ?? disposition?.[2];
    if (partName !== undefined) parts.push({ name: partName, contentType: header('content-type') });
  }
  return parts;
}
