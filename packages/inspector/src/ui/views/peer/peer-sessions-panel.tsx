import type { SessionItem } from '../../../contract/inspector-api.js';
import { workspacePath } from '../../api/client.js';
import { usePagedItems } from '../../api/use-paged.js';
import { SessionRow } from '../../components/item-rows.js';
import { PagedList } from '../../components/paged-list.js';

export function PeerSessionsPanel({ workspaceId, peerId }: { readonly workspaceId: string; readonly peerId: string }) {
  const sessions = usePagedItems<SessionItem>(`peer-sessions:${workspaceId}/${peerId}`, (page) =>
    workspacePath(workspaceId, ['peers', peerId, 'sessions'], { page }),
  );
  return (
    <section aria-labelledby="peer-sessions-heading">
      <h2 id="peer-sessions-heading">Sessions</h2>
      <PagedList
        pages={sessions}
        label="Sessions of this peer"
        emptyText="No sessions yet"
        itemKey={(session) => session.id}
        renderItem={(session) => <SessionRow workspaceId={workspaceId} session={session} />}
      />
    </section>
  );
}
