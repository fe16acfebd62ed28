import type { KeyRegistry } from '../auth/key-registry.js';
import type { Route } from '../http/route-table.js';
import type { MemoryStore } from '../store/memory-store.js';

/** What every route handler can reach. */
export interface EmulatorContext {
  readonly store: MemoryStore;
  readonly keys: KeyRegistry;
  /** The emulator's clock. */
  readonly now: () => Date;
  /** Milliseconds a scheduled dream stays pending in the queue status. */
  readonly dreamDurationMs: number;
}

/** A route of the emulator. */
export type EmulatorRoute = Route<EmulatorContext>;
