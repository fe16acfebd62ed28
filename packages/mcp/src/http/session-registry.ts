import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import type { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';

/** One MCP session: its server and transport, and the key it was opened with. @internal */
export interface McpSession {
  readonly server: Server;
  readonly transport: WebStandardStreamableHTTPServerTransport;
  /** The Honcho key the session was opened with; every later request must bring the same. */
  readonly apiKey: string;
  /** The user the session's memory tools are about; later requests must resolve to the same. */
  readonly peerId: string | undefined;
  lastUsed: number;
}

/**
 * The open MCP sessions of one handler, in memory: the least recently used is
 * closed when there are too many, and idle ones are closed as requests come
 * (no timers, so it runs on edge runtimes too).
 *
 * @internal
 */
export class SessionRegistry {
  readonly #sessions = new Map<string, McpSession>();
  readonly #idleMs: number;
  readonly #max: number;
  #lastSweep = Date.now();

  constructor(idleMs: number, max: number) {
    this.#idleMs = idleMs;
    this.#max = max;
  }

  get size(): number {
    return this.#sessions.size;
  }

  /** The session `id`, marked as used; `undefined` when unknown or expired. */
  use(id: string): McpSession | undefined {
    this.#sweep();
    const session = this.#sessions.get(id);
    if (session === undefined) return undefined;
    session.lastUsed = Date.now();
    // Re-inserted so the map's order stays least recently used first.
    this.#sessions.delete(id);
    this.#sessions.set(id, session);
    return session;
  }

  add(id: string, session: McpSession): void {
    this.#sweep();
    while (this.#sessions.size >= this.#max) {
      const oldest = this.#sessions.keys().next().value;
      if (oldest === undefined) break;
      this.close(oldest);
    }
    this.#sessions.set(id, session);
  }

  /** Forgets the session and closes its server (which closes its transport). */
  close(id: string): void {
    const session = this.#sessions.get(id);
    if (session === undefined) return;
    this.#sessions.delete(id);
    void session.server.close().catch(() => undefined);
  }

  #sweep(): void {
    const now = Date.now();
    if (now - this.#lastSweep < Math.min(60_000, this.#idleMs)) return;
    this.#lastSweep = now;
    for (const [id, session] of this.#sessions) {
      if (now - session.lastUsed > this.#idleMs) this.close(id);
    }
  }
}
