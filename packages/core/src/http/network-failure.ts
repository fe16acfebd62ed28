import type { NetworkFailurePhase } from './retry-policy.js';

/**
 * Error codes that mean no connection was established, so no byte of the
 * request reached the server: Node/undici, Bun and libuv spellings.
 */
const NOT_SENT_CODES: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'EAI_FAIL',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'EADDRNOTAVAIL',
  'UND_ERR_CONNECT_TIMEOUT',
  'ConnectionRefused',
  'FailedToOpenSocket',
]);

// Deno reports connection failures only in the message text.
const NOT_SENT_MESSAGE = /tcp connect error|dns error|failed to lookup address|connection refused/i;

/**
 * Classifies a rejection from `fetch` as `not-sent` or `maybe-sent`.
 *
 * What fetch lets us tell apart: Node (undici), Bun and Deno attach the
 * operating-system cause (`ECONNREFUSED`, `ENOTFOUND`, …), which proves the
 * connection never opened. What it does not: browsers deliberately report
 * every network failure as a bare `TypeError` with no cause, and a reset or
 * closed socket (`ECONNRESET`, undici's `UND_ERR_SOCKET` "other side closed")
 * carries no count of bytes written, so it may have struck before or after
 * the server read the request. Those are `maybe-sent`: the conservative
 * answer, which keeps non-idempotent writes from being sent twice.
 */
export function classifyNetworkError(error: unknown): Extract<NetworkFailurePhase, 'not-sent' | 'maybe-sent'> {
  for (const link of causeChain(error)) {
    const code = (link as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT_CODES.has(code)) return 'not-sent';
    const message = (link as { message?: unknown }).message;
    if (typeof message === 'string' && NOT_SENT_MESSAGE.test(message)) return 'not-sent';
  }
  return 'maybe-sent';
}

/**
 * A short description of a network error for an error message, such as
 * `fetch failed: connect ECONNREFUSED 127.0.0.1:9 (ECONNREFUSED)`, drawn from
 * the innermost cause, which is where runtimes put the useful part.
 */
export function describeNetworkError(error: unknown): string {
  const chain = causeChain(error);
  const outer = messageOf(chain[0]) ?? 'network error';
  const inner = chain.slice(1).reverse().find((link) => messageOf(link) !== undefined);
  const code = chain.map((link) => (link as { code?: unknown }).code).find((value) => typeof value === 'string');
  let text = outer;
  const innerMessage = messageOf(inner);
  if (innerMessage !== undefined && innerMessage !== outer) text += `: ${innerMessage}`;
  if (typeof code === 'string' && !text.includes(code)) text += ` (${code})`;
  return text;
}

function messageOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const message = (value as { message?: unknown }).message;
  return typeof message === 'string' && message !== '' ? message : undefined;
}

// Bounded walk over `cause` and AggregateError's `errors` (Node's
// happy-eyeballs connect reports one error per address tried).
function causeChain(error: unknown): object[] {
  const chain: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && chain.length < 16) {
    const current = queue.shift();
    if (typeof current !== 'object' || current === null || chain.includes(current)) continue;
    chain.push(current);
    queue.push((current as { cause?: unknown }).cause);
    const nested = (current as { errors?: unknown }).errors;
    if (Array.isArray(nested)) queue.push(...nested);
  }
  return chain;
}
