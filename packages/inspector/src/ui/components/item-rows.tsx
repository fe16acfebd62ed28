import type { MessageItem } from '../../contract/inspector-api.js';
import { links } from '../router.js';
import { CopyButton } from './copy-button.js';
import { RawJson } from './raw-json.js';
import { TimeStamp } from './time-stamp.js';

export function LevelBadge({ level }: { readonly level: string | null }) {
  return <span class={`badge level-${level ?? 'unknown'}`}>{level ?? 'no level'}</span>;
}

/** One message: who, when, what. `linkToSession` for lists outside the session (search results). */
export function MessageRow({
  workspaceId,
  message,
  linkToSession = false,
}: {
  readonly workspaceId: string;
  readonly message: MessageItem;
  readonly linkToSession?: boolean;
}) {
  return (
    <article class="message">
      <p class="meta">
        <a class="id peer-name" href={links.peer(workspaceId, message.peerId)}>
          {message.peerId}
        </a>{' '}
        · <TimeStamp iso={message.createdAt} />
        {message.tokenCount === null ? null : <> · {message.tokenCount} tokens</>}
        {linkToSession ? (
          <>
            {' '}
            · in{' '}
            <a class="id" href={links.session(workspaceId, message.sessionId, message.id)}>
              {message.sessionId}
            </a>
          </>
        ) : null}
      </p>
      <p class="content">{message.content}</p>
      <p class="meta muted">
        id <span class="id">{message.id}</span>
        <CopyButton value={message.id} what="message id" />
      </p>
      <RawJson value={message} what={`message ${message.id}`} />
    </article>
  );
}
