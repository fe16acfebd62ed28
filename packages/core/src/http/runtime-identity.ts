/** Header naming the SDK and platform, as the 2.5 SDK sent it. Integrations override it with their own identity. */
export const HOST_HEADER = 'X-Honcho-Host';

/** Header carrying how many retries preceded this attempt (`0` on the first). */
export const RETRY_COUNT_HEADER = 'x-honcho-retry-count';

/** Product token used when the embedding SDK does not give its own. */
export const DEFAULT_PRODUCT = 'honcho-typescript';

/** The JavaScript runtime the client is running in, as far as it can tell. */
export interface RuntimeInfo {
  /** Runtime family. `browser` covers pages and browser workers. */
  readonly name: 'node' | 'bun' | 'deno' | 'browser' | 'edge' | 'unknown';
  /** Runtime version, when the runtime tells. */
  readonly version: string | undefined;
  /** Operating system (`linux`, `darwin`, `win32`…), when the runtime tells. */
  readonly platform: string | undefined;
}

/**
 * Works out the runtime from its globals without touching anything that may
 * throw unguarded (`process` may be missing, or a getter behind a permission).
 */
export function detectRuntime(globals: object = globalThis): RuntimeInfo {
  const g = globals as Record<string, unknown>;
  try {
    const deno = g.Deno as { version?: { deno?: unknown }; build?: { os?: unknown } } | undefined;
    if (deno && typeof deno.version?.deno === 'string') {
      return { name: 'deno', version: deno.version.deno, platform: stringOr(deno.build?.os) };
    }
    const bun = g.Bun as { version?: unknown } | undefined;
    const processLike = g.process as { versions?: { node?: unknown }; platform?: unknown } | undefined;
    if (bun && typeof bun.version === 'string') {
      return { name: 'bun', version: bun.version, platform: stringOr(processLike?.platform) };
    }
    if (typeof g.EdgeRuntime === 'string') return { name: 'edge', version: undefined, platform: undefined };
    const navigatorLike = g.navigator as { userAgent?: unknown } | undefined;
    if (navigatorLike?.userAgent === 'Cloudflare-Workers') return { name: 'edge', version: undefined, platform: undefined };
    const isBrowser =
      (typeof g.window === 'object' && typeof g.document === 'object') || typeof g.importScripts === 'function';
    if (isBrowser) return { name: 'browser', version: undefined, platform: undefined };
    if (processLike && typeof processLike.versions?.node === 'string') {
      return { name: 'node', version: processLike.versions.node, platform: stringOr(processLike.platform) };
    }
  } catch {
    // A throwing getter tells us nothing; fall through.
  }
  return { name: 'unknown', version: undefined, platform: undefined };
}

/**
 * Headers identifying the client: `X-Honcho-Host` everywhere (`product
 * (platform)`, e.g. `honcho-typescript/2.5.0 (linux)`, the 2.5 SDK's format),
 * plus `User-Agent` on server runtimes only. Browsers forbid or silently drop
 * a script-set User-Agent, and edge runtimes are left alone to be safe.
 */
export function identityHeaders(product: string, runtime: RuntimeInfo = detectRuntime()): Record<string, string> {
  const headers: Record<string, string> = {
    [HOST_HEADER]: runtime.platform ? `${product} (${runtime.platform})` : product,
  };
  if (runtime.name === 'node' || runtime.name === 'bun' || runtime.name === 'deno') {
    const engine = runtime.version ? `${runtime.name}/${runtime.version}` : runtime.name;
    headers['User-Agent'] = runtime.platform ? `${product} (${engine}; ${runtime.platform})` : `${product} (${engine})`;
  }
  return headers;
}

function stringOr(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
