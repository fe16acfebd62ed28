import { useEffect, useState } from 'preact/hooks';
import type { MessageItem } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { usePagedItems } from '../../api/use-paged.js';
import { MessageRow } from '../../components/item-rows.js';
import { PagedList } from '../../components/paged-list.js';
import { PeerSelect } from '../../components/peer-select.js';
import { plural } from '../../format.js';
import { SessionTimeline } from '../../pictures/session-timeline.js';

/** Messages come newest first; 50 a page keeps "Load older" useful without a long first wait. */
const MESSAGE_PAGE_SIZE = 50;

/** Typing pauses this long before the filter asks the server, so each keystroke is not a request. */
const TYPING_PAUSE_MS = 300;

/** What the filter kept, in words: "3 messages from alice containing “tea”". */
function describeFilter(total: number, peer: string, text: string): string {
  return `${plural(total, 'message')}${peer === '' ? '' : ` from ${peer}`}${text === '' ? '' : ` containing “${text}”`}`;
}

/**
 * The session's messages, newest first, filtered by peer and by text on the server (so across the
 * whole session, not only the loaded pages), and the timeline drawn from those loaded so far.
 */
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
  const [peer, setPeer] = useState('');
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const messages = usePagedItems<MessageItem>(`messages:${workspaceId}/${sessionId}:${JSON.stringify([peer, text])}`, (page) =>
    workspacePath(workspaceId, ['sessions', sessionId, 'messages'], { page, size: MESSAGE_PAGE_SIZE, peer, q: text }),
  );
  const filtered = peer !== '' || text !== '';

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
        <form class="filters" role="search" aria-label="Filter messages" onSubmit={(event) => event.preventDefault()}>
          <div class="field">
            <label for="filter-messages-peer">From peer</label>
            <PeerSelect id="filter-messages-peer" value={peer} onChange={setPeer} noneLabel="any" peerIds={memberIds} />
          </div>
          <div class="field">
            <label for="filter-messages-text">Containing</label>
            <input id="filter-messages-text" type="search" value={typed} onInput={(event) => setTyped(event.currentTarget.value)} autoComplete="off" />
          </div>
        </form>
        <p class="muted" role="status" data-testid="message-filter-count">
          {messages.initialLoading || !filtered ? '' : `${describeFilter(messages.total, peer, text)} in this session`}
          {messages.incomplete === null ? '' : ` ${messages.incomplete}`}
        </p>
        <PagedList
          pages={messages}
          label="Messages"
          emptyText={filtered ? 'No messages match the filter' : 'No messages yet'}
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
