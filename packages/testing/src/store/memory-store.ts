import type {
  ConclusionLevel,
  MessageConfiguration,
  Metadata,
  PeerConfiguration,
  SessionConfiguration,
  SessionPeerConfig,
  WorkspaceConfiguration,
} from '@honcho-ai/api-types';
import { serverTimestamp } from '../datetime/server-timestamp.js';
import { notFound } from '../http/http-error.js';
import type { EmulatorSeed, SeedWorkspace } from '../seed/emulator-seed.js';
import { approximateTokens } from '../tokens/approximate-tokens.js';
import type { EmulatorStore, StoreCounts, ScheduledDream, StoredConclusion } from './emulator-store.js';
import { createIdGenerator } from './id-generator.js';
import {
  peerCardKey,
  type ConclusionRecord,
  type MessageRecord,
  type PeerRecord,
  type SessionRecord,
  type WorkspaceRecord,
} from './records.js';
import { toConclusion, toMessage, toPeer, toScope, toSession, toWebhook, toWorkspace } from './wire.js';

/** Metadata and configuration to create (or, where the server does, overwrite) a resource with. */
export interface ResourceInit<C> {
  metadata?: Metadata | null;
  configuration?: C | null;
  created_at?: string;
}

/** One message to append. */
export interface MessageInput {
  peer_id: string;
  content: string;
  metadata?: Metadata | null;
  configuration?: MessageConfiguration | null;
  created_at?: string | null;
  id?: string;
}

/** One conclusion to store. */
export interface ConclusionInput {
  content: string;
  observer_id: string;
  observed_id: string;
  session_id?: string | null;
  level?: ConclusionLevel;
  source_ids?: string[] | null;
  created_at?: string;
  id?: string;
}

/** The result of a get-or-create: 201 when `created`, 200 otherwise. */
export interface GetOrCreate<T> {
  record: T;
  created: boolean;
}

/**
 * The emulator's in-memory database. Route code mutates it through these
 * helpers; tests read it through the {@link EmulatorStore} interface.
 */
export class MemoryStore implements EmulatorStore {
  /** Every workspace, in creation order (Map iteration order). */
  readonly data = new Map<string, WorkspaceRecord>();
  private seq = 0;
  private generateId: () => string;

  constructor(
    private readonly clock: () => Date,
    private readonly idSeed: number,
  ) {
    this.generateId = createIdGenerator(idSeed);
  }

  /** Forgets everything and restarts ID generation, so a reset emulator repeats its IDs. */
  clear(): void {
    this.data.clear();
    this.seq = 0;
    this.generateId = createIdGenerator(this.idSeed);
  }

  /** A fresh nanoid-shaped ID. */
  newId(): string {
    return this.generateId();
  }

  /** Now, as the server writes timestamps (`2026-12-01T15:44:32.121000Z`). */
  timestamp(): string {
    return serverTimestamp(this.clock());
  }

  /** The next insertion number. */
  nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  // --- workspaces ------------------------------------------------------------

  /** The workspace, or 404. */
  requireWorkspace(id: string): WorkspaceRecord {
    const record = this.data.get(id);
    if (!record) throw notFound(`Workspace ${id} not found`);
    return record;
  }

  /** Gets or creates a workspace; an existing one is returned unchanged. */
  ensureWorkspace(id: string, init: ResourceInit<WorkspaceConfiguration> = {}): GetOrCreate<WorkspaceRecord> {
    const existing = this.data.get(id);
    if (existing) return { record: existing, created: false };
    const record: WorkspaceRecord = {
      id,
      metadata: init.metadata ?? {},
      configuration: init.configuration ?? {},
      created_at: init.created_at ?? this.timestamp(),
      seq: this.nextSeq(),
      peers: new Map(),
      sessions: new Map(),
      conclusions: new Map(),
      scopes: new Map(),
      webhooks: new Map(),
      peerCards: new Map(),
      dreams: [],
      webhookTestEvents: [],
    };
    this.data.set(id, record);
    return { record, created: true };
  }

  // --- peers -----------------------------------------------------------------

  /** The peer, or 404. */
  requirePeer(workspace: WorkspaceRecord, id: string): PeerRecord {
    const record = workspace.peers.get(id);
    if (!record) throw notFound(`Peer ${id} not found in workspace ${workspace.id}`);
    return record;
  }

  /**
   * Gets or creates a peer. Like the server, metadata or configuration given
   * for an existing peer replace what it had.
   */
  ensurePeer(workspace: WorkspaceRecord, id: string, init: ResourceInit<PeerConfiguration> = {}, scope = false): GetOrCreate<PeerRecord> {
    return this.getOrCreate(workspace.peers, id, init, (_current, given) => given, (common) => ({ ...common, workspace_id: workspace.id, scope }));
  }

  // --- sessions --------------------------------------------------------------

  /** The session, or 404. */
  requireSession(workspace: WorkspaceRecord, id: string): SessionRecord {
    const record = workspace.sessions.get(id);
    if (!record) throw notFound(`Session ${id} not found in workspace ${workspace.id}`);
    return record;
  }

  /**
   * Gets or creates a session. As on the server, metadata given for an
   * existing session replaces what it had, and configuration is merged into it
   * ({@link mergeConfiguration}).
   */
  ensureSession(workspace: WorkspaceRecord, id: string, init: ResourceInit<SessionConfiguration> = {}): GetOrCreate<SessionRecord> {
    // A session whose deletion has begun is neither returned nor recreated, as on the server.
    if (workspace.sessions.get(id)?.is_active === false) throw notFound(`Session ${id} not found in workspace ${workspace.id}`);
    return this.getOrCreate(workspace.sessions, id, init, mergeConfiguration, (common) => ({
      ...common,
      workspace_id: workspace.id,
      is_active: true,
      peers: new Map(),
      formerPeers: new Map(),
      messages: [],
    }));
  }

  /**
   * The get-or-create shared by peers and sessions: an existing record takes
   * the metadata given and the configuration `combine` makes of its own and the
   * given one (as the server does on get-or-create); a new one is built from
   * the fields every resource has plus its own.
   */
  private getOrCreate<Configuration, Resource extends { metadata: Record<string, unknown>; configuration: Configuration }>(
    records: Map<string, Resource>,
    id: string,
    init: ResourceInit<Configuration>,
    combine: (current: Configuration, given: Configuration) => Configuration,
    build: (common: { id: string; metadata: Record<string, unknown>; configuration: Configuration; created_at: string; seq: number }) => Resource,
  ): GetOrCreate<Resource> {
    const existing = records.get(id);
    if (existing) {
      if (init.metadata != null) existing.metadata = init.metadata;
      if (init.configuration != null) existing.configuration = combine(existing.configuration, init.configuration);
      return { record: existing, created: false };
    }
    const record = build({
      id,
      metadata: init.metadata ?? {},
      configuration: init.configuration ?? ({} as Configuration),
      created_at: init.created_at ?? this.timestamp(),
      seq: this.nextSeq(),
    });
    records.set(id, record);
    return { record, created: true };
  }

  /**
   * Adds members, creating peers that do not exist yet. As on the server, a
   * new or returning member takes the settings given, and a current member
   * keeps the ones it has.
   */
  addSessionPeers(workspace: WorkspaceRecord, session: SessionRecord, peers: Readonly<Record<string, SessionPeerConfig>>): void {
    for (const [peerId, config] of Object.entries(peers)) {
      this.ensurePeer(workspace, peerId);
      if (session.peers.has(peerId)) continue;
      session.formerPeers.delete(peerId);
      session.peers.set(peerId, dropNullish(config));
    }
  }

  /** Members leave; their settings are kept with the former members, as the server keeps the row. */
  removeSessionPeers(session: SessionRecord, peerIds: Iterable<string>): void {
    for (const peerId of peerIds) {
      const config = session.peers.get(peerId);
      if (config === undefined) continue;
      session.peers.delete(peerId);
      session.formerPeers.set(peerId, config);
    }
  }

  /** Appends messages in order; senders are created and made members, as the server does. */
  appendMessages(workspace: WorkspaceRecord, session: SessionRecord, inputs: readonly MessageInput[]): MessageRecord[] {
    const senders: Record<string, SessionPeerConfig> = {};
    for (const input of inputs) if (!session.peers.has(input.peer_id)) senders[input.peer_id] = {};
    this.addSessionPeers(workspace, session, senders);
    const created = inputs.map((input): MessageRecord => {
      const content = input.content.replaceAll('\u0000', '');
      return {
        id: input.id ?? this.newId(),
        content,
        peer_id: input.peer_id,
        session_id: session.id,
        workspace_id: workspace.id,
        metadata: input.metadata ?? {},
        created_at: input.created_at ?? this.timestamp(),
        token_count: approximateTokens(content),
        seq: this.nextSeq(),
        configuration: input.configuration ?? null,
      };
    });
    session.messages.push(...created);
    return created;
  }

  /** Every message in the workspace, in write order. */
  allMessages(workspace: WorkspaceRecord): MessageRecord[] {
    const messages: MessageRecord[] = [];
    for (const session of workspace.sessions.values()) messages.push(...session.messages);
    return messages.sort((a, b) => a.seq - b.seq);
  }

  // --- conclusions -----------------------------------------------------------

  /**
   * Stores conclusions in order; observers and observed peers are created if
   * needed. With `together`, they are one write, as one create call is on
   * the server: one `created_at` (unless given) and one `batch`.
   */
  addConclusions(workspace: WorkspaceRecord, inputs: readonly ConclusionInput[], options: { together?: boolean } = {}): ConclusionRecord[] {
    const at = options.together ? this.timestamp() : undefined;
    let first: number | undefined;
    return inputs.map((input) => {
      this.ensurePeer(workspace, input.observer_id);
      this.ensurePeer(workspace, input.observed_id);
      const seq = this.nextSeq();
      first ??= seq;
      const record: ConclusionRecord = {
        id: input.id ?? this.newId(),
        content: input.content.replaceAll('\u0000', ''),
        observer_id: input.observer_id,
        observed_id: input.observed_id,
        session_id: input.session_id ?? null,
        level: input.level ?? 'explicit',
        source_ids: input.source_ids ?? null,
        created_at: input.created_at ?? at ?? this.timestamp(),
        seq,
        ...(options.together ? { batch: first } : {}),
      };
      workspace.conclusions.set(record.id, record);
      return record;
    });
  }

  // --- EmulatorStore ---------------------------------------------------------

  workspaces(): ReturnType<EmulatorStore['workspaces']> {
    return [...this.data.values()].map(toWorkspace);
  }

  workspace(workspaceId: string): ReturnType<EmulatorStore['workspace']> {
    const record = this.data.get(workspaceId);
    return record ? toWorkspace(record) : undefined;
  }

  peers(workspaceId: string, options: { includeScopes?: boolean } = {}): ReturnType<EmulatorStore['peers']> {
    const peers = [...(this.data.get(workspaceId)?.peers.values() ?? [])];
    return peers.filter((peer) => options.includeScopes || !peer.scope).map(toPeer);
  }

  sessions(workspaceId: string): ReturnType<EmulatorStore['sessions']> {
    return [...(this.data.get(workspaceId)?.sessions.values() ?? [])].map(toSession);
  }

  sessionPeers(workspaceId: string, sessionId: string): Record<string, SessionPeerConfig> {
    const session = this.data.get(workspaceId)?.sessions.get(sessionId);
    return session ? structuredClone(Object.fromEntries(session.peers)) : {};
  }

  messages(workspaceId: string, sessionId?: string): ReturnType<EmulatorStore['messages']> {
    const workspace = this.data.get(workspaceId);
    if (!workspace) return [];
    if (sessionId === undefined) return this.allMessages(workspace).map(toMessage);
    return (workspace.sessions.get(sessionId)?.messages ?? []).map(toMessage);
  }

  conclusions(workspaceId: string): StoredConclusion[] {
    const records = [...(this.data.get(workspaceId)?.conclusions.values() ?? [])];
    return records.map((record) => ({ ...toConclusion(record), source_ids: record.source_ids && [...record.source_ids] }));
  }

  scopes(workspaceId: string): ReturnType<EmulatorStore['scopes']> {
    return [...(this.data.get(workspaceId)?.scopes.values() ?? [])].map(toScope);
  }

  scopeSessions(workspaceId: string, scopeId: string): string[] {
    return [...(this.data.get(workspaceId)?.scopes.get(scopeId)?.sessions.keys() ?? [])];
  }

  webhooks(workspaceId: string): ReturnType<EmulatorStore['webhooks']> {
    return [...(this.data.get(workspaceId)?.webhooks.values() ?? [])].map(toWebhook);
  }

  webhookTestEvents(workspaceId: string): number {
    return this.data.get(workspaceId)?.webhookTestEvents.length ?? 0;
  }

  peerCard(workspaceId: string, observer: string, observed: string = observer): string[] | null {
    const card = this.data.get(workspaceId)?.peerCards.get(peerCardKey(observer, observed));
    return card ? [...card] : null;
  }

  dreams(workspaceId: string): ScheduledDream[] {
    return structuredClone(this.data.get(workspaceId)?.dreams ?? []);
  }

  counts(): StoreCounts {
    const counts: StoreCounts = {
      workspaces: this.data.size,
      peers: 0,
      sessions: 0,
      messages: 0,
      conclusions: 0,
      scopes: 0,
      webhooks: 0,
      peerCards: 0,
      dreams: 0,
      webhookTestEvents: 0,
    };
    for (const workspace of this.data.values()) {
      for (const peer of workspace.peers.values()) if (!peer.scope) counts.peers += 1;
      counts.sessions += workspace.sessions.size;
      for (const session of workspace.sessions.values()) counts.messages += session.messages.length;
      counts.conclusions += workspace.conclusions.size;
      counts.scopes += workspace.scopes.size;
      counts.webhooks += workspace.webhooks.size;
      counts.peerCards += workspace.peerCards.size;
      counts.dreams += workspace.dreams.length;
      counts.webhookTestEvents += workspace.webhookTestEvents.length;
    }
    return counts;
  }

  toSeed(): EmulatorSeed {
    return { workspaces: [...this.data.values()].map(workspaceToSeed) };
  }
}

function workspaceToSeed(workspace: WorkspaceRecord): SeedWorkspace {
  const clone = structuredClone;
  return {
    id: workspace.id,
    metadata: clone(workspace.metadata),
    configuration: clone(workspace.configuration),
    created_at: workspace.created_at,
    peers: [...workspace.peers.values()]
      .filter((peer) => !peer.scope)
      .map((peer) => ({ id: peer.id, metadata: clone(peer.metadata), configuration: clone(peer.configuration), created_at: peer.created_at })),
    sessions: [...workspace.sessions.values()].map((session) => ({
      id: session.id,
      metadata: clone(session.metadata),
      configuration: clone(session.configuration),
      created_at: session.created_at,
      is_active: session.is_active,
      peers: clone(Object.fromEntries(session.peers)),
      messages: session.messages.map((message) => ({
        id: message.id,
        peer_id: message.peer_id,
        content: message.content,
        metadata: clone(message.metadata),
        created_at: message.created_at,
      })),
    })),
    conclusions: [...workspace.conclusions.values()].map((conclusion) => ({
      id: conclusion.id,
      content: conclusion.content,
      observer_id: conclusion.observer_id,
      observed_id: conclusion.observed_id,
      session_id: conclusion.session_id,
      level: conclusion.level,
      source_ids: conclusion.source_ids && [...conclusion.source_ids],
      created_at: conclusion.created_at,
    })),
    scopes: [...workspace.scopes.values()].map((scope) => ({
      id: scope.id,
      metadata: clone(scope.metadata),
      sessions: [...scope.sessions.keys()],
      created_at: scope.created_at,
    })),
    peer_cards: [...workspace.peerCards.entries()].map(([key, card]) => {
      const [observer = '', observed = ''] = key.split('\u0000');
      return { observer, observed, peer_card: [...card] };
    }),
    webhooks: [...workspace.webhooks.values()].map((webhook) => ({ id: webhook.id, url: webhook.url, created_at: webhook.created_at })),
  };
}

/**
 * Configuration given for an existing workspace or session, merged the way the
 * server does (`{**current, **given.model_dump(exclude_none=True)}`): top-level
 * sections given replace the ones stored, null ones are ignored, the rest stay.
 */
export function mergeConfiguration<C extends object>(current: C, given: C): C {
  return { ...current, ...dropNullish(given) };
}

function dropNullish<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, inner]) => inner !== null && inner !== undefined)) as Partial<T>;
}
