import type { ConclusionItem, PeerItem, SessionItem } from '../../contract/inspector-api.js';
import { links } from '../router.js';
import { CopyButton } from './copy-button.js';
import { LevelBadge } from './item-rows.js';
import type { TableColumn } from './sortable-table.js';
import { TimeStamp } from './time-stamp.js';

/** Created, sorted by its ISO text (which orders as time) and filterable by it ("2026-12"). */
function createdColumn<T extends { readonly createdAt: string | null }>(): TableColumn<T> {
  return { id: 'created', label: 'Created', value: (item) => item.createdAt, render: (item) => <TimeStamp iso={item.createdAt} /> };
}

/** A peer's id as a link to its page, with its copy button. */
export function PeerLink({ workspaceId, peerId }: { readonly workspaceId: string; readonly peerId: string }) {
  return (
    <>
      <a class="id" href={links.peer(workspaceId, peerId)}>
        {peerId}
      </a>
      <CopyButton value={peerId} what="peer id" />
    </>
  );
}

/** The columns of a table of peers: the tables of one kind sort and filter alike wherever they appear. */
export function peerColumns(workspaceId: string): readonly TableColumn<PeerItem>[] {
  return [{ id: 'id', label: 'Peer', rowHeader: true, value: (peer) => peer.id, render: (peer) => <PeerLink workspaceId={workspaceId} peerId={peer.id} /> }, createdColumn()];
}

export function sessionColumns(workspaceId: string): readonly TableColumn<SessionItem>[] {
  return [
    {
      id: 'id',
      label: 'Session',
      rowHeader: true,
      value: (session) => session.id,
      render: (session) => (
        <>
          <a class="id" href={links.session(workspaceId, session.id)}>
            {session.id}
          </a>
          <CopyButton value={session.id} what="session id" />
        </>
      ),
    },
    { id: 'active', label: 'Active', value: (session) => (session.isActive === null ? null : session.isActive ? 'active' : 'inactive') },
    createdColumn(),
  ];
}

export function conclusionColumns(workspaceId: string): readonly TableColumn<ConclusionItem>[] {
  return [
    {
      id: 'content',
      label: 'Conclusion',
      value: (conclusion) => conclusion.content,
      render: (conclusion) => <a href={links.conclusion(workspaceId, conclusion.id)}>{conclusion.content}</a>,
    },
    { id: 'level', label: 'Level', value: (conclusion) => conclusion.level, render: (conclusion) => <LevelBadge level={conclusion.level} /> },
    { id: 'observer', label: 'Observer', value: (conclusion) => conclusion.observerId, render: (conclusion) => <PeerLink workspaceId={workspaceId} peerId={conclusion.observerId} /> },
    { id: 'observed', label: 'Observed', value: (conclusion) => conclusion.observedId, render: (conclusion) => <PeerLink workspaceId={workspaceId} peerId={conclusion.observedId} /> },
    createdColumn(),
  ];
}
