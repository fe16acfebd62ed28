// The SDK's objects as the contract's plain views (src/contract): only the fields the UI shows,
// in JSON-safe form.
import type { Conclusion, Message, Peer, QueueStatus, Session, SessionContext, Summary, WebhookEndpoint } from '@honcho-ai/sdk';
import type {
  AssistantChoice,
  ConclusionItem,
  MessageItem,
  Paged,
  PeerItem,
  QueueView,
  SessionContextView,
  SessionItem,
  SummaryItem,
  WebhookItem,
  WorkspaceItem,
} from '../contract/inspector-api.js';
import type { WireConclusion, WireWorkspace } from './honcho-reader.js';

export function pagedView<T, V>(page: { items: readonly T[]; page: number; size: number; pages: number; total: number }, view: (item: T) => V): Paged<V> {
  return { items: page.items.map(view), page: page.page, size: page.size, pages: page.pages, total: page.total };
}

export function peerItem(peer: Peer): PeerItem {
  return { id: peer.id, createdAt: peer.createdAt ?? null, metadata: peer.metadata ?? {}, configuration: { ...(peer.configuration ?? {}) } };
}

export function sessionItem(session: Session): SessionItem {
  return { id: session.id, createdAt: session.createdAt ?? null, isActive: session.isActive ?? null, metadata: session.metadata ?? {} };
}

export function messageItem(message: Message): MessageItem {
  return {
    id: message.id,
    sessionId: message.sessionId,
    peerId: message.peerId,
    content: message.content,
    createdAt: message.createdAt ?? null,
    tokenCount: message.tokenCount ?? null,
    metadata: message.metadata ?? {},
  };
}

export function conclusionItem(conclusion: Conclusion): ConclusionItem {
  return {
    id: conclusion.id,
    content: conclusion.content,
    observerId: conclusion.observerId,
    observedId: conclusion.observedId,
    sessionId: conclusion.sessionId,
    level: conclusion.level ?? null,
    createdAt: conclusion.createdAt ?? null,
  };
}

export function workspaceItem(workspace: WireWorkspace): WorkspaceItem {
  return { id: workspace.id, createdAt: workspace.created_at ?? null, metadata: workspace.metadata ?? {} };
}

export function wireConclusionItem(conclusion: WireConclusion): ConclusionItem {
  return {
    id: conclusion.id,
    content: conclusion.content,
    observerId: conclusion.observer_id,
    observedId: conclusion.observed_id,
    sessionId: conclusion.session_id ?? null,
    level: conclusion.level ?? null,
    createdAt: conclusion.created_at ?? null,
  };
}

export function summaryItem(summary: Summary | null): SummaryItem | null {
  if (!summary) return null;
  return { content: summary.content, messageId: summary.messageId ?? null, summaryType: summary.summaryType, createdAt: summary.createdAt ?? null, tokenCount: summary.tokenCount ?? null };
}

export function webhookItem(endpoint: WebhookEndpoint): WebhookItem {
  return { id: endpoint.id, url: endpoint.url, createdAt: endpoint.createdAt ?? null };
}

/** `known`: the session ids that name sessions of the workspace. */
export function queueView(status: QueueStatus, known: ReadonlySet<string>): QueueView {
  return {
    totalWorkUnits: status.totalWorkUnits,
    completedWorkUnits: status.completedWorkUnits,
    inProgressWorkUnits: status.inProgressWorkUnits,
    pendingWorkUnits: status.pendingWorkUnits,
    sessions: Object.entries(status.sessions ?? {}).map(([sessionId, counts]) => ({
      sessionId,
      known: known.has(sessionId),
      totalWorkUnits: counts.totalWorkUnits,
      completedWorkUnits: counts.completedWorkUnits,
      inProgressWorkUnits: counts.inProgressWorkUnits,
      pendingWorkUnits: counts.pendingWorkUnits,
    })),
  };
}

export function sessionContextView(context: SessionContext, tokens: number | null, assistant: AssistantChoice | null): SessionContextView {
  const openAIMessages = assistant === null ? [] : context.toOpenAI(assistant.peerId).map((message) => ({ ...message, content: String(message.content) }));
  return {
    tokens,
    messages: context.messages.map(messageItem),
    summary: summaryItem(context.summary),
    peerRepresentation: context.peerRepresentation,
    peerCard: context.peerCard,
    openAIMessages,
    assistant,
  };
}
