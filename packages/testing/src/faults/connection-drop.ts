/** Marks errors that mean "drop this connection", so servers can recognise them across bundles and realms. */
export const CONNECTION_DROP: unique symbol = Symbol.for('honcho.testing.connectionDrop');

/**
 * An injected dropped connection. The Fetch handler rejects with it, which is
 * what a network failure looks like to `fetch` callers (a `TypeError`); the
 * Node server destroys the socket instead of answering, and the msw handlers
 * answer with a network error.
 */
export class EmulatorConnectionDrop extends TypeError {
  /** The marker {@link isConnectionDrop} looks for. */
  readonly [CONNECTION_DROP] = true;
  /** Whether the request was handled (and its writes made) before the drop. */
  readonly phase: 'before' | 'after';

  constructor(phase: 'before' | 'after') {
    super(`Connection dropped by the Honcho emulator (injected fault, ${phase} handling the request)`);
    this.name = 'EmulatorConnectionDrop';
    this.phase = phase;
  }
}

/** Whether `error` asks for the connection to be dropped (works across bundled copies of this module). */
export function isConnectionDrop(error: unknown): error is EmulatorConnectionDrop {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[Symbol.for('honcho.testing.connectionDrop')] === true;
}
