import { useMemo } from 'preact/hooks';
import type { SessionItem } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { usePagedItems } from '../../api/use-paged.js';
import { sessionColumns } from '../../components/item-columns.js';
import { PagedTable } from '../../components/paged-table.js';

export function PeerSessionsPanel({ workspaceId, peerId }: { readonly workspaceId: string; readonly peerId: string }) {
  const sessions = usePagedItems<SessionItem>(`peer-sessions:${workspaceId}/${peerId}`, (page) =>
    workspacePath(workspaceId, ['peers', peerId, 'sessions'], { page }),
  );
  const columns = useMemo(() => sessionColumns(workspaceId), [workspaceId]);
  return (
    <section aria-labelledby="peer-sessions-heading">
      <h2 id="peer-sessions-heading">Sessions</h2>
      <PagedTable pages={sessions} columns={columns} label="Sessions of this peer" emptyText="No sessions yet" rowKey={(session) => session.id} />
    </section>
  );
}
