/** Whether and how Honcho reasons about messages (forms conclusions). */
export interface ReasoningConfig {
  /** Turn reasoning on or off; `null` defers to the level above. */
  enabled?: boolean | null | undefined;
  /** Extra instructions for the reasoning model. */
  customInstructions?: string | null | undefined;
}

/** Whether peer cards are used in context and kept up to date. */
export interface PeerCardConfig {
  use?: boolean | null | undefined;
  create?: boolean | null | undefined;
}

/** Session summaries and how often they are made. */
export interface SummaryConfig {
  enabled?: boolean | null | undefined;
  /** Messages between short summaries (at least 10). */
  messagesPerShortSummary?: number | null | undefined;
  /** Messages between long summaries (at least 20). */
  messagesPerLongSummary?: number | null | undefined;
}

/** Background consolidation ("dreaming"). */
export interface DreamConfig {
  enabled?: boolean | null | undefined;
}

/** Workspace configuration, in the SDK's camelCase. */
export interface WorkspaceConfig {
  reasoning?: ReasoningConfig | null | undefined;
  peerCard?: PeerCardConfig | null | undefined;
  summary?: SummaryConfig | null | undefined;
  dream?: DreamConfig | null | undefined;
}

/** Session configuration: the same knobs as a workspace, overriding it for one session. */
export type SessionConfig = WorkspaceConfig;

/** Per-message configuration. */
export interface MessageConfiguration {
  reasoning?: ReasoningConfig | null | undefined;
}

/** Peer configuration. */
export interface PeerConfig {
  /** Whether Honcho forms a representation of this peer. */
  observeMe?: boolean | null | undefined;
}

/** How a peer takes part in one session. */
export interface SessionPeerConfig {
  /** Whether other peers in the session form a representation of this peer. */
  observeMe?: boolean | null | undefined;
  /** Whether this peer forms representations of the other peers in the session. */
  observeOthers?: boolean | null | undefined;
}
