import { Honcho, type Conclusion, type HonchoConfig, type Peer, type Session } from '@honcho-ai/sdk';
import { InspectorApiError } from './api-error.js';
import { observationGraph } from './observation-graph.js';

/** How many observer/observed pairs a search asks for conclusions. */
const SEARCH_PAIR_LIMIT = 20;
/**
 * The largest cosine distance a conclusion found by search may have: the query is a vector search
 * that returns the nearest conclusions however far, so the unrelated are cut off here.
 */
const SEARCH_MAX_DISTANCE = 0.8;

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

  /**
   * A page of workspaces with their creation time and metadata: the SDK's `workspaces()` keeps only
   * the ids, so the list route is called through its transport.
   */
  async workspaceItems(page: number, size: number, signal?: AbortSignal): Promise<WireWorkspacePage> {
    return this.home.http.post<WireWorkspacePage>('/v3/workspaces/list', { body: { filters: {} }, query: { page, size }, idempotent: true, signal });
  }

  /**
   * The workspace's conclusions nearest to `text`, whoever observed them. Honcho's conclusion query
   * needs an observer and an observed peer, so each pair that holds conclusions (the observation
   * graph's edges, the largest first, at most {@link SEARCH_PAIR_LIMIT}) is asked, for those within
   * {@link SEARCH_MAX_DISTANCE}.
   */
  async searchConclusions(workspaceId: string, text: string, perPair: number, signal?: AbortSignal): Promise<{ found: WireConclusion[]; incomplete?: string }> {
    const honcho = await this.workspace(workspaceId);
    const { edges } = await observationGraph(honcho);
    const path = `/v3/workspaces/${encodeURIComponent(workspaceId)}/conclusions/query`;
    const found = await Promise.all(
      edges.slice(0, SEARCH_PAIR_LIMIT).map((edge) =>
        honcho.http.post<WireConclusion[]>(path, { body: { query: text, top_k: perPair, distance: SEARCH_MAX_DISTANCE, filters: { observer_id: edge.observer, observed_id: edge.observed } }, idempotent: true, signal }),
      ),
    );
    const seen = new Set<string>();
    const unique = found.flat().filter((conclusion) => !seen.has(conclusion.id) && Boolean(seen.add(conclusion.id)));
    const skipped = edges.length - SEARCH_PAIR_LIMIT;
    if (skipped <= 0) return { found: unique };
    return { found: unique, incomplete: `Conclusions were searched for the ${SEARCH_PAIR_LIMIT} observer/observed pairs holding the most; ${skipped} more ${skipped === 1 ? 'pair was' : 'pairs were'} not searched.` };
  }

  /** Which of `ids` name a session of the workspace (the others are something else, such as the server's internal ids). */
  async knownSessionIds(workspaceId: string, ids: readonly string[], signal?: AbortSignal): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const honcho = await this.workspace(workspaceId);
    const page = await honcho.sessions({ filters: { id: { in: [...ids] } }, size: Math.min(100, ids.length), signal });
    return new Set(page.items.map((session) => session.id));
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

/** One workspace as Honcho's list route sends it. */
export interface WireWorkspace {
  readonly id: string;
  readonly metadata?: Record<string, unknown> | null;
  readonly created_at?: string | null;
}

export interface WireWorkspacePage {
  readonly items: readonly WireWorkspace[];
  readonly page: number;
  readonly size: number;
  readonly pages: number;
  readonly total: number;
}

/** One conclusion as Honcho's query route sends it. */
export interface WireConclusion {
  readonly id: string;
  readonly content: string;
  readonly observer_id: string;
  readonly observed_id: string;
  readonly session_id?: string | null;
  readonly level?: string | null;
  readonly created_at?: string | null;
}
