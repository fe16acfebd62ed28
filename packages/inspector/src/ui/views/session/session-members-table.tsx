import { useMemo } from 'preact/hooks';
import type { SessionMember } from '../../../contract/inspector-api.js';
import { EmptyState } from '../../components/status.js';
import { PeerLink } from '../../components/item-columns.js';
import { SortableTable, type TableColumn } from '../../components/sortable-table.js';

function describeSetting(value: boolean | null): string {
  if (value === null) return 'default';
  return value ? 'yes' : 'no';
}

export function SessionMembersTable({ workspaceId, members }: { readonly workspaceId: string; readonly members: readonly SessionMember[] }) {
  const memberColumns = useMemo<readonly TableColumn<SessionMember>[]>(
    () => [
      { id: 'peer', label: 'Peer', rowHeader: true, value: (member) => member.id, render: (member) => <PeerLink workspaceId={workspaceId} peerId={member.id} /> },
      { id: 'observe-me', label: 'Observe me', value: (member) => describeSetting(member.observeMe) },
      { id: 'observe-others', label: 'Observe others', value: (member) => describeSetting(member.observeOthers) },
    ],
    [workspaceId],
  );
  return (
    <section aria-labelledby="session-members-heading">
      <h2 id="session-members-heading">Members</h2>
      {members.length === 0 ? (
        <EmptyState>No members yet</EmptyState>
      ) : (
        <SortableTable items={members} columns={memberColumns} label="Members" rowKey={(member) => member.id} />
      )}
      <p class="muted">Observe me: Honcho reasons about this peer's messages here. Observe others: this peer forms its own view of the others.</p>
    </section>
  );
}
