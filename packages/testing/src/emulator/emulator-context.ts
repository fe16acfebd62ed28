import type { KeyRegistry } from '../auth/key-registry.js';
import type { Route } from '../http/route-table.js';
import type { MemoryStore } from '../store/memory-store.js';
import type { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import type { EmulatorServerProfile } from './server-profile.js';

/** What every route handler can reach. */
export interface EmulatorContext {
  readonly store: MemoryStore;
  readonly keys: KeyRegistry;
  /** The emulator's clock. */
  readonly now: () => Date;
  /** Milliseconds a scheduled dream stays pending in the queue status. */
  readonly dreamDurationMs: number;
  /** The server behaved as; under `'3.0.12'` the extensions are absent (see `servesExtensions`). */
  readonly serverProfile: EmulatorServerProfile;
  /** Signs and sends webhook events, when the emulator has a webhook secret. */
  readonly webhooks: WebhookDispatcher;
}

/** A route of the emulator. */
export type EmulatorRoute = Route<EmulatorContext>;
