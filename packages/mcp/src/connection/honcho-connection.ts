import { Honcho, type HonchoConfig } from '@honcho-ai/sdk';

/** Most workspaces one connection keeps a client for; the oldest is dropped beyond it. */
const MAX_WORKSPACE_CLIENTS = 64;

/**
 * One way to reach Honcho (a URL and a key) and a client per workspace, made
 * on first use. The configured workspace's client exists from the start, so a
 * bad option fails when the server is created, not on the first call.
 *
 * @internal
 */
export class HonchoConnection {
  readonly #config: HonchoConfig;
  readonly #clients = new Map<string, Honcho>();
  /** The client for the configured workspace. */
  readonly honcho: Honcho;

  constructor(config: HonchoConfig) {
    this.#config = config;
    this.honcho = new Honcho(config);
    this.#clients.set(this.honcho.workspaceId, this.honcho);
  }

  /** The API key this connection sends, to scrub from any text that leaves the server. */
  get apiKey(): string | undefined {
    return this.#config.apiKey;
  }

  /** The client for `workspaceId`, or for the configured workspace when it is omitted. */
  workspace(workspaceId?: string): Honcho {
    if (workspaceId === undefined || workspaceId === this.honcho.workspaceId) return this.honcho;
    let client = this.#clients.get(workspaceId);
    if (client === undefined) {
      client = new Honcho({ ...this.#config, workspaceId });
      if (this.#clients.size >= MAX_WORKSPACE_CLIENTS) {
        const oldest = [...this.#clients.keys()].find((id) => id !== this.honcho.workspaceId);
        if (oldest !== undefined) this.#clients.delete(oldest);
      }
      this.#clients.set(workspaceId, client);
    }
    return client;
  }
}
