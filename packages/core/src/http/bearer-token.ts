/**
 * The token of an `Authorization: Bearer <token>` header, for servers that
 * take the caller's Honcho key (the OpenAI-compatible and MCP handlers).
 *
 * @returns The token; `undefined` when there is no header (or it is blank);
 *   `null` when the header is something else, which callers refuse without
 *   echoing it (it is a credential, even when malformed).
 */
export function bearerToken(header: string | null | undefined): string | null | undefined {
  if (header === null || header === undefined || header.trim() === '') return undefined;
  const match = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header.trim());
  return match?.[1] ?? null;
}
