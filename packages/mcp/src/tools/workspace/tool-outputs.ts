import type { Conclusion, ConclusionLevel, Message, Page, Peer, PeerResponse, Session, SessionResponse, Summary } from '@honcho-ai/sdk';

// What the workspace tools answer with, in one place: JSON with snake_case
// keys (the server's own spelling, which the hosted MCP server's users
// already read), built field by field from the SDK's objects so a field the
// server adds later does not leak into every answer.

/** A stored message. @internal */
export interface MessageOutput {
  readonly id: string;
  readonly content: string;
  readonly peer_id: string;
  readonly session_id: string;
  readonly metadata: Record<string, unknown>;
  readonly created_at: string;
  readonly token_count: number;
}

/** A message as the tools show it. @internal */
export function messageOutput(message: Message): MessageOutput {
  return {
    id: message.id,
    content: message.content,
    peer_id: message.peerId,
    session_id: message.sessionId,
    metadata: message.metadata,
    created_at: message.createdAt,
    token_count: message.tokenCount,
  };
}

/** A conclusion one peer (observer) holds about another (observed). @internal */
export interface ConclusionOutput {
  readonly id: string;
  readonly content: string;
  readonly observer_id: string;
  readonly observed_id: string;
  readonly session_id: string | null;
  readonly level: ConclusionLevel;
  readonly created_at: string;
}

/** A conclusion as the tools show it. @internal */
export function conclusionOutput(conclusion: Conclusion): ConclusionOutput {
  return {
    id: conclusion.id,
    content: conclusion.content,
    observer_id: conclusion.observerId,
    observed_id: conclusion.observedId,
    session_id: conclusion.sessionId,
    level: conclusion.level,
    created_at: conclusion.createdAt,
  };
}

/** A peer with what is stored on it. @internal */
export interface PeerOutput {
  readonly id: string;
  readonly metadata: Record<string, unknown>;
  readonly configuration: PeerResponse['configuration'];
  readonly created_at: string | null;
}

/** A peer the server sent (its `raw` wire object holds the configuration in snake_case). @internal */
export function peerOutput(peer: Peer): PeerOutput {
  const wire = peer.raw;
  return { id: peer.id, metadata: wire?.metadata ?? peer.metadata ?? {}, configuration: wire?.configuration ?? {}, created_at: wire?.created_at ?? peer.createdAt ?? null };
}

/** A session with what is stored on it. @internal */
export interface SessionOutput {
  readonly id: string;
  readonly is_active: boolean;
  readonly metadata: Record<string, unknown>;
  readonly configuration: SessionResponse['configuration'];
  readonly created_at: string | null;
}

/** A session the server sent (its `raw` wire object holds the configuration in snake_case). @internal */
export function sessionOutput(session: Session): SessionOutput {
  const wire = session.raw;
  return {
    id: session.id,
    is_active: wire?.is_active ?? session.isActive ?? true,
    metadata: wire?.metadata ?? session.metadata ?? {},
    configuration: wire?.configuration ?? {},
    created_at: wire?.created_at ?? session.createdAt ?? null,
  };
}

/** A session summary Honcho wrote in the background. @internal */
export interface SummaryOutput {
  readonly content: string;
  /** The last message it covers. */
  readonly message_id: string;
  readonly summary_type: string;
  readonly created_at: string;
  readonly token_count: number;
}

/** A summary as the tools show it, `null` when there is none yet. @internal */
export function summaryOutput(summary: Summary | null): SummaryOutput | null {
  if (summary === null) return null;
  return { content: summary.content, message_id: summary.messageId, summary_type: summary.summaryType, created_at: summary.createdAt, token_count: summary.tokenCount };
}

/** Where a page sits in the whole listing. @internal */
export interface PageInfo {
  /** Items across all pages. */
  readonly total: number;
  /** This page, from 1. */
  readonly page: number;
  /** Most items per page. */
  readonly size: number;
  /** Number of pages. */
  readonly pages: number;
}

/** A page's position, to spread next to its items. @internal */
export function pageInfo(page: Page<unknown, unknown>): PageInfo {
  return { total: page.total, page: page.page, size: page.size, pages: page.pages };
}
