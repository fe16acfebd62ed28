import type {
  ConclusionLevel,
  DreamType,
  ScopeBackfillJob,
  MessageConfiguration,
  Metadata,
  PeerConfiguration,
  SessionConfiguration,
  SessionPeerConfig,
  WorkspaceConfiguration,
} from '@honcho-ai/api-types';

// Records keep the wire format's snake_case field names, so serialising one is
// picking fields, and the dialectic can read them without mapping. `seq` is a
// store-wide insertion counter: the server orders by autoincrement IDs, and
// timestamps alone cannot (two writes in one millisecond tie).

/** A stored workspace and everything in it. */
export interface WorkspaceRecord {
  id: string;
  metadata: Metadata;
  configuration: WorkspaceConfiguration;
  created_at: string;
  seq: number;
  peers: Map<string, PeerRecord>;
  sessions: Map<string, SessionRecord>;
  conclusions: Map<string, ConclusionRecord>;
  scopes: Map<string, ScopeRecord>;
  webhooks: Map<string, WebhookRecord>;
  /** Keyed by {@link peerCardKey}. */
  peerCards: Map<string, string[]>;
  dreams: DreamRecord[];
  webhookTestEvents: WebhookTestEventRecord[];
}

/** A stored peer. Scopes are peers named `scope.<name>` with `scope: true`, as on the server. */
export interface PeerRecord {
  id: string;
  workspace_id: string;
  metadata: Metadata;
  configuration: PeerConfiguration;
  created_at: string;
  seq: number;
  scope: boolean;
}

/** A stored session with its membership and messages (in order). */
export interface SessionRecord {
  id: string;
  workspace_id: string;
  metadata: Metadata;
  configuration: SessionConfiguration;
  created_at: string;
  seq: number;
  is_active: boolean;
  /** Current members and their per-session settings. */
  peers: Map<string, SessionPeerConfig>;
  /**
   * Members who left, with the settings they had: the server keeps their
   * membership row, still answers their config, and gives a returning member
   * the settings it rejoins with.
   */
  formerPeers: Map<string, SessionPeerConfig>;
  messages: MessageRecord[];
}

/** A stored message. */
export interface MessageRecord {
  id: string;
  content: string;
  peer_id: string;
  session_id: string;
  workspace_id: string;
  metadata: Metadata;
  created_at: string;
  token_count: number;
  seq: number;
  configuration: MessageConfiguration | null;
}

/** A stored conclusion. `source_ids` is `null` for explicit ones. */
export interface ConclusionRecord {
  id: string;
  content: string;
  observer_id: string;
  observed_id: string;
  session_id: string | null;
  level: ConclusionLevel;
  source_ids: string[] | null;
  created_at: string;
  seq: number;
  /**
   * The `seq` of the first conclusion of the same write; absent for one
   * written alone. One create call is one transaction on the server: its
   * conclusions share `created_at`, and lists keep them in the order given.
   */
  batch?: number;
}

/**
 * A stored scope: its member sessions mapped to when they joined, in the
 * order its session list shows them.
 */
export interface ScopeRecord {
  id: string;
  metadata: Metadata;
  created_at: string;
  seq: number;
  sessions: Map<string, string>;
  /** The status of each backfill run, by session: only sessions that held messages when they joined get one. */
  backfill: Map<string, ScopeBackfillJob>;
}

/** A registered webhook endpoint. */
export interface WebhookRecord {
  id: string;
  workspace_id: string;
  url: string;
  created_at: string;
  seq: number;
}

/** A dream someone scheduled; the emulator records it and runs `card_refresh` at once. */
export interface DreamRecord {
  observer: string;
  observed: string;
  dream_type: DreamType;
  session_id: string | null;
  rebuild: boolean;
  scheduled_at: string;
}

/** A `GET .../webhooks/test` call: recorded, never delivered. */
export interface WebhookTestEventRecord {
  endpoint_ids: string[];
  emitted_at: string;
}

/** The map key of the card `observer` keeps about `observed`. */
export const peerCardKey = (observer: string, observed: string): string => `${observer}\u0000${observed}`;

/** The prefix of the peer names scopes are stored under; a scope's own name must not carry it. */
export const SCOPE_PEER_PREFIX = 'scope.';

/** The peer name the server stores a scope under. */
export const scopePeerId = (scope: string): string => `${SCOPE_PEER_PREFIX}${scope}`;
