import type { Conclusion, Message, Peer, Scope, Session, WebhookEndpoint, Workspace } from '@honcho-ai/api-types';
import type { ConclusionRecord, MessageRecord, PeerRecord, ScopeRecord, SessionRecord, WebhookRecord, WorkspaceRecord } from './records.js';

// Copies, not views: a caller that edits a response (or a test that edits what
// `emulator.store` returned) must never change what is stored. Field order
// follows the server's response models.

const copy = <T>(value: T): T => structuredClone(value);

/** A workspace as the server returns it. */
export const toWorkspace = (record: WorkspaceRecord): Workspace => ({
  id: record.id,
  metadata: copy(record.metadata),
  configuration: copy(record.configuration),
  created_at: record.created_at,
});

/** A peer as the server returns it. */
export const toPeer = (record: PeerRecord): Peer => ({
  id: record.id,
  workspace_id: record.workspace_id,
  created_at: record.created_at,
  metadata: copy(record.metadata),
  configuration: copy(record.configuration),
});

/** A session as the server returns it. */
export const toSession = (record: SessionRecord): Session => ({
  id: record.id,
  is_active: record.is_active,
  workspace_id: record.workspace_id,
  metadata: copy(record.metadata),
  configuration: copy(record.configuration),
  created_at: record.created_at,
});

/** A message as the server returns it. */
export const toMessage = (record: MessageRecord): Message => ({
  id: record.id,
  content: record.content,
  peer_id: record.peer_id,
  session_id: record.session_id,
  workspace_id: record.workspace_id,
  metadata: copy(record.metadata),
  created_at: record.created_at,
  token_count: record.token_count,
});

/** A conclusion as the server returns it. */
export const toConclusion = (record: ConclusionRecord): Conclusion => ({
  id: record.id,
  content: record.content,
  observer_id: record.observer_id,
  observed_id: record.observed_id,
  session_id: record.session_id,
  level: record.level,
  created_at: record.created_at,
});

/** A scope as the server returns it. */
export const toScope = (record: ScopeRecord): Scope => ({
  id: record.id,
  metadata: copy(record.metadata),
  created_at: record.created_at,
});

/** A webhook endpoint as the server returns it. */
export const toWebhook = (record: WebhookRecord): WebhookEndpoint => ({
  id: record.id,
  workspace_id: record.workspace_id,
  url: record.url,
  created_at: record.created_at,
});
