import { rule, type InputSpec } from '@honcho-ai/sdk-core';
import type { HonchoConfig } from './honcho-config.js';

/**
 * Every key {@link HonchoConfig} declares. `satisfies` keeps the list honest:
 * adding a config field without listing it here fails the type-check, so a
 * real option is never refused as unknown.
 */
const KNOWN_KEYS_RECORD = {
  apiKey: true,
  environment: true,
  baseURL: true,
  workspaceId: true,
  timeout: true,
  maxRetries: true,
  defaultHeaders: true,
  defaultQuery: true,
  logLevel: true,
  logger: true,
  fetch: true,
  tracing: true,
  retryBackoff: true,
  dangerouslyAllowBrowser: true,
} as const satisfies Record<keyof HonchoConfig, true>;

/**
 * The option names `new Honcho()` accepts, for integrations that take the
 * client's options inline (such as `createHoncho()` of `@honcho-ai/ai-sdk`)
 * and check them before building a client.
 */
export const HONCHO_CONFIG_KEYS: readonly string[] = Object.keys(KNOWN_KEYS_RECORD);

/**
 * Refuses each key of an options object that `known` does not list,
 * suggesting the closest known key. A typo such as `apikey` otherwise sends no
 * key at all and surfaces much later as a 401 far from its cause. The value
 * of an unknown key is never shown: it may be a key.
 *
 * @internal
 */
export function knownOptionKeys(known: readonly string[] = HONCHO_CONFIG_KEYS): InputSpec<object> {
  return rule((options) =>
    (typeof options === 'object' && options !== null ? Object.keys(options) : [])
      .filter((key) => !known.includes(key))
      .map((key) => {
        const suggestion = closestKey(key, known);
        const hint = suggestion === undefined ? `known options: ${known.join(', ')}` : `did you mean ${suggestion}?`;
        return { path: key, message: `is not a known option (${hint})` };
      }),
  );
}

/**
 * The known key a typo most likely meant: a case-insensitive or
 * `snake_case` match first, then the nearest by edit distance when it is
 * within half the key's length (so `zzz` suggests nothing).
 */
export function closestKey(key: string, known: readonly string[]): string | undefined {
  const folded = fold(key);
  const exact = known.find((candidate) => fold(candidate) === folded);
  if (exact !== undefined) return exact;
  let best: string | undefined;
  let bestDistance = Math.max(1, Math.floor(key.length / 2)) + 1;
  for (const candidate of known) {
    const distance = editDistance(folded, fold(candidate));
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

function fold(key: string): string {
  return key.toLowerCase().replace(/[_-]/g, '');
}

/** Levenshtein distance, two rows at a time. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
