/** What every redacted value is replaced with. */
export const REDACTED = '***';

/**
 * Header names whose values are credentials. Compared lower-case; their values
 * are replaced whole, whatever they contain.
 */
const SENSITIVE_HEADERS: ReadonlySet<string> = new Set([
  'authorization',
  'proxy-authorization',
  'x-api-key',
  'api-key',
  'cookie',
  'set-cookie',
]);

/**
 * Object keys (compared lower-case, without `-` or `_`) whose string values are
 * replaced whole in logged objects, so a config object or request options
 * printed for debugging cannot carry a credential out.
 */
const SENSITIVE_KEYS: ReadonlySet<string> = new Set([
  'authorization',
  'proxyauthorization',
  'apikey',
  'xapikey',
  'cookie',
  'setcookie',
  'password',
  'secret',
  'accesstoken',
  'refreshtoken',
]);

// Credentials that are not the configured key still leak through these shapes:
// a header line or JSON pair naming Authorization, or an RFC 6750 bearer token.
const AUTH_PAIR = /(\b(?:proxy-)?authorization\b["']?\s*[:=]\s*["']?)(?!\*\*\*)[^"'\r\n,}]+/gi;
const SCHEME_TOKEN = /\b(Bearer|Basic)\s+(?!\*\*\*)[A-Za-z0-9\-._~+/]+=*/g;

const MAX_DEPTH = 8;

/** Secrets to scrub: usually the configured API key. Empty and missing entries are ignored. */
export type Secrets = readonly (string | undefined | null)[];

/**
 * Below this length a secret is replaced only where it stands as a whole
 * token. Replacing a short key such as `dev` everywhere would mangle every
 * word that contains it; real Honcho keys are far longer and are replaced
 * wherever they occur, even inside other text.
 */
const SUBSTRING_MIN_LENGTH = 8;

/**
 * Replaces every occurrence of each secret (raw and URL-encoded), every
 * `Bearer`/`Basic` credential and every `Authorization: …` value in `text`
 * with {@link REDACTED}. Secrets shorter than 8 characters are matched as
 * whole tokens only.
 */
export function redactText(text: string, secrets: Secrets = []): string {
  let result = text;
  for (const secret of secrets) {
    if (!secret) continue;
    const encoded = encodeURIComponent(secret);
    for (const form of encoded === secret ? [secret] : [secret, encoded]) {
      result = form.length >= SUBSTRING_MIN_LENGTH ? result.split(form).join(REDACTED) : replaceToken(result, form);
    }
  }
  return result.replace(AUTH_PAIR, `$1${REDACTED}`).replace(SCHEME_TOKEN, `$1 ${REDACTED}`);
}

function replaceToken(text: string, token: string): string {
  const escaped = token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // No lookbehind: older Safari cannot parse it.
  const pattern = new RegExp(`(^|[^A-Za-z0-9_.~-])${escaped}(?=[^A-Za-z0-9_.~-]|$)`, 'g');
  return text.replace(pattern, `$1${REDACTED}`);
}

/** Anything headers arrive as: a `Headers`, a plain record, or name/value pairs. */
export type HeadersLike =
  | Headers
  | Readonly<Record<string, string | readonly string[] | null | undefined>>
  | readonly (readonly [string, string])[];

/**
 * Copies headers into a plain object safe to log: credential headers become
 * {@link REDACTED} and any other value has secrets scrubbed. Names are
 * lower-cased, as `Headers` does; `null`/`undefined` values are dropped.
 */
export function redactHeaders(headers: HeadersLike, secrets: Secrets = []): Record<string, string> {
  const output: Record<string, string> = {};
  for (const [name, value] of headerEntries(headers)) {
    const key = name.toLowerCase();
    output[key] = SENSITIVE_HEADERS.has(key) ? REDACTED : redactText(value, secrets);
  }
  return output;
}

/**
 * Deep copy of `value` that is safe to log or attach to an error: strings are
 * scrubbed with {@link redactText}, `Headers` with {@link redactHeaders},
 * credential-named keys (`authorization`, `apiKey`, `password`, …) are
 * replaced whole, errors become `{name, message}`, cycles become
 * `'[Circular]'` and anything nested deeper than 8 levels `'[Truncated]'`.
 * The input is never modified.
 */
export function redact(value: unknown, secrets: Secrets = []): unknown {
  return redactInner(value, secrets, 0, new WeakSet());
}

function redactInner(value: unknown, secrets: Secrets, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return redactText(value, secrets);
  if (typeof value === 'function') return '[Function]';
  if (typeof value !== 'object' || value === null) return value;
  if (seen.has(value)) return '[Circular]';
  if (depth >= MAX_DEPTH) return '[Truncated]';
  if (value instanceof Headers) return redactHeaders(value, secrets);
  if (value instanceof URL) return redactText(value.href, secrets);
  if (value instanceof Date) return value.toISOString();
  seen.add(value);
  try {
    if (value instanceof Error) {
      const copy: Record<string, unknown> = {
        name: value.name,
        message: redactText(value.message, secrets),
      };
      const code = (value as { code?: unknown }).code;
      if (code !== undefined) copy.code = redactInner(code, secrets, depth + 1, seen);
      return copy;
    }
    if (Array.isArray(value)) return value.map((item) => redactInner(item, secrets, depth + 1, seen));
    const output: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const normalised = key.toLowerCase().replace(/[-_]/g, '');
      output[key] =
        SENSITIVE_KEYS.has(normalised) && item !== undefined && item !== null
          ? REDACTED
          : redactInner(item, secrets, depth + 1, seen);
    }
    return output;
  } finally {
    seen.delete(value);
  }
}

function headerEntries(headers: HeadersLike): [string, string][] {
  if (headers instanceof Headers) return [...headers.entries()];
  if (Array.isArray(headers)) return headers.map(([name, value]) => [name, value]);
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(headers as Record<string, unknown>)) {
    if (value === null || value === undefined) continue;
    entries.push([name, Array.isArray(value) ? value.join(', ') : String(value)]);
  }
  return entries;
}
