import type {
  Conclusion,
  DreamType,
  Message,
  Peer,
  Scope,
  Session,
  SessionPeerConfig,
  WebhookEndpoint,
  Workspace,
} from '@honcho-ai/api-types';
import type { EmulatorSeed } from '../seed/emulator-seed.js';

/** How many of each resource the emulator holds, across all workspaces. */
export interface StoreCounts {
  workspaces: number;
  /** Ordinary peers; scopes are counted under `scopes`. */
  peers: number;
  sessions: number;
  messages: number;
  conclusions: number;
  scopes: number;
  webhooks: number;
  peerCards: number;
  dreams: number;
  webhookTestEvents: number;
}

/** A dream that was scheduled through `POST .../schedule_dream`. */
export interface ScheduledDream {
  observer: string;
  observed: string;
  dream_type: DreamType;
  session_id: string | null;
  rebuild: boolean;
  scheduled_at: string;
}

/** A conclusion with the premises the server keeps but does not return on the conclusion routes. */
export type StoredConclusion = Conclusion & {
  /** Premises of a derived conclusion; `null` for explicit ones. */
  source_ids: string[] | null;
};

/**
 * What the emulator really stored, for tests to inspect: did the retry write
 * twice, did the dropped request write at all, what did the client send?
 * Everything is returned in the wire format, as copies: changing a result
 * never changes the store. Unknown workspaces or sessions give empty results.
 *
 * @example
 * ```ts
 * const emulator = createEmulator();
 * // ... run the code under test against emulator.fetch ...
 * expect(emulator.store.messages('my-app', 'session-1')).toHaveLength(2);
 * expect(emulator.store.counts().conclusions).toBe(0);
 * ```
 */
export interface EmulatorStore {
  /** Every workspace, oldest first. */
  workspaces(): Workspace[];
  /** One workspace, or `undefined`. */
  workspace(workspaceId: string): Workspace | undefined;
  /** A workspace's peers, oldest first; scopes' internal peers only with `includeScopes`. */
  peers(workspaceId: string, options?: { includeScopes?: boolean }): Peer[];
  /** A workspace's sessions (active or not), oldest first. */
  sessions(workspaceId: string): Session[];
  /** Who is in a session, with their per-session settings. */
  sessionPeers(workspaceId: string, sessionId: string): Record<string, SessionPeerConfig>;
  /** One session's messages in order, or with no `sessionId`, every message in the workspace in write order. */
  messages(workspaceId: string, sessionId?: string): Message[];
  /** Every conclusion in the workspace, oldest first. */
  conclusions(workspaceId: string): StoredConclusion[];
  /** The workspace's scopes, oldest first. */
  scopes(workspaceId: string): Scope[];
  /** The sessions that belong to a scope, in the order they joined. */
  scopeSessions(workspaceId: string, scopeId: string): string[];
  /** Registered webhook endpoints, oldest first. */
  webhooks(workspaceId: string): WebhookEndpoint[];
  /** How many times `GET .../webhooks/test` was called for the workspace. */
  webhookTestEvents(workspaceId: string): number;
  /** The card `observer` keeps about `observed` (default: itself), or `null`. */
  peerCard(workspaceId: string, observer: string, observed?: string): string[] | null;
  /** Dreams scheduled in the workspace, in order. */
  dreams(workspaceId: string): ScheduledDream[];
  /** Totals across every workspace. */
  counts(): StoreCounts;
  /** Everything stored, as a seed document that recreates it (IDs and timestamps included). */
  toSeed(): EmulatorSeed;
}
