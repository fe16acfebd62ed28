import type { MessageItem } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { usePagedItems } from '../../api/use-paged.js';
import { MessageRow } from '../../components/item-rows.js';
import { PagedList } from '../../components/paged-list.js';
import { SessionTimeline } from '../../pictures/session-timeline.js';

/** Messages come newest first; 50 a page keeps "Load older" useful without a long first wait. */
const MESSAGE_PAGE_SIZE = 50;

/** The session's messages, newest first, and the timeline drawn from those loaded so far. */
export function SessionMessagesPanel({
  workspaceId,
  sessionId,
  memberIds,
  focusedMessageId,
}: {
  readonly workspaceId: string;
  readonly sessionId: string;
  readonly memberIds: readonly string[];
  readonly focusedMessageId: string | null;
}) {
  const messages = usePagedItems<MessageItem>(`messages:${workspaceId}/${sessionId}`, (page) =>
    workspacePath(workspaceId, ['sessions', sessionId, 'messages'], { page, size: MESSAGE_PAGE_SIZE }),
  );

  return (
    <>
      <section aria-labelledby="session-timeline-heading">
        <h2 id="session-timeline-heading">Timeline</h2>
        {messages.items.length === 0 ? (
          <p class="muted">{messages.initialLoading ? 'The timeline appears once messages have loaded.' : 'No messages to draw.'}</p>
        ) : (
          <>
            <SessionTimeline messages={messages.items} peerIds={memberIds} />
            {messages.hasMore ? <p class="muted">Drawn from the {messages.items.length} newest messages; load older ones below to widen it.</p> : null}
          </>
        )}
      </section>
      <section aria-labelledby="session-messages-heading">
        <h2 id="session-messages-heading">Messages, newest first</h2>
        <PagedList
          pages={messages}
          label="Messages"
          emptyText="No messages yet"
          moreLabel="Load older"
          listClass="item-list messages"
          itemKey={(message) => message.id}
          renderItem={(message) => (
            <div
              id={`message-${message.id}`}
              class={message.id === focusedMessageId ? 'focused' : undefined}
              aria-current={message.id === focusedMessageId ? 'true' : undefined}
            >
              <MessageRow workspaceId={workspaceId} message={message} />
            </div>
          )}
        />
      </section>
    </>
  );
}
