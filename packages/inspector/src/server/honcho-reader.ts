import { Honcho, type Conclusion, type HonchoConfig, type Peer, type Session } from '@honcho-ai/sdk';
import { InspectorApiError } from './api-error.js';

/**
 * Honcho, as the inspector reads it: one SDK client per workspace, and lookups that never create.
 * The SDK's `honcho.peer(id)` and `honcho.session(id)` get *or create*, and every workspace call
 * first gets or creates its workspace; an inspector opened on a mistyped id must not leave a new
 * peer, session or workspace behind. So each id is looked up by listing with an `id` filter (which
 * returns the same objects), and a workspace is checked to exist before its client is used.
 */
export class HonchoReader {
  readonly #config: HonchoConfig;
  readonly #clients = new Map<string, Honcho>();
  readonly #knownWorkspaces = new Set<string>();
  /** The client for the workspace the inspector was started on, whose settings label the connection. */
  readonly home: Honcho;

  constructor(config: HonchoConfig) {
    this.#config = config;
    this.home = new Honcho(config);
    this.#clients.set(this.home.workspaceId, this.home);
  }

  /** The workspace's client, once the workspace is known to exist. */
  async workspace(workspaceId: string): Promise<Honcho> {
    let client = this.#clients.get(workspaceId);
    if (!client) {
      client = new Honcho({ ...this.#config, workspaceId });
      this.#clients.set(workspaceId, client);
    }
    if (!this.#knownWorkspaces.has(workspaceId)) {
      if (!(await this.#workspaceExists(workspaceId))) throw new InspectorApiError('not-found', 404, `Honcho has no workspace "${workspaceId}".`);
      this.#knownWorkspaces.add(workspaceId);
    }
    return client;
  }

  async peer(workspaceId: string, peerId: string): Promise<Peer> {
    const page = await (await this.workspace(workspaceId)).peers({ filters: { id: peerId }, size: 1 });
    const peer = page.items[0];
    if (!peer) throw new InspectorApiError('not-found', 404, `Workspace "${workspaceId}" has no peer "${peerId}".`);
    return peer;
  }

  async session(workspaceId: string, sessionId: string): Promise<Session> {
    const page = await (await this.workspace(workspaceId)).sessions({ filters: { id: sessionId }, size: 1 });
    const session = page.items[0];
    if (!session) throw new InspectorApiError('not-found', 404, `Workspace "${workspaceId}" has no session "${sessionId}".`);
    return session;
  }

  /**
   * One conclusion by id, on every server: `GET .../conclusions/{id}` is newer than server 3.0.12,
   * so it is found by listing with an `id` filter (`getMany`), as that server can.
   */
  async conclusion(workspaceId: string, conclusionId: string, signal?: AbortSignal): Promise<Conclusion> {
    const [conclusion] = await (await this.workspace(workspaceId)).conclusions.getMany([conclusionId], { signal });
    if (!conclusion) throw new InspectorApiError('not-found', 404, `Workspace "${workspaceId}" has no conclusion "${conclusionId}".`);
    return conclusion;
  }

  async #workspaceExists(workspaceId: string): Promise<boolean> {
    try {
      const page = await this.home.workspaces({ filters: { id: workspaceId }, size: 1 });
      return page.items.includes(workspaceId);
    } catch (error) {
      // A key scoped to one workspace may not list workspaces; the workspace it was started on is then taken on trust.
      if (workspaceId === this.home.workspaceId) return true;
      throw error;
    }
  }
}
