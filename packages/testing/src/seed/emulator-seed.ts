import type {
  ConclusionLevel,
  Metadata,
  PeerConfiguration,
  SessionConfiguration,
  SessionPeerConfig,
  WorkspaceConfiguration,
} from '@honcho-ai/api-types';

/**
 * Data the emulator starts with: the `seed` option of `createEmulator` and
 * `startEmulator`, or the JSON file given to `honcho-emulator --seed`. Field
 * names follow the wire format (snake_case). Only `id`s, message `peer_id` and
 * `content`, and conclusion `content`, `observer_id` and `observed_id` are
 * required; IDs of messages and conclusions are generated when omitted, and
 * timestamps default to the time the seed is loaded.
 *
 * Peers named anywhere (session members, message senders, conclusion
 * observers and observed, card holders) are created if `peers` does not list
 * them, as the server creates them on first use.
 *
 * @example
 * ```json
 * {
 *   "workspaces": [{
 *     "id": "demo",
 *     "peers": ["alice", { "id": "assistant", "metadata": { "role": "bot" } }],
 *     "sessions": [{
 *       "id": "welcome",
 *       "peers": ["alice", "assistant"],
 *       "messages": [
 *         { "peer_id": "alice", "content": "I love dark roast coffee." },
 *         { "peer_id": "assistant", "content": "Noted!" }
 *       ]
 *     }],
 *     "conclusions": [
 *       { "observer_id": "alice", "observed_id": "alice", "content": "Alice loves dark roast coffee", "session_id": "welcome" }
 *     ]
 *   }]
 * }
 * ```
 */
export interface EmulatorSeed {
  workspaces: SeedWorkspace[];
}

/** A workspace and everything in it. */
export interface SeedWorkspace {
  id: string;
  metadata?: Metadata;
  configuration?: WorkspaceConfiguration;
  created_at?: string;
  /** Peer IDs, or peers with metadata and configuration. */
  peers?: (string | SeedPeer)[];
  sessions?: SeedSession[];
  conclusions?: SeedConclusion[];
  scopes?: SeedScope[];
  peer_cards?: SeedPeerCard[];
  webhooks?: SeedWebhook[];
}

/** A peer with its metadata and configuration. */
export interface SeedPeer {
  id: string;
  metadata?: Metadata;
  configuration?: PeerConfiguration;
  created_at?: string;
}

/** A session, its members and its messages (in order). */
export interface SeedSession {
  id: string;
  metadata?: Metadata;
  configuration?: SessionConfiguration;
  created_at?: string;
  /** `false` for a session whose deletion has begun. Default `true`. */
  is_active?: boolean;
  /** Member IDs, or members mapped to their session settings. */
  peers?: string[] | Record<string, SessionPeerConfig>;
  messages?: SeedMessage[];
}

/** A message in a seeded session. */
export interface SeedMessage {
  id?: string;
  peer_id: string;
  content: string;
  metadata?: Metadata;
  created_at?: string;
}

/** A conclusion `observer_id` holds about `observed_id`. */
export interface SeedConclusion {
  id?: string;
  content: string;
  observer_id: string;
  observed_id: string;
  session_id?: string | null;
  /** Default `explicit`. */
  level?: ConclusionLevel;
  /** Premises of a derived conclusion. */
  source_ids?: string[] | null;
  created_at?: string;
}

/** A scope and its member sessions. */
export interface SeedScope {
  id: string;
  metadata?: Metadata;
  sessions?: string[];
  created_at?: string;
}

/** The card `observer` keeps about `observed` (default: itself). */
export interface SeedPeerCard {
  observer: string;
  observed?: string;
  peer_card: string[];
}

/** A registered webhook endpoint. */
export interface SeedWebhook {
  id?: string;
  url: string;
  created_at?: string;
}
