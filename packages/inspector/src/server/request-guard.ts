import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { TOKEN_HEADER } from '../contract/inspector-api.js';

/** The names a loopback listener is reached by. */
const LOOPBACK_NAMES = ['127.0.0.1', 'localhost', '[::1]'] as const;

/** Whether `host` is a loopback address or name the inspector may bind to. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * The checks every request passes before it is served:
 * - `Host` must name the loopback listener itself, so a page on another site whose name was
 *   re-pointed at 127.0.0.1 (DNS rebinding) is refused even though the browser sends it here;
 * - API calls must carry the launch token, which only the printed URL holds;
 * - a cross-site browser request (`Sec-Fetch-Site`) or a foreign `Origin` is refused outright.
 */
export class RequestGuard {
  readonly #token: Buffer;
  readonly #hosts: Set<string>;
  readonly #origins: Set<string>;

  constructor(token: string, boundHost: string, port: number) {
    this.#token = Buffer.from(token);
    const names = new Set<string>([...LOOPBACK_NAMES, boundHost.includes(':') && !boundHost.startsWith('[') ? `[${boundHost}]` : boundHost]);
    this.#hosts = new Set([...names].map((name) => `${name}:${port}`));
    this.#origins = new Set([...this.#hosts].map((host) => `http://${host}`));
  }

  /** Why the request is refused, or `undefined` when it may go on. */
  refusal(request: IncomingMessage, isApi: boolean): { status: number; message: string } | undefined {
    const host = request.headers.host?.toLowerCase();
    if (!host || !this.#hosts.has(host)) return { status: 421, message: `Refused: the Host header (${host ?? 'none'}) is not this inspector's loopback address.` };
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== 'null' && !this.#origins.has(origin.toLowerCase())) return { status: 403, message: 'Refused: the request came from another origin.' };
    if (request.headers['sec-fetch-site'] === 'cross-site') return { status: 403, message: 'Refused: cross-site requests are not served.' };
    if (isApi && !this.#hasToken(request.headers[TOKEN_HEADER])) {
      return { status: 403, message: 'Refused: the launch token is missing or wrong. Open the URL the inspector printed when it started.' };
    }
    return undefined;
  }

  #hasToken(sent: string | string[] | undefined): boolean {
    if (typeof sent !== 'string') return false;
    const given = Buffer.from(sent);
    return given.length === this.#token.length && timingSafeEqual(given, this.#token);
  }
}
