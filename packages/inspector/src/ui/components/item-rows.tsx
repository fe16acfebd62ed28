import type { ConclusionItem, MessageItem, PeerItem, SessionItem } from '../../contract/inspector-api.js';
import { links } from '../router.js';
import { TimeStamp } from './time-stamp.js';

export function PeerRow({ workspaceId, peer }: { readonly workspaceId: string; readonly peer: PeerItem }) {
  return (
    <>
      <a class="id" href={links.peer(workspaceId, peer.id)}>
        {peer.id}
      </a>{' '}
      <span class="muted">
        created <TimeStamp iso={peer.createdAt} />
      </span>
    </>
  );
}

export function SessionRow({ workspaceId, session }: { readonly workspaceId: string; readonly session: SessionItem }) {
  return (
    <>
      <a class="id" href={links.session(workspaceId, session.id)}>
        {session.id}
      </a>{' '}
      {session.isActive === false ? <span class="badge">inactive</span> : null}{' '}
      <span class="muted">
        created <TimeStamp iso={session.createdAt} />
      </span>
    </>
  );
}

export function LevelBadge({ level }: { readonly level: string | null }) {
  return <span class={`badge level-${level ?? 'unknown'}`}>{level ?? 'no level'}</span>;
}

export function ConclusionRow({ workspaceId, conclusion }: { readonly workspaceId: string; readonly conclusion: ConclusionItem }) {
  return (
    <article class="conclusion-row">
      <p class="content">
        <a href={links.conclusion(workspaceId, conclusion.id)}>{conclusion.content}</a>
      </p>
      <p class="meta">
        <LevelBadge level={conclusion.level} />{' '}
        <a class="id" href={links.peer(workspaceId, conclusion.observerId)}>
          {conclusion.observerId}
        </a>
        <span aria-label="about"> → </span>
        <a class="id" href={links.peer(workspaceId, conclusion.observedId)}>
          {conclusion.observedId}
        </a>{' '}
        · <TimeStamp iso={conclusion.createdAt} />
      </p>
    </article>
  );
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
      </p>
    </article>
  );
}
