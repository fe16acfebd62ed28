import { pythonJsonDumps } from '../dialectic/python-json.js';
import type { MemoryStore } from '../store/memory-store.js';
import { isLoopbackAddress, parseIpAddress } from '../validation/ip-address.js';

/** What happened to one webhook POST the emulator sent (or would have sent). */
export interface WebhookDeliveryRecord {
  /** `queue.empty` or `test.event`. */
  eventType: string;
  /** The endpoint URL. */
  url: string;
  /** The body as sent: the server's JSON (sorted keys, compact separators). */
  body: string;
  /** The `X-Honcho-Signature` header sent. */
  signature: string;
  /** The receiver's status, when it answered. */
  status?: number;
  /** Why the delivery failed: a non-2xx status, a network error, or a refused loopback receiver. */
  error?: string;
  /** Whether the receiver answered 2xx. */
  ok: boolean;
}

/** The emulator's webhook deliveries, for tests. */
export interface EmulatorWebhooks {
  /** Every delivery attempt since creation or the last reset, oldest first. */
  readonly deliveries: readonly WebhookDeliveryRecord[];
  /** Resolves once every delivery started so far has been answered or has failed. */
  settled(): Promise<void>;
  /** Whether loopback receivers may be registered and delivered to (`allowLoopbackWebhooks`). */
  readonly allowLoopback: boolean;
}

/** Options of {@link WebhookDispatcher}. */
export interface WebhookDispatcherOptions {
  /** The server's `WEBHOOK_SECRET`; without it nothing is delivered, as the server signs nothing. */
  secret: string | undefined;
  allowLoopback: boolean;
  now: () => Date;
  /** Told of each attempt; the default logs failures with `console.warn`. */
  onDelivery?: ((delivery: WebhookDeliveryRecord) => void) | undefined;
}

/** The server's delivery timeout (httpx `timeout=30.0`). */
const DELIVERY_TIMEOUT_MS = 30_000;
const encoder = new TextEncoder();

/** `utc_now_iso()`: UTC, whole seconds, `Z`. */
const serverTimestamp = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** Whether a URL's host is this machine: `localhost` (and `*.localhost`) or a loopback literal. */
function isLoopbackHost(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  const address = parseIpAddress(hostname.replace(/^\[|\]$/g, ''));
  return address !== undefined && isLoopbackAddress(address);
}

async function hmacHex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Sends webhook events as the server's deriver does: the body
 * `{"data","timestamp","type"}` serialised with sorted keys and compact
 * separators, signed with HMAC-SHA256 in `X-Honcho-Signature`, POSTed at
 * once to every endpoint the workspace has when the event is delivered,
 * with no retries; a failure is only logged.
 *
 * Beyond the server: without `allowLoopback`, a receiver on this machine
 * (`localhost` or a loopback literal) is not delivered to. The server does
 * not resolve host names when an endpoint is registered, so `localhost`
 * registers, but a deployed server cannot reach the developer's machine;
 * the option makes that reach explicit.
 */
export class WebhookDispatcher implements EmulatorWebhooks {
  readonly allowLoopback: boolean;
  readonly deliveries: WebhookDeliveryRecord[] = [];
  readonly #secret: string | undefined;
  readonly #now: () => Date;
  readonly #onDelivery: (delivery: WebhookDeliveryRecord) => void;
  readonly #inFlight = new Set<Promise<void>>();

  constructor(options: WebhookDispatcherOptions) {
    this.#secret = options.secret;
    this.allowLoopback = options.allowLoopback;
    this.#now = options.now;
    this.#onDelivery =
      options.onDelivery ??
      ((delivery) => {
        if (!delivery.ok) console.warn(`[honcho-emulator] webhook ${delivery.eventType} to ${delivery.url} failed: ${delivery.error ?? 'unknown error'}`);
      });
  }

  /** Whether events are delivered at all (a secret was given). */
  get enabled(): boolean {
    return this.#secret !== undefined;
  }

  /**
   * Queues `type` with `data` for the workspace's endpoints and returns at
   * once: the request that caused it is answered first, as on the server,
   * whose deriver delivers later.
   */
  publish(store: MemoryStore, workspaceId: string, type: string, data: Record<string, unknown>): void {
    const secret = this.#secret;
    if (secret === undefined) return;
    const delivery = new Promise<void>((resolve) => setTimeout(resolve, 0))
      .then(() => this.#deliver(store, workspaceId, secret, type, data))
      .finally(() => this.#inFlight.delete(delivery));
    this.#inFlight.add(delivery);
  }

  async settled(): Promise<void> {
    while (this.#inFlight.size > 0) await Promise.all([...this.#inFlight]);
  }

  /** Forgets past deliveries (the emulator's reset); deliveries under way still finish. */
  clear(): void {
    this.deliveries.length = 0;
  }

  async #deliver(store: MemoryStore, workspaceId: string, secret: string, type: string, data: Record<string, unknown>): Promise<void> {
    // The endpoints as they are when the deriver gets to the event, not when it was published.
    const urls = [...(store.data.get(workspaceId)?.webhooks.values() ?? [])].map((webhook) => webhook.url);
    if (urls.length === 0) return;
    const body = pythonJsonDumps({ type, data, timestamp: serverTimestamp(this.#now()) }, { sortKeys: true, separators: [',', ':'] });
    const signature = await hmacHex(secret, body);
    await Promise.all(urls.map((url) => this.#post(url, type, body, signature)));
  }

  async #post(url: string, eventType: string, body: string, signature: string): Promise<void> {
    const record: WebhookDeliveryRecord = { eventType, url, body, signature, ok: false };
    if (!this.allowLoopback && isLoopbackHost(url)) {
      record.error = 'not delivered: the receiver is on this machine; start the emulator with allowLoopbackWebhooks (--allow-loopback-webhooks) to deliver to it';
    } else {
      try {
        const response = await fetch(url, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json', 'X-Honcho-Signature': signature },
          signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
          redirect: 'manual',
        });
        await response.body?.cancel();
        record.status = response.status;
        record.ok = response.status >= 200 && response.status < 300;
        if (!record.ok) record.error = `status ${response.status}`;
      } catch (error) {
        record.error = error instanceof Error ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}` : String(error);
      }
    }
    this.deliveries.push(record);
    this.#onDelivery(record);
  }
}
