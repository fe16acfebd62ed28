import { useMemo } from 'preact/hooks';
import type { PeerItem, SessionItem } from '../../contract/inspector-api.js';
import { workspacePath } from '../api/client.js';
import { usePagedItems } from '../api/use-paged.js';
import { Breadcrumbs } from '../components/breadcrumbs.js';
import { CopyButton } from '../components/copy-button.js';
import { peerColumns, sessionColumns } from '../components/item-columns.js';
import { PageTitle } from '../components/page-title.js';
import { PagedTable } from '../components/paged-table.js';
import { links } from '../router.js';

export function WorkspaceView({ workspaceId }: { readonly workspaceId: string }) {
  const peers = usePagedItems<PeerItem>(`peers:${workspaceId}`, (page) => workspacePath(workspaceId, ['peers'], { page }));
  const sessions = usePagedItems<SessionItem>(`sessions:${workspaceId}`, (page) => workspacePath(workspaceId, ['sessions'], { page }));
  const peerTable = useMemo(() => peerColumns(workspaceId), [workspaceId]);
  const sessionTable = useMemo(() => sessionColumns(workspaceId), [workspaceId]);
  return (
    <>
      <Breadcrumbs trail={[{ label: 'Workspaces', href: links.workspaces() }, { label: workspaceId }]} />
      <PageTitle title={`Workspace ${workspaceId}`}>
        Workspace <span class="id">{workspaceId}</span>
        <CopyButton value={workspaceId} what="workspace id" />
      </PageTitle>
      <nav aria-label="Workspace tools" class="tool-links">
        <ul>
          <li>
            <a href={links.search(workspaceId)}>Search messages</a>
          </li>
          <li>
            <a href={links.queue(workspaceId)}>Queue</a>
          </li>
          <li>
            <a href={links.graph(workspaceId)}>Graph</a>
          </li>
          <li>
            <a href={links.settings(workspaceId)}>Webhooks &amp; keys</a>
          </li>
        </ul>
      </nav>
      <div class="columns">
        <section aria-labelledby="peers-heading">
          <h2 id="peers-heading">Peers</h2>
          <PagedTable pages={peers} columns={peerTable} label="Peers" emptyText="No peers yet" rowKey={(peer) => peer.id} />
        </section>
        <section aria-labelledby="sessions-heading">
          <h2 id="sessions-heading">Sessions</h2>
          <PagedTable pages={sessions} columns={sessionTable} label="Sessions" emptyText="No sessions yet" rowKey={(session) => session.id} />
        </section>
      </div>
    </>
  );
}
