import type { EvidenceView } from '../../contract/inspector-api.js';
import { links } from '../router.js';
import { LevelBadge } from './item-rows.js';
import { EmptyState } from './status.js';

/** What a chat answer drew on, each piece linking to where it lives. */
export function EvidencePanel({ workspaceId, evidence }: { readonly workspaceId: string; readonly evidence: EvidenceView | null }) {
  return (
    <section aria-labelledby="chat-evidence-heading" class="chat-evidence" data-testid="chat-evidence">
      <h2 id="chat-evidence-heading">Evidence</h2>
      {evidence === null ? (
        <p data-testid="chat-no-evidence">This server sent no evidence for this answer.</p>
      ) : (
        <>
          <h3>Conclusions</h3>
          {evidence.conclusions.length === 0 ? (
            <EmptyState>No conclusions used</EmptyState>
          ) : (
            <ul class="item-list">
              {evidence.conclusions.map((conclusion) => (
                <li key={conclusion.id}>
                  <a href={links.conclusion(workspaceId, conclusion.id)} data-testid="evidence-conclusion">
                    {conclusion.content}
                  </a>{' '}
                  <LevelBadge level={conclusion.level} />
                </li>
              ))}
            </ul>
          )}
          <h3>Messages</h3>
          {evidence.messages.length === 0 ? (
            <EmptyState>No messages used</EmptyState>
          ) : (
            <ul class="item-list">
              {evidence.messages.map((message) => (
                <li key={`${message.sessionId}/${message.id}`}>
                  <span class="id peer-name">{message.peerId}</span>:{' '}
                  <a href={links.session(workspaceId, message.sessionId, message.id)} data-testid="evidence-message">
                    {message.contentPreview}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <h3>Tool calls</h3>
          {evidence.toolCalls.length === 0 ? (
            <EmptyState>No tool calls</EmptyState>
          ) : (
            <ol class="item-list">
              {evidence.toolCalls.map((call, index) => (
                <li key={`${index}-${call.toolName}`}>
                  <code>{call.toolName}</code>
                  <pre class="json" aria-label={`Input of ${call.toolName}`}>
                    {JSON.stringify(call.toolInput, null, 2)}
                  </pre>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
